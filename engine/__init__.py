"""Felt's rules engine: cards, hand values, betting and the hand state machine.

Nothing in this package imports Qt or ``gui``; the window only renders the events it emits.
"""
