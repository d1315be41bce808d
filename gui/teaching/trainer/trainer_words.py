"""Every word of the trainer: drill and level names, questions, feedback and explanations.

The engine's questions and solutions hold codes and numbers; the sentences are made here,
through ``QCoreApplication.translate`` with literal English sources (context ``Trainer``),
with numbers and percentages in the current locale's format.

Tests: tests/gui/teaching/trainer/test_trainer.py, tests/i18n/test_german_hand_sentences.py
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLocale
from PySide6.QtCore import QObject

from engine.teaching.drills.board_drill import BoardQuestion
from engine.teaching.drills.board_drill import BoardSolution
from engine.teaching.drills.call_drill import FLOP_BET
from engine.teaching.drills.call_drill import FLOP_POT
from engine.teaching.drills.call_drill import CallQuestion
from engine.teaching.drills.call_drill import CallSolution
from engine.teaching.drills.equity_drill import EquityQuestion
from engine.teaching.drills.equity_drill import EquitySolution
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.lines import Line
from engine.teaching.drills.naming_drill import NameQuestion
from engine.teaching.drills.naming_drill import NameSolution
from engine.teaching.drills.outs_drill import OutsQuestion
from engine.teaching.drills.outs_drill import OutsSolution
from engine.teaching.drills.pushfold_drill import PushFoldQuestion
from engine.teaching.drills.pushfold_drill import PushFoldSolution
from engine.teaching.drills.range_drill import RangeQuestion
from engine.teaching.drills.range_drill import RangeSolution
from engine.teaching.drills.winner_drill import WinnerQuestion
from engine.teaching.drills.winner_drill import WinnerSolution
from gui.base import i18n
from gui.base.position_names import position_short
from gui.base.texts import card_name
from gui.base.texts import category_name
from gui.base.texts import hand_name
from gui.base.texts import listing
from gui.base.texts import rank_name
from gui.teaching.trainer import pushfold_words

translate = QCoreApplication.translate


class Counts(QObject):
    """Sentences whose words follow a count ("1 out", "2 outs"): pyside6-lupdate marks a
    plural only for ``self.tr`` with a count, so they live on a ``QObject``."""

    def outs(self, count: int, unseen: int, next_card: str, by_river: str) -> str:
        #: %n the outs, %1 unseen cards, %2 chance on the next card, %3 chance by the river
        return (self.tr("%n out(s): %n of the %1 unseen cards put(s) you ahead (%2 on the "
                        "next card, %3 by the river).", "", count)
                .replace("%1", str(unseen)).replace("%2", next_card).replace("%3", by_river))

    def nuts(self, hand: str, combos: int) -> str:
        #: %1 the nut hand's name; %n how many two-card holdings make it
        return self.tr("The nuts: %1; %n combination(s) make(s) it.", "", combos).replace(
            "%1", hand)


def percent(share: float, decimals: int = 0) -> str:
    """A share (0..1) as a percentage in the locale's format: 45% or 45 %."""
    locale = i18n.locale()
    number = locale.toString(100.0 * share, "f", decimals)
    # German writes a (non-breaking) space before the sign, English none.
    space = "\u00a0" if locale.language() == QLocale.Language.German else ""
    return number + space + "%"


def decimal(value: float, decimals: int = 1) -> str:
    """A number with the locale's decimal sign: 6.2 or 6,2."""
    return i18n.locale().toString(value, "f", decimals)


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(card_name(c) for c in cards)


def drill_name(code: str) -> str:
    names = {
        "winner": translate("Trainer", "Which hand wins?"),
        "name": translate("Trainer", "Name your hand"),
        "outs": translate("Trainer", "Count the outs"),
        "equity": translate("Trainer", "Estimate your equity"),
        "call": translate("Trainer", "Call or fold?"),
        "range": translate("Trainer", "Put him on a range"),
        "board": translate("Trainer", "Read the board"),
        #: the drill of short stacks in tournaments: move all-in, call an all-in or fold
        "pushfold": translate("Trainer", "Push or fold?"),
        #: the picker's entry that mixes every drill, the weakest first
        "mixed": translate("Trainer", "Mixed (weak spots first)"),
        #: the drill of the person's own blunders, graded in "Your play"
        "your_spots": translate("Trainer", "Your spots (your own blunders)"),
    }
    return names.get(code, code)


