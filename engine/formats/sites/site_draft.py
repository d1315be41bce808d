"""What a site's text says of one hand, gathered line by line, then replayed and checked.

Readers of sites whose lines are not PokerStars' (PartyPoker, 888poker) fill a :class:`Draft`
as they read: the seats, the forced bets, each player's step with the chips it *adds* (those
sites write calls, raises and all-ins as chips put in now, not as a total), the board, the
cards shown and what each player won. :meth:`Draft.record` turns it into the one
:class:`~engine.formats.history_hand.HistoryHand` every reader hands to the one replay, and
:func:`imported` replays it into an :class:`~engine.formats.imported.ImportedHand`.

Such sites write no rake: it is what went into the pot (less the bet nobody called) and
nobody won, so the replay still checks every player's winnings against the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from decimal import Decimal
from decimal import InvalidOperation

from engine.core.cards import Card
from engine.core.cards import parse_cards
from engine.core.errors import FeltError
from engine.formats.history_hand import BET
from engine.formats.history_hand import BOARD
from engine.formats.history_hand import CALL
from engine.formats.history_hand import ODD_CHIP_WAYS
from engine.formats.history_hand import Act
from engine.formats.history_hand import HistoryHand
from engine.formats.history_replay import replay
from engine.formats.imported import MAX_DECIMALS
from engine.formats.imported import MAX_MINOR_UNITS
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.imported import decimal_places
from engine.formats.text_safety import has_control
from engine.rules.config import Betting
from engine.rules.config import HandConfig

_DIGITS_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
_BOARD_BEFORE = {3: 0, 4: 3, 5: 4}  # the board's size before a street that makes it n


class SiteTextError(FeltError):
    """A line of a site's hand could not be understood (``details['line']``)."""


def amount(text: str, line: int) -> Decimal:
    """The number in ``$1,250.50 USD``."""
    digits = _DIGITS_RE.search(text)
    try:
        value = Decimal(digits.group().replace(",", "")) if digits else None
    except InvalidOperation:
        value = None
    if value is None or decimal_places(value) > MAX_DECIMALS or value > MAX_MINOR_UNITS:
        raise SiteTextError("bad_amount", f"line {line}: not an amount in range", line=line)
    return value


def currency_of(text: str) -> str | None:
    """``USD``... from a money sign or code in ``text``; ``None`` for chips."""
    for symbol, code in _CURRENCY.items():
        if symbol in text:
            return code
    found = re.search(r"\b(USD|EUR|GBP|CAD)\b", text)
    return found.group(1) if found else None


def cards(text: str, line: int) -> list[Card]:
    """``Ah, Kd`` or ``10h Kd`` as cards."""
    words = [w for w in re.split(r"[\s,]+", text) if w]
    try:
        return parse_cards("".join(w.replace("10", "T") for w in words))
    except (FeltError, ValueError) as exc:
        raise SiteTextError("bad_cards", f"line {line}: not cards: {text[:30]!r}",
                            line=line) from exc


