"""The Winning Poker Network's older text (its client until about 2019) in.

Before WPN wrote PokerStars-like hands (:mod:`engine.formats.sites.wpn`), its client wrote each hand
as ``Game started at: 2016/8/2 10:50:44`` (no leading zeros), ``Game ID: 693967308 0.02/0.05
(PRR) Cyclops - 6 (Hold'em)`` (tournaments ``Game ID: … 10/20 $2.20 Turbo Heads-up, Table 1
(Hold'em)``, play money ``PM Hold`em 5/10``), ``Seat 2 is the button``, seats with a full stop
(``Seat 2: Ann (5.05).``), and every line of play after ``Player``: ``Player Ann has small
blind (0.02)``, ``posts (0.05)`` (a blind posted to come in; ``posts (0.02) as a dead bet``
the small blind missed, dead money), ``straddle (0.10)``, ``ante
(20)``, ``received card: [5d]`` (``received a card.`` for cards nobody saw), and the chips
each step *adds*: ``calls (0.17)``, ``raises (0.22)``, ``allin (1120)``, ``caps (0.55)`` (puts
in the most a capped table allows). The summary says what the pot held after rake (``Pot:
37.05. Rake 1.71. JP fee 0.24``) and for each player ``Bets: 0.22. Collects: 0.49. Wins:
0.27.`` (``*`` before the winner's line). A jackpot table of 2014 (``Tantalite (JP)``) takes
its fee without naming it (``Pot: 7.73. Rake 0.41`` when the players bet 8.39): what the
players' bets hold beyond the pot and its rake is that fee.

Only players who were dealt cards are in the hand (a seated player waiting for the big blind
is listed but dealt nothing). A player whose name the text leaves out (``Player  calls (3)``)
is the one seated player no line names; when every seated player is named, he is a player
with no seat line either (:func:`_stranger_result`). A fixed-limit table writes its bets as
its stakes (``2/4`` with blinds of 1 and 2): a big blind equal to the stakes' first number
says so.
"""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal

from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.formats.sites.site_draft import amount
from engine.formats.sites.site_draft import cards
from engine.rules.config import Betting
from engine.rules.table import MAX_SEATS

START_RE = re.compile(r"^(?:\ufeff)?Game started at: ")
_STARTED_RE = re.compile(r"^(?:\ufeff)?Game started at: (?P<date>\d{4}/\d{1,2}/\d{1,2}) "
                         r"(?P<clock>\d{1,2}:\d{1,2}:\d{1,2})\s*$")
_NUMBER = r"\d[\d,]*(?:\.\d+)?"
_GAME_RE = re.compile(r"^Game ID: (?P<id>\d+) (?P<small>" + _NUMBER + r")/(?P<big>" + _NUMBER
                      + r") (?P<table>.*?) ?\((?P<game>[^()]+)\)(?: \d+-max)?\s*$")
_EVENT_RE = re.compile(r"^(?P<event>.+), Table (?P<table>\d+)$")
_BUTTON_RE = re.compile(r"^Seat (?P<seat>\d+) is the button\s*$")
_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.*) \((?P<stack>" + _NUMBER + r")\)\.?\s*$")
_POST_RE = re.compile(r"^(?P<what>has small blind|has big blind|posts|straddle|ante|posts ante) "
                      r"\((?P<amount>" + _NUMBER + r")\)\s*$")
# A player coming back posts the small blind he missed as dead money, besides his big blind.
_DEAD_RE = re.compile(r"^posts \((?P<amount>" + _NUMBER + r")\) as a dead bet\s*$")
_STEP_RE = re.compile(r"^(?P<verb>folds|checks|calls|bets|raises|allin|caps|cap)"
                      r"(?: \((?P<amount>" + _NUMBER + r")\))?\s*$")
_CARD_RE = re.compile(r"^received (?:card: \[(?P<card>[^\]]+)\]|a card\.)\s*$")
_BOARD_RE = re.compile(r"^\*\*\* (?P<street>FLOP|TURN|RIVER) \*\*\*: (?:\[[^\]]*\] )?"
                       r"\[(?P<cards>[^\]]*)\]\s*$")
_UNCALLED_RE = re.compile(r"^Uncalled bet \(" + _NUMBER + r"\) returned to(?: .*)?$")
_POT_RE = re.compile(r"^Pot: (?P<pot>" + _NUMBER + r")\.?(?: Rake (?P<rake>" + _NUMBER
                     + r")\.?)?(?: JP fee (?P<jackpot>" + _NUMBER + r")\.?)?\s*$")
