"""The rules of a hand and a table: actions, settings, events, pots, the hand state machine,
the table between hands and what a player may see.

Imports :mod:`engine.core` and :mod:`engine.evaluation` (showdowns need hand values)."""
