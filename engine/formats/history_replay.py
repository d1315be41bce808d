"""One replay for every hand-history reader: a :class:`HistoryHand` played on the engine.

The deck is stacked with the cards the text shows (cards it does not show come from the cards
left and never win by their stand-in value: those players are ``unknown``), every step of the
log is played in turn and must be legal at its point, a call must cost what the text says,
and the finished hand must pay what the text says each player collected (less the rake,
which the engine does not take). The only place in :mod:`engine.formats` that builds a
:class:`~engine.rules.hand.HandState`.

>>> from engine.core.cards import parse_cards
>>> from engine.rules.config import HandConfig
>>> from engine.formats.history_hand import Act, HistoryHand
>>> a, k, q, j = parse_cards("AsKsQhJh")
>>> hand = HistoryHand(
...     site="example", hand_id="1", hand_number=1,
...     config=HandConfig(small_blind=1, big_blind=2), names=("Ann", "Bob"), seats=None,
...     stacks=(100, 100), antes=(0, 0), antes_trimmed=False, blinds=(2, 1),
...     holes=((a, k), (q, j)), board=(),
...     acts=(Act("bet", 1, 6), Act("fold", 0)), collected=(0, 4))
>>> state = replay(hand)
>>> state.stacks
[98, 102]
>>> import dataclasses
>>> replay(dataclasses.replace(hand, collected=(4, 0)))
Traceback (most recent call last):
...
engine.core.errors.ReplayError: the replay pays the pots differently from the text
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from engine.core.cards import Card
from engine.core.cards import Deck
from engine.core.cards import full_deck
from engine.core.errors import FeltError
from engine.core.errors import IllegalActionError
from engine.core.errors import ReplayError
from engine.formats.history_hand import BET
from engine.formats.history_hand import BOARD
from engine.formats.history_hand import CALL
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import CHECK_OR_CALL
from engine.formats.history_hand import FOLD
from engine.formats.history_hand import Act
from engine.formats.history_hand import HistoryHand
from engine.formats.imported import collected_by_position
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.events import ActionTaken
from engine.rules.events import BetReturned
from engine.rules.hand import HandState


def replay(record: HistoryHand) -> HandState:
    """The finished hand the record describes, checked against its text.

    Split pots are tried with each of the record's ways of giving odd chips until one pays
    as the text says.

    :raises ReplayError: the cards cannot be dealt, a step is not legal at its point, the log
        ends early, or the hand pays differently from the text (the code says which).
    """
    try:
        return _replay_ways(record)
    except ReplayError as exc:
        if exc.code not in _RULE_ERRORS or not _short_all_in_big_blind(record):
            raise
        first = exc
    # Where the big blind was posted all-in for less, the two rules of what a call costs
    # (the whole blind as sites write it, or what was posted as Felt's own games and PokerKit
    # play it) give different logs; the text is replayed under the other rule before it is
    # refused, and refused with the error of its own rule.
    other = replace(record.config, full_blind_owed=not record.config.full_blind_owed)
    try:
        return _replay_ways(replace(record, config=other))
    except ReplayError:
        raise first from None


# Errors that a log written under the other rule of a short all-in big blind gives.
_RULE_ERRORS = frozenset({"bad_amount", "illegal_action", "wrong_player", "returned_mismatch",
                          "collected_mismatch", "unfinished", "early_board", "missing_board"})


def _short_all_in_big_blind(record: HistoryHand) -> bool:
    """Whether some blind was posted all-in for less than the big blind."""
    big = record.config.big_blind
    return any(0 < blind < big and blind + ante >= stack for blind, ante, stack
               in zip(record.blinds, record.antes, record.stacks, strict=False))


def _replay_ways(record: HistoryHand) -> HandState:
    ways = record.odd_chips or (record.config.odd_chip,)
    for k, odd_chip in enumerate(ways):
        try:
            return _replay_once(record, odd_chip)
        except ReplayError as exc:
            if exc.code != "collected_mismatch" or k == len(ways) - 1:
                raise
    raise AssertionError("unreachable")  # pragma: no cover


def pays_as_text(record: HistoryHand, state: HandState,
                 kept: Sequence[int] | None = None) -> bool:
    """Whether the finished ``state`` paid each player what the record says he collected
    (less the rake); true when the record does not say.

    ``kept``: chips each position bet in the text beyond what anyone could call and never
    put in (sites that count a bet nobody called as collected count these too).
    """
    if record.collected is None:
        return True
    ours = collected_by_position(state)
    if record.returned_in_collected:
        back = returned_by_position(state)
        ours = tuple(o + b + (kept[j] if kept else 0) for j, (o, b) in enumerate(
            zip(ours, back, strict=True)))
    won = record.collected
    rake = record.rake
    rounding = record.collected_rounding
    if rounding:
        winners = sum(1 for w in won if w > 0)
        return abs(sum(ours) - sum(won) - rake) <= rounding * winners and all(
            (o > 0) == (w > 0) and -rounding <= o - w <= rake + rounding
            for o, w in zip(ours, won, strict=True))
    return sum(ours) - sum(won) == rake and all(
        (o > 0) == (w > 0) and 0 <= o - w <= rake for o, w in zip(ours, won, strict=True))


def _replay_once(record: HistoryHand, odd_chip: OddChip) -> HandState:
    state = _deal(record, odd_chip)
    board_seen = 0  # cards the text has dealt so far
    kept: list[int] | None = None  # chips bet beyond what anyone could call, by position
    for act in record.acts:
        if act.verb == BOARD:
            board_seen = act.amount or 0
            if len(state.board) < board_seen and _alone_with_chips(state):
                state.check()  # texts write no step for him: he has nobody to bet against
            if len(state.board) < board_seen:
                raise ReplayError("early_board", "the board is dealt before the betting "
                                  "round ends", line=act.line, text=act.text)
            continue
        extra = _play(state, record, act, board_seen)
        if extra:
            assert act.position is not None
            kept = kept or [0] * len(record.stacks)
            kept[act.position] += extra
    if not state.finished:
        raise ReplayError("unfinished", "the actions end before the hand does")
    _check_returned(record, state, kept)
    if record.collected_is_exact and not pays_as_text(record, state, kept):
        raise ReplayError("collected_mismatch", "the replay pays the pots differently from "
                          "the text", replayed=list(collected_by_position(state)),
                          text=list(record.collected or ()))
    return state


def _deal(record: HistoryHand, odd_chip: OddChip) -> HandState:
    """The hand set up and dealt from a deck stacked with the text's cards."""
    n = len(record.stacks)
    deck = stacked_deck(record.holes, record.board, record.config.short_deck,
                        record.config.burn_cards)
    won = record.collected

    def settle(eligible: tuple[int, ...]) -> list[int]:
        return [j for j in eligible if won is not None and won[j] > 0]

    blinds = list(record.blinds)
    if n == 2:  # the engine takes heads-up blinds in PHH's order, the big blind first
        blinds = [blinds[1], blinds[0]]
    unknown = record.unknown
    config = record.config
    try:
        return HandState(
            config if config.odd_chip is odd_chip else _with_odd_chip(config, odd_chip),
            list(record.stacks),
            seats=None if record.seats is None else list(record.seats), deck=deck,
            hand_number=record.hand_number, antes=list(record.antes), blinds=blinds,
            mucks=record.mucks - unknown, unknown=unknown, settle=settle if won else None,
            show_all=True,  # who shows and who mucks is what the text says (``mucks``)
            ante_trimming=record.antes_trimmed, free_folds=True,
            first_to_act=record.first_to_act)
    except FeltError as exc:
        raise ReplayError("bad_setup", str(exc), cause=exc.code) from exc