_RESULT_RE = re.compile(
    r"^(?P<how>does not show cards|doesn't show cards|mucks \(does not show(?: cards|: "
    r"\[(?P<mucked>[^\]]*)\])\)|shows: .*?\[(?P<shown>[^\]]*)\](?: Low hand \(.*?\))?)\. ?"
    r"Bets: (?P<bets>" + _NUMBER + r")\. Collects: (?P<won>" + _NUMBER + r")\. (?:Wins|Loses): "
    + _NUMBER + r"\.?\s*$")
_NOISE_RE = re.compile(r"^(?:------ Summary ------|Game ended at: .*|Board: \[[^\]]*\]|"
                       r"\ufffd+)\s*$")
_PLAYER_NOISE_RE = re.compile(r"^(?:mucks cards|sitting out|is timed out\.|wait BB|"
                              r"is disconnected\.?|is connected\.?|sits out)\s*$")
_NOTHING_RE = re.compile(r"Bets: 0\. Collects: 0\. (?:Wins|Loses): 0\.?$")
_SIZE = {"FLOP": 3, "TURN": 4, "RIVER": 5}
SITE = "wpn"
STRANGER = ""  # the name of a player with no seat line whose name the text leaves out


def parse_block(block: list[tuple[int, str]]) -> Draft:
    """One hand of the older text read into a :class:`Draft`; a line not understood raises."""
    first, started = block[0]
    when = _STARTED_RE.match(started)
    lines = [(n, t.strip()) for n, t in block[1:] if t.strip()]
    if not lines or not lines[0][1].startswith("Game ID: "):
        raise SiteTextError("unknown_line", f"line {first}: a hand without its 'Game ID' line",
                            line=first)
    draft = _game(*lines[0])
    if when is not None:
        draft.played_at = _iso(when["date"], when["clock"])
    seats: list[tuple[int, int, str, Decimal]] = []
    at = 1
    for number, text in lines[1:]:
        button = _BUTTON_RE.match(text)
        seat = _SEAT_RE.match(text) if button is None and text.startswith("Seat ") else None
        if button is not None:
            draft.button = int(button["seat"])
        elif seat is not None:
            seats.append((number, int(seat["seat"]), seat["name"],
                          amount(seat["stack"], number)))
        else:
            break
        at += 1
    names = [s[2] for s in seats]
    nameless = _nameless_seat(lines[at:], names)
    if nameless:
        lines = [(n, t.replace("Player  ", f"Player {nameless} ", 1)) for n, t in lines]
    elif nameless == STRANGER:
        names.append(STRANGER)
    playing = _dealt_in(lines, names)
    for number, seat_number, name, stack in seats:
        if name in playing:
            draft.seat(seat_number, name, stack, number)
    if nameless == STRANGER:  # his stack is known once his play is read
        draft.seats.append((_stranger_seat(draft.button, [s[1] for s in seats]), STRANGER,
                            Decimal(0)))
    _play(draft, lines[at:], names)
    if len(draft.seats) < 2 and not draft.won:  # a blind posted and given back, no play
        raise SiteTextError("cancelled", f"line {first}: the hand was cancelled: one player "
                            "was dealt in, and what he posted was given back", line=first)
    return draft


def _game(number: int, text: str) -> Draft:
    game = _GAME_RE.match(text)
    if game is None:
        raise SiteTextError("unknown_line", f"line {number}: not a 'Game ID' line it knows",
                            line=number)
    if game["game"] not in ("Hold'em", "Six Plus Hold'em"):
        raise SiteTextError("not_holdem", f"line {number}: not Hold'em", line=number)
    draft = Draft(SITE, game["id"])
    draft.short_deck = game["game"] == "Six Plus Hold'em"
    draft.small, draft.big = amount(game["small"], number), amount(game["big"], number)
    table = game["table"]
    event = _EVENT_RE.match(table)
    if event is not None:
        draft.tournament, draft.table = event["event"], event["table"]
    else:
        draft.table = table.removeprefix("(PRR) ").strip() or None
        draft.currency = None if table.startswith("PM ") else "USD"
    return draft


def _iso(date: str, clock: str) -> str | None:
    try:
        return datetime.strptime(f"{date} {clock}", "%Y/%m/%d %H:%M:%S").isoformat()
    except ValueError:
        return None


