"""One replay for every hand-history reader: a :class:`HistoryHand` played on the engine.

The deck is stacked with the cards the text shows (cards it does not show come from the cards
left and never win by their stand-in value: those players are ``unknown``), every step of the
log is played in turn and must be legal at its point, a call must cost what the text says,
and the finished hand must pay what the text says each player collected (less the rake,
which the engine does not take). The only place in :mod:`engine.formats` that builds a
:class:`~engine.rules.hand.HandState`.

>>> from engine.core.cards import parse_cards
>>> from engine.rules.config import Betting
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

Tests: tests/engine/formats/test_export_injection.py, tests/engine/formats/test_hand_blocks.py,
tests/engine/formats/test_import_dedupe.py
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
from engine.rules.config import Betting
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
        if exc.code == "collected_mismatch" and record.config.short_deck:
            # Short deck: the site may rank a straight over three of a kind (GGPoker).
            try:
                return _replay_ways(record, straight_over_trips=True)
            except ReplayError:
                pass
        if exc.code in _RULE_ERRORS and record.config.betting is Betting.FIXED_LIMIT:
            # Fixed-Limit: the site may let an all-in raise of half a bet or more reopen the
            # betting (Robert's Rules, PartyPoker), where Felt's own rule (TDA) does not.
            try:
                return _replay_ways(record, half_bet_reopens=True)
            except ReplayError:
                pass
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
    """Whether some blind was posted all-in for less than the big blind, or a player went
    all-in on his ante (the big blind's player then posts none)."""
    big = record.config.big_blind
    return any((blind > 0 or ante > 0) and blind < big and blind + ante >= stack
               for blind, ante, stack in zip(record.blinds, record.antes, record.stacks,
                                             strict=False))


def _replay_ways(record: HistoryHand, half_bet_reopens: bool = False,
                 straight_over_trips: bool = False) -> HandState:
    ways = record.odd_chips or (record.config.odd_chip,)
    for k, odd_chip in enumerate(ways):
        try:
            return _replay_once(record, odd_chip, half_bet_reopens, straight_over_trips)
        except ReplayError as exc:
            if exc.code != "collected_mismatch" or k == len(ways) - 1:
                raise
    raise AssertionError("unreachable")  # pragma: no cover


def pays_as_text(record: HistoryHand, state: HandState,
                 returned: Sequence[int] | None = None) -> bool:
    """Whether the finished ``state`` paid each player what the record says he collected
    (less the rake); true when the record does not say.

    ``returned``: what each position was given back uncalled (worked out from ``state``
    when not given), counted as collected when the record says the text counts it so.
    """
    if record.collected is None:
        return True
    ours = collected_by_position(state)
    if record.returned_in_collected:
        back = _returned(state, [0] * len(ours)) if returned is None else returned
        ours = tuple(o + b for o, b in zip(ours, back, strict=True))
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


def _replay_once(record: HistoryHand, odd_chip: OddChip, half_bet_reopens: bool,
                 straight_over_trips: bool) -> HandState:
    state = _deal(record, odd_chip, half_bet_reopens, straight_over_trips)
    board_seen = 0  # cards the text has dealt so far
    excess = [0] * len(record.stacks)  # raised beyond what anyone could call (returned)
    acts = record.acts
    for k in range(len(acts)):
        act = acts[k]
        if act.verb == FOLD and act.position != state.actor:
            acts = _fold_in_turn(acts, k, state.actor)
            act = acts[k]
        if act.verb == CHECK and state.finished and len(state.board) >= board_seen:
            continue  # a check written once an all-in ended the betting (Run It Once)
        if act.verb == BOARD:
            board_seen = act.amount or 0
            _check_alone(state, board_seen)
            if len(state.board) < board_seen:
                raise ReplayError("early_board", "the board is dealt before the betting "
                                  "round ends", line=act.line, text=act.text)
            continue
        _play(state, record, act, board_seen, excess)
    if not state.finished:
        raise ReplayError("unfinished", "the actions end before the hand does")
    if tuple(state.second_board) != record.second_board:
        raise ReplayError("second_board", "the board is run twice from another street than "
                          "the text runs it, or when players could still bet")
    returned = _returned(state, excess)
    try:
        if any(returned[j] != amount for j, amount in record.returned):
            raise ReplayError("returned_mismatch", "the uncalled bet returned differs")
        if record.collected_is_exact and not pays_as_text(record, state, returned):
            raise ReplayError("collected_mismatch", "the replay pays the pots differently "
                              "from the text", replayed=list(collected_by_position(state)),
                              text=list(record.collected or ()))
    except ReplayError:
        if not _gets_back_as_text(record, state, returned):
            raise
    return state


def _fold_in_turn(acts: tuple[Act, ...], k: int, actor: int | None) -> tuple[Act, ...]:
    """The log with the fold at ``k``, written out of turn, swapped with the actor's fold
    later in the same run of folds (PartyPoker writes the folds players chose ahead of their
    turn in its own order): which players fold is the same. Unchanged when the run holds no
    fold of the actor (the fold is then refused as out of turn)."""
    if actor is None:
        return acts
    for m in range(k + 1, len(acts)):
        later = acts[m]
        if later.verb != FOLD:
            break
        if later.position == actor:
            swapped = list(acts)
            swapped[k], swapped[m] = later, acts[k]
            return tuple(swapped)
    return acts


def _check_alone(state: HandState, board_seen: int) -> None:
    """The check a text leaves out when it deals the next street: the last player with chips
    owes nothing and has nobody left to bet against (the others folded or all-in), so sites
    write no step for him (888: a big blind whose only caller went all-in for less)."""
    while (len(state.board) < board_seen and state.actor is not None and state.can_check()
           and all(state.stacks[j] == 0 for j in state.live if j != state.actor)):
        state.check()


def _deal(record: HistoryHand, odd_chip: OddChip, half_bet_reopens: bool,
          straight_over_trips: bool) -> HandState:
    """The hand set up and dealt from a deck stacked with the text's cards."""
    n = len(record.stacks)
    deck = stacked_deck(record.holes, record.board, record.config.short_deck,
                        record.config.burn_cards, record.second_board)
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
            first_to_act=record.first_to_act, runs=2 if record.second_board else 1,
            half_bet_reopens=half_bet_reopens or record.half_bet_reopens,
            site_money=record.site_money,
            straight_over_trips=straight_over_trips or record.straight_over_trips)
    except FeltError as exc:
        raise ReplayError("bad_setup", str(exc), cause=exc.code) from exc


