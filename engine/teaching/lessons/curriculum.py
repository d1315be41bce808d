"""The beginner's curriculum: which lesson comes when, in which group, and the drill that
practises it.

The order follows the path the common beginner courses take: the rules of a hand first
(Basics), then what No-Limit adds, then first strategy (position, starting hands, outs and pot
odds, the board, bet sizing, tournaments, ICM and push/fold), and the variants last as
optional lessons. Lesson files keep their names; this table alone says the order, so a lesson
can move without a file being renamed. A test checks that every lesson file is listed here
once and every drill code exists.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.teaching.lessons.lesson import Lesson

GROUPS = ("basics", "no_limit", "strategy", "optional")


@dataclass(frozen=True, slots=True)
class Place:
    """A lesson's place: its group and the drill that practises it (``""``: none yet)."""

    lesson: str
    group: str
    drill: str = ""


CURRICULUM: tuple[Place, ...] = (
    Place("first_hand", "basics"),
    Place("hand_rankings", "basics", "name"),
    Place("reading_hand", "basics", "name"),
    Place("comparing_hands", "basics", "winner"),
    Place("blinds_button", "basics"),
    Place("betting_rounds", "basics"),
    Place("showdown", "basics", "winner"),
    Place("heads_up", "basics"),
    Place("no_limit", "no_limit"),
    Place("side_pots", "no_limit"),
    Place("short_all_in", "no_limit"),
    Place("split_pot", "no_limit", "winner"),
    Place("table_stakes", "no_limit"),
    Place("position", "strategy", "range"),
    Place("starting_hands", "strategy", "range"),
    Place("outs_odds", "strategy", "outs"),
    Place("implied_odds", "strategy"),
    Place("reading_board", "strategy", "board"),
    Place("postflop_plan", "strategy"),
    Place("bet_sizing", "strategy", "call"),
    Place("bankroll", "strategy"),
    Place("tournament", "strategy"),
    Place("antes", "strategy"),
    Place("icm_push_fold", "strategy", "pushfold"),
    Place("pot_limit", "optional"),
    Place("fixed_limit", "optional"),
    Place("spread_limit", "optional"),
    Place("short_deck", "optional"),
    Place("button_draw", "optional"),
    Place("seat_draw", "optional"),
)
"""Every lesson in teaching order."""

_PLACES = {place.lesson: place for place in CURRICULUM}


def place_of(lesson_id: str) -> Place | None:
    return _PLACES.get(lesson_id)


def in_order(lessons: Iterable[Lesson]) -> list[Lesson]:
    """``lessons`` in the curriculum's order; one it does not list comes last, by id."""
    rank = {place.lesson: k for k, place in enumerate(CURRICULUM)}
    return sorted(lessons, key=lambda lesson: (rank.get(lesson.id, len(rank)), lesson.id))


def lesson_for_drill(drill: str) -> str | None:
    """The first lesson that the drill ``drill`` practises (the drill's link back)."""
    return next((place.lesson for place in CURRICULUM if place.drill == drill), None)
