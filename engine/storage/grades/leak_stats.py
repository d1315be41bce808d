"""The person's leaks: how often they do what a regular counts, by position, beside how often
the expert would in the very same decisions, and what each difference cost.

Where the expert's figures come from: every decision of the person's that the grader valued
(``grades``, :mod:`engine.storage.grades.grading_schema`) holds the EV of each option the expert
weighed. The expert's choice in that spot is the option with the highest EV, so "the expert's
VPIP on the button" is the share of the person's own button hands where the expert's best
option put chips in. Same spots, same cards, no reference table to go stale. The cost of a
difference is the EV the person gave up (``cost_bb``) in the decisions where their choice and
the expert's fall on different sides of the figure (they called, the expert folded: VPIP).

Went to showdown and won at showdown are the hand's outcome, not one decision: they have the
person's figure only (the expert never played those hands to the end); the cost of going to
showdown too often or too rarely is read from the river decisions facing a bet.

Everything is counted in SQL (one query per figure); only the person's seat counts (in Felt's
games the seat they sat at, in imported hands a name marked "This is me").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any
from typing import Protocol

__all__ = ["FIGURES", "LESSON_FOR", "Figure", "LeakRow", "biggest_leaks", "leak_rows"]


class Figure(StrEnum):
    """The figures a regular reads, each a share of its chances."""

    VPIP = "vpip"
    PFR = "pfr"
    THREE_BET = "three_bet"
    FOLD_TO_THREE_BET = "fold_to_three_bet"
    STEAL = "steal"
    CBET = "cbet"
    FOLD_TO_CBET = "fold_to_cbet"
    WTSD = "wtsd"
    WON_AT_SHOWDOWN = "won_at_showdown"
    AGGRESSION = "aggression"


#: The lesson (engine/teaching/lessons) and drill (engine/teaching/drills) for each figure.
LESSON_FOR: dict[Figure, tuple[str, str]] = {
    Figure.VPIP: ("starting_hands", "range"),
    Figure.PFR: ("starting_hands", "range"),
    Figure.THREE_BET: ("starting_hands", "range"),
    Figure.FOLD_TO_THREE_BET: ("starting_hands", "call"),
    Figure.STEAL: ("position", "range"),
    Figure.CBET: ("bet_sizing", "board"),
    Figure.FOLD_TO_CBET: ("outs_odds", "call"),
    Figure.WTSD: ("outs_odds", "call"),
    Figure.WON_AT_SHOWDOWN: ("comparing_hands", "winner"),
    Figure.AGGRESSION: ("bet_sizing", "equity"),
}

#: Positions a raise "steals" the blinds from when everybody before has folded.
STEAL_POSITIONS = ("co", "btn", "sb")


class Reader(Protocol):
    """What the figures read of the store (:class:`engine.storage.store.Store`)."""

    def query(self, sql: str, args: Sequence[Any] = ()) -> list[Any]: ...


@dataclass(frozen=True, slots=True)
class LeakRow:
    """One figure at one position (``position`` ``""``: every position together).

    :param chances: decisions (or hands) where the figure could happen.
    :param person: how many of them the person took.
    :param expert: how many of them the expert's best option took (``None``: no expert figure).
    :param cost_bb: EV given up, in big blinds, where the person and the expert differ.
    :param cost_chips: the same in chips at each hand's stakes.
    """

    figure: Figure
    position: str
    chances: int
    person: int
    expert: int | None
    cost_bb: float
    cost_chips: float

    @property
    def person_share(self) -> float | None:
        return self.person / self.chances if self.chances else None

    @property
    def expert_share(self) -> float | None:
        if self.expert is None or not self.chances:
            return None
        return self.expert / self.chances


# The person's graded decisions with their action family and the expert's best family.
_MINE = """
WITH me AS (
    SELECT g.* FROM grades g JOIN hands h
        ON g.session_id = h.session_id AND g.hand = h.hand_number AND g.seat = h.person_seat
    WHERE g.session_id != 0
    UNION ALL
    SELECT g.* FROM grades g JOIN imported_players p ON p.hand = g.hand AND p.seat = g.seat
    WHERE g.session_id = 0 AND p.name IN (SELECT name FROM me_names)
), mine AS (
    SELECT session_id, hand, seat, decision, street, spot, position, pot, big_blind, cost_bb,
        CASE WHEN json_extract(action, '$[0]') IN ('bet', 'raise') THEN 'raise'
             ELSE json_extract(action, '$[0]') END AS fam,
        (SELECT json_extract(e.value, '$[0]') FROM json_each(me.ev_values) e
         ORDER BY json_extract(e.value, '$[1]') DESC LIMIT 1) AS best
    FROM me WHERE graded = 1
)
"""


def _decisions(store: Reader, figure: Figure, chance: str, took: str) -> list[LeakRow]:
    """Rows by position of a figure counted over decisions: ``chance`` picks them (SQL over
    ``m``, the person's decisions), ``took`` says whether a family ``{f}`` takes the figure."""
    person = took.format(f="m.fam")
    expert = took.format(f="m.best")
    rows = store.query(f"""{_MINE}
        SELECT m.position, count(*), sum({person}), sum({expert}),
               total(CASE WHEN ({person}) != ({expert}) THEN m.cost_bb END),
               total(CASE WHEN ({person}) != ({expert}) THEN m.cost_bb * m.big_blind END)
        FROM mine m WHERE {chance} GROUP BY m.position""")
    return [LeakRow(figure, str(p), int(n), int(a), int(b), float(c), float(d))
            for p, n, a, b, c, d in rows]


_FIRST_PREFLOP = ("m.street = 0 AND m.decision = (SELECT min(o.decision) FROM mine o WHERE "
                  "o.session_id = m.session_id AND o.hand = m.hand AND o.street = 0)")
_RAISED_BEFORE = ("EXISTS (SELECT 1 FROM mine o WHERE o.session_id = m.session_id AND "
                  "o.hand = m.hand AND o.street = 0 AND o.decision < m.decision "
                  "AND o.fam = 'raise')")
_CALLED_RAISE = ("EXISTS (SELECT 1 FROM mine o WHERE o.session_id = m.session_id AND "
                 "o.hand = m.hand AND o.street = 0 AND o.spot = 'facing_raise' "
                 "AND o.fam = 'call') AND NOT EXISTS (SELECT 1 FROM mine o WHERE "
                 "o.session_id = m.session_id AND o.hand = m.hand AND o.street = 0 "
                 "AND o.fam = 'raise')")


def vpip(store: Reader) -> list[LeakRow]:
    """Chips put in voluntarily: the first decision before the flop is a call or raise."""
    return _decisions(store, Figure.VPIP, _FIRST_PREFLOP, "{f} IN ('call', 'raise')")


def pfr(store: Reader) -> list[LeakRow]:
    """Raised before the flop: the first decision before the flop is a raise."""
    return _decisions(store, Figure.PFR, _FIRST_PREFLOP, "{f} = 'raise'")


def three_bet(store: Reader) -> list[LeakRow]:
    """Re-raised a single raise before the flop."""
    return _decisions(store, Figure.THREE_BET, "m.spot = 'facing_raise'", "{f} = 'raise'")


def fold_to_three_bet(store: Reader) -> list[LeakRow]:
    """Folded to a re-raise after raising first."""
    return _decisions(store, Figure.FOLD_TO_THREE_BET,
                      f"m.spot = 'facing_reraise' AND {_RAISED_BEFORE}", "{f} = 'fold'")


def steal(store: Reader) -> list[LeakRow]:
    """Raised from the cut-off, button or small blind when everybody before folded (the pot
    holds the blinds only; antes are not told apart, so a game with antes counts no steals)."""
    places = ", ".join(f"'{p}'" for p in STEAL_POSITIONS)
    return _decisions(store, Figure.STEAL,
                      f"m.spot = 'preflop_open' AND m.position IN ({places}) "
                      "AND 2 * m.pot <= 3 * m.big_blind", "{f} = 'raise'")


def cbet(store: Reader) -> list[LeakRow]:
    """Bet the flop after raising before it, when checked to."""
    return _decisions(store, Figure.CBET, "m.spot = 'cbet' AND m.street = 1", "{f} = 'raise'")


def fold_to_cbet(store: Reader) -> list[LeakRow]:
    """Folded to a bet on the flop after calling a raise before it (the raiser's c-bet)."""
    return _decisions(store, Figure.FOLD_TO_CBET,
                      f"m.spot = 'facing_bet' AND m.street = 1 AND {_CALLED_RAISE}",
                      "{f} = 'fold'")


def aggression(store: Reader) -> list[LeakRow]:
    """Bet or raised, of the decisions after the flop (the aggression frequency)."""
    return _decisions(store, Figure.AGGRESSION, "m.street >= 1", "{f} = 'raise'")


# The person's hands with a graded decision: their position and whether they saw the flop,
# went to showdown and won there.
_HANDS = _MINE + """
, person_hands AS (
    SELECT m.session_id, m.hand, m.seat, min(m.position) AS position,
           max(m.street >= 1) AS flop FROM mine m GROUP BY m.session_id, m.hand, m.seat
), outcome AS (
    SELECT ph.*, hp.showdown, hp.won_showdown FROM person_hands ph JOIN hand_players hp
        ON hp.session_id = ph.session_id AND hp.hand_number = ph.hand AND hp.seat = ph.seat
    WHERE ph.session_id != 0
    UNION ALL
    SELECT ph.*, ip.showdown, ip.won_showdown FROM person_hands ph JOIN imported_players ip
        ON ip.hand = ph.hand AND ip.seat = ph.seat WHERE ph.session_id = 0
)
"""


def _river_cost(store: Reader) -> dict[str, tuple[float, float]]:
    rows = store.query(f"""{_MINE}
        SELECT m.position, total(m.cost_bb), total(m.cost_bb * m.big_blind) FROM mine m
        WHERE m.spot = 'river_call' AND (m.fam = 'fold') != (m.best = 'fold')
        GROUP BY m.position""")
    return {str(p): (float(b), float(c)) for p, b, c in rows}


def wtsd(store: Reader) -> list[LeakRow]:
    """Went to showdown, of the hands that saw the flop; its cost is the river calls and
    folds where the expert chose the other way."""
    cost = _river_cost(store)
    rows = store.query(f"""{_HANDS}
        SELECT position, count(*), sum(showdown) FROM outcome WHERE flop GROUP BY position""")
    return [LeakRow(Figure.WTSD, str(p), int(n), int(s), None, *cost.get(str(p), (0.0, 0.0)))
            for p, n, s in rows]


def won_at_showdown(store: Reader) -> list[LeakRow]:
    """Won at showdown, of the showdowns (an outcome: no expert figure, no cost of its own)."""
    rows = store.query(f"""{_HANDS}
        SELECT position, count(*), sum(won_showdown) FROM outcome WHERE showdown
        GROUP BY position""")
    return [LeakRow(Figure.WON_AT_SHOWDOWN, str(p), int(n), int(w), None, 0.0, 0.0)
            for p, n, w in rows]


FIGURES = {Figure.VPIP: vpip, Figure.PFR: pfr, Figure.THREE_BET: three_bet,
           Figure.FOLD_TO_THREE_BET: fold_to_three_bet, Figure.STEAL: steal, Figure.CBET: cbet,
           Figure.FOLD_TO_CBET: fold_to_cbet, Figure.WTSD: wtsd,
           Figure.WON_AT_SHOWDOWN: won_at_showdown, Figure.AGGRESSION: aggression}


def _together(figure: Figure, rows: list[LeakRow]) -> LeakRow:
    experts = [r.expert for r in rows]
    return LeakRow(figure, "", sum(r.chances for r in rows), sum(r.person for r in rows),
                   None if any(e is None for e in experts) else sum(e or 0 for e in experts),
                   sum(r.cost_bb for r in rows), sum(r.cost_chips for r in rows))


def leak_rows(store: Reader) -> dict[Figure, list[LeakRow]]:
    """Every figure: first every position together (``position == ""``), then by position.

    :raises StorageError: the store cannot be read.
    """
    out = {}
    for figure, count in FIGURES.items():
        rows = count(store)
        out[figure] = [_together(figure, rows), *rows] if rows else []
    return out


def biggest_leaks(rows: dict[Figure, list[LeakRow]], count: int = 3) -> list[LeakRow]:
    """The ``count`` figures (every position together) whose differences cost the most."""
    totals = [r[0] for r in rows.values() if r and r[0].cost_bb > 0]
    return sorted(totals, key=lambda r: (-r.cost_bb, r.figure))[:count]