@dataclass(slots=True)
class Draft:
    """One hand as read so far, amounts in the file's units."""

    site: str
    hand_id: str
    betting: Betting = Betting.NO_LIMIT
    small: Decimal | None = None
    big: Decimal | None = None
    currency: str | None = None
    table: str | None = None
    tournament: str | None = None
    played_at: str | None = None
    button: int | None = None
    seats: list[tuple[int, str, Decimal]] = field(default_factory=list)
    antes: dict[str, Decimal] = field(default_factory=dict)
    blinds: dict[str, Decimal] = field(default_factory=dict)
    dead: dict[str, Decimal] = field(default_factory=dict)
    holes: dict[str, list[Card]] = field(default_factory=dict)
    board: list[Card] = field(default_factory=list)
    steps: list[tuple[int, str, str | None, Decimal | None]] = field(default_factory=list)
    won: dict[str, Decimal] = field(default_factory=dict)
    put_in: dict[str, Decimal] = field(default_factory=dict)  # this street's chips
    total: dict[str, Decimal] = field(default_factory=dict)  # the hand's chips
    shown: set[str] = field(default_factory=set)
    mucked: set[str] = field(default_factory=set)
    written_rake: Decimal | None = None  # a site that writes its rake (iPoker's rakeamount)
    jackpot: Decimal = Decimal(0)  # the part of the written rake the text names a jackpot fee
    short_deck: bool = False  # 36 cards, six to ace (WPN's "Six Plus Hold'em")
    straddles: list[str] = field(default_factory=list)  # in the order posted
    cap: Decimal | None = None  # a capped table's most one player puts in
    won_holds_returned: bool = False  # what was won counts the bet nobody called
    joined: list[str] = field(default_factory=list)  # seated by the reader, not by a seat line
    # A tournament's text whose amounts are rounded whole chips (PartyPoker's newer form
    # writes 751624 for 751624.5): what was won may be off by a chip a step.
    won_rounding: bool = False
    dealt_in: frozenset[str] | None = None  # who a first reading found playing, if read twice

    @property
    def names(self) -> list[str]:
        return [s[1] for s in self.seats]

    def seat(self, number: int, name: str, stack: Decimal, line: int) -> None:
        if not name or has_control(name):
            raise SiteTextError("bad_name", f"line {line}: a player's name is empty or holds a "
                                "control character", line=line)
        if name in self.names:
            raise SiteTextError("unknown_line", f"line {line}: a name seated twice", line=line)
        self.seats.append((number, name, stack))

    def speaker(self, text: str) -> tuple[str | None, str]:
        """The seated player a line begins with (the longest name), and the rest."""
        best = None
        for name in self.names:
            if text.startswith(name + " ") and (best is None or len(name) > len(best)):
                best = name
        return (best, text[len(best) + 1:]) if best else (None, "")

    def _chips(self, who: str, value: Decimal) -> None:
        self.put_in[who] = self.put_in.get(who, Decimal(0)) + value
        self.total[who] = self.total.get(who, Decimal(0)) + value

    def ante(self, who: str, value: Decimal) -> None:
        self.antes[who] = self.antes.get(who, Decimal(0)) + value
        self.total[who] = self.total.get(who, Decimal(0)) + value

    def blind(self, who: str, value: Decimal, dead: Decimal = Decimal(0)) -> None:
        self.blinds[who] = self.blinds.get(who, Decimal(0)) + value
        self._chips(who, value)
        if dead:
            self.dead[who] = self.dead.get(who, Decimal(0)) + dead
            self.total[who] = self.total.get(who, Decimal(0)) + dead

    def straddle(self, who: str, value: Decimal) -> None:
        """A blind posted over the big blind before the deal: the betting starts after it."""
        self.blind(who, value)
        self.straddles.append(who)

    def cap_at(self, most: Decimal) -> None:
        """A capped table: the text says a player put in the most anyone may (``caps``)."""
        self.cap = most if self.cap is None else min(self.cap, most)

    def act(self, line: int, who: str, verb: str) -> None:
        """A fold or a check."""
        self.steps.append((line, verb, who, None))

    def add(self, line: int, who: str, value: Decimal) -> None:
        """A step that puts ``value`` more chips in: a call, or a raise to the new total.

        Before the flop the whole big blind is the amount to call even when it was posted
        all-in for less, so a step up to it is a call."""
        most = max(self.put_in.values(), default=Decimal(0))
        if not self.board and self.big is not None and most < self.big:
            most = self.big
        mine = self.put_in.get(who, Decimal(0)) + value
        if mine > most:
            self.steps.append((line, BET, who, mine))
        else:
            self.steps.append((line, CALL, who, value))
        self._chips(who, value)

    def raise_to(self, line: int, who: str, total: Decimal) -> None:
        """A bet or raise to ``total`` this street (sites that write the total)."""
        self.steps.append((line, BET, who, total))
        self._chips(who, total - self.put_in.get(who, Decimal(0)))

    def deal(self, line: int, dealt: list[Card], size: int) -> None:
        """Board cards making the board ``size`` cards."""
        if len(self.board) != _BOARD_BEFORE.get(size, -1) or len(self.board) + len(
                dealt) != size:
            raise SiteTextError("bad_board", f"line {line}: the board is out of order",
                                line=line)
        self.board.extend(dealt)
        self.steps.append((line, BOARD, None, Decimal(size)))
        self.put_in.clear()

    def learn(self, who: str, shown: list[Card], line: int) -> None:
        known = self.holes.get(who, [])
        merged = known + [c for c in shown if c not in known]
        if len(merged) > 2:
            raise SiteTextError("contradicting_cards", f"line {line}: cards differ from those "
                                "dealt", line=line)
        self.holes[who] = merged

    def rake(self) -> Decimal:
        """The rake the text writes, or else what went in, less the bet nobody called (unless
        the text counts it as won), less what was won."""
        if self.written_rake is not None:
            return self.written_rake
        _, uncalled = self.uncalled()
        if self.won_holds_returned:
            uncalled = Decimal(0)
        return max(sum(self.total.values(), Decimal(0)) - uncalled
                   - sum(self.won.values(), Decimal(0)), Decimal(0))

    def uncalled(self) -> tuple[str | None, Decimal]:
        """Who put in the most live chips, and how many more than anyone else: the bet
        nobody called. Dead blinds are never returned, nor an ante one player posts for the
        table; antes everyone posts count (a short stack's smaller ante is matched)."""
        table_ante = len(self.antes) <= 1
        live = sorted(((self.total[x] - self.dead.get(x, Decimal(0))
                        - (self.antes.get(x, Decimal(0)) if table_ante else Decimal(0)), x)
                       for x in self.total), reverse=True)
        if not live:
            return None, Decimal(0)
        return live[0][1], live[0][0] - (live[1][0] if len(live) > 1 else Decimal(0))

    def uncalled_in_winnings(self) -> None:
        """A winner written as collecting his own bet nobody called (a walk's big blind
        "won $0.07" of a pot of $0.02 + $0.05, 888's "collected [ $10 ]" of a raise nobody
        called) collects the pot only: the rest is his bet returned, which the replay
        returns. Told by winnings that exceed what the called pot held."""
        top, uncalled = self.uncalled()
        if top is None or uncalled <= 0:
            return
        called = sum(self.total.values(), Decimal(0)) - uncalled
        if sum(self.won.values(), Decimal(0)) > called and self.won.get(top, Decimal(0)) >= (
                uncalled):
            self.won[top] -= uncalled

    def record(self) -> HistoryHand:
        """The common record of the hand (positions from the left of the button)."""
        if not self.won_holds_returned:
            self.uncalled_in_winnings()
        named = {who for _, _, who, _ in self.steps}
        named.update(self.antes, self.blinds, self.dead, self.holes, self.won)
        # A seat the text never names again (no forced bet, step, cards or winnings) is not
        # dealt in: sites list players sitting out, some with no chips, among the seats.
        playing = sorted(s for s in self.seats if s[1] in named)
        if self.button is None or not 2 <= len(playing) <= 10:
            raise SiteTextError("bad_players", "a hand needs a button and 2 to 10 players",
                                line=None)
        order = ([s for s in playing if s[0] > self.button]
                 + [s for s in playing if s[0] <= self.button])
        names = [s[1] for s in order]
        position = {name: j for j, name in enumerate(names)}
        for line, _, who, _ in self.steps:
            if who is not None and who not in position:
                raise SiteTextError("unknown_player", f"line {line}: a player who was not "
                                    "dealt in plays", line=line)
        n = len(order)
        big = self.big if self.big is not None else max(self.blinds.values(), default=Decimal(1))
        small = self.small if self.small is not None else min(
            (b for b in self.blinds.values() if b < big), default=big / 2)
        rake = self.rake()
        values = [small, big, rake, self.jackpot, *(s[2] for s in order), *self.antes.values(),
                  *self.blinds.values(), *self.dead.values(), *self.won.values(),
                  *(a for *_, a in self.steps if a is not None)]
        scale = 10 ** max(decimal_places(v) for v in values)

        def minor(x: Decimal) -> int:
            return int(x * scale)

        bigs = [j for j, x in enumerate(names) if self.blinds.get(x, 0) >= big > 0]
        if self.straddles:  # the betting starts left of the last straddle
            bigs = [position[self.straddles[-1]]] if self.straddles[-1] in position else []
        big_minor = max(minor(big), 1)
        config = HandConfig(betting=self.betting, small_blind=min(minor(small), big_minor),
                            big_blind=big_minor, bet_cap=None, blind_counts_as_bet=True,
                            cap_lifted_heads_up=True, full_blind_owed=True,
                            short_deck=self.short_deck)
        holes = [self.holes.get(x, []) for x in names]
        # a player who "mucks" his cards yet collects a pot was shown down (888)
        winners = {x for x, v in self.won.items() if v > 0}
        acts = tuple(Act(BOARD, None, int(a or 0), line) if verb == BOARD
                     else Act(verb, position[who] if who is not None else None,
                              None if a is None else minor(a), line)
                     for line, verb, who, a in self.steps)
        digits = "".join(c for c in self.hand_id if c.isdigit()) or "0"
        return HistoryHand(
            site=self.site, hand_id=self.hand_id, hand_number=int(digits) % 2**62,
            config=config, names=tuple(names), seats=tuple(s[0] - 1 for s in order),
            stacks=tuple(minor(s[2] if self.cap is None else min(s[2], self.cap))
                         for s in order),
            antes=tuple(minor(self.antes.get(x, Decimal(0)) + self.dead.get(x, Decimal(0)))
                        for x in names),
            antes_trimmed=len(self.antes) > 1 and not self.dead,  # a dead blind kept whole
            dead=tuple(minor(self.dead.get(x, Decimal(0))) for x in names) if self.dead else (),
            blinds=tuple(minor(self.blinds.get(x, Decimal(0))) for x in names),
            holes=tuple((h[0] if h else None, h[1] if len(h) > 1 else None) for h in holes),
            board=tuple(self.board), acts=acts,
            first_to_act=(bigs[0] + 1) % n if bigs else None,
            mucks=frozenset(position[x] for x in self.mucked - self.shown - winners
                            if x in position),
            collected=tuple(minor(self.won.get(x, Decimal(0))) for x in names),
            returned_in_collected=self.won_holds_returned,
            collected_rounding=len(self.steps) if self.won_rounding and self.tournament
            and scale == 1 else 0,
            rake=minor(rake), jackpot=minor(min(self.jackpot, rake)),
            odd_chips=ODD_CHIP_WAYS,
            scale=scale, currency=None if self.tournament else self.currency)