def _speaker(text: str, names: list[str]) -> tuple[str | None, str]:
    """The seated player a ``Player name ...`` line names (the longest name), and the rest."""
    if not text.startswith("*Player ") and not text.startswith("Player "):
        return None, ""
    rest = text.split("Player ", 1)[1]
    best = None
    for name in names:
        if rest.startswith(name + " ") and (best is None or len(name) > len(best)):
            best = name
    return (best, rest[len(best) + 1:]) if best is not None else (None, rest)


def _nameless_seat(lines: list[tuple[int, str]], names: list[str]) -> str | None:
    """The seated player whose name the text leaves out (``Player  calls (3)``): the one
    seated player no other line names, when there is exactly one; :data:`STRANGER` when
    every seated player is named (he has no seat line either); ``None`` when no line leaves
    a name out, or two seated players are silent (the nameless lines are then refused)."""
    if not any(t.startswith(("Player  ", "*Player  ")) for _, t in lines):
        return None
    named = {who for who in (_speaker(t, names)[0] for _, t in lines) if who is not None}
    silent = [x for x in names if x not in named]
    if not silent:
        return STRANGER
    return silent[0] if len(silent) == 1 else None


def _stranger_seat(button: int | None, taken: list[int]) -> int:
    """The seat of the player with neither name nor seat line: the button's, when no seat
    line names it (the text writes the button's seat, and the order of play then fits), else
    the first seat free, as FPDB seats him. The replay checks that the order of play fits."""
    if button is not None and button not in taken:
        return button
    free = [k for k in range(1, MAX_SEATS + 1) if k not in taken]
    if not free:
        raise SiteTextError("unknown_player", "a player with no name and no seat plays at a "
                            "table whose every seat is taken", line=None)
    return free[0]


def _stranger_result(draft: Draft, lines: list[tuple[int, str]], pot: Decimal | None,
                     summed: set[str]) -> Decimal:
    """The stack and winnings of the player with neither name nor seat line, as the text
    gives them; what he bet (for the summary's sum of bets).

    His stack is written nowhere, but a player who goes ``allin`` put in his whole stack: it
    is what he put in (ante, blinds and steps). With no summary line of his own, he won what
    the pot (after rake) held beyond what the named players collect. The replay then checks
    both: every step at its point, and every player's winnings.

    :raises SiteTextError: ``unknown_player`` when he is not all in (his chips are unknown),
        or he has no summary line and the text writes no pot.
    """
    mine = [(n, rest) for n, (who, rest) in ((n, _speaker(t, [STRANGER])) for n, t in lines)
            if who == STRANGER]
    first = mine[0][0]
    if not any(rest.startswith("allin ") for _, rest in mine):
        raise SiteTextError("unknown_player", f"line {first}: a player with no name and no "
                            "seat plays without going all in, so his chips are written "
                            "nowhere", line=first)
    put_in = draft.total.get(STRANGER, Decimal(0))
    draft.seats = [(k, x, put_in if x == STRANGER else chips) for k, x, chips in draft.seats]
    top, uncalled = draft.uncalled()
    bets = put_in - (uncalled if top == STRANGER else Decimal(0))
    if STRANGER in summed:
        return Decimal(0)  # his summary line was read as anyone's
    if pot is None:
        raise SiteTextError("unknown_player", f"line {first}: a player with no name and no "
                            "seat has no summary line, and the text writes no pot he could "
                            "have won", line=first)
    won = pot - sum(draft.won.values(), Decimal(0))
    if won < 0:
        raise SiteTextError("collected_mismatch", f"line {first}: the named players collect "
                            "more than the pot", line=first)
    if won:
        draft.won[STRANGER] = won
    return bets


def _dealt_in(lines: list[tuple[int, str]], names: list[str]) -> set[str]:
    """The players dealt cards (everyone who posts or plays when no line deals any)."""
    dealt, acting = set(), set()
    for _, text in lines:
        who, rest = _speaker(text, names)
        if who is None:
            continue
        if rest.startswith("received "):
            dealt.add(who)
        elif _POST_RE.match(rest) or _DEAD_RE.match(rest) or _STEP_RE.match(rest):
            acting.add(who)
    return dealt | acting


