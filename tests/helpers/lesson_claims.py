"""What a lesson's sentence claims, read off its words, and whether the engine agrees.

A lesson's step is said beside the table in the situation the step leaves; its words must not
contradict that table. This helper reads, in English or German, the claims a sentence makes
about the hand:

- **a winner**: a clause with a win verb ("wins", "beats"; "gewinnt", "schlägt") names as
  winner the player named nearest before the verb (or the player a subject pronoun stands
  for); that player must win a pot of the played hand, and a player named after the verb
  must hold a worse hand on the final board;
- **a hand**: a hand category ("two pair", "three kings"; "zwei Paare", "drei Könige") after
  a player's name in the same clause is that player's hand on the board of the step;
- **a pot**: "pot of 790", "the pot is 180" ("Pot von 790", "der Pot ist 180") is the pot
  before or after the step, or one of the pots pushed at the end;
- **a count of outs**: "15 outs" is the engine's outs count of the player named before it;
- **cards**: every card written in the text (A♠, 10♥) is a card of the lesson's hand.

Clauses that speak of what could happen ("if", "would", "can", "not") claim nothing about
this hand and are passed over. A sentence the reader cannot attribute (no name before the
verb) is passed over too; the lesson texts are written so their claims can be read.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field

from engine.core.cards import Card
from engine.core.cards import parse_card
from engine.core.cards import rank_of
from engine.evaluation.hand_value import evaluate
from engine.rules.events import PotAwarded
from engine.teaching.figures.hand_figures import outs_summary
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.runner import LessonRunner
from engine.teaching.lessons.runner import finished_hand

PAIR, TRIPS, QUADS = 1, 3, 7
CLAUSE = re.compile(r"(?:[^.:;!?]|(?<=\d)\.(?=\d))+[.:;!?]?")  # "2.720" is one number
NUMBER = r"(\d{1,3}(?:[.,\u202f\xa0]\d{3})+|\d+)"
CARD = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
APOSTROPHES = "['\u2019]"  # "Felix's" and the German typographic apostrophe
SUITS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
RANKS_EN = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces")
RANKS_DE = ("Zweien", "Dreien", "Vieren", "Fünfen", "Sechsen", "Sieben", "Achten", "Neunen",
            "Zehnen", "Buben", "Damen", "Könige", "Asse")


def _ranks(words: Sequence[str]) -> str:
    return "(" + "|".join(words) + ")"


# (pattern, category); the first that matches at a place wins, so longer names come first.
# A named rank (group 1) is the rank of the pair, trips or quads.
CATEGORIES: dict[str, list[tuple[re.Pattern[str], int]]] = {
    "en": [(re.compile(p, re.IGNORECASE), c) for p, c in (
        (r"\broyal flush\b", 9), (r"\bstraight flush\b", 8),
        (r"\bfour of a kind\b", 7), (rf"\bfour {_ranks(RANKS_EN)}\b", 7),
        (r"\bfull house\b", 6), (r"\bflush\b(?![ -]draw)", 5), (r"\bstraight\b(?![ -]draw)", 4),
        (r"\bthree of a kind\b", 3), (rf"\bthree {_ranks(RANKS_EN)}\b", 3),
        (r"\btwo pair\b", 2), (rf"\bpair of {_ranks(RANKS_EN)}\b", 1),
        (rf"\btwo {_ranks(RANKS_EN)}\b", 1), (r"\bpair\b", 1), (r"\bhigh card\b", 0))],
    "de": [(re.compile(p, re.IGNORECASE if p[0] != "!" else 0), c) for p, c in (
        (r"\broyal flush\b", 9), (r"\bstraight flush\b", 8),
        (r"\bvierling\b", 7), (rf"\bvier {_ranks(RANKS_DE)}\b", 7),
        (r"\bfull house\b", 6), (r"\bflush\b(?!-draw)", 5), (r"\bstraße(?!n)", 4),
        (r"\bdrilling\b", 3), (rf"\bdrei {_ranks(RANKS_DE)}\b", 3),
        (r"\bzwei paare?n?\b", 2), (rf"\bPaar {_ranks(RANKS_DE)}\b", 1),
        (rf"\bzwei {_ranks(RANKS_DE)}\b", 1), (r"\bPaare?n?\b", 1),
        (r"\bhöchste karte\b", 0))],
}
RANK_WORDS = {"en": [w.lower() for w in RANKS_EN], "de": [w.lower() for w in RANKS_DE]}
WIN = {"en": re.compile(r"\b(?:wins?|beats?)\b"),
       "de": re.compile(r"\b(?:gewinnt|gewinnen|schlägt|schlagen)\b")}
NOT_THIS_HAND = {
    "en": re.compile(r"\b(?:if|would|could|can|cannot|may|might|not|never|nothing|unless|"
                     r"often|usually|any|who|whoever|must|needs?|no|when|once)\b",
                     re.IGNORECASE),
    "de": re.compile(r"\b(?:wenn|falls|würde|würden|könnte|kann|können|darf|nicht|nie|"
                     r"nichts|kein|keine|oft|meist|jede[mnrs]?|wer|muss|müsste|müssen|"
                     r"braucht)\b", re.IGNORECASE),
}
SUBJECT = {"en": re.compile(r"\b(?:he|she)\b", re.IGNORECASE),
           "de": re.compile(r"\b(?:er|sie)\b", re.IGNORECASE)}
INVERTED = {"en": re.compile(r"(?!)"), "de": re.compile(r"\s+(\w+)")}
"""The word after a German verb, which is its subject when it is a name or a pronoun."""
POSSESSIVE = {"en": re.compile(r"\b(?:his|her|their)\b", re.IGNORECASE),
              "de": re.compile(r"\b(?:sein|seine|seinen|seiner|ihr|ihre|ihren|ihrer)\b",
                               re.IGNORECASE)}
POT = {"en": re.compile(rf"\bpot (?:of |is (?:now )?|holds )?{NUMBER}", re.IGNORECASE),
       "de": re.compile(rf"\b(?:pot (?:von |ist (?:jetzt )?|hat |enthält )?|im pot liegen "
                        rf"(?:jetzt )?){NUMBER}", re.IGNORECASE)}
OUTS = {"en": re.compile(rf"{NUMBER} outs\b"), "de": re.compile(rf"{NUMBER} Outs\b")}


def number(text: str) -> int:
    return int(re.sub(r"[.,\u202f\xa0]", "", text))


def cards_in(text: str) -> list[Card]:
    return [parse_card(("T" if rank == "10" else rank) + SUITS[suit])
            for rank, suit in CARD.findall(text)]


@dataclass
class Facts:
    """What the engine says of one step (or of a question's situation)."""

    names: dict[int, str]
    cards: set[Card]
    hole: dict[int, tuple[Card, ...]]
    boards: list[tuple[Card, ...]]  # the boards the words may speak of
    final_board: tuple[Card, ...]
    short_deck: bool
    winners: set[int]
    pots: set[int]
    outs: dict[int, set[int]] = field(default_factory=dict)
    read: Counter[str] = field(default_factory=Counter)  # the claims checked, by kind

    def category(self, seat: int, board: Sequence[Card]) -> tuple[int, int]:
        """(category, top deciding rank) of ``seat``'s best hand with ``board``."""
        cards = list(self.hole[seat]) + list(board)
        if len(cards) < 5:
            ranks = sorted((rank_of(c) for c in cards), reverse=True)
            paired = len(set(ranks)) < len(ranks)
            return (PAIR, ranks[0]) if paired else (0, ranks[0])
        value = evaluate(cards, self.short_deck)
        return value.category, value.ranks[0]

    def beats(self, seat: int, other: int) -> bool:
        mine = evaluate(list(self.hole[seat]) + list(self.final_board), self.short_deck)
        theirs = evaluate(list(self.hole[other]) + list(self.final_board), self.short_deck)
        return mine.strength > theirs.strength


def _lesson_facts(lesson: Lesson) -> tuple[set[int], set[int], set[Card]]:
    """(pot winners, pots pushed and their total, every card of the hand)."""
    hand = finished_hand(lesson)
    winners = {seat for e in hand.events if isinstance(e, PotAwarded) for seat, _ in e.shares}
    pots = {p.amount for p in hand.pots} | {sum(p.amount for p in hand.pots)}
    cards = {c for pair in lesson.hole.values() for c in pair} | set(lesson.board)
    cards |= {card for _, card in lesson.draw} | set(lesson.burns)
    cards |= {c for example in lesson.examples for c in example.cards}
    return winners, pots, cards


def _outs(hole: dict[int, tuple[Card, ...]], board: Sequence[Card], live: Sequence[int],
          short_deck: bool) -> dict[int, int]:
    if not 3 <= len(board) < 5:
        return {}
    counts = {}
    for seat in live:
        others = [hole[s] for s in live if s != seat]
        if others:
            counts[seat] = len(outs_summary(hole[seat], board, others, short_deck).cards)
    return counts


def step_facts(lesson: Lesson) -> Iterator[tuple[int, Facts]]:
    """(step index, facts) for every step that says something, played on the engine."""
    winners, pots, cards = _lesson_facts(lesson)
    hole = {seat: tuple(pair) for seat, pair in lesson.hole.items()}
    runner = LessonRunner(lesson)
    short = lesson.config.short_deck
    while not runner.at_end:
        before = runner.hand
        board_before, pot_before = tuple(before.board), before.pot_total
        live_before = [before.seats[i] for i in before.live]
        outs_before = _outs(hole, board_before, live_before, short)
        done = runner.forward()
        after = runner.hand
        live_after = [after.seats[i] for i in after.live]
        outs_after = _outs(hole, tuple(after.board), live_after, short)
        if not done.step.say:
            continue
        facts = Facts(lesson.names, cards, hole, [board_before, tuple(after.board)],
                      tuple(lesson.board), short, winners,
                      pots | {pot_before, after.pot_total})
        for seat in hole:
            facts.outs[seat] = {n for n in (outs_before.get(seat), outs_after.get(seat))
                                if n is not None}
        yield done.index, facts


def situation_facts(lesson: Lesson) -> Facts:
    """Facts of a whole (question) hand: every pot total it passes through counts."""
    winners, pots, cards = _lesson_facts(lesson)
    hole = {seat: tuple(pair) for seat, pair in lesson.hole.items()}
    runner = LessonRunner(lesson)
    totals = {runner.hand.pot_total}
    boards = [tuple(runner.hand.board)]
    while not runner.at_end:
        runner.forward()
        totals.add(runner.hand.pot_total)
        boards.append(tuple(runner.hand.board))
    return Facts(lesson.names, cards, hole, boards, tuple(lesson.board),
                 lesson.config.short_deck, winners, pots | totals)


@dataclass
class _Mention:
    seat: int | None  # the player the mention is about, None when it cannot be told
    start: int


def _names(facts: Facts) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n) for n in sorted(facts.names.values(), key=len,
                                                         reverse=True))
    return re.compile(rf"\b({alternatives})(?:{APOSTROPHES}s?|s)?(?!\w)")


