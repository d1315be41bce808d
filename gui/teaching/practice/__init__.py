"""Practice games in the window: the advisor's suggestion, computed in a thread of its own
(:mod:`.advice_thread`) and said in one line (:mod:`.advice_words`), and the strip above the
person's buttons that shows it beside the button taking the last action back
(:mod:`.practice_bar`). The window's glue is :mod:`gui.activities.practice_mode`."""
