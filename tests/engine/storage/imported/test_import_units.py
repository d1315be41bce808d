"""Imported hands of different stakes and currencies: statistics that never add cents of one
game to dollars of another, and exports that write the file's own money and names."""

from __future__ import annotations

import io
import random
import tomllib
import warnings
from decimal import Decimal
from pathlib import Path

import pytest
from pokerkit import HandHistory

from engine.formats.imported import ImportedHand
from engine.formats.phh import replay_fields
from engine.formats.phh import write_phh
from engine.formats.sites.pokerstars import SiteHand
from engine.formats.sites.pokerstars import write_pokerstars
from engine.formats.sites.pokerstars_import import parse_hands
from engine.rules.config import Betting
from engine.storage.cli import main as export_main
from engine.storage.hands import HandRecord
from engine.storage.imported.imports import import_files
from engine.storage.store import IMPORTED
from engine.storage.store import Store
from engine.storage.transfer import export_hands
from engine.storage.transfer import hands_text
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks

STAKES = Path(__file__).resolve().parents[3] / "data" / "stakes" / "stars_stakes.txt"


@pytest.fixture
def imported(store: Store) -> Store:
    report = import_files(store, [STAKES])
    assert (report.imported, report.skipped) == (3, [])
    return store


def test_results_are_kept_per_currency_and_added_in_big_blinds(imported: Store) -> None:
    imported.set_me_names(["Ann"])
    (ann,) = imported.stats(IMPORTED)
    assert (ann.name, ann.hands, ann.imported_hands, ann.felt_hands) == ("Ann", 3, 3, 0)
    # $0.25/$0.50: +$0.50; $5/$10: -$30; €0.50/€1: -€10.35. In minor units the two dollar
    # hands would add 50 cents to -30 whole dollars (scales 100 and 1): never added raw.
    assert ann.money == (("EUR", Decimal("-10.35")), ("USD", Decimal("-29.50")))
    assert ann.big_blinds == pytest.approx(1 - 3 - 10.35)
    assert ann.bb_per_100 == pytest.approx((1 - 3 - 10.35) * 100 / 3)
    assert ann.net == 0  # Felt's chips: none


def test_rake_stays_out_of_the_winner_money(imported: Store) -> None:
    imported.set_me_names(["Bob"])
    (bob,) = imported.stats()
    # -$0.50 + ($58 collected - $30 put in) and €20.40 collected - €10.35 put in
    assert bob.money == (("EUR", Decimal("10.05")), ("USD", Decimal("27.50")))
    assert bob.big_blinds == pytest.approx(-1 + 2.8 + 10.05)


def test_a_tournament_counts_in_big_blinds_not_in_its_buy_in_currency(store: Store) -> None:
    mixed = STAKES.parents[1] / "hands" / "stars_mixed.txt"
    import_files(store, [mixed])
    store.set_me_names(["Ann"])
    (ann,) = store.stats()
    tournament = [h for h in store.hands(IMPORTED, player="Ann")
                  if h.origin is not None and h.origin.tournament is not None]
    assert tournament and tournament[0].person is not None
    assert tournament[0].person.net != 0
    usd = sum(Decimal(h.person.net) / h.origin.scale for h in store.hands(IMPORTED)
              if h.person is not None and h.origin is not None
              and h.origin.currency == "USD" and h.origin.tournament is None)
    assert dict(ann.money) == {"USD": usd, "EUR": Decimal(-6)}


def _same_hands(before: list[HandRecord], after: list[HandRecord], site: str) -> None:
    """Every hand again, with the same origin, amounts, stacks and results."""
    assert len(after) == len(before)
    by_number = {h.origin.hand_id: h for h in after if h.origin is not None}
    for old in before:
        assert old.origin is not None
        new = by_number[old.origin.hand_id]
        assert new.origin is not None and new.origin.site == site
        for name in ("table", "currency", "tournament", "played_at", "timezone"):
            assert getattr(new.origin, name) == getattr(old.origin, name), name
        assert Decimal(new.origin.small_blind) == Decimal(old.origin.small_blind)
        assert Decimal(new.origin.big_blind) == Decimal(old.origin.big_blind)
        old_state, new_state = old.data.rebuild(), new.data.rebuild()
        scale_old, scale_new = old.origin.scale, new.origin.scale
        # the same amounts in the file's units, whatever minor unit each import chose
        assert [Decimal(x) / scale_new for x in new_state.starting_stacks] == \
            [Decimal(x) / scale_old for x in old_state.starting_stacks]
        assert [Decimal(x) / scale_new for x in new_state.stacks] == \
            [Decimal(x) / scale_old for x in old_state.stacks]
        assert {p.name: Decimal(p.net) / scale_new for p in new.players} == \
            {p.name: Decimal(p.net) / scale_old for p in old.players}
        assert new.board == old.board


@pytest.mark.parametrize("fmt, suffix, site", [("pokerstars", ".txt", "pokerstars"),
                                               ("phh", ".phhs", "phh")])
