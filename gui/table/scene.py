"""The table scene: one table, drawn from its model and animated at its own speed.

:class:`TableScene` puts four parts together, each in its own module:

- the model (:class:`~engine.play.table_model.TableModel`): what the table holds; the single
  source of stacks, bets, pots and cards,
- the layout (:mod:`gui.table.layout`): where things sit, in card units,
- the stage and the plans (:mod:`gui.table.stage`, :mod:`gui.table.plans`): the items, and what
  they do for each event, observed from the model,
- the animation queue (:mod:`gui.table.animation`): events wait their turn and are applied to
  the model one at a time, at the pace their plans take.

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_pace.py, tests/gui/table/test_speed.py
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from engine.play.session import ChipCount
from engine.play.table_model import TableModel
from gui.base import palette
from gui.base import seeing
from gui.base import speeds
from gui.base import texts
from gui.base.amounts import CHIPS
from gui.base.amounts import AmountFormat
from gui.base.card_theme import CardTheme
from gui.table import table_size
from gui.table.animation import AnimationQueue
from gui.table.layout import TableLayout
from gui.table.layout import table_shape
from gui.table.plans import Plans
from gui.table.stage import Stage


class TableScene(QGraphicsScene):
    """The table, its seats and everything on it.

    :param theme: the card deck and back.
    :param model: the table model to show (a new one if ``None``); events reach it through
        :meth:`enqueue` or :meth:`show_now`, and other observers may subscribe to it.
    :param speed: how fast this table moves (:meth:`set_speed` changes it).
    :param amounts: the unit of the amounts shown (an imported hand's money in a replay);
        Felt's chips by default. Each table has its own, so a replay in cents and a game in
        chips show side by side.
    """

    def __init__(self, theme: CardTheme, model: TableModel | None = None,
                 speed: speeds.Speed = speeds.Speed.NORMAL,
                 parent: QObject | None = None, amounts: AmountFormat = CHIPS) -> None:
        super().__init__(parent)
        self.theme = theme
        self.speed = speed
        self.setBackgroundBrush(QColor(palette.current().background))
        # Few items, most of them moving: no BSP tree to rebuild on every step of a move.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.names: dict[int, str] = {}
        self.person_seat: int | None = None
        #: a hand laid out at once by show_now (a lesson's step, a replayer's): nothing new
        #: happens, so the screen reader is not told it again (gui/access/announcer.py)
        self.laying_out = False
        self.model = model if model is not None else TableModel()
        self.layout = TableLayout()
        self.animations = AnimationQueue(self.model, lambda: self.speed, self)
        self.stage = Stage(self, theme, self.layout, self.model, lambda: self.speed,
                           self.display_name)
        self.stage.amounts = amounts
        self.plans = Plans(self.stage, self.animations.add)
        self.model.subscribe(self.plans)
        # The items are the stage's; these names stay for the window and the tests.
        st = self.stage
        self.seat_items, self.bet_items, self.pot_items = st.seat_items, st.bet_items, \
            st.pot_items
        self.hole, self.board = st.hole, st.board
        self.deck, self.burn_pile, self.banner = st.deck, st.burn_pile, st.banner
        self.button, self.sb_marker, self.bb_marker = st.button, st.sb_marker, st.bb_marker
        self.event_started = self.animations.event_started
        self.event_done = self.animations.event_done
        self.drained = self.animations.drained
        self.scale = 1.0  # the window's scale the table was laid out for (relayout)
        self._replace_after = False  # laid out anew while things moved: place them after
        self.event_done.connect(self._settle)
        self.drained.connect(self._settle)  # the last cards of a deal land after its events
        self.relayout(16 / 9)

    # ------------------------------------------------------------------ set-up and layout

    def set_players(self, names: dict[int, str], person_seat: int | None,
                    reveal_all: bool = False, hidden: frozenset[int] = frozenset()) -> None:
        """Seat the players: ``names`` by table seat; the person sits at the bottom.

        :param hidden: seats whose hole cards are unknown (an imported hand): always face
            down, never drawn as the stand-in cards the engine dealt them.
        """
        self.names = dict(names)
        self.person_seat = person_seat
        self.plans.set_person_seat(person_seat)
        self.plans.set_reveal_all(reveal_all)
        self.plans.set_hidden(hidden)
        self.model.reset(names)
        self.stage.clear_hand()
        self.layout.seat_players(list(names), person_seat)
        self.stage.seat_players(sorted(names), person_seat)
        self.relayout(self.layout.aspect, self.scale)

    @property
    def keep_folded(self) -> bool:
        """Folded and mucked hands stay on the table, dimmed (the replayer)."""
        return self.plans.keep_folded

    @keep_folded.setter
    def keep_folded(self, keep: bool) -> None:
        self.plans.set_keep_folded(keep)

    @property
    def amounts(self) -> AmountFormat:
        """The unit this table writes its stacks, bets and pots in."""
        return self.stage.amounts

    def set_speed(self, speed: speeds.Speed) -> None:
        """This table's speed from the next plan on (other tables keep theirs)."""
        self.speed = speed

    @property
    def instant(self) -> bool:
        return self.speed is speeds.Speed.INSTANT

    def display_name(self, seat: int) -> str:
        """A player's name as shown: the person's default name is said in their language."""
        name = self.names.get(seat, "?")
        return texts.player_name(name) if seat == self.person_seat else name

    def display_names(self) -> dict[int, str]:
        return {seat: self.display_name(seat) for seat in self.names}

    def relayout(self, aspect: float, scale: float | None = None) -> None:
        """Place everything for a window of this width-to-height ratio (no animation), the
        table's things as large as the window's ``scale`` asks (Settings > Seeing's, if
        ``None``; gui/table/table_size.py).

        Cards and chips in the air keep their way; when the event they show is done, all is
        put in its place again, so they end where this layout has them.
        """
        self.scale = seeing.factor() if scale is None else scale
        shape = table_shape(aspect, self.scale > 1.0)
        self.layout.fit(aspect, table_size.growth(self.scale, len(self.names), shape))
        self.setSceneRect(self.layout.rect)
        self.stage.place()
        self._replace_after = self.busy

    def _settle(self) -> None:
        """An event shown after a change of layout: what flew to the old places is put in
        the new ones."""
        if self._replace_after:
            self._replace_after = self.busy
            self.stage.place()

    def seat_pos(self, seat: int) -> QPointF:
        return self.layout.seat_pos(seat)

    def bet_pos(self, seat: int) -> QPointF:
        return self.layout.bet_pos(seat)

    def marker_pos(self, seat: int, side: int) -> QPointF:
        return self.stage.marker_pos(seat, side)

    # ------------------------------------------------------------------ events

    def enqueue(self, events: Iterable[object]) -> None:
        """Show ``events`` after everything already queued, at this table's speed."""
        self.animations.enqueue(events)

    def show_now(self, events: Iterable[object]) -> None:
        """Apply ``events`` at once, whatever the speed, without the queue or ``drained``.

        The replayer rebuilds a hand up to a step this way (from :meth:`set_players` and the
        hand's first event), which is exact because the table follows its model only.
        """
        self.stop()
        for item in list(self.stage.flying):
            self.stage.drop(item)
        speed, self.speed = self.speed, speeds.Speed.INSTANT  # this table only, for now
        self.laying_out = True
        try:
            for event in events:
                self.animations.apply_now(event)
        finally:
            self.speed = speed
            self.laying_out = False

    def stop(self) -> None:
        """Drop everything queued and stop what moves (a game ends or the window closes)."""
        self.animations.stop()

    @property
    def busy(self) -> bool:
        """Events are queued or a plan is still running."""
        return self.animations.busy

    def set_paused(self, paused: bool) -> None:
        """Freeze or resume the table; a running move stops where it is."""
        self.animations.set_paused(paused)

    @property
    def paused(self) -> bool:
        return self.animations.paused

    # ------------------------------------------------------------------ what is shown

    def show_stacks(self, stacks: dict[int, int]) -> None:
        """Show seated stacks before any hand has been dealt (no seat reads 0 meanwhile)."""
        for seat, stack in stacks.items():
            if seat in self.seat_items:
                self.seat_items[seat].set_stack(stack)

    def shown_chips(self) -> ChipCount:
        """The chips as the items show them (compare with the engine's :class:`ChipCount`)."""
        return self.stage.shown_chips()

    def hole_cards(self, seat: int) -> list[tuple[int | None, bool]]:
        """(card, face up) of a seat's hole cards still in front of it."""
        return self.stage.hole_cards(seat)

    def board_cards(self) -> list[int | None]:
        return self.stage.board_cards()

    def set_theme(self, theme: CardTheme) -> None:
        """Draw every card of the table with ``theme`` (a deck and a back) from now on."""
        self.theme = theme
        for item in self.items():
            if hasattr(item, "theme"):
                item.theme = theme
        self.update()

    def repaint_palette(self) -> None:
        """Paint everything again in the palette now in use (Settings > Seeing)."""
        self.setBackgroundBrush(QColor(palette.current().background))
        for item in self.items():
            item.update()

    def retranslate(self) -> None:
        """Say every word on the table again in the current language, numbers too."""
        for item in self.items():
            again = getattr(item, "retranslate", None)
            if again is not None:
                again()
            else:
                item.update()
        self.stage.retranslate_pots()

    def clear_hand(self) -> None:
        """Take every card off the table and reset the hand's marks."""
        self.stage.clear_hand()
