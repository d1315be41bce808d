"""A finished hand as the history keeps it: enough to list, filter, count and replay it.

A stored hand is its settings, seats, starting stacks, the cards in the order the deck gave
them and the decisions. Replaying those through :class:`~engine.rules.hand.HandState` gives back the
very same events (the replayer steps through them) and the PHH text, so nothing derived has to
be trusted from disk. The per-seat figures (who put chips in voluntarily, who raised, who went
to showdown) are stored beside it because the history panel filters and the statistics sum them.

Tests: tests/engine/storage/grades/test_grading_job.py,
tests/engine/storage/imported/test_import_units.py, tests/engine/storage/test_after_hand.py
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from functools import lru_cache
from operator import attrgetter
from typing import Any

from engine.core.cards import Deck
from engine.core.errors import FeltError
from engine.core.frozen import quick_init
from engine.formats.phh import write_phh
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import HandEvent
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.storage.codec import Json
from engine.storage.codec import action_from_json
from engine.storage.codec import action_to_json
from engine.storage.codec import bad
from engine.storage.codec import hand_config_from_json

CONFIG_CACHE = 64  # distinct rules remembered as JSON (a file of hands has a few)
_BOARD_SIZES = (3, 1, 1)
FLOP_CARDS = _BOARD_SIZES[0]  # a board this long: the flop came


@quick_init
@dataclass(frozen=True, slots=True)
class ReplayOptions:
    """How a hand imported from another site was dealt, beyond Felt's own settings.

    Felt's own hands never need these; a hand read from a PHH or PokerStars file may have
    per-seat antes and blinds, hole cards nobody saw, folds when checking was free, a big blind
    posted out of turn. Kept so that the stored hand replays to exactly the events the import
    checked (see :func:`engine.storage.imported.import_reading.stored_form`).

    :param blinds: in PHH order (small blind, big blind, straddles...), as
        :class:`HandState` takes them.
    :param winners: positions that collected chips; they settle a pot that only unknown
        hands can win.
    :param runs: 2 when the players ran the board twice (kept in the JSON only then, so a
        hand stored before it reads the same).
    :param half_bet_reopens: a Fixed-Limit hand whose site let an all-in raise of half a bet
        reopen the betting (kept in the JSON only when true).
    :param site_money: chips the site put in the pot itself (kept in the JSON only when some).
    :param straight_over_trips: a short-deck hand of a site that ranks a straight over three
        of a kind (kept in the JSON only when true).
    :param dead: the part of each position's ante that is a dead blind, for the replayer to
        name it (kept in the JSON only when some is).
    """

    antes: tuple[int, ...]
    blinds: tuple[int, ...]
    mucks: tuple[int, ...] = ()
    unknown: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    dead_antes: bool = False
    free_folds: bool = True
    first_to_act: int | None = None
    runs: int = 1
    half_bet_reopens: bool = False
    site_money: int = 0
    straight_over_trips: bool = False
    dead: tuple[int, ...] = ()

    def to_json(self) -> Json:
        data = {"antes": list(self.antes), "blinds": list(self.blinds),
                "mucks": list(self.mucks), "unknown": list(self.unknown),
                "winners": list(self.winners), "dead_antes": self.dead_antes,
                "free_folds": self.free_folds, "first_to_act": self.first_to_act}
        if self.runs != 1:
            data["runs"] = self.runs
        if self.half_bet_reopens:
            data["half_bet_reopens"] = True
        if self.site_money:
            data["site_money"] = self.site_money
        if self.straight_over_trips:
            data["straight_over_trips"] = True
        if any(self.dead):
            data["dead"] = list(self.dead)
        return data

    @staticmethod
    def from_json(data: Any) -> ReplayOptions:
        if not isinstance(data, dict):
            raise bad("replay options must be an object")
        first = data.get("first_to_act")
        return ReplayOptions(
            tuple(int(x) for x in data["antes"]), tuple(int(x) for x in data["blinds"]),
            tuple(int(x) for x in data.get("mucks", ())),
            tuple(int(x) for x in data.get("unknown", ())),
            tuple(int(x) for x in data.get("winners", ())),
            bool(data.get("dead_antes", False)), bool(data.get("free_folds", True)),
            None if first is None else int(first), int(data.get("runs", 1)),
            data.get("half_bet_reopens") is True, int(data.get("site_money", 0)),
            data.get("straight_over_trips") is True,
            tuple(int(x) for x in data.get("dead", ())))


@quick_init
@dataclass(frozen=True, slots=True)
class HandData:
    """Exactly what rebuilds a hand: the rules, who sat where with what, the cards, the actions."""

    config: HandConfig
    hand_number: int
    seats: tuple[int, ...]  # hand order: left of the button first, the button last
    stacks: tuple[int, ...]  # starting stacks in the same order
    dealt: tuple[int, ...]  # every card in the order the deck gave it (burns included)
    actions: tuple[Action, ...]
    show_all: bool = False
    options: ReplayOptions | None = None  # only for imported hands
    #: aids it was played with (engine.teaching.practice.practice_aids.AIDS)
    practice: tuple[str, ...] = ()
    shows: tuple[int, ...] = ()  # positions that chose to show a hand that could not win
    #: per-position antes when they are not the config's (a tournament's big-blind ante)
    antes: tuple[int, ...] | None = None

    def start(self) -> HandState:
        """The hand dealt, before its first action (the grader steps through the actions).

        :raises FeltError: the settings, seats or cards do not make a hand.
        """
        deck = Deck.stacked(list(self.dealt), self.config.short_deck)
        extra = self.options
        if extra is None:
            return HandState(self.config, list(self.stacks), list(self.seats), deck,
                             self.hand_number, self.show_all, choosers=list(self.shows),
                             antes=None if self.antes is None else list(self.antes))
        winners = frozenset(extra.winners)
        return HandState(
            self.config, list(self.stacks), list(self.seats), deck, self.hand_number,
            self.show_all, antes=list(extra.antes), blinds=list(extra.blinds),
            mucks=list(extra.mucks), unknown=list(extra.unknown),
            settle=lambda eligible: [j for j in eligible if j in winners],
            ante_trimming=not extra.dead_antes, free_folds=extra.free_folds,
            first_to_act=extra.first_to_act, runs=extra.runs,
            half_bet_reopens=extra.half_bet_reopens, site_money=extra.site_money,
            straight_over_trips=extra.straight_over_trips)

    def rebuild(self) -> HandState:
        """Play the hand again.

        :raises StorageError: ``bad_file`` when the data does not make a legal, finished hand.
        """
        try:
            hand = self.start()
            for action in self.actions:
                hand.act(action)
            while hand.chooser is not None:  # only those who showed were asked again
                hand.show_or_muck(True)
        except FeltError as exc:
            raise bad(f"hand {self.hand_number} does not replay: {exc}") from exc
        if not hand.finished:
            raise bad(f"hand {self.hand_number} ends before its last action")
        return hand

    def to_json(self) -> Json:
        out: Json = {"config": _config_json(self.config), "hand": self.hand_number,
                     "seats": list(self.seats), "stacks": list(self.stacks),
                     "dealt": list(self.dealt),
                     "actions": [action_to_json(a) for a in self.actions],
                     "show_all": self.show_all}
        if self.shows:
            out["shows"] = list(self.shows)
        if self.options is not None:
            out["options"] = self.options.to_json()
        if self.practice:
            out["practice"] = list(self.practice)
        if self.antes is not None:
            out["antes"] = list(self.antes)
        return out

    @staticmethod
    def from_json(data: Any) -> HandData:
        if not isinstance(data, dict):
            raise bad("a hand must be an object")
        try:
            return HandData(
                hand_config_from_json(data.get("config")),
                int(data["hand"]),
                tuple(int(s) for s in data["seats"]),
                tuple(int(s) for s in data["stacks"]),
                tuple(int(c) for c in data["dealt"]),
                tuple(action_from_json(a) for a in data["actions"]),
                bool(data.get("show_all", False)),
                None if data.get("options") is None
                else ReplayOptions.from_json(data["options"]),
                _practice_from_json(data.get("practice", [])),
                tuple(int(j) for j in data.get("shows", ())),
                None if data.get("antes") is None
                else tuple(int(a) for a in data["antes"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, FeltError):
                raise
            raise bad(f"a hand is missing or has a malformed field: {exc}") from exc


@quick_init
@dataclass(frozen=True, slots=True)
class SeatResult:
    """One player's part in a hand (the statistics add these up).

    :param vpip: put chips in voluntarily before the flop (a call, bet or raise).
    :param pfr: raised before the flop.
    :param aggressive: bets and raises after the flop.
    :param passive: calls after the flop.
    :param showdown: was still in the hand at showdown.
    :param won_showdown: won chips at showdown.
    :param category: the category of the hand shown at showdown (0 high card .. 9 royal
        flush), ``None`` if not shown.
    :param saw_flop: was still in the hand when the flop came.
    :param three_bet_chance: faced exactly one raise before the flop with a decision to make
        (the chance to re-raise, a "3-bet": the big blind is the first bet).
    :param three_bet: took that chance and re-raised.
    """

    seat: int
    name: str
    cards: tuple[int, ...]
    start: int
    finish: int
    vpip: bool
    pfr: bool
    aggressive: int
    passive: int
    showdown: bool
    won_showdown: bool
    category: int | None
    saw_flop: bool = False
    three_bet_chance: bool = False
    three_bet: bool = False

    @property
    def net(self) -> int:
        return self.finish - self.start


@quick_init
@dataclass(frozen=True, slots=True)
class ImportOrigin:
    """Where an imported hand came from, as the history shows it.

    Amounts of the hand are in minor units (``scale`` per unit of the file); ``small_blind``
    and ``big_blind`` are the stakes as the file wrote them (decimal text, ``"0.5"``).
    """

    site: str
    hand_id: str | None
    played_at: str | None  # as the file writes it (ISO 8601 when known)
    table: str | None
    currency: str | None
    tournament: str | None
    small_blind: str
    big_blind: str
    scale: int
    source: str
    section: str | None = None  # where in the file: a PHH section ("3"), "line 120"
    timezone: str | None = None  # the zone ``played_at`` is in, as the file names it (ET)
    jackpot: int = 0  # the jackpot (bad-beat) fee the file names, minor units, within the rake


@quick_init
@dataclass(frozen=True, slots=True)
class HandRecord:
    """A hand of the history.

    :param result: the person's result, ``"won"``, ``"lost"`` or ``"even"``, or ``None`` when
        the person was not dealt in (watch mode, busted).
    :param category: the category that won the main pot at showdown, ``None`` without one.
    :param played_at: seconds since the epoch when the hand ended.
    """

    session_id: int
    hand_number: int
    played_at: float
    button: int
    board: tuple[int, ...]
    players: tuple[SeatResult, ...]  # in hand order
    person_seat: int | None
    result: str | None
    category: int | None
    data: HandData = field(repr=False)
    origin: ImportOrigin | None = None  # where an imported hand came from

    @property
    def imported(self) -> bool:
        return self.origin is not None

    @property
    def person(self) -> SeatResult | None:
        return next((p for p in self.players if p.seat == self.person_seat), None)

    @property
    def person_cards(self) -> tuple[int, ...]:
        """The person's hole cards, also when the person folded."""
        me = self.person
        return me.cards if me is not None else ()

    def events(self) -> list[HandEvent]:
        """The hand's events as the table showed them, for the replayer."""
        return list(self.data.rebuild().events)

    @property
    def practice(self) -> tuple[str, ...]:
        """The practice aids the hand was played with (open cards, advisor, undo), if any."""
        return self.data.practice

    def phh(self) -> str:
        hand = self.data.rebuild()
        names = [p.name for p in self.players]
        extra = {"_felt_practice": list(self.practice)} if self.practice else None
        return write_phh(hand, names, extra)


