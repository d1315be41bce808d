"""Each drill names the lesson that teaches its rule, in English and German."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.storage.drills import DrillLog
from gui.base import i18n
from gui.teaching.trainer.trainer_window import TrainerWindow


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.apply("en")


def test_the_outs_drill_links_its_lesson_in_both_languages(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    window = TrainerWindow(DrillLog.open(tmp_path / "felt.db"), seed=1)
    qtbot.addWidget(window)
    window.drill_list.setCurrentRow(window.codes().index("outs"))
    assert window.drill_lesson.text() == (
        "Learn it in the lesson: Outs and pot odds (Help > Lessons)")
    i18n.apply("de")
    qtbot.waitUntil(lambda: "Lektion" in window.drill_lesson.text(), timeout=2000)
    assert window.drill_lesson.text() == (
        "Lerne es in der Lektion: Outs und Pot Odds (Hilfe > Lektionen)")
    window.drill_list.setCurrentRow(window.codes().index("equity"))
    assert window.drill_lesson.text() == ""  # no lesson teaches equity yet
