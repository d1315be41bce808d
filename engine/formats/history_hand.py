"""The one form every hand-history reader hands over before a hand is replayed.

A reader (PHH, PokerStars, and every further site) only *parses*: it turns its text into a
:class:`HistoryHand`, amounts already scaled to whole minor units. One replay
(:func:`engine.formats.history_replay.replay`) plays every such record on the engine and
checks it against what the text says each player collected, so a new site is a parser and
nothing more, and every site's hands are checked by the same rules.

Positions count from the left of the button, the button last (the engine's order).

Tests: tests/engine/formats/test_hand_blocks.py, tests/engine/formats/sites/test_site_draft.py
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from decimal import Decimal
from functools import lru_cache

from engine.core.cards import Card
from engine.core.frozen import quick_init
from engine.rules.config import HandConfig
from engine.rules.config import OddChip

FOLD = "fold"
CHECK = "check"
CALL = "call"
CHECK_OR_CALL = "check_or_call"  # PHH's "cc": whichever is owed
BET = "bet"  # a bet or raise to ``amount``
BOARD = "board"  # the text deals the board up to ``amount`` cards here
VERBS = (FOLD, CHECK, CALL, CHECK_OR_CALL, BET, BOARD)
#: The ways sites split a pot's odd chips, tried in this order until one pays as the text.
ODD_CHIP_WAYS = (OddChip.ONE_EACH, OddChip.ALL_TO_FIRST, OddChip.ONE_EACH_FROM_LAST)


@quick_init
@dataclass(frozen=True, slots=True)
class Act:
    """One step of the hand's log, in order.

    :param verb: one of :data:`VERBS`.
    :param position: who acts (``None`` for :data:`BOARD`).
    :param amount: a bet's total, a call's amount as written (checked against what was
        owed; ``None`` when the text does not say), the board's size for :data:`BOARD`.
    :param line: where the text has it (the file's line, or PHH's action number).
    :param text: the text of the step, for messages (may be empty).
    """

    verb: str
    position: int | None
    amount: int | None = None
    line: int | None = None
    text: str = ""


@quick_init
@dataclass(frozen=True, slots=True)
class HandKeys:
    """How the history knows a hand before replaying it.

    :param hand_key: the site's hand number and a digest of the hand with its cards: two
        different hands that share a number (two installs' exports) never collide. ``None``
        for PHH, whose stored form is its key.
    :param content_key: a digest of what every format writes of the hand (stacks, forced
        bets, board, actions): the same hand read from another site's text has the same one.
    :param raw_key: :func:`key_of_text` of the hand's text (``None`` for PHH).
    """

    site: str
    hand_id: str | None
    hand_key: str | None
    content_key: str
    raw_key: str | None = None


def key_of_text(hand_id: str | None, lines: Iterable[str]) -> str:
    """How a hand is known from its text alone, before it is parsed: its number and a digest
    of its lines with trailing spaces and blank lines dropped (so the same text saved with
    other line ends or padding is the same hand). A repeated import asks only this."""
    text = "\n".join(kept for kept in (line.rstrip() for line in lines) if kept)
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16)
    return f"{hand_id or ''}:{digest.hexdigest()}"


@quick_init
@dataclass(frozen=True, slots=True)
class HistoryHand:
    """What a hand-history text says of one hand, in minor units (``scale`` per file unit).

    :param site: ``"phh"``, ``"pokerstars"``...
    :param hand_id: the site's hand number as written (``None`` when the text has none).
    :param hand_number: the number the engine's hand carries.
    :param config: the betting structure, blinds and deck; its ``odd_chip`` is replaced by
        each of ``odd_chips`` in turn.
    :param names: players by position.
    :param seats: table seats (0-based) by position, ``None`` for seats 0, 1, 2...
    :param stacks: starting stacks by position.
    :param antes: what each position posts before the deal (dead blinds included).
    :param dead: the part of each position's ``antes`` that is a dead blind (a blind missed
        and posted on coming back), for the replayer to name it; empty when none is.
    :param antes_trimmed: whether antes count toward a player's bet (``False``: an ante one
        player posts for the table, such as a big-blind ante, is dead money).
    :param blinds: blinds and straddles by position.
    :param first_to_act: the position that opens the betting when the blinds do not say it.
    :param holes: two hole cards per position, each ``None`` where the text does not show it.
    :param board: the board cards the text deals (burn cards are never known).
    :param site_money: what the site itself put in the pot (Splash the Pot), in minor units.
    :param half_bet_reopens: replay under the Fixed-Limit rule that an all-in raise of half a
        bet reopens the betting (a PHH file Felt wrote says so; site texts are tried so).
    :param straight_over_trips: replay a short-deck hand ranking a straight over three of a
        kind (the same).
    :param second_board: a board run twice: the second run's five cards (the cards both runs
        share first), empty when the board was run once.
    :param mucks: positions that threw their cards away at showdown.
    :param acts: the log, in order.
    :param collected: what each position took from the pots as the text says, ``None`` when
        it does not say.
    :param collected_is_exact: whether a replay that pays differently is refused (a site's
        own text); ``False`` only warns (PHH's optional ``winnings``).
    :param returned: uncalled bets the text says were returned, by position.
    :param returned_in_collected: whether ``collected`` counts a bet nobody called as won
        (sites that write no "uncalled bet returned" line: Winamax, PartyPoker, iPoker).
    :param collected_rounding: minor units by which the text may have rounded what each
        player collected (Winamax writes half chips of a tournament as whole ones).
    :param rake: what the site took from the pots (its rake and every fee).
    :param jackpot: the part of ``rake`` the text names as a jackpot (bad-beat) fee.
    :param odd_chips: the ways the site may split odd chips, tried in order.
    :param scale: minor units per unit of the file's money.
    :param currency: ``"USD"``..., ``None`` for chips.
    """

    site: str
    hand_id: str | None
    hand_number: int
    config: HandConfig
    names: tuple[str, ...]
    seats: tuple[int, ...] | None
    stacks: tuple[int, ...]
    antes: tuple[int, ...]
    antes_trimmed: bool
    blinds: tuple[int, ...]
    holes: tuple[tuple[Card | None, Card | None], ...]
    board: tuple[Card, ...]
    acts: tuple[Act, ...]
    first_to_act: int | None = None
    mucks: frozenset[int] = frozenset()
    collected: tuple[int, ...] | None = None
    collected_is_exact: bool = True
    returned: tuple[tuple[int, int], ...] = ()
    returned_in_collected: bool = False
    collected_rounding: int = 0
    rake: int = 0
    jackpot: int = 0
    odd_chips: tuple[OddChip, ...] = ()
    scale: int = 1
    currency: str | None = None
    extra: tuple[tuple[str, str], ...] = field(default=())
    second_board: tuple[Card, ...] = ()
    site_money: int = 0
    half_bet_reopens: bool = False
    straight_over_trips: bool = False
    dead: tuple[int, ...] = ()

    @property
    def unknown(self) -> frozenset[int]:
        """Positions with a hole card the text does not show."""
        return frozenset(j for j, hole in enumerate(self.holes) if None in hole)

    def keys(self, raw_key: str | None = None) -> HandKeys:
        """How the history knows this hand, computed before it is replayed (``raw_key``: the
        key of its text, when a reader has one)."""
        hand_key = None
        parts = self._digest_parts()
        if self.hand_id and self.site != "phh":  # PHH numbers count within one file
            hand_key = f"{self.hand_id}:{_digest_of(parts, self._holes_part())[:32]}"
        return HandKeys(self.site, self.hand_id, hand_key, _digest_of(parts, "[]"), raw_key)

    def digest(self, holes: bool = False) -> str:
        """A digest of what the hand *is* (site, number and file aside): the same hand read
        from PHH and from PokerStars text gives the same digest.

        Amounts are compared in the file's units, so a hand in cents and the same hand in
        dollars with two places agree; names are left out (PHH files often have none), and
        so are the hole cards unless ``holes`` (PokerStars text shows only some of those a
        PHH file may show).
        """
        return _digest_of(self._digest_parts(), self._holes_part() if holes else "[]")

    def _holes_part(self) -> str:
        return _COMPACT([[-1 if c is None else c for c in h] for h in self.holes])

    def _digest_parts(self) -> tuple[str, str]:
        """The JSON text of the digested content before and after the hole cards (written
        once for both digests :meth:`keys` makes)."""
        scale = self.scale
        if scale == 1:
            def units(values: tuple[int, ...]) -> list[str]:
                return [str(v) for v in values]
        else:
            def units(values: tuple[int, ...]) -> list[str]:
                return [_unit_text(v, scale) for v in values]

        cfg = self.config
        played: list[list[object]] = []
        for a in self.acts:
            verb = a.verb
            if verb == BOARD:
                continue
            if verb in _PASSIVE:  # checks and calls written alike (PHH writes both "cc")
                played.append([CHECK_OR_CALL, a.position, None])
            else:
                played.append([verb, a.position, None if a.amount is None
                               else _unit_text(a.amount, scale)])
        head = _COMPACT([cfg.betting.value, cfg.short_deck, units(self.stacks),
                         units(self.antes), units(self.blinds)])
        tail = _COMPACT([list(self.board), played])
        return head[:-1], tail[1:]


def _digest_of(parts: tuple[str, str], holes: str) -> str:
    """The digest of the content list ``[head..., holes, tail...]`` as one JSON text."""
    text = f"{parts[0]},{holes},{parts[1]}"
    return hashlib.sha256(text.encode()).hexdigest()


_PASSIVE = frozenset((CHECK, CALL, CHECK_OR_CALL))
_COMPACT = json.JSONEncoder(separators=(",", ":")).encode  # json.dumps makes one a call
UNIT_TEXT_CACHE = 4096  # amounts whose text in the file's units is remembered


@lru_cache(maxsize=UNIT_TEXT_CACHE)
def _unit_text(amount: int, scale: int) -> str:
    """An amount in the file's units as the digest writes it: whole chips need no Decimal
    (``str(n)`` writes what ``format(Decimal(n).normalize(), "f")`` does). Remembered: a
    cash file's hands repeat the same stacks, blinds and bets, each a Decimal division."""
    if scale == 1:
        return str(amount)
    return format((Decimal(amount) / scale).normalize(), "f")


__all__ = ["BET", "BOARD", "CALL", "CHECK", "CHECK_OR_CALL", "FOLD", "ODD_CHIP_WAYS", "VERBS",
           "Act",
           "HandKeys", "HistoryHand", "key_of_text"]
