"""Asking a hand about a seat it does not have is a typed error (the probe's case)."""

from __future__ import annotations

import pytest

from engine.core.errors import ConfigError
from engine.rules.config import HandConfig
from engine.rules.hand import HandState


def test_a_seat_not_in_the_hand_is_a_typed_error() -> None:
    hand = HandState(HandConfig(), [100, 100], [0, 1])
    assert hand.position_of(1) == 1
    for seat in (99, "a"):
        with pytest.raises(ConfigError) as caught:
            hand.position_of(seat)  # type: ignore[arg-type]
        assert caught.value.code == "not_in_hand"
