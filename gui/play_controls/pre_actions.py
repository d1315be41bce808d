"""Whose pre-actions the boxes under the table hold, when several people share the screen.

One row of pre-action boxes ("Check/Fold", "Call 40", "Call any", "Fold to any bet") serves
everybody at a hot-seat table, so each person's ticks are kept here while somebody else looks:
the boxes show only the ticks of the person looking at the table, nothing at all while the
table is covered, and at a person's turn their own ticks (never another's) decide whether the
table acts for them. With one person at the screen the boxes are always theirs and nothing
here changes them.

Tests: tests/gui/activities/test_hot_seat_people.py
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QCheckBox

from gui.play_controls.controls import ActionPanel
from gui.play_controls.controls import call_price


@dataclass(frozen=True, slots=True)
class Ticks:
    """One person's pre-action: which box (its index in :meth:`PreActionSeats.boxes`) and,
    for "Call", the amount it was ticked for."""

    box: int
    price: int | None


class PreActionSeats:
    """Keeps each person's pre-action apart; the boxes of ``panel`` show ``shown``'s."""

    CALL = 1  # the index of the "Call 40" box, the one tied to an amount

    def __init__(self, panel: ActionPanel) -> None:
        self.panel = panel
        self.shown: int | None = None  # the person whose ticks the boxes show
        self.kept: dict[int, Ticks] = {}  # everybody else's ticks, by seat
        self.answered: int | None = None  # the seat a pre-action just acted for

    def boxes(self) -> tuple[QCheckBox, ...]:
        p = self.panel
        return p.pre_check_fold, p.pre_call, p.pre_call_any, p.pre_fold_any

    def reset(self, seat: int | None) -> None:
        """A new hand or game: nobody has ticked anything; the boxes belong to ``seat``."""
        self.kept.clear()
        self.answered = None
        self._clear()
        self.shown = seat

    def new_street(self) -> None:
        """A new betting round: only "Fold to any bet" outlives it (as for the one person)."""
        fold_any = len(self.boxes()) - 1
        self.kept = {s: t for s, t in self.kept.items() if t.box == fold_any}

    def show(self, seat: int | None) -> None:
        """The boxes now show ``seat``'s ticks (``None``: nobody's, the table is covered)."""
        if seat == self.shown:
            return
        if self.shown is not None:
            ticks = self._read()
            if ticks is None:
                self.kept.pop(self.shown, None)
            else:
                self.kept[self.shown] = ticks
        self._clear()
        self.shown = seat
        ticks = self.kept.pop(seat, None) if seat is not None else None
        if ticks is None:
            return
        if ticks.box == self.CALL and self.panel.legal is None:
            self.panel.set_waiting(ticks.price)  # "Call" means the amount it was ticked for
        self.boxes()[ticks.box].setChecked(True)

    def turn(self, seat: int) -> int | None:
        """``seat`` is to act: its own ticks go into the boxes, so that only they can act for
        it. Returns whose ticks the boxes showed before (see :meth:`answered_for`)."""
        before = self.shown
        self.answered = None
        self.show(seat)
        return before

    def answered_for(self, seat: int, looking: int | None) -> None:
        """A pre-action acted for ``seat``: the boxes go back to the person still looking."""
        self.answered = seat
        self.show(looking)

    def _read(self) -> Ticks | None:
        for index, box in enumerate(self.boxes()):
            if box.isChecked():
                return Ticks(index, call_price(self.panel) if index == self.CALL else None)
        return None

    def _clear(self) -> None:
        for box in self.boxes():
            box.setChecked(False)
