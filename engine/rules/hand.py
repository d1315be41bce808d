"""One hand of Texas Hold'em as a state machine.

The state advances by itself through everything nobody decides (antes, blinds, dealing, burning,
collecting bets, showdown, awarding pots) and stops whenever a player must act. Every step
appends frozen events to :attr:`HandState.events`; each action returns the events it caused.

Players are addressed by *hand position*: 0 is the first player left of the button and the
button is last (heads-up, position 0 is the big blind and the button posts the small blind).
This is PokerKit's and PHH's order, so histories map one to one. Events carry table seats.

Each action comes as a trio, as in PokerKit: ``verify_x`` raises
:class:`~engine.core.errors.IllegalActionError` with a reason code, ``can_x`` answers yes or no, and
``x`` does it. A refused action leaves the state exactly as it was.

Tests: tests/engine/rules/test_hand_rules.py, tests/engine/rules/test_hand_seats.py,
tests/engine/rules/test_free_folds.py
"""

from __future__ import annotations

from bisect import bisect_left
from bisect import bisect_right
from bisect import insort
from collections import deque
from collections.abc import Callable
from collections.abc import Generator
from collections.abc import Iterable
from collections.abc import Sequence
from enum import Enum
from functools import lru_cache
from itertools import compress
from itertools import repeat
from operator import sub

from engine.core.cards import Card
from engine.core.cards import Deck
from engine.core.checks import require_bool
from engine.core.checks import require_int
from engine.core.checks import require_int_list
from engine.core.errors import ConfigError
from engine.core.errors import DeckError
from engine.core.errors import IllegalActionError
from engine.core.frozen import builder
from engine.evaluation.hand_value import HandValue
from engine.evaluation.hand_value import evaluate
from engine.evaluation.hand_value import straight_over_trips
from engine.evaluation.hand_value import strengths_with_board
from engine.evaluation.hand_value import value_of_bits
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandEnded
from engine.rules.events import HandEvent
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.rules.pots import side_pots
from engine.rules.pots import split_pot

_BOARD_SIZES = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}
_NEXT_STREET = {Street.PREFLOP: Street.FLOP, Street.FLOP: Street.TURN, Street.TURN: Street.RIVER}
_BETTING_CODE = {b: b.value for b in Betting}  # an enum's ``.value`` is a slow property

# The state machine builds its events through builders that return the very same objects as
# calling the classes, in about half the time (see engine.core.frozen.builder).
_ActionTaken = builder(ActionTaken)
_AntePosted = builder(AntePosted)
_BetReturned = builder(BetReturned)
_BetsCollected = builder(BetsCollected)
_BettingRoundStarted = builder(BettingRoundStarted)
_BlindPosted = builder(BlindPosted)
_BoardDealt = builder(BoardDealt)
_CardBurned = builder(CardBurned)
_HandEnded = builder(HandEnded)
_HandMucked = builder(HandMucked)
_HandShown = builder(HandShown)
_HandsRevealed = builder(HandsRevealed)
_HandStarted = builder(HandStarted)
_HoleCardDealt = builder(HoleCardDealt)
_Pot = builder(Pot)
_PotAwarded = builder(PotAwarded)


@lru_cache(maxsize=32)
def _orders(n: int) -> tuple[tuple[int, ...], ...]:
    """For each start position, all ``n`` positions in turn order from it."""
    return tuple(tuple((start + k) % n for k in range(n)) for start in range(n))


STRADDLE = "straddle"
"""A blind after the big blind and larger than it (an imported hand's straddle)."""
EXTRA_BIG = "extra"
"""A blind after the big blind and no larger than it: a big blind posted out of turn by a
player new to the table or coming back (an imported hand)."""
BUTTON_BLIND = "button"
"""The one blind of a game where the button alone posts one (PokerStars' 6+ Hold'em,
GGPoker's short deck)."""


def _blind_label(labels: tuple[str, ...], pos: int, blinds: Sequence[int], big: int) -> str:
    """What position ``pos``'s blind is: its place's name (``labels``), but the button's
    blind where nobody posts a small or big blind, the big blind itself where the big
    blind's place posts none and this is the first blind after it, a big blind posted out of
    turn where it is no larger than the big blind's, and a straddle only when larger."""
    n = len(blinds)
    if pos == n - 1 and not any(blinds[:-1 if n == 2 else 2]):
        return BUTTON_BLIND
    label = labels[pos]
    if label != STRADDLE or blinds[pos] > big:
        return label
    return "big" if not any(blinds[1:pos]) else EXTRA_BIG


@lru_cache(maxsize=32)
def _blind_labels(n: int) -> tuple[tuple[str, ...], int, int]:
    """Each position's blind name, and the small and big blind positions."""
    labels = ("big", "small") if n == 2 else ("small", "big") + (STRADDLE,) * (n - 2)
    return labels, labels.index("small"), labels.index("big")


@lru_cache(maxsize=256)
def _posting_order(blinds: tuple[int, ...]) -> tuple[int, ...]:
    """Positions in the order their blinds go in: smallest first, ties in position order."""
    return tuple(sorted(range(len(blinds)), key=blinds.__getitem__))


_NOBODY: tuple[int, ...] = ()  # the default of ``mucks`` and ``unknown``, told apart by identity
_NO_POSITIONS: frozenset[int] = frozenset()


class _Unset(Enum):
    """The default of ``verify_bet_or_raise(to)``: any amount (``None`` is refused, not this)."""

    ANY = 0


ANY_AMOUNT = _Unset.ANY

# Settles a pot whose winners the hand cannot tell (every hand eligible for it is unknown, or
# an unknown hand beat the shown ones): given the eligible positions, it names the winners
# among them (replays use the history's recorded winnings).
Settle = Callable[[tuple[int, ...]], Sequence[int]]


def _positions(choosers: object, n: int) -> frozenset[int]:
    """:raises ConfigError: ``bad_choosers`` unless ``choosers`` are hand positions."""
    if not isinstance(choosers, list | tuple | set | frozenset) or not all(
        type(j) is int and 0 <= j < n for j in choosers
    ):
        raise ConfigError("bad_choosers", "choosers are hand positions")
    return frozenset(choosers)


def _marked_positions(mucks: Iterable[int], unknown: Iterable[int],
                      n: int) -> list[frozenset[int]]:
    """The positions that muck whatever they hold and those whose cards nobody knows.

    :raises ConfigError: ``bad_mucks`` or ``bad_unknown`` unless they are hand positions.
    """
    marked = [_NO_POSITIONS, _NO_POSITIONS]
    if mucks is not _NOBODY or unknown is not _NOBODY:
        positions = range(n)
        for k, (name, given) in enumerate((("mucks", mucks), ("unknown", unknown))):
            if not isinstance(given, list | tuple | set | frozenset) or not all(
                type(j) is int and j in positions for j in given
            ):
                raise ConfigError(f"bad_{name}", f"{name} are hand positions")
            marked[k] = frozenset(given)
    return marked


