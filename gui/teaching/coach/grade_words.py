"""The grader's verdicts in words: one line per decision of the Review tab.

The grader (:mod:`engine.teaching.grading.grader`) gives codes and numbers; this module says
them, so a decision reads the same in the coach during play and after a restart (both show
the grades stored by :mod:`engine.storage.grades.grading_job`). A decision the grader could not
value
says why in a sentence, by its :class:`~engine.teaching.grading.grader.NotGraded` code, never
a bare "no estimate".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.rules.events import Street
from engine.teaching.coach.review import Reason
from engine.teaching.grading.grader import DecisionGrade
from engine.teaching.grading.grader import NotGraded
from engine.teaching.grading.solver_grade import Judge
from gui.base import i18n
from gui.base.texts import street_name
from gui.teaching.coach.coach_words import family_name
from gui.teaching.coach.solver_words import action_name
from gui.teaching.coach.solver_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: The options in the order a player weighs them, the passive first.
_ORDER = {"fold": 0, "check": 1, "call": 2, "raise": 3}


def _option_name(family: str, grade: DecisionGrade) -> str:
    """An option weighed, named as the buttons name it: the aggressive one is a bet when
    nothing is to call after the flop, else a raise."""
    if family == "raise" and not grade.to_call and grade.street != Street.PREFLOP:
        return family_name("bet")
    return family_name(family)


def _ordered(grade: DecisionGrade) -> list[tuple[str, float]]:
    return sorted(grade.values, key=lambda pair: _ORDER.get(pair[0], len(_ORDER)))


def signed_bb(value: float) -> str:
    """An EV in big blinds with its sign: "+1.2", "-0.6", "0.0"."""
    text = i18n.locale().toString(abs(value), "f", 1)
    if round(value, 1) == 0:
        return text
    return ("+" if value > 0 else "\u2212") + text


def reason_words(code: str) -> str:
    """Why a graded decision got its grade (a :class:`Reason` code)."""
    texts: dict[str, str] = {
        Reason.MATCHES_EXPERT: translate("Grades", "the expert does the same"),
        Reason.CLOSE: translate("Grades", "close: the difference is small"),
        Reason.CALLED_WITHOUT_ODDS: translate("Grades", "called without the odds"),
        Reason.FOLDED_WITH_ODDS: translate("Grades", "folded although the odds were there"),
        Reason.MISSED_VALUE: translate("Grades", "missed value: a bet or raise earns more"),
        Reason.RAISED_WITHOUT_EDGE: translate("Grades", "a bet or raise that loses chips"),
        Reason.FOLDED_FOR_FREE: translate("Grades", "folded when checking was free"),
        Reason.OTHER_LINE: translate("Grades", "another action is worth clearly more"),
        #: a decision graded against the solver: the action is one the equilibrium plays
        Reason.SOLVER_MIXES: translate("Grades", "the equilibrium plays this with your hand"),
        #: graded against the solver: the equilibrium (almost) never plays it, and it costs
        Reason.SOLVER_RARE: translate("Grades", "the equilibrium plays this rarely or never"),
    }
    return texts.get(code, translate("Grades", "graded"))


def not_graded_words(grade: DecisionGrade) -> str:
    """Why a decision has no grade, in a sentence (its :class:`NotGraded` code)."""
    code = grade.reason
    if code == NotGraded.MISSING_CARD:
        return translate("Grades", "your cards in this hand are not known")
    if code == NotGraded.UNUSUAL_STRUCTURE:
        #: not graded: a hand with straddles, blinds posted out of turn or the like
        return translate("Grades", "the grader does not know hands with straddles or "
                                   "blinds out of turn")
    if code == NotGraded.EXPERT_FAILED:
        return translate("Grades", "the expert found no sound reading of this spot")
    if code == NotGraded.NO_ESTIMATE:
        weighed = [_option_name(f, grade) for f, _ in _ordered(grade)]
        mine = family_name(grade.action.kind.value)
        if not weighed:
            #: not graded; %1 the action taken
            return translate("Grades", "the expert put no value on %1 or any other "
                                       "option here").replace("%1", mine)
        #: not graded; %1 the action taken, %2 the options the expert valued ("Fold")
        return (translate("Grades", "the expert valued only %2 in this spot, not %1")
                .replace("%1", mine).replace("%2", ", ".join(weighed)))
    return translate("Grades", "the grader could not value it")


def values_words(grade: DecisionGrade) -> str:
    """The EV of every option weighed: "EV in big blinds: Fold 0.0, Call +0.6, Raise +1.2"."""
    parts = [f"{_option_name(f, grade)} {signed_bb(ev)}" for f, ev in _ordered(grade)]
    #: %1 the options with their expected values, e.g. "Fold 0.0, Call +0.6"
    return translate("Grades", "EV in big blinds: %1").replace("%1", ", ".join(parts))


def _solver_action(label: str, grade: DecisionGrade) -> str:
    """One of the solver's actions, a bet with its share of the pot ("Bet 36 (75 % of the
    pot)"); the pot of the grade is the pot of the decision, where nobody has bet yet."""
    kind, _, amount = label.partition(" ")
    if kind != "bet" or not amount or grade.pot <= 0:
        return action_name(label)
    #: the solver's bet: %1 the bet as the table names it ("Bet 36"), %2 its share of the pot
    return (translate("Grades", "%1 (%2 % of the pot)").replace("%1", action_name(label))
            .replace("%2", percent(100 * int(amount) / grade.pot, 0)))


