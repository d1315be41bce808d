"""The person's turn: their buttons, their pre-actions and their clock follow the table.

:class:`PersonTurn` observes the table model. When the person is to act it offers their legal
actions and starts the action clock; while others act it prices the pre-actions ("Call 40")
from the model's bets and stacks; when the clock runs out it checks or folds for them.

Tests: tests/gui/play_controls/test_action_key_rows.py,
tests/gui/play_controls/test_big_blind_amounts.py, tests/gui/play_controls/test_fast_fold.py
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.core.errors import FeltError
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import PersonToAct
from engine.play.table_model import TableModel
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import BetsCollected
from engine.rules.events import BettingRoundStarted
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from gui.base import texts
from gui.play_controls import street_sizes
from gui.play_controls.action_clock import ActionClock
from gui.play_controls.controls import ActionPanel
from gui.play_controls.pre_actions import PreActionSeats
from gui.table.hand_log import HandLog
from gui.table.items import SeatItem
from gui.table.scene import TableScene

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class PersonTurn(QObject, TableObserver):
    """Keeps ``panel`` in step with the table shown in ``scene``.

    :param log: where "Time is up." is written.
    """

    time_up = Signal(object)  # the action taken for the person when their time ran out

    def __init__(self, panel: ActionPanel, scene: TableScene, log: HandLog,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.scene = scene
        self.log = log
        self.legal: LegalActions | None = None  # while the person is to act
        self.acting: int | None = None  # the person whose turn it is (hot-seat: one of several)
        self.pre_actions = PreActionSeats(panel)  # each person's own pre-action
        self.variant = "nl"
        self.clock = ActionClock(self._plate, self)
        self.clock.expired.connect(self._expired)

    def new_game(self, variant: str, clock_seconds: float, time_bank: float) -> None:
        """A new game: nobody's turn yet; ``clock_seconds`` 0 for no action clock."""
        self.variant = variant
        self.legal = None
        self.acting = None
        self.pre_actions.reset(self.scene.person_seat)
        self.clock.new_game(clock_seconds, time_bank)
        self.panel.set_waiting(None)

    def refused(self, error: FeltError) -> None:
        """The engine refused the person's action: say why and offer the choices again."""
        def message() -> str:
            return texts.error_message(error)

        self.panel.show_message(message)
        if self.legal is not None:
            self.panel.set_turn(self.legal, self.variant)
            self.panel.show_message(message)

    def set_paused(self, paused: bool) -> None:
        """While paused nothing can be played and the clock stands still."""
        if paused:
            self.clock.pause()
            self.panel.set_paused(True)
        else:
            self.panel.set_paused(False)
            if self.legal is not None and self.clock.seconds > 0:
                self.clock.resume()

    # ------------------------------------------------------------------ reactions

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        self.panel.set_waiting(None, street_changed=True)

    def _person_to_act(self, event: PersonToAct, model: TableModel) -> None:
        self.legal = event.legal
        self.acting = event.seat
        small, big, _ = self.scene.model.blinds
        self.panel.set_blinds(small, big)
        looking = self.pre_actions.turn(event.seat)  # only their own pre-action may act
        street_sizes.show_sizes(self.panel, model)  # big blinds before the flop
        self.panel.set_turn(event.legal, "fl" if self.variant == "fl" else self.variant)
        if self.panel.legal is not None:
            self.clock.start()
        else:
            self.pre_actions.answered_for(event.seat, looking)

    def _action_taken(self, event: ActionTaken, model: TableModel) -> None:
        if event.seat == self.acting:
            self.clock.stop()
            self.legal = None
            self.acting = None
        self._offer_pre_actions(False)

    def _round_started(self, event: BettingRoundStarted, model: TableModel) -> None:
        self.pre_actions.new_street()
        self._offer_pre_actions(True)

    def _bets_collected(self, event: BetsCollected, model: TableModel) -> None:
        self._offer_pre_actions(False)

    def _hand_ended(self, event: HandEnded, model: TableModel) -> None:
        self.panel.set_waiting(None)
        self.clock.stop()
        self.legal = None

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        HandStarted: _hand_started,
        PersonToAct: _person_to_act,
        ActionTaken: _action_taken,
        BettingRoundStarted: _round_started,
        BetsCollected: _bets_collected,
        HandEnded: _hand_ended,
    }
    """What the person's controls do when the table shows an event."""

    def _offer_pre_actions(self, street_changed: bool) -> None:
        """While others act: the pre-actions of the person looking, priced from the model."""
        seat, model = self.pre_actions.shown, self.scene.model
        if self.legal is not None:
            return
        if (seat is None or seat not in model.in_hand or seat in model.folded
                or model.stacks.get(seat, 0) == 0):
            self.panel.set_waiting(None)
            return
        self.panel.set_waiting(min(model.owed(seat), model.stacks.get(seat, 0)), street_changed)

    # ------------------------------------------------------------------ the clock

    def _plate(self) -> SeatItem | None:
        seat = self.scene.person_seat if self.acting is None else self.acting
        return self.scene.seat_items.get(seat) if seat is not None else None

    def _expired(self) -> None:
        legal = self.legal
        if legal is not None:
            self.panel.set_waiting(None)
            self.log.add(lambda: translate("MainWindow", "Time is up."))
            self.time_up.emit(Action.check() if legal.can_check else Action.fold())
