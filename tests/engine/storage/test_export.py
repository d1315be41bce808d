"""Exports other software reads: every stored hand as PHH replays in PokerKit to the same
stacks, and PokerStars-format No-Limit hands read by PokerKit's PokerStars importer too."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import warnings
from dataclasses import replace
from pathlib import Path

import pytest
from pokerkit import HandHistory

from engine.formats.phh import load_hands
from engine.formats.phh import replay_fields
from engine.formats.sites.pokerstars import hand_name
from engine.play.session import GameSession
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.events import PotAwarded
from engine.rules.pots import split_pot
from engine.rules.table import BlindLevel
from engine.rules.table import TableConfig
from engine.storage import HandRecord
from engine.storage import Store
from engine.storage.recorder import record_new
from engine.storage.transfer import export_hands
from tests.helpers.oracle import FeltRulesHandHistory

ROOT = Path(__file__).resolve().parents[3]
KINDS = ("casual", "solid", "beginner", "expert", "random")


def played(store: Store, config: TableConfig, players: int, hands: int, seed: int,
           person: bool = True) -> list[HandRecord]:
    """A recorded session of computer players (the person's seat played by a caller)."""
    names: list[str | None] = [("You" if person and s == 0 else f"Bot {s}")
                               for s in range(players)]
    bots = {s: KINDS[s % len(KINDS)] for s in range(1 if person else 0, players)}
    session = record_new(store, config, names, 0 if person else None, bots, seed)
    while not (session.wrapped and session.table.hand_number >= hands) and not session.over:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            session.act(_person(session, legal.can_check))
        else:
            session.step()
    return store.hands(session.session_id)


def _person(session: GameSession, can_check: bool) -> object:
    from engine.rules.actions import Action

    legal = session.person_legal()
    assert legal is not None
    number = session.table.hand_number
    if number % 3 == 0 and legal.max_raise_to is not None:
        return Action.bet_or_raise(legal.max_raise_to)  # all in now and then
    return Action.check() if can_check else Action.call()


def _config(betting: Betting, short: bool = False, antes: bool = False) -> TableConfig:
    levels = (BlindLevel(5, 10), BlindLevel(10, 20, 5 if antes else 0),
              BlindLevel(25, 50, 10 if antes else 0))
    return TableConfig(hand=HandConfig(betting=betting, small_blind=5, big_blind=10,
                                       short_deck=short),
                       levels=levels, hands_per_level=5, starting_stack=300, rebuy_amount=300)


def _all_to_first(record: HandRecord, finish: list[int]) -> list[int]:
    """The finishing stacks had every odd chip gone to the first winner (PokerKit's rule).

    Shares in :class:`PotAwarded` are in order from the left of the button, so the first
    share is the first winner's. Equal to ``finish`` unless a pot left two or more odd chips.
    """
    index = {p.seat: k for k, p in enumerate(record.players)}
    out = list(finish)
    for event in record.events():
        if isinstance(event, PotAwarded) and len(event.shares) > 1:
            pokerkit = split_pot(event.amount, range(len(event.shares)), OddChip.ALL_TO_FIRST)
            for (seat, got), want in zip(event.shares, pokerkit, strict=True):
                out[index[seat]] += want - got
    return out


@pytest.mark.parametrize("odd_chip", [OddChip.ALL_TO_FIRST, OddChip.ONE_EACH])
@pytest.mark.parametrize(("variant", "players"), [("nl", 6), ("nl", 2), ("pl", 5), ("fl", 4),
                                                  ("short", 3)])
def test_every_stored_hand_exports_to_phh_that_pokerkit_replays_to_the_same_stacks(
        store: Store, tmp_path: Path, variant: str, players: int, odd_chip: OddChip) -> None:
    betting = {"pl": Betting.POT_LIMIT, "fl": Betting.FIXED_LIMIT}.get(variant,
                                                                      Betting.NO_LIMIT)
    config = _config(betting, variant == "short", antes=True)
    config = replace(config, hand=replace(config.hand, odd_chip=odd_chip))
    hands = played(store, config, players, 12, seed=players * 7)
    assert len(hands) == 12
    out = tmp_path / "hands.phhs"
    assert export_hands(hands, "phh", out, store) == 12
    tables = list(load_hands(out))
    assert len(tables) == 12
    for record, (where, fields) in zip(hands, tables, strict=True):
        finish = [p.finish for p in record.players]
        assert fields["finishing_stacks"] == finish, where
        assert list(replay_fields(fields, where).finishing_stacks) == finish
        *_, last = FeltRulesHandHistory.loads(record.phh())
        # PokerKit follows its own odd-chip rule (docs/rules.md): exactly the stacks Felt's
        # hand would have ended with under that rule.
        assert list(last.stacks) == _all_to_first(record, finish), where


def test_pokerstars_text_of_no_limit_hands_reads_back_in_pokerkit_to_the_same_stacks(
        store: Store, tmp_path: Path) -> None:
    hands = []
    for players, seed in ((6, 1), (2, 2), (9, 3), (4, 4)):
        # PokerKit's PokerStars reader has no antes: these sessions have none.
        hands += played(store, _config(Betting.NO_LIMIT), players, 15, seed)
    out = tmp_path / "hands.txt"
    export_hands(hands, "pokerstars", out, store)
    text = out.read_text(encoding="utf-8")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        parsed = list(HandHistory.from_pokerstars(text, error_status=True))
    assert len(parsed) == len(hands) == 60
    showdowns = 0
    for record, history in zip(hands, parsed, strict=True):
        *_, last = history
        got = dict(zip(history.players, last.stacks, strict=True))
        assert got == {p.name: p.finish for p in record.players}, record.hand_number
        showdowns += record.category is not None
    assert showdowns >= 5  # shown hands, split and side pots among them


def test_pokerstars_text_has_the_parts_tools_expect(store: Store) -> None:
    record = played(store, _config(Betting.NO_LIMIT), 3, 1, 5)[0]
    from engine.storage.transfer import hands_text

    text = hands_text([record], "pokerstars", store)
    lines = text.splitlines()
    assert lines[0].startswith(f"PokerStars Hand #{record.session_id * 1_000_000 + 1}: "
                               "Hold'em No Limit (5/10) - ")
    assert "(Play Money)" in lines[1] and "is the button" in lines[1]
    assert "*** HOLE CARDS ***" in lines and "*** SUMMARY ***" in lines
    you = record.person_cards
    from engine.core.cards import card_str

    assert f"Dealt to You [{card_str(you[0])} {card_str(you[1])}]" in lines
    assert hand_name(1, (12, 10, 5)) == "a pair of Aces"
    assert hand_name(4, (3,)) == "a straight, Ace to Five"
    assert hand_name(6, (11, 2)) == "a full house, Kings full of Fours"


def test_felt_export_writes_a_session_without_a_display(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with Store.open(data / "felt.db") as store:
        hands = played(store, _config(Betting.NO_LIMIT), 4, 6, 9)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY",
                                                             "QT_QPA_PLATFORM")}
    env["FELT_DATA_DIR"] = str(data)
    out = tmp_path / "out.phhs"
    done = subprocess.run([sys.executable, "-m", "gui", "export", "--session", "latest",
                           "--format", "phh", str(out)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "wrote 6 hands" in done.stdout
    fields = [f for _, f in load_hands(out)]
    assert [f["finishing_stacks"] for f in fields] == \
        [[p.finish for p in h.players] for h in hands]
    bad = subprocess.run([sys.executable, "-m", "gui", "export", "--session", "77",
                          "--format", "pokerstars", str(out)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and "no session 77" in bad.stderr
    tomllib.loads(out.read_text())  # the earlier file is still whole
