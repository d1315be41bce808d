"""The coach's figures in words: positions, equities, outs and pot odds.

The engine's :class:`~engine.teaching.coach.coach.CoachReport` holds numbers and codes; this module
says them in the current language (context ``Coach``). Hand names come from
:func:`gui.base.texts.hand_name`, so the coach calls a hand what the log calls it.

Tests: tests/gui/teaching/coach/test_coach_reading.py, tests/gui/base/test_position_names.py,
tests/gui/teaching/trainer/test_trainer.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.coach import EquityFigure
from engine.teaching.coach.coach import OpponentRead
from engine.teaching.coach.coach import OutGroup
from gui.base import i18n
from gui.base.amounts import shown_amount
from gui.base.position_names import position_long
from gui.base.position_names import position_short
from gui.base.texts import card_name
from gui.base.texts import category_name
from gui.base.texts import hand_name

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: Shares below this are shown with one decimal ("0.4 %"), larger ones as whole percents.
_FINE_PERCENT = 0.1


class Counts(QObject):
    """Sentences whose words follow a count (``pyside6-lupdate`` marks plurals only in
    ``self.tr``, so they live on a QObject)."""

    def random_hands(self, count: int) -> str:
        #: equity against %n random hands (as many as there are opponents)
        return self.tr("vs %n random hand(s)", "", count)

    def starting_hands(self, count: int) -> str:
        #: how many starting-hand classes (AKs, QQ, 72o...) a range holds
        return self.tr("%n starting hand(s)", "", count)

    def combinations(self, count: int) -> str:
        #: weighted combinations of two cards in a range
        return self.tr("%Ln combination(s)", "", count)

    def outs(self, count: int) -> str:
        #: %n outs; %1 the chance to hit one by the next card, %2 by the river
        return self.tr("%n out(s): %1 next card, %2 by the river", "", count)


_COUNTS: list[Counts] = []


def counts() -> Counts:
    if not _COUNTS:
        _COUNTS.append(Counts())
    return _COUNTS[0]


def cards_text(cards: tuple[int, ...] | list[int]) -> str:
    """Cards as on their faces, "A♠ 10♥"."""
    return " ".join(card_name(c) for c in cards)


def percent(share: float, decimals: int | None = None) -> str:
    """A share as a percentage in the locale's digits: "64 %", "0,4 %"."""
    value = share * 100
    places = decimals if decimals is not None else (1 if 0 < abs(share) < _FINE_PERCENT else 0)
    #: a percentage; %1 the number (the space before the sign as in German and French)
    text = translate("Coach", "%1 %").replace("%1", i18n.locale().toString(value, "f", places))
    return text.replace(" ", "\u00a0")  # a number never parts from its sign at a line end


def out_group_name(category: int) -> str:
    """What a group of outs makes: "to a flush"."""
    names = {
        1: translate("Coach", "to a pair"),
        2: translate("Coach", "to two pair"),
        3: translate("Coach", "to three of a kind"),
        4: translate("Coach", "to a straight"),
        5: translate("Coach", "to a flush"),
        6: translate("Coach", "to a full house"),
        7: translate("Coach", "to four of a kind"),
        8: translate("Coach", "to a straight flush"),
        9: translate("Coach", "to a royal flush"),
    }
    return names.get(category, category_name(category))


def out_kinds_text(group: OutGroup) -> str:
    """A group's clean and tainted outs counted apart, with the equity each kind gives
    (empty when every out is clean and no equity is known)."""
    parts = []
    if group.clean:
        #: outs that leave you ahead of most of the range; %1 how many, %2 your equity
        #: once one of them comes
        text = translate("Coach", "clean: %1").replace("%1", str(len(group.clean)))
        if group.clean_equity is not None:
            text += ", " + translate("Coach", "equity then %1").replace(
                "%1", percent(group.clean_equity, 0))
        parts.append(text)
    if group.tainted:
        #: outs that pair the board or complete a better hand for the opponent's range;
        #: %1 how many
        text = translate("Coach", "tainted: %1").replace("%1", str(len(group.tainted)))
        if group.tainted_equity is not None:
            #: your equity once one of these outs comes; %1 the equity
            text += ", " + translate("Coach", "equity then %1").replace(
                "%1", percent(group.tainted_equity, 0))
        parts.append(text)
    if not group.tainted and group.clean_equity is None:
        return ""
    return "\n" + "; ".join(parts)