def _owner(clause: str, at: int, facts: Facts, language: str, earlier: int | None,
           pronouns: re.Pattern[str]) -> int | None:
    """The player the words before ``at`` in ``clause`` are about: the nearest name, or for
    a pronoun with no name before it in the clause, the last player named earlier."""
    seat_of = {name: seat for seat, name in facts.names.items()}
    head = clause[:at]
    named = [(m.end(), seat_of[m.group(1)]) for m in _names(facts).finditer(head)]
    pronoun = [m.end() for m in pronouns.finditer(head)]
    if pronoun and (not named or pronoun[-1] > named[-1][0]):
        return earlier if not named else None
    return named[-1][1] if named else None


def claims_wrong(text: str, facts: Facts, language: str) -> list[str]:
    """Every claim of ``text`` the engine's facts contradict, as readable lines."""
    wrong: list[str] = []
    seat_of = {name: seat for seat, name in facts.names.items()}
    for card in cards_in(text):
        facts.read["card"] += 1
        if card not in facts.cards:
            wrong.append(f"names a card the hand does not have: {card} in {text!r}")
    earlier: int | None = None
    for match in CLAUSE.finditer(text):
        clause = match.group(0)
        hypothetical = clause.rstrip().endswith("?") or NOT_THIS_HAND[language].search(clause)
        if not hypothetical:
            wrong += _winner_wrong(clause, facts, language, earlier, seat_of)
            wrong += _hands_wrong(clause, facts, language)
        wrong += _numbers_wrong(clause, facts, language)
        named = [seat_of[m.group(1)] for m in _names(facts).finditer(clause)]
        earlier = named[-1] if named else earlier
    return wrong