def solver_words(grade: DecisionGrade) -> str:
    """A decision graded against the solver: the equilibrium's mix for the hand held and what
    the choice gave up ("" for one the expert graded)."""
    line = grade.solver
    if line is None or grade.judge == Judge.EXPERT:
        return ""
    #: one action of the equilibrium's mix: %1 how often (%), %2 the action ("Bet 36")
    share_of = translate("Grades", "%1 % %2")
    mix = ", ".join(share_of.replace("%1", percent(100 * share, 0))
                    .replace("%2", _solver_action(label, grade))
                    for share, label in sorted(zip(line.mix, line.labels, strict=True),
                                               reverse=True) if share >= 0.005)
    if grade.judge == Judge.STREET_SOLVER:
        #: a turn decision graded against the solver, the turn solved alone (what happens on
        #: the river is valued by each hand's equity); %1 the actions with their frequencies
        head = translate("Grades", "Graded against the solver, this street alone (the river "
                                   "valued by each hand's equity). With your hand the "
                                   "equilibrium plays: %1.")
    else:
        #: a decision graded against the solver; %1 the actions with their frequencies
        #: ("62 % Check, 38 % Bet 36 (75 % of the pot)")
        head = translate("Grades", "Graded against the solver. With your hand the "
                                   "equilibrium plays: %1.")
    chosen = _solver_action(line.labels[line.chosen], grade)
    often = percent(100 * line.mix[line.chosen], 0)
    if grade.cost_bb > 0:
        #: %1 the person's action, %2 how often the equilibrium takes it (%), %3 big blinds
        mine = translate("Grades", "Your choice (%1) is taken %2 % of the time and costs "
                                   "%3 BB.")
    else:
        #: %1 the person's action, %2 how often the equilibrium takes it (%)
        mine = translate("Grades", "Your choice (%1) is taken %2 % of the time and costs "
                                   "nothing.")
    mine = (mine.replace("%1", chosen).replace("%2", often)
            .replace("%3", i18n.locale().toString(grade.cost_bb, "f", 1)))
    return f"{head.replace('%1', mix)} {mine}"


def decision_text(grade: DecisionGrade) -> str:
    """One decision of the Review tab, e.g. "Flop: you Call - called without the odds
    (-0.6 BB)" and the options' EVs on a second line; or why it is not graded."""
    street = street_name(int(grade.street))
    mine = family_name(grade.action.kind.value)
    if not grade.graded:
        #: a decision without a grade; %1 the street, %2 your action, %3 why
        return (translate("Grades", "%1: you %2 - not graded: %3")
                .replace("%1", street).replace("%2", mine)
                .replace("%3", not_graded_words(grade)))
    #: a graded decision; %1 the street, %2 your action, %3 the reason of the grade
    text = (translate("Grades", "%1: you %2 - %3")
            .replace("%1", street).replace("%2", mine).replace("%3", reason_words(grade.reason)))
    if grade.cost_bb > 0:
        #: the expected value a decision gave up, in big blinds
        text += " " + translate("Grades", "(-%1 BB)").replace(
            "%1", i18n.locale().toString(grade.cost_bb, "f", 1))
    return text + "\n" + (solver_words(grade) or values_words(grade))