@lru_cache(maxsize=64)
def _with_odd_chip(config: HandConfig, odd_chip: OddChip) -> HandConfig:
    """``config`` giving odd chips ``odd_chip``'s way: a file's hands share a few rules, and
    each new config is checked field by field (a few microseconds a hand)."""
    return replace(config, odd_chip=odd_chip)


def _play(state: HandState, record: HistoryHand, act: Act, board_seen: int,
          excess: list[int]) -> None:
    """One player's step of the log, checked to come at its point.

    A call costs what the engine owes; sites that ask for the whole big blind over a blind
    posted all-in for less say so in their config (``full_blind_owed``), so two such calls
    make the side pot the text pays. A raise over a bet nobody left can call more of (every
    other player all-in, or short of the bet) is one PokerStars, 888 and others let a player
    make, and return at once as uncalled: it is played as the call it amounts to, and what
    it put in beyond the call is counted in ``excess`` to be returned.
    """
    j = act.position
    if act.verb == FOLD and j is not None and state.actor != j and state.stacks[j] == 0 \
            and not state.folded[j]:
        # A player all-in from his forced bets (a blind or ante posted for him while he sat
        # out), whose hand the site folds for him: he can no longer act, and unknown cards
        # never win, so he stays in as the engine has him.
        return
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
            facing = _facing_only_all_ins(state, j) if act.amount is not None else None
            taken = state.call()[0]
            if act.amount is not None and (not isinstance(taken, ActionTaken)
                                           or taken.amount != act.amount) \
                    and act.amount != facing:
                raise ReplayError("bad_amount", "the call is not the amount owed",
                                  line=act.line, text=act.text)
        elif act.verb == BET:
            assert act.amount is not None
            if not _raise_nobody_can_call(state, j, act.amount):
                _raise(state, record, act.amount, excess, j)
            else:
                excess[j] += act.amount - max(state.bets)
                state.call()
        else:
            raise ReplayError("unknown_action", f"no step {act.verb!r}", line=act.line,
                              text=act.text)
    except ReplayError:
        raise
    except FeltError as exc:
        raise ReplayError("illegal_action", str(exc), cause=exc.code, line=act.line,
                          text=act.text) from exc