def difficulty_name(code: str) -> str:
    names = {
        "beginner": translate("Trainer", "Beginner"),
        "intermediate": translate("Trainer", "Intermediate"),
        "advanced": translate("Trainer", "Advanced"),
    }
    return names.get(code, code)


def player_label(index: int) -> str:
    #: a player in "Which hand wins?", numbered from 1
    return translate("Trainer", "Player %1").replace("%1", str(index + 1))


def line_text(line: Line) -> str:
    """A computer player's line in sentences."""
    who = position_short(line.position)
    pre = {
        #: %1 a seat such as CO; the computer player's action before the flop
        "open": translate("Trainer", "%1 raises first in to 3 big blinds."),
        "limp": translate("Trainer", "%1 just calls the big blind (limps)."),
        "call": translate("Trainer", "%1 calls a raise to 3 big blinds."),
        "three_bet": translate("Trainer", "%1 re-raises to 9 big blinds (a 3-bet)."),
    }[line.preflop].replace("%1", who)
    if line.flop == "none":
        return pre
    flop = {
        #: the computer player's action on the flop; %1 the flop's cards
        "bet": translate("Trainer", "On the flop %1 he bets two thirds of the pot."),
        "check": translate("Trainer", "On the flop %1 he checks."),
        "call": translate("Trainer", "On the flop %1 he calls a bet of two thirds of the pot."),
        "raise": translate("Trainer", "On the flop %1 he raises a bet."),
    }[line.flop].replace("%1", cards_text(line.board))
    return pre + " " + flop


#: Bet sizes named as players name them, by their fraction of the pot.
_SIZES = (0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1.0, 1.5, 2.0)
#: A bet within this share of a named size is called by that name.
_SIZE_SLACK = 0.02


def bet_size_text(pot: int, bet: int) -> str:
    """A bet as a share of the pot: "a third of the pot" (600 into 1,800), else "45 % of
    the pot"."""
    share = bet / pot if pot else 0.0
    fraction = min(_SIZES, key=lambda size: abs(size - share))
    if abs(fraction - share) <= _SIZE_SLACK:
        names = {
            0.25: translate("Trainer", "a quarter of the pot"),
            1 / 3: translate("Trainer", "a third of the pot"),
            0.5: translate("Trainer", "half the pot"),
            2 / 3: translate("Trainer", "two thirds of the pot"),
            0.75: translate("Trainer", "three quarters of the pot"),
            1.0: translate("Trainer", "the size of the pot"),
            1.5: translate("Trainer", "one and a half times the pot"),
            2.0: translate("Trainer", "twice the pot"),
        }
        return names[fraction]
    #: a bet size; %1 its share of the pot as a percentage
    return translate("Trainer", "%1 of the pot").replace("%1", percent(share))


def call_story(q: CallQuestion) -> str:
    """The whole hand of a "Call or fold?" spot street by street, every chip accounted for."""
    pre = line_text(Line(q.line.position, q.line.preflop))
    #: you call his raise before the flop
    lines = [pre + " " + translate("Trainer", "You call.")]
    flop = q.board[:3]
    #: %1 the flop, %2 his bet, %3 the pot, %4 the bet's size ("two thirds of the pot")
    lines.append(translate("Trainer", "On the flop %1 he bets %2 into %3 (%4) and you call.")
                 .replace("%1", cards_text(flop)).replace("%2", i18n.number(FLOP_BET))
                 .replace("%3", i18n.number(FLOP_POT))
                 .replace("%4", bet_size_text(FLOP_POT, FLOP_BET)))
    if len(q.board) == 5:
        #: %1 the turn card
        lines.append(translate("Trainer", "On the turn %1 he checks and you check.")
                     .replace("%1", card_name(q.board[3])))
        #: %1 the river card, %2 the pot, %3 his bet, %4 its size ("a third of the pot")
        last = translate("Trainer", "On the river %1 the pot is %2 and he bets %3 (%4).")
    else:
        #: %1 the turn card, %2 the pot, %3 his bet, %4 its size ("a third of the pot")
        last = translate("Trainer", "On the turn %1 the pot is %2 and he bets %3 (%4).")
    lines.append(last.replace("%1", card_name(q.board[-1])).replace("%2", i18n.number(q.pot))
                 .replace("%3", i18n.number(q.bet)).replace("%4", bet_size_text(q.pot, q.bet)))
    return "\n".join(lines)


