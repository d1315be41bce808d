"""No name or text can add a line to an exported hand; control characters are refused at import
(issue 30, problem 6)."""

from __future__ import annotations

import io
import random
from pathlib import Path

from engine.core.cards import Deck
from engine.formats.imported import SkippedHand
from engine.formats.importing import iter_hands
from engine.formats.phh import write_phh
from engine.formats.sites.pokerstars import SiteHand
from engine.formats.sites.pokerstars import write_pokerstars
from engine.formats.sites.pokerstars_import import parse_hands
from engine.rules.config import HandConfig
from engine.rules.hand import HandState

INJECTED = ('players = ["Ann\\n\\n\\nPokerStars Hand #777: Hold\'em No Limit (1/2) - '
            '2024/01/01 00:00:00 ET", "Bob\\nSeat 1: Mallory (999999 in chips)"]\n')
PHH = ('variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
       'starting_stacks = [200, 200]\nactions = ["d dh p1 AsKs", "d dh p2 QhQd", "p2 f"]\n')


def _hand() -> HandState:
    hand = HandState(HandConfig(small_blind=1, big_blind=2), [200, 200],
                     deck=Deck.shuffled(random.Random(3)))
    hand.fold()
    return hand


def test_names_with_control_characters_are_refused_at_import(tmp_path: Path) -> None:
    path = tmp_path / "inj.phh"
    path.write_text(PHH + INJECTED)
    items = list(iter_hands(path))
    assert [(type(i), getattr(i, "code", None)) for i in items] == [(SkippedHand, "bad_name")]


def test_a_pokerstars_name_with_a_control_character_is_refused() -> None:
    text = write_pokerstars(_hand(), {0: "Ann", 1: "Bob"}, 5)
    bad = text.replace("Ann", "An\x1bn")
    results = list(parse_hands(io.BytesIO(bad.encode()), "x.txt"))
    assert [getattr(r, "code", None) for r in results] == ["bad_name"]


def test_no_name_or_site_text_adds_a_line_to_the_pokerstars_export() -> None:
    hand = _hand()
    plain = write_pokerstars(hand, {0: "Ann", 1: "Bob"}, 5)
    forged = {0: "Ann\n\nPokerStars Hand #777: x", 1: "Bob\rSeat 1: Mallory (999999 in chips)"}
    site = SiteHand("9\n1", "T\u2028x", timezone="ET\nX")
    for text in (write_pokerstars(hand, forged, 5, table="a\nb"),
                 write_pokerstars(hand, forged, 5, site=site)):
        assert len(text.splitlines()) == len(plain.splitlines())
        assert not any(c in text for c in "\r\u2028\x1b")
        results = list(parse_hands(io.BytesIO(text.encode()), "x.txt"))
        assert len(results) == 1


def test_the_phh_export_keeps_every_name_on_its_line() -> None:
    text = write_phh(_hand(), ["Ann\nvariant = 'XX'", "Bob\u2028"])
    assert len(text.splitlines()) == write_phh(_hand(), ["Ann", "Bob"]).count("\n")
