"""The computer opponents on offer: four levels, several styles each, as data.

A :class:`BotProfile` is everything that makes one opponent different from another: its
level (how it thinks), its style (how loose, how aggressive, how often it bluffs) and the
knobs behind them. Codes such as ``"solid_tag"`` are stable identifiers; the English ``name``
and ``description`` are for logs and developers, and the window translates by code (the
``gui`` keeps its own table of translated names keyed by these codes).

Levels, weakest first:

* ``beginner`` follows simple rules of thumb: it judges its hand against random cards, ignores
  pot odds and position, and chases draws;
* ``casual`` knows the starting hands and weighs pot odds, but still judges hands against
  random cards, so it calls too often and bluffs by whim;
* ``solid`` reads ranges: it opens by position, narrows each opponent's range with every
  action, compares equity against that range with the pot odds, and sizes bets as fractions
  of the pot to make the most of each hand;
* ``expert`` does all that and also learns each opponent's habits (VPIP, PFR, aggression,
  folds to bets and three-bets), pays for draws with implied odds, and plays push-or-fold
  by expected value when short.

Tests: tests/engine/bots/test_bot_equilibrium.py, tests/engine/bots/test_bot_reraised.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core.errors import ConfigError

__all__ = [
    "AGGRESSION_BONUS",
    "DEFAULT_FOR_LEVEL",
    "LEARNED",
    "PROFILES",
    "BotProfile",
    "Learning",
    "Level",
    "Style",
    "Thinking",
    "profile",
]


#: Each point of ``aggression`` above 1 adds this share of the pot to the value of every bet
#: and raise the ranges levels weigh (and below 1 takes it away).
AGGRESSION_BONUS = 0.1
#: Hands' worth of confidence in the population's habits (``reads``): the expert's picture of
#: an opponent follows what it sees after a few dozen hands, the solid player's only after a
#: few hundred, so it is moved by strong habits alone.
EXPERT_READS = 15.0
SOLID_READS = 60.0


#: The expert keeps this share of the minimum defence frequency against a bet heads-up on the
#: river (:mod:`engine.bots.defence`; on earlier streets a local best response punished it).
EXPERT_DEFENCE = 1.0


class Learning(StrEnum):
    """Which of an opponent's habits a learning profile reads from what it sees."""

    EVERYTHING = "everything"
    AGGRESSION = "aggression"  # re-raising and betting after the flop only


#: The :class:`~engine.bots.reading.Tendencies` fields each kind of learning reads (the
#: rest stay the population's); ``None``: all of them.
LEARNED: dict[Learning, tuple[str, ...] | None] = {
    Learning.EVERYTHING: None,
    Learning.AGGRESSION: ("three_bet", "four_bet", "aggression"),
}


class Level(StrEnum):
    """Difficulty, weakest first."""

    BEGINNER = "beginner"
    CASUAL = "casual"
    SOLID = "solid"
    EXPERT = "expert"


class Style(StrEnum):
    """How a profile plays, in the usual poker words."""

    LOOSE_PASSIVE = "loose_passive"
    TIGHT_PASSIVE = "tight_passive"
    CALLING_STATION = "calling_station"
    TIGHT_AGGRESSIVE = "tight_aggressive"
    LOOSE_AGGRESSIVE = "loose_aggressive"
    BLUFFER = "bluffer"
    ADAPTIVE = "adaptive"


class Thinking(StrEnum):
    """Which decision method a profile uses."""

    RULES = "rules"  # rules of thumb on hand strength against random cards
    RANGES = "ranges"  # expected value against estimated ranges, fixed population reads
    ADAPTIVE = "adaptive"  # the same, with reads learned from each opponent