def _winner_wrong(clause: str, facts: Facts, language: str, earlier: int | None,
                  seat_of: dict[str, int]) -> list[str]:
    verb = WIN[language].search(clause)
    if verb is None:
        return []
    seat = _owner(clause, verb.start(), facts, language, earlier, SUBJECT[language])
    inverted = INVERTED[language].match(clause, verb.end())
    if inverted is not None and inverted.group(1) in seat_of:  # "Am River gewinnt Bruno"
        seat = seat_of[inverted.group(1)]
    elif inverted is not None and SUBJECT[language].fullmatch(inverted.group(1)):
        seat = None if _names(facts).search(clause[:verb.start()]) else earlier
    if seat is None:
        return []
    wrong = []
    facts.read["winner"] += 1
    if seat not in facts.winners:
        wrong.append(f"names {facts.names[seat]} as winner; the engine pays "
                     f"{sorted(facts.names[s] for s in facts.winners)}: {clause!r}")
    after = _names(facts).search(clause, verb.end())
    beaten = None if after is None else seat_of[after.group(1)]
    if beaten is not None and beaten != seat and not facts.beats(seat, beaten):
        wrong.append(f"says {facts.names[seat]} beats {after.group(1)}; the engine does not: "
                     f"{clause!r}")
    return wrong


