"""Felt's window: a Qt table scene driven by the engine on its own thread.

Only this package imports Qt; it renders the frozen events of :mod:`engine` and turns the
engine's codes into translated words.
"""
