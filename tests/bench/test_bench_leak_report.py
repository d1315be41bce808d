"""The leak report names each hand's kind from the level's side and adds every hand once."""

from __future__ import annotations

import re
from types import ModuleType

import pytest

from engine.rules.events import ActionTaken
from engine.rules.events import Street
from tests.helpers.bench import load_bench


@pytest.fixture(scope="module")
def leaks() -> ModuleType:
    return load_bench("leak_report")


def _act(seat: int, action: str, street: Street = Street.PREFLOP) -> ActionTaken:
    return ActionTaken(seat, street, action, 0, 0, False, 100)


def test_kinds_of_hands(leaks: ModuleType) -> None:
    mine = {0, 2}
    four_bet = [_act(0, "raise"), _act(1, "raise"), _act(2, "fold"), _act(0, "raise"),
                _act(1, "raise"), _act(0, "fold")]
    assert leaks.kind_of(four_bet, mine, 0, 25) == "pre-flop ErOrEfErOrEf"
    folded = [_act(1, "fold"), _act(0, "raise"), _act(2, "fold")]
    assert leaks.kind_of(folded, mine, 0, 0) == "the opponent not in it (folded, no blind)"
    called_down = [_act(0, "raise"), _act(1, "call"), _act(0, "bet", Street.FLOP),
                   _act(1, "call", Street.FLOP)]
    assert leaks.kind_of(called_down, mine, 4, 12) == "opponent only calls after the flop"
    shoved = [_act(1, "raise"), _act(0, "call")]
    assert leaks.kind_of(shoved, mine, 5, -200) == "pre-flop OrEc all-in"


def test_every_hand_is_counted_once(leaks: ModuleType) -> None:
    lines = leaks.report("casual", "station", "hu", 30, 3)
    assert lines[0].startswith("casual against station, hu, 30 hands")
    rows = lines[2:]
    assert sum(int(line[52:60]) for line in rows) == 30


def test_the_expert_no_longer_four_bets_into_a_nit(leaks: ModuleType) -> None:
    """Session 5's leak: against three nut-nits the experts four-bet a nit's three-bet and
    folded to its five-bet. Once their reads have seen the nits for 100 hands, an expert's
    raise, the nit's re-raise, the expert's raise again and its fold never happen (they did
    twice in these hands before the fix)."""
    lines = leaks.report("expert", "nut_nit", "3v3", 300, 11, warm_up=100)
    assert lines[0].startswith("expert against nut_nit, 3v3, 300 hands after 100 to learn in")
    four_bet_then_fold = [line for line in lines[2:] if line.startswith("pre-flop")
                          and re.search(r"Er(E.)*Or(E.)*Er(E.)*Or(E.)*Ef", line.split()[1])]
    assert four_bet_then_fold == []
