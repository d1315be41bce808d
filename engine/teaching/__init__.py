"""Teaching, Qt-free: lessons staged on the real engine, drills that make hand reading a
habit, the coach at the table and the review of the person's decisions.

Sits between the running of games (``play``) and storage. :mod:`engine.teaching.reading` holds
the computations a trainer and a coach share (a hand's standing among all hands, outs grouped
by what they make, pot odds and the value of a call, equity against a range, the nuts, ranges
on the 13 x 13 grid); :mod:`engine.teaching.drills` generates exercises from seeds and checks
answers exactly; :mod:`engine.teaching.coach` reads the table for the person from what they may
see, and :mod:`engine.teaching.review` grades their decisions against the expert bot's; the
lesson files, their loader and runner, and quiz answers live beside them.
"""
