"""Beginners' mode: the welcome on first start, the Help window (rules in short, the
hand-ranking chart, the glossary) and playing step by step. The window's glue that adds
their menus is :mod:`gui.activities.beginners_mode`."""
