"""Every German sentence that takes a hand name, read as a German reader reads it.

A hand name ("Zwei Paare, Könige und Sieben") is a label in the nominative without an
article: German cannot decline it after "mit" or "hat". The style guide (i18n/README.md)
lets it stand only after a colon or a dash. Each sentence of the log, the narrator, the
table's banner, the trainer and the coach that carries a hand name is rendered here for
every hand category (the short deck's too) and for pots split two and three ways, with and
without the person among the winners, and checked against those forms.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.evaluation.hand_value import HandValue
from engine.evaluation.hand_value import evaluate
from engine.rules.events import BetsCollected
from engine.rules.events import HandShown
from engine.rules.events import Pot
from engine.rules.events import PotAwarded
from engine.teaching.drills.naming_drill import NameSolution
from engine.teaching.drills.winner_drill import WinnerQuestion
from engine.teaching.drills.winner_drill import WinnerSolution
from gui.base import i18n
from gui.base import log_words
from gui.base import texts
from gui.table.plans import Plans
from gui.teaching.coach import coach_words
from gui.teaching.narration import pot_sentences
from gui.teaching.narration.narrator import Narrator
from gui.teaching.trainer import trainer_words

NAMES = {0: "Ada", 1: "Bruno", 2: "Chloé"}
DASH = "\N{EN DASH}"  # German sets a spaced en dash before a hand name that stands alone
# Seven cards per hand; every category from high card to royal flush, several ranks each.
FULL_DECK = [
    "AsKd9c7h4s3d2c", "KsKd9c7h4s3d2c", "6s6d8cAh4s3d2c", "KsKd7c7hAs3d2c", "TsTdJcJh4s3d2c",
    "QsQdQcJh4s3d2c", "9s8d7c6h5sKd2c", "As2d3c4h5sKdKc", "AhJh8h4h2hKdQc",
    "KsKdKc7h7s3d2c", "2s2d2c3h3s7d9c", "9s9d9c9hAs3d2c", "9h8h7h6h5hKd2c",
    "AsKsQsJsTs2d3c",
]
# The short deck (sixes to aces): its wheel A-6-7-8-9, and a flush above a full house.
SHORT_DECK = ["As6d7c8h9sKdKc", "AhJh8h7h6hKdQc", "KsKdKc7h7s8d9c", "AsKdJc9h7s6d8c",
              "QsQdQcJh7s6d8c", "TsTd6c6hAs7d8c"]
# Said of a hand name anywhere in German: never declined, never after a preposition or verb.
WRONG = [
    re.compile(r"\bmit (ein(em)? )?(Paar|Zwei Paare|Drilling|Vierling|Straße|Flush|Full House"
               r"|Straight Flush|Royal Flush|Höchste Karte)\b"),
    re.compile(r"\b(hat|hast|haben) (Paar|Zwei Paare|Drilling|Vierling|Straße|Höchste Karte)"),
    re.compile(r"teil\w* (sich |euch )?(den Pot|ihn) mit"),
    re.compile(r"%\d"),
]


@pytest.fixture(autouse=True)
def _german(qtbot: QtBot) -> Iterator[None]:
    del qtbot  # only for the application the translators are installed in
    i18n.apply("de")
    yield
    i18n.apply("en")


def _values() -> list[HandValue]:
    values = [evaluate(parse_cards(c)) for c in FULL_DECK]
    values += [evaluate(parse_cards(c), short_deck=True) for c in SHORT_DECK]
    assert {v.category for v in values} == set(range(10))
    return values


def _shown(seat: int, value: HandValue) -> HandShown:
    return HandShown(seat=seat, cards=value.cards[:2], category=value.category,
                     strength=value.strength, best_five=value.cards, ranks=value.ranks)


def _award(winners: tuple[int, ...], value: HandValue, pot: int = 0,
           amount: int = 300) -> PotAwarded:
    share = amount // len(winners)
    shares = tuple((s, share + (amount - share * len(winners) if i == 0 else 0))
                   for i, s in enumerate(winners))
    return PotAwarded(pots=(pot,), amount=amount, eligible=(0, 1, 2), shares=shares,
                      category=value.category, strength=value.strength, run=0)


def _name_stands_alone(sentence: str, name: str) -> None:
    """The hand name is in the sentence, after a colon or a dash, and nothing declines it."""
    assert name in sentence, (sentence, name)
    before = sentence[:sentence.index(name)]
    assert before.endswith((": ", f" {DASH} ")), sentence
    _reads_right(sentence)


def _reads_right(sentence: str) -> None:
    for wrong in WRONG:
        assert not wrong.search(sentence), (wrong.pattern, sentence)
    if " und du " in sentence:  # "Ada und du teilt euch …", never "… teilen sich …"
        assert not re.search(r" und du (teilen|haben|sind)\b", sentence), sentence


def _narrated(person: int | None, winners: tuple[int, ...], value: HandValue,
              pots: int) -> list[str]:
    narrator = Narrator(NAMES, person)
    collected = BetsCollected(street=3, amounts=(), pots=tuple(
        Pot(amount=300, eligible=(0, 1, 2)) for _ in range(pots)))
    told = [narrator.narrate(collected)]
    told += [narrator.narrate(_shown(s, value)) for s in (2, 1, 0)]
    told.append(narrator.narrate(_award(winners, value, pot=pots - 1)))
    return [n.text for n in told if n is not None]


def test_every_hand_name_stands_alone_in_the_log() -> None:
    for value in _values():
        name = texts.hand_name(value.category, value.ranks)
        for person in (None, 0, 1):
            _name_stands_alone(log_words.describe(_shown(0, value), NAMES, person) or "", name)


def test_every_hand_name_stands_alone_in_the_narration() -> None:
    for value in _values():
        name = texts.hand_name(value.category, value.ranks)
        for person in (None, 0, 2):
            for pots in (1, 2):  # the only pot; the main pot and a side pot
                for winner in (0, 2):
                    told = _narrated(person, (winner,), value, pots)
                    shows, won = told[1:4], told[-1]
                    for sentence in shows:
                        _name_stands_alone(sentence, name)
                    _name_stands_alone(won, name)
            side = _narrated(person, (0,), value, 2)[-1]
            assert "Side-Pot" in side


def test_the_winning_banner_names_the_hand_after_a_colon() -> None:
    for value in _values():
        name = texts.hand_name(value.category, value.ranks)
        for person in (None, 0, 2):
            for winners in ((0,), (2,), (0, 1), (1, 2), (0, 1, 2)):
                plans = SimpleNamespace(person_seat=person,
                                        stage=SimpleNamespace(name_of=NAMES.__getitem__))
                banner = Plans._showdown_banner(plans, _award(winners, value),  # type: ignore[arg-type]
                                                _shown(winners[0], value))()
                _name_stands_alone(banner, name)
                if len(winners) > 1:
                    assert ("teilt euch den Pot" if person in winners
                            else "teilen sich den Pot") in banner


def test_split_pots_of_two_and_three_read_as_german() -> None:
    value = _values()[3]
    expected = {
        ((0, 1), None): "Ada und Bruno teilen sich den Pot von 300.",
        ((0, 1), 0): "Bruno und du teilt euch den Pot von 300.",
        ((0, 1, 2), None): "Ada, Bruno und Chloé teilen sich den Pot von 300.",
        ((0, 1, 2), 2): "Ada, Bruno und du teilt euch den Pot von 300.",
    }
    for (winners, person), sentence in expected.items():
        told = log_words.describe(_award(winners, value), NAMES, person, (300,))
        assert told == sentence
        _reads_right(told)
    for winners in ((0, 1), (0, 1, 2)):
        for person in (None, 0, 1):
            said = pot_sentences.split_sentence(_award(winners, value), NAMES, person)
            _reads_right(said)
            assert ("teilt euch" if person in winners else "teilen sich") in said


def test_the_trainer_names_hands_without_declining_them() -> None:
    question = WinnerQuestion(drill="winner", difficulty="beginner", seed=1,
                              holes=((0, 1), (2, 3), (4, 5)), board=(), short_deck=True)
    values = _values()
    weakest = min(values, key=lambda v: v.strength)
    for value in values:
        name = texts.hand_name(value.category, value.ranks)
        for winners in ((1,), (0, 2), (0, 1, 2)):
            if len(winners) < 3 and value.strength <= weakest.strength:
                continue  # nothing weaker to lose to it
            # The players not among the winners hold the weakest hand: a true showdown.
            shown = tuple(value if i in winners else weakest for i in range(3))
            solution = WinnerSolution(expected=winners, values=shown, winners=winners)
            lines = trainer_words._winner(question, solution)
            _name_stands_alone(lines[0], name)
            _reads_right(lines[1])  # what decided it
            for i, line in enumerate(lines[2:5]):
                _name_stands_alone(line, texts.hand_name(shown[i].category, shown[i].ranks))
            if len(winners) > 1:
                assert " und " in lines[0] and "teilen ihn sich" in lines[0]
        mine = trainer_words._name(NameSolution(expected=value.category, value=value,
                                                ranks_asked=0))
        _name_stands_alone(mine[0], name)
        _name_stands_alone(trainer_words.Counts().nuts(name, 4), name)


def test_the_coach_names_a_draw_in_the_dative() -> None:
    """The coach's outs are grouped "zum Paar", "zur Straße": a category written for the
    slot after "zu", with its article, as German declines it."""
    groups = [coach_words.out_group_name(c) for c in range(1, 10)]
    assert groups == ["zum Paar", "zu zwei Paaren", "zum Drilling", "zur Straße", "zum Flush",
                      "zum Full House", "zum Vierling", "zum Straight Flush", "zum Royal Flush"]
    for group in groups:
        _reads_right(group)
