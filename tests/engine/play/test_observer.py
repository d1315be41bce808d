"""The one observer shape: REACTIONS as an event is applied, SHOWN once the table has shown
it, both through the class's table and in the model's order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.observer import tell_shown
from engine.play.table_model import TableModel
from engine.rules.events import HandEnded

ENDED = HandEnded(hand_number=1, stacks=(), net=())


class _Noted(TableObserver):
    def __init__(self, name: str, notes: list[str]) -> None:
        self.name, self.notes = name, notes

    def _applied(self, event: HandEnded, model: TableModel) -> None:
        self.notes.append(f"{self.name} applied")

    def _shown(self, event: HandEnded, model: TableModel) -> None:
        self.notes.append(f"{self.name} shown")

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {HandEnded: _applied}
    SHOWN: ClassVar[Mapping[type, Reaction]] = {HandEnded: _shown}


class _OnlyShown(_Noted):
    REACTIONS: ClassVar[Mapping[type, Reaction]] = {}


def test_shown_reactions_come_after_the_event_applied_in_the_models_order() -> None:
    notes: list[str] = []
    model = TableModel([0, 1])
    model.subscribe(_Noted("a", notes))
    model.subscribe(_OnlyShown("b", notes))
    model.subscribe(lambda event, model: notes.append("plain"))  # no tables: only applied
    model.apply(ENDED)
    assert notes == ["a applied", "plain"]
    tell_shown(model, ENDED)
    assert notes == ["a applied", "plain", "a shown", "b shown"]


def test_an_event_type_missing_from_the_table_is_ignored() -> None:
    notes: list[str] = []
    model = TableModel([0, 1])
    model.subscribe(_Noted("a", notes))
    tell_shown(model, object())
    assert notes == []