def _checked_deck(deck: Deck | None, config: HandConfig, n: int) -> Deck:
    """The deck to deal from (a fresh shuffled one by default), checked now for every card
    the hand may need, so that no action can run out of cards halfway through its work.

    :raises ConfigError: not a deck, or a deck of the other variant.
    :raises DeckError: too few cards.
    """
    if deck is None:
        deck = Deck.shuffled(short_deck=config.short_deck)
    elif type(deck) is not Deck and not isinstance(deck, Deck):
        raise ConfigError("bad_deck", "deal from a Deck")
    if deck.short_deck != config.short_deck:
        raise ConfigError("wrong_deck", "the deck does not match the variant")
    if len(deck) < 2 * n + 5 + (3 if config.burn_cards else 0):
        raise DeckError("deck_too_small", "the deck has too few cards for this hand")
    return deck


def _owed_blind(bets: Sequence[int], stacks: Sequence[int], bb_pos: int, big_blind: int,
                top_bet: int) -> int:
    """The amount to call before the flop when the whole blind is owed
    (:attr:`HandConfig.full_blind_owed`): the big blind if its poster went all-in for less,
    else the largest bet posted. A big blind all-in from his ante, who posted nothing, owes
    it too: PokerStars asks the whole blind of the others then."""
    posted = bets[bb_pos]
    if posted < big_blind and stacks[bb_pos] == 0 and top_bet < big_blind:
        return big_blind
    return top_bet


def _bad_amount() -> IllegalActionError:
    return IllegalActionError("bad_amount", "a bet or raise is to a whole number of chips")


def _no_actor() -> IllegalActionError:
    return IllegalActionError("no_actor", "nobody is to act")


def _fold_when_check() -> IllegalActionError:
    return IllegalActionError("fold_when_check", "there is no bet to fold to; check instead")


def _check_facing_bet(owed: int) -> IllegalActionError:
    return IllegalActionError(
        "check_facing_bet", f"there is a bet of {owed} to call", amount=owed
    )


def _nothing_to_call() -> IllegalActionError:
    return IllegalActionError("nothing_to_call", "there is no bet to call; check instead")


