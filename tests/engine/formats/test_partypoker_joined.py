"""Players PartyPoker deals in without a seat line, seated where they act (our hands)."""

from __future__ import annotations

import io
from decimal import Decimal

from engine.formats import partypoker
from engine.formats.imported import ImportedHand
from tests.helpers.site_oracle import felt_results

_HAND = """***** Hand History for Game 1650000000010 *****
$4 USD NL Texas Hold'em - Wednesday, August 11, 23:21:44 CEST 2010
Table Table  178011 (Real Money)
Seat 4 is the button
Total number of players : 4/9
Seat 4: Ada ( $2.97 USD )
Seat 5: Ben ( $0.74 USD )
Seat 6: Cleo ( $4 USD )
Seat 7: Dirk ( $2.92 USD )
Ben posts small blind [$0.02 USD].
Eva has joined the table.
Cleo posts big blind [$0.04 USD].
Dirk posts big blind [$0.04 USD].
Eva posts big blind [$0.04 USD].
** Dealing down cards **
Dirk checks
Eva checks
Ada folds
Ben calls [$0.02 USD]
Cleo checks
** Dealing Flop ** [ 4h, Tc, 3s ]
Ben checks
Cleo checks
Dirk checks
Eva bets [$0.12 USD]
Ben folds
Cleo folds
Dirk folds
Eva wins $0.28 USD
"""


def test_a_player_who_joins_and_posts_is_seated_where_he_acts() -> None:
    # Eva posts a big blind on joining and acts after Dirk (seat 7), before Ada (seat 4):
    # she is seated between them, in seat 8.
    (hand,) = list(partypoker.parse_hands(io.BytesIO(_HAND.encode())))
    assert isinstance(hand, ImportedHand), hand
    assert dict(zip(hand.players, hand.seats, strict=True))["Eva"] == 8
    assert felt_results(hand) == {"Ben": Decimal("-0.04"), "Cleo": Decimal("-0.04"),
                                  "Dirk": Decimal("-0.04"), "Eva": Decimal("0.12"), "Ada": 0}
