"""The table as a screen reader finds it: Qt's accessibility tree of a running 10-player
window names every seat, card, pot and control, gives each a role, and follows the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtGui import QAccessibleInterface
from pytestqt.qtbot import QtBot

from gui.access.access_items import AccessItem
from gui.access.announcer import Verbosity
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

Role = QAccessible.Role
Name, Description = QAccessible.Text.Name, QAccessible.Text.Description
TEN = GameSetup(players=10, opponents="call", starting_stack=1000, small_blind=5,
                big_blind=10, seed=37)


def walk(node: QAccessibleInterface) -> list[QAccessibleInterface]:
    """Every interface under ``node`` that is not invisible, depth first, as a screen reader
    walks it."""
    found = []
    for i in range(node.childCount()):
        child = node.child(i)
        if child is None or not child.isValid() or child.state().invisible:
            continue
        found.append(child)
        found.extend(walk(child))
    return found


def table_items(window: MainWindow) -> dict[str, list[tuple[Role, str, str]]]:
    """The mirror's items reached from the window's own interface, by kind."""
    kinds: dict[str, list[tuple[Role, str, str]]] = {
        "seat": [], "card": [], "pot": [], "button": [], "control": [], "burn": []}
    mirror = window.access
    for node in walk(QAccessible.queryAccessibleInterface(window)):
        obj = node.object()
        entry = (node.role(), node.text(Name), node.text(Description))
        if obj in mirror.seats.values():
            kinds["seat"].append(entry)
        elif obj is mirror.burn:
            kinds["burn"].append(entry)
        elif isinstance(obj, AccessItem) and node.role() == Role.Graphic:
            kinds["card"].append(entry)
        elif obj is mirror.pot or obj in mirror.pots:
            kinds["pot"].append(entry)
        elif obj is mirror.button:
            kinds["button"].append(entry)
        elif node.role() == Role.PushButton and obj.parent() is not None and (
                obj in (window.panel.fold_button, window.panel.call_button,
                        window.panel.raise_button)):
            kinds["control"].append(entry)
    return kinds


def _to_act(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)


def test_every_seat_card_pot_and_control_has_a_name_and_a_role(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(TEN)
    _to_act(qtbot, window)
    items = table_items(window)
    seats = items["seat"]
    assert len(seats) == 10
    assert all(role == Role.Grouping and name.startswith("Seat ") and "chips" in description
               for role, name, description in seats)
    person = window.scene.person_seat
    assert person is not None
    mine = next(d for _, n, d in seats if n.startswith(f"Seat {person + 1},"))  # from 1
    assert mine.endswith("to act"), mine
    # Every dealt card is there: the person's two by name, the nine others face down.
    cards = items["card"]
    assert len(cards) == 20
    named = [n for _, n, _ in cards if " of " in n]
    assert len(named) == 2 and all(n == "face-down card" for _, n, _ in cards
                                   if " of " not in n)
    assert [n for _, n, _ in items["pot"]] == [f"Pot, {window.model.pot_total():,} chips in all"]
    assert items["button"][0][1].startswith("Dealer button at seat ")
    assert len(items["control"]) == 3 and all(n for _, n, _ in items["control"])
    assert items["burn"] == [(Role.Graphic, "Burned cards: 0, face down", "")]


def test_the_seats_board_and_pot_lie_where_they_are_drawn_and_take_the_focus(
        qtbot: QtBot, window: MainWindow) -> None:
    """Real extents (a magnifier follows them) and Tab stops with a ring, not 1x1 px."""
    window.resize(1280, 800)
    window.show()
    window.start_game(TEN)
    _to_act(qtbot, window)
    view, mirror = window.view, window.access
    for seat, item in mirror.seats.items():
        plate = window.scene.seat_items[seat]
        drawn = view.mapFromScene(plate.sceneBoundingRect()).boundingRect()
        assert item.geometry().contains(drawn.center())  # the mirror lies over the viewport
        assert item.width() >= drawn.width() > 20 and item.height() >= drawn.height() > 10
        assert item.focusPolicy() & Qt.FocusPolicy.TabFocus
    item = mirror.seats[window.scene.person_seat or 0]
    item.setFocus()
    assert item.hasFocus()
    ring = item.grab().toImage().pixelColor(1, item.height() // 2)
    assert ring.name().upper() == "#FFEB3B", ring.name()


def test_the_tree_follows_the_game_and_the_turn_is_announced(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(TEN)
    _to_act(qtbot, window)
    before = table_items(window)
    heard = list(window.announcer.heard)
    owed = window.model.owed(window.model.to_act or 0)
    turn = f"Your turn: {owed} to call." if owed else "Your turn: you can check."
    assert any(turn in text and "You hold " in text and politeness
               == QAccessible.AnnouncementPoliteness.Assertive for text, politeness in heard)
    hand = window.model.hand_number
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    _to_act(qtbot, window)
    after = table_items(window)
    # The others' actions, faster than speech, come with the person's next turn.
    text, politeness = window.announcer.heard[-1]
    assert text.startswith("Your turn: ") and politeness == \
        QAccessible.AnnouncementPoliteness.Assertive
    assert after["seat"] != before["seat"]
    if window.model.hand_number == hand:  # the flop came: the board is read out
        board = [n for _, n, d in after["card"] if d == "board card"]
        assert len(board) == len(window.model.board) >= 3
    assert after["pot"] != before["pot"]


def test_off_says_nothing_and_mine_only_the_turn(qtbot: QtBot, window: MainWindow,
                                                 tmp_path: object, monkeypatch: object) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))  # type: ignore[attr-defined]
    window.announcer.set_verbosity(Verbosity.MINE)
    window.start_game(TEN)
    _to_act(qtbot, window)
    assert [p for _, p in window.announcer.heard] == [QAccessible.AnnouncementPoliteness.Assertive]
    window.announcer.set_verbosity(Verbosity.OFF)
    window.announcer.heard.clear()
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    _to_act(qtbot, window)
    assert list(window.announcer.heard) == []
