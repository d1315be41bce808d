"""Every event reaches every observer through an explicit mapping that knows every event type.

A renamed event type breaks the mappings' imports; a new one fails these tests until the
table's plans and the log say what to do with it.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.play.table_model import EVENT_TYPES, RULES
from engine.rules.actions import Action
from engine.rules.table import TableConfig
from gui.base.card_theme import CardTheme
from gui.base.log_words import LOG_WORDS, PERSON_WORDS, describe
from gui.table.plans import PLANS
from gui.table.scene import TableScene
from gui.window.main_window import REACTIONS
from gui.window.person_turn import TURN_REACTIONS


def test_the_table_plans_every_event_type() -> None:
    assert set(PLANS) == set(EVENT_TYPES) == set(RULES)


def test_every_event_type_has_log_words() -> None:
    assert set(LOG_WORDS) == set(EVENT_TYPES)
    assert set(PERSON_WORDS) <= set(EVENT_TYPES)


@pytest.mark.parametrize("reactions", [REACTIONS, TURN_REACTIONS])
def test_window_reactions_are_events(reactions: dict[type, object]) -> None:
    assert reactions
    assert set(reactions) <= set(EVENT_TYPES)


def test_a_played_session_goes_through_every_mapping(qtbot: QtBot) -> None:
    """Real events of many types pass the model, the plans and the log without a gap."""
    session = GameSession(TableConfig(), ["A", "B", "C"], person_seat=0, seed=4)
    scene = TableScene(CardTheme())
    scene.set_players({0: "A", 1: "B", 2: "C"}, 0)
    seen: set[type] = set()
    lines = 0
    for _ in range(40):
        batch = session.act(_passive(session)) if session.waiting_for_person \
            else session.step()
        scene.show_now(batch)
        for event in batch:
            seen.add(type(event))
            lines += describe(event, scene.names, 0) is not None
    assert len(seen) >= 12
    assert lines > 0
    assert scene.shown_chips().total == sum(scene.model.stacks.values()) \
        + scene.model.pot_total()


def _passive(session: GameSession) -> Action:
    legal = session.person_legal()
    assert legal is not None
    return Action.check() if legal.can_check else Action.call()