def _raise(state: HandState, record: HistoryHand, to: int, excess: list[int], j: int) -> None:
    """A bet or raise to ``to``. In a fixed-limit game a site may let a player raise more
    over a short all-in than Felt's rule does (iPoker: "raise to 0.40" over an all-in of
    0.13 where Felt allows 0.33): it is played as Felt's largest raise and the rest counted
    in ``excess``, returned; the text's winnings then tell whether anyone called it."""
    try:
        state.bet_or_raise(to)
    except IllegalActionError as exc:
        high = exc.details.get("maximum")
        if (record.config.betting is not Betting.FIXED_LIMIT or exc.code != "amount_out_of_range"
                or not isinstance(high, int) or to <= high):
            raise
        state.bet_or_raise(high)
        excess[j] += to - high


def _facing_only_all_ins(state: HandState, j: int) -> int | None:
    """What position ``j`` needs to match the most any other player put in, when every
    other player still in is all-in: a site asks no more of him (a big blind posted all-in
    for less is then not owed whole: what the engine takes beyond it is returned to him
    uncalled, and the text says "calls" the smaller amount); ``None`` otherwise."""
    top = 0
    for k, bet in enumerate(state.bets):
        if k != j and not state.folded[k]:
            if state.stacks[k] > 0:
                return None
            top = max(top, bet)
    return top - state.bets[j] if top > state.bets[j] else None


def _raise_nobody_can_call(state: HandState, j: int, to: int) -> bool:
    """Whether a raise to ``to`` by position ``j`` is refused only because every other
    player is all-in or cannot call more than the bet already made, while ``j`` can call."""
    if to <= max(state.bets) or not state.can_call():
        return False
    try:
        state.verify_bet_or_raise()
    except FeltError as exc:
        return exc.code == "nobody_to_raise"
    return False


def _returned(state: HandState, excess: Sequence[int]) -> list[int]:
    """What each position was given back uncalled (``excess``: raised beyond any call)."""
    returned = list(excess)
    for event in state.events:
        if isinstance(event, BetReturned):
            returned[state.position_of(event.seat)] += event.amount
    return returned


def _gets_back_as_text(record: HistoryHand, state: HandState, returned: list[int]) -> bool:
    """Whether each player got back what the text gives him, uncalled bet and pots
    together, when the text splits the two another way than the engine: a walk whose big
    blind is "returned" whole and whose small blind is "collected" (converters and some
    sites write it so), or one whose big blind is "collected" with the small blind and
    nothing returned. The money each player ends with is then the same."""
    if record.collected is None:
        return False
    text = list(record.collected)
    for j, amount in record.returned:
        text[j] += amount
    ours = [r + c for r, c in zip(returned, collected_by_position(state), strict=True)]
    rake = record.rake
    return sum(ours) - sum(text) == rake and all(
        0 <= o - w <= rake for o, w in zip(ours, text, strict=True))


def stacked_deck(holes: Sequence[tuple[Card | None, Card | None]], board: Sequence[Card],
                 short: bool, burn: bool, second: Sequence[Card] = ()) -> Deck:
    """A deck that deals exactly the text's cards; unknown ones come from the cards left.

    ``second``: a board run twice, whose cards beyond those it shares with ``board`` are
    dealt after the first run's."""
    common = next((k for k, (a, b) in enumerate(zip(board, second, strict=False)) if a != b),
                  len(second))
    rest = list(second[common:])
    known = [c for h in holes for c in h if c is not None] + list(board) + rest
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
        for start, end in ((0, 3), (3, 4), (4, 5)):
            if start >= common and end <= len(second):
                if burn:
                    order.append(next(spare))
                order.extend(second[start:end])
    except StopIteration:
        raise ReplayError("too_many_players", "too many players for one deck") from None
    try:
        return Deck.stacked(order, short_deck=short)
    except FeltError as exc:
        raise ReplayError("bad_card", str(exc), cause=exc.code) from exc


__all__ = ["pays_as_text", "replay", "stacked_deck"]
