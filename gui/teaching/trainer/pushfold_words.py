"""The push/fold drill in words: the spot (every seat's stack, the blinds, the ante, the
prizes), the prompt and the feedback with the equilibrium's chart (context ``Trainer``).

Tests: tests/gui/teaching/trainer/test_trainer.py,
tests/gui/teaching/trainer/test_progress_chart.py,
tests/gui/teaching/trainer/test_pushfold_trainer.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.rules.positions import acting_order
from engine.teaching.drills.pushfold_drill import BIG_BLIND
from engine.teaching.drills.pushfold_drill import FOLD
from engine.teaching.drills.pushfold_drill import PUSH_MODE
from engine.teaching.drills.pushfold_drill import SMALL_BLIND
from engine.teaching.drills.pushfold_drill import PushFoldQuestion
from engine.teaching.drills.pushfold_drill import PushFoldSolution
from gui.base import i18n
from gui.base.position_names import position_short
from gui.teaching.coach.icm_words import chart_notation
from gui.teaching.coach.icm_words import signed

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def _bb(chips: int) -> str:
    """Chips in big blinds with as many decimals as they need (12, 12.5, 12.25)."""
    value = chips / BIG_BLIND
    places = next(p for p in (0, 1, 2) if round(value, p) == value or p == 2)
    return i18n.locale().toString(value, "f", places)


def spot_text(q: PushFoldQuestion) -> str:
    """The table in the order of action: positions, stacks, who moved all-in."""
    codes = acting_order(len(q.stacks))
    #: the push/fold drill's blinds; %1 small blind, %2 big blind, %3 the ante
    head = translate("Trainer", "Blinds %1/%2, ante %3.") if q.ante else \
        translate("Trainer", "Blinds %1/%2, no ante.")
    blinds = head.replace("%1", i18n.number(SMALL_BLIND)).replace(
        "%2", i18n.number(BIG_BLIND)).replace("%3", i18n.number(q.ante))
    if len(q.prizes) > 1:
        #: %1 the prizes of a final table, first place first (e.g. 50 / 30 / 20)
        prizes = translate("Trainer", "Final table, prizes %1: value your chips by ICM.")\
            .replace("%1", " / ".join(i18n.number(round(p)) for p in q.prizes))
    else:
        prizes = translate("Trainer", "Chips are money here (no prizes yet).")
    lines = [blinds + " " + prizes]
    for k, chips in enumerate(q.stacks):
        #: one seat of the spot; %1 position, %2 chips, %3 the same in big blinds
        seat = translate("Trainer", "%1: %2 (%3 BB)").replace(
            "%1", position_short(codes[k])).replace("%2", i18n.number(chips)).replace(
            "%3", _bb(chips))
        if k == q.position:
            seat += " " + translate("Trainer", "- you")
        elif q.shover is not None and k == q.shover:
            seat += " " + translate("Trainer", "- moves all-in")
        elif k < q.position:
            seat += " " + translate("Trainer", "- folds")
        lines.append(seat)
    if q.shover is not None:
        call, pot = q.to_call
        #: %1 the chips the person must add to call the all-in, %2 the pot before the call
        lines.append(translate("Trainer", "To call: %1 into a pot of %2.").replace(
            "%1", i18n.number(call)).replace("%2", i18n.number(pot)))
    return "\n".join(lines)


def prompt(q: PushFoldQuestion) -> str:
    if q.mode == PUSH_MODE:
        #: the push/fold drill's question when everyone before you folded
        return translate("Trainer", "Everyone before you folded. All-in (A) or fold (F)?")
    #: the push/fold drill's question against a shove
    return translate("Trainer", "A player moved all-in. Call (C) or fold (F)?")


def explanation(q: PushFoldQuestion, s: PushFoldSolution) -> list[str]:
    """The equilibrium's answer, the EV difference and the chart."""
    risky = q.mode == PUSH_MODE
    if s.expected == FOLD:
        first = translate("Trainer", "The equilibrium folds this hand.")
    elif risky:
        first = translate("Trainer", "The equilibrium moves all-in with this hand.")
    else:
        first = translate("Trainer", "The equilibrium calls with this hand.")
    #: %1 the gain in big blinds of going all-in (or calling) over folding
    chips = translate("Trainer", "All-in instead of folding: %1 BB in chips.") if risky else \
        translate("Trainer", "Calling instead of folding: %1 BB in chips.")
    lines = [first, chips.replace("%1", signed(s.chips_bb, 2))]
    if s.money is not None:
        #: %1 the same gain in prize money, %2 as a share of the prize pool
        lines.append(translate("Trainer", "By ICM: %1 in prize money (%2 of the pool); prize "
                                          "money decides.")
                     .replace("%1", signed(s.money, 2))
                     .replace("%2", signed(100 * s.money / sum(q.prizes), 2) + "\u00a0%"))
    #: %1 the hands the equilibrium goes all-in with (range notation)
    chart = translate("Trainer", "Push: %1") if risky else translate("Trainer", "Call: %1")
    lines.append(chart.replace("%1", chart_notation(s.chart)))
    lines.append(translate("Trainer", "The equilibrium: no player gains by playing other "
                                      "hands while the others keep to these ranges."))
    return lines
