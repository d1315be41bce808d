"""Lessons in the window: the list of lessons, a lesson played step by step beside the table,
the words of every lesson, which lessons are done, and the dock that plays them on the real
table (with room made for it at any window size)."""
