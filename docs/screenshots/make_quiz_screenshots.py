"""Screenshots of three lessons at their quiz: the nuts questions of "Reading the board"
(their answers read as hand names), and the new lessons on implied odds and the seat draw.

Run ``python docs/screenshots/make_quiz_screenshots.py [FOLDER]``. It writes
``quiz_<lesson>_<lang>_<size>.png`` into FOLDER (default: ``lessons/`` here), in English and
German at 1024x600 and 1920x1080, with the lesson's page scrolled to its quiz. Settings go to a
scratch data folder, so the person's own are left alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((1024, 600), (1920, 1080))
LESSONS = ("reading_board", "implied_odds", "seat_draw")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "lessons"
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication
    from PySide6.QtWidgets import QScrollArea

    from gui.base import i18n
    from gui.base import speeds
    from gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    for language in ("en", "de"):
        i18n.apply(language)
        for width, height in SIZES:
            for lesson in LESSONS:
                window = MainWindow(speeds.Speed.INSTANT)
                window.resize(width, height)
                window.show()
                window.beginners.lessons.open()
                window.beginners.lessons.start(lesson)
                panel = window.beginners.lessons.panel
                assert panel is not None
                while not panel.runner.at_end:
                    panel.go_next()
                app.processEvents()
                for area in panel.findChildren(QScrollArea):  # the page, its quiz at the top
                    inner = area.widget()
                    if inner is not None and inner.isAncestorOf(panel.quiz):
                        top = panel.quiz.mapTo(inner, QPoint(0, 0)).y()
                        area.verticalScrollBar().setValue(top)
                app.processEvents()
                name = f"quiz_{lesson}_{language}_{width}x{height}.png"
                window.grab().save(str(out / name))
                print(name)
                window.close()
    i18n.apply("en")


if __name__ == "__main__":
    main()
