"""The narrator tells every engine event in English and German; every lesson key has words;
the help content agrees with the evaluator and with the translators' glossary."""

from __future__ import annotations

import dataclasses
import re
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.evaluation.categories import CATEGORY_CODES
from engine.evaluation.hand_value import evaluate
from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import Rebought
from engine.rules.actions import LegalActions
from engine.rules.config import HandConfig
from engine.rules.events import HandEvent
from engine.rules.hand import HandState
from engine.rules.table import BlindLevel
from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.rankings import frequencies
from engine.teaching.lessons.runner import finished_hand
from gui.base import i18n
from gui.teaching.beginners import help_content
from gui.teaching.lessons import lesson_texts
from gui.teaching.lessons import quiz_labels
from gui.teaching.narration.narration import Narration
from gui.teaching.narration.narrator import Narrator
from tests.helpers.german import english_sentences_in
from tests.helpers.german import english_sources

LESSONS = load_all()
NAMES = {0: "Ada", 1: "Bruno", 2: "Chloé", 3: "Dmitri", 4: "Emma", 5: "Felix"}
SESSION_EVENTS = (PersonToAct, BotToAct, HandWrapped, Rebought, GameOver)


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot  # only for the application the translators are installed in
    yield
    i18n.apply("en")


def _legal(can_check: bool, raise_to: tuple[int, int] | None) -> LegalActions:
    return LegalActions(seat=0, can_fold=not can_check, can_check=can_check,
                        call_amount=None if can_check else 40,
                        min_raise_to=raise_to[0] if raise_to else None,
                        max_raise_to=raise_to[1] if raise_to else None,
                        raise_is_bet=can_check, current_bet=0, stack=960, pot=60)


def every_event() -> list[object]:
    """Real events of every type, in the order a table would see them."""
    events: list[object] = []
    for lesson in LESSONS:  # blinds, deals, burns, actions, all-ins, side pots, splits, mucks
        events += finished_hand(lesson).events
    ante = HandState(HandConfig(small_blind=10, big_blind=20, ante=5), [1000, 1000, 1000],
                     deck=Deck.stacked(""))
    events += ante.events
    level = BlindLevel(20, 40)
    events += [
        PersonToAct(0, _legal(True, (20, 1000))), PersonToAct(0, _legal(False, (80, 1000))),
        PersonToAct(0, _legal(False, None)), PersonToAct(0, _legal(True, None)),
        PersonToAct(0, _legal(True, (20, 20))), PersonToAct(0, _legal(False, (40, 40))),
        BotToAct(1),
        HandWrapped(7, (2,), 1, level, True, ((0, 2000), (1, 1000), (2, 0))),
        HandWrapped(8, (), 1, level, False, ((0, 2000), (1, 1000))),
        Rebought(2, 1000, 1000),
        GameOver(40, ((0, 3000), (1, 0), (2, 0))),
        GameOver(0, ()),
    ]
    return events


def narrate_all(events: list[object]) -> list[tuple[object, Narration]]:
    narrator = Narrator(NAMES)
    told = []
    for event in events:
        narration = narrator.narrate(event)
        assert narration is not None, type(event).__name__
        told.append((event, narration))
    return told


def test_the_mapping_covers_every_event_type() -> None:
    hand_types = set(typing.get_args(HandEvent))
    assert len(hand_types) == 15
    assert set(Narrator.HANDLERS) == hand_types | set(SESSION_EVENTS)
    seen = {type(e) for e in every_event()}
    assert seen == set(Narrator.HANDLERS)  # the walk below really meets every type
    assert Narrator(NAMES).narrate("not an event") is None


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_event_is_told_in_whole_sentences(language: str) -> None:
    i18n.apply(language)
    told = narrate_all(every_event())
    for event, narration in told:
        text = narration.text
        assert text and text[-1] in ".)", (event, text)
        assert not re.search(r"%\d", text), (event, text)
        assert "?" not in text, (event, text)  # every seat had a name
    # Amounts, names and hand names are filled in, grouped by the language's rule.
    texts = [n.text for _, n in told]
    if language == "en":
        assert any("Ada posts the small blind of 10: the player left of the button" in t
                   for t in texts)
        assert any("Ada is all-in for 70" in t and "side pot of 140" in t
                   and "Bruno and Chloé" in t for t in texts)
        assert any("Bruno and Chloé have equal hands and split 25: Bruno 13, Chloé 12." in t
                   for t in texts)
        assert any("Four of a Kind, Fours" in t for t in texts)
        assert any("Out of chips and out of the game: Chloé." in t for t in texts)
        assert "The game is over: Ada has the most chips (3,000)." in texts
    else:
        assert any("Ada bringt den Small Blind von 10" in t for t in texts)
        assert any("Side-Pot von 140" in t and "Bruno und Chloé" in t for t in texts)
        assert any("Vierling, Vieren" in t for t in texts)
        assert "Das Spiel ist vorbei: Ada hat die meisten Chips (3.000)." in texts


