"""Practice games: the aids a practice hand may be played with (open cards, the advisor,
taking an action back; :mod:`.practice_aids`), the advisor's suggestion (:mod:`.advisor`) and
a practice hand that starts at a point of a recorded hand (:mod:`.practice_spot`)."""
