"""The activities the table switches between: a new game, beginners' mode, hot seat, practice and
play on from a hand, and the bar that says which one is on (:mod:`.current_activity`)."""
