"""The replayer's words for equities, reasons and practice hands (context "ReplayInsights").

Tests: tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.teaching.figures.replay_equity import SeatEquity
from gui.base import i18n
from gui.teaching.coach.coach_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def equity_figure(figure: SeatEquity) -> str:
    """ "64 %" when exact, "54 % ± 0.4" when sampled (the standard error in points)."""
    text = percent(figure.equity, 1)
    if figure.exact:
        return text
    #: an equity estimated by sampling; %1 the equity, %2 its standard error in points
    return translate("ReplayInsights", "%1 ± %2").replace("%1", text).replace(
        "%2", i18n.locale().toString(figure.stderr * 100, "f", 1))


def method_text(exact: bool, hidden: bool) -> str:
    """How the figures were found, under the list."""
    if exact:
        text = translate("ReplayInsights", "Exact: every card still to come counted.")
    else:
        text = translate("ReplayInsights", "Estimated from 100,000 random deals (± one "
                                           "standard error).")
    if hidden:
        text += " " + translate("ReplayInsights", "Hands not shown count as any two cards.")
    return text


def no_practice_text(code: str) -> str:
    """Why "Play on from here" cannot start at this step, by the engine's code."""
    texts = {
        "hand_over": translate("ReplayInsights", "The hand is over at this step."),
        "no_person": translate("ReplayInsights", "You have no seat in this hand."),
        "person_cards_unknown": translate(
            "ReplayInsights", "Your cards in this hand are not known, so it cannot be played "
                              "on."),
        "person_folded": translate("ReplayInsights", "You have folded at this step."),
        "nothing_to_decide": translate("ReplayInsights", "You have nothing left to decide "
                                                         "(all-in)."),
        "bad_step": translate("ReplayInsights", "The cards are not dealt yet at this step."),
        "no_record": translate("ReplayInsights", "Only hands of the history can be played on."),
    }
    return texts.get(code, translate("ReplayInsights", "This hand cannot be played on."))


def no_reasons_text(code: str) -> str:
    """Why a decision has no reasons to show."""
    texts = {
        "imported": translate("ReplayInsights", "This hand was imported: no computer player "
                                                "of Felt's played it, so there are no reasons "
                                                "to show."),
        "person": translate("ReplayInsights", "This was a person's decision."),
        "simple": translate("ReplayInsights", "This computer player decides by a simple rule "
                                              "and gives no reasons."),
        "not_decision": translate("ReplayInsights", "Step to a computer player's decision to "
                                                    "see why it acted."),
        "waiting": translate("ReplayInsights", "Finding the reasons: the session is played "
                                               "again up to this hand…"),
    }
    return texts.get(code, translate("ReplayInsights", "The reasons could not be found again "
                                                       "for this hand."))
