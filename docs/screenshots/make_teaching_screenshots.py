"""Screenshots of the teaching widgets: the lesson list, a narrated lesson step (the
Pot-Limit raise of the German limit rules), the hand-ranking chart, and the hand-rankings
lesson at its end with the winning category lit on its chart, and the Help window's rules
and glossary.

Run ``python docs/screenshots/make_teaching_screenshots.py``. It writes
``teaching/{lessons,step,chart,rankings,help_rules,help_glossary}_<lang>_<size>.png`` here, in
English and German at 1024x600 and 1280x720. The language goes to a scratch data folder, so
the person's own choice is left alone.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent / "teaching"
SIZES = ((1024, 600), (1280, 720))


def main() -> None:
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from engine.evaluation.categories import CATEGORY_CODES
    from engine.teaching.lessons.loader import load_all
    from gui.base import i18n
    from gui.teaching.beginners.help_dialog import HelpDialog
    from gui.teaching.beginners.ranking_chart import RankingChart
    from gui.teaching.lessons.lesson_list import LessonList
    from gui.teaching.lessons.lesson_panel import LessonPanel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(exist_ok=True)
    lessons = load_all()
    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in SIZES:
            listing = LessonList(lessons, {"hand_rankings", "blinds_button", "heads_up"})
            listing.list.setCurrentRow(8)
            chart = RankingChart()
            chart.set_highlight(CATEGORY_CODES.index("flush"))
            step = LessonPanel(next(x for x in lessons if x.id == "pot_limit"))
            for _ in range(8):
                step.go_next()
            rankings = LessonPanel(next(x for x in lessons if x.id == "hand_rankings"))
            while rankings.next.isEnabled():
                rankings.go_next()
            rules, glossary = HelpDialog(), HelpDialog()
            glossary.show_tab(HelpDialog.GLOSSARY)
            for name, widget in (("lessons", listing), ("step", step), ("chart", chart),
                                 ("rankings", rankings), ("help_rules", rules),
                                 ("help_glossary", glossary)):
                widget.resize(width, height)
                widget.show()
                app.processEvents()
                widget.grab().save(str(OUT / f"{name}_{language}_{width}x{height}.png"))
                widget.close()
    i18n.apply("en", app)


if __name__ == "__main__":
    main()
