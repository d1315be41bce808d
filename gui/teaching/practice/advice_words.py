"""The advisor's suggestion in one line: "Advisor: raise to 300 (you have 64 % against
Chloé's range)".

The advice is the expert bot's :class:`~engine.bots.explain.Thought` about the person's own
spot (:mod:`engine.teaching.practice.advisor`); these words speak to the person, where
:mod:`gui.teaching.coach.why_words` speaks about a computer player.

Tests: tests/gui/teaching/practice/test_practice_german.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.bots.explain import Plan
from engine.bots.explain import Thought
from engine.rules.actions import ActionKind
from gui.base.amounts import shown_amount
from gui.teaching.coach.coach_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def suggested_action(thought: Thought) -> str:
    """ "fold", "check", "call 40", "bet 120", "raise to 300"."""
    action = thought.action
    kind = action.kind
    amount = shown_amount(action.amount or 0)
    if kind is ActionKind.FOLD:
        #: the advisor's suggestion
        return translate("Advice", "fold")
    if kind is ActionKind.CHECK:
        return translate("Advice", "check")
    if kind is ActionKind.CALL:
        #: the advisor's suggestion; %1 the chips to call
        return translate("Advice", "call %1").replace("%1", shown_amount(thought.to_call))
    if kind is ActionKind.BET:
        return translate("Advice", "bet %1").replace("%1", amount)
    #: the advisor's suggestion; %1 the total the raise goes to
    return translate("Advice", "raise to %1").replace("%1", amount)


def plan_reason(plan: Plan) -> str:
    """Why, when the expert computed no equity (an open raise by position, a fallback)."""
    texts = {
        Plan.FOLD: translate("Advice", "your hand is not worth the price"),
        Plan.CHECK: translate("Advice", "nothing to gain by betting"),
        Plan.TRAP: translate("Advice", "let them bet into your strong hand"),
        Plan.POT_CONTROL: translate("Advice", "keep the pot small with a medium hand"),
        Plan.CALL: translate("Advice", "the price is right"),
        Plan.CALL_IMPLIED: translate("Advice", "your draw wins more later when it hits"),
        Plan.LIMP: translate("Advice", "enter the pot cheaply"),
        Plan.OPEN: translate("Advice", "your hand is good enough to open from this position"),
        Plan.ISOLATE: translate("Advice", "raise to play against one limper"),
        Plan.THREE_BET: translate("Advice", "re-raise: your hand is strong here"),
        Plan.RERAISE: translate("Advice", "raise again with a very strong hand"),
        Plan.PUSH: translate("Advice", "all-in is best with a short stack"),
        Plan.VALUE_BET: translate("Advice", "worse hands will call"),
        Plan.VALUE_RAISE: translate("Advice", "raise for value: worse hands still call"),
        Plan.SEMI_BLUFF: translate("Advice", "bet your draw: win now or improve later"),
        Plan.BLUFF: translate("Advice", "they fold often enough"),
        Plan.FALLBACK: translate("Advice", "the safest choice"),
    }
    return texts[plan]


def advice_reason(thought: Thought, names: Mapping[int, str]) -> str:
    """ "you have 64 % against Chloé's range, a call needs 25 %", or the plan's reason."""
    if thought.equity is None:
        return plan_reason(thought.plan)
    equity = percent(thought.equity, 0)
    if len(thought.ranges) == 1:
        name = names.get(thought.ranges[0].seat, "?")
        #: the advisor's reason; %1 your equity, %2 the opponent's name
        reason = translate("Advice", "you have %1 against %2's range").replace(
            "%1", equity).replace("%2", name)
    else:
        #: the advisor's reason; %1 your equity against every opponent together
        reason = translate("Advice", "you have %1 against the field").replace("%1", equity)
    if thought.to_call and thought.pot_odds:
        #: added to the advisor's reason; %1 the equity a call needs (pot odds)
        reason += translate("Advice", ", a call needs %1").replace(
            "%1", percent(thought.pot_odds, 0))
    return reason


def advice_sentence(thought: Thought, names: Mapping[int, str]) -> str:
    """The whole line the advice bar shows."""
    #: the advice bar; %1 the suggested action, %2 the reason
    return translate("Advice", "Advisor: %1 (%2)").replace(
        "%1", suggested_action(thought)).replace("%2", advice_reason(thought, names))