def _practice_from_json(raw: Any) -> tuple[str, ...]:
    """The aids of a stored hand: only the known codes, each once, in their usual order."""
    if not isinstance(raw, list):
        raise bad("a hand's practice marks must be a list")
    # Imported here: the import workers load this module and need no practice (nor the
    # session and bots that module imports).
    from engine.teaching.practice.practice_aids import AIDS
    return tuple(aid for aid in AIDS if aid in raw)


def dealt_order(hand: HandState) -> tuple[int, ...]:
    """The cards of ``hand`` in the order its deck gave them (a board run twice: the second
    run's cards after the first's)."""
    order = [hole[0] for hole in hand.hole] + [hole[1] for hole in hand.hole]
    burns = iter(hand.burned)
    start = 0
    runs = [(0, hand.board)]
    if hand.second_board:
        common = next(k for k, (a, b) in enumerate(zip(hand.board, hand.second_board,
                                                       strict=True)) if a != b)
        runs.append((common, hand.second_board))
    for first, board in runs:
        start = 0
        for size in _BOARD_SIZES:
            if start >= len(board):
                break
            if start >= first:
                if hand.config.burn_cards:
                    order.append(next(burns))
                order.extend(board[start:start + size])
            start += size
    return tuple(order)


def hand_data(hand: HandState, actions: Sequence[Action],
              options: ReplayOptions | None = None) -> HandData:
    shows = tuple(sorted(hand.shown_by_choice))
    own = hand.antes if any(a != hand.config.ante for a in hand.antes) else None
    return HandData(hand.config, hand.hand_number, tuple(hand.seats),
                    tuple(hand.starting_stacks), dealt_order(hand), tuple(actions),
                    hand.show_all, shows=shows, options=options, antes=own)


