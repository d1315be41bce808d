"""PokerStars hand histories in (issue 13): every line kind of a text written for these tests,
Felt's own export read back to the same stacks, and hostile files answered hand by hand."""

from __future__ import annotations

import inspect
import io
import random
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from engine.core.cards import Deck
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites.pokerstars import write_pokerstars
from engine.formats.sites.pokerstars_import import parse_hands
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import BlindPosted
from engine.rules.hand import HandState
from tests.helpers.fuzz import FUZZ_EXAMPLES
from tests.helpers.fuzz import FUZZ_EXAMPLES_SLOW
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks

DATA = Path(__file__).resolve().parents[3] / "data" / "hands"
MIXED = DATA / "stars_mixed.txt"


def imported(path: Path = MIXED) -> list[ImportedHand | SkippedHand]:
    return list(iter_hands(path))


def by_id(results: list[ImportedHand | SkippedHand]) -> dict[str, ImportedHand]:
    return {r.hand_id: r for r in results if isinstance(r, ImportedHand) and r.hand_id}


def paid(hand: ImportedHand) -> dict[str, Decimal]:
    """Final stacks as the site paid them: the engine's less the rake the site kept."""
    stacks = dict(zip(hand.players, map(hand.in_file_units, hand.state.stacks), strict=True))
    winner = hand.players[max(range(len(hand.players)), key=hand.collected.__getitem__)]
    stacks[winner] -= hand.in_file_units(hand.rake)
    return stacks


def test_the_reader_is_a_stream() -> None:
    assert inspect.isgenerator(iter_hands(MIXED))
    assert detect(MIXED) == "pokerstars"


def test_cash_hand_with_rake_sitting_out_chat_and_uncalled_bet() -> None:
    hand = by_id(imported())["200000000001"]
    assert (hand.site, hand.currency, hand.table, hand.tournament) == (
        "pokerstars", "USD", "Felt Test I", None)
    assert hand.stakes == (Decimal("0.25"), Decimal("0.50"))
    assert hand.played_at == "2024-03-05T20:15:42" and hand.fields["timezone"] == "ET"
    assert hand.players == ("Cid", "Eve", "Ann", "Bob")  # Dee sat out; button last
    assert hand.seats == (3, 5, 1, 2)
    assert hand.scale == 100 and hand.rake == 23
    assert paid(hand) == {"Cid": Decimal("56.85"), "Eve": Decimal("47.55"),
                          "Ann": Decimal("54.52"), "Bob": Decimal("37.25")}


def test_side_pots_in_euros_and_a_mucked_hand() -> None:
    hand = by_id(imported())["200000000002"]
    assert hand.currency == "EUR"
    assert paid(hand) == {"Bob": 96, "Cid": 100, "Dee": 70, "Ann": 194}


def test_tournament_with_a_big_blind_ante_and_a_player_sitting_out() -> None:
    hand = by_id(imported())["200000000003"]
    assert hand.tournament == "3100000001" and hand.currency == "USD"
    assert hand.stakes == (50, 100)
    # The big blind's ante is dead money in the main pot: 3 x 120 + 100 = 460.
    assert paid(hand) == {"Dee": 460, "Ann": 2600, "Eve": 2600, "Bob": 1560, "Cid": 4200}


def test_play_money_pot_limit_with_a_straddle() -> None:
    hand = by_id(imported())["200000000004"]
    assert hand.currency is None and hand.state.config.betting is Betting.POT_LIMIT
    assert paid(hand) == {"Dee": 790, "Ann": 1880, "Bob": 1950, "Cid": 680}


def test_dead_small_blind_posted_big_blind_and_disconnections() -> None:
    hand = by_id(imported())["200000000005"]
    assert paid(hand) == {"Bob": 199, "Cid": 192, "Dee": 200, "Fay": 305, "Ann": 51}


def test_heads_up_with_rake() -> None:
    hand = by_id(imported())["200000000007"]
    assert paid(hand) == {"Ann": Decimal("97.50"), "Bob": 0}


def test_a_line_not_understood_skips_its_hand_with_the_line_number() -> None:
    results = imported()
    skipped = [r for r in results if isinstance(r, SkippedHand)]
    assert [(s.hand_id, s.code, s.line) for s in skipped] == [
        ("200000000006", "unknown_line", 214)]
    assert "line 214" in skipped[0].reason and str(MIXED) in skipped[0].reason
    assert len(results) == 7  # the hands after it still come


@pytest.mark.parametrize(("old", "new", "code"), [
    ("Fay collected $305 from pot", "Fay collected $300 from pot", "collected_mismatch"),
    ("Cid: calls $6\n", "Cid: calls $5\n", "bad_amount"),
    ("Uncalled bet ($6) returned to Ann", "Uncalled bet ($5) returned to Ann",
     "returned_mismatch"),
    ("Dealt to Dee [Qs Qh]", "Dealt to Dee [Qs Qs]", "bad_cards"),
    ("Seat 7: Dee mucked [Qs Qh]", "Seat 7: Dee mucked [Js Jh]", "contradicting_cards"),
    ("*** TURN *** [Ts 4c 4d] [Kh]", "*** TURN *** [Ts 4c 4d] [Kh 2c]", "bad_board"),
    ("Bob: bets 400\n", "Bob: bets 400 quickly\n", "unknown_line"),
])
def test_texts_that_do_not_replay_are_skipped_with_the_reason(old: str, new: str,
                                                             code: str) -> None:
    text = MIXED.read_text(encoding="utf-8")
    assert old in text
    changed = text.replace(old, new)
    results = list(parse_hands(io.BytesIO(changed.encode()), "x.txt"))
    codes = [r.code for r in results if isinstance(r, SkippedHand)]
    assert code in codes
    assert len(results) == 7


