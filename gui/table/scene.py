"""The table scene: lays the table out in card units and animates the engine's events.

Events arrive in batches from the engine thread and wait in a queue. Each one is applied to the
scene's model first (stacks, bets, pots, who is in the hand), then turned into a short plan of
steps: moves that run together, pauses, and calls that update what items show. Plans run one
after another; at instant speed a plan is applied at once. When the queue is empty and nothing
moves, :attr:`TableScene.drained` is emitted so the engine may go on.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from engine.play.session import BotToAct, ChipCount, GameOver, HandWrapped, PersonToAct, Rebought
from engine.rules.events import (
    ActionTaken,
    AntePosted,
    BetReturned,
    BetsCollected,
    BettingRoundStarted,
    BlindPosted,
    BoardDealt,
    CardBurned,
    HandEnded,
    HandMucked,
    HandShown,
    HandsRevealed,
    HandStarted,
    HoleCardDealt,
    PotAwarded,
)
from gui.base import speeds, texts
from gui.base.cards import CardTheme
from gui.table.items import (
    CH,
    CW,
    BannerItem,
    BurnPileItem,
    CardItem,
    ChipStackItem,
    DeckItem,
    MarkerItem,
    SeatItem,
    TableItem,
    Text,
)

SCENE_H = 1000.0  # the scene is 10 card widths high; its width follows the window's shape
BOARD_CARD = 1.0 * CW
HOLE_CARD = 0.66 * CW
PERSON_CARD = 0.92 * CW


@dataclass(frozen=True, slots=True)
class Move:
    """Animate ``prop`` of ``item`` to ``end`` over ``base`` ms (scaled by the speed)."""

    item: QGraphicsObject
    prop: str
    end: object
    base: int
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    start: object = None  # from the value at the start of the step if None


@dataclass(frozen=True, slots=True)
class Wait:
    base: int


Step = list[Move | Wait | Callable[[], None]]


class _Call(QAbstractAnimation):
    """A zero-length animation that calls a function when its group reaches it."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__()
        self._fn = fn
        self._called = False

    def duration(self) -> int:
        return 0

    def updateCurrentTime(self, current: int) -> None:
        if not self._called:
            self._called = True
            self._fn()