def test_no_german_narration_is_english() -> None:
    i18n.apply("en")
    english = [n.text for _, n in narrate_all(every_event())]
    i18n.apply("de")
    german = [n.text for _, n in narrate_all(every_event())]
    sources = english_sources(["Narrator", "Hand", "Rank", "Street"])
    assert len(sources) > 50
    for en, de in zip(english, german, strict=True):
        assert en != de
        assert english_sentences_in(de, sources) == [], de


def test_the_check_catches_an_english_sentence() -> None:
    sources = english_sources(["Narrator"])
    assert english_sentences_in(
        "Bruno folds: the cards go face down, and the chips already bet stay in the pot.",
        sources)


def test_the_narrator_points_at_what_it_talks_about() -> None:
    told = narrate_all(list(finished_hand(next(x for x in LESSONS
                                               if x.id == "side_pots")).events))
    codes = [(type(e).__name__, n.highlight.code if n.highlight else None,
              n.highlight.seats if n.highlight else ()) for e, n in told]
    assert ("HandStarted", "button", (2,)) in codes
    assert ("BlindPosted", "small_blind", (0,)) in codes
    assert ("BlindPosted", "big_blind", (1,)) in codes
    burns = [n.highlight for e, n in told if type(e).__name__ == "CardBurned"]
    assert len(burns) == 3 and all(h is not None and len(h.cards) == 1 for h in burns)
    winning = [n.highlight for e, n in told if type(e).__name__ == "PotAwarded"]
    assert [h.seats for h in winning if h] == [(0,), (1,)]
    assert all(h is not None and h.code == "winning_cards" and len(h.cards) == 5
               for h in winning)


# ---------------------------------------------------------------------- lesson texts


def test_every_lesson_key_has_words_and_no_text_is_unused() -> None:
    used = {key for lesson in LESSONS for key in lesson.text_keys()}
    assert used <= set(lesson_texts.TEXTS), sorted(used - set(lesson_texts.TEXTS))
    assert set(lesson_texts.TEXTS) <= used, sorted(set(lesson_texts.TEXTS) - used)


def test_lesson_texts_fill_amounts_in_each_language() -> None:
    lesson = next(x for x in LESSONS if x.id == "pot_limit")
    step = next(s for s in lesson.steps if s.say == "pot_limit.max")
    i18n.apply("en")
    assert lesson_texts.text(step.say, step.amounts) == (
        "Ada bet 150 and Bruno called 150. Chloé first calls 150 in her mind: the pot is then "
        "200 + 150 + 150 + 150 = 650. She may raise by 650, to 800.")
    big = next(x for x in LESSONS if x.id == "no_limit")
    i18n.apply("de")
    assert "Der Big Blind ist 200" in lesson_texts.text("no_limit.intro", [200])
    assert lesson_texts.text("no_limit.reraise", [4000, 10000]).endswith("auf mindestens "
                                                                         "10.000.")
    assert lesson_texts.title(big) == "No-Limit: Mindesteinsatz und Mindesterhöhung"


def test_every_lesson_text_and_choice_is_german_in_german() -> None:
    sources = english_sources(["Lesson", "Hand"])
    i18n.apply("de")
    for lesson in LESSONS:
        shown = [lesson_texts.title(lesson), lesson_texts.rule(lesson),
                 lesson_texts.rule_source(lesson)]
        shown += [lesson_texts.text(s.say, s.amounts) for s in lesson.steps if s.say]
        shown += [lesson_texts.text(q.ask) for q in lesson.quiz]
        shown += [quiz_labels.choice_label(lesson, q, c) for q in lesson.quiz
                  for c in q.choices]
        for text in shown:
            assert english_sentences_in(text, sources) == [], (lesson.id, text)


def test_quiz_choices_read_as_names_amounts_and_hands() -> None:
    i18n.apply("en")
    by_id = {x.id: x for x in LESSONS}
    side = by_id["side_pots"]
    assert [quiz_labels.choice_label(side, side.quiz[2], c) for c in side.quiz[2].choices] \
        == ["Ada", "Bruno", "Chloé"]
    ranks = by_id["hand_rankings"]
    assert [quiz_labels.choice_label(ranks, ranks.quiz[1], c)
            for c in ranks.quiz[1].choices] == ["Straight", "Flush", "Three of a Kind"]
    short = by_id["short_deck"]
    assert quiz_labels.choice_label(short, short.quiz[0], 0) == "A♥ J♥ 9♥ 7♥ 6♥"
    assert quiz_labels.choice_label(short, short.quiz[0], -1) == "A tie: they split the pot"
    # seven cards: the player's own two, the question gives the board
    kicker = by_id["comparing_hands"]
    assert quiz_labels.choice_label(kicker, kicker.quiz[3], 1) == "Q♣ 10♣"
    fixed = by_id["fixed_limit"]
    assert quiz_labels.choice_label(fixed, fixed.quiz[0], True) == "Yes"
    i18n.apply("de")
    assert quiz_labels.choice_label(fixed, fixed.quiz[0], False) == "Nein"
    assert quiz_labels.choice_label(by_id["pot_limit"], by_id["pot_limit"].quiz[1],
                                     1200) == "1.200"