def actions_of(hand: HandState) -> list[Action]:
    """The decisions of a hand, read back from its events."""
    out = []
    for e in hand.events:
        if type(e) is ActionTaken:  # no event type is subclassed: the quickest test
            if e.action in ("bet", "raise"):
                out.append(Action.bet_or_raise(e.to))
            else:
                out.append(_UNSIZED[e.action])
    return out


# A fold, check or call is one and the same immutable value every time (each new one is
# checked in Action.__post_init__, which a long import paid on every step of every hand).
_UNSIZED = {kind.value: Action(kind) for kind in (ActionKind.FOLD, ActionKind.CHECK,
                                                  ActionKind.CALL)}


def seat_results(hand: HandState, names: Mapping[int, str]) -> tuple[SeatResult, ...]:
    vpip: set[int] = set()
    pfr: set[int] = set()
    aggressive: dict[int, int] = {}
    passive: dict[int, int] = {}
    showdown: set[int] = set()
    category: dict[int, int] = {}
    won_at_showdown: set[int] = set()
    folded_early: set[int] = set()  # folded before the flop
    chances: set[int] = set()  # faced one raise before the flop (a 3-bet's chance)
    three_bets: set[int] = set()
    raises = 0  # raises before the flop so far (the big blind not counted)
    for e in hand.events:
        if type(e) is ActionTaken:  # no event type is subclassed: the quickest test
            if e.street == Street.PREFLOP:
                if raises == 1 and e.seat not in pfr and e.seat not in chances:
                    chances.add(e.seat)
                    if e.action in ("bet", "raise"):
                        three_bets.add(e.seat)
                if e.action == "fold":
                    folded_early.add(e.seat)
                if e.action in ("call", "bet", "raise"):
                    vpip.add(e.seat)
                if e.action in ("bet", "raise"):
                    pfr.add(e.seat)
                    raises += 1
            elif e.action in ("bet", "raise"):
                aggressive[e.seat] = aggressive.get(e.seat, 0) + 1
            elif e.action == "call":
                passive[e.seat] = passive.get(e.seat, 0) + 1
        elif type(e) is HandShown:
            showdown.add(e.seat)
            category[e.seat] = e.category
        elif type(e) is HandMucked:
            showdown.add(e.seat)
        elif type(e) is PotAwarded and e.category is not None:
            won_at_showdown.update(s for s, _ in e.shares)
    flop_seen = len(hand.board) >= FLOP_CARDS
    return tuple(
        SeatResult(
            seat, names.get(seat, f"Seat {seat + 1}"), tuple(hand.hole[pos]),
            hand.starting_stacks[pos], hand.stacks[pos], seat in vpip, seat in pfr,
            aggressive.get(seat, 0), passive.get(seat, 0), seat in showdown,
            seat in won_at_showdown and seat in showdown, category.get(seat),
            flop_seen and seat not in folded_early, seat in chances, seat in three_bets,
        )
        for pos, seat in enumerate(hand.seats)
    )


