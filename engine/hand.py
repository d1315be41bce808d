"""One hand of Texas Hold'em as a state machine.

The state advances by itself through everything nobody decides (antes, blinds, dealing, burning,
collecting bets, showdown, awarding pots) and stops whenever a player must act. Every step
appends frozen events to :attr:`HandState.events`; each action returns the events it caused.

Players are addressed by *hand position*: 0 is the first player left of the button and the
button is last (heads-up, position 0 is the big blind and the button posts the small blind).
This is PokerKit's and PHH's order, so histories map one to one. Events carry table seats.

Each action comes as a trio, as in PokerKit: ``verify_x`` raises
:class:`~engine.errors.IllegalActionError` with a reason code, ``can_x`` answers yes or no, and
``x`` does it. A refused action leaves the state exactly as it was.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from engine.actions import Action, ActionKind, LegalActions
from engine.cards import Card, Deck
from engine.config import Betting, HandConfig
from engine.errors import ConfigError, IllegalActionError
from engine.events import (
    ActionTaken,
    AntePosted,
    BetReturned,
    BetsCollected,
    BettingRoundStarted,
    BlindPosted,
    BoardDealt,
    CardBurned,
    HandEnded,
    HandEvent,
    HandMucked,
    HandShown,
    HandsRevealed,
    HandStarted,
    HoleCardDealt,
    Pot,
    PotAwarded,
    Street,
)
from engine.hand_value import HandValue, evaluate, strength_unchecked, value_of
from engine.pots import side_pots, split_pot

_BOARD_SIZES = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}
_NEXT_STREET = {Street.PREFLOP: Street.FLOP, Street.FLOP: Street.TURN, Street.TURN: Street.RIVER}


class HandState:
    """A hand from the first ante to the last chip pushed.

    :param config: the rules.
    :param stacks: each player's chips at the start, by hand position (button last).
    :param seats: table seat of each position (defaults to 0..n-1).
    :param deck: the deck to deal from; a fresh cryptographically shuffled one by default.
    :param hand_number: shown in events and histories.
    :param show_all: every live hand is shown at showdown (teaching mode); otherwise a hand
        that cannot win any pot is mucked.
    :param antes: per-position antes, overriding the config's (a big-blind ante, replays).
    :param blinds: per-position blinds and straddles in PHH order (small blind, big blind,
        straddles...; heads-up the big blind is posted by position 0 as in PHH), overriding
        the config's.
    :param mucks: positions that muck at showdown whatever they hold (replayed histories).
    :raises ConfigError: fewer than two players, more than the deck can serve, a stack that is
        not positive, or a deck of the wrong kind.
    """

    def __init__(
        self,
        config: HandConfig,
        stacks: Sequence[int],
        seats: Sequence[int] | None = None,
        deck: Deck | None = None,
        hand_number: int = 1,
        show_all: bool = False,
        antes: Sequence[int] | None = None,
        blinds: Sequence[int] | None = None,
        mucks: Iterable[int] = (),
    ) -> None:
        n = len(stacks)
        if n < 2:
            raise ConfigError("too_few_players", "a hand needs at least two players")
        if n > (10 if config.short_deck else 22):
            raise ConfigError("too_many_players", f"{n} players are too many for this deck")
        if any(s <= 0 for s in stacks):
            raise ConfigError("empty_stack", "every player in a hand needs chips")
        self.seats: tuple[int, ...] = tuple(seats) if seats is not None else tuple(range(n))
        if len(self.seats) != n or len(set(self.seats)) != n:
            raise ConfigError("bad_seats", "each player needs one distinct seat")
        if deck is None:
            deck = Deck.shuffled(short_deck=config.short_deck)
        if deck.short_deck != config.short_deck:
            raise ConfigError("wrong_deck", "the deck does not match the variant")

        self._position = {seat: i for i, seat in enumerate(self.seats)}
        self.config = config
        self.hand_number = hand_number
        self.show_all = show_all
        self.player_count = n
        self.starting_stacks: tuple[int, ...] = tuple(stacks)
        self.stacks: list[int] = list(stacks)
        self.bets: list[int] = [0] * n  # this round, not yet collected
        self._top_bet = 0  # max(self.bets), kept up to date because every rule asks for it
        self._live_count = n  # players not folded
        self.contributed: list[int] = [0] * n  # collected into the middle so far
        self.folded: list[bool] = [False] * n
        self.hole: list[list[Card]] = [[] for _ in range(n)]
        self.board: list[Card] = []
        self.burned: list[Card] = []
        self.pots: list[Pot] = []
        self.street: Street = Street.PREFLOP
        self.events: list[HandEvent] = []
        self.finished = False
        self.revealed = False
        self.values: dict[int, HandValue] = {}
        self.shown: list[int] = []  # positions that showed at showdown, in order
        self.mucks = frozenset(mucks)
        self.antes: tuple[int, ...] = (
            tuple(antes) if antes is not None else (config.ante,) * n
        )
        raw = list(blinds) if blinds is not None else [config.small_blind, config.big_blind]
        raw += [0] * (n - len(raw))
        if n == 2:
            raw = [raw[1], raw[0]]
        self.blinds: tuple[int, ...] = tuple(raw[:n])
        if len(self.antes) != n or any(a < 0 for a in self.antes) or any(
            b < 0 for b in self.blinds
        ):
            raise ConfigError("bad_forced_bets", "one non-negative ante and blind per player")
        self._deck = deck

        # Betting-round bookkeeping, PokerKit-style: who still has to act, who has acted since
        # the last full raise, the size of the last full raise, and short all-ins since then.
        self._to_act: deque[int] = deque()
        self._acted: set[int] = set()
        self._completion = 0
        self._raise_count = 0
        self._short_all_ins: list[int] = []
        self.last_aggressor: int | None = None

        self._start()

    # ------------------------------------------------------------------ public queries

    @property
    def actor(self) -> int | None:
        """Hand position of the player to act, or ``None`` while nobody is to act."""
        return self._to_act[0] if self._to_act and not self.finished else None

    @property
    def actor_seat(self) -> int | None:
        actor = self.actor
        return None if actor is None else self.seats[actor]

    def position_of(self, seat: int) -> int:
        """Hand position of a table seat."""
        return self._position[seat]

    @property
    def pot_total(self) -> int:
        """Every chip in the middle, this round's bets included."""
        return sum(p.amount for p in self.pots) + sum(self.bets)

    @property
    def live(self) -> list[int]:
        """Positions still in the hand."""
        return [i for i in range(self.player_count) if not self.folded[i]]

    def legal_actions(self) -> LegalActions | None:
        """The choices of the player to act, or ``None`` when nobody is to act."""
        i = self.actor
        if i is None:
            return None
        owed = self._top_bet - self.bets[i]
        limits = self._raise_limits(i)
        return LegalActions(
            seat=self.seats[i],
            can_fold=owed > 0,
            can_check=owed == 0,
            call_amount=min(owed, self.stacks[i]) if owed > 0 else None,
            min_raise_to=limits[0] if limits else None,
            max_raise_to=limits[1] if limits else None,
            raise_is_bet=self._top_bet == 0,
            current_bet=self.bets[i],
            stack=self.stacks[i],
            pot=self.pot_total,
        )

    def deck_remaining(self) -> list[Card]:
        """Undealt cards, top first: for replays and tests, never for players."""
        return self._deck.remaining()

    # ------------------------------------------------------------------ verify / can / do

    def _require_actor(self) -> int:
        i = self.actor
        if i is None:
            raise IllegalActionError("no_actor", "nobody is to act")
        return i

    def verify_fold(self) -> None:
        """:raises IllegalActionError: nobody is to act, or checking is free."""
        i = self._require_actor()
        if self.bets[i] >= self._top_bet:
            raise IllegalActionError(
                "fold_when_check", "there is no bet to fold to; check instead"
            )

    def verify_check(self) -> None:
        """:raises IllegalActionError: nobody is to act, or there is a bet to call."""
        i = self._require_actor()
        owed = self._top_bet - self.bets[i]
        if owed > 0:
            raise IllegalActionError(
                "check_facing_bet", f"there is a bet of {owed} to call", amount=owed
            )

    def verify_call(self) -> None:
        """:raises IllegalActionError: nobody is to act, or there is nothing to call."""
        i = self._require_actor()
        if self.bets[i] >= self._top_bet:
            raise IllegalActionError("nothing_to_call", "there is no bet to call; check instead")

    def verify_bet_or_raise(self, to: int | None = None) -> None:
        """Check that the player to act may bet or raise, and (given ``to``) to that amount.

        :raises IllegalActionError: with codes ``no_actor``, ``raise_closed`` (a short all-in
            did not reopen the betting), ``cap_reached``, ``must_call`` (the player has no
            chips beyond the call), ``nobody_to_raise`` (everyone else is all-in) or
            ``amount_out_of_range`` (details ``minimum`` and ``maximum``).
        """
        i = self._require_actor()
        reason = self._raise_closed_reason(i)
        if reason is not None:
            raise IllegalActionError(reason[0], reason[1])
        if to is not None:
            low, high = self._raise_limits_open(i)
            if not low <= to <= high:
                raise IllegalActionError(
                    "amount_out_of_range",
                    f"a bet or raise must be to between {low} and {high}, not {to}",
                    minimum=low,
                    maximum=high,
                    amount=to,
                )

    def can_fold(self) -> bool:
        return self._can(self.verify_fold)

    def can_check(self) -> bool:
        return self._can(self.verify_check)

    def can_call(self) -> bool:
        return self._can(self.verify_call)

    def can_bet_or_raise(self, to: int | None = None) -> bool:
        try:
            self.verify_bet_or_raise(to)
        except IllegalActionError:
            return False
        return True

    @staticmethod
    def _can(verify: object) -> bool:
        try:
            verify()  # type: ignore[operator]
        except IllegalActionError:
            return False
        return True

    def fold(self) -> list[HandEvent]:
        self.verify_fold()
        mark = len(self.events)
        i = self._take_turn()
        self.folded[i] = True
        self._live_count -= 1
        self._emit(ActionTaken(self.seats[i], self.street, "fold", 0, self.bets[i], False,
                               self.stacks[i]))
        self._after_action()
        return self.events[mark:]

    def check(self) -> list[HandEvent]:
        self.verify_check()
        mark = len(self.events)
        i = self._take_turn()
        self._emit(ActionTaken(self.seats[i], self.street, "check", 0, self.bets[i], False,
                               self.stacks[i]))
        self._after_action()
        return self.events[mark:]

    def call(self) -> list[HandEvent]:
        self.verify_call()
        mark = len(self.events)
        i = self._take_turn()
        amount = min(self._top_bet - self.bets[i], self.stacks[i])
        self._put_in(i, amount)
        self._emit(ActionTaken(self.seats[i], self.street, "call", amount, self.bets[i],
                               self.stacks[i] == 0, self.stacks[i]))
        self._after_action()
        return self.events[mark:]

    def bet_or_raise(self, to: int) -> list[HandEvent]:
        """Bet or raise so that the player's total bet in this round is ``to``."""
        self.verify_bet_or_raise(to)
        mark = len(self.events)
        is_bet = self._top_bet == 0
        increment = to - self._top_bet
        i = self._take_turn()
        put = to - self.bets[i]
        self._put_in(i, put)
        self._to_act = deque(
            j for j in self._order_from(i + 1)
            if j != i and not self.folded[j] and self.stacks[j] > 0
        )
        if increment >= self._completion:
            self._acted = {i}
        self._completion = max(self._completion, increment)
        self._raise_count += 1
        if self.stacks[i] > 0:
            self._short_all_ins.clear()
        else:
            self._short_all_ins.append(increment)
        if sum(self._short_all_ins) >= self._completion:
            self._short_all_ins.clear()
        self.last_aggressor = i
        self._emit(ActionTaken(self.seats[i], self.street, "bet" if is_bet else "raise",
                               put, to, self.stacks[i] == 0, self.stacks[i]))
        self._after_action()
        return self.events[mark:]

    def act(self, action: Action) -> list[HandEvent]:
        """Apply any action; bet and raise are interchangeable (the state knows which)."""
        if action.kind is ActionKind.FOLD:
            return self.fold()
        if action.kind is ActionKind.CHECK:
            return self.check()
        if action.kind is ActionKind.CALL:
            return self.call()
        if action.amount is None:
            raise IllegalActionError("amount_missing", "a bet or raise needs an amount")
        return self.bet_or_raise(action.amount)

    # ------------------------------------------------------------------ betting rules

    def _raise_closed_reason(self, i: int) -> tuple[str, str] | None:
        owed = self._top_bet - self.bets[i]
        call_amount = min(self.stacks[i], owed)
        if owed > 0 and call_amount < self._completion:
            return "raise_closed", "a short all-in does not reopen the betting"
        cfg = self.config
        if (
            cfg.limited
            and cfg.bet_cap is not None
            and self._raise_count >= cfg.bet_cap
            and not (cfg.cap_lifted_heads_up and self._live_count == 2)
        ):
            return "cap_reached", "the betting is capped in this round"
        if (
            self._short_all_ins
            and sum(self._short_all_ins) < self._completion
            and i in self._acted
        ):
            return "raise_closed", "a short all-in does not reopen the betting"
        if self.stacks[i] <= owed:
            return "must_call", "all remaining chips are needed to call"
        if not any(
            j != i and not self.folded[j] and self.stacks[j] + self.bets[j] > self._top_bet
            for j in range(self.player_count)
        ):
            return "nobody_to_raise", "every other player is all-in"
        return None

    def _raise_limits_open(self, i: int) -> tuple[int, int]:
        """(min, max) "to" amounts, assuming raising is open for position ``i``."""
        cfg = self.config
        top = self._top_bet
        all_in_to = self.stacks[i] + self.bets[i]
        if cfg.betting is Betting.FIXED_LIMIT:
            size = cfg.street_bet(self.street)
            low = top + max(self._completion, size)
            high = low
        elif cfg.betting is Betting.SPREAD_LIMIT:
            size = cfg.street_bet(self.street)
            low = top + min(max(self._completion, cfg.big_blind), size)
            high = top + max(size, self._completion)
        else:
            low = top + max(self._completion, cfg.big_blind)
            if cfg.betting is Betting.POT_LIMIT:
                high = max(low, 2 * top - self.bets[i] + self.pot_total)
            else:
                high = all_in_to
        return min(low, all_in_to), min(high, all_in_to)

    def _raise_limits(self, i: int) -> tuple[int, int] | None:
        if self._raise_closed_reason(i) is not None:
            return None
        return self._raise_limits_open(i)

    # ------------------------------------------------------------------ the automatic parts

    def _emit(self, event: HandEvent) -> None:
        self.events.append(event)

    def _order_from(self, start: int) -> list[int]:
        n = self.player_count
        return [(start + k) % n for k in range(n)]

    def _put_in(self, i: int, amount: int) -> None:
        self.stacks[i] -= amount
        self.bets[i] += amount
        if self.bets[i] > self._top_bet:
            self._top_bet = self.bets[i]

    def _take_turn(self) -> int:
        i = self._to_act.popleft()
        self._acted.add(i)
        return i

    def _start(self) -> None:
        cfg = self.config
        n = self.player_count
        labels = ["small", "big"] + ["straddle"] * (n - 2)
        if n == 2:
            labels = ["big", "small"]
        sb_pos = labels.index("small")
        bb_pos = labels.index("big")
        self._emit(HandStarted(
            hand_number=self.hand_number,
            seats=self.seats,
            stacks=self.starting_stacks,
            button=self.seats[-1],
            small_blind_seat=self.seats[sb_pos] if self.blinds[sb_pos] else None,
            big_blind_seat=self.seats[bb_pos] if self.blinds[bb_pos] else None,
            small_blind=cfg.small_blind,
            big_blind=cfg.big_blind,
            ante=cfg.ante,
            betting=cfg.betting.value,
            short_deck=cfg.short_deck,
        ))
        if any(self.antes):
            for i in range(n):
                amount = min(self.antes[i], self.stacks[i])
                if amount:
                    self.stacks[i] -= amount
                    self.contributed[i] += amount
                    self._emit(AntePosted(self.seats[i], amount, self.stacks[i] == 0))
            self._refresh_pots()
            self._emit(BetsCollected(
                Street.PREFLOP,
                tuple((self.seats[i], self.contributed[i]) for i in range(n)
                      if self.contributed[i]),
                tuple(self.pots),
            ))
        for pos in sorted(range(n), key=self.blinds.__getitem__):  # stable: ties keep order
            amount = min(self.blinds[pos], self.stacks[pos])
            if amount:
                self._put_in(pos, amount)
                self._emit(BlindPosted(self.seats[pos], labels[pos], amount,
                                       self.stacks[pos] == 0))
        draw, emit, seats, hole = self._deck.draw, self.events.append, self.seats, self.hole
        for k in (0, 1):
            for i in range(n):
                card = draw()
                hole[i].append(card)
                emit(HoleCardDealt(seats[i], card, k))
        self._begin_round()

    def _begin_round(self) -> None:
        cfg = self.config
        if self.street is Street.PREFLOP:
            # The first to act sits left of the largest blind (ties: the later position).
            top = max(range(self.player_count), key=lambda j: (self.bets[j], j))
            opener = (top + 1) % self.player_count
            self._raise_count = 1 if (cfg.blind_counts_as_bet and self._top_bet > 0) else 0
        else:
            opener = 0
            self._raise_count = 0
        self._completion = 0
        self._acted = set()
        self._short_all_ins = []
        # A player whose bet already covers everything any opponent could still put in has no
        # decision to make (a big blind facing only smaller all-ins), so is not asked.
        totals = sorted(self.bets[j] + self.stacks[j] for j in self.live)
        covering = totals[-2] if len(totals) > 1 else 0
        self._to_act = deque(
            j for j in self._order_from(opener)
            if not self.folded[j] and self.stacks[j] > 0 and covering - self.bets[j] > 0
        )
        self._emit(BettingRoundStarted(self.street, sum(p.amount for p in self.pots)))
        if not self._to_act or (
            len(self._to_act) == 1 and self.bets[self._to_act[0]] >= self._top_bet
        ):
            self._to_act.clear()
            self._end_round()
        else:
            self.last_aggressor = None

    def _after_action(self) -> None:
        if not self._to_act or self._live_count <= 1:
            self._to_act.clear()
            self._end_round()

    def _end_round(self) -> None:
        n = self.player_count
        bets = self.bets
        top = bets.index(self._top_bet)
        second = max(bets[:top] + bets[top + 1:], default=0)
        if self.bets[top] > second:
            excess = self.bets[top] - second
            self.bets[top] -= excess
            self.stacks[top] += excess
            self._top_bet = second
            self._emit(BetReturned(self.seats[top], excess))
        if any(self.bets):
            moved = tuple((self.seats[j], self.bets[j]) for j in range(n) if self.bets[j])
            for j in range(n):
                self.contributed[j] += self.bets[j]
                self.bets[j] = 0
            self._top_bet = 0
            self._refresh_pots()
            self._emit(BetsCollected(self.street, moved, tuple(self.pots)))
        else:
            self._refresh_pots()

        live = self.live
        if len(live) == 1:
            self._award_uncontested(live[0])
            return
        can_act = [j for j in live if self.stacks[j] > 0]
        if len(can_act) <= 1 and self.street is not Street.RIVER:
            if not self.revealed:
                self.revealed = True
                self._emit(HandsRevealed(tuple(
                    (self.seats[j], (self.hole[j][0], self.hole[j][1])) for j in live
                )))
            while self.street < Street.RIVER:
                self._deal_next_street()
            self._showdown()
            return
        if self.street is Street.RIVER:
            self._showdown()
            return
        self._deal_next_street()
        self._begin_round()

    def _deal_next_street(self) -> None:
        self.street = _NEXT_STREET[self.street]
        if self.config.burn_cards:
            card = self._deck.draw()
            self.burned.append(card)
            self._emit(CardBurned(card, self.street))
        cards = tuple(self._deck.draw() for _ in range(_BOARD_SIZES[self.street]))
        self.board.extend(cards)
        self._emit(BoardDealt(self.street, cards, tuple(self.board)))

    def _refresh_pots(self) -> None:
        in_hand = [not f for f in self.folded]
        self.pots = [
            Pot(amount, tuple(self.seats[j] for j in eligible))
            for amount, eligible in side_pots(self.contributed, in_hand)
        ]

    def _award_uncontested(self, winner: int) -> None:
        for index, pot in enumerate(self.pots):
            self.stacks[winner] += pot.amount
            self._emit(PotAwarded((index,), pot.amount, pot.eligible,
                                  ((self.seats[winner], pot.amount),), None, None))
        self._finish()

    def _showdown(self) -> None:
        live = self.live
        short = self.config.short_deck
        board = self.board
        strengths = {j: strength_unchecked(self.hole[j] + board, short) for j in live}
        first = self.last_aggressor if self.last_aggressor in strengths else live[0]
        assert first is not None
        order = [j for j in self._order_from(first) if j in strengths]
        position = self._position
        pots = [(pot, [position[s] for s in pot.eligible]) for pot in self.pots]
        best_shown: dict[int, int] = {}  # pot index -> best strength shown so far
        for j in order:
            strength = strengths[j]
            must_show = self.show_all or self.revealed or not best_shown
            if j in self.mucks:
                self._emit(HandMucked(self.seats[j]))
                continue
            could_win = any(
                j in eligible and strength >= best_shown.get(k, -1)
                for k, (_, eligible) in enumerate(pots)
            )
            if must_show or could_win:
                self.shown.append(j)
                for k, (_, eligible) in enumerate(pots):
                    if j in eligible:
                        best_shown[k] = max(best_shown.get(k, -1), strength)
                v = self.values[j] = value_of(self.hole[j] + board, strength, short)
                self._emit(HandShown(self.seats[j], tuple(self.hole[j]), v.category,
                                     v.strength, v.cards, v.ranks))
            else:
                self._emit(HandMucked(self.seats[j]))
        # Pots won by exactly the same players are pushed together, as a dealer would, so a
        # split leaves as few odd chips as possible.
        groups: list[tuple[list[int], int, list[int]]] = []  # (pot indices, amount, winners)
        for k, (pot, eligible) in enumerate(pots):
            claimants = [j for j in eligible if j in self.shown]
            if not claimants:  # everyone eligible mucked: the pot stays with its owners
                claimants = [j for j in eligible]
                self.shown.extend(j for j in claimants if j not in self.shown)
            best = max(strengths[j] for j in claimants)
            winners = [j for j in claimants if strengths[j] == best]
            if groups and groups[-1][2] == winners:
                groups[-1][0].append(k)
                groups[-1] = (groups[-1][0], groups[-1][1] + pot.amount, winners)
            else:
                groups.append(([k], pot.amount, winners))
        for indices, amount, winners in groups:
            shares = split_pot(amount, winners, self.config.odd_chip)
            for j, share in zip(winners, shares, strict=True):
                self.stacks[j] += share
            value = self.values.get(winners[0]) or evaluate(self.hole[winners[0]] + self.board,
                                                             short)
            self._emit(PotAwarded(
                tuple(indices), amount, self.pots[indices[0]].eligible,
                tuple((self.seats[j], s) for j, s in zip(winners, shares, strict=True)),
                value.category, value.strength,
            ))
        self._finish()

    def _finish(self) -> None:
        self.finished = True
        self._to_act.clear()
        self._emit(HandEnded(
            self.hand_number,
            tuple((self.seats[j], self.stacks[j]) for j in range(self.player_count)),
            tuple(
                (self.seats[j], self.stacks[j] - self.starting_stacks[j])
                for j in range(self.player_count)
            ),
        ))
