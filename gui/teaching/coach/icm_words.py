"""The coach's tournament figures in words: prize money, the risk premium, chip EV against
$EV and the push/fold chart (context ``Coach``).

:class:`~engine.teaching.coach.icm_advice.TournamentAdvice` holds numbers; this module says
them. Ranges are written in the usual notation (:func:`chart_notation`), with "any ace" for
every ace.

Tests: tests/gui/teaching/coach/test_coach_dock.py, tests/gui/teaching/coach/test_coach_reading.py,
tests/gui/teaching/coach/test_icm_view.py
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.teaching.coach.icm_advice import SHOVE
from engine.teaching.coach.icm_advice import AllInDecision
from engine.teaching.coach.icm_advice import PushFoldChart
from engine.teaching.coach.icm_advice import TournamentAdvice
from engine.teaching.figures.range_text import class_notation
from gui.base import i18n
from gui.teaching.coach.coach_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: A chart that leaves out fewer classes than this is written as what it leaves out.
MOSTLY_LEFT_OUT = 40


def money(value: float) -> str:
    """Prize money in the locale's digits: whole amounts as they are, others with one
    decimal."""
    return i18n.locale().toString(value, "f", 0 if float(value).is_integer() else 1)


def signed(value: float, places: int = 1) -> str:
    text = i18n.locale().toString(abs(value), "f", places)
    return ("+" if value >= 0 else "\u2212") + text


def any_rank_words() -> dict[str, str]:
    """A top card's every hand in words, by rank letter."""
    return {
        #: every hand with an ace in a push/fold chart ("Push: any ace, 22+, ...")
        "A": translate("Coach", "any ace"),
        #: every hand with a king in a push/fold chart
        "K": translate("Coach", "any king"),
        #: every hand with a queen in a push/fold chart
        "Q": translate("Coach", "any queen"),
    }


def chart_notation(classes: frozenset[int]) -> str:
    """Classes in range notation; "A2s+, A2o+" said as "any ace" (kings and queens too)."""
    if not classes:
        #: a push/fold chart that plays no hand
        return translate("Coach", "no hand")
    if len(classes) == CLASS_COUNT:
        #: a push/fold chart that plays every hand
        return translate("Coach", "any two cards")
    if len(classes) > CLASS_COUNT - MOSTLY_LEFT_OUT:
        #: a push/fold chart that plays nearly every hand; %1 the few it folds
        return translate("Coach", "any two cards except %1").replace(
            "%1", class_notation(set(range(CLASS_COUNT)) - classes))
    parts = class_notation(classes).split(", ")
    words = []
    for rank, word in any_rank_words().items():
        both = (f"{rank}2s+", f"{rank}2o+")
        if all(p in parts for p in both):
            parts = [p for p in parts if p not in both]
            words.append(word)
    return ", ".join(words + parts)


def _name(names: Mapping[int, str], seat: int) -> str:
    return html.escape(names.get(seat, str(seat)))


def equities_html(advice: TournamentAdvice, names: Mapping[int, str]) -> str:
    """Each player's chips and ICM equity, as a small table."""
    rows = [
        #: heading of the coach's table of prize money; %1 the prize pool, %2 the prizes
        "<b>" + translate("Coach", "Prize pool %1: %2").replace(
            "%1", money(advice.pool)).replace(
            "%2", " / ".join(money(p) for p in advice.prizes)) + "</b>",
        "<table cellspacing='0' cellpadding='2'><tr><th align='left'>"
        #: column headings: player, chips at the start of the hand, ICM equity
        + translate("Coach", "Player") + "</th><th align='right'>"
        + translate("Coach", "Chips") + "</th><th align='right'>"
        + translate("Coach", "ICM equity") + "</th><th align='right'>"
        #: a player's share of the prize pool
        + translate("Coach", "of the pool") + "</th></tr>",
    ]
    for e in sorted(advice.equities, key=lambda e: -e.chips):
        rows.append(f"<tr><td>{_name(names, e.seat)}</td><td align='right'>"
                    f"{i18n.number(e.chips)}</td><td align='right'>{money(e.money)}</td>"
                    f"<td align='right'>{percent(e.money / advice.pool)}</td></tr>")
    return "".join(rows) + "</table>"


