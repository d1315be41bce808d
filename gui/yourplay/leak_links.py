"""Where the "Leaks" tab's links lead: a lesson opens on the main window's table (the lessons
dock, as from Help > Lessons), a drill starts in the trainer with the saved games' answers.

Kept out of :mod:`gui.yourplay.leak_view`, which knows no main window.

Tests: tests/gui/yourplay/test_leaks_results.py, tests/gui/yourplay/test_your_play_path.py,
tests/gui/access/test_field_names.py
"""

from __future__ import annotations

from typing import Any

from gui.teaching.trainer.launch import open_trainer
from gui.yourplay.your_play import YourPlayWindow


def connect_leak_links(view: YourPlayWindow, main: Any) -> None:
    """Send ``view``'s lesson and drill links to ``main`` (the game window)."""

    def lesson(lesson_id: str) -> None:
        lessons = main.beginners.lessons
        lessons.open()
        if lesson_id in lessons.lessons:
            lessons.start(lesson_id)
        main.raise_()
        main.activateWindow()

    def drill(code: str) -> None:
        store = view.store
        trainer = open_trainer(main, getattr(store, "path", None), getattr(main, "theme", None),
                               store)
        trainer.start_drill(code)

    view.leak_view.lesson_requested.connect(lesson)
    view.leak_view.drill_requested.connect(drill)
