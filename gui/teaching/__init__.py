"""Beginners' mode: the narrator, lesson texts, help content and their small widgets."""
