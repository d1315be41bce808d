"""The name a site's files deal the person's cards to (offered as "This is me")."""

from __future__ import annotations

from pathlib import Path

from engine.formats.own_names import dealt_to
from engine.formats.own_names import own_names

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"


def test_each_sites_file_names_the_person_it_deals_to() -> None:
    assert dealt_to(SITES / "gg_hands.txt") == ("ggpoker", "Hero")
    assert dealt_to(SITES / "888_hands.txt") == ("888poker", "Bob")
    assert dealt_to(SITES / "ipoker_cash.xml") == ("ipoker", "Ann")
    assert own_names(sorted(SITES.iterdir()))["winamax"] == "Hero"


def test_the_name_dealt_to_most_wins_and_windows_1252_is_read(tmp_path: Path) -> None:
    hand = ("PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 10:00:00 ET\n"
            "Dealt to {} [Ah Kd]\n\n")
    text = hand.format("Zoë") * 3 + hand.format("Ann")
    path = tmp_path / "stars.txt"
    path.write_bytes(text.encode("windows-1252"))
    assert dealt_to(path) == ("pokerstars", "Zoë")


def test_no_cards_dealt_or_not_a_site_file_names_nobody(tmp_path: Path) -> None:
    gg = tmp_path / "gg.txt"
    gg.write_text("Poker Hand #HD1: Hold'em No Limit ($0.01/$0.02) - 2020/01/01 10:00:00\n"
                  "Dealt to 1a2b3c4d \n")
    other = tmp_path / "notes.txt"
    other.write_text("Dealt to Ann [Ah Kd]\n")
    assert dealt_to(gg) is None and dealt_to(other) is None
    assert own_names([gg, other, tmp_path / "missing.txt"]) == {}
