"""Every event reaches every observer through an explicit mapping that knows every event type.

The checklist of a new event type: a renamed one breaks the mappings' imports; a new one fails
these tests until the model's rules (``RULES``), the table's plans (``Plans.REACTIONS``), the
log's words (``LOG_WORDS``) and the narrator (``Narrator.HANDLERS``) say what to do with it,
and every observer's tables (``TableObserver.REACTIONS``, ``TableObserver.SHOWN``) hold only
event types.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.play.session import PersonToShow
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import NEWS_TYPES
from engine.play.table_model import RULES
from engine.rules.actions import Action
from engine.rules.table import TableConfig
from gui.base.card_theme import CardTheme
from gui.base.log_words import LOG_WORDS
from gui.base.log_words import PERSON_WORDS
from gui.base.log_words import describe
from gui.table.hand_log import HandLog
from gui.table.plans import PLANS
from gui.table.scene import TableScene
from gui.teaching.narration.narrator import Narrator
from gui.window.main_window import MainWindow
from tests.helpers.observers import observer_classes

#: Event types the narrator has no sentence for, on purpose (the person is asked to show; a
#: bot's reason and a tournament's round change nothing on the table).
NARRATOR_SILENT = {PersonToShow, *NEWS_TYPES}


def test_the_table_plans_every_event_type() -> None:
    assert set(PLANS) == set(EVENT_TYPES) == set(RULES)


def test_every_event_type_has_log_words() -> None:
    assert set(LOG_WORDS) == set(EVENT_TYPES)
    assert set(PERSON_WORDS) <= set(EVENT_TYPES)


def test_the_log_tells_every_event_type() -> None:
    assert set(HandLog.REACTIONS) == set(EVENT_TYPES)


def test_the_narrator_has_a_sentence_for_every_event_type_but_the_silent_ones() -> None:
    assert set(Narrator.HANDLERS) | NARRATOR_SILENT == set(EVENT_TYPES)
    assert not set(Narrator.HANDLERS) & NARRATOR_SILENT


def test_every_observer_reacts_to_event_types_only() -> None:
    classes = observer_classes()
    assert MainWindow in classes and len(classes) >= 10
    for cls in classes:
        assert cls.REACTIONS or cls.SHOWN, cls
        for table in (cls.REACTIONS, cls.SHOWN):
            assert set(table) <= set(EVENT_TYPES), cls
            assert all(callable(reaction) for reaction in table.values()), cls


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
