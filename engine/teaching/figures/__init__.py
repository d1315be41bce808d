"""The figures a hand reader needs, shared by the drills, the coach and the replayer: a hand's
standing, outs, pot odds and the value of a call (:mod:`.hand_figures`), how a range meets
the board (:mod:`.range_hits`), a range written short (:mod:`.range_text`) and the equities of
a replayed hand step by step (:mod:`.replay_equity`)."""