@pytest.mark.parametrize("source", [STAKES, STAKES.parents[1] / "hands" / "stars_mixed.txt"])
def test_an_export_of_imported_hands_imports_again_to_the_same_hands(
        store: Store, tmp_path: Path, fmt: str, suffix: str, site: str, source: Path) -> None:
    import_files(store, [source])
    store.set_me_names(["Ann"])
    before = store.hands(IMPORTED)
    target = tmp_path / f"export{suffix}"
    assert export_hands(before, fmt, target, store) == len(before)
    text = target.read_text(encoding="utf-8")
    assert "Felt 0" not in text and "session0" not in text
    again = Store.in_memory()
    report = import_files(again, [target])
    assert (report.imported, report.skipped) == (len(before), [])
    again.set_me_names(["Ann"])
    _same_hands(before, again.hands(IMPORTED), site)
    assert again.stats() == store.stats()


def test_a_pokerstars_export_writes_the_file_money_and_names(imported: Store,
                                                            tmp_path: Path) -> None:
    imported.set_me_names(["Ann"])
    text = hands_text(imported.hands(IMPORTED), "pokerstars")
    first = text.splitlines()[:4]
    assert first[0] == ("PokerStars Hand #300000000001: Hold'em No Limit ($0.25/$0.50 USD) "
                        "- 2024/05/01 20:00:00 ET")
    assert first[1].startswith("Table 'Alpha II' ")
    assert first[2] == "Seat 1: Ann ($50 in chips)"
    assert "Ann: raises $1 to $1.50" in text and "Dealt to Ann [Ah Kd]" in text
    assert "Total pot $60 | Rake $2" in text and "Bob collected $58 from pot" in text
    assert "Ann: raises €2.25 to €3.25" in text and "Total pot €20.70 | Rake €0.30" in text
    assert "Seat 1: Ann (button) mucked [Jh Js]" in text


def test_a_phh_export_writes_decimals_and_unknown_cards_as_unknown(imported: Store) -> None:
    text = hands_text(imported.hands(IMPORTED), "phh")
    assert "[pokerstars_300000000001]" in text
    assert "blinds_or_straddles = [0.25, 0.50]" in text and '"p2 cbr 1.50"' in text
    assert '"d dh p1 ????"' in text  # Bob's cards in hand 1 were never seen
    assert 'table = "Alpha II"' in text and 'currency = "EUR"' in text
    assert "_felt_rake = 0.30" in text and 'time_zone_abbreviation = "CET"' in text


def test_felt_export_writes_the_imported_hands(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "felt.db"
    with Store.open(db) as store:
        import_files(store, [STAKES])
    out = tmp_path / "mine.txt"
    assert export_main(["--session", "imported", "--format", "pokerstars", "--db", str(db),
                        str(out)]) == 0
    assert "wrote 3 imported hands" in capsys.readouterr().out
    text = out.read_text(encoding="utf-8")
    assert text.count("PokerStars Hand #30000000000") == 3 and "(€0.50/€1 EUR)" in text


@pytest.mark.parametrize("currency, scale", [("USD", 100), ("EUR", 100), (None, 1),
                                             ("GBP", 1000)])
def test_random_hands_in_money_read_back_to_the_same_amounts(currency: str | None,
                                                             scale: int) -> None:
    """Felt's random hands taken as minor units of a currency, written as a site writes them
    (PokerStars text and PHH with decimals), read back to the same stacks."""
    rng = random.Random(f"money-{currency}-{scale}")
    texts, hands = [], []
    for k in range(120):
        cfg = random_config(rng, rng.choice([Betting.NO_LIMIT, Betting.POT_LIMIT]))
        n = rng.randint(2, 10)
        hand = random_hand(cfg, random_stacks(rng, n, cfg.big_blind), rng.randrange(2**32))
        names = {s: f"Player {s}" for s in hand.seats}
        site = SiteHand(str(10**9 + k), "Sirius", scale, currency,
                        played_at="2025-01-02T03:04:05", timezone="ET")
        texts.append(write_pokerstars(hand, names, 0, person_seat=hand.seats[0], site=site))
        hands.append(hand)
        phh = replay_fields(tomllib.loads(write_phh(hand, None, None, scale),
                                          parse_float=Decimal), "x")
        assert [x / phh.scale for x in map(Decimal, phh.state.stacks)] == \
            [Decimal(x) / scale for x in hand.stacks]
    results = list(parse_hands(io.BytesIO(("\n\n\n".join(texts) + "\n").encode())))
    for result, hand in zip(results, hands, strict=True):
        assert isinstance(result, ImportedHand), result
        assert result.currency == currency
        assert [result.in_file_units(x) for x in result.state.stacks] == \
            [Decimal(x) / scale for x in hand.stacks]


def test_pokerkit_replays_the_phh_export_to_the_same_stacks(imported: Store) -> None:
    """The decimal PHH of imported hands is PHH as PokerKit reads it: same final stacks."""
    for record in imported.hands(IMPORTED):
        text = hands_text([record], "phh")
        ours = replay_fields(tomllib.loads(text, parse_float=Decimal), "x").finishing_amounts()
        with warnings.catch_warnings():  # PokerKit predates time_zone_abbreviation
            warnings.simplefilter("ignore", UserWarning)
            state = None
            for state in HandHistory.loads(text):  # noqa: B007  # the last state is wanted
                pass
        assert state is not None
        assert [Decimal(x) for x in state.stacks] == ours