def prompt(question: Question) -> str:
    """What the exercise asks, with the keys that answer it."""
    if isinstance(question, WinnerQuestion):
        return translate("Trainer", "Which hand wins? Press the number of each winner "
                         "(several for a split pot), then Enter.")
    if isinstance(question, NameQuestion):
        if question.difficulty == "beginner":
            return translate("Trainer", "Name your best hand: press the number of its "
                             "category, then Enter.")
        return translate("Trainer", "Name your best hand: press the number of its category, "
                         "Tab, type its ranks (e.g. K 7 or A K Q J 9), then Enter.")
    if isinstance(question, OutsQuestion):
        return translate("Trainer", "You are behind. How many cards put you ahead on the "
                         "next card? Type the number, then Enter.")
    if isinstance(question, EquityQuestion):
        return translate("Trainer", "Estimate your equity in percent (0 to 100), then Enter.")
    if isinstance(question, CallQuestion):
        return translate("Trainer", "He bets. Call (C) or fold (F)?")
    if isinstance(question, PushFoldQuestion):
        return pushfold_words.prompt(question)
    if isinstance(question, RangeQuestion):
        if question.mode == "paint":
            return translate("Trainer", "Paint his range: arrow keys move, Space marks a "
                             "hand (or drag with the mouse), then Enter.")
        return translate("Trainer", "Which range fits his line best? Press 1 to 4.")
    if isinstance(question, BoardQuestion):
        if question.difficulty == "beginner":
            return translate("Trainer", "What is the nuts on this board? Press the number of "
                             "its category, then Enter.")
        return translate("Trainer", "What is the nuts? Press the number of its category, Tab, "
                         "type how many two-card combinations make it, then Enter.")
    return ""


def verdict_title(verdict: Verdict) -> str:
    if verdict.correct:
        return translate("Trainer", "Right!")
    if verdict.score > 0:
        #: a partly right answer; %1 the points earned as a percentage
        return translate("Trainer", "Partly right (%1 of a point).").replace(
            "%1", percent(verdict.score))
    return translate("Trainer", "Not quite.")


def explanation(question: Question, verdict: Verdict) -> list[str]:
    """The short explanation first, then the steps behind it (shown on request)."""
    s = verdict.solution
    if isinstance(question, WinnerQuestion) and isinstance(s, WinnerSolution):
        return _winner(question, s)
    if isinstance(question, NameQuestion) and isinstance(s, NameSolution):
        return _name(s)
    if isinstance(question, OutsQuestion) and isinstance(s, OutsSolution):
        return _outs(s)
    if isinstance(question, EquityQuestion) and isinstance(s, EquitySolution):
        return _equity(question, s)
    if isinstance(question, CallQuestion) and isinstance(s, CallSolution):
        return _call(s)
    if isinstance(question, PushFoldQuestion) and isinstance(s, PushFoldSolution):
        return pushfold_words.explanation(question, s)
    if isinstance(question, RangeQuestion) and isinstance(s, RangeSolution):
        return _range(question, s)
    if isinstance(question, BoardQuestion) and isinstance(s, BoardSolution):
        return _board(s)
    return []


