""""Play on from here" arrives at the window: a practice hand at the live table, not saved.

The replayer's :class:`~gui.history.play_on.PracticeRequest` becomes a :class:`PracticeSetup`
(the hand's own players, seats and blinds; the person at seat 0) and a
:class:`~engine.teaching.practice.practice_spot.PracticeSession` built in the engine thread.
The running game is suspended first (gui/activities/current_activity.py: it is saved, and "Back to
my
game" continues it). Nothing of the practice hand is stored: it is not in the history, and
a label in the status bar says so for as long as it is on the table.

Tests: tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QStatusBar

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import GameSession
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.config import Betting
from engine.teaching.practice.practice_spot import PracticeSession
from gui.activities.current_activity import Activities
from gui.activities.current_activity import Activity
from gui.activities.current_activity import practice_words
from gui.base import speeds
from gui.base import texts
from gui.base.game_setup import DEFAULT_NAME
from gui.base.game_setup import GameSetup
from gui.history.play_on import PracticeRequest
from gui.session.engine_thread import SessionFactory


@dataclass(frozen=True, slots=True)
class PracticeSetup(GameSetup):
    """A game of one practice hand: its seats and players are the replayed hand's."""

    seat_names: tuple[tuple[int, str], ...] = ()
    seat_kinds: tuple[tuple[int, str], ...] = ()
    from_hand: int = 0
    from_title: str = ""

    def names(self) -> dict[int, str]:
        return dict(self.seat_names)

    def bots(self) -> dict[int, str]:
        return dict(self.seat_kinds)


class _Window(Protocol):
    """What a practice hand needs of the main window."""

    scene: Any
    model: Any
    activities: Activities
    _restore_speed: speeds.Speed | None

    def stop_engine(self) -> None: ...

    def start_game(self, setup: GameSetup, decks: Any = None,
                   factory: SessionFactory | None = None) -> None: ...

    def statusBar(self) -> QStatusBar: ...

    def raise_(self) -> None: ...

    def activateWindow(self) -> None: ...


def practice_setup(request: PracticeRequest) -> PracticeSetup:
    spot = request.spot
    config = spot.config
    variant = "short" if config.short_deck else {
        Betting.POT_LIMIT: "pl", Betting.FIXED_LIMIT: "fl", Betting.SPREAD_LIMIT: "fl",
    }.get(config.betting, "nl")
    names = tuple(sorted((s, request.names.get(s, str(s + 1))) for s in spot.seats))
    return PracticeSetup(
        variant=variant, players=len(spot.seats), name=request.names.get(0, DEFAULT_NAME),
        starting_stack=max(spot.stacks), small_blind=config.small_blind,
        big_blind=config.big_blind, ante=config.ante, seed=request.seed,
        seat_names=names, seat_kinds=tuple(sorted(request.bots.items())),
        from_hand=request.hand_number, from_title=request.title)


def practice_factory(request: PracticeRequest) -> SessionFactory:
    def make() -> GameSession:
        return PracticeSession(request.spot, request.actions_done, dict(request.names), 0,
                               request.bots, request.seed, request.board_shown)
    return make


class PracticeStarter(QObject, TableObserver):
    """Starts practice hands in one window, and keeps the status bar's "Practice from hand
    #12 — not saved" while one is on the table."""

    def __init__(self, window: _Window) -> None:
        super().__init__()
        self.window = window
        self.label = QLabel()
        self.label.setObjectName("practice_banner")
        self.label.setStyleSheet("color: #ffd766;")
        self.label.setVisible(False)
        window.statusBar().addPermanentWidget(self.label)
        self.setup: PracticeSetup | None = None

    def start(self, request: PracticeRequest) -> PracticeSetup:
        """Start the practice hand (the running game ends first)."""
        window = self.window
        setup = practice_setup(request)
        window.activities.begin(Activity.PRACTICE,
                                practice_words(texts.chips(request.hand_number)),
                                window.stop_engine)
        window.start_game(setup, factory=practice_factory(request))
        # The hand so far is laid out at once, then the chosen speed comes back.
        window._restore_speed = window._restore_speed or window.scene.speed
        window.scene.set_speed(speeds.Speed.INSTANT)
        self.setup = setup
        self.retranslate()
        self.label.setVisible(True)
        window.raise_()
        window.activateWindow()
        return setup

    def retranslate(self) -> None:
        if self.setup is not None:
            #: status bar while a practice hand from the replayer is played; %1 the hand number
            self.label.setText(self.tr("Practice from hand #%1 — not saved").replace(
                "%1", texts.chips(self.setup.from_hand)))

    def _any_event(self, event: object, model: TableModel) -> None:
        """Another game took the table: the label goes."""
        if self.setup is not None and getattr(self.window, "setup", None) is not self.setup:
            self.label.setVisible(False)
            self.setup = None

    REACTIONS: ClassVar[Mapping[type, Reaction]] = dict.fromkeys(EVENT_TYPES, _any_event)
    """Any event may be the first of another game."""