def test_felts_own_export_reads_back_to_the_same_stacks() -> None:
    rng = random.Random("stars-roundtrip")
    texts, hands = [], []
    for k in range(250):
        cfg = random_config(rng, rng.choice([Betting.NO_LIMIT, Betting.POT_LIMIT,
                                       Betting.FIXED_LIMIT]))
        n = rng.randint(2, 10)
        hand = random_hand(cfg, random_stacks(rng, n, cfg.big_blind), seed=rng.randrange(2**32))
        hands.append(hand)
        names = {s: f"Player {s}" for s in hand.seats}
        texts.append(write_pokerstars(hand, names, k + 1, person_seat=hand.seats[0]))
    data = ("\n\n".join(texts) + "\n").encode()
    results = list(parse_hands(io.BytesIO(data)))
    assert len(results) == len(hands)
    for result, hand in zip(results, hands, strict=True):
        assert isinstance(result, ImportedHand), result
        assert result.state.stacks == hand.stacks
        assert result.hand_id is not None


def test_bad_bytes_garbage_and_truncation_cost_only_their_own_hands() -> None:
    text = MIXED.read_bytes()
    broken = b"random words before any hand\n" + text.replace(b"Seat 3: Cid (\xe2\x82\xac80",
                                                              b"Seat 3: C\xe9d (\xe2\x82\xac80")
    results = list(parse_hands(io.BytesIO(broken[: len(broken) - 200])))
    codes = [r.code for r in results if isinstance(r, SkippedHand)]
    assert codes.count("bad_text") == 2  # the garbage and the latin-1 name
    assert "unfinished" in codes or "unknown_line" in codes
    assert sum(isinstance(r, ImportedHand) for r in results) == 4


def test_phh_files_come_through_the_same_entry_point() -> None:
    results = list(iter_hands(DATA / "cents_inf_unknown.phhs"))
    first = results[0]
    assert isinstance(first, ImportedHand) and first.site == "phh"
    assert first.players == ("Ann", "Bob", "Cid", "Dee") and first.fields["_site_note"] == "kept"
    assert first.stakes == (Decimal("0.25"), Decimal("0.50"))
    broken = list(iter_hands(DATA / "broken_middle.phhs"))
    assert [type(r).__name__ for r in broken] == ["ImportedHand", "SkippedHand",
                                                  "SkippedHand", "ImportedHand"]


@st.composite
def mangled(draw: st.DrawFn) -> bytes:
    text = MIXED.read_bytes()
    kind = draw(st.sampled_from(["truncate", "garbage", "number", "encoding", "lines"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text)))]
    if kind == "garbage":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.binary(max_size=60)) + text[at:]
    if kind == "number":
        return text.replace(b"$6", draw(st.sampled_from(
            [b"$" + b"9" * 300, b"$1e400", b"$-5", b"$0.0000001", b"$nan", b"$1,,2"])))
    if kind == "encoding":
        return text.decode().encode(draw(st.sampled_from(["utf-16", "latin-1", "cp1252"])),
                                    errors="replace")
    lines = text.split(b"\n")
    picks = draw(st.lists(st.integers(0, len(lines) - 1), max_size=6))
    for k in picks:
        lines.insert(k, lines[draw(st.integers(0, len(lines) - 1))])
    return b"\n".join(lines)


def _fuzz(blob: bytes) -> None:
    for result in parse_hands(io.BytesIO(blob)):
        assert isinstance(result, ImportedHand | SkippedHand)
        if isinstance(result, ImportedHand):
            assert result.state.finished


@settings(max_examples=FUZZ_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(blob=mangled())
def test_fuzzed_texts_give_hands_or_reasons(blob: bytes) -> None:
    _fuzz(blob)


@pytest.mark.slow
@settings(max_examples=FUZZ_EXAMPLES_SLOW, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(blob=mangled())
def test_fuzzed_texts_long(blob: bytes) -> None:
    _fuzz(blob)


def test_a_button_blind_is_written_and_read_back_as_one() -> None:
    # 6+ Hold'em: everyone antes, the button alone posts a blind; the others fold to it
    hand = HandState(HandConfig(small_blind=50, big_blind=100), [5000] * 4,
                     deck=Deck.stacked([]), antes=[100] * 4, blinds=[0, 0, 0, 100])
    while not hand.finished:
        hand.fold()
    text = write_pokerstars(hand, {s: f"P{s}" for s in hand.seats}, 1)
    assert "P3: posts button blind 100" in text
    (result,) = parse_hands(io.BytesIO(text.encode()))
    assert isinstance(result, ImportedHand)
    assert result.state.stacks == hand.stacks
    posted = [e.blind for e in result.state.events if isinstance(e, BlindPosted)]
    assert posted == ["button"]
