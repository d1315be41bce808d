"""Teaching, Qt-free: lessons staged on the real engine, drills that make hand reading a
habit, and the figures a coach shows.

Sits between the running of games (``play``) and storage. :mod:`engine.teaching.reading` holds
the computations a trainer and a coach share (a hand's standing among all hands, outs grouped
by what they make, pot odds and the value of a call, equity against a range, the nuts, ranges
on the 13 x 13 grid); :mod:`engine.teaching.drills` generates exercises from seeds and checks
answers exactly; the lesson files, their loader and runner, and quiz answers live beside them.
"""
