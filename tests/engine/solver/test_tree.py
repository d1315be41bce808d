"""The bet menu as the rules allow it: sizes, the big blind as the smallest bet, Pot-Limit's
cap, Fixed-Limit's one size and cap of four bets."""

from __future__ import annotations

import pytest

from engine.core.errors import ConfigError
from engine.rules.config import Betting
from engine.solver.tree import BetMenu
from engine.solver.tree import TreeSpec
from engine.solver.tree import build_tree


def _labels(spec: TreeSpec, *line: str) -> list[str]:
    return [a.label for a in build_tree(spec).find(line).actions]


def test_no_limit_menu_sizes_raises_and_the_three_bet_cap() -> None:
    spec = TreeSpec(pot=100, stack=1000, streets=1, big_blind=2)
    assert _labels(spec) == ["check", "bet 33", "bet 75", "bet 150", "all-in 1000"]
    assert _labels(spec, "bet 75") == ["fold", "call", "raise 188", "all-in 1000"]
    assert _labels(spec, "bet 75", "raise 188") == ["fold", "call", "raise 470", "all-in 1000"]
    # A third bet made: the only answers are fold and call.
    assert _labels(spec, "bet 75", "raise 188", "raise 470") == ["fold", "call"]


def test_a_tiny_pot_bets_at_least_the_big_blind_and_equal_sizes_are_played_once() -> None:
    spec = TreeSpec(pot=3, stack=50, streets=1, big_blind=2)
    assert _labels(spec) == ["check", "bet 2", "bet 4", "all-in 50"]


def test_pot_limit_caps_every_size_at_the_pot() -> None:
    spec = TreeSpec(pot=100, stack=1000, streets=1, big_blind=2, betting=Betting.POT_LIMIT)
    assert _labels(spec) == ["check", "bet 33", "bet 75", "bet 100"]
    # Facing 75 into 100: call 75 makes 250, so the pot-sized raise goes to 75 + 250 = 325.
    assert _labels(spec, "bet 75") == ["fold", "call", "raise 188", "raise 325"]


def test_fixed_limit_has_one_size_and_four_bets() -> None:
    spec = TreeSpec(pot=20, stack=1000, streets=1, big_blind=2, betting=Betting.FIXED_LIMIT)
    assert _labels(spec) == ["check", "bet 4"]
    line = ["bet 4", "raise 8", "raise 12", "raise 16"]
    assert _labels(spec, *line[:3]) == ["fold", "call", "raise 16"]
    assert _labels(spec, *line) == ["fold", "call"]


def test_a_turn_tree_deals_the_river_and_all_ins_run_out() -> None:
    tree = build_tree(TreeSpec(pot=100, stack=100, streets=2, big_blind=2,
                               menu=BetMenu(bets=(1.0,), raises=())))
    river = tree.find(("check", "check", "river"))
    assert river.kind == "action" and river.street == 1
    assert tree.find(("all-in 100", "call", "river")).kind == "showdown"


def test_spread_limit_and_bad_numbers_are_refused() -> None:
    for bad in (dict(betting=Betting.SPREAD_LIMIT), dict(pot=0), dict(streets=3)):
        with pytest.raises(ConfigError):
            TreeSpec(**{"pot": 10, "stack": 10, "streets": 1, **bad})  # type: ignore[arg-type]
