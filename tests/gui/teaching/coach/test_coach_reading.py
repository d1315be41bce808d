"""The coach's reading tools as a person uses them: the outs on the deck strip, the range
grid with its made hands and draws, a range of one's own typed or painted and compared."""

from __future__ import annotations

import dataclasses
import random
import re

import numpy as np
import pytest
from PySide6.QtCore import QEvent
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from engine.bots.preflop import PreflopTables
from engine.bots.preflop import preflop_tables
from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.evaluation.hand_classes import class_at_cell
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import class_name
from engine.evaluation.hand_value import evaluate
from engine.evaluation.outs import outs
from engine.evaluation.range_equity import range_equity
from engine.evaluation.ranges import parse_range
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.coach import EquityFigure
from engine.teaching.coach.coach import OpponentRead
from engine.teaching.figures.range_hits import HIT_NAMES
from engine.teaching.figures.range_hits import dense_weights
from engine.teaching.figures.range_hits import hits_of_range
from engine.teaching.figures.range_hits import range_hits
from engine.teaching.figures.range_summary import RANGE_FLOOR
from engine.teaching.figures.range_summary import summarize_range
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.teaching.coach.coach_dock import CoachDock
from gui.teaching.coach.coach_words import out_kinds_text
from gui.teaching.coach.coach_words import percent
from gui.teaching.coach.coach_words import report_html
from gui.teaching.coach.coach_words import spr_text
from gui.teaching.coach.coach_words import standing_text
from gui.teaching.coach.outs_view import ALL_OUTS
from gui.teaching.ranges.compare_thread import CompareRequest
from gui.teaching.ranges.compare_thread import compare
from gui.teaching.ranges.compare_thread import their_range
from gui.teaching.ranges.range_grid import RangeGrid
from gui.teaching.ranges.range_panel import RangePanel
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import widget_texts
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

TIMEOUT = 10000




def _on_the_flop(qtbot: QtBot, win: MainWindow, hole: str, board: str) -> CoachDock:
    """A three-handed hand with ``hole`` for the person; returns the dock on the flop."""
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                         "seed": seed_with_button(base, 2)})  # type: ignore[arg-type]
    deck = stack_deck(hand_order([0, 1, 2], 2), {0: hole, 1: "7c2d", 2: "9s9d"}, board)
    win.start_game(setup, factory=factory_with(setup, {1: deck}))
    dock, panel = win.coach_dock, win.panel
    qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT)
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.legal is not None and dock.report is not None
                    and len(dock.report.board) == 3, timeout=TIMEOUT)
    return dock