@dataclass(frozen=True, slots=True)
class BotProfile:
    """One kind of computer opponent.

    :param code: stable identifier, e.g. ``"solid_tag"`` (what the window translates).
    :param level: difficulty.
    :param style: playing style.
    :param name: English display name (the window shows its own translation of ``code``).
    :param description: one English sentence for the seat picker's tooltip.
    :param thinking: the decision method.
    :param looseness: multiplies the width of the ranges it plays (1 is a sound default).
    :param aggression: above 1 prefers betting and raising to checking and calling.
    :param bluffing: multiplies how much it values the chance that opponents fold.
    :param call_margin: equity it wants above the pot odds before calling (negative: calls
        lighter than it should).
    :param sizes: bet sizes it considers, as fractions of the pot.
    :param noise: how often (rules) or how strongly (ranges) it errs from its best option.
    :param push_fold_bb: at or below this effective stack in big blinds it plays pre-flop
        all-in or fold (No-Limit).
    :param implied_odds: counts the chips a made draw wins later when calling.
    :param samples: Monte Carlo deals for equities it simulates.
    :param reads: ranges levels: how many hands' worth of confidence its picture of an
        opponent gives the population's habits before what it has seen counts more (the
        expert learns fast; the solid player only notices strong habits, like raising every
        hand, and only after a while); 0 never learns.
    :param learns: which habits it learns (:data:`LEARNED`). The solid player learns only
        how often a player re-raises raises and re-raises and bets after the flop: what gives
        a maniac (or a player who limps to re-raise) away, while a sound heads-up player's
        wide opening does not move it.
    :param solver_seconds: the longest it re-solves a street of a hand dealt to two after
        the flop to play it from the equilibrium (:mod:`engine.bots.solver_play`); 0 never
        solves. No profile solves by itself: the table's bot process gives the expert its budget
        (:func:`~engine.bots.solver_play.at_the_table`), so the arena, the gauntlet and the
        tests that play thousands of hands keep their pace.
    :param defence: ranges levels, heads-up on the river: the share of the minimum defence
        frequency it keeps of its range against a bet, however the call's value comes out,
        and no wider calls of an overbet (:mod:`engine.bots.defence`); 0 folds by value alone.
    :param play_width: rules: share of starting hands it plays at all.
    :param raise_width: rules: share of starting hands it raises with.
    :param bet_strength: rules: hand strength against random cards it bets with.
    :param call_strength: rules: hand strength it calls a bet with (ignoring the size).
    :param raise_strength: rules: hand strength it raises a bet with.
    :param bluff_rate: rules: how often it bets with nothing when checked to.
    :param pot_odds: rules: compares its strength with the pot odds when calling.
    :param chases_draws: rules: calls any bet with a flush or straight draw.
    """

    code: str
    level: Level
    style: Style
    name: str
    description: str
    thinking: Thinking
    looseness: float = 1.0
    aggression: float = 1.0
    bluffing: float = 1.0
    call_margin: float = 0.0
    sizes: tuple[float, ...] = (0.33, 0.5, 0.75, 1.0)
    noise: float = 0.0
    push_fold_bb: float = 12.0
    implied_odds: bool = False
    samples: int = 600
    reads: float = 0.0
    learns: Learning = Learning.EVERYTHING
    solver_seconds: float = 0.0
    defence: float = 0.0
    play_width: float = 0.3
    raise_width: float = 0.1
    bet_strength: float = 0.75
    call_strength: float = 0.5
    raise_strength: float = 0.9
    bluff_rate: float = 0.0
    pot_odds: bool = False
    chases_draws: bool = False


