"""What the table does for each event: a short plan of moves, pauses and item updates.

:class:`Plans` observes the :class:`~engine.play.table_model.TableModel`: after the model has
applied an event, the plan for it is looked up in :data:`PLANS` (an explicit mapping a test
checks against every event type) and handed to the animation queue. Plans read the chips and
cards from the model and only decide how the change looks.

Tests: tests/gui/test_event_dispatch.py, tests/gui/window/test_table_window.py,
tests/i18n/test_german_hand_sentences.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import Any
from typing import ClassVar
from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QPointF

from engine.play.observer import TableObserver
from engine.play.session import BotReasoned
from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import PersonToShow
from engine.play.session import Rebought
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandEnded
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from engine.tournament.lobby import RoundPlayed
from gui.base import speeds
from gui.base import texts
from gui.table import banner_words
from gui.table.animation import Detach
from gui.table.animation import Move
from gui.table.animation import Step
from gui.table.animation import Wait
from gui.table.drawing import CH
from gui.table.hole_places import HOLE_CARD
from gui.table.hole_places import HOLE_TILT
from gui.table.hole_places import PERSON_CARD
from gui.table.hole_places import PERSON_TILT
from gui.table.items import MarkerItem
from gui.table.layout import BOARD_CARD
from gui.table.layout import BOARD_SIZE
from gui.table.layout import BURN_CARD
from gui.table.stage import Stage

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

FOLD_DIM = 0.45  # opacity of folded cards the replayer keeps on the table
LOSER_DIM = 0.5  # opacity of board cards that do not play in the winning hand
RAISE_BOARD = 0.2 * CH  # how far the winning hand's board cards rise
RAISE_HOLE = 0.16 * CH  # how far the winner's hole cards rise


class Plans(TableObserver):
    """Turns each applied event into steps for the animation queue (the plan for each event
    type is in :attr:`REACTIONS`, also known as :data:`PLANS`).

    :param add: where plans go (:meth:`~gui.table.animation.AnimationQueue.add`).
    """

    def __init__(self, stage: Stage, add: Callable[[list[Step]], None]) -> None:
        self.stage = stage
        self.layout = stage.layout
        self._add = add
        self.person_seat: int | None = None
        self.reveal_all = False  # every hole card face up from the deal (computer games)
        self.hidden: frozenset[int] = frozenset()  # seats whose cards nobody knows: face down
        # The replayer keeps folded and mucked hands on the table, dimmed, so a person can see
        # what was folded; the game clears them away as a dealer would.
        self.keep_folded = False
        self.show_positions = False  # BTN, SB, BB, UTG... on the plates (View menu)

    def reacted(self, result: object) -> None:
        """The plan for the event the model has just applied goes to the animation queue."""
        self._add(cast(list[Step], result))  # every plan returns its steps

    # ------------------------------------------------------------------ what others set

    def set_person_seat(self, seat: int | None) -> None:
        """Whose hole cards the deal turns face up from now on (``None``: nobody's, as
        in a hot-seat hand)."""
        self.person_seat = seat

    def set_reveal_all(self, on: bool) -> None:
        """Every hole card face up from the next one dealt (a demonstration, computer games)."""
        self.reveal_all = on

    def set_hidden(self, seats: frozenset[int]) -> None:
        """Seats whose hole cards nobody knows (an imported hand): always dealt face down."""
        self.hidden = seats

    def set_show_positions(self, on: bool) -> None:
        """BTN, SB, BB, UTG... on the plates from the next hand on (View menu)."""
        self.show_positions = on

    def set_keep_folded(self, keep: bool) -> None:
        """Folded and mucked hands stay on the table, dimmed (the replayer)."""
        self.keep_folded = keep

    # ------------------------------------------------------------------ the deal

    def hand_started(self, e: HandStarted, model: TableModel) -> list[Step]:
        st = self.stage
        st.clear_hand()
        stacks = dict(model.stacks)
        dealt = set(e.seats)

        def reset() -> None:
            places = texts.positions(e.button, model.in_hand) if self.show_positions else {}
            for seat, item in st.seat_items.items():
                item.set_position(places.get(seat, ""))
                item.set_stack(stacks.get(seat, 0))
                item.set_active(False)
                item.set_clock(None)
                if seat in dealt:
                    item.out = False
                    item.set_status("")
                else:
                    item.out = True
                    item.set_status(
                        (lambda: translate("TableScene", "Busted")) if stacks.get(seat, 0) == 0
                        else (lambda: translate("TableScene", "Sitting out")), "out")
                st.bet_items[seat].set_amount(0)
            marks: tuple[tuple[MarkerItem, int | None], ...] = (
                (st.button, e.button), (st.sb_marker, e.small_blind_seat),
                (st.bb_marker, e.big_blind_seat))
            for marker, at in marks:
                if at is None:
                    marker.setVisible(False)
                elif not marker.isVisible():
                    marker.setPos(st.marker_pos(at, 1 if marker is st.button else -1))
                    marker.setVisible(True)

        moves: Step = [Move(st.button, "pos", st.marker_pos(e.button, 1), speeds.PUSH_POT)]
        blinds: tuple[tuple[MarkerItem, int | None], ...] = (
            (st.sb_marker, e.small_blind_seat), (st.bb_marker, e.big_blind_seat))
        for marker, at in blinds:
            if at is not None:
                moves.append(Move(marker, "pos", st.marker_pos(at, -1), speeds.PUSH_POT))
        # The button slides while the blinds go in: nothing waits for it. When it lands, the
        # markers are put where the hand the table shows now has them: hands shown at once
        # meanwhile (fast fold) must not find the button where this slide was going.
        return [[reset, Detach((moves, [st.place_markers]))]]

    def forced_bet(self, e: AntePosted | BlindPosted, model: TableModel) -> list[Step]:
        # Blinds and antes fly while the cards are dealt, as at a live table.
        steps: list[Step] = [[Detach(tuple(self._put_in(e.seat, e.amount)))]]
        if e.all_in:
            steps.append([self.stage.status(e.seat, _all_in, "allin")])
        return steps

    def _put_in(self, seat: int, amount: int) -> list[Step]:
        st = self.stage
        return [[st.set_stack(seat)],
                *st.fly_chips(amount, self.layout.seat_pos(seat), self.layout.bet_pos(seat),
                              speeds.BET_CHIPS, st.set_bet(seat))]

    def hole_card(self, e: HoleCardDealt, model: TableModel) -> list[Step]:
        person = e.seat == self.person_seat
        unknown = e.seat in self.hidden  # a card without a value is drawn by its back
        item = self.stage.new_card(None if unknown else e.card,
                                   PERSON_CARD if person else HOLE_CARD)
        self.stage.hole.setdefault(e.seat, []).append(item)
        end = self.layout.hole_pos(e.seat, e.index)
        tilt = (e.index - 0.5) * (PERSON_TILT if person else HOLE_TILT)
        flight: list[Step] = [[Move(item, "pos", end, speeds.DEAL_CARD),
                               Move(item, "rotation", tilt, speeds.DEAL_CARD)]]
        if person or self.reveal_all:
            flight.extend(self.stage.flip([item]))
        # The next card leaves the deck while this one is still in the air, as a dealer
        # pitches them: a whole deal takes well under a second.
        return [[Detach(tuple(flight)), Wait(speeds.DEAL_GAP)]]

    def burn(self, e: CardBurned, model: TableModel) -> list[Step]:
        st = self.stage
        count = model.burned
        if st.instant:
            return [[lambda: st.burn_pile.set_count(count)]]
        item = st.new_card(None, BURN_CARD)
        st.flying.append(item)

        def land() -> None:
            st.drop(item)
            st.burn_pile.set_count(count)

        return [[Move(item, "pos", st.burn_pile.pos(), speeds.BURN_CARD),
                 Move(item, "rotation", 7.0, speeds.BURN_CARD)], [land]]

    def board(self, e: BoardDealt, model: TableModel) -> list[Step]:
        st = self.stage
        shared = len(e.board) - len(e.cards)  # cards on the board before these
        if shared < len(st.board) <= BOARD_SIZE:  # the board run a second time begins
            st.second_common = shared
        start = len(st.board)
        items = []
        for k, card in enumerate(e.cards):
            item = st.new_card(card, BOARD_CARD)
            st.board.append(item)
            items.append((item, st.board_slot(start + k).center()))
        steps: list[Step] = [[Move(item, "pos", end, speeds.BOARD_CARD) for item, end in items]]
        for item, _ in items:
            steps.extend(st.flip([item]))
        steps.append([Wait(speeds.BOARD_PAUSE)])
        return steps

    def round_started(self, e: BettingRoundStarted, model: TableModel) -> list[Step]:
        seats = [self.stage.seat_items[s] for s in model.in_hand]

        def clear() -> None:
            for item in seats:
                if item.status_kind in ("action", "think"):
                    item.set_status("")

        return [[clear]]

    # ------------------------------------------------------------------ betting

    def action(self, e: ActionTaken, model: TableModel) -> list[Step]:
        st = self.stage
        seat = e.seat
        label = lambda: texts.action_label(e)  # noqa: E731 - said again on a language change
        kind = "allin" if e.all_in else ("fold" if e.action == "fold" else "action")
        steps: list[Step] = [[lambda: st.seat_items[seat].set_active(False),
                              st.status(seat, label, kind), st.set_stack(seat)]]
        cards = st.hole.get(seat, [])
        twice = speeds.DEAL_CARD * 2
        if e.action == "fold" and (self.keep_folded or seat == self.person_seat):
            # The person still sees the hand they folded, dimmed (the replayer: every hand).
            steps.append([Detach(([Move(c, "opacity", FOLD_DIM, twice) for c in cards],))])
        elif e.action == "fold":
            muck = self.layout.centre
            steps.append([Detach(([m for c in cards for m in (
                Move(c, "pos", muck, twice), Move(c, "opacity", 0.0, twice))],))])
        elif e.amount > 0:
            steps.extend(st.fly_chips(e.amount, self.layout.seat_pos(seat),
                                      self.layout.bet_pos(seat), speeds.BET_CHIPS,
                                      st.set_bet(seat)))
        return steps

    def bet_returned(self, e: BetReturned, model: TableModel) -> list[Step]:
        st = self.stage
        return [[st.set_bet(e.seat)],
                *st.fly_chips(e.amount, self.layout.bet_pos(e.seat),
                              self.layout.seat_pos(e.seat), speeds.RETURN_BET,
                              st.set_stack(e.seat))]

    def collected(self, e: BetsCollected, model: TableModel) -> list[Step]:
        st = self.stage
        count = len(model.pots)
        target = self.layout.pot_pos(count - 1, count)
        clear_bets = [st.set_bet(seat) for seat, _ in e.amounts]
        if st.instant:
            return [[*clear_bets, st.refresh_pots]]
        flights: Step = []
        landings: Step = []
        for seat, amount in e.amounts:
            fly = st.fly_chips(amount, self.layout.bet_pos(seat), target, speeds.SWEEP_BETS,
                               lambda: None)
            flights.extend(fly[0])
            landings.extend(fly[1] if len(fly) > 1 else [])
        return [[*clear_bets, *flights], [*landings, st.refresh_pots]]

    # ------------------------------------------------------------------ showdown

    def revealed(self, e: HandsRevealed, model: TableModel) -> list[Step]:
        hole = self.stage.hole
        cards = [c for seat, _ in e.hands for c in hole.get(seat, []) if not c.face_up]
        return self.stage.flip(cards) if cards else []

    def shown(self, e: HandShown, model: TableModel) -> list[Step]:
        cards = [c for c in self.stage.hole.get(e.seat, []) if not c.face_up]
        steps = self.stage.flip(cards) if cards else []
        steps.append([self.stage.status(e.seat, lambda: texts.category_name(e.category),
                                        "show")])
        return steps

    def mucked(self, e: HandMucked, model: TableModel) -> list[Step]:
        st = self.stage
        cards = st.hole.get(e.seat, [])
        # The person still sees the hand they lost with (dimmed); the table sees a muck.
        keep = self.keep_folded or e.seat == self.person_seat

        def muck() -> None:
            for c in cards:
                if not keep:
                    c.set_face_up(False)
                c.set_mucked(True)
            st.seat_items[e.seat].set_status(lambda: translate("TableScene", "Mucked"), "fold")

        return [[muck]]

    def awarded(self, e: PotAwarded, model: TableModel) -> list[Step]:
        st = self.stage
        steps: list[Step] = []
        shown = model.shown.get(e.shares[0][0])
        if shown is not None:
            steps.append([*self._raise_winning_cards(e, shown),
                          lambda: st.banner.set_text(self._showdown_banner(e, shown))])
            steps.append([Wait(speeds.SHOWDOWN_PAUSE)])
        count = sum(1 for p in model.pots if p.amount > 0) + len(e.pots)
        start = self.layout.pot_pos(min(e.pots[0], count - 1), max(1, count))
        flights: Step = []
        landings: Step = []

        def empty_pots() -> None:
            for index in e.pots:
                if index < len(st.pot_items):
                    st.pot_items[index].set_amount(0)
            st.show_total()

        for seat, share in e.shares:
            def label(share: int = share) -> str:
                #: status under a seat that won chips; %1 the amount
                return translate("TableScene", "Wins %1").replace("%1", st.amounts.text(share))

            arrive = st.fly_chips(share, start, self.layout.seat_pos(seat), speeds.PUSH_POT,
                                  st.set_stack(seat))
            flights.extend(arrive[0])
            if len(arrive) > 1:
                landings.extend(arrive[1])
            landings.append(st.status(seat, label, "win"))
        steps.append([empty_pots, *flights])
        steps.append(landings)
        return steps

    def _raise_winning_cards(self, e: PotAwarded, shown: HandShown) -> Step:
        """The five cards that play rise; the board cards that do not are dimmed."""
        best = set(shown.best_five)
        moves: Step = []
        for i, card in enumerate(self.stage.board):
            slot = self.stage.board_slot(i).center()
            up = card.card in best
            moves.append(Move(card, "pos", slot - QPointF(0, RAISE_BOARD if up else 0),
                              speeds.FLIP_CARD))
            moves.append(Move(card, "opacity", 1.0 if up else LOSER_DIM, speeds.FLIP_CARD))
        winners = dict(e.shares)
        for seat, cards in self.stage.hole.items():
            for k, card in enumerate(cards):
                if card.opacity() == 0 or card.mucked:
                    continue
                up = seat in winners and card.card in best
                moves.append(Move(card, "pos", self.layout.hole_pos(seat, k)
                                  - QPointF(0, RAISE_HOLE if up else 0), speeds.FLIP_CARD))
        return moves

    def _showdown_banner(self, e: PotAwarded, shown: HandShown) -> Callable[[], str]:
        winners = tuple(s for s, _ in e.shares)
        person, name_of = self.person_seat, self.stage.name_of
        return lambda: banner_words.showdown(winners, person, name_of, shown)

    def hand_ended(self, e: HandEnded, model: TableModel) -> list[Step]:
        sets = [self.stage.set_stack(seat) for seat, _ in e.stacks]
        return [[*sets, self.stage.refresh_pots], [Wait(speeds.HAND_END_PAUSE)]]

    # ------------------------------------------------------------------ the session

    def person_to_act(self, e: PersonToAct, model: TableModel) -> list[Step]:
        return [[lambda: self.stage.seat_items[e.seat].set_active(True)]]

    def unseen(self, e: PersonToShow | BotReasoned | RoundPlayed, model: TableModel) -> list[Step]:
        """Nothing on the table moves: the Show / Muck bar asks (showdown_choice.py); a bot's
        reason, a tournament's round are news for other observers."""
        return []

    def bot_to_act(self, e: BotToAct, model: TableModel) -> list[Step]:
        def think() -> None:
            item = self.stage.seat_items[e.seat]
            item.set_active(True)
            if item.status_kind != "allin":
                item.set_status(lambda: translate("TableScene", "Thinking…"), "think")

        return [[think]]

    def wrapped(self, e: HandWrapped, model: TableModel) -> list[Step]:
        items = self.stage.seat_items

        def wrap() -> None:
            for seat, stack in e.stacks:
                items[seat].set_stack(stack)
            for seat in e.busted:
                items[seat].out = True
                items[seat].set_status(lambda: translate("TableScene", "Busted"), "out")

        return [[wrap]]

    def rebought(self, e: Rebought, model: TableModel) -> list[Step]:
        def rebuy() -> None:
            item = self.stage.seat_items[e.seat]
            item.out = False
            item.set_stack(e.stack)
            item.set_status(lambda: translate("TableScene", "Rebought"), "action")

        return [[rebuy]]

    def game_over(self, e: GameOver, model: TableModel) -> list[Step]:
        first = e.standings[0][0] if e.standings else None
        person, name_of = self.person_seat, self.stage.name_of
        if e.practice:  # the practice hand's end, not a game's
            return [[lambda: self.stage.banner.set_text(banner_words.practice_over)]]
        return [[lambda: self.stage.banner.set_text(
            lambda: banner_words.game_over(first, person, name_of))]]

    REACTIONS: ClassVar[Mapping[type, Callable[[Plans, Any, TableModel], list[Step]]]] = {
        HandStarted: hand_started,
        AntePosted: forced_bet,
        BlindPosted: forced_bet,
        HoleCardDealt: hole_card,
        CardBurned: burn,
        BoardDealt: board,
        BettingRoundStarted: round_started,
        ActionTaken: action,
        BetReturned: bet_returned,
        BetsCollected: collected,
        HandsRevealed: revealed,
        HandShown: shown,
        HandMucked: mucked,
        PotAwarded: awarded,
        HandEnded: hand_ended,
        PersonToAct: person_to_act,
        PersonToShow: unseen,
        BotToAct: bot_to_act,
        BotReasoned: unseen,
        HandWrapped: wrapped,
        RoundPlayed: unseen,
        Rebought: rebought,
        GameOver: game_over,
    }


def _all_in() -> str:
    return translate("TableScene", "All-in")


PLANS = Plans.REACTIONS
"""The plan for each event type (a test checks every event type has one)."""