def record_of(
    hand: HandState,
    names: Mapping[int, str],
    person_seat: int | None,
    session_id: int = 0,
    played_at: float = 0.0,
    options: ReplayOptions | None = None,
) -> HandRecord:
    """The history record of a finished hand (``options``: how an imported hand was dealt,
    :func:`engine.storage.imported.import_reading.options_of`)."""
    players = seat_results(hand, names)
    me = next((p for p in players if p.seat == person_seat), None)
    result = None
    if me is not None:
        result = "won" if me.net > 0 else "lost" if me.net < 0 else "even"
    shown = any(type(x) is HandShown for x in hand.events)
    category = next(
        (e.category for e in hand.events if type(e) is PotAwarded and 0 in e.pots and shown),
        None,
    )
    return HandRecord(session_id, hand.hand_number, played_at, hand.seats[-1],
                      tuple(hand.board), players, person_seat, result, category,
                      hand_data(hand, actions_of(hand), options))


@lru_cache(maxsize=CONFIG_CACHE)
def _config_fields(config: HandConfig) -> tuple[tuple[str, Any], ...]:
    return tuple(asdict(config).items())


def _config_json(config: HandConfig) -> Json:
    """The rules of a hand as a dict; a bulk import writes the same few rules thousands of
    times, and ``dataclasses.asdict`` is slow, so each is worked out once."""
    return dict(_config_fields(config))


