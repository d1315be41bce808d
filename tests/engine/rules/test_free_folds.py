"""A table whose rules allow folding when checking is free (online rooms do)."""

from __future__ import annotations

import pytest

from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.storage.codec import hand_config_from_json


def _limped_to_the_big_blind(config: HandConfig) -> HandState:
    hand = HandState(config, [100, 100, 100], [0, 1, 2])
    hand.act(Action.call())  # the button
    hand.act(Action.call())  # the small blind; the big blind may check
    return hand


def test_the_usual_rules_refuse_a_free_fold_with_its_code() -> None:
    hand = _limped_to_the_big_blind(HandConfig(small_blind=1, big_blind=2))
    with pytest.raises(IllegalActionError) as refused:
        hand.act(Action.fold())
    assert refused.value.code == "fold_when_check"


def test_free_folds_allow_it_but_the_legal_actions_still_offer_no_fold() -> None:
    hand = _limped_to_the_big_blind(HandConfig(small_blind=1, big_blind=2, free_folds=True))
    legal = hand.legal_actions()
    assert legal is not None and legal.can_check and not legal.can_fold  # bots never do it
    events = hand.act(Action.fold())
    assert any(getattr(e, "action", None) == "fold" for e in events)
    assert sum(hand.folded) == 1


def test_the_setting_is_checked_and_read_back_from_a_saved_game() -> None:
    with pytest.raises(ConfigError):
        HandConfig(free_folds="yes")  # type: ignore[arg-type]
    data = {"small_blind": 1, "big_blind": 2, "free_folds": True}
    assert hand_config_from_json(data).free_folds
    assert not hand_config_from_json({"small_blind": 1, "big_blind": 2}).free_folds
