"""The narrator tells the one person at the screen "you" in both languages, for every hand
event about their seat, and names everyone else (and everyone in hot-seat)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.runner import finished_hand
from gui.base import i18n
from gui.teaching.narration.narrator import Narrator
from tests.helpers.german import english_sentences_in
from tests.helpers.german import english_sources

NAMES = {0: "Ada", 1: "Bruno", 2: "Chloé", 3: "Dmitri"}
WRONG_ENGLISH = re.compile(r"\bYou (posts|gets|has|is|folds|checks|calls|bets|raises|wins|"
                           r"shows|does|takes|goes)\b")


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    yield
    i18n.apply("en")


def _told(person: int | None) -> list[tuple[object, str]]:
    told = []
    for lesson in load_all():
        narrator = Narrator(lesson.names, person)
        for event in finished_hand(lesson).events:
            narration = narrator.narrate(event)
            assert narration is not None
            told.append((event, narration.text))
    return told


@pytest.mark.parametrize("person", [0, 1, 2])
def test_the_person_is_told_you_in_english(person: int) -> None:
    i18n.apply("en")
    told = _told(person)
    about_you = [text for event, text in told if getattr(event, "seat", None) == person]
    assert about_you and any(t.startswith("You ") for t in about_you)
    for _, text in told:
        assert not WRONG_ENGLISH.search(text), text
        assert not re.search(r"%\d", text), text
    assert not [t for _, t in _told(None) if t.startswith("You ")]  # hot-seat: all named


def test_the_person_is_told_du_in_german_and_nothing_is_english() -> None:
    i18n.apply("de")
    sources = english_sources(["Narrator", "Hand", "Rank", "Street"])
    for person in (0, 1, 2):
        told = _told(person)
        assert any(t.startswith("Du ") for _, t in told)
        for _, text in told:
            assert english_sentences_in(text, sources) == [], text
            assert not re.search(r"%\d", text), text