def decision_html(decision: AllInDecision, names: Mapping[int, str]) -> str:
    """The risk premium against each caller (or the shover) and chip EV against $EV."""
    if decision.kind == SHOVE:
        #: heading: the person may move all-in first in before the flop
        head = translate("Coach", "Your decision: all-in or fold")
    else:
        #: heading: the person faces an all-in
        head = translate("Coach", "Your decision: call the all-in or fold")
    #: column heading: the player who may call your all-in (or whose all-in you face)
    who = translate("Coach", "If called by") if decision.kind == SHOVE else \
        translate("Coach", "All-in by")
    rows = ["<table cellspacing='0' cellpadding='2'><tr><th align='left'>" + who
            #: column headings: the equity you need in chips (pot odds) and by ICM
            + "</th><th align='right'>" + translate("Coach", "needs in chips")
            + "</th><th align='right'>" + translate("Coach", "by ICM")
            #: column heading: ICM's extra equity over pot odds, in percentage points
            + "</th><th align='right'>" + translate("Coach", "risk premium") + "</th></tr>"]
    for premium in decision.premiums:
        needed = premium.needed
        rows.append(f"<tr><td>{_name(names, premium.seat)}</td><td align='right'>"
                    f"{percent(needed.chips)}</td><td align='right'>{percent(needed.money)}"
                    f"</td><td align='right'>{signed(needed.risk_premium * 100)}</td></tr>")
    lines = [f"<b>{head}</b>" + "".join(rows) + "</table>"]
    if decision.equity is not None:
        #: the person's equity when the all-in is called
        lines.append(translate("Coach", "Your equity: %1").replace(
            "%1", percent(decision.equity)))
    if decision.chip_ev_bb is not None and decision.money_ev is not None:
        #: %1 the gain over folding in big blinds (chip EV), %2 in prize money ($EV)
        lines.append(translate("Coach", "Chip EV %1 BB, $EV %2 against folding").replace(
            "%1", signed(decision.chip_ev_bb, 2)).replace("%2", signed(decision.money_ev, 2)))
        lines.append(_verdict(decision.chip_ev_bb > 0, decision.money_ev > 0, decision.kind))
    return "<br>".join(lines)


def _verdict(chips_say_go: bool, money_says_go: bool, kind: str) -> str:
    if chips_say_go and not money_says_go:
        #: chips and prize money disagree: ICM says fold
        return "<b>" + translate("Coach", "Chips say go, prize money says fold.") + "</b>"
    if money_says_go and not chips_say_go:
        #: chips and prize money disagree: ICM says go
        return "<b>" + translate("Coach", "Chips say fold, prize money says go.") + "</b>"
    if money_says_go:
        return (translate("Coach", "Both say: move all-in.") if kind == SHOVE else
                #: chips and prize money agree on calling
                translate("Coach", "Both say: call."))
    #: chips and prize money agree on folding
    return translate("Coach", "Both say: fold.")


def chart_title(chart: PushFoldChart) -> str:
    #: %1 the effective stack in big blinds, %2 how many players are at the table
    return translate("Coach", "Push/fold chart at %1 BB, %2 players (ICM equilibrium)").replace(
        "%1", i18n.locale().toString(chart.stack_bb, "f", 1)).replace(
        "%2", i18n.number(chart.players))


def chart_html(chart: PushFoldChart, names: Mapping[int, str]) -> str:
    """The seat's push range and call range in words."""
    lines = [f"<b>{html.escape(chart_title(chart))}</b>"]
    if chart.position < chart.players - 1:
        #: %1 the hands to move all-in with when everybody before you folded
        lines.append(translate("Coach", "Push: %1").replace("%1", chart_notation(chart.push)))
    if chart.shover is not None:
        #: %1 the player who moved all-in; %2 the hands to call with
        lines.append(translate("Coach", "Call %1's all-in: %2").replace(
            "%1", _name(names, chart.shover)).replace("%2", chart_notation(chart.call)))
    elif chart.position > 0:
        #: %1 the hands to call an all-in from the first player who can make one
        lines.append(translate("Coach", "Call an all-in: %1").replace(
            "%1", chart_notation(chart.call)))
    in_range = chart.hand in (chart.call if chart.shover is not None else chart.push)
    if chart.shover is None and chart.position == chart.players - 1:
        in_range = chart.hand in chart.call
    lines.append(translate("Coach", "Your hand is in this range.") if in_range else
                 #: the person's starting hand is outside the chart's range
                 translate("Coach", "Your hand is not in this range."))
    return "<br>".join(lines)