def equity_text(figure: EquityFigure) -> str:
    """An equity and, when sampled, its standard error: "54 % ± 0.4"."""
    text = percent(figure.equity, 0)
    if figure.method == "monte_carlo":
        #: an equity estimated by sampling; %1 the equity, %2 its standard error in points
        return (translate("Coach", "%1 ± %2").replace("%1", text)
                .replace("%2", i18n.locale().toString(figure.stderr * 100, "f", 1)))
    return text


def _top_or_bottom(top: float, bottom: float) -> str:
    """ "top 3 %" for a strong hand, "bottom 2 %" for a weak one (72o is not "top 98 %")."""
    if top <= bottom:
        #: the share of hands as good as yours or better, for a strong hand
        return translate("Coach", "top %1").replace("%1", percent(top))
    #: the share of hands as weak as yours or weaker, for a weak hand
    return translate("Coach", "bottom %1").replace("%1", percent(bottom))


def standing_text(report: CoachReport, names: Mapping[int, str] | None = None) -> str:
    """Where the hand ranks: before the flop among all starting hands, after it among the
    hands that make up each opponent's range (among every possible hand when none is left)."""
    s = report.standing
    if not report.board:
        #: before the flop: %1 the place of your starting hand in the order of all 1,326,
        #: %2 how many there are, %3 "top 3 %" or "bottom 2 %"
        text = translate("Coach", "starting hand %1 of %2 (%3)")
        return (text.replace("%1", i18n.number(s.rank)).replace("%2", i18n.number(s.total))
                .replace("%3", _top_or_bottom(s.top_share, s.bottom_share)))
    lines = []
    for read in report.opponents:
        found = read.standing
        if found is None or found.total <= 0:
            continue
        who = (names or {}).get(read.seat, str(read.seat))
        #: your hand against the hands in an opponent's range now; %1 their name, %2 the
        #: share of the range you beat, %3 the share that beats you, %4 "top 20 %" or
        #: "bottom 30 %" (your hand counted among the range)
        lines.append(translate("Coach", "in the range of %1: you beat %2, lose to %3 (%4)")
                     .replace("%1", who).replace("%2", percent(found.ahead / found.total))
                     .replace("%3", percent(found.behind / found.total))
                     .replace("%4", _top_or_bottom(found.top_share, found.bottom_share)))
    if lines:
        return "<br>".join(lines)
    #: %1 the rank of your hand (1 = the best), %2 how many hands are possible, %3 "top 3 %"
    #: or "bottom 2 %"
    text = translate("Coach", "ranks %1 of %2 possible hands (%3)")
    return (text.replace("%1", i18n.number(s.rank)).replace("%2", i18n.number(s.total))
            .replace("%3", _top_or_bottom(s.top_share, s.bottom_share)))


def range_size_text(read: OpponentRead) -> str:
    """How big a range is: "14 % of all hands, 156 combinations" (the grid says the same)."""
    #: a range's size; %1 its share of all hands, %2 its weighted combinations
    return (translate("Coach", "%1 of all hands, %2").replace("%1", percent(read.share))
            .replace("%2", counts().combinations(round(read.combos))))


def range_classes_text(read: OpponentRead) -> str:
    """Which starting hands a range holds, the whole of it: written out when short
    ("QQ+, AKs, AKo"), else its strongest and the weakest it still holds, and how many."""
    summary = read.summary
    if summary.notation:
        #: a short range written out whole in range notation
        return translate("Coach", "all of it: %1").replace("%1", summary.notation)
    if not summary.classes:
        return ""
    #: a range from its strongest starting hands down to the weakest it holds; %1 the
    #: strongest, %2 the weakest, %3 how many starting hands it holds
    return (translate("Coach", "%1 … down to %2 (%3)")
            .replace("%1", ", ".join(summary.strongest))
            .replace("%2", ", ".join(summary.weakest))
            .replace("%3", counts().starting_hands(len(summary.classes))))


