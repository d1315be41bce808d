"""Normal speed feels like a brisk live table: a quick deal, bots quick on easy decisions."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.rules.events import HoleCardDealt
from engine.rules.table import TableConfig
from gui.base import speeds
from gui.base.card_theme import CardTheme
from gui.session.engine_thread import think_ms
from gui.table.scene import TableScene
from tests.helpers.hands import TIMEOUT_MS

NAMES = {0: "Ada", 1: "Bruno", 2: "Chloé", 3: "Dmitri", 4: "Esme", 5: "Farid"}


def test_bots_think_briefly_on_easy_decisions_and_never_over_a_second() -> None:
    session = GameSession(TableConfig(), list(NAMES.values()), seed=5,
                          bots=dict.fromkeys(NAMES, "random"))
    checks: list[int] = []
    facing: list[tuple[float, int]] = []  # (share of the stack to call, delay)
    while session.table.hand_number < 25 and not session.over:
        if session.next_bot() is not None:
            hand = session.hand
            assert hand is not None
            legal = hand.legal_actions()
            assert legal is not None
            delay = think_ms(session)
            assert speeds.BOT_THINK_EASY <= delay <= speeds.BOT_THINK_HARD <= 1000
            if legal.call_amount is None and int(hand.street) == 0:
                checks.append(delay)
            elif legal.call_amount is not None:
                facing.append((legal.call_amount / (legal.stack + legal.current_bet), delay))
        session.step()
    assert checks and set(checks) == {speeds.BOT_THINK_EASY}
    small = [d for share, d in facing if share < 0.02]
    big = [d for share, d in facing if share > 0.2]
    assert small and big and max(small) < min(big)


def test_hole_cards_leave_the_deck_before_the_ones_before_have_landed(qtbot: QtBot) -> None:
    session = GameSession(TableConfig(), list(NAMES.values()), seed=3)
    events = session.step()  # the deal, up to the first decision
    scene = TableScene(CardTheme(), speed=speeds.Speed.NORMAL)
    scene.set_players(NAMES, 0)
    dealt: list[HoleCardDealt] = []
    in_the_air: list[int] = []  # cards still flying when the next one was dealt

    def done(event: object) -> None:
        if isinstance(event, HoleCardDealt):
            dealt.append(event)
            flying = [c for seat, cards in scene.hole.items() for k, c in enumerate(cards)
                      if c.pos() != scene.layout.hole_pos(seat, k)]
            in_the_air.append(len(flying))

    scene.event_done.connect(done)
    with qtbot.waitSignal(scene.drained, timeout=TIMEOUT_MS):
        scene.enqueue(events)
    assert len(dealt) == 12
    assert max(in_the_air) >= 2  # several cards in the air at once
    for seat, cards in scene.hole.items():  # and every card has landed in its place
        for k, card in enumerate(cards):
            assert card.pos() == scene.layout.hole_pos(seat, k)
    scene.stop()
