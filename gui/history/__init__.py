"""Looking back: the hand-history panel, the replayer, the sessions list and statistics."""
