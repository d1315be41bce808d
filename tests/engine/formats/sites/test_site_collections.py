"""Every site's collection of hand-written hands (issue 34: at least 20 a site) is imported
whole, each hand replayed paying what its text says, with the rake the text takes recorded."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.importing import iter_hands
from tests.helpers.site_oracle import felt_results

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
# The same fourteen deals written in each site's words (hands 7 to 20 of each file): the rake
# each text takes. Hand 15 is fixed limit where the site deals it (PartyPoker, WPN) and a
# no-limit pot with a smaller rake elsewhere.
RAKE = {"07": "0.01", "09": "3", "10": "0.17", "13": "3", "14": "0.50", "17": "0.17",
        "18": "0.60", "19": "0.30"}
FILES = {"partypoker": ("party_hands.txt", "1"), "888poker": ("888_hands.txt", "0.05"),
         "fulltilt": ("fulltilt_hands.txt", "0.05"), "wpn": ("wpn_hands.txt", "1")}


def _hands(name: str) -> list[ImportedHand]:
    out = []
    for result in iter_hands(SITES / name):
        assert isinstance(result, ImportedHand), result
        out.append(result)
    return out


@pytest.mark.parametrize("site", sorted(FILES))
def test_twenty_hands_each_paying_what_the_text_says(site: str) -> None:
    name, limit_rake = FILES[site]
    hands = _hands(name)
    assert len(hands) >= 20 and {h.site for h in hands} == {site}
    for hand in hands:
        assert hand.warnings == (), hand.hand_id
        assert sum(felt_results(hand).values()) == 0  # the engine takes no rake
    for hand in hands[6:20]:
        deal = str(hand.hand_id)[-2:]
        wanted = limit_rake if deal == "15" else RAKE.get(deal, "0")
        assert hand.in_file_units(hand.rake) == Decimal(wanted), hand.hand_id


@pytest.mark.parametrize("site", sorted(FILES))
def test_the_same_deal_pays_the_same_on_every_site(site: str) -> None:
    """Two all-ins with a side pot (deal 13) and a short all-in re-raise (deal 18)."""
    by_deal = {str(h.hand_id)[-2:]: felt_results(h) for h in _hands(FILES[site][0])[6:]}
    assert by_deal["13"] == {"Sal": 86, "Tom": -10, "Uma": -70, "Vic": -6}
    assert by_deal["18"]["Ken"] == 16 and by_deal["18"]["Ida"] == -12


IPOKER = ("ipoker_cash.xml", "ipoker_tournament.xml", "ipoker_more.xml")
IPOKER_RAKE = {"8300000001": "0.01", "8300000003": "3", "8300000004": "0.17",
               "8300000005": "3", "8300000007": "0.17", "8300000008": "0.60",
               "8300000009": "0.30", "8300000010": "1", "8300000012": "0.20"}


def test_ipoker_sessions_hold_twenty_hands_paying_what_they_say() -> None:
    hands = [h for name in IPOKER for h in _hands(name)]
    assert len(hands) >= 20 and {h.site for h in hands} == {"ipoker"}
    for hand in hands:
        assert hand.warnings == () and sum(felt_results(hand).values()) == 0
    more = {str(h.hand_id): h for h in _hands("ipoker_more.xml")}
    for code, hand in more.items():
        assert hand.in_file_units(hand.rake) == Decimal(IPOKER_RAKE.get(code, "0")), code
    assert felt_results(more["8300000005"]) == {"Sal": 86, "Tom": -10, "Uma": -70, "Vic": -6}
    assert more["8300000006"].state.config.betting.name == "POT_LIMIT"
    assert more["8300000002"].stakes == (Decimal("0.50"), Decimal("1"))


STARS = ("stars_hands.txt", "stars_variants.txt", "stars_rake_showdown.txt",
         "../hands/stars_mixed.txt", "../stakes/stars_stakes.txt")


def test_pokerstars_collections_hold_twenty_hands_paying_what_they_say() -> None:
    hands = [r for name in STARS for r in iter_hands(SITES / name)
             if isinstance(r, ImportedHand)]  # the skips are tested where they are made
    assert len(hands) >= 20 and {h.site for h in hands} == {"pokerstars"}
    assert all(h.warnings == () and sum(felt_results(h).values()) == 0 for h in hands)
    deals = _hands("stars_hands.txt")
    assert len(deals) == 14
    for hand in deals:
        deal = str(hand.hand_id)[-2:]
        wanted = "0.05" if deal == "15" else RAKE.get(deal, "0")
        assert hand.in_file_units(hand.rake) == Decimal(wanted), hand.hand_id
    assert felt_results(deals[6]) == {"Sal": 86, "Tom": -10, "Uma": -70, "Vic": -6}
