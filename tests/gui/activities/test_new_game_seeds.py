"""Seeds: a new game draws a fresh one unless the person types one, a continued session keeps
its own, two games never share a deck sequence by accident, and every seed up to 64 bits
reaches the coach (issue 29 item 3 and defect 5, issue 30 #10)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from engine.rules.events import HoleCardDealt
from engine.rules.table import MAX_SESSION_SEED
from engine.storage.store import Store
from gui.activities.new_game import NewGameDialog
from gui.activities.new_game import typed_seed
from gui.base.game_setup import GameSetup
from gui.history.play_on import PlayOn
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.storage import play_into

SAVED_SEED = 11


def _deal_as_is(monkeypatch: pytest.MonkeyPatch,
                fill: Callable[[NewGameDialog], None] = lambda d: None) -> list[str]:
    """New Game... answered with Deal as the dialog opens (``fill`` types first); returns
    what the seed box showed each time."""
    shown: list[str] = []

    def exec_(dialog: NewGameDialog) -> int:
        shown.append(dialog.seed.text())
        fill(dialog)
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    return shown


def _seed_of_game(qtbot: QtBot, window: MainWindow, store: Store) -> int:
    qtbot.waitUntil(lambda: window.session_id is not None, timeout=TIMEOUT_MS)
    assert window.session_id is not None
    return store.spec(window.session_id).seed


class _Deals:
    """The hole cards the table shows being dealt, from the last :meth:`forget` on."""

    def __init__(self, window: MainWindow) -> None:
        self.cards: list[int] = []
        window.model.subscribe(self)

    def __call__(self, event: object, model: object) -> None:
        if isinstance(event, HoleCardDealt):
            self.cards.append(event.card)

    def forget(self) -> None:
        self.cards = []

    def first_hand(self, qtbot: QtBot, players: int = 3) -> frozenset[int]:
        qtbot.waitUntil(lambda: len(self.cards) >= 2 * players, timeout=TIMEOUT_MS)
        return frozenset(self.cards[:2 * players])


def _saved_first_hand(store: Store, session_id: int) -> frozenset[int]:
    record = next(r for r in store.hands() if r.session_id == session_id
                  and r.hand_number == 1)
    return frozenset(c for p in record.players for c in p.cards)


def test_a_new_game_after_continue_draws_fresh_cards(
        qtbot: QtBot, window: MainWindow, store: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    saved = play_into(store, "saved", 2, seed=SAVED_SEED, players=3)
    window.store = store
    deals = _Deals(window)
    window.continue_session(saved)  # Sessions > Continue
    assert _seed_of_game(qtbot, window, store) == SAVED_SEED  # a continued session keeps it
    same_seed_deal = _saved_first_hand(store, saved)  # what the same seed deals first
    shown = _deal_as_is(monkeypatch)
    deals.forget()
    window.ask_new_game()
    assert shown == [""]  # the seed box is empty: a fresh seed, not the continued game's
    first = _seed_of_game(qtbot, window, store)
    assert first != SAVED_SEED
    assert deals.first_hand(qtbot) != same_seed_deal
    window.ask_new_game()  # and the next new game again another
    assert shown == ["", ""] and _seed_of_game(qtbot, window, store) not in (first, SAVED_SEED)


def test_a_hot_seat_game_after_continue_draws_fresh_cards(
        qtbot: QtBot, window: MainWindow, store: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window.store = store
    window.start_game(GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                                seed=SAVED_SEED))
    assert _seed_of_game(qtbot, window, store) == SAVED_SEED
    shown = _deal_as_is(monkeypatch, lambda d: d.people.setText("Bruno"))
    window.ask_new_game()
    assert shown == [""]
    assert window.setup is not None and window.setup.hot_seat
    assert _seed_of_game(qtbot, window, store) != SAVED_SEED


def test_watching_after_a_game_deals_its_own_cards(qtbot: QtBot, window: MainWindow,
                                                  store: Store) -> None:
    window.store = store
    window.start_game(GameSetup(players=3, opponents="call", seed=SAVED_SEED))
    assert _seed_of_game(qtbot, window, store) == SAVED_SEED
    window.beginners.watch()
    assert _seed_of_game(qtbot, window, store) != SAVED_SEED


def test_a_typed_seed_is_kept_and_fits_in_64_bits(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup(seed=SAVED_SEED))
    qtbot.addWidget(dialog)
    assert dialog.seed.text() == "" and dialog.setup().seed is None
    for text, seed in (("42", 42), (str(MAX_SESSION_SEED), MAX_SESSION_SEED), (" 7 ", 7)):
        dialog.seed.setText(text)
        assert dialog.setup().seed == seed
    for text in (str(MAX_SESSION_SEED + 1), "9" * 400, "-5", "Sunday", "²"):
        seed = typed_seed(text)
        assert seed is not None and 0 <= seed <= MAX_SESSION_SEED
        assert typed_seed(text) == seed  # the same words deal the same cards again


def test_the_coach_follows_a_game_with_a_64_bit_seed(qtbot: QtBot, coached: MainWindow) -> None:
    # Before: OverflowError in the coach's thread handle (Signal(int, int)); no report ever.
    coached.start_game(GameSetup(players=3, opponents="call", seed=MAX_SESSION_SEED))
    qtbot.waitUntil(lambda: coached.coach_dock.report is not None, timeout=TIMEOUT_MS)


def test_practice_hands_draw_64_bit_seeds(store: Store) -> None:
    play_into(store, "saved", 2, seed=SAVED_SEED, players=3)
    record = store.hands()[0]
    play_on = PlayOn(record, store)
    k = next(k for k in range(12) if play_on.refusal(k) is None)
    seeds = {play_on.request(k, 0).seed for _ in range(20)}
    assert all(0 <= s <= MAX_SESSION_SEED for s in seeds)
    assert max(seeds) >= 2**32  # not cut to a C int any more