def test_pointing_at_and_picking_out_groups_marks_exactly_their_cards(
    qtbot: QtBot, coached: MainWindow
) -> None:
    dock = _on_the_flop(qtbot, coached, "AhKh", "Qh7h2c5s8d")
    view, strip = dock.outs_view, dock.outs_view.strip
    hole, board = parse_cards("AhKh"), parse_cards("Qh7h2c")
    expected = dict(outs(hole, board).by_category)  # the engine's outs, straight from it
    assert set(expected) == {5, 1}  # nine flush cards, six to a pair of aces or kings
    assert not strip.marked  # nothing pointed at yet
    rows = {view.groups.item(r).data(Qt.ItemDataRole.UserRole): view.groups.item(r)
            for r in range(view.groups.count())}
    assert set(rows) == {ALL_OUTS, 5, 1}
    assert rows[5].text().startswith("to a flush: 9 (")

    # The pointer goes to the window on top: this one, as it is for a person looking at it
    # (a window an earlier test left open must not take the pointer).
    for other in QApplication.topLevelWidgets():
        if other is not coached and other.isVisible() and other.isWindow():
            other.hide()
    coached.raise_()
    coached.activateWindow()
    # A click on the caption first: a button an earlier test pressed and never released would
    # send every move to the window it was pressed in.
    qtbot.mouseClick(view.caption, Qt.MouseButton.LeftButton)
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton

    def point_at(category: int) -> None:
        scroll = view.groups.parentWidget()
        while scroll is not None and not isinstance(scroll, QScrollArea):
            scroll = scroll.parentWidget()
        assert scroll is not None
        view.groups.scrollToItem(rows[category])  # the list's own scroll bar first
        rect = view.groups.visualItemRect(rows[category])
        inside = view.groups.viewport().mapTo(scroll.widget(), rect.center())
        scroll.ensureVisible(inside.x(), inside.y())  # scrolled to, as a person would
        QApplication.processEvents()
        rect = view.groups.visualItemRect(rows[category])  # where it is now
        # The move is given to the list as the window gives it a moving pointer: QTest's
        # moves go through the platform's cursor, which on the offscreen platform of a
        # full run could land on no window at all.
        viewport = view.groups.viewport()
        at = QPointF(rect.center())
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, at, QPointF(viewport.mapToGlobal(rect.center())),
            Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))

    point_at(5)
    qtbot.waitUntil(lambda: strip.marked == set(expected[5]), timeout=TIMEOUT)
    point_at(1)
    qtbot.waitUntil(lambda: strip.marked == set(expected[1]), timeout=TIMEOUT)
    # A click picks "All outs": every out stays marked when the pointer leaves.
    qtbot.mouseClick(view.groups.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.groups.visualItemRect(rows[ALL_OUTS]).center())
    qtbot.mouseMove(strip, QPoint(2, 2))
    assert strip.marked == set(expected[5]) | set(expected[1])
    # The arrow key picks the next group.
    view.groups.setFocus()
    qtbot.keyClick(view.groups, Qt.Key.Key_Down)
    assert strip.marked == set(expected[5])
    # The best five so far (ace-high flush draw: A K Q 7 2) are raised as at a showdown.
    best = evaluate([*hole, *board]).cards
    assert strip.raised == set(best) and len(best) == 5
    assert strip.seen == {*hole, *board}
    for card in best:
        other = next(c for c in range(card & 3, 52, 4) if c not in best)
        assert strip.card_rect(card).top() < strip.card_rect(other).top()
    assert strip.card_at(strip.card_rect(parse_cards("Qh")[0]).center()) == parse_cards("Qh")[0]
    assert not dock.failures


def _ranges_tab(qtbot: QtBot, dock: CoachDock) -> RangePanel:
    bar = dock.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
    assert dock.tabs.currentIndex() == 3
    return dock.grid


