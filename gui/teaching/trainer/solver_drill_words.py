"""The words of the drill "play it like a solver": the spot, the verdict, the hand's mix.

Tests: tests/gui/teaching/trainer/test_solver_drill_view.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.core.cards import cards_str
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.drills.solver_drill import SolverVerdict
from gui.base import i18n
from gui.teaching.coach.solver_words import action_name
from gui.teaching.coach.solver_words import percent
from gui.teaching.coach.solver_words import signed_bb

translate = QCoreApplication.translate


def line_name(code: str) -> str:
    """How a dealt spot came to the river (:data:`engine.teaching.drills.solver_drill.LINES`)."""
    names = {
        #: a dealt spot of the solver drill: how the hand reached the river
        "srp_checked": translate("SolverDrill", "A raised pot, checked through the flop and "
                                 "the turn"),
        "srp_barrel": translate("SolverDrill", "A raised pot, bet and called on the flop and "
                                "the turn"),
        "threebet_pot": translate("SolverDrill", "A three-bet pot, bet and called on the "
                                  "flop, checked through the turn"),
    }
    return names.get(code, code)


def question_text(question: SolverQuestion, source: str) -> str:
    """The spot in a few lines: where it comes from, the pot and stacks, who acts, the hand."""
    spot = question.spot
    lines = [source]
    #: the solver drill: %1 the pot, %2 the chips each player has behind, %3 the big blind
    #: (chips, as the buttons' bets count them)
    lines.append(translate("SolverDrill", "River. Pot %1, %2 behind each, big blind %3.")
                 .replace("%1", i18n.number(spot.pot)).replace("%2", i18n.number(spot.stack))
                 .replace("%3", i18n.number(question.big_blind)))
    if not question.line:
        lines.append(translate("SolverDrill", "You act first."))
    for step, label in enumerate(question.line):  # player 0 of the spot acts first
        if step % 2 == question.person:
            #: the solver drill, one of the river's actions so far: %1 the person's ("Check")
            said = translate("SolverDrill", "You: %1.")
        else:
            #: the solver drill, one of the river's actions so far: %1 the opponent's
            #: ("Bet 36", "All-in 235")
            said = translate("SolverDrill", "Your opponent: %1.")
        lines.append(said.replace("%1", action_name(label)))
    #: the solver drill: %1 the person's two cards ("AhKd")
    lines.append(translate("SolverDrill", "Your hand: %1. What does the equilibrium do?")
                 .replace("%1", cards_str(question.hole, " ")))
    return "\n".join(lines)


def usual_text(verdict: SolverVerdict) -> str:
    """What the equilibrium does most with this hand, and how often."""
    kind, _, amount = verdict.usual.partition(" ")
    often = percent(100 * verdict.usual_frequency, 0)
    if kind == "check":
        #: %1 a percentage
        text = translate("SolverDrill", "With this hand the equilibrium checks %1 % of the "
                         "time.")
    elif kind == "fold":
        text = translate("SolverDrill", "With this hand the equilibrium folds %1 % of the "
                         "time.")
    elif kind == "call":
        text = translate("SolverDrill", "With this hand the equilibrium calls %1 % of the "
                         "time.")
    elif kind == "bet":
        #: %1 a percentage, %2 the chips bet, %3 the bet as a percentage of the pot
        text = translate("SolverDrill", "With this hand the equilibrium bets %2 (%3 % of the "
                         "pot) %1 % of the time.")
    elif kind == "raise":
        #: %1 a percentage, %2 the chips the raise makes the bet
        text = translate("SolverDrill", "With this hand the equilibrium raises to %2 %1 % of "
                         "the time.")
    else:
        #: %1 a percentage, %2 the chips of the all-in
        text = translate("SolverDrill", "With this hand the equilibrium goes all-in (%2) %1 % "
                         "of the time.")
    pot_share = percent(100 * int(amount or 0) / max(verdict.pot, 1), 0)
    return text.replace("%1", often).replace("%2", i18n.number(int(amount or 0))) \
        .replace("%3", pot_share)


def verdict_text(verdict: SolverVerdict) -> str:
    """The grade in two sentences: what the equilibrium does, and what the choice costs."""
    head = translate("SolverDrill", "Right.") if verdict.correct else \
        translate("SolverDrill", "Not the equilibrium's play.")
    cost = i18n.locale().toString(float(verdict.cost_bb), "f", 1)
    if verdict.chosen == verdict.usual:
        #: %1 the chosen action ("Check", "Bet 36")
        mine = translate("SolverDrill", "Your choice (%1) is its main play.")
    elif verdict.cost_bb < 0.05:
        #: %1 the chosen action, %2 a percentage
        mine = translate("SolverDrill", "Your choice (%1) is taken %2 % of the time and "
                         "costs nothing.")
    else:
        #: %1 the chosen action, %2 a percentage, %3 big blinds lost
        mine = translate("SolverDrill", "Your choice (%1) is taken %2 % of the time and "
                         "costs %3 bb.")
    mine = mine.replace("%1", action_name(verdict.chosen)) \
        .replace("%2", percent(100 * verdict.frequency, 0)).replace("%3", cost)
    return f"{head} {usual_text(verdict)} {mine}"


def mix_text(solved: SolverAnswer) -> str:
    """Every action of the hand: how often the equilibrium takes it and what it wins."""
    rows = []
    for label, share, value in zip(solved.labels, solved.mix, solved.values_bb, strict=True):
        #: one action of the solver drill's answer: %1 the action, %2 a percentage,
        #: %3 what it wins in big blinds
        rows.append(translate("SolverDrill", "%1: %2 %, %3")
                    .replace("%1", action_name(label)).replace("%2", percent(100 * share, 0))
                    .replace("%3", signed_bb(value)))
    #: %1 how far the solve is from an equilibrium (% of the pot), %2 seconds
    rows.append(translate("SolverDrill", "Solved to %1 % of the pot in %2 s.")
                .replace("%1", percent(solved.exploitability_pct, 2))
                .replace("%2", percent(solved.seconds, 1 if solved.seconds >= 1 else 2)))
    return "\n".join(rows)


def count_text(right: int, answered: int) -> str:
    #: the solver drill's tally: %1 right answers, %2 answers
    return translate("SolverDrill", "Right so far: %1 of %2").replace("%1", str(right)) \
        .replace("%2", str(answered))


def own_source(hand: int) -> str:
    #: the solver drill's spot is a river decision of the person's own: %1 the hand's number
    return translate("SolverDrill", "Your own hand %1, as you played it to the river.") \
        .replace("%1", str(hand))


def solving_text() -> str:
    return translate("SolverDrill", "The solver is working on this spot…")


def failed_text() -> str:
    return translate("SolverDrill", "The solver stopped on an error. Go on to the next spot.")


def board_caption() -> str:
    #: the solver drill's caption over the five board cards
    return translate("SolverDrill", "Board")


def hand_caption() -> str:
    #: the solver drill's caption over the person's two cards
    return translate("SolverDrill", "Your hand")
