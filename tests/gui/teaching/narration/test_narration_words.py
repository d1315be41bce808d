"""The person is "you", never their own name: seeded games with all-ins, side pots, split
pots, busts, rebuys and a game's end are told by the narrator and the log in English and
German, and the person's name must not appear in any sentence (their turn included). In
hot-seat everyone is named, and a first person who gave no name is "Player 1", not "You"."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import Rebought
from engine.rules.actions import Action
from engine.rules.events import BetsCollected
from engine.rules.events import PotAwarded
from gui.base import i18n
from gui.base import texts
from gui.base.game_setup import DEFAULT_NAME
from gui.base.game_setup import GameSetup
from gui.base.log_words import describe
from gui.teaching.narration.narrator import Narrator

PERSON = 0
SEEDS = range(10)
HANDS = 3000  # steps per game: enough for busts, rebuys and the game's end


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot  # only for the QApplication that translations need
    yield
    i18n.apply("en")


def _play(seed: int, setup: GameSetup, person: int | None) -> list[tuple[object, str]]:
    """Every narration and log line of a game in which the people play boldly."""
    session = setup.session()
    names = {s: texts.player_name(n) if s == PERSON else n for s, n in setup.names().items()}
    narrator = Narrator(names, person)
    rng = random.Random(seed)
    told: list[tuple[object, str]] = []
    pots: tuple[int, ...] = ()
    for _ in range(HANDS):
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            if legal.can_raise and rng.random() < 0.4:
                events = session.act(Action.bet_or_raise(legal.max_raise_to or 0))
            else:
                events = session.act(Action.check() if legal.can_check else Action.call())
        else:
            events = session.step()
            if not events:
                break
        for event in events:
            if isinstance(event, BetsCollected):
                pots = tuple(p.amount for p in event.pots)
            narration = narrator.narrate(event)
            if narration is not None:
                told.append((event, narration.text))
            line = describe(event, names, person, pots)
            if line:
                told.append((event, line))
    return told


def _setup(seed: int, name: str, people: tuple[str, ...] = ()) -> GameSetup:
    return GameSetup(players=4, opponents="random", starting_stack=300, small_blind=10,
                     big_blind=20, rebuys=2, seed=seed, name=name, people=people)


def _about_person(event: object) -> bool:
    """An event whose sentence concerns the person (so a sweep that never has one proves
    nothing)."""
    if isinstance(event, BetsCollected):
        return len(event.pots) > 1 and any(PERSON in p.eligible for p in event.pots[1:])
    if isinstance(event, HandWrapped):
        return PERSON in event.busted
    if isinstance(event, GameOver):
        return bool(event.standings) and event.standings[0][0] == PERSON
    if isinstance(event, PotAwarded):
        return len(event.shares) > 1 and any(s == PERSON for s, _ in event.shares)
    return isinstance(event, PersonToAct | Rebought) and event.seat == PERSON


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_person_is_never_called_by_their_name(language: str) -> None:
    i18n.apply(language)
    seen: set[type] = set()
    for seed in SEEDS:
        for event, text in _play(seed, _setup(seed, "Zed"), PERSON):
            assert "Zed" not in text, text
            if _about_person(event):
                seen.add(type(event))
    assert seen == {BetsCollected, HandWrapped, GameOver, PotAwarded, PersonToAct, Rebought}


@pytest.mark.parametrize(("language", "you", "turn"),
                         [("en", "You", "Your turn: "), ("de", "Du", "Du bist dran: ")])
def test_the_default_name_is_you_but_never_where_a_name_stands(language: str, you: str,
                                                               turn: str) -> None:
    i18n.apply(language)
    told = _play(3, _setup(3, DEFAULT_NAME), PERSON)
    turns = [t for e, t in told if isinstance(e, PersonToAct)]
    assert turns and all(t.startswith(turn) for t in turns)
    for _, text in told:
        # The pronoun starts a sentence ("You call 20.", "Du gehst mit."); inside one it is
        # written small ("only Ada and you can win"), never as the capitalised name.
        assert not re.search(rf"[\w,] {you}\b", text), text
        assert f"{turn[:-2]}, {you}" not in text, text


@pytest.mark.parametrize(("language", "first"), [("en", "Player 1"), ("de", "Spieler 1")])
def test_hot_seat_names_everyone_and_the_nameless_first_person_is_player_1(
        language: str, first: str) -> None:
    i18n.apply(language)
    setup = _setup(5, DEFAULT_NAME, people=("Bruno",))
    assert setup.names()[PERSON] == "Player 1"
    told = _play(5, setup, None)
    turns = {t.split(":")[0] for e, t in told if isinstance(e, PersonToAct)}
    said = "Your turn" if language == "en" else "Du bist dran"
    assert turns == {f"{said}, {first}", f"{said}, Bruno"}
    you = "You" if language == "en" else "Du"
    # Only the turn is said to the one it is for; everything else names them.
    assert not [t for e, t in told if not isinstance(e, PersonToAct)
                and re.search(rf"\b{you}\b", t)]