def _winner(q: WinnerQuestion, s: WinnerSolution) -> list[str]:
    best = s.values[s.winners[0]]
    name = hand_name(best.category, best.ranks)
    if len(s.winners) == 1:
        #: %1 "Player 2", %2 a hand name
        first = (translate("Trainer", "%1 wins with %2.").replace("%1", player_label(
            s.winners[0])).replace("%2", name))
    else:
        #: %1 "Player 1 and Player 3", %2 a hand name
        first = (translate("Trainer", "Split pot: %1 share it with %2.").replace(
            "%1", listing([player_label(i) for i in s.winners])).replace("%2", name))
    lines = [first, _decided(s)]
    for i, v in enumerate(s.values):
        #: %1 "Player 1", %2 the hand's name, %3 its best five cards
        lines.append(translate("Trainer", "%1 has %2: %3").replace("%1", player_label(i))
                     .replace("%2", hand_name(v.category, v.ranks))
                     .replace("%3", cards_text(v.cards)))
    if q.short_deck:
        lines.append(translate("Trainer", "Short deck: a flush beats a full house, and three "
                               "of a kind beats a straight."))
    return lines


#: How many of a hand's deciding ranks make the hand itself (the rest are kickers), by
#: category: a pair's rank, two pair's two ranks, all five of a flush or high card's top.
_MADE_RANKS = {0: 1, 1: 1, 2: 2, 3: 1, 4: 1, 5: 5, 6: 2, 7: 1, 8: 1, 9: 1}


def _decided(s: WinnerSolution) -> str:
    """What decided the pot: the category, a rank of the hand itself, a kicker, or nothing
    (a split: the best five cards are equally strong)."""
    best = s.values[s.winners[0]]
    losers = [v for i, v in enumerate(s.values) if i not in s.winners]
    if not losers:
        #: every hand ties; %1 the hand they all make
        return translate("Trainer", "Nothing decided it: every best five is as strong (%1).") \
            .replace("%1", hand_name(best.category, best.ranks))
    runner = max(losers, key=lambda v: v.strength)
    if runner.category != best.category:
        #: the category decided; %1 the winning category, %2 the best losing one
        return (translate("Trainer", "The category decided: %1 beats %2.")
                .replace("%1", category_name(best.category))
                .replace("%2", category_name(runner.category)))
    at = next(i for i, (a, b) in enumerate(zip(best.ranks, runner.ranks, strict=False))
              if a != b)
    if at >= _MADE_RANKS.get(best.category, 1):
        #: same category and made ranks, a kicker decided; %1 the category, %2 the
        #: winner's kicker, %3 the other's
        text = translate("Trainer", "Same category (%1); the kicker decided: %2 against %3.")
    else:
        #: same category, a rank of the hand decided; %1 the category, %2 the winner's
        #: rank, %3 the other's
        text = translate("Trainer", "Same category (%1); %2 against %3 decided it.")
    return (text.replace("%1", category_name(best.category))
            .replace("%2", rank_name(best.ranks[at])).replace("%3", rank_name(runner.ranks[at])))


def _name(s: NameSolution) -> list[str]:
    v = s.value
    lines = [translate("Trainer", "Your hand: %1.").replace("%1", hand_name(v.category,
                                                                           v.ranks))]
    lines.append(translate("Trainer", "Your best five cards: %1.").replace(
        "%1", cards_text(v.cards)))
    lines.append(translate("Trainer", "Category: %1.").replace("%1", category_name(
        v.category)))
    if s.ranks_asked:
        #: %1 ranks such as "King, Seven"
        lines.append(translate("Trainer", "The ranks that decide it: %1.").replace(
            "%1", ", ".join(rank_name(r) for r in v.ranks[:s.ranks_asked])))
    return lines


def _outs(s: OutsSolution) -> list[str]:
    o = s.summary
    lines = [Counts().outs(o.count, o.unseen, percent(o.next_card), percent(o.by_river))]
    for group in o.groups:
        #: outs grouped by what they make; %1 a hand category, %2 the cards that make it
        lines.append(translate("Trainer", "%1: %2").replace("%1", category_name(
            group.category)).replace("%2", cards_text(group.cards)))
    if o.tying:
        lines.append(translate("Trainer", "Split pot (no out): %1").replace(
            "%1", cards_text(o.tying)))
    if s.tolerance:
        lines.append(translate("Trainer", "Counts within %1 of the exact number are right at "
                               "this level.").replace("%1", str(s.tolerance)))
    lines.append(translate("Trainer", "Rule of thumb: outs times 2 is about the percent for one "
                           "card, outs times 4 for two cards."))
    return lines


