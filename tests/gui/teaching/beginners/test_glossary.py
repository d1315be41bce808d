"""A glossary for every word Felt uses: every poker term in the sentences of the coach, the
advisor, the drills, the lessons, the narrator and the Help has an entry in English and German,
sorted in the language shown.

New words are caught two ways: the known jargon below (each with the glossary entry that
explains it), and any abbreviation (UTG, SPR), "N-bet" or hyphenated word in those sentences
that is neither a glossary term nor listed as plain English here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for
from engine.teaching.coach.coach import Coach
from gui.base import i18n
from gui.teaching.beginners.help_content import glossary
from tests.helpers.hands import stack_deck

TS = Path(__file__).resolve().parents[4] / "i18n" / "felt_de.ts"
# The translation contexts of what teaches: narrator, lessons, drills, coach, advisor, Help.
TEACHING = {"Narrator", "Lesson", "LessonPanel", "Trainer", "Coach", "Why", "Advice",
            "Practice", "Positions", "Help", "HelpDialog", "WelcomeDialog", "EquityChart",
            "ReplayInsights", "Stepper", "Grades"}

# Poker jargon and the glossary entry that explains it (English, as the glossary lists it).
JARGON: dict[str, str] = {
    r"\bfold(s|ed|ing)?\b": "fold",
    r"\bcheck(s|ed|ing)?\b": "check",
    r"\bcall(s|ed|ing)?\b": "call",
    r"\braise(s|d)?\b": "raise",
    r"\ball-ins?\b": "all-in",
    r"\bmain pot\b": "main pot",
    r"\bside pots?\b": "side pot",
    r"\bsmall blind\b": "small blind",
    r"\bbig blind\b": "big blind",
    r"\bantes?\b": "ante",
    r"\bhole cards?\b": "hole cards",
    r"\bflop\b": "flop",
    r"\briver\b": "river",
    r"\bburn(s|ed)?\b": "burn card",
    r"\bshowdown\b": "showdown",
    r"\bmuck(s|ed|ing)?\b": "muck",
    r"\bkickers?\b": "kicker",
    r"\bsplit pot\b": "split pot",
    r"\bheads-up\b": "heads-up",
    r"\bcap\b": "cap",
    r"\btable stakes\b": "table stakes",
    r"\bsuits?\b": "suit",
    r"\bno-limit\b": "No-Limit",
    r"\bpot-limit\b": "Pot-Limit",
    r"\bfixed-limit\b": "Fixed-Limit",
    r"\bspread-limit\b": "Spread-Limit",
    r"\bpre-flop\b": "pre-flop",
    r"\bboard\b": "board",
    r"\bstacks?\b": "stack",
    r"\bre-rais(e|es|ed|ing)\b": "re-raise",
    r"\bwheel\b": "wheel",
    r"\bpositions?\b": "position",
    r"\bunder the gun\b": "under the gun (UTG)",
    r"\blojack\b": "lojack (LJ)",
    r"\bhijack\b": "hijack (HJ)",
    r"\bcut-off\b": "cut-off (CO)",
    r"\branges?\b": "range",
    r"\bequity\b": "equity",
    r"\bouts\b": "outs",
    r"\bodds\b": "odds",
    r"\bpot odds\b": "pot odds",
    r"\beffective stack\b": "effective stack",
    r"\blimp(s|ed|er|ers|ing)?\b": "limp",
    r"\bc-bets?\b": "c-bet",
    r"\bcontinuation bet": "c-bet",
    r"\bvalue\b": "value bet",
    r"\bbluff(s|ed|ing)?\b": "bluff",
    r"\bnuts\b": "nuts",
    r"\bdraws?\b": "draw",
    r"\bflush draw": "flush draw",
    r"\bstraight draw": "straight draw",
    r"\btop pair\b": "top pair",
    r"\boverpair": "overpair",
    r"\bair\b": "air",
    r"\bcounterfeit": "counterfeit",
    r"\bsuited\b": "suited",
    r"\boffsuit\b": "offsuit",
    r"\bbig-blind ante\b": "big-blind ante",
    r"\bcheck-rais(e|es|ed|ing)\b": "check-raise",
    r"\bpot control\b": "pot control",
    r"\bimplied odds\b": "implied odds",
    r"\breverse implied odds\b": "reverse implied odds",
    r"\bbankroll\b": "bankroll",
    r"\bbuy-ins?\b": "buy-in",
    r"\btable selection\b|\bchoos(e|ing) (a|your) table\b": "table selection",
}
# Abbreviations and counted raises, and the entry that explains each.
ABBREVIATIONS: dict[str, str] = {
    "UTG": "under the gun (UTG)", "LJ": "lojack (LJ)", "HJ": "hijack (HJ)",
    "CO": "cut-off (CO)", "BTN": "button (BTN)", "SB": "small blind", "BB": "big blind",
    "SPR": "SPR", "3-bet": "3-bet", "ICM": "ICM", "EV": "EV",
}
# Hyphenated words in those sentences that are plain English, not poker terms.
PLAIN = {"five-card", "seven-card", "two-card", "home-game", "all-ins", "step-by-step",
         "one-card", "two-way", "short-deck", "re-raises", "re-raised", "heads-up",
         "all-in", "c-bet", "c-bets", "co", "ace-high", "big-blind"}


def _teaching_sentences() -> list[str]:
    text = TS.read_text(encoding="utf-8")
    found = []
    for context in re.findall(r"<context>.*?</context>", text, re.S):
        name = re.search(r"<name>(.*?)</name>", context)
        if name and name.group(1) in TEACHING:
            found += [s.replace("&apos;", "'").replace("&amp;", "&")
                      for s in re.findall(r"<source>(.*?)</source>", context, re.S)]
    return found


@pytest.fixture(params=("en", "de"))
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    del qtbot  # only for the QApplication that translations need
    i18n.apply(request.param)
    yield request.param
    i18n.apply("en")


def _needed() -> dict[str, str]:
    """Each glossary term the teaching sentences need, with a sentence that uses it."""
    need: dict[str, str] = {}
    for sentence in _teaching_sentences():
        for pattern, term in JARGON.items():
            if re.search(pattern, sentence, re.I):
                need.setdefault(term, sentence)
        for word in re.findall(r"\b(?:[A-Z]{2,5}|\d-bet)\b", sentence):
            need.setdefault(ABBREVIATIONS.get(word, f"unknown abbreviation {word}"), sentence)
        for word in re.findall(r"\b[A-Za-z]+(?:-[A-Za-z]+)+\b", sentence):
            cards = re.fullmatch(r"[2-9TJQKA](?:-[2-9TJQKA])+", word)
            if not cards and word.lower() not in PLAIN and not re.search(
                    "|".join(JARGON), word, re.I):
                need.setdefault(f"unknown term {word}", sentence)
    return need


def test_every_term_the_teaching_uses_has_a_glossary_entry(language: str) -> None:
    entries = {t.english: t for t in glossary()}
    needed = _needed()
    assert len(needed) > 40  # the scan found the coach's and the lessons' words
    missing = {term: sentence for term, sentence in needed.items() if term not in entries}
    assert missing == {}
    for term in needed:
        entry = entries[term]
        assert entry.german and entry.meaning, term
        if language == "de":  # explained in German, not left in English
            assert entry.meaning != i18n_source(term), term


def i18n_source(term: str) -> str:
    """The English explanation of ``term`` (to tell a missing translation)."""
    i18n.apply("en")
    try:
        return next(t.meaning for t in glossary() if t.english == term)
    finally:
        i18n.apply("de")


def test_the_glossary_is_sorted_in_the_language_shown(language: str) -> None:
    shown = [t.german if language == "de" else t.english for t in glossary()]
    plain = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})
    key = (lambda w: w.casefold().translate(plain)) if language == "de" else str.casefold
    assert shown == sorted(shown, key=key)
    assert len(shown) == len(set(shown))  # one entry a term


def test_the_spr_entry_defines_it_at_the_start_of_the_street_with_the_coachs_numbers(
    language: str,
) -> None:
    """Issue 33: SPR as poker books define it, with an example whose numbers are the coach's
    own: a raise to 100 and a call heads-up leave 900 behind and 200 in the flop pot, and a
    bet on the flop leaves the SPR where it was."""
    entry = next(t for t in glossary() if t.english == "SPR")
    numbers = re.findall(r"\d+(?:[.,]\d+)?", entry.meaning)
    raise_to, behind, pot, behind_again, pot_again, ratio = numbers[:6]
    assert (behind, pot) == (behind_again, pot_again)
    spr = float(ratio.replace(",", "."))
    assert spr == int(behind) / int(pot)
    if language == "de":
        assert "4,5" in entry.meaning and "Setzrunde" in entry.meaning
    else:
        assert "at the start of the street" in entry.meaning
    hand = HandState(HandConfig(small_blind=5, big_blind=10), [1000, 1000], [0, 1],
                     Deck.stacked(stack_deck([0, 1], {0: "AsKd", 1: "7h7c"}, "Qs8d2c5h9s")))
    hand.act(Action.bet_or_raise(int(raise_to)))
    hand.act(Action.call())
    flop = Coach(samples=200).report(view_for(hand, hand.actor_seat))
    assert flop.pot == int(pot) and flop.effective_stack == int(behind)
    assert flop.spr == pytest.approx(spr)
    hand.act(Action.bet_or_raise(100))  # a bet on the flop: the SPR stays
    facing = Coach(samples=200).report(view_for(hand, hand.actor_seat))
    assert facing.spr == pytest.approx(spr) and facing.spr_now != pytest.approx(spr)
