"""A multi-table tournament in the window, played as a person: the lobby follows each round,
the person is moved or busts, the results screen, and the rest played in the background."""

from __future__ import annotations

import dataclasses
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.rules.table import TableConfig
from engine.storage import SessionSpec
from engine.storage import Store
from engine.storage.tournaments.tournament_saves import load_tournament
from engine.tournament.lobby import lobby_of
from engine.tournament.tournament import Tournament
from gui.base import message_boxes
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.base.tournament_setup import TournamentSetup
from gui.session import saving
from gui.tournament.results_dialog import ResultsDialog
from gui.window.main_window import MainWindow

SETUP = TournamentSetup(kind="mtt", entrants=18, table_size=9, starting_stack=1000,
                        small_blind=10, big_blind=20, hands_per_level=4, opponents="casual",
                        seed=3)


def play_until(qtbot: QtBot, window: MainWindow, done: object, seconds: float = 120.0,
               call_up_to: int = 60) -> None:
    """Act as a person at the table (call small bets, fold to bigger ones) until ``done()``."""
    panel = window.panel
    end = time.monotonic() + seconds
    while not done():  # type: ignore[operator]
        assert time.monotonic() < end, "the tournament did not get there in time"
        legal = window.model.legal
        if panel.call_button.isEnabled() and legal is not None:
            cheap = legal.can_check or (legal.call_amount or 0) <= call_up_to
            button = panel.call_button if cheap else panel.fold_button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.wait(5)
    QApplication.processEvents()


def test_a_person_plays_an_18_player_tournament_to_a_move_or_bust(qtbot: QtBot,
                                                                  window: MainWindow) -> None:
    play = window.tournament
    play.start(SETUP)
    assert play.dock.isVisible()
    first = play.lobby
    assert first is not None and first.players_left == 18 and first.person_table is not None
    assert window.scene.person_seat == 0 and len(window.scene.names) == 9
    assert play.dock.values["players"].text() == "18 of 18"
    start_table = first.person_table

    def moved_or_out() -> bool:
        lobby = play.lobby
        return lobby is not None and (lobby.person_finish is not None
                                      or lobby.person_table != start_table)

    play_until(qtbot, window, moved_or_out)
    lobby = play.lobby
    assert lobby is not None and lobby.round > 1
    assert play.dock.values["players"].text() == f"{lobby.players_left} of 18"
    if lobby.person_finish is None:  # moved: the table shown is the new one
        qtbot.waitUntil(lambda: play.pending is None, timeout=10_000)
        assert window.scene.person_seat == 0
        assert lobby.person_table != start_table
    else:
        qtbot.waitUntil(lambda: play.results is not None, timeout=10_000)
    assert not window.chip_errors and not window.failures


def test_the_results_screen_and_the_rest_played_in_the_background(qtbot: QtBot,
                                                                  window: MainWindow) -> None:
    play = window.tournament
    play.start(SETUP)
    # A player who calls everything busts soon.
    play_until(qtbot, window, lambda: play.results is not None, call_up_to=10**9)
    results = window.findChild(ResultsDialog)
    assert results is not None and results.isVisible()
    lobby = play.lobby
    assert lobby is not None and lobby.person_finish is not None
    place = lobby.person_finish.place
    assert results.headline.text() == f"You finished in place {place} of 18."
    assert "Hands played" in results.details.text()
    assert results.spoken.startswith(f"You finished in place {place} of 18. ")  # said too
    assert window.paused  # the table waits for the person's choice
    qtbot.mouseClick(results.background_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: results.order.isVisible(), timeout=60_000)
    assert results.order.rowCount() == 18
    assert results.order.item(place - 1 if place else 0, 0) is not None
    final = play.lobby
    assert final is not None and final.finished and final.players_left == 1
    assert [f.place for f in final.finishes][:2] == [1, 2]
    assert window.engine is None  # the table stopped; the rest played in the background


