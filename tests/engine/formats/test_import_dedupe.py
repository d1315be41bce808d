"""Imported hands are known by what they are, before they are replayed (issue 30, problem 8)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.core.cards import Deck
from engine.formats.phh import write_phh
from engine.formats.sites import pokerstars_import
from engine.formats.sites.pokerstars import write_pokerstars
from engine.play.players import RandomPlayer
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for
from engine.storage.imported.imports import import_files
from engine.storage.store import Store


def _hands(seed: int, count: int) -> list[HandState]:
    rng = random.Random(seed)
    out = []
    for k in range(count):
        hand = HandState(HandConfig(small_blind=1, big_blind=2), [200, 150, 300],
                         deck=Deck.shuffled(rng), hand_number=k + 1)
        bots = [RandomPlayer(rng.randrange(2**32)) for _ in range(3)]
        while not hand.finished:
            actor = hand.actor
            assert actor is not None
            hand.act(bots[actor].decide(view_for(hand, hand.seats[actor])))
        out.append(hand)
    return out


def _stars(hands: list[HandState], path: Path) -> Path:
    names = {0: "Ann", 1: "Bob", 2: "Cid"}
    path.write_text("\n\n\n".join(write_pokerstars(h, names, 1000 + k)
                                  for k, h in enumerate(hands)) + "\n")
    return path


def test_different_hands_with_the_same_numbers_are_all_kept(store: Store,
                                                            tmp_path: Path) -> None:
    a = _stars(_hands(1, 10), tmp_path / "a.txt")
    b = _stars(_hands(2, 10), tmp_path / "b.txt")  # numbers 1000..1009 again
    report = import_files(store, [a, b])
    assert (report.imported, report.already_there) == (20, 0)
    assert store.imported_count() == 20


def test_a_repeated_import_replays_nothing(store: Store, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = _stars(_hands(3, 8), tmp_path / "a.txt")
    assert import_files(store, [path]).imported == 8
    calls = 0
    real = pokerstars_import._replay

    def counted(record: object) -> HandState:
        nonlocal calls
        calls += 1
        return real(record)  # type: ignore[arg-type]

    monkeypatch.setattr(pokerstars_import, "_replay", counted)
    again = import_files(store, [path])
    assert (again.imported, again.already_there, calls) == (0, 8, 0)


def test_the_same_hand_as_phh_and_as_pokerstars_is_stored_once(store: Store,
                                                               tmp_path: Path) -> None:
    hands = _hands(4, 5)
    stars = _stars(hands, tmp_path / "a.txt")
    phh = tmp_path / "a.phhs"
    phh.write_text("".join(f"[{k}]\n" + write_phh(h, ["Ann", "Bob", "Cid"]) + "\n"
                           for k, h in enumerate(hands)))
    first = import_files(store, [stars])
    second = import_files(store, [phh])
    assert first.imported == 5 and (second.imported, second.already_there) == (0, 5)
    assert store.imported_count() == 5