class TableScene(QGraphicsScene):
    """The table, its seats and everything on it.

    :param theme: the card deck and back.
    """

    event_started = Signal(object)  # an event begins to show (the log and the controls follow)
    event_done = Signal(object)  # an event has been shown completely
    drained = Signal()  # nothing queued and nothing moving

    def __init__(self, theme: CardTheme, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.setBackgroundBrush(QColor("#10161b"))
        # Few items, most of them moving: no BSP tree to rebuild on every step of a move.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.names: dict[int, str] = {}
        self.order: list[int] = []  # seats clockwise from the bottom of the screen
        self.person_seat: int | None = None
        self.reveal_all = False
        self.seat_items: dict[int, SeatItem] = {}
        self.bet_items: dict[int, ChipStackItem] = {}
        self.pot_items: list[ChipStackItem] = []
        self.hole: dict[int, list[CardItem]] = {}
        self.board: list[CardItem] = []
        self.flying: list[QGraphicsObject] = []
        # The model: what the table holds once every queued move has landed.
        self.stacks: dict[int, int] = {}
        self.bets: dict[int, int] = {}
        self.pots: list[tuple[int, tuple[int, ...]]] = []
        self.burned = 0
        self.in_hand: set[int] = set()
        self.folded: set[int] = set()
        self.shown: dict[int, HandShown] = {}
        self.button_seat: int | None = None
        self.blind_seats: tuple[int | None, int | None] = (None, None)
        self.hand_number = 0
        self.street = 0
        self.game_over = False
        # The replayer keeps folded and mucked hands on the table, dimmed, so a person can see
        # what was folded; the game clears them away as a dealer would.
        self.keep_folded = False

        self.table_item = TableItem()
        self.addItem(self.table_item)
        self.deck = DeckItem(theme, 0.78 * CW)
        self.deck.setZValue(5)
        self.addItem(self.deck)
        self.burn_pile = BurnPileItem(theme, 0.7 * CW,
                                      lambda: self.tr("Burn", "label under the burned cards"))
        self.burn_pile.setZValue(4)
        self.addItem(self.burn_pile)
        self.button = MarkerItem(lambda: self.tr("D", "dealer button"), "#fafafa", "#111111")
        self.sb_marker = MarkerItem(lambda: self.tr("SB", "small blind marker"), "#2f6fd1",
                                    "#ffffff", 0.34 * CW)
        self.bb_marker = MarkerItem(lambda: self.tr("BB", "big blind marker"), "#f5c542",
                                    "#1b1b1b", 0.34 * CW)
        for marker in (self.button, self.sb_marker, self.bb_marker):
            marker.setZValue(30)
            marker.setVisible(False)
            self.addItem(marker)
        self.banner = BannerItem()
        self.banner.setVisible(False)
        self.addItem(self.banner)

        self._queue: deque[object] = deque()
        self._current: QAbstractAnimation | None = None
        self._retired: QAbstractAnimation | None = None
        self._paused = False
        self._pump_scheduled = False
        self._width = SCENE_H * 16 / 9
        self._geometry: dict[str, float] = {}
        self.relayout(16 / 9)

    # ------------------------------------------------------------------ set-up and layout

    def set_players(self, names: dict[int, str], person_seat: int | None,
                    reveal_all: bool = False) -> None:
        """Seat the players: ``names`` by table seat; the person sits at the bottom."""
        self.clear_hand()
        for plate in self.seat_items.values():
            self.removeItem(plate)
        for bet in self.bet_items.values():
            self.removeItem(bet)
        self.seat_items.clear()
        self.bet_items.clear()
        self.names = dict(names)
        self.person_seat = person_seat
        self.reveal_all = reveal_all
        seats = sorted(names)
        start = seats.index(person_seat) if person_seat in seats else 0
        self.order = seats[start:] + seats[:start]
        for seat in seats:
            item = SeatItem(seat, partial(self.display_name, seat), seat == person_seat)
            item.setZValue(20)
            self.addItem(item)
            self.seat_items[seat] = item
            bet = ChipStackItem()
            bet.setZValue(25)
            bet.setVisible(False)
            self.addItem(bet)
            self.bet_items[seat] = bet
        self.stacks = {s: 0 for s in seats}
        self.bets = {s: 0 for s in seats}
        self.game_over = False
        self.relayout(self._width / SCENE_H)

    def display_name(self, seat: int) -> str:
        """A player's name as shown: the person's default name is said in their language."""
        name = self.names.get(seat, "?")
        return texts.player_name(name) if seat == self.person_seat else name

    def display_names(self) -> dict[int, str]:
        return {seat: self.display_name(seat) for seat in self.names}

    def relayout(self, aspect: float) -> None:
        """Place everything for a window of this width-to-height ratio (no animation)."""
        aspect = max(1.25, min(2.1, aspect))
        w, h = SCENE_H * aspect, SCENE_H
        self._width = w
        self.setSceneRect(0, 0, w, h)
        cx, cy = w / 2, h / 2 + 0.05 * CW
        table = QRectF(0.6 * CW, 0.75 * CW, w - 1.2 * CW, h - 1.55 * CW)
        slots = [self._board_slot(i, cx, cy) for i in range(5)]
        self.table_item.set_geometry(table, slots)
        self._geometry = {"cx": cx, "cy": cy, "a": table.width() / 2 - 0.42 * CW,
                          "b": table.height() / 2 - 0.1 * CW}
        self.deck.setPos(cx - 3.3 * CW, cy - 0.25 * CH)
        self.burn_pile.setPos(cx + 3.3 * CW, cy - 0.25 * CH)
        self.banner.setPos(cx, cy + 1.62 * CW)
        for seat, item in self.seat_items.items():
            item.setPos(self.seat_pos(seat))
            self.bet_items[seat].setPos(self.bet_pos(seat))
            for k, card in enumerate(self.hole.get(seat, [])):
                if card.opacity() > 0:
                    card.setPos(self.hole_pos(seat, k))
        for i, card in enumerate(self.board):
            card.setPos(self._board_slot(i, cx, cy).center())
        self._place_pots()
        self._place_markers()

    def _board_slot(self, i: int, cx: float, cy: float) -> QRectF:
        x = cx + (i - 2) * 1.1 * CW
        y = cy - 0.25 * CH
        return QRectF(x - BOARD_CARD / 2, y - BOARD_CARD * CH / CW / 2, BOARD_CARD,
                      BOARD_CARD * CH / CW)

    def _angle(self, seat: int) -> float:
        k = self.order.index(seat)
        return math.radians(90 + 360 * k / max(2, len(self.order)))

    def seat_pos(self, seat: int) -> QPointF:
        g = self._geometry
        t = self._angle(seat)
        return QPointF(g["cx"] + g["a"] * math.cos(t), g["cy"] + g["b"] * math.sin(t))

    def bet_pos(self, seat: int) -> QPointF:
        g = self._geometry
        t = self._angle(seat)
        return QPointF(g["cx"] + 0.7 * g["a"] * math.cos(t),
                       g["cy"] + 0.5 * g["b"] * math.sin(t) + 0.1 * CW)

    def marker_pos(self, seat: int, side: int) -> QPointF:
        """Between the seat and its bet, a little clockwise: ``side`` 1 for the dealer button,
        -1 for a blind marker (which moves to the other side on the button's own seat)."""
        t = self._angle(seat)
        seat_at = self.seat_pos(seat)
        bet = self.bet_pos(seat)
        tangent = QPointF(-math.sin(t), math.cos(t))
        turn = -1 if side < 0 and seat == self.button_seat else 1
        reach = 1.45 * CW if seat == self.person_seat else 0.95 * CW  # beside the big cards
        return seat_at + (bet - seat_at) * 0.66 + tangent * (turn * reach)

    def hole_pos(self, seat: int, index: int) -> QPointF:
        plate = self.seat_pos(seat)
        t = self._angle(seat)
        if seat == self.person_seat:
            size = PERSON_CARD
            return plate + QPointF((index - 0.5) * size * 1.04, -SeatItem.H / 2 - 0.42 * size
                                   * CH / CW)
        size = HOLE_CARD
        upper = math.sin(t) < -0.45
        card_h = size * CH / CW
        # Above the plate, or below it (clear of the status label) for the seats at the top.
        dy = SeatItem.H / 2 + 0.5 * card_h + 20 if upper else -(SeatItem.H / 2 + 0.36 * card_h)
        return plate + QPointF((index - 0.5) * size * 0.62, dy)

    def pot_pos(self, index: int, count: int) -> QPointF:
        g = self._geometry
        spacing = 2.35 * CW
        return QPointF(g["cx"] + (index - (count - 1) / 2) * spacing,
                       g["cy"] + 0.66 * CH)

    def _place_pots(self) -> None:
        shown = [p for p in self.pot_items if p.amount > 0]
        for k, pot in enumerate(shown):
            pot.setPos(self.pot_pos(k, len(shown)))

    def _place_markers(self) -> None:
        if self.button_seat in self.seat_items:
            self.button.setPos(self.marker_pos(self.button_seat, 1))
        for marker, seat in zip((self.sb_marker, self.bb_marker), self.blind_seats,
                                strict=True):
            if seat in self.seat_items:
                marker.setPos(self.marker_pos(seat, -1))

    # ------------------------------------------------------------------ the queue

    def enqueue(self, events: Iterable[object]) -> None:
        """Show ``events`` after everything already queued."""
        self._queue.extend(events)
        self._schedule_pump()

    def stop(self) -> None:
        """Drop everything queued and stop what moves (a game ends or the window closes)."""
        self._queue.clear()
        if self._current is not None:
            self._current.stop()
            self._current = None

    def show_now(self, events: Iterable[object]) -> None:
        """Apply ``events`` at once, whatever the speed, without the queue or ``drained``.

        The replayer rebuilds a hand up to a step this way (from :meth:`set_players` and the
        hand's first event), which is exact because the scene's model follows the events only.
        """
        self.stop()
        for item in list(self.flying):
            self._drop(item)
        saved = speeds.speed()
        speeds.set_speed(speeds.Speed.INSTANT)
        try:
            for event in events:
                self._run(self._plan(event))
        finally:
            speeds.set_speed(saved)

    @property
    def busy(self) -> bool:
        return bool(self._queue) or self._current is not None

    def set_paused(self, paused: bool) -> None:
        """Freeze or resume the table; a running move stops where it is."""
        self._paused = paused
        if self._current is not None:
            if paused:
                self._current.pause()
            else:
                self._current.resume()
        if not paused:
            self._schedule_pump()

    @property
    def paused(self) -> bool:
        return self._paused

    def _schedule_pump(self) -> None:
        if not self._pump_scheduled and self._current is None:
            self._pump_scheduled = True
            QTimer.singleShot(0, self._pump)

    def _pump(self) -> None:
        """Show queued events until one needs time, for at most a few milliseconds."""
        self._pump_scheduled = False
        self._retired = None
        deadline = time.perf_counter() + 0.008
        while self._queue and self._current is None and not self._paused:
            event = self._queue.popleft()
            self.event_started.emit(event)
            steps = self._plan(event)
            animation = self._run(steps)
            if animation is not None:
                self._current = animation
                animation.finished.connect(lambda e=event: self._finished(e))
                animation.start()
                return
            self.event_done.emit(event)
            if time.perf_counter() > deadline and self._queue:
                self._schedule_pump()
                return
        if not self._queue and self._current is None and not self._paused:
            self.drained.emit()

    def _finished(self, event: object) -> None:
        # The group is still emitting ``finished``: keep it alive until the next pump.
        self._retired = self._current
        self._current = None
        self.event_done.emit(event)
        self._schedule_pump()

    def _run(self, steps: Sequence[Step]) -> QAbstractAnimation | None:
        if speeds.instant() or all(
            (isinstance(x, Move | Wait) and speeds.ms(x.base) == 0) or callable(x)
            for step in steps for x in step
        ):
            for step in steps:
                for x in step:
                    if isinstance(x, Move):
                        self._set_now(x)
                    elif callable(x) and not isinstance(x, Wait):
                        x()
            return None
        group = QSequentialAnimationGroup()
        for step in steps:
            par = QParallelAnimationGroup()
            for x in step:
                if isinstance(x, Move):
                    anim = self._animation(x)
                    anim.setDuration(speeds.ms(x.base))
                    anim.setEasingCurve(x.easing)
                    par.addAnimation(anim)
                elif isinstance(x, Wait):
                    par.addAnimation(QPauseAnimation(speeds.ms(x.base)))
                else:
                    par.addAnimation(_Call(x))
            group.addAnimation(par)
        return group

    @staticmethod
    def _set_now(move: Move) -> None:
        if move.prop == "flip":
            move.item.set_flip(move.end)  # type: ignore[attr-defined]
        else:
            move.item.setProperty(move.prop, move.end)

    @staticmethod
    def _animation(move: Move) -> QVariantAnimation:
        if move.prop == "flip":
            # The flip is a plain Python value, animated through a setter (no Qt property).
            anim = QVariantAnimation()
            anim.setStartValue(move.start if move.start is not None else 1.0)
            anim.valueChanged.connect(move.item.set_flip)  # type: ignore[attr-defined]
        else:
            anim = QPropertyAnimation(move.item, move.prop.encode())
            if move.start is not None:
                anim.setStartValue(move.start)
        anim.setEndValue(move.end)
        return anim

    # ------------------------------------------------------------------ helpers for plans

    def _fly_chips(self, amount: int, start: QPointF, end: QPointF, base: int,
                   arrive: Callable[[], None]) -> list[Step]:
        """Chips for ``amount`` moving from ``start`` to ``end``; ``arrive`` runs on landing."""
        if speeds.instant() or amount <= 0:
            return [[arrive]]
        item = ChipStackItem(amount, show_label=False)
        item.setZValue(40)
        item.setVisible(False)
        item.setPos(start)
        self.addItem(item)
        self.flying.append(item)

        def land() -> None:
            self._drop(item)
            arrive()

        return [[item.show, Move(item, "pos", end, base)], [land]]

    def _drop(self, item: QGraphicsObject) -> None:
        if item in self.flying:
            self.flying.remove(item)
        if item.scene() is self:
            self.removeItem(item)

    def _flip(self, cards: Sequence[CardItem], up: bool = True) -> list[Step]:
        def turn() -> None:
            for c in cards:
                c.set_face_up(up)

        if speeds.instant():
            return [[turn]]
        return [
            [Move(c, "flip", 0.0, speeds.FLIP_CARD // 2, QEasingCurve.Type.InQuad, 1.0)
             for c in cards],
            [turn, *(Move(c, "flip", 1.0, speeds.FLIP_CARD // 2, QEasingCurve.Type.OutQuad, 0.0)
                     for c in cards)],
        ]

    def _warm(self, card: int | None, size: float) -> None:
        """Render a card's face for the current zoom in an idle moment, so that turning many
        cards up at once (a showdown) finds them in the cache instead of stalling a frame."""
        views = self.views()
        if card is None or not views or speeds.instant():
            return
        view = views[0]
        scale = math.hypot(view.transform().m21(), view.transform().m22())
        px = QSize(max(1, round(size * scale)), max(1, round(size * CH / CW * scale)))
        ratio = float(view.devicePixelRatioF())
        theme = self.theme
        QTimer.singleShot(0, lambda: theme.pixmap(card, px, ratio))

    def _new_card(self, card: int | None, size: float) -> CardItem:
        self._warm(card, size)
        item = CardItem(self.theme, card, size)
        item.setPos(self.deck.pos())
        item.setZValue(10 + len(self.flying))
        self.addItem(item)
        return item

    def _set_stack(self, seat: int) -> Callable[[], None]:
        value = self.stacks.get(seat, 0)
        return lambda: self.seat_items[seat].set_stack(value) if seat in self.seat_items \
            else None

    def _set_bet(self, seat: int) -> Callable[[], None]:
        value = self.bets.get(seat, 0)
        return lambda: self.bet_items[seat].set_amount(value)

    def _status(self, seat: int, text: Text, kind: str = "") -> Callable[[], None]:
        return lambda: self.seat_items[seat].set_status(text, kind)

    def _refresh_pots(self) -> None:
        pots = list(self.pots)
        while len(self.pot_items) < len(pots):
            item = ChipStackItem()
            item.setZValue(24)
            self.addItem(item)
            self.pot_items.append(item)
        for k, item in enumerate(self.pot_items):
            if k < len(pots):
                amount, eligible = pots[k]
                item.set_amount(amount)
                item.set_caption(self._pot_caption(k))
                item.eligible = tuple(eligible)  # type: ignore[attr-defined]
                item.setToolTip(self._pot_tip(item.eligible))  # type: ignore[attr-defined]
            else:
                item.set_amount(0)
                item.setToolTip("")
        self._place_pots()

    def _pot_caption(self, k: int) -> Text:
        if k == 0:
            return lambda: self.tr("Main pot")
        #: %1 the side pot's number (1, 2, ...)
        return lambda: self.tr("Side pot %1").replace("%1", str(k))

    def _pot_tip(self, eligible: Sequence[int]) -> str:
        names = ", ".join(self.display_name(s) for s in eligible)
        #: tooltip of a pot; %1 the names of the players who can win it
        return self.tr("Can be won by: %1").replace("%1", names)

    def retranslate(self) -> None:
        """Say every word on the table again in the current language, numbers too."""
        for item in self.items():
            again = getattr(item, "retranslate", None)
            if again is not None:
                again()
            else:
                item.update()
        for pot in self.pot_items:
            eligible = getattr(pot, "eligible", None)
            if eligible is not None and pot.toolTip():
                pot.setToolTip(self._pot_tip(eligible))

    def clear_hand(self) -> None:
        """Take every card off the table and reset the hand's marks."""
        for cards in self.hole.values():
            for c in cards:
                self._drop(c)
                if c.scene() is self:
                    self.removeItem(c)
        for c in self.board:
            if c.scene() is self:
                self.removeItem(c)
        for item in list(self.flying):
            self._drop(item)
        self.hole.clear()
        self.board.clear()
        self.shown.clear()
        self.folded.clear()
        self.burned = 0
        self.burn_pile.set_count(0)
        self.banner.set_text("")
        self.pots = []
        self._refresh_pots()

    # ------------------------------------------------------------------ plans per event

    def _plan(self, event: object) -> list[Step]:
        handler = getattr(self, "_on_" + type(event).__name__, None)
        if handler is None:
            return []
        steps: list[Step] = handler(event)
        return steps

    def _on_HandStarted(self, e: HandStarted) -> list[Step]:
        self.hand_number = e.hand_number
        self.street = 0
        self.clear_hand()
        self.in_hand = set(e.seats)
        for seat, stack in zip(e.seats, e.stacks, strict=True):
            self.stacks[seat] = stack
        self.bets = {s: 0 for s in self.bets}
        self.button_seat = e.button
        self.blind_seats = (e.small_blind_seat, e.big_blind_seat)

        def reset() -> None:
            for seat, item in self.seat_items.items():
                item.set_stack(self.stacks.get(seat, 0))
                item.set_active(False)
                item.set_clock(None)
                if seat in self.in_hand:
                    item.out = False
                    item.set_status("")
                else:
                    item.out = True
                    item.set_status((lambda: self.tr("Busted")) if self.stacks.get(seat, 0) == 0
                                    else (lambda: self.tr("Sitting out")), "out")
                self.bet_items[seat].set_amount(0)
            marks: tuple[tuple[MarkerItem, int | None], ...] = (
                (self.button, e.button), (self.sb_marker, e.small_blind_seat),
                (self.bb_marker, e.big_blind_seat))
            for marker, at in marks:
                if at is None:
                    marker.setVisible(False)
                elif not marker.isVisible():
                    marker.setPos(self.marker_pos(at, 1 if marker is self.button else -1))
                    marker.setVisible(True)

        moves: Step = [
            Move(self.button, "pos", self.marker_pos(e.button, 1), speeds.PUSH_POT)
        ]
        blinds: tuple[tuple[MarkerItem, int | None], ...] = (
            (self.sb_marker, e.small_blind_seat), (self.bb_marker, e.big_blind_seat))
        for marker, at in blinds:
            if at is not None:
                moves.append(Move(marker, "pos", self.marker_pos(at, -1), speeds.PUSH_POT))
        return [[reset], moves]

    def _put_in(self, seat: int, amount: int, stack_after: int | None = None) -> list[Step]:
        self.stacks[seat] = (self.stacks[seat] - amount) if stack_after is None else stack_after
        self.bets[seat] = self.bets.get(seat, 0) + amount
        return [[self._set_stack(seat)],
                *self._fly_chips(amount, self.seat_pos(seat), self.bet_pos(seat),
                                 speeds.BET_CHIPS, self._set_bet(seat))]

    def _on_AntePosted(self, e: AntePosted) -> list[Step]:
        steps = self._put_in(e.seat, e.amount)
        if e.all_in:
            steps.append([self._status(e.seat, lambda: self.tr("All-in"), "allin")])
        return steps

    def _on_BlindPosted(self, e: BlindPosted) -> list[Step]:
        steps = self._put_in(e.seat, e.amount)
        if e.all_in:
            steps.append([self._status(e.seat, lambda: self.tr("All-in"), "allin")])
        return steps

    def _on_HoleCardDealt(self, e: HoleCardDealt) -> list[Step]:
        person = e.seat == self.person_seat
        item = self._new_card(e.card, PERSON_CARD if person else HOLE_CARD)
        self.hole.setdefault(e.seat, []).append(item)
        end = self.hole_pos(e.seat, e.index)
        tilt = (e.index - 0.5) * (6 if person else 10)
        steps: list[Step] = [[Move(item, "pos", end, speeds.DEAL_CARD),
                              Move(item, "rotation", tilt, speeds.DEAL_CARD)]]
        if person or self.reveal_all:
            steps.extend(self._flip([item]))
        return steps

    def _on_CardBurned(self, e: CardBurned) -> list[Step]:
        self.burned += 1
        count = self.burned
        if speeds.instant():
            return [[lambda: self.burn_pile.set_count(count)]]
        item = self._new_card(None, 0.7 * CW)
        self.flying.append(item)

        def land() -> None:
            self._drop(item)
            self.burn_pile.set_count(count)

        return [[Move(item, "pos", self.burn_pile.pos(), speeds.BURN_CARD),
                 Move(item, "rotation", 7.0, speeds.BURN_CARD)], [land]]

    def _on_BoardDealt(self, e: BoardDealt) -> list[Step]:
        self.street = int(e.street)
        g = self._geometry
        start = len(self.board)
        items = []
        for k, card in enumerate(e.cards):
            item = self._new_card(card, BOARD_CARD)
            self.board.append(item)
            items.append((item, self._board_slot(start + k, g["cx"], g["cy"]).center()))
        steps: list[Step] = [[Move(item, "pos", end, speeds.BOARD_CARD) for item, end in items]]
        for item, _ in items:
            steps.extend(self._flip([item]))
        steps.append([Wait(speeds.BOARD_PAUSE)])
        return steps

    def _on_BettingRoundStarted(self, e: BettingRoundStarted) -> list[Step]:
        self.street = int(e.street)

        def clear() -> None:
            for seat in self.in_hand:
                item = self.seat_items[seat]
                if item.status_kind in ("action", "think"):
                    item.set_status("")

        return [[clear]]

    def _on_ActionTaken(self, e: ActionTaken) -> list[Step]:
        seat = e.seat
        put = e.amount
        self.stacks[seat] = e.stack
        self.bets[seat] = e.to
        label = lambda: texts.action_label(e)  # noqa: E731 - said again on a language change
        kind = "allin" if e.all_in else ("fold" if e.action == "fold" else "action")
        steps: list[Step] = [[lambda: self.seat_items[seat].set_active(False),
                              self._status(seat, label, kind), self._set_stack(seat)]]
        if e.action == "fold" and self.keep_folded:
            self.folded.add(seat)
            steps.append([Move(c, "opacity", 0.45, speeds.DEAL_CARD * 2)
                          for c in self.hole.get(seat, [])])
        elif e.action == "fold":
            self.folded.add(seat)
            cards = self.hole.get(seat, [])
            g = self._geometry
            muck = QPointF(g["cx"], g["cy"])
            steps.append([m for c in cards for m in (
                Move(c, "pos", muck, speeds.DEAL_CARD * 2),
                Move(c, "opacity", 0.0, speeds.DEAL_CARD * 2))])
        elif put > 0:
            steps.extend(self._fly_chips(put, self.seat_pos(seat), self.bet_pos(seat),
                                         speeds.BET_CHIPS, self._set_bet(seat)))
        return steps

    def _on_BetReturned(self, e: BetReturned) -> list[Step]:
        seat = e.seat
        self.bets[seat] -= e.amount
        self.stacks[seat] += e.amount
        return [[self._set_bet(seat)],
                *self._fly_chips(e.amount, self.bet_pos(seat), self.seat_pos(seat),
                                 speeds.RETURN_BET, self._set_stack(seat))]

    def _on_BetsCollected(self, e: BetsCollected) -> list[Step]:
        for seat, amount in e.amounts:
            self.bets[seat] = max(0, self.bets.get(seat, 0) - amount)
        self.pots = [(p.amount, p.eligible) for p in e.pots]
        target = self.pot_pos(len(self.pots) - 1, len(self.pots))
        clear_bets = [self._set_bet(seat) for seat, _ in e.amounts]
        if speeds.instant():
            return [[*clear_bets, self._refresh_pots]]
        flights: Step = []
        landings: Step = []
        for seat, amount in e.amounts:
            start = self.bet_pos(seat)
            fly = self._fly_chips(amount, start, target, speeds.SWEEP_BETS, lambda: None)
            flights.extend(fly[0])
            landings.extend(fly[1] if len(fly) > 1 else [])
        return [[*clear_bets, *flights], [*landings, self._refresh_pots]]

    def _on_HandsRevealed(self, e: HandsRevealed) -> list[Step]:
        cards = [c for seat, _ in e.hands for c in self.hole.get(seat, []) if not c.face_up]
        return self._flip(cards) if cards else []

    def _on_HandShown(self, e: HandShown) -> list[Step]:
        self.shown[e.seat] = e
        cards = [c for c in self.hole.get(e.seat, []) if not c.face_up]
        steps = self._flip(cards) if cards else []
        steps.append([self._status(e.seat, lambda: texts.category_name(e.category), "show")])
        return steps

    def _on_HandMucked(self, e: HandMucked) -> list[Step]:
        cards = self.hole.get(e.seat, [])

        def muck() -> None:
            for c in cards:
                if not self.keep_folded:
                    c.set_face_up(False)
                c.set_mucked(True)
            self.seat_items[e.seat].set_status(lambda: self.tr("Mucked"), "fold")

        return [[muck]]

    def _on_PotAwarded(self, e: PotAwarded) -> list[Step]:
        for index in e.pots:
            if index < len(self.pots):
                self.pots[index] = (0, self.pots[index][1])
        for seat, share in e.shares:
            self.stacks[seat] += share
        steps: list[Step] = []
        winner = e.shares[0][0]
        shown = self.shown.get(winner)
        if shown is not None:
            best = set(shown.best_five)
            raise_moves: Step = []
            g = self._geometry
            for i, card in enumerate(self.board):
                slot = self._board_slot(i, g["cx"], g["cy"]).center()
                up = card.card in best
                raise_moves.append(Move(card, "pos", slot - QPointF(0, 0.2 * CH if up else 0),
                                        speeds.FLIP_CARD))
                raise_moves.append(Move(card, "opacity", 1.0 if up else 0.5, speeds.FLIP_CARD))
            for seat, cards in self.hole.items():
                for k, card in enumerate(cards):
                    if card.opacity() == 0 or card.mucked:
                        continue
                    up = seat in dict(e.shares) and card.card in best
                    raise_moves.append(Move(card, "pos", self.hole_pos(seat, k)
                                            - QPointF(0, 0.16 * CH if up else 0),
                                            speeds.FLIP_CARD))
            winners = tuple(s for s, _ in e.shares)

            def banner(winners: tuple[int, ...] = winners, shown: HandShown = shown) -> str:
                name = texts.hand_name(shown.category, shown.ranks)
                if winners == (self.person_seat,):
                    #: the banner when the person wins at showdown; %1 the hand's name
                    return self.tr("You win with %1").replace("%1", name)
                who = " & ".join(self.display_name(s) for s in winners)
                #: the banner at showdown; %1 the winner's name, %2 the hand's name
                return self.tr("%1 wins with %2").replace("%1", who).replace("%2", name)

            steps.append([*raise_moves, lambda: self.banner.set_text(banner)])
            steps.append([Wait(speeds.SHOWDOWN_PAUSE)])
        count = sum(1 for a, _ in self.pots if a > 0) + len(e.pots)
        start = self.pot_pos(min(e.pots[0], count - 1), max(1, count))
        flights: Step = []
        landings: Step = []

        def empty_pots() -> None:
            for index in e.pots:
                if index < len(self.pot_items):
                    self.pot_items[index].set_amount(0)

        for seat, share in e.shares:
            def label(share: int = share) -> str:
                #: status under a seat that won chips; %1 the amount
                return self.tr("Wins %1").replace("%1", texts.chips(share))

            arrive_steps = self._fly_chips(share, start, self.seat_pos(seat), speeds.PUSH_POT,
                                           self._set_stack(seat))
            flights.extend(arrive_steps[0])
            if len(arrive_steps) > 1:
                landings.extend(arrive_steps[1])
            landings.append(self._status(seat, label, "win"))
        steps.append([empty_pots, *flights])
        steps.append(landings)
        return steps

    def _on_HandEnded(self, e: HandEnded) -> list[Step]:
        for seat, stack in e.stacks:
            self.stacks[seat] = stack
        self.pots = []
        sets = [self._set_stack(seat) for seat, _ in e.stacks]
        return [[*sets, self._refresh_pots], [Wait(speeds.HAND_END_PAUSE)]]

    def _on_PersonToAct(self, e: PersonToAct) -> list[Step]:
        return [[lambda: self.seat_items[e.seat].set_active(True)]]

    def _on_BotToAct(self, e: BotToAct) -> list[Step]:
        def think() -> None:
            item = self.seat_items[e.seat]
            item.set_active(True)
            if item.status_kind != "allin":
                item.set_status(lambda: self.tr("Thinking…"), "think")

        return [[think]]

    def _on_HandWrapped(self, e: HandWrapped) -> list[Step]:
        for seat, stack in e.stacks:
            self.stacks[seat] = stack

        def wrap() -> None:
            for seat, stack in e.stacks:
                self.seat_items[seat].set_stack(stack)
            for seat in e.busted:
                item = self.seat_items[seat]
                item.out = True
                item.set_status(lambda: self.tr("Busted"), "out")

        return [[wrap]]

    def _on_Rebought(self, e: Rebought) -> list[Step]:
        self.stacks[e.seat] = e.stack

        def rebuy() -> None:
            item = self.seat_items[e.seat]
            item.out = False
            item.set_stack(e.stack)
            item.set_status(lambda: self.tr("Rebought"), "action")

        return [[rebuy]]

    def _on_GameOver(self, e: GameOver) -> list[Step]:
        self.game_over = True
        first = e.standings[0][0] if e.standings else None

        def text() -> str:
            if first is not None and first == self.person_seat:
                #: the banner when the person wins a tournament
                return self.tr("Game over: you win")
            winner = self.display_name(first) if first is not None else "?"
            #: the banner when a tournament ends; %1 the winner's name
            return self.tr("Game over: %1 wins").replace("%1", winner)

        return [[lambda: self.banner.set_text(text)]]

    # ------------------------------------------------------------------ what is shown

    def shown_chips(self) -> ChipCount:
        """The chips as the items show them (compare with the engine's :class:`ChipCount`)."""
        stacks = tuple(sorted((s, item.stack) for s, item in self.seat_items.items()))
        bets = tuple(sorted((s, b.amount) for s, b in self.bet_items.items()
                            if b.amount > 0 and b.isVisible()))
        pots = tuple(p.amount for p in self.pot_items if p.amount > 0)
        return ChipCount(stacks, bets, pots)

    def hole_cards(self, seat: int) -> list[tuple[int | None, bool]]:
        """(card, face up) of a seat's hole cards still in front of it."""
        return [(c.card, c.shows_face) for c in self.hole.get(seat, []) if c.opacity() > 0]

    def board_cards(self) -> list[int | None]:
        return [c.card if c.shows_face else None for c in self.board]