def _play(draft: Draft, lines: list[tuple[int, str]], names: list[str]) -> None:
    """Forced bets, cards, steps, board and summary, in order."""
    summary = False
    holes: dict[str, list[str]] = {}
    bets = Decimal(0)  # what the summary says the players bet in all
    kept: Decimal | None = None  # the pot, rake and fees the summary names
    pot: Decimal | None = None  # what the pot held after rake and fees
    summed: set[str] = set()  # the players with a summary line
    for number, text in lines:
        if text == "------ Summary ------":
            summary = True
            continue
        board = _BOARD_RE.match(text) if text.startswith("*** ") else None
        if board is not None:
            street = board["street"]
            draft.deal(number, cards(board["cards"], number), _SIZE[street])
            continue
        written = _POT_RE.match(text) if summary else None
        if written is not None:
            draft.jackpot = amount(written["jackpot"] or "0", number)
            draft.written_rake = amount(written["rake"] or "0", number) + draft.jackpot
            pot = amount(written["pot"], number)
            kept = pot + draft.written_rake
            continue
        if _UNCALLED_RE.match(text) or _NOISE_RE.match(text):
            continue  # the bet nobody called is what the replay returns
        who, rest = _speaker(text, names)
        if who is None and summary and _NOTHING_RE.search(text):
            continue  # a summary line for someone not seated who had no part in the hand
        if who is None:
            if text.startswith(("Player ", "*Player ")):
                raise SiteTextError("unknown_player", f"line {number}: a player who has no "
                                    "seat at the table plays", line=number)
            raise SiteTextError("unknown_line", f"line {number}: not a line Felt understands",
                                line=number)
        if who not in draft.names:
            if _PLAYER_NOISE_RE.match(rest) or _RESULT_RE.match(rest):
                continue  # a player seated but not dealt in
            raise SiteTextError("unknown_line", f"line {number}: a player not dealt in plays",
                                line=number)
        if summary:
            bets += _result(draft, number, who, rest)
            summed.add(who)
        elif not _action(draft, number, who, rest, holes) and not _PLAYER_NOISE_RE.match(rest):
            raise SiteTextError("unknown_line", f"line {number}: not a line Felt understands",
                                line=number)
    if STRANGER in draft.names:
        bets += _stranger_result(draft, lines, pot, summed)
    if kept is not None and bets > kept and draft.written_rake is not None:
        draft.jackpot += bets - kept  # a fee the text does not name (a jackpot table)
        draft.written_rake += bets - kept
    for who, dealt in holes.items():
        if len(dealt) != 2:
            raise SiteTextError("bad_cards", f"two hole cards expected for {who[:30]!r}",
                                line=None)
        draft.holes[who] = cards(" ".join(dealt), 0)


def _action(draft: Draft, number: int, who: str, rest: str, holes: dict[str, list[str]],
            ) -> bool:
    card = _CARD_RE.match(rest)
    if card is not None:
        if card["card"] is not None:
            holes.setdefault(who, []).append(card["card"])
        return True
    dead = _DEAD_RE.match(rest)
    if dead is not None:
        draft.blind(who, Decimal(0), dead=amount(dead["amount"], number))
        return True
    post = _POST_RE.match(rest)
    if post is not None:
        value = amount(post["amount"], number)
        what = post["what"]
        if what in ("ante", "posts ante"):
            draft.ante(who, value)
        elif what == "straddle":
            draft.straddle(who, value)
        else:
            if what == "has big blind" and draft.big is not None and value == draft.small:
                draft.betting = Betting.FIXED_LIMIT  # "2/4" are the bets: the blinds 1 and 2
                draft.small, draft.big = None, None
            draft.blind(who, value)
        return True
    step = _STEP_RE.match(rest)
    if step is None:
        return False
    verb, written = step["verb"], step["amount"]
    if verb in ("folds", "checks"):
        if written is not None:
            return False
        draft.act(number, who, FOLD if verb == "folds" else CHECK)
        return True
    if written is None:
        return False
    draft.add(number, who, amount(written, number))
    if verb in ("caps", "cap"):
        draft.cap_at(draft.total[who])
    return True


def _result(draft: Draft, number: int, who: str, rest: str) -> Decimal:
    """A player's summary line read into the draft; what it says he bet."""
    result = _RESULT_RE.match(rest)
    if result is None:
        raise SiteTextError("unknown_line", f"line {number}: not a summary line Felt "
                            "understands", line=number)
    won = amount(result["won"], number)
    if won:
        draft.won[who] = draft.won.get(who, Decimal(0)) + won
    shown = result["shown"] if result["shown"] is not None else result["mucked"]
    if shown:
        draft.learn(who, cards(shown, number), number)
        (draft.shown if result["shown"] is not None else draft.mucked).add(who)
    return amount(result["bets"], number)


__all__ = ["START_RE", "parse_block"]
