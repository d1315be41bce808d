"""The shared draft of a hand (engine/formats/sites/site_draft.py): chips added become calls or
raises to a total, and the rake is what went in, less the bet nobody called, less what was
won."""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.formats.history_hand import BET
from engine.formats.history_hand import CALL
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.formats.sites.site_draft import amount
from engine.formats.sites.site_draft import cards


def _draft() -> Draft:
    draft = Draft("example", "7", small=Decimal("0.5"), big=Decimal(1))
    draft.button = 3
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Cat")):
        draft.seat(seat, name, Decimal(50), 1)
    draft.blind("Ann", Decimal("0.5"))
    draft.blind("Bob", Decimal(1))
    return draft


def test_chips_added_are_calls_or_raises_to_the_new_total() -> None:
    draft = _draft()
    draft.add(2, "Cat", Decimal(3))  # a raise to 3
    draft.add(3, "Ann", Decimal("2.5"))  # a call of 3 in all
    draft.add(4, "Bob", Decimal(8))  # a raise to 9
    assert [(verb, who, a) for _, verb, who, a in draft.steps] == [
        (BET, "Cat", Decimal(3)), (CALL, "Ann", Decimal("2.5")), (BET, "Bob", Decimal(9))]


def test_rake_is_what_went_in_less_the_uncalled_bet_and_the_winnings() -> None:
    draft = _draft()
    draft.add(2, "Cat", Decimal(3))
    draft.act(3, "Ann", "fold")
    draft.add(4, "Bob", Decimal(2))
    draft.deal(5, cards("Ah, Kd 2c", 5), 3)
    draft.add(6, "Bob", Decimal(5))
    draft.act(7, "Cat", "fold")
    draft.won["Bob"] = Decimal("6.25")
    assert draft.rake() == Decimal("0.25")  # 6.5 in the pot, Bob's 5 not called
    record = draft.record()
    assert record.names == ("Ann", "Bob", "Cat") and record.rake == 25


def test_a_board_out_of_order_and_a_name_seated_twice_are_refused() -> None:
    draft = _draft()
    with pytest.raises(SiteTextError):
        draft.deal(9, cards("Ah", 9), 4)
    with pytest.raises(SiteTextError):
        draft.seat(4, "Ann", Decimal(5), 10)
    assert amount("$1,250.50 USD", 1) == Decimal("1250.50")
