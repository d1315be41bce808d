"""Lessons: a rule of the game staged on a real hand, read from a checked JSON file
(``data/*.json``), played step by step on the engine, with a quiz the engine answers."""
