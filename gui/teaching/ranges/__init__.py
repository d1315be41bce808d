"""Ranges on the 13 x 13 grid of starting-hand classes: the grid widget the trainer and the
coach share (:mod:`.range_grid`), the coach's panel of an opponent's range against one of
your own (:mod:`.range_panel`, typed or painted in :mod:`.range_input`, made hands and draws
side by side in :mod:`.range_shares`, computed in :mod:`.compare_thread`)."""
