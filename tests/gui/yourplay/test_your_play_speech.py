"""Your play tells a screen reader the state of the person's hands when it has read them, in
English and in German, as the words are sent (gui/base/screen_reader.py's listeners), and a
change of language alone says nothing again."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import i18n
from gui.base.background import Background
from gui.yourplay.your_play import YourPlayWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.storage import play_into


@pytest.mark.parametrize(("language", "words"), [
    ("en", "%1 of your hands are not graded yet."),
    ("de", "%1 deiner Hände sind noch nicht bewertet."),
])
def test_the_hands_state_is_said_when_read(qtbot: QtBot, store: Store,
                                           heard: list[tuple[str, bool]],
                                           language: str, words: str) -> None:
    play_into(store, "Spoken", 3, seed=21)
    i18n.apply(language)
    view = YourPlayWindow(store, workers=1)
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.loaded, timeout=TIMEOUT_MS):
        view.show()
    assert view.data is not None and view.data.ungraded > 0
    expected = words.replace("%1", str(view.data.ungraded))
    assert heard == [(expected, True)]
    assert view.status.text() == expected
    i18n.apply("en" if language == "de" else "de")  # the words change, nothing is said
    assert heard == [(expected, True)]
    view.close()
    for thread in view.findChildren(Background):  # the leaks' and the results' readers
        thread.shutdown()
