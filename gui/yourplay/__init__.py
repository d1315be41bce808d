"""The person's own play, graded: the grading job from the window, the error rate with its
bands and splits, the blunders (opened in the replayer, played on, drilled) and the "your
spots" drill, in one "Your play" window with tabs (room for leaks and a results graph).

A layer above the history (it opens the replayer and "Play on from here") and below the
window (which adds the menu entries).
"""