def imported(draft: Draft, record: HistoryHand, source: str, section: str,
             encoding: str) -> ImportedHand:
    """The draft's hand replayed (raises :class:`ReplayError` when it pays differently)."""
    state = replay(record)
    small = Decimal(record.config.small_blind) / record.scale
    big = Decimal(record.config.big_blind) / record.scale
    if draft.small is not None and draft.big is not None:  # as written: "0.50", not "0.5"
        small, big = draft.small, draft.big
    return ImportedHand(
        site=draft.site, source=source, section=section, hand_id=draft.hand_id,
        played_at=draft.played_at, table=draft.table, currency=record.currency,
        tournament=draft.tournament, stakes=(small, big), players=record.names,
        seats=tuple(s + 1 for s in record.seats or ()), state=state, scale=record.scale,
        rake=record.rake, jackpot=record.jackpot, fields={"encoding": encoding},
        keys=record.keys(), dead=record.dead)


__all__ = ["Draft", "SiteTextError", "amount", "cards", "currency_of",
           "imported"]


def skipped(site: str, source: str, first: int, block: list[tuple[int, str]], exc: FeltError,
            hand_id: str | None) -> SkippedHand:
    """The hand starting at line ``first`` skipped for ``exc``, naming the line it failed on
    and quoting it, so the person can find it in the file."""
    line = exc.details.get("line")
    quote = next((t.strip()[:100] for n, t in block if n == line), None)
    where = f"line {line}: " if line is not None and f"line {line}" not in str(exc) else ""
    return SkippedHand(site, source, f"line {first}", line or first, exc.code,
                       f"{source}: hand at line {first}: {where}{exc}"
                       + (f" — {quote!r}" if quote else ""), hand_id)


def read_blocks(blocks: Iterable[tuple[list[tuple[int, str]], str | None]], source: str,
                known: Known | None, site: str, parse: Callable[[list[tuple[int, str]]], Draft],
                encoding: Callable[[], str | None],
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a site's text, already cut into ``blocks`` of numbered lines (with the
    problem that spoils a block, if any): parsed by ``parse`` into a draft, replayed, and
    imported, known, or skipped with the line it failed on. The sites that read this way
    (PartyPoker, 888, WPN) differ only in ``parse`` and how they cut the text."""
    for block, problem in blocks:
        first = block[0][0]
        section = f"line {first}"
        if problem is not None:
            yield SkippedHand(site, source, section, first, "bad_text", f"{source}: {problem}")
            continue
        hand_id = None
        try:
            draft = parse(block)
            hand_id = draft.hand_id
            record = draft.record()
            if known is not None and known(record.keys()):
                yield KnownHand(site, source, section, hand_id)
                continue
            yield imported(draft, record, source, section, encoding() or "ascii")
        except FeltError as exc:
            yield skipped(site, source, first, block, exc, hand_id)