def test_the_grid_holds_the_readers_range_and_its_made_hands_and_draws(
    qtbot: QtBot, coached: MainWindow
) -> None:
    dock = _on_the_flop(qtbot, coached, "AhKh", "Qh7h2c5s8d")
    grid = _ranges_tab(qtbot, dock)
    grid.chooser.setFocus()
    qtbot.keyClick(grid.chooser, Qt.Key.Key_Down)  # the second opponent
    read = grid.current_read()
    assert read is not None and read.seat == grid.chooser.itemData(1)
    # The cells add up to the reader's range (your cards and the board removed).
    assert sum(grid.cell_combos()) == pytest.approx(read.combos, rel=1e-3)
    assert grid.summary.text().startswith(f"{percent(read.share)} of all hands, "
                                          f"{round(read.combos):,} combinations")
    # Each share, computed again from the read's weights, is what the table says.
    board = parse_cards("Qh7h2c")
    again = range_hits(np.array(read.weights), board, parse_cards("AhKh"))
    for name in HIT_NAMES:
        assert grid.shares.cell_text(name, 0) == percent(again.share(name))
        assert grid.shares.cell_text(name, 1) == "-"  # no range of yours yet
    # Picking "Flush draw" marks each cell's flush draws.
    row = HIT_NAMES.index("flush_draw")
    rect = grid.shares.visualRect(grid.shares.model().index(row, 0))
    qtbot.mouseClick(grid.shares.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert grid.view.picked == again.class_shares[row]
    assert any(x > 0 for x in grid.view.picked)


def test_a_typed_range_is_read_as_typed_errors_say_where_and_enter_compares(
    qtbot: QtBot, coached: MainWindow
) -> None:
    dock = _on_the_flop(qtbot, coached, "AhKh", "Qh7h2c5s8d")
    grid = _ranges_tab(qtbot, dock)
    yours = grid.yours
    grid.scroller.ensureWidgetVisible(yours.field)
    qtbot.mouseClick(yours.field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(yours.field, "QQ+, AKx")
    assert yours.error.isVisible()
    assert "Cannot read “AKx” at character 6: not a hand, a hand class or a span" in (
        yours.error.text())
    assert "<u><b>AKx</b></u>" in yours.error.text()
    qtbot.keyClick(yours.field, Qt.Key.Key_Return)  # refused: nothing is compared
    assert yours.range is None and grid.compared is None
    qtbot.keyClick(yours.field, Qt.Key.Key_Backspace)
    qtbot.keyClicks(yours.field, "s, ATs+, KQo, 76s-54s")
    assert not yours.error.isVisible()
    qtbot.keyClick(yours.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: grid.compared is not None, timeout=TIMEOUT)
    read = grid.current_read()
    assert read is not None and grid.compared is not None
    typed = parse_range("QQ+, AKs, ATs+, KQo, 76s-54s")
    assert yours.range == typed
    board = parse_cards("Qh7h2c")
    expected = range_equity(typed, their_range(read.weights, False), board)
    assert grid.compared.equity is not None
    assert grid.compared.equity.equity == pytest.approx(expected.equity, abs=1e-12)
    assert percent(expected.equity, 1) in grid.result.text()
    mine = hits_of_range(typed, board)
    for name in HIT_NAMES:
        assert grid.shares.cell_text(name, 1) == percent(mine.share(name))


def _cell_center(grid: RangeGrid, row: int, col: int) -> QPoint:
    return QPoint(1 + col * grid.cell + grid.cell // 2, 1 + row * grid.cell + grid.cell // 2)


def test_painting_cells_writes_the_range_and_compares_it(
    qtbot: QtBot, coached: MainWindow
) -> None:
    dock = _on_the_flop(qtbot, coached, "AhKh", "Qh7h2c5s8d")
    grid = _ranges_tab(qtbot, dock)
    paint = grid.yours.grid
    grid.scroller.ensureWidgetVisible(paint)
    # A drag along the top row from AA to AJs paints four classes.
    qtbot.mousePress(paint, Qt.MouseButton.LeftButton, pos=_cell_center(paint, 0, 0))
    for col in (1, 2, 3):
        qtbot.mouseMove(paint, _cell_center(paint, 0, col))
    qtbot.mouseRelease(paint, Qt.MouseButton.LeftButton, pos=_cell_center(paint, 0, 3))
    assert grid.yours.field.text() == "AA, AJs+"
    qtbot.waitUntil(lambda: grid.compared is not None, timeout=TIMEOUT)
    assert grid.yours.range == parse_range("AA, AJs+")
    # Keys: the cursor stands where the stroke began (AA); down and right is KK, Space
    # paints it.
    paint.setFocus()
    qtbot.keyClick(paint, Qt.Key.Key_Down)
    qtbot.keyClick(paint, Qt.Key.Key_Right)
    qtbot.keyClick(paint, Qt.Key.Key_Space)
    assert grid.yours.field.text() == "KK+, AJs+"
    qtbot.waitUntil(lambda: grid.compared is not None and grid.yours.range is not None
                    and len(grid.yours.range) == 6 + 6 + 12, timeout=TIMEOUT)
    qtbot.mouseClick(grid.yours.clear_button, Qt.MouseButton.LeftButton)
    assert grid.yours.range is None and grid.yours.field.text() == ""
    assert all(grid.shares.cell_text(name, 1) == "-" for name in HIT_NAMES)
    assert not dock.failures


def test_the_strip_the_grid_and_a_typing_error_speak_german(
    qtbot: QtBot, coached: MainWindow
) -> None:
    i18n.apply("de")
    try:
        dock = _on_the_flop(qtbot, coached, "AhKh", "Qh7h2c5s8d")
        view = dock.outs_view
        first = view.groups.item(1)
        qtbot.mouseClick(view.groups.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.groups.visualItemRect(first).center())
        assert first.text().startswith("zum Flush: 9 (")
        assert "mit der nächsten Karte" in first.text()
        assert view.strip.marked == set(dock.outs_view.cards_of(5))
        seen = [("outs", view.groups.item(r).text()) for r in range(view.groups.count())]
        seen += widget_texts(view)
        grid = _ranges_tab(qtbot, dock)
        qtbot.mouseClick(grid.yours.field, Qt.MouseButton.LeftButton)
        qtbot.keyClicks(grid.yours.field, "QQ+, AKx")
        assert grid.yours.error.text().startswith(
            "„AKx“ bei Zeichen 6 ist nicht lesbar: keine Hand, keine Handklasse")
        seen += widget_texts(grid)
        qtbot.keyClick(grid.yours.field, Qt.Key.Key_Backspace)
        qtbot.keyClicks(grid.yours.field, "s")
        qtbot.keyClick(grid.yours.field, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: grid.compared is not None, timeout=TIMEOUT)
        assert grid.result.text().startswith("Deine Range gegen die von ")
        assert grid.shares.horizontalHeaderItem(1).text() == "Deine Range"
        assert grid.shares.verticalHeaderItem(4).text() == "Flush-Draw"
        seen += widget_texts(grid)
        seen += [("shares header", grid.shares.horizontalHeaderItem(c).text()) for c in (0, 1)]
        seen += [("shares row", grid.shares.verticalHeaderItem(r).text())
                 for r in range(grid.shares.rowCount())]
        assert english_in(seen) == []
    finally:
        i18n.apply("en")
    qtbot.waitUntil(lambda: grid.shares.verticalHeaderItem(4).text() == "Flush draw",
                    timeout=TIMEOUT)


def test_before_the_flop_a_comparison_is_sampled_and_repeats() -> None:
    kings = tuple(dense_weights(parse_range("KK")).tolist())
    request = CompareRequest(1, parse_range("AA"), kings, (), False)
    found = compare(request)
    assert found.error == "" and found.hits is None  # no board: no made hands yet
    assert found.equity is not None and not found.equity.exact and found.equity.stderr > 0
    assert abs(found.equity.equity - 0.8126) < 4 * found.equity.stderr + 0.005
    again = compare(CompareRequest(2, parse_range("AA"), kings, (), False))
    assert again.equity == found.equity  # seeded by what is compared, not by the request
    nothing = compare(CompareRequest(3, parse_range("AsAh"), kings,
                                     tuple(parse_cards("As2c3d")), False))
    assert nothing.equity is None and nothing.error == "empty_range"


def _a_report() -> CoachReport:
    """The coach's report for the first player to act in a three-handed hand."""
    hand = HandState(HandConfig(Betting.NO_LIMIT, 1, 2), [200] * 3, [0, 1, 2],
                     Deck.shuffled(random.Random(3)))
    seat = hand.actor_seat
    assert seat is not None
    return Coach().report(view_for(hand, seat))


def test_the_range_line_and_the_grid_agree_over_a_thousand_generated_spots(
    qtbot: QtBot,
) -> None:
    """Issue 33: the Odds tab's range line and the Ranges grid show the same range: its size,
    its strongest and weakest classes, how many it holds (a short range: exactly the cells
    filled), over 1,000 generated ranges and dead cards."""
    i18n.apply("en")
    tables = preflop_tables(False)
    order = [int(c) for c in np.argsort(tables.class_percentile, kind="stable")]
    grid = RangePanel()
    qtbot.addWidget(grid)
    grid.resize(400, 700)
    grid.show()
    try:
        _compare_line_and_grid(grid, tables, order)
    finally:
        grid.shutdown()


def _compare_line_and_grid(grid: RangePanel, tables: PreflopTables, order: list[int]) -> None:
    base = _a_report()
    rng = np.random.default_rng(33)
    for spot in range(1000):
        dead = [int(c) for c in rng.choice(52, size=int(rng.choice([2, 5, 6, 7])),
                                           replace=False)]
        free = tables.combos.free_of(dead)
        weights = tables.top(float(rng.uniform(0.005, 1.0)), float(rng.uniform(0, 0.1)))
        if spot % 2:  # a reader's range is seldom a clean top: thin classes out at random
            weights = weights * rng.uniform(0, 1, 169)[tables.combos.classes] ** 2
        read = OpponentRead(seat=1, position="btn", summary=summarize_range(weights * free, free),
                            equity=EquityFigure(0.5, 0.0, "exact"))
        report = dataclasses.replace(base, opponents=(read,))
        line = re.sub(r"<[^>]+>", "\n", report_html(report, {1: "Bruno"}))
        grid.show_report(report, {1: "Bruno"})
        filled = [c for c in order if grid.view.values[class_at_cell(12 - c // 13, 12 - c % 13)]
                  >= RANGE_FLOOR]
        size = re.search(r"range ([\d.]+\s%) of all hands, ([\d,]+) combination", line)
        assert size is not None, line
        assert f"{size[1]} of all hands, {size[2]} combination" in grid.summary.text()
        assert abs(int(size[2].replace(",", "")) - sum(grid.cell_combos())) <= 0.51
        if not filled:
            continue
        whole = re.search(r"all of it: (.+)", line)
        if whole is not None:
            assert {class_index(a, b) for a, b in parse_range(whole[1]).combos} == set(filled)
        else:
            named = re.search(r"(.+) … down to (.+) \((\d+) starting hands?\)", line)
            assert named is not None, line
            assert named[1].split(", ") == [class_name(c) for c in filled[:3]]
            assert named[2].split(", ") == [class_name(c) for c in filled[-len(
                named[2].split(", ")):]]
            assert int(named[3]) == len(filled)
        assert ("all of it" in grid.summary.text()) == (whole is not None)


def test_the_standing_says_top_or_bottom_and_after_the_flop_names_the_range() -> None:
    """Issue 33: 72o is the bottom 2 %, aces the top; after the flop the standing is among
    the hands of each opponent's range, and says so."""
    i18n.apply("en")
    names = {0: "Ada", 1: "Bruno"}
    seven_deuce = _report_with("7c2d", street=0)
    assert not seven_deuce.board
    text = standing_text(seven_deuce, names)
    assert re.fullmatch(r"starting hand 1,\d{3} of 1,326 \(bottom 1\.8\s%\)", text), text
    aces = standing_text(_report_with("AsAh", street=0), names)
    assert aces.startswith("starting hand 1 of 1,326 (top ") and "bottom" not in aces
    flop = _report_with("Kc7d", street=1)
    text = standing_text(flop, names)
    lines = text.split("<br>")
    assert len(lines) == len(flop.opponents) == 2
    for line, read in zip(lines, flop.opponents, strict=True):
        assert read.standing is not None
        assert line.startswith(f"in the range of {names[read.seat]}: you beat "
                               f"{percent(read.standing.ahead / read.standing.total)}, lose to "
                               f"{percent(read.standing.behind / read.standing.total)} (")


def _report_with(hole: str, street: int) -> CoachReport:
    """Three-handed, everyone calling and checking; the button holds ``hole``."""
    deck = stack_deck([0, 1, 2], {0: "Td9d", 1: "6c6s", 2: hole}, "Kh6d2c9s4h")
    hand = HandState(HandConfig(Betting.NO_LIMIT, 1, 2), [200] * 3, [0, 1, 2],
                     Deck.stacked(deck))
    while hand.actor_seat != 2 or hand.street < street:
        seat = hand.actor_seat
        assert seat is not None
        legal = view_for(hand, seat).legal
        assert legal is not None
        hand.act(Action.check() if legal.can_check else Action.call())
    return Coach().report(view_for(hand, 2))


def test_the_spr_is_the_books_one_with_the_ratio_after_the_bets_beside_it() -> None:
    """Issue 33: the SPR line gives the ratio at the start of the street and, once someone
    has bet, the ratio now beside it."""
    i18n.apply("en")
    flop = _report_with("Kc7d", street=1)
    assert flop.spr == pytest.approx(flop.effective_stack / flop.pot)  # nobody bet yet
    assert spr_text(flop) == "198 (SPR 33.0 at the start of this street)"  # 198 over 6
    bet = dataclasses.replace(flop, spr=7.8, spr_now=4.5)
    assert spr_text(bet).endswith("(SPR 7.8 at the start of this street); after the bets 4.5")


def test_outs_are_counted_clean_and_tainted_with_the_equity_each_gives() -> None:
    """Issue 33: the sixes and deuces that pair K-6-2 are named tainted, apart from the
    clean sevens, each kind with the equity it gives."""
    i18n.apply("en")
    flop = _report_with("Kc7d", street=1)
    two_pair = next(g for g in flop.outs if g.category == 2)
    assert two_pair.clean_equity is not None and two_pair.tainted_equity is not None
    assert out_kinds_text(two_pair) == (
        f"\nclean: 3, equity then {percent(two_pair.clean_equity, 0)}; "
        f"tainted: 6, equity then {percent(two_pair.tainted_equity, 0)}")
    page = report_html(flop, {0: "Ada", 1: "Bruno"})
    total = sum(len(g.cards) for g in flop.outs)
    assert (f"{total - 6} clean, 6 tainted (they pair the board or give the range a better "
            "hand)") in page
