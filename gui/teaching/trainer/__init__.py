"""The drills trainer's window: pick a drill and a level, answer exercises with instant
feedback (:mod:`.exercise_view`, :mod:`.answer`), see progress (:mod:`.progress_view`); every
word of it in :mod:`.trainer_words`. Opened from the Game menu or alone (:mod:`.launch`)."""
