"""Teaching, Qt-free: lessons staged on the real engine, drills that make hand reading a
habit, the coach at the table, practice games and the review of the person's decisions.

Sits between the running of games (``play``) and storage, one folder per feature:
:mod:`engine.teaching.lessons` (lesson files, their loader and runner, quiz answers),
:mod:`engine.teaching.drills` (exercises generated from seeds, answers checked exactly, a
session and progress), :mod:`engine.teaching.coach` (the table read for the person from what
they may see, and their decisions graded against the expert bot's),
:mod:`engine.teaching.practice` (the aids of a practice game: the advisor, taking an action
back, playing on from a recorded hand). :mod:`engine.teaching.figures` holds the computations
they share (a hand's standing among all hands, outs grouped by what they make, pot odds and
the value of a call, equity against a range, the nuts, ranges on the 13 x 13 grid).
"""