def test_a_tournament_quit_midway_continues_where_it_was(qtbot: QtBot, window: MainWindow
                                                         ) -> None:
    store = Store.in_memory()
    window.store = store
    play = window.tournament
    play.start(dataclasses.replace(SETUP, entrants=27))
    play_until(qtbot, window, lambda: play.lobby is not None and play.lobby.round >= 4
               and play.window.model.legal is not None)
    # Quit in the middle of a hand, the person to act: the tournament was saved after the
    # last round, and the hand in progress is dealt again the same way.
    holding = list(window.model.hole[0])
    window.stop_engine()
    assert play.saved_id is not None
    saved = load_tournament(store, play.saved_id).state["tournament"]
    rounds = saved["clock"][0]
    window.start_game(GameSetup(players=3, seed=1))  # another game in between
    qtbot.waitUntil(lambda: not play.dock.isVisible(), timeout=10_000)
    window.stop_engine()
    window.game_menu.aboutToShow.emit()
    assert play.continue_action.isEnabled()
    play.continue_action.trigger()
    # every table, stack and seat as saved (the lobby read before the first hand is dealt)
    assert play.lobby == lobby_of(Tournament.from_json(saved), 0)
    assert play.dock.isVisible() and play.lobby.round == rounds
    qtbot.waitUntil(lambda: window.model.legal is not None, timeout=30_000)
    assert list(window.model.hole[0]) == holding
    play_until(qtbot, window, lambda: play.lobby is not None and play.lobby.round >= rounds + 2)
    assert not window.chip_errors and not window.failures


def test_watch_on_after_busting_keeps_the_table_playing(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    play = window.tournament
    play.start(SETUP)
    play_until(qtbot, window, lambda: play.results is not None, call_up_to=10**9)
    results = play.results
    assert results is not None
    busted_at = play.lobby.round if play.lobby else 0
    qtbot.mouseClick(results.watch_button, Qt.MouseButton.LeftButton)
    assert not window.paused and not results.isVisible()
    qtbot.waitUntil(lambda: play.lobby is not None and play.lobby.round >= busted_at + 3,
                    timeout=60_000)
    assert window.scene.person_seat is None  # watching: no seat of the person's
    assert not window.failures


def test_after_a_level_up_the_status_bar_and_the_lobby_show_the_same_level(
        qtbot: QtBot, window: MainWindow) -> None:
    play = window.tournament
    play.start(SETUP)
    assert window.level_label.text() == "Level 1: blinds 10/20"
    assert play.dock.values["level"].text() == "1: 10/20"

    def levelled_up() -> bool:
        return play.lobby is not None and play.lobby.level >= 1

    play_until(qtbot, window, levelled_up, call_up_to=0)
    lobby = play.lobby
    assert lobby is not None
    number, sb, bb = lobby.level + 1, lobby.blinds.small_blind, lobby.blinds.big_blind
    assert (sb, bb) != (10, 20)  # the level's new blinds, not the hand just played
    assert window.level_label.text().startswith(f"Level {number}: blinds {sb}/{bb}")
    assert play.dock.values["level"].text().startswith(f"{number}: {sb}/{bb}")


def test_the_tournament_s_hands_are_in_the_hand_history(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    store = Store.in_memory()
    window.store = store
    play = window.tournament
    play.start(SETUP)
    play_until(qtbot, window, lambda: play.lobby is not None and play.lobby.round >= 3)
    named = [s for s in store.list_sessions() if s.name == "Tournament, 18 players"]
    assert len(named) == 1, [s.name for s in store.list_sessions()]
    hands = store.hands(named[0].id)
    assert len(hands) >= 2
    record = store.hand(named[0].id, hands[0].hand_number)
    assert tuple(record.data.rebuild().board) == record.board
    assert store.latest_session_id(unfinished_only=True) is None
    sng = dataclasses.replace(SETUP, kind="sng", table_size=9, entrants=9)
    assert play.history_name(sng) == "Sit & go, 9 players"


def test_felt_offers_an_unfinished_tournament_at_start_up(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.in_memory()
    window.store = store
    play = window.tournament
    play.start(SETUP)
    play_until(qtbot, window, lambda: play.lobby is not None and play.lobby.round >= 2)
    window.stop_engine()
    assert play.saved_id is not None
    rounds = load_tournament(store, play.saved_id).state["tournament"]["clock"][0]
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked: list[str] = []

    def answer(*args: object, **kw: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return answers.pop(0)

    monkeypatch.setattr(message_boxes, "question", answer)
    again = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(again)
    again.store = store
    new_game: list[str] = []
    monkeypatch.setattr(again, "ask_new_game", lambda: new_game.append("new game"))
    saving.begin(again, again, GameSetup(players=3, seed=1), False, True, None)
    assert asked[0].startswith("Continue your last tournament? Tournament, 18 players, last")
    assert new_game == ["new game"]  # "No": a new game, as after declining a session
    saving.begin(again, again, GameSetup(players=3, seed=1), False, True, None)
    assert again.tournament.active and again.tournament.dock.isVisibleTo(again)
    lobby = again.tournament.lobby
    assert lobby is not None and lobby.round == rounds
    again.stop_engine()
    # played after the tournament, an unfinished game is offered instead
    store.create_session(SessionSpec(TableConfig(), ("A", "B"), 0, {1: "casual"}, 1),
                         now=time.time() + 60)
    assert again.tournament.offer_at_start() is None
