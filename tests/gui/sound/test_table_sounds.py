"""The table's sounds: each event maps to its sound (without playing it), the window asks for
them as a hand is dealt and it is the person's turn, the action clock warns before it runs out,
watching computer players is silent, and offscreen the player stays quiet with one log line."""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from engine.rules.events import ActionTaken
from engine.rules.events import BoardDealt
from engine.rules.events import HandEnded
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from gui.base.game_setup import GameSetup
from gui.sound.sound_player import NAMES
from gui.sound.sound_player import SOUNDS
from gui.sound.sound_player import SoundPlayer
from gui.sound.sound_player import read_clip
from gui.sound.table_sounds import sound_for
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

MAKE_SOUNDS = Path(__file__).resolve().parents[3] / "assets" / "make_sounds.py"


def _action(action: str, amount: int, all_in: bool = False) -> ActionTaken:
    return ActionTaken(seat=1, street=Street.FLOP, action=action, amount=amount, to=amount,
                       all_in=all_in, stack=0 if all_in else 500)


def test_events_map_to_their_sounds() -> None:
    pushed = PotAwarded(pots=(0,), amount=60, eligible=(0, 1), shares=((1, 60),),
                        category=None, strength=None, run=0)
    assert sound_for(pushed, 1) == "win"  # the person's own pot
    assert sound_for(pushed, 0) == "push"  # someone else's
    flop = BoardDealt(street=Street.FLOP, cards=(1, 2, 3), board=(1, 2, 3), run=0)
    assert sound_for(flop, 0) == "deal"
    assert sound_for(_action("raise", 40), 0) == "bet"
    assert sound_for(_action("call", 40, all_in=True), 0) == "all_in"
    assert sound_for(_action("check", 0), 0) is None
    assert sound_for(_action("fold", 0), 0) is None
    assert sound_for(HandEnded(hand_number=1, stacks=(), net=()), 0) is None
    assert sound_for(pushed, None) is None  # nobody at the table: silence


def _three_handed(**changes: object) -> GameSetup:
    return GameSetup(**{"players": 3, "opponents": "call", "starting_stack": 1000,
                        "small_blind": 5, "big_blind": 10, "seed": 4, **changes})  # type: ignore[arg-type]


def test_a_hand_sounds_its_deal_blinds_and_the_persons_turn(
        qtbot: QtBot, window: MainWindow) -> None:
    played = window.sounds.player.played
    played.clear()
    window.start_game(_three_handed())
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    heard = list(played)
    assert {"deal", "bet", "your_turn"} <= set(heard)
    assert heard.index("deal") < heard.index("your_turn")


def test_the_clock_warns_before_it_runs_out(qtbot: QtBot, window: MainWindow) -> None:
    played = window.sounds.player.played
    played.clear()
    window.start_game(_three_handed(clock=True, clock_seconds=0.2, time_bank=0.1))
    qtbot.waitUntil(lambda: "clock_warning" in played, timeout=TIMEOUT_MS)
    assert list(played).index("your_turn") < list(played).index("clock_warning")


def test_watching_computer_players_is_silent(qtbot: QtBot, window: MainWindow) -> None:
    played = window.sounds.player.played
    played.clear()
    window.start_game(GameSetup(players=4, seed=5, person=False, name=""))
    qtbot.waitUntil(lambda: window.hands_shown >= 2, timeout=TIMEOUT_MS)
    assert not played


def test_offscreen_the_player_is_silent_and_says_so_once(
        caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="gui.sound.sound_player"):
        player = SoundPlayer()  # the device is tried when the player is made
        for name in NAMES:
            player.play(name)
    assert list(player.played) == list(NAMES)  # asked for, not heard
    said = [r.getMessage() for r in caplog.records]
    assert len(said) == 1 and said[0].startswith("no sound: ")
    assert not player.enabled


def test_the_sound_files_are_what_the_generator_makes() -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", MAKE_SOUNDS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert tuple(module.SOUNDS) == NAMES
    rng = np.random.default_rng(module.SEED)
    for name, make in module.SOUNDS.items():
        samples = make(rng)
        expected = np.round(samples / np.abs(samples).max() * module.PEAK * 32767)
        clip = read_clip(SOUNDS / f"{name}.wav")
        assert np.array_equal(clip, expected.astype(np.int16)), name
        assert len(clip) <= 0.7 * module.RATE  # short
        assert np.abs(clip).max() <= module.PEAK * 32767 + 1  # room to mix without clipping
