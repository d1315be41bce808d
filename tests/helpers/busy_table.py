"""A table at its busiest, and the rectangles of what is on it, for the layout tests.

:func:`busy_scene` plays a real hand to the river (or to its showdown) on a scene that keeps
every folded hand in front of its seat, then puts a bet in front of every seat and three pots
in the middle: more than one moment of a real hand ever holds, so a layout that keeps these
apart keeps any real moment apart. :func:`overlaps` names the pairs of items that cover each
other, leaving out the pairs that are drawn together on purpose (a seat's own hole cards tuck
behind its plate).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from engine.play.session import GameSession
from engine.rules.actions import Action
from engine.rules.events import BoardDealt
from engine.rules.events import HandStarted
from engine.rules.table import TableConfig
from gui.base.card_theme import CardTheme
from gui.table.chip_items import ChipStackItem
from gui.table.scene import TableScene

BIG_BET = 12_345  # four columns of chips and a wide label: the widest bet there is
POT_AMOUNTS = (98_765, 23_456, 7_890)  # a main pot and two side pots


def _play_hand(players: int, showdown: bool, seed: int) -> tuple[TableScene, list[object]]:
    """The events of one hand where the person calls every bet: to the river's deal, or to
    the end of the hand (its showdown) when ``showdown``."""
    names = [f"Player {k}" for k in range(players)]
    session = GameSession(TableConfig(), names, person_seat=0, seed=seed)
    events: list[object] = []
    started = False
    for _ in range(400):
        batch = session.act(_passive(session)) if session.waiting_for_person \
            else session.step()
        for event in batch:
            if isinstance(event, HandStarted):
                if started:
                    return TableScene(CardTheme()), events
                started = True
            events.append(event)
            if not showdown and isinstance(event, BoardDealt) and len(event.board) == 5:
                return TableScene(CardTheme()), events
    raise AssertionError("the hand did not finish")


def _passive(session: GameSession) -> Action:
    legal = session.person_legal()
    assert legal is not None
    return Action.check() if legal.can_check else Action.call()


def busy_scene(players: int, aspect: float, showdown: bool = False,
               seed: int = 7) -> TableScene:
    """A scene of ``players`` seats laid out for ``aspect``, at its busiest (module doc)."""
    scene, events = _play_hand(players, showdown, seed)
    scene.keep_folded = True
    scene.set_players({k: f"Player {k}" for k in range(players)}, person_seat=0)
    scene.keep_folded = True
    scene.show_now(events)
    for bet in scene.bet_items.values():
        bet.set_amount(BIG_BET)
    stage = scene.stage
    while len(stage.pot_items) < len(POT_AMOUNTS):
        item = ChipStackItem(amount_text=stage.amount_text)
        scene.addItem(item)
        stage.pot_items.append(item)
    for item, amount in zip(stage.pot_items, POT_AMOUNTS, strict=False):
        item.set_amount(amount)
    stage.total.set_amount(sum(POT_AMOUNTS))
    for marker in (scene.button, scene.sb_marker, scene.bb_marker):
        marker.setVisible(True)
    scene.relayout(aspect)
    return scene


def named_items(scene: TableScene) -> dict[str, QGraphicsItem]:
    """Every item that must keep clear of the others, by a name that says what it is."""
    items: dict[str, QGraphicsItem] = {"deck": scene.deck, "burn": scene.burn_pile,
                                       "total": scene.stage.total,
                                       "button": scene.button, "sb": scene.sb_marker,
                                       "bb": scene.bb_marker}
    for seat, plate in scene.seat_items.items():
        items[f"plate {seat}"] = plate
        items[f"bet {seat}"] = scene.bet_items[seat]
        for k, card in enumerate(scene.hole.get(seat, [])):
            items[f"hole {seat}.{k}"] = card
    for k, card in enumerate(scene.board):
        items[f"board {k}"] = card
    for k, pot in enumerate(scene.pot_items):
        items[f"pot {k}"] = pot
    return {name: item for name, item in items.items() if item.isVisible()
            and item.opacity() > 0}


def _together(a: str, b: str) -> bool:
    """Pairs drawn overlapping on purpose: a seat's hole cards with each other and with the
    seat's own plate."""
    seat_a, seat_b = a.split()[-1].split(".")[0], b.split()[-1].split(".")[0]
    kinds = {a.split()[0], b.split()[0]}
    return seat_a == seat_b and kinds <= {"hole", "plate"}


def overlaps(scene: TableScene) -> list[tuple[str, str]]:
    """Pairs of items whose scene rectangles intersect, and items outside the scene."""
    items = named_items(scene)
    rects: dict[str, QRectF] = {n: i.sceneBoundingRect() for n, i in items.items()}
    names = sorted(rects)
    found = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]
             if not _together(a, b) and rects[a].intersects(rects[b])]
    area = scene.sceneRect()
    found += [(n, "outside") for n in names if not area.contains(rects[n])]
    return found
