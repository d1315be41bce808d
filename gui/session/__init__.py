"""The engine thread and saving: the worker that runs a game session off the GUI thread."""