_PLAYER_FIELDS = tuple(f.name for f in dataclasses.fields(SeatResult))
_player_values = attrgetter(*_PLAYER_FIELDS)  # every field's value in one call, at C speed


def _named(player: Any) -> Any:
    """A stored player by field name: the list :func:`players_to_json` writes (its values
    in :data:`_PLAYER_FIELDS`' order; fields added later missing at its end), or the dict
    rows written before it hold.

    :raises TypeError: a list with more values than the class has fields.
    """
    if isinstance(player, list):
        if len(player) > len(_PLAYER_FIELDS):
            raise TypeError("a player has more values than fields")
        return dict(zip(_PLAYER_FIELDS, player, strict=False))
    return player


def players_to_json(players: Sequence[SeatResult]) -> list[list[Any]]:
    """Each player as the list of its fields' values in the class's order
    (:data:`_PLAYER_FIELDS`; the cards a list): a third of the text a dict per player made,
    and half the time to write it, which a bulk import spends on every hand. The names come
    from the class, so a field added to :class:`SeatResult` is never left out; rows written
    before (a dict per player) are still read by :func:`players_from_json`."""
    return [list(_player_values(p)) for p in players]


def players_from_json(data: Any) -> tuple[SeatResult, ...]:
    if not isinstance(data, list):
        raise bad("players must be a list")
    try:
        data = [_named(p) for p in data]
        return tuple(
            SeatResult(int(p["seat"]), str(p["name"]), tuple(int(c) for c in p["cards"]),
                       int(p["start"]), int(p["finish"]), bool(p["vpip"]), bool(p["pfr"]),
                       int(p["aggressive"]), int(p["passive"]), bool(p["showdown"]),
                       bool(p["won_showdown"]),
                       None if p["category"] is None else int(p["category"]),
                       bool(p.get("saw_flop", False)), bool(p.get("three_bet_chance", False)),
                       bool(p.get("three_bet", False)))
            for p in data
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise bad(f"a player entry is malformed: {exc}") from exc