def spr_text(report: CoachReport) -> str:
    """The effective stack and the stack-to-pot ratio as the books define it (at the start of
    the street), with the ratio after this street's bets beside it when they differ."""
    def ratio(value: float | None) -> str:
        return "-" if value is None else i18n.locale().toString(value, "f", 1)

    #: %1 the effective stack in chips, %2 the stack-to-pot ratio at the start of the street
    #: (stack behind over the pot before this street's bets)
    text = (translate("Coach", "%1 (SPR %2 at the start of this street)")
            .replace("%1", shown_amount(report.effective_stack)).replace("%2", ratio(report.spr)))
    now = report.spr_now
    if now is not None and ratio(now) != ratio(report.spr):
        #: the stack-to-pot ratio now, after this street's bets; %1 the ratio
        text += "; " + translate("Coach", "after the bets %1").replace("%1", ratio(now))
    return text


def report_html(report: CoachReport, names: Mapping[int, str]) -> str:
    """The whole report as a small rich-text page for the coach panel."""
    rows: list[str] = []

    def row(label: str, value: str) -> None:
        rows.append(f"<tr><td style='color:#5b6f63;padding-right:8px'>{label}</td>"
                    f"<td>{value}</td></tr>")

    hand = hand_name(report.hand.category, report.hand.ranks)
    row(translate("Coach", "Your hand"),
        f"<b>{hand}</b><br><span style='color:#6b6b6b'>{standing_text(report, names)}</span>")
    row(translate("Coach", "Cards"), cards_text(report.hole) + (
        "  |  " + cards_text(report.board) if report.board else ""))
    row(translate("Coach", "Position"), position_long(report.position))
    if report.to_call:
        #: %1 chips to call, %2 the pot, %3 the equity the call needs
        odds = (translate("Coach", "call %1 into %2: you need %3")
                .replace("%1", shown_amount(report.to_call)).replace("%2", shown_amount(report.pot))
                .replace("%3", f"<b>{percent(report.pot_odds, 0)}</b>"))
    else:
        #: pot odds when nothing is to call; %1 the pot
        odds = translate("Coach", "nothing to call (pot %1)").replace(
            "%1", shown_amount(report.pot))
    row(translate("Coach", "Pot odds"), odds)
    row(translate("Coach", "Effective stack"), spr_text(report))
    if report.vs_random is not None:
        count = len(report.opponents)
        label = counts().random_hands(count)
        row(translate("Coach", "Equity"), f"{label}: <b>{equity_text(report.vs_random)}</b>")
    for read in report.opponents:
        who = names.get(read.seat, str(read.seat))
        #: %1 a player's name, %2 their position, %3 your equity against their range,
        #: %4 the range's size (its share of all hands and its combinations)
        line = (translate("Coach", "vs %1 (%2): <b>%3</b>; range %4")
                .replace("%1", who).replace("%2", position_short(read.position))
                .replace("%3", equity_text(read.equity)).replace("%4", range_size_text(read)))
        classes = range_classes_text(read)
        if classes:
            line += f"<br><span style='color:#6b6b6b'>{classes}</span>"
        row("", line)
    if report.board and len(report.board) < 5:
        total = sum(len(g.cards) for g in report.outs)
        text = (counts().outs(total).replace("%1", percent(report.outs_next, 0))
                .replace("%2", percent(report.outs_by_river, 0)))
        tainted = sum(len(g.tainted) for g in report.outs)
        if tainted:
            #: outs counted apart; %1 clean outs, %2 tainted outs (they pair the board or
            #: complete a better hand for the opponent's range)
            text += "<br>" + (translate("Coach", "%1 clean, %2 tainted (they pair the board "
                                        "or give the range a better hand)")
                              .replace("%1", str(total - tainted)).replace("%2", str(tainted)))
        row(translate("Coach", "Outs"), text)
    return "<table cellspacing='3'>" + "".join(rows) + "</table>"


def family_name(family: str) -> str:
    names = {"fold": translate("Action", "Fold"), "check": translate("Action", "Check"),
             "call": translate("Action", "Call"), "raise": translate("Action", "Raise"),
             "bet": translate("Action", "Bet")}
    return names.get(family, family)