def _out_of_range(low: int, high: int, to: int) -> IllegalActionError:
    return IllegalActionError(
        "amount_out_of_range",
        f"a bet or raise must be to between {low} and {high}, not {to}",
        minimum=low,
        maximum=high,
        amount=to,
    )


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
    :param unknown: positions whose hole cards nobody knows (replayed histories): the cards
        they were dealt are placeholders that never win or tie a pot. A pot that only such
        players can win is split among them, unless ``settle`` names its winners.
    :param settle: picks the winners of a pot that only unknown hands can win, and of a pot
        an unknown hand claims when it picks none of the shown hands that claim it too.
    :param ante_trimming: ``True``: antes are the players' contributions, and an ante above
        the second-largest is returned (PHH's ``ante_trimming_status``); ``False``: antes are
        dead money in the main pot, which every player still in can win. ``None`` (the
        default): the first when every player owes the same ante, the second when antes
        differ by seat (a big-blind ante is dead money, as card rooms play it).
    :param first_to_act: the position that opens the pre-flop betting, when it is not the
        one left of the largest blind (a big blind posted out of turn by a newcomer, as sites
        write it: the action still starts left of the regular big blind).
    :param free_folds: a player may fold even when checking is free (replayed histories
        record such folds; live play refuses them as a likely slip).
    :param choosers: positions (people at the table) asked whether to show or muck a hand
        that cannot win at showdown: the showdown stops there (:attr:`chooser`) until
        :meth:`show_or_muck` answers. Anyone else's such hand is mucked; a chooser who is
        all-in always shows.
    :param runs: how many times the rest of the board is dealt once nobody can bet any more
        before the river: 2 for a hand whose players ran it twice (replayed histories). Each
        pot is then split in halves, the first run's half taking the odd chip, and each half
        goes to the best hand on its own board; :attr:`board` keeps the first run's board and
        :attr:`second_board` the second's (empty when the board was run once).
    :param site_money: chips the house put in the main pot, which no player paid (a site's
        promotion: Run It Once's "Splash the Pot"; replayed histories). The winners' stacks
        end that much above what the players lost.
    :param straight_over_trips: short deck only: a straight beats three of a kind, as some
        sites rank it (GGPoker; replayed histories); Felt's own short deck ranks three of a
        kind higher. A flush beats a full house either way.
    :param half_bet_reopens: Fixed-Limit only: an all-in raise of at least half the street's
        bet reopens the betting as a full raise does (Robert's Rules of Poker, and sites such
        as PartyPoker play so; replayed histories). Off, only a full raise reopens it (TDA).
    :raises ConfigError: fewer than two players, more than the deck can serve, a stack that is
        not positive, a setting of the wrong type, or a deck of the wrong kind.
    :raises DeckError: the deck has too few cards for a whole hand.

    A hand, played: three players with 100 chips each, blinds of 1 and 2. A stacked deck
    makes it repeatable. The cards go one at a time from the left of the button, so the first
    three are everyone's first card; then come a burn card and the flop, a burn and the turn,
    a burn and the river:

    >>> from engine.core.cards import Deck, cards_str
    >>> from engine.rules.config import HandConfig
    >>> order = "As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c"
    >>> blinds = HandConfig(small_blind=1, big_blind=2)
    >>> hand = HandState(blinds, [100, 100, 100], deck=Deck.stacked(order))
    >>> [cards_str(cards) for cards in hand.hole]
    ['AsAd', 'KhKd', '7c2s']

    The constructor posts the blinds, deals and stops at the first decision. Position 0 (left
    of the button) posted the small blind, and the button, position 2, acts first:

    >>> hand.bets, hand.stacks, hand.actor
    ([1, 2, 0], [99, 98, 100], 2)
    >>> legal = hand.legal_actions()
    >>> legal.call_amount, legal.min_raise_to, legal.max_raise_to
    (2, 4, 100)

    Each action returns the events it caused: frozen dataclasses of codes and numbers.

    >>> (folded,) = hand.fold()
    >>> folded.seat, folded.action, folded.stack
    (2, 'fold', 100)
    >>> _ = hand.bet_or_raise(6)  # "to" amounts: the small blind raises to 6
    >>> [type(event).__name__ for event in hand.call()]
    ['ActionTaken', 'BetsCollected', 'CardBurned', 'BoardDealt', 'BettingRoundStarted']
    >>> cards_str(hand.board), hand.pots
    ('Qs8d4c', [Pot(amount=12, eligible=(0, 1))])

    A refused action raises an error with a code and leaves the hand as it was:

    >>> from engine.core.errors import IllegalActionError
    >>> try:
    ...     hand.call()
    ... except IllegalActionError as error:
    ...     print(error.code)
    nothing_to_call

    Once nobody can act any more, the hand deals the rest, shows down and pays by itself:

    >>> _ = hand.bet_or_raise(10)
    >>> _ = hand.bet_or_raise(94)  # all in
    >>> events = hand.call()
    >>> [type(event).__name__ for event in events[-4:]]
    ['HandShown', 'HandShown', 'PotAwarded', 'HandEnded']
    >>> hand.finished, cards_str(hand.board), hand.stacks
    (True, 'Qs8d4cTd3c', [200, 0, 100])

    Side pots: the short stack can win only what it matched from each player.

    >>> hand = HandState(blinds, [20, 50, 50], deck=Deck.stacked(order))
    >>> _ = hand.bet_or_raise(50), hand.call(), hand.call()  # everybody all in
    >>> hand.pots
    [Pot(amount=60, eligible=(0, 1, 2)), Pot(amount=60, eligible=(1, 2))]
    >>> hand.stacks  # the aces win the main pot, the kings the side pot
    [60, 60, 0]
    """

    # Slots, not an instance dict: with this many attributes a dict would no longer share its
    # keys, and every read of ``self.x`` on the hot path would become a dictionary lookup.
    __slots__ = (
        "_acted",
        "_active",
        "_ante_paid",
        "_burn",
        "_capped",
        "_choosers",
        "_collected",
        "_completion",
        "_dead_antes",
        "_deck",
        "_free_folds",
        "_half_bet_reopens",
        "_in_hand",
        "_live_count",
        "_opener",
        "_orders",
        "_position",
        "_pot_positions",
        "_pots_stale",
        "_raise_count",
        "_run",
        "_runs",
        "_seats_are_positions",
        "_settle",
        "_short_all_ins",
        "_showdown_rest",
        "_site_money",
        "_straight_over_trips",
        "_to_act",
        "_top_bet",
        "antes",
        "bets",
        "blinds",
        "board",
        "burned",
        "chooser",
        "config",
        "contributed",
        "events",
        "finished",
        "folded",
        "hand_number",
        "hole",
        "last_aggressor",
        "mucks",
        "player_count",
        "pots",
        "revealed",
        "seats",
        "second_board",
        "show_all",
        "shown",
        "shown_by_choice",
        "stacks",
        "starting_stacks",
        "street",
        "unknown",
        "values",
    )

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
        mucks: Iterable[int] = _NOBODY,
        unknown: Iterable[int] = _NOBODY,
        settle: Settle | None = None,
        ante_trimming: bool | None = None,
        free_folds: bool = False,
        first_to_act: int | None = None,
        choosers: Iterable[int] = _NOBODY,
        runs: int = 1,
        half_bet_reopens: bool = False,
        site_money: int = 0,
        straight_over_trips: bool = False,
    ) -> None:
        n = self._check_players(config, stacks, seats)
        if runs != 1 and runs != 2:
            raise ConfigError("bad_runs", "the board is run once or twice")
        self._runs = runs
        self._run = 0  # the run being dealt and paid: 0 a board run once, 1 or 2 run twice
        if site_money:
            require_int(site_money, "site_money", ConfigError, "bad_site_money", minimum=0)
        self._site_money = site_money
        self._straight_over_trips = straight_over_trips is True and config.short_deck
        self._half_bet_reopens = half_bet_reopens is True and config.betting is Betting.FIXED_LIMIT
        self.second_board: list[Card] = []
        self._check_options(n, hand_number, show_all, ante_trimming, free_folds, first_to_act,
                            settle)
        marked = _marked_positions(mucks, unknown, n)
        asked = _NO_POSITIONS if choosers is _NOBODY else _positions(choosers, n)
        deck = _checked_deck(deck, config, n)

        self._position: dict[int, int] | None = None  # seat -> position, made when asked
        self.config = config
        if config.free_folds:  # the table's rules allow it (HandConfig.free_folds)
            self._free_folds = True
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
        self._in_hand: list[bool] = [True] * n  # not folded, as side_pots wants it
        self._active: list[int] = []  # positions not folded and not all-in, ascending
        self.hole: list[list[Card]] = []  # dealt in _start
        self.board: list[Card] = []
        self.burned: list[Card] = []
        self.pots: list[Pot] = []
        self._pot_positions: list[tuple[int, ...]] = []  # each pot's eligible positions
        self._collected = 0  # chips in self.pots
        self._pots_stale = False  # a fold since the pots were last worked out
        self.street: Street = Street.PREFLOP
        self.events: list[HandEvent] = []
        self.finished = False
        self.revealed = False
        self.values: dict[int, HandValue] = {}
        self.shown: list[int] = []  # positions that showed at showdown, in order
        self.mucks, self.unknown = marked
        self._choosers = asked
        self.chooser: int | None = None  # the position asked to show or muck, meanwhile
        self.shown_by_choice: list[int] = []  # choosers who showed a hand that could not win
        self._showdown_rest: Generator[int, bool | None, None] | None = None
        self._settle = settle
        self._set_forced_bets(config, n, antes, blinds, ante_trimming)
        self._deck = deck
        self._orders = _orders(n)
        self._capped = config.limited and config.bet_cap is not None
        self._burn = config.burn_cards
        self._seats_are_positions = self.seats == self._orders[0]

        # Betting-round bookkeeping, PokerKit-style: who still has to act, who has acted since
        # the last full raise, the size of the last full raise, and short all-ins since then.
        self._to_act: deque[int] = deque()
        self._acted: set[int] = set()
        self._completion = 0
        self._raise_count = 0
        self._short_all_ins: list[int] = []
        self.last_aggressor: int | None = None

        self._start()

    # ------------------------------------------------------------------ setting up

    def _check_players(self, config: HandConfig, stacks: Sequence[int],
                       seats: Sequence[int] | None) -> int:
        """Check the rules, the stacks and the seats (setting :attr:`seats`); the number of
        players. First of the checks, so that a bad table is named before a bad option.

        :raises ConfigError: as :class:`HandState` says.
        """
        if not isinstance(config, HandConfig):
            raise ConfigError("bad_config", "a hand needs a HandConfig")
        if not isinstance(stacks, list | tuple):
            raise ConfigError("bad_stacks", "stacks are a list of whole numbers")
        n = len(stacks)
        if n < 2:
            raise ConfigError("too_few_players", "a hand needs at least two players")
        if n > (10 if config.short_deck else 22):
            raise ConfigError("too_many_players", f"{n} players are too many for this deck")
        for stack in stacks:
            if type(stack) is not int:
                raise ConfigError("bad_stacks", "stacks are whole numbers of chips")
            if stack <= 0:
                raise ConfigError("empty_stack", "every player in a hand needs chips")
        if seats is None:
            self.seats: tuple[int, ...] = tuple(range(n))
        else:
            self.seats = tuple(require_int_list(seats, "seats", ConfigError, "bad_seats", 0))
        if len(self.seats) != n or len(set(self.seats)) != n:
            raise ConfigError("bad_seats", "each player needs one distinct seat")
        return n

    def _check_options(self, n: int, hand_number: int, show_all: bool,
                       ante_trimming: bool | None, free_folds: bool, first_to_act: int | None,
                       settle: Settle | None) -> None:
        """Check the hand's options, keeping the opener and the free folds.

        Plain tests first: a hand is dealt thousands of times a second, and the calls of the
        checking helpers are kept for the values that are not the usual ones.

        :raises ConfigError: as :class:`HandState` says.
        """
        if type(hand_number) is not int or hand_number < 0:
            require_int(hand_number, "hand_number", ConfigError, "bad_hand_number", minimum=0)
        if show_all is not False and show_all is not True:
            require_bool(show_all, "show_all", ConfigError, "bad_show_all")
        if ante_trimming is not None:
            require_bool(ante_trimming, "ante_trimming", ConfigError, "bad_ante_trimming")
        if free_folds is not False and free_folds is not True:
            require_bool(free_folds, "free_folds", ConfigError, "bad_free_folds")
        if first_to_act is not None:
            require_int(first_to_act, "first_to_act", ConfigError, "bad_first_to_act",
                        minimum=0, maximum=n - 1)
        self._opener = first_to_act
        self._free_folds = free_folds
        if settle is not None and not callable(settle):
            raise ConfigError("bad_settle", "settle must be callable")

    def _set_forced_bets(self, config: HandConfig, n: int, antes: Sequence[int] | None,
                         blinds: Sequence[int] | None, ante_trimming: bool | None) -> None:
        """Each position's ante and blind, the config's unless given (replays, a big-blind
        ante), and whether the antes are dead money.

        :raises ConfigError: ``bad_forced_bets``.
        """
        if antes is None:
            self.antes: tuple[int, ...] = (config.ante,) * n
            uniform = True
        else:
            self.antes = tuple(require_int_list(antes, "antes", ConfigError,
                                                "bad_forced_bets", 0))
            uniform = len(set(self.antes)) == 1
        if ante_trimming is None:
            ante_trimming = uniform
        self._dead_antes = not ante_trimming
        self._ante_paid: list[int] = [0] * n
        if blinds is None:  # the config's, already checked
            self.blinds: tuple[int, ...] = (
                (config.big_blind, config.small_blind) if n == 2
                else (config.small_blind, config.big_blind) + (0,) * (n - 2)
            )
        else:
            raw = require_int_list(blinds, "blinds", ConfigError, "bad_forced_bets", 0)
            if len(raw) > n:
                raise ConfigError("bad_forced_bets", "more blinds than players")
            raw += [0] * (n - len(raw))
            if n == 2:
                raw = [raw[1], raw[0]]
            self.blinds = tuple(raw[:n])
        if (antes is not None or blinds is not None) and (
            len(self.antes) != n or min(self.antes) < 0 or min(self.blinds) < 0
        ):
            raise ConfigError("bad_forced_bets", "one non-negative ante and blind per player")

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
        """Hand position of a table seat.

        :raises ConfigError: ``not_in_hand`` for a seat that is not dealt into this hand.
        """
        position = self._position
        if position is None:
            position = self._position = dict(zip(self.seats, range(self.player_count),
                                                 strict=True))
        try:
            return position[seat]
        except (KeyError, TypeError):  # TypeError: an unhashable "seat"
            raise ConfigError("not_in_hand", f"seat {seat!r} is not in this hand",
                              seat=repr(seat)) from None

    @property
    def dead_antes(self) -> bool:
        """Antes are dead money in the main pot (else each player's contribution)."""
        return self._dead_antes

    @property
    def pot_total(self) -> int:
        """Every chip in the middle, this round's bets included."""
        return self._collected + sum(self.bets)

    @property
    def live(self) -> list[int]:
        """Positions still in the hand."""
        folded = self.folded
        return [i for i in range(self.player_count) if not folded[i]]

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

    @property
    def choosers(self) -> frozenset[int]:
        """The positions this hand's showdown asks to show or muck a hand that cannot win."""
        return self._choosers

    @property
    def chooser_seat(self) -> int | None:
        """Seat of the player the showdown waits for to show or muck, or ``None``."""
        chooser = self.chooser
        return None if chooser is None else self.seats[chooser]

    # ------------------------------------------------------------------ show or muck

    def set_choosers(self, choosers: Iterable[int]) -> None:
        """Who this hand's showdown will ask (see ``choosers``), from now on.

        :raises ConfigError: ``bad_choosers``; ``showdown_started`` once it has begun.
        """
        asked = _positions(choosers, self.player_count)
        if self.chooser is not None or self.finished:
            raise ConfigError("showdown_started", "the showdown has already begun")
        self._choosers = asked

    def verify_show_or_muck(self, show: object = True) -> None:
        """:raises IllegalActionError: ``no_showdown_choice`` when the showdown waits for
            nobody's choice, ``bad_choice`` when ``show`` is not ``True`` or ``False``."""
        if self.chooser is None or self._showdown_rest is None:
            raise IllegalActionError("no_showdown_choice",
                                     "nobody is asked to show or muck a hand")
        if show is not True and show is not False:
            raise IllegalActionError("bad_choice", "the choice is True (show) or False (muck)")

    def can_show_or_muck(self) -> bool:
        return self._can(self.verify_show_or_muck)

    def show_or_muck(self, show: bool) -> list[HandEvent]:
        """The :attr:`chooser` shows (``True``) or mucks their hand; the showdown goes on.

        Showing a hand that cannot win changes no pot: it only lets the table see it.

        :raises IllegalActionError: see :meth:`verify_show_or_muck`; nothing changes then.
        """
        self.verify_show_or_muck(show)
        steps = self._showdown_rest
        assert steps is not None and self.chooser is not None
        if show:
            self.shown_by_choice.append(self.chooser)
        mark = len(self.events)
        self._run_showdown(steps, show)
        return self.events[mark:]

    # ------------------------------------------------------------------ verify / can / do

    def _require_actor(self) -> int:
        i = self.actor
        if i is None:
            raise _no_actor()
        return i

    def verify_fold(self) -> None:
        """:raises IllegalActionError: nobody is to act, or checking is free."""
        i = self._require_actor()
        if self.bets[i] >= self._top_bet and not self._free_folds:
            raise _fold_when_check()

    def verify_check(self) -> None:
        """:raises IllegalActionError: nobody is to act, or there is a bet to call."""
        i = self._require_actor()
        owed = self._top_bet - self.bets[i]
        if owed > 0:
            raise _check_facing_bet(owed)

    def verify_call(self) -> None:
        """:raises IllegalActionError: nobody is to act, or there is nothing to call."""
        i = self._require_actor()
        if self.bets[i] >= self._top_bet:
            raise _nothing_to_call()

    def verify_bet_or_raise(self, to: int | _Unset = ANY_AMOUNT) -> None:
        """Check that the player to act may bet or raise, and (given ``to``) to that amount.

        :raises IllegalActionError: with codes ``no_actor``, ``raise_closed`` (a short all-in
            did not reopen the betting), ``cap_reached``, ``must_call`` (the player has no
            chips beyond the call), ``nobody_to_raise`` (everyone else is all-in) or
            ``amount_out_of_range`` (details ``minimum`` and ``maximum``), or ``bad_amount``
            (``to`` is not a whole number; leave it out to ask about any amount).
        """
        if to is not ANY_AMOUNT and type(to) is not int:
            raise _bad_amount()
        i = self._require_actor()
        reason = self._raise_closed_reason(i)
        if reason is not None:
            raise IllegalActionError(reason[0], reason[1])
        if type(to) is int:
            low, high = self._raise_limits_open(i)
            if not low <= to <= high:
                raise _out_of_range(low, high, to)

    def can_fold(self) -> bool:
        return self._can(self.verify_fold)

    def can_check(self) -> bool:
        return self._can(self.verify_check)

    def can_call(self) -> bool:
        return self._can(self.verify_call)

    def can_bet_or_raise(self, to: int | _Unset = ANY_AMOUNT) -> bool:
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

    # The four actions repeat their ``verify_x`` checks inline (same codes, same order): they
    # run a dozen times a hand, and the extra calls were a fair share of the engine's time.

    def fold(self) -> list[HandEvent]:
        to_act = self._to_act
        if not to_act or self.finished:
            raise _no_actor()
        i = to_act[0]
        bets = self.bets
        if bets[i] >= self._top_bet and not self._free_folds:
            raise _fold_when_check()
        events = self.events
        mark = len(events)
        to_act.popleft()
        self._acted.add(i)
        self.folded[i] = True
        self._in_hand[i] = False
        self._active.remove(i)
        self._live_count -= 1
        self._pots_stale = True
        events.append(_ActionTaken(self.seats[i], self.street, "fold", 0, bets[i], False,
                                  self.stacks[i]))
        if not to_act or self._live_count <= 1:
            to_act.clear()
            self._end_round()
        return events[mark:]

    def check(self) -> list[HandEvent]:
        to_act = self._to_act
        if not to_act or self.finished:
            raise _no_actor()
        i = to_act[0]
        bets = self.bets
        owed = self._top_bet - bets[i]
        if owed > 0:
            raise _check_facing_bet(owed)
        events = self.events
        mark = len(events)
        to_act.popleft()
        self._acted.add(i)
        events.append(_ActionTaken(self.seats[i], self.street, "check", 0, bets[i], False,
                                  self.stacks[i]))
        if not to_act or self._live_count <= 1:
            to_act.clear()
            self._end_round()
        return events[mark:]

    def call(self) -> list[HandEvent]:
        to_act = self._to_act
        if not to_act or self.finished:
            raise _no_actor()
        i = to_act[0]
        bets = self.bets
        owed = self._top_bet - bets[i]
        if owed <= 0:
            raise _nothing_to_call()
        events = self.events
        mark = len(events)
        to_act.popleft()
        self._acted.add(i)
        stacks = self.stacks
        amount = owed if owed < stacks[i] else stacks[i]
        stack = stacks[i] = stacks[i] - amount
        bet = bets[i] = bets[i] + amount  # never above the top bet
        if stack == 0:
            self._active.remove(i)
        events.append(_ActionTaken(self.seats[i], self.street, "call", amount, bet, stack == 0,
                                  stack))
        if not to_act or self._live_count <= 1:
            to_act.clear()
            self._end_round()
        return events[mark:]

    def bet_or_raise(self, to: int) -> list[HandEvent]:
        """Bet or raise so that the player's total bet in this round is ``to``.

        :raises IllegalActionError: as :meth:`verify_bet_or_raise` says.
        """
        if type(to) is not int:
            raise _bad_amount()
        to_act = self._to_act
        if not to_act or self.finished:
            raise _no_actor()
        i = to_act[0]
        reason = self._raise_closed_reason(i)
        if reason is not None:
            raise IllegalActionError(reason[0], reason[1])
        low, high = self._raise_limits_open(i)
        if not low <= to <= high:
            raise _out_of_range(low, high, to)
        events = self.events
        mark = len(events)
        top = self._top_bet
        is_bet = top == 0
        increment = to - top
        to_act.popleft()
        self._acted.add(i)
        bets, stacks = self.bets, self.stacks
        put = to - bets[i]
        stack = stacks[i] = stacks[i] - put
        bets[i] = to
        if to > top:
            self._top_bet = to
        # Everyone else still able to act, in turn order after this player.
        active = self._active
        if stack == 0:
            active.remove(i)
            k = bisect_left(active, i)
            to_act = self._to_act = deque(active[k:] + active[:k])
        else:
            k = bisect_right(active, i)  # active[k - 1] is this player
            to_act = self._to_act = deque(active[k:] + active[:k - 1])
        completion = self._completion
        if increment >= completion or (
            stack == 0 and self._half_bet_reopens
            and 2 * increment >= self.config.street_bet(self.street)
        ):  # a full raise, or an all-in one of half a bet where that reopens the betting
            self._acted = {i}
            completion = self._completion = increment
        self._raise_count += 1
        short_all_ins = self._short_all_ins
        if stack > 0:
            short_all_ins.clear()
        else:
            short_all_ins.append(increment)
            if sum(short_all_ins) >= completion:
                short_all_ins.clear()
        self.last_aggressor = i
        events.append(_ActionTaken(self.seats[i], self.street, "bet" if is_bet else "raise",
                                  put, to, stack == 0, stack))
        if not to_act or self._live_count <= 1:
            to_act.clear()
            self._end_round()
        return events[mark:]

    def act(self, action: Action) -> list[HandEvent]:
        """Apply any action; bet and raise are interchangeable (the state knows which).

        :raises IllegalActionError: ``bad_action`` if ``action`` is no :class:`Action`, or
            whatever the action itself raises.
        """
        if type(action) is not Action:
            raise IllegalActionError("bad_action", "act() takes an Action")
        if action.kind is ActionKind.FOLD:
            return self.fold()
        if action.kind is ActionKind.CHECK:
            return self.check()
        if action.kind is ActionKind.CALL:
            return self.call()
        if action.amount is None:
            raise IllegalActionError("amount_missing", "a bet or raise needs an amount")
        if action.kind is ActionKind.BET or action.kind is ActionKind.RAISE:
            return self.bet_or_raise(action.amount)
        raise IllegalActionError("bad_action", "not an action kind")

    # ------------------------------------------------------------------ betting rules

    def _raise_closed_reason(self, i: int) -> tuple[str, str] | None:
        bets, stacks = self.bets, self.stacks
        top = self._top_bet
        owed = top - bets[i]
        if owed > 0 and (owed if owed < stacks[i] else stacks[i]) < self._completion:
            return "raise_closed", "a short all-in does not reopen the betting"
        if self._capped:
            cfg = self.config
            assert cfg.bet_cap is not None
            if self._raise_count >= cfg.bet_cap and not (
                cfg.cap_lifted_heads_up and len(self.seats) == 2
            ):
                return "cap_reached", "the betting is capped in this round"
        if (
            self._short_all_ins
            and sum(self._short_all_ins) < self._completion
            and i in self._acted
        ):
            return "raise_closed", "a short all-in does not reopen the betting"
        if stacks[i] <= owed:
            return "must_call", "all remaining chips are needed to call"
        for j in self._active:  # only a player with chips behind can put in more than the top
            if j != i and stacks[j] + bets[j] > top:
                return None
        return "nobody_to_raise", "every other player is all-in"

    def _raise_limits_open(self, i: int) -> tuple[int, int]:
        """(min, max) "to" amounts, assuming raising is open for position ``i``."""
        cfg = self.config
        top = self._top_bet
        all_in_to = self.stacks[i] + self.bets[i]
        betting = cfg.betting
        if betting is Betting.NO_LIMIT:  # at least a full raise, at most all-in
            completion = self._completion
            low = top + (completion if completion > cfg.big_blind else cfg.big_blind)
            return (low if low < all_in_to else all_in_to), all_in_to
        if betting is Betting.FIXED_LIMIT:
            size = cfg.street_bet(self.street)
            low = top + max(self._completion, size)
            high = low
        elif betting is Betting.SPREAD_LIMIT:
            size = cfg.street_bet(self.street)
            low = top + min(max(self._completion, cfg.big_blind), size)
            high = top + max(size, self._completion)
        else:  # pot limit
            low = top + max(self._completion, cfg.big_blind)
            high = max(low, 2 * top - self.bets[i] + self.pot_total)
        return min(low, all_in_to), min(high, all_in_to)

    def _raise_limits(self, i: int) -> tuple[int, int] | None:
        if self._raise_closed_reason(i) is not None:
            return None
        return self._raise_limits_open(i)

    # ------------------------------------------------------------------ the automatic parts

    def _emit(self, event: HandEvent) -> None:
        self.events.append(event)

    def _order_from(self, start: int) -> tuple[int, ...]:
        return self._orders[start % self.player_count]

    def _put_in(self, i: int, amount: int) -> None:
        self.stacks[i] -= amount
        self.bets[i] += amount
        if self.bets[i] > self._top_bet:
            self._top_bet = self.bets[i]

    def _start(self) -> None:
        cfg = self.config
        n = self.player_count
        seats, stacks, blinds, events = self.seats, self.stacks, self.blinds, self.events
        labels, sb_pos, bb_pos = _blind_labels(n)
        events.append(_HandStarted(
            self.hand_number,
            seats,
            self.starting_stacks,
            seats[-1],
            seats[sb_pos] if blinds[sb_pos] else None,
            seats[bb_pos] if blinds[bb_pos] else None,
            cfg.small_blind,
            cfg.big_blind,
            cfg.ante,
            _BETTING_CODE[cfg.betting],
            cfg.short_deck,
        ))
        if any(self.antes):
            paid = self._ante_paid
            for i in range(n):
                amount = min(self.antes[i], stacks[i])
                if amount:
                    stacks[i] -= amount
                    paid[i] = amount
                    self.contributed[i] += amount
                    events.append(_AntePosted(seats[i], amount, stacks[i] == 0))
            if not self._dead_antes:  # trimmed: nobody's ante is above the second largest
                top = max(paid)
                runner_up = sorted(paid)[-2]
                if top > runner_up:
                    i = paid.index(top)
                    stacks[i] += top - runner_up
                    paid[i] = self.contributed[i] = runner_up
                    events.append(_BetReturned(seats[i], top - runner_up))
            self._refresh_pots()
            events.append(_BetsCollected(
                Street.PREFLOP,
                tuple((seats[i], self.contributed[i]) for i in range(n)
                      if self.contributed[i]),
                tuple(self.pots),
            ))
        bets = self.bets
        top_bet = 0
        for pos in _posting_order(blinds):  # stable: ties keep order
            stack = stacks[pos]
            amount = blinds[pos]
            if amount > stack:
                amount = stack
            if amount:
                stacks[pos] = stack = stack - amount
                bets[pos] = amount
                if amount > top_bet:
                    top_bet = amount
                label = _blind_label(labels, pos, blinds, cfg.big_blind)
                events.append(_BlindPosted(seats[pos], label, amount, stack == 0))
        if cfg.full_blind_owed:
            top_bet = _owed_blind(bets, stacks, bb_pos, cfg.big_blind, top_bet)
        self._top_bet = top_bet
        self._active = list(compress(range(n), stacks))  # stacks are never negative
        # Dealt one at a time from the left of the button, as the events tell.
        cards = self._deck.draw_many(2 * n)
        first, second = cards[:n], cards[n:]
        self.hole = [[a, b] for a, b in zip(first, second, strict=True)]
        events += map(_HoleCardDealt, seats, first, repeat(0, n))
        events += map(_HoleCardDealt, seats, second, repeat(1, n))
        self._begin_round()

    def _begin_round(self) -> None:
        n = self.player_count
        bets, stacks, folded = self.bets, self.stacks, self.folded
        top_bet = self._top_bet
        if self.street is Street.PREFLOP:
            # The first to act sits left of the largest blind (ties: the later position).
            if self._opener is None:
                # (the whole big blind owed over its short all-in poster: left of that blind)
                top = (n - 1 - bets[::-1].index(top_bet) if top_bet in bets
                       else _blind_labels(n)[2])
                opener = (top + 1) % n
            else:
                opener = self._opener
            self._raise_count = (
                1 if (self.config.blind_counts_as_bet and top_bet > 0) else 0
            )
        else:
            opener = 0
            self._raise_count = 0
        self._completion = 0
        self._acted = set()
        self._short_all_ins = []
        # A player whose bet already covers everything any opponent could still put in has no
        # decision to make (a big blind facing only smaller all-ins), so is not asked.
        if top_bet == 0:
            # No bets (after the flop; the opener is then position 0): that is everyone with
            # chips, if at least two have them.
            active = self._active
            to_act = self._to_act = deque(active if len(active) > 1 else ())
        else:
            first = second = -1  # the two largest (bet + stack) among live players
            live = 0
            for j in range(n):
                if not folded[j]:
                    live += 1
                    total = bets[j] + stacks[j]
                    if total > first:
                        first, second = total, first
                    elif total > second:
                        second = total
            covering = second if live > 1 else 0
            to_act = self._to_act = deque([
                j for j in self._orders[opener]
                if not folded[j] and stacks[j] > 0 and covering > bets[j]
            ])
        self.events.append(_BettingRoundStarted(self.street, self._collected))
        if not to_act or (len(to_act) == 1 and bets[to_act[0]] >= top_bet):
            to_act.clear()
            self._end_round()
        else:
            self.last_aggressor = None

    def _after_action(self) -> None:
        if not self._to_act or self._live_count <= 1:
            self._to_act.clear()
            self._end_round()

    def _end_round(self) -> None:
        n = self.player_count
        bets, stacks, seats, events = self.bets, self.stacks, self.seats, self.events
        top_bet = self._top_bet
        if top_bet and bets.count(top_bet) == 1:  # nobody matched the largest bet
            top = bets.index(top_bet)
            second = max(bets[:top] + bets[top + 1:])
            excess = top_bet - second
            bets[top] = second
            if stacks[top] == 0:
                insort(self._active, top)
            stacks[top] += excess
            self._top_bet = top_bet = second
            events.append(_BetReturned(seats[top], excess))
        if top_bet:
            contributed = self.contributed
            moved = []
            for j in range(n):
                bet = bets[j]
                if bet:
                    moved.append((seats[j], bet))
                    contributed[j] += bet
                    bets[j] = 0
            self._top_bet = 0
            self._refresh_pots()
            events.append(_BetsCollected(self.street, tuple(moved), tuple(self.pots)))
        elif self._pots_stale:  # nothing collected: the pots change only if someone folded
            self._refresh_pots()

        folded = self.folded
        if self._live_count == 1:
            self._award_uncontested(folded.index(False))
            return
        street = self.street
        if len(self._active) <= 1 and street is not Street.RIVER:
            if not self.revealed:
                self.revealed = True
                hole = self.hole
                events.append(_HandsRevealed(tuple([
                    (seats[j], (hole[j][0], hole[j][1])) for j in range(n)
                    if not folded[j] and j not in self.unknown
                ])))
            if self._runs == 2:
                self._run_twice()
                return
            while self.street < Street.RIVER:
                self._deal_next_street()
            self._showdown()
            return
        if street is Street.RIVER:
            self._showdown()
            return
        self._deal_next_street()
        self._begin_round()

    def _deal_next_street(self) -> None:
        street = self.street = _NEXT_STREET[self.street]
        deck = self._deck
        if self._burn:
            card = deck.draw()
            self.burned.append(card)
            self.events.append(_CardBurned(card, street))
        cards = tuple(deck.draw_many(_BOARD_SIZES[street]))
        board = self.board
        board.extend(cards)
        self.events.append(_BoardDealt(street, cards, tuple(board), self._run))

    def _refresh_pots(self) -> None:
        self._pots_stale = False
        if self._dead_antes:
            pots = side_pots(list(map(sub, self.contributed, self._ante_paid)), self._in_hand,
                             sum(self._ante_paid) + self._site_money)
        else:
            pots = side_pots(self.contributed, self._in_hand, self._site_money)
        self._pot_positions = [eligible for _, eligible in pots]
        if self._seats_are_positions:
            self.pots = [_Pot(amount, eligible) for amount, eligible in pots]
        else:
            seats = self.seats
            self.pots = [
                _Pot(amount, tuple([seats[j] for j in eligible])) for amount, eligible in pots
            ]
        self._collected = sum([amount for amount, _ in pots])

    def _award_uncontested(self, winner: int) -> None:
        for index, pot in enumerate(self.pots):
            self.stacks[winner] += pot.amount
            self.events.append(_PotAwarded((index,), pot.amount, pot.eligible,
                                          ((self.seats[winner], pot.amount),), None, None,
                                          self._run))
        self._finish()

    def _showdown(self) -> None:
        self._run_showdown(self._showdown_steps(), None)

    def _run_twice(self) -> None:
        """The rest of the board dealt twice, every hand shown on each, each pot's halves
        pushed to each board's best hands (the first half takes the odd chip). The hands are
        face up already (nobody can bet), so no showdown waits for a chooser."""
        street, common = self.street, len(self.board)
        halves = [pot.amount - pot.amount // 2 for pot in self.pots]
        self._run = 1
        while self.street < Street.RIVER:
            self._deal_next_street()
        first = self.board
        # Run each showdown to its end (every hand is face up: it never stops for an answer).
        deque(self._showdown_steps(halves, finish=False), maxlen=0)
        self.board, self.street = first[:common], street
        self._run = 2
        while self.street < Street.RIVER:
            self._deal_next_street()
        self.second_board = self.board
        self.board = first
        self.values.clear()
        rest = [pot.amount - half for pot, half in zip(self.pots, halves, strict=True)]
        deque(self._showdown_steps(rest, finish=False, board=self.second_board), maxlen=0)
        self._finish()

    def _run_showdown(self, steps: Generator[int, bool | None, None],
                      answer: bool | None) -> None:
        """Go on with the showdown until it ends or waits for a chooser's answer."""
        try:
            chooser = steps.send(answer)
        except StopIteration:
            self._showdown_rest = self.chooser = None
            return
        self._showdown_rest, self.chooser = steps, chooser

    def _showdown_steps(self, amounts: list[int] | None = None, finish: bool = True,
                        board: list[Card] | None = None) -> Generator[int, bool | None, None]:
        """The showdown, as a generator that yields a chooser's position and takes their
        answer (show or not), so the hand can wait for a person in the middle of it.

        ``amounts``: what each pot pays on this board (a board run twice pays half), each
        pot then pushed alone; ``board``: the board shown down (the second run's)."""
        n = self.player_count
        folded, hole = self.folded, self.hole
        if board is None:
            board = self.board
        live = list(compress(range(n), self._in_hand))
        short = self.config.short_deck
        strength = [-1] * n  # by position, for the live players
        for j, value in zip(
            live, strengths_with_board(board, [hole[j] for j in live], short), strict=True
        ):
            strength[j] = value
        raw = strength  # the variant's own values, which the events tell
        if self._straight_over_trips:  # compared as the site ranks them
            strength = [straight_over_trips(hole[j] + board, v) if v >= 0 else v
                        for j, v in enumerate(strength)]
        first = self.last_aggressor
        if first is None or folded[first]:
            first = live[0]
        seats, events, shown, values = self.seats, self.events, self.shown, self.values
        pots = self._pot_positions  # each pot's eligible positions
        # Unless every hand is shown anyway, keep the best hand shown so far in each pot: a
        # later hand that cannot beat or tie any of its pots' is mucked.
        track = not (self.show_all or self.revealed)
        pots_of: list[tuple[int, ...]] = [()] * n  # the pots each position can win
        if track:
            for k, eligible in enumerate(pots):
                for j in eligible:
                    pots_of[j] += (k,)
        best_shown = [-1] * len(pots)  # best strength shown so far in each pot
        anyone_shown = False  # in any pot
        mucks = self.mucks | self.unknown if self.unknown else self.mucks
        choosers = self._choosers
        board_bits = 0  # bit c for each card c
        for c in board:
            board_bits |= 1 << c
        is_shown = [False] * n
        for j in self._orders[first]:
            if folded[j]:
                continue
            if j in mucks:
                events.append(_HandMucked(seats[j]))
                continue
            value = strength[j]
            if track:
                mine = pots_of[j]
                show = not anyone_shown
                if not show:  # show only a hand that can still win (or tie) a pot
                    for k in mine:
                        if value >= best_shown[k]:
                            show = True
                            break
                if show:
                    for k in mine:
                        anyone_shown = True
                        if value > best_shown[k]:
                            best_shown[k] = value
                elif j in choosers:  # it cannot win: the person may still show it
                    show = True if self.stacks[j] == 0 else bool((yield j))
            else:
                show = True
            if show:
                shown.append(j)
                is_shown[j] = True
                a, b = hole[j]
                v = values[j] = value_of_bits(board_bits | 1 << a | 1 << b, raw[j], short)
                events.append(_HandShown(seats[j], (a, b), v.category, v.strength, v.cards,
                                        v.ranks))
            else:
                events.append(_HandMucked(seats[j]))
        self._award_pots(self._pot_winners(strength, is_shown, amounts), board)
        if finish:
            self._finish()

    def _pot_winners(self, strength: list[int], is_shown: list[bool],
                     amounts: list[int] | None = None) -> list[tuple[list[int], int, list[int]]]:
        """Each pot's winners among the hands shown, as ``(pot indices, amount, winners)``.

        A pot whose every eligible hand was mucked stays with its owners (their hands count
        as shown); one that only unknown hands can win is settled without their cards.
        ``amounts``: what each pot pays (a half of a board run twice), each pushed alone.
        """
        # Pots won by exactly the same players are pushed together, as a dealer would, so a
        # split leaves as few odd chips as possible.
        shown, pots = self.shown, self._pot_positions
        groups: list[tuple[list[int], int, list[int]]] = []  # (pot indices, amount, winners)
        unknown = self.unknown
        for k, (pot, eligible) in enumerate(zip(self.pots, pots, strict=True)):
            if amounts is not None and not amounts[k]:
                continue  # a pot of one chip has no second half
            claimants = [j for j in eligible if is_shown[j]]
            beaten = self._unknown_over_shown(eligible, claimants) if claimants else []
            if not claimants and not (
                self._settle is not None and any(j in unknown for j in eligible)
            ):  # everyone eligible mucked: the pot stays with its owners
                claimants = [j for j in eligible if j not in unknown]
                for j in claimants:
                    shown.append(j)
                    is_shown[j] = True
            winners: list[int]
            if beaten:  # the history paid the pot to hands it never showed
                winners = beaten
            elif claimants:
                best = -1
                winners = []
                for j in claimants:
                    value = strength[j]
                    if value > best:
                        best = value
                        winners = [j]
                    elif value == best:
                        winners.append(j)
            else:  # unknown hands: their placeholder cards must not decide
                winners = self._settle_unknown(
                    eligible if self._settle is not None
                    else tuple([j for j in eligible if j in unknown])
                )
            if amounts is not None:
                groups.append(([k], amounts[k], winners))
            elif groups and groups[-1][2] == winners:
                groups[-1][0].append(k)
                groups[-1] = (groups[-1][0], groups[-1][1] + pot.amount, winners)
            else:
                groups.append(([k], pot.amount, winners))
        return groups

    def _award_pots(self, groups: list[tuple[list[int], int, list[int]]],
                    board: list[Card]) -> None:
        """Push each group of pots to its winners, splitting it when they tie, and tell it
        with the best hand that won it on ``board`` (``None`` for an unknown hand)."""
        seats, events, values = self.seats, self.events, self.values
        hole, short = self.hole, self.config.short_deck
        stacks, odd_chip, unknown = self.stacks, self.config.odd_chip, self.unknown
        for indices, amount, winners in groups:
            if len(winners) == 1:
                winner = winners[0]
                stacks[winner] += amount
                shares: tuple[tuple[int, int], ...] = ((seats[winner], amount),)
            else:
                split = split_pot(amount, winners, odd_chip)
                for j, share in zip(winners, split, strict=True):
                    stacks[j] += share
                shares = tuple([(seats[j], x) for j, x in zip(winners, split, strict=True)])
            if winners[0] in unknown:
                category = strength_shown = None
            else:
                hand = values.get(winners[0]) or evaluate(hole[winners[0]] + board, short)
                category, strength_shown = hand.category, hand.strength
            events.append(_PotAwarded(
                tuple(indices), amount, self.pots[indices[0]].eligible, shares,
                category, strength_shown, self._run,
            ))

    def _settle_unknown(self, eligible: tuple[int, ...]) -> list[int]:
        """Winners of a pot no shown hand claims: ``settle``'s answer, else a tie."""
        return self._settled(eligible) or list(eligible)

    def _unknown_over_shown(self, eligible: tuple[int, ...], claimants: list[int]) -> list[int]:
        """The unknown hands ``settle`` names for a pot that shown hands claim too, when it
        names none of those shown: the history paid the pot to a hand it never showed (a
        player all in whose cards the text leaves out), so no shown hand won it. Else
        nothing, and the best shown hand wins (as always when nobody settles)."""
        unknown = self.unknown
        if self._settle is None or not any(j in unknown for j in eligible):
            return []
        answer = self._settled(eligible)
        if not answer or any(j in claimants for j in answer):
            return []
        return [j for j in answer if j in unknown]

    def _settled(self, eligible: tuple[int, ...]) -> list[int]:
        """``settle``'s winners among ``eligible``, in their order; none without ``settle``.

        An answer that is not a non-empty set of eligible positions is ignored, so a
        faulty ``settle`` cannot leave the hand half-finished.
        """
        if self._settle is not None:
            answer = self._settle(eligible)
            if (
                isinstance(answer, list | tuple)
                and answer
                and all(type(j) is int and j in eligible for j in answer)
                and len(set(answer)) == len(answer)
            ):
                return sorted(answer, key=eligible.index)
        return []

    def _finish(self) -> None:
        self.finished = True
        self._to_act.clear()
        seats, stacks = self.seats, self.stacks
        self.events.append(_HandEnded(
            self.hand_number,
            tuple(zip(seats, stacks, strict=True)),
            tuple(zip(seats, map(sub, stacks, self.starting_stacks), strict=True)),
        ))