@lru_cache(maxsize=64)
def _with_odd_chip(config: HandConfig, odd_chip: OddChip) -> HandConfig:
    """``config`` giving odd chips ``odd_chip``'s way: a file's hands share a few rules, and
    each new config is checked field by field (a few microseconds a hand)."""
    return replace(config, odd_chip=odd_chip)


def _play(state: HandState, record: HistoryHand, act: Act, board_seen: int) -> int:
    """One player's step of the log, checked to come at its point; the chips it bets beyond
    what anyone could call (0 for most steps).

    A call costs what the engine owes; sites that ask for the whole big blind over a blind
    posted all-in for less say so in their config (``full_blind_owed``), so two such calls
    make the side pot the text pays. A raise over players who are all in ("raises 230 to
    2610 and is all-in" over an all-in of 2380) is a call: nobody can call the rest, which
    stays with its owner.
    """
    j = act.position
    if j is None or state.actor != j:
        actor = state.actor
        who = record.names[j] if j is not None and j < len(record.names) else "?"
        raise ReplayError("wrong_player", f"it is not {who}'s turn" + (
            f" ({record.names[actor]} is to act)" if actor is not None else ""),
            line=act.line, text=act.text)
    if len(state.board) != board_seen:
        raise ReplayError("missing_board", "the log acts on a street it has not dealt",
                          line=act.line, text=act.text)
    try:
        if act.verb == FOLD:
            state.fold()
        elif act.verb == CHECK:
            state.check()
        elif act.verb == CHECK_OR_CALL:
            state.check() if state.can_check() else state.call()
        elif act.verb == CALL:
            taken = state.call()[0]
            if act.amount is not None and (not isinstance(taken, ActionTaken)
                                           or taken.amount != act.amount):
                raise ReplayError("bad_amount", "the call is not the amount owed",
                                  line=act.line, text=act.text)
        elif act.verb == BET:
            assert act.amount is not None
            try:
                state.bet_or_raise(act.amount)
            except IllegalActionError as exc:
                if exc.code != "nobody_to_raise":
                    raise
                taken = state.call()[0]
                assert isinstance(taken, ActionTaken)
                return max(act.amount - taken.to, 0)
        else:
            raise ReplayError("unknown_action", f"no step {act.verb!r}", line=act.line,
                              text=act.text)
    except ReplayError:
        raise
    except FeltError as exc:
        raise ReplayError("illegal_action", str(exc), cause=exc.code, line=act.line,
                          text=act.text) from exc
    return 0


