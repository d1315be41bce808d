"""The hand history and the statistics for one person of a hot-seat game: Ada and Bruno
played at one screen, and another game had a computer player called Bruno. Choosing Bruno
in the Person box lists his own hands with his cards and result, filters his wins, and shows
his figures counted over his seat only; in German too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from engine.storage.people import people
from engine.storage.people import person_hands
from engine.storage.people import person_stats
from engine.storage.store import Store
from gui.base import i18n
from gui.base import texts
from gui.history.hand_table import HandTableModel
from gui.history.hand_table import cards_text
from gui.history.hand_table import signed_chips
from gui.history.history_panel import HistoryPanel
from gui.history.stats_view import StatsView
from gui.history.stats_view import percent
from tests.helpers.storage import play_hot_seat_into
from tests.helpers.storage import play_into

HANDS = 8


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    i18n.apply("en")
    yield
    i18n.apply("en")


@pytest.fixture
def games(store: Store) -> tuple[int, int]:
    return play_hot_seat_into(store, HANDS, seed=3), play_into(store, "alone", 6, seed=4)


def _pick(qtbot: QtBot, box: QComboBox, name: str) -> None:
    """Choose ``name`` in a combo box with the keys, as a person does: Home, then Down."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    for _ in range(box.count()):
        if box.currentText() == name:
            return
        qtbot.keyClick(box, Qt.Key.Key_Down)
    raise AssertionError(f"{name} is not in the box")


def test_the_history_shows_one_persons_own_hands_cards_and_results(
        qtbot: QtBot, store: Store, games: tuple[int, int]) -> None:
    hot, _ = games
    panel = HistoryPanel(store)
    qtbot.addWidget(panel)
    panel.show()
    box = panel.person.box
    assert panel.person.isVisible()
    assert [box.itemText(i) for i in range(box.count())] == ["Everyone", "Ada", "Bruno", "You"]
    assert panel.proxy.rowCount() == len(store.hands())

    _pick(qtbot, box, "Bruno")
    assert panel.person.person == "Bruno"
    mine = person_hands(store.hands(), people(store)["Bruno"])
    assert panel.proxy.rowCount() == len(store.hands(hot)) == len(mine)
    by_hand = {r.hand_number: r for r in store.hands(hot)}
    for row in range(panel.proxy.rowCount()):
        record = panel.shown_records()[row]
        assert record.session_id == hot and record.person_seat == 1
        bruno = next(p for p in by_hand[record.hand_number].players if p.seat == 1)
        cells = {column: panel.proxy.index(row, column).data()
                 for column in (HandTableModel.CARDS, HandTableModel.RESULT)}
        assert cells[HandTableModel.CARDS] == cards_text(bruno.cards)
        assert cells[HandTableModel.RESULT] == signed_chips(bruno.net)

    # "Hands you won" are now the hands Bruno won.
    panel.result_box.setCurrentIndex(panel.result_box.findData("won"))
    won = [r for r in mine if r.person is not None and r.person.net > 0]
    assert won and panel.proxy.rowCount() == len(won)
    assert all(r.result == "won" and r.person_seat == 1 for r in panel.shown_records())
    # A replay of his hand is told to him.
    panel.table.selectRow(0)
    replayer = panel.replay()
    assert replayer is not None and replayer.hand.person_seat == 1
    replayer.close()

    _pick(qtbot, box, "Everyone")
    panel.result_box.setCurrentIndex(0)
    assert panel.proxy.rowCount() == len(store.hands())


def test_the_statistics_count_one_persons_own_seat_in_both_languages(
        qtbot: QtBot, store: Store, games: tuple[int, int]) -> None:
    hot, alone = games
    view = StatsView(store)
    qtbot.addWidget(view)
    view.show()
    merged = view.row_texts("Bruno")  # everyone: the person and the computer player of a name
    _pick(qtbot, view.person.box, "Bruno")
    figures = person_stats("Bruno", person_hands(store.hands(), people(store)["Bruno"]))
    assert figures is not None and figures.hands == len(store.hands(hot))
    assert view.table.rowCount() == 1
    row = view.row_texts("Bruno")
    assert row[StatsView.HANDS] == texts.chips(figures.hands)
    assert row[StatsView.PFR] == percent(figures.pfr)
    assert row[StatsView.NET] == signed_chips(figures.net)
    assert row != merged and int(merged[StatsView.HANDS]) > figures.hands
    assert view.table.item(0, 0).font().bold()

    # Bruno never sat as a person in the other game: nothing to count there.
    view.scope.setCurrentIndex(view.scope.findData(alone))
    assert view.table.rowCount() == 0 and view.empty_label.isVisibleTo(view)
    view.scope.setCurrentIndex(view.scope.findData(hot))
    assert view.table.rowCount() == 1

    i18n.apply("de")
    QApplication.processEvents()  # the language change reaches every widget
    assert view.person.label.text() == "&Person:"
    assert view.person.box.itemText(0) == "Alle"
    assert view.row_texts("Bruno")[StatsView.PFR] == percent(figures.pfr)  # "66,7 %"
    assert "," in percent(figures.pfr) or figures.pfr in (0, 1)
    _pick(qtbot, view.person.box, "Alle")
    assert view.table.rowCount() == 3  # Ada, Bruno and the computer player
    view.person.box.setFocus()
    qtbot.keyClick(view.person.box, Qt.Key.Key_End)
    assert view.person.person == "You"
