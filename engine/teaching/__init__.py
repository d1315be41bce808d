"""Lessons staged on the real engine: lesson files, their loader and runner, and quiz answers.

Sits between the running of games (``play``) and storage; Qt-free like the rest of the engine.
"""
