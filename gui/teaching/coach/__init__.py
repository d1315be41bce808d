"""The coach dock: your hand, odds, outs and ranges as the table shows them, computed in a
thread of its own (:mod:`.coach_thread`), said in words (:mod:`.coach_words`), why the
computer players acted (:mod:`.why_words`) and the review of your own decisions."""