def _alone_with_chips(state: HandState) -> bool:
    """Whether the player to act owes nothing and every other player still in is all in."""
    legal = state.legal_actions()
    return (legal is not None and legal.can_check and legal.max_raise_to is None
            and legal.min_raise_to is None)


def returned_by_position(state: HandState) -> tuple[int, ...]:
    """Chips each position took back as a bet nobody called."""
    returned = [0] * state.player_count
    for event in state.events:
        if isinstance(event, BetReturned):
            returned[state.position_of(event.seat)] += event.amount
    return tuple(returned)


def _check_returned(record: HistoryHand, state: HandState,
                    kept: Sequence[int] | None) -> None:
    returned = returned_by_position(state)
    if kept:
        returned = tuple(r + k for r, k in zip(returned, kept, strict=True))
    if any(returned[j] != amount for j, amount in record.returned):
        raise ReplayError("returned_mismatch", "the uncalled bet returned differs")


def stacked_deck(holes: Sequence[tuple[Card | None, Card | None]], board: Sequence[Card],
                 short: bool, burn: bool) -> Deck:
    """A deck that deals exactly the text's cards; unknown ones come from the cards left."""
    known = [c for h in holes for c in h if c is not None] + list(board)
    if len(set(known)) != len(known):
        raise ReplayError("duplicate_card", "a card is dealt twice")
    if not set(full_deck(short)).issuperset(known):
        raise ReplayError("bad_card", "a card is not in this deck")
    used = set(known)
    spare = iter([c for c in full_deck(short) if c not in used])
    order: list[Card] = []
    try:
        for k in range(2):
            for hole in holes:
                card = hole[k]
                order.append(card if card is not None else next(spare))
        for cards in (board[:3], board[3:4], board[4:5]):
            if burn:
                order.append(next(spare))
            order.extend(cards)
    except StopIteration:
        raise ReplayError("too_many_players", "too many players for one deck") from None
    try:
        return Deck.stacked(order, short_deck=short)
    except FeltError as exc:
        raise ReplayError("bad_card", str(exc), cause=exc.code) from exc


__all__ = ["pays_as_text", "replay", "returned_by_position", "stacked_deck"]
