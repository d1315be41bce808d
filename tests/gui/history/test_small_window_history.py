"""The hand history opens beside the table of a small window without widening it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import i18n
from gui.base.flow_row import FlowRow
from gui.history.hand_table import HandTableModel
from gui.history.history_panel import SESSION_WIDTH
from gui.history.history_panel import HistoryPanel
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.storage import play_into

SMALL = (1024, 600)


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.apply("en")


def _inside(child: QWidget, parent: QWidget) -> bool:
    top_left = child.mapTo(parent, child.rect().topLeft())
    return parent.rect().contains(QRect(top_left, child.size()))


@pytest.mark.parametrize(("language", "menu", "entry"), [
    ("en", "View", "Hand history…"),
    ("de", "Ansicht", "Gespielte Hände…"),
])
def test_the_history_fits_a_small_window(qtbot: QtBot, window: MainWindow, store: Store,
                                         english_after: None, language: str, menu: str,
                                         entry: str) -> None:
    play_into(store, "Small screen", 2, seed=5)
    window.store = store
    i18n.apply(language)
    window.resize(*SMALL)
    QApplication.processEvents()
    assert window.width() == SMALL[0]
    menu_action(window, menu, entry).trigger()
    panel = window.history_menus.panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    QApplication.processEvents()
    assert window.width() == SMALL[0], "opening the history widened the window"
    # Every control of the panel is whole on screen and none overlaps another.
    controls = [panel.session_box, panel.result_box, panel.category_box, panel.players.box,
                panel.players.me, panel.count_label, panel.replay_button, panel.why_button,
                panel.export_button]
    for control in controls:
        assert control.isVisible() and _inside(control, panel), control
    rects = [QRect(c.mapTo(panel, c.rect().topLeft()), c.size()) for c in controls]
    for i, first in enumerate(rects):
        for second in rects[i + 1:]:
            assert not first.intersects(second)


def _row(width: int, stretch_first: bool = False) -> tuple[QWidget, list[QPushButton]]:
    host = QWidget()
    row = FlowRow(host, spacing=4)
    row.setContentsMargins(0, 0, 0, 0)
    buttons = [QPushButton(text) for text in ("Replay", "Why?", "Export")]
    for k, button in enumerate(buttons):
        row.add_widget(button, stretch=stretch_first and k == 0)
    host.resize(width, row.heightForWidth(width))
    host.show()
    QApplication.processEvents()
    return host, buttons


def test_a_flow_row_is_one_line_when_wide_and_wraps_when_narrow(qtbot: QtBot) -> None:
    wide, buttons = _row(600)
    qtbot.addWidget(wide)
    assert len({b.y() for b in buttons}) == 1
    assert buttons[0].x() < buttons[1].x() < buttons[2].x()

    widest = max(b.sizeHint().width() for b in buttons)
    narrow, buttons = _row(widest)
    qtbot.addWidget(narrow)
    assert len({b.y() for b in buttons}) == 3  # each on a line of its own
    assert buttons[0].geometry().bottom() < buttons[1].y() < buttons[2].y()
    assert narrow.layout().minimumSize().width() == widest
    assert narrow.height() >= 3 * buttons[0].height()


def test_stretching_widgets_take_the_spare_width(qtbot: QtBot) -> None:
    host, buttons = _row(600, stretch_first=True)
    qtbot.addWidget(host)
    assert buttons[2].geometry().right() == 599  # the line is filled to its end
    assert buttons[0].width() > buttons[0].sizeHint().width()


def test_long_session_names_elide_and_one_session_hides_the_column(qtbot: QtBot,
                                                                   store: Store) -> None:
    first = play_into(store, "A session whose name is much longer than any column", 2, seed=8)
    play_into(store, "Another one", 1, seed=9)
    panel = HistoryPanel(store)
    qtbot.addWidget(panel)
    panel.resize(400, 500)
    panel.show()
    column = HandTableModel.SESSION
    assert not panel.table.isColumnHidden(column)
    assert panel.table.columnWidth(column) <= SESSION_WIDTH
    row = next(r for r in range(panel.proxy.rowCount())
               if panel._record(r).session_id == first)
    index = panel.proxy.index(row, column)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == (
        "A session whose name is much longer than any column")
    panel.session_box.setCurrentIndex(panel.session_box.findData(first))
    assert panel.table.isColumnHidden(column) and panel.proxy.rowCount() == 2
    panel.session_box.setCurrentIndex(0)  # all sessions again
    assert not panel.table.isColumnHidden(column)
