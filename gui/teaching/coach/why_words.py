"""Why a computer player did what it did, in one sentence.

Every decision of a bot carries a :class:`~engine.bots.explain.Thought` (its range read, its
equity, the pot odds, the options it weighed and its plan). :func:`why_sentence` says it the
way a coach would: "Chloé bets 2/3 pot: puts you on a wide range, has 64 % against it and
wants calls from worse hands". :func:`why_details` gives the numbers behind it.

Tests: tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.bots.explain import Plan
from engine.bots.explain import Thought
from engine.rules.actions import ActionKind
from gui.base import i18n
from gui.base.amounts import shown_amount
from gui.teaching.coach.coach_words import family_name
from gui.teaching.coach.coach_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: A range above this share of all hands is "wide", above NARROW_SHARE "medium".
WIDE_SHARE = 0.35
NARROW_SHARE = 0.12
#: Bet sizes named as fractions of the pot, nearest first.
_FRACTIONS = ((0.25, "1/4"), (0.33, "1/3"), (0.5, "1/2"), (0.67, "2/3"), (0.75, "3/4"))


def _size_text(fraction: float) -> str:
    if fraction >= 0.9:
        if fraction <= 1.15:
            #: a bet the size of the pot
            return translate("Why", "pot")
        #: a bet larger than the pot; %1 how many times the pot, e.g. "1.5x pot"
        return translate("Why", "%1x pot").replace(
            "%1", i18n.locale().toString(fraction, "f", 1))
    name = min(_FRACTIONS, key=lambda f: abs(f[0] - fraction))[1]
    #: a bet as a fraction of the pot; %1 e.g. "2/3"
    return translate("Why", "%1 pot").replace("%1", name)


def action_text(name: str, thought: Thought) -> str:
    """ "Chloé bets 2/3 pot", "Chloé calls 40", "Chloé folds"."""
    action = thought.action
    kind = action.kind
    if kind is ActionKind.FOLD:
        return translate("Why", "%1 folds").replace("%1", name)
    if kind is ActionKind.CHECK:
        return translate("Why", "%1 checks").replace("%1", name)
    if kind is ActionKind.CALL:
        return translate("Why", "%1 calls %2").replace("%1", name).replace(
            "%2", shown_amount(thought.to_call))
    amount = shown_amount(action.amount or 0)
    if thought.bet_fraction is not None and thought.street > 0:
        size = _size_text(thought.bet_fraction)
        if thought.to_call:
            #: %1 a name, %2 a size such as "2/3 pot"
            return translate("Why", "%1 raises %2").replace("%1", name).replace("%2", size)
        return translate("Why", "%1 bets %2").replace("%1", name).replace("%2", size)
    if thought.to_call:
        return translate("Why", "%1 raises to %2").replace("%1", name).replace("%2", amount)
    return translate("Why", "%1 bets %2").replace("%1", name).replace("%2", amount)


def _width(share: float) -> str:
    if share >= WIDE_SHARE:
        return translate("Why", "a wide range")
    if share >= NARROW_SHARE:
        return translate("Why", "a medium range")
    return translate("Why", "a narrow range")


def _plan_text(plan: Plan) -> str:
    texts = {
        Plan.FOLD: translate("Why", "does not have the equity for the price"),
        Plan.CHECK: translate("Why", "sees nothing to gain by betting"),
        Plan.TRAP: translate("Why", "checks a strong hand to let others bet"),
        Plan.POT_CONTROL: translate("Why", "keeps the pot small with a medium hand"),
        Plan.CALL: translate("Why", "gets the right price to call"),
        Plan.CALL_IMPLIED: translate("Why", "calls for what the draw wins later"),
        Plan.LIMP: translate("Why", "enters the pot cheaply"),
        Plan.OPEN: translate("Why", "opens with a hand good enough for the position"),
        Plan.ISOLATE: translate("Why", "raises to play against one limper"),
        Plan.THREE_BET: translate("Why", "re-raises for value or as a bluff"),
        Plan.RERAISE: translate("Why", "raises again with a very strong range"),
        Plan.PUSH: translate("Why", "moves all-in with a short stack"),
        Plan.VALUE_BET: translate("Why", "wants calls from worse hands"),
        Plan.VALUE_RAISE: translate("Why", "raises for value: worse hands still call"),
        Plan.SEMI_BLUFF: translate("Why", "bets a draw: wins now or may improve"),
        Plan.BLUFF: translate("Why", "expects folds often enough"),
        Plan.FALLBACK: translate("Why", "took the safest action"),
    }
    return texts[plan]


def why_sentence(thought: Thought, names: Mapping[int, str], person: int | None) -> str:
    """The decision in one sentence (see the module docstring)."""
    name = names.get(thought.seat, str(thought.seat))
    parts: list[str] = []
    read = next((r for r in thought.ranges if r.seat == person), None)
    if read is None and len(thought.ranges) == 1:
        read = thought.ranges[0]
    if read is not None:
        if read.seat == person:
            #: %1 "a wide range" (or medium, narrow)
            parts.append(translate("Why", "puts you on %1").replace("%1", _width(read.share)))
        else:
            #: %1 a player's name, %2 "a wide range" (or medium, narrow)
            parts.append(translate("Why", "puts %1 on %2").replace(
                "%1", names.get(read.seat, str(read.seat))).replace("%2", _width(read.share)))
    if thought.equity is not None:
        if len(thought.ranges) > 1:
            #: %1 an equity against every opponent together
            parts.append(translate("Why", "has %1 against the field").replace(
                "%1", percent(thought.equity, 0)))
        else:
            parts.append(translate("Why", "has %1 against it").replace(
                "%1", percent(thought.equity, 0)))
    if thought.to_call and thought.pot_odds:
        parts.append(translate("Why", "needs %1").replace("%1", percent(thought.pot_odds, 0)))
    plan = _plan_text(thought.plan)
    if parts:
        #: joins the last reason to the others: "..., has 64 % against it and wants calls"
        body = translate("Why", "%1 and %2").replace("%1", ", ".join(parts)).replace(
            "%2", plan)
    else:
        body = plan
    #: the decision, then its reasons: "Chloé bets 2/3 pot: puts you on a wide range, ..."
    return translate("Why", "%1: %2").replace("%1", action_text(name, thought)).replace(
        "%2", body)


def why_details(thought: Thought) -> str:
    """The numbers behind a decision, one per line (shown on demand, as a tool tip)."""
    lines = [
        #: %1 a starting-hand class such as AKs, %2 its place in the order of all hands
        translate("Why", "Hand class %1 (top %2 of starting hands)").replace(
            "%1", thought.hand_class).replace("%2", percent(thought.percentile, 0)),
        translate("Why", "Pot %1, to call %2, pot odds %3").replace(
            "%1", shown_amount(thought.pot)).replace("%2", shown_amount(thought.to_call)).replace(
            "%3", percent(thought.pot_odds, 0)),
    ]
    if thought.equity is not None:
        lines.append(translate("Why", "Equity %1").replace("%1", percent(thought.equity, 1)))
    for option in thought.options:
        kind = option.action.kind.value
        family = family_name("raise" if kind in ("bet", "raise") else kind)
        amount = f" {shown_amount(option.action.amount)}" if option.action.amount else ""
        #: an option the computer player weighed; %1 the action, %2 its value in big blinds
        lines.append(translate("Why", "%1: %2 BB").replace("%1", family + amount).replace(
            "%2", i18n.locale().toString(option.ev_bb, "f", 2)))
    return "\n".join(lines)