# ---------------------------------------------------------------------- help content


@pytest.mark.parametrize("short_deck", [False, True])
def test_ranking_chart_examples_are_their_category(short_deck: bool) -> None:
    i18n.apply("en")
    rows = help_content.ranking_chart(short_deck)
    assert [r.category for r in rows] == [f.category for f in frequencies(short_deck)]
    for row in rows:
        assert evaluate(row.cards, short_deck).category == row.category, row
        assert len(row.cards) == 5
        if short_deck:
            assert min(row.cards) >= 16  # no card below a six
    assert sum(r.combinations for r in rows) == (8_347_680 if short_deck else 133_784_560)
    assert rows[0].name == "Royal Flush"


def test_rules_summary_is_translated() -> None:
    i18n.apply("en")
    english = help_content.rules_summary()
    i18n.apply("de")
    german = help_content.rules_summary()
    assert len(english) == len(german) >= 8
    sources = english_sources(["Help"])
    for section in german:
        assert english_sentences_in(section.heading, sources) == []
        assert english_sentences_in(section.body, sources) == []
    assert german[0].heading == "Das Ziel"


def _readme_glossary() -> dict[str, str]:
    """English term -> German term from the translators' glossary in i18n/README.md."""
    text = (Path(__file__).resolve().parents[3] / "i18n" / "README.md").read_text("utf-8")
    section = text.split("## German glossary", 1)[1].split("Hand categories", 1)[0]
    pairs: dict[str, str] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 2 or cells[0] in ("English", "---"):
            continue
        english = [e.strip() for e in cells[0].split("/")]
        german = [re.sub(r"\s*\(.*\)", "", g).strip() for g in cells[1].split("/")]
        if len(english) == len(german):
            pairs.update(zip(english, german, strict=True))
    return pairs


def test_glossary_agrees_with_the_translators_glossary() -> None:
    i18n.apply("de")
    readme = _readme_glossary()
    assert readme["fold"] == "Passen" and readme["side pot"] == "Side-Pot"
    terms = help_content.glossary()
    checked = [t for t in terms if t.english in readme]
    assert len(checked) >= 15
    for term in checked:
        assert term.german == readme[term.english], term
    assert all(t.meaning and t.german for t in terms)
    # In the German window the glossary is sorted by the German term ("Passen" under P), as a
    # German dictionary sorts: an umlaut with its vowel ("Häufigkeit" before "Hauptpot").
    plain = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})
    german = [t.german.casefold().translate(plain) for t in terms]
    assert german == sorted(german)
    i18n.apply("en")
    terms = help_content.glossary()
    # As a dictionary sorts: "Fixed-Limit" under F, after "air".
    assert [t.english.casefold() for t in terms] == sorted(t.english.casefold() for t in terms)


def test_category_codes_cover_the_chart() -> None:
    assert set(help_content.CHART_EXAMPLES) == set(range(len(CATEGORY_CODES)))


def test_the_side_pot_sentence_of_the_issue() -> None:
    """Bruno all-in for 300, Chloé bets 1,000 in all, Dmitri calls: a side pot of 1,400."""
    i18n.apply("en")
    hand = HandState(HandConfig(small_blind=10, big_blind=20), [5000, 300, 5000, 5000],
                     deck=Deck.stacked(""))
    for _ in range(3):
        hand.call()
    hand.check()  # the big blind; the flop comes
    hand.check()  # Ada
    hand.bet_or_raise(280)  # Bruno: all-in, 300 in all
    hand.bet_or_raise(980)  # Chloé: 1,000 in all
    hand.call()  # Dmitri
    hand.fold()  # Ada
    told = [n.text for _, n in narrate_all(list(hand.events))]
    assert ("Bruno is all-in for 300, so the chips above that go into a side pot of 1,400 "
            "that only Chloé and Dmitri can win. The main pot of 920 can be won by everyone "
            "still in the hand.") in told
    i18n.apply("de")
    told = [n.text for _, n in narrate_all(list(hand.events))]
    assert ("Bruno ist All-in mit 300, also kommen die Chips darüber in einen Side-Pot von "
            "1.400, den nur Chloé und Dmitri gewinnen können. Den Hauptpot von 920 kann jeder "
            "gewinnen, der noch in der Hand ist.") in told


def test_a_lesson_key_without_words_is_reported_not_fatal() -> None:
    lesson = dataclasses.replace(LESSONS[0], title="custom.title")
    assert lesson_texts.missing_keys(lesson) == ["custom.title"]
    assert lesson_texts.title(lesson) == "custom.title"
    assert all(lesson_texts.missing_keys(x) == [] for x in LESSONS)


def test_a_fixed_amount_is_offered_as_one_amount() -> None:
    i18n.apply("en")
    narrator = Narrator(NAMES)
    fixed = narrator.narrate(PersonToAct(0, _legal(False, (40, 40))))
    assert fixed is not None and fixed.text == "Your turn, Ada: fold, call 40, or raise to 40."