_PROFILES = (
    BotProfile(
        "beginner_loose", Level.BEGINNER, Style.LOOSE_PASSIVE, "Loose beginner",
        "Plays far too many hands, checks and calls a lot, bets only with big hands.",
        Thinking.RULES, play_width=0.7, raise_width=0.04, bet_strength=0.82,
        call_strength=0.4, raise_strength=0.95, bluff_rate=0.02, chases_draws=True,
        sizes=(0.33,), noise=0.08, push_fold_bb=0.0, samples=200,
    ),
    BotProfile(
        "beginner_station", Level.BEGINNER, Style.CALLING_STATION, "Calling station",
        "Hardly ever folds once it has put chips in, and hardly ever raises.",
        Thinking.RULES, play_width=0.7, raise_width=0.02, bet_strength=0.85,
        call_strength=0.2, raise_strength=0.97, chases_draws=True, sizes=(0.33,),
        noise=0.03, push_fold_bb=0.0, samples=200,
    ),
    BotProfile(
        "beginner_timid", Level.BEGINNER, Style.TIGHT_PASSIVE, "Timid beginner",
        "Waits for good cards and folds to pressure unless it holds a strong hand.",
        Thinking.RULES, play_width=0.22, raise_width=0.03, bet_strength=0.8,
        call_strength=0.7, raise_strength=0.95, sizes=(0.5,), noise=0.05,
        push_fold_bb=0.0, samples=200,
    ),
    BotProfile(
        "casual_regular", Level.CASUAL, Style.LOOSE_PASSIVE, "Casual regular",
        "Knows the starting hands and the pot odds, but calls too often and rarely bluffs.",
        Thinking.RULES, play_width=0.35, raise_width=0.12, bet_strength=0.62,
        call_strength=0.45, raise_strength=0.9, bluff_rate=0.06, pot_odds=True,
        call_margin=0.08,
        sizes=(0.5, 0.75), noise=0.03, push_fold_bb=8.0, samples=300,
    ),
    BotProfile(
        "casual_rock", Level.CASUAL, Style.TIGHT_PASSIVE, "Rock",
        "Very tight: plays premium hands, bets them, and gives up on the rest.",
        Thinking.RULES, play_width=0.14, raise_width=0.07, bet_strength=0.7,
        call_strength=0.6, raise_strength=0.88, bluff_rate=0.02, pot_odds=True,
        sizes=(0.66,), noise=0.02, push_fold_bb=8.0, samples=300,
    ),
    BotProfile(
        "casual_bluffer", Level.CASUAL, Style.BLUFFER, "Bluffer",
        "Loves to bet and raise; a good share of its bets are bluffs.",
        Thinking.RULES, play_width=0.45, raise_width=0.25, bet_strength=0.55,
        call_strength=0.5, raise_strength=0.75, bluff_rate=0.35, pot_odds=True,
        sizes=(0.75, 1.0), noise=0.04, push_fold_bb=10.0, samples=300,
    ),
    BotProfile(
        "solid_tag", Level.SOLID, Style.TIGHT_AGGRESSIVE, "Solid: tight-aggressive",
        "Plays good hands by position, reads ranges, bets for value and folds when beaten.",
        Thinking.RANGES, bluffing=0.6, noise=0.02, samples=500, reads=SOLID_READS,
        learns=Learning.AGGRESSION,
    ),
    BotProfile(
        "solid_lag", Level.SOLID, Style.LOOSE_AGGRESSIVE, "Solid: loose-aggressive",
        "Plays more hands than most and keeps up the pressure with bets and raises.",
        Thinking.RANGES, looseness=1.6, aggression=1.45, bluffing=0.9, noise=0.02,
        samples=500, reads=SOLID_READS, learns=Learning.AGGRESSION,
    ),
    BotProfile(
        "expert_adaptive", Level.EXPERT, Style.ADAPTIVE, "Expert",
        "Reads ranges, learns how each opponent plays and exploits it; hard to beat.",
        Thinking.ADAPTIVE, implied_odds=True, noise=0.005, samples=800, reads=EXPERT_READS,
        defence=EXPERT_DEFENCE,
    ),
    BotProfile(
        "expert_lag", Level.EXPERT, Style.LOOSE_AGGRESSIVE, "Expert: pressure",
        "The expert's reads with a wider, more aggressive game that keeps opponents guessing.",
        Thinking.ADAPTIVE, looseness=1.25, aggression=1.15, bluffing=1.15, implied_odds=True,
        noise=0.005, samples=800, reads=EXPERT_READS, defence=EXPERT_DEFENCE,
    ),
)

#: Every profile by code.
PROFILES: dict[str, BotProfile] = {p.code: p for p in _PROFILES}

#: The profile each level's plain name (``"expert"``) stands for.
DEFAULT_FOR_LEVEL: dict[str, str] = {
    Level.BEGINNER.value: "beginner_loose",
    Level.CASUAL.value: "casual_regular",
    Level.SOLID.value: "solid_tag",
    Level.EXPERT.value: "expert_adaptive",
}


def profile(code: str) -> BotProfile:
    """A profile by its code or by a level name (``"expert"`` is ``expert_adaptive``).

    :raises ConfigError: ``unknown_bot`` for any other name.
    """
    found = PROFILES.get(DEFAULT_FOR_LEVEL.get(code, code))
    if found is None:
        raise ConfigError("unknown_bot", f"no computer opponent called {code!r}", name=code)
    return found