def _hands_wrong(clause: str, facts: Facts, language: str) -> list[str]:
    wrong = []
    taken: list[range] = []
    for pattern, category in CATEGORIES[language]:
        for found in pattern.finditer(clause):
            if any(found.start() in span for span in taken):
                continue
            taken.append(range(found.start(), found.end()))
            mine = POSSESSIVE[language].search(clause[:found.start()])
            seat = _owner(clause, found.start(), facts, language, None, POSSESSIVE[language])
            if seat is None or (mine and seat is None):
                continue
            rank = None
            if found.groups() and found.group(1):
                rank = RANK_WORDS[language].index(found.group(1).lower())
            facts.read["hand"] += 1
            held = [facts.category(seat, board) for board in facts.boards]
            if not any(c == category and (rank is None or r == rank) for c, r in held):
                wrong.append(f"says {facts.names[seat]} has {found.group(0)!r}; the engine "
                             f"says category/rank {held}: {clause!r}")
    return wrong


def _numbers_wrong(clause: str, facts: Facts, language: str) -> list[str]:
    wrong = []
    for found in POT[language].finditer(clause):
        facts.read["pot"] += 1
        if number(found.group(1)) not in facts.pots:
            wrong.append(f"a pot of {found.group(1)}; the engine's pots here are "
                         f"{sorted(facts.pots)}: {clause!r}")
    for found in OUTS[language].finditer(clause):
        seat = _owner(clause, found.start(), facts, language, None, SUBJECT[language])
        facts.read["outs"] += 1
        counts = set().union(*facts.outs.values()) if seat is None else facts.outs.get(seat)
        if not counts or number(found.group(1)) not in counts:
            wrong.append(f"{found.group(1)} outs; the engine counts {facts.outs}: {clause!r}")
    return wrong
