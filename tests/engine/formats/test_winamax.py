"""Winamax's text as its clients really write it, each shape in a hand we wrote ourselves.

Every hand here copies a line shape found in real Winamax files (the public FPDB regression
files), with our own names and amounts; each is replayed and checked against its text.
"""

from __future__ import annotations

import io
from decimal import Decimal

from engine.formats import winamax
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from tests.helpers.site_oracle import felt_results


def _read(text: str) -> list[ImportedHand | SkippedHand]:
    hands = list(winamax.parse_hands(io.BytesIO(text.strip().encode("utf-8"))))
    return [h for h in hands if isinstance(h, ImportedHand | SkippedHand)]


def _one(text: str) -> ImportedHand:
    (hand,) = _read(text)
    assert isinstance(hand, ImportedHand), hand
    return hand


def test_a_bet_nobody_called_is_counted_in_what_its_bettor_collected() -> None:
    # Winamax writes no "Uncalled bet" line: the raise of 150 nobody called is in the 210.
    hand = _one("""
Winamax Poker - Tournament "Lundi Soir" buyIn: Ticket only level: 0 - HandId: #500-1-1400000000 - Holdem no limit (10/20) - 2014/05/12 20:00:00 UTC
Table: 'Lundi Soir(42)#0' 6-max (real money) Seat #3 is the button
Seat 1: Odile (1500)
Seat 2: Pascal (1500)
Seat 3: Rémi (1500)
*** ANTE/BLINDS ***
Odile posts small blind 10
Pascal posts big blind 20
*** PRE-FLOP ***
Rémi raises 160 to 180
Odile folds
Pascal folds
Rémi collected 210 from pot
*** SUMMARY ***
Total pot 210 | No rake
Seat 3: Rémi (button) won 210
""")
    assert felt_results(hand) == {"Odile": -10, "Pascal": -20, "Rémi": 30}


def test_an_all_in_excess_is_collected_from_a_side_pot() -> None:
    # The part of an all-in nobody could match is written as won from a side pot.
    hand = _one("""
Winamax Poker - CashGame - HandId: #700-2-1400000100 - Holdem no limit (0.05€/0.10€) - 2014/05/12 20:05:00 UTC
Table: 'Albi 02' 6-max (real money) Seat #1 is the button
Seat 1: Odile (4€)
Seat 2: Pascal (10€)
Seat 3: Rémi (2€)
*** ANTE/BLINDS ***
Pascal posts small blind 0.05€
Rémi posts big blind 0.10€
Dealt to Rémi [Ah Ad]
*** PRE-FLOP ***
Odile folds
Pascal raises 9.90€ to 10€ and is all-in
Rémi calls 1.90€ and is all-in
*** FLOP *** [2c 7d 9s]
*** TURN *** [2c 7d 9s][Jh]
*** RIVER *** [2c 7d 9s Jh][3c]
*** SHOW DOWN ***
Pascal shows [Kc Kd] (One pair : Kings)
Rémi shows [Ah Ad] (One pair : Aces)
Pascal collected 8€ from side pot 1
Rémi collected 3.80€ from main pot
*** SUMMARY ***
Total pot 11.80€ | Rake 0.20€
Board: [2c 7d 9s Jh 3c]
Seat 2: Pascal (small blind) showed [Kc Kd] and won 8€ with One pair : Kings
Seat 3: Rémi (big blind) showed [Ah Ad] and won 3.80€ with One pair : Aces
""")
    assert hand.in_file_units(hand.rake) == Decimal("0.20")
    assert felt_results(hand) == {"Odile": 0, "Pascal": -2, "Rémi": 2}


def test_a_fixed_limit_header_names_the_two_bets_not_the_blinds() -> None:
    # "(0.05€/0.10€)": blinds of 0.02€ and 0.05€, bets of 0.05€ before the turn, 0.10€ after.
    hand = _one("""
Winamax Poker - CashGame - HandId: #900-3-1400000200 - Holdem fixed limit (0.05€/0.10€) - 2014/05/12 20:10:00 UTC
Table: 'Sète' 2-max (real money) Seat #2 is the button
Seat 1: Odile (5€)
Seat 2: Pascal (3€)
*** ANTE/BLINDS ***
Pascal posts small blind 0.02€
Odile posts big blind 0.05€
*** PRE-FLOP ***
Pascal raises 0.05€ to 0.10€
Odile calls 0.05€
*** FLOP *** [Qc 4d 4s]
Odile checks
Pascal bets 0.05€
Odile calls 0.05€
*** TURN *** [Qc 4d 4s][6s]
Odile checks
Pascal bets 0.10€
Odile folds
Pascal collected 0.39€ from pot
*** SUMMARY ***
Total pot 0.39€ | Rake 0.01€
Board: [Qc 4d 4s 6s]
Seat 2: Pascal (small blind) (button) won 0.39€
""")
    assert hand.state.config.betting.name == "FIXED_LIMIT"
    assert hand.state.config.big_blind == 5 and hand.state.config.small_blind == 2
    assert felt_results(hand) == {"Odile": Decimal("-0.15"), "Pascal": Decimal("0.15")}