def _equity(q: EquityQuestion, s: EquitySolution) -> list[str]:
    lines = [translate("Trainer", "Your equity: %1.").replace("%1", percent(s.exact, 1))]
    if q.line is not None:
        lines.append(line_text(q.line))
        #: %1 the number of two-card combinations (may be fractional)
        lines.append(translate("Trainer", "His range after that: about %1 combinations.")
                     .replace("%1", decimal(s.range_size, 0)))
    lines.append(translate("Trainer", "Estimates within %1 points are right at this level.")
                 .replace("%1", str(s.tolerance)))
    lines.append(translate("Trainer", "Equity is your average share of the pot over every "
                           "way the board can still come."))
    return lines


def _call(s: CallSolution) -> list[str]:
    v = s.value
    verdict = (translate("Trainer", "Calling is right: your equity beats the pot odds.")
               if v.call_is_right else
               translate("Trainer", "Folding is right: your equity is below the pot odds."))
    #: %1 equity needed, %2 equity held
    lines = [verdict, translate("Trainer", "You need %1 equity and have %2.")
             .replace("%1", percent(v.needed, 1)).replace("%2", percent(v.equity, 1))]
    #: %1 to call, %2 the final pot, %3 the needed equity
    lines.append(translate("Trainer", "Pot odds: %1 to call for a final pot of %2 = %3.")
                 .replace("%1", i18n.number(v.to_call))
                 .replace("%2", i18n.number(v.pot + v.to_call))
                 .replace("%3", percent(v.needed, 1)))
    #: %1 equity, %2 final pot, %3 the call, %4 the result in chips
    lines.append(translate("Trainer", "Value of calling: %1 of %2, less %3 = %4 chips; folding: "
                           "0 chips.")
                 .replace("%1", percent(v.equity, 1))
                 .replace("%2", i18n.number(v.pot + v.to_call))
                 .replace("%3", i18n.number(v.to_call))
                 .replace("%4", decimal(v.ev_call, 0)))
    lines.append(translate("Trainer", "His range (the reader's): about %1 combinations.")
                 .replace("%1", decimal(s.range_size, 0)))
    return lines


def _range(q: RangeQuestion, s: RangeSolution) -> list[str]:
    if q.mode == "paint":
        best = s.overlaps[0]
        lines = [translate("Trainer", "The best painting overlaps the reader's range by %1.")
                 .replace("%1", percent(best))]
        if len(s.overlaps) > 1:
            lines.insert(0, translate("Trainer", "Your painting overlaps the reader's range by "
                                      "%1.")
                         .replace("%1", percent(s.overlaps[1])))
        lines.append(translate("Trainer", "The shaded squares are the reader's range; "
                               "darker is more likely."))
        return lines
    assert isinstance(s.expected, int)
    lines = [translate("Trainer", "Range %1 is the one the reader gives this line.")
             .replace("%1", str(s.expected + 1))]
    for i, (line, overlap) in enumerate(zip(q.choices, s.overlaps, strict=True)):
        #: %1 a choice's number, %2 its overlap with the right range, %3 the line it belongs to
        lines.append(translate("Trainer", "Range %1 (overlap %2) belongs to: %3")
                     .replace("%1", str(i + 1)).replace("%2", percent(overlap))
                     .replace("%3", line_text(line)))
    return lines


def _board(s: BoardSolution) -> list[str]:
    v = s.nuts.value
    lines = [Counts().nuts(hand_name(v.category, v.ranks), s.nuts.combos)]
    shown = s.nuts.holdings[:12]
    lines.append(translate("Trainer", "Holdings: %1").replace(
        "%1", ", ".join(cards_text(h) for h in shown) + (" …" if s.nuts.combos > 12 else "")))
    return lines
