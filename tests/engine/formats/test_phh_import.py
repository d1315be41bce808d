"""PHH in full (issues 12 and 13): collections, cents, ``inf``, unknown cards, posted blinds,
big-blind antes, winnings; every malformed input gets a ``PhhError`` naming the place, and the
command line never shows a traceback. Test data under tests/data/hands/ is written for these
tests, not taken from any site."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tomllib
import warnings
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from pokerkit import HandHistory

from engine.core.cards import Deck
from engine.core.errors import IllegalActionError
from engine.core.errors import PhhError
from engine.formats import phh
from engine.formats.phh import ReplayedHand
from engine.formats.phh import main
from engine.formats.phh import replay_fields
from engine.formats.phh import replay_file
from engine.formats.phh import write_phh
from engine.play.players import RandomPlayer
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.hand import HandState
from engine.rules.view import view_for
from tests.helpers.fuzz import FUZZ_EXAMPLES
from tests.helpers.fuzz import FUZZ_EXAMPLES_SLOW

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data" / "hands"

GOOD = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQc", "d dh p3 7h2c", "p3 cc", "p1 cc", "p2 cc",
  "d db 2d3d4h", "p1 cc", "p2 cc", "p3 cc", "d db 9s", "p1 cc", "p2 cc", "p3 cc",
  "d db Kd", "p1 cc", "p2 cbr 10", "p3 f", "p1 cc", "p2 sm QdQc", "p1 sm AsKs"]
"""


def replayed(text: str) -> ReplayedHand:
    return replay_fields(tomllib.loads(text, parse_float=Decimal), "t.phh")


def pokerkit_stacks(text: str) -> list[list[Decimal]]:
    out = []
    for history in HandHistory.loads_all(text):
        state = None
        with warnings.catch_warnings():  # PokerKit warns of a fold when checking is free
            warnings.simplefilter("ignore", UserWarning)
            for state in history:  # noqa: B007  # the last state is the one wanted
                pass
        assert state is not None
        out.append([Decimal(x) for x in state.stacks])
    return out


# ------------------------------------------------------------------ against PokerKit


@pytest.mark.parametrize("name", ["cents_inf_unknown.phhs", "pokerkit_shapes.phhs"])
def test_collections_end_in_pokerkits_stacks(name: str) -> None:
    path = DATA / name
    ours = [result for _, result in replay_file(path)]
    assert all(isinstance(r, ReplayedHand) for r in ours), ours
    theirs = pokerkit_stacks(path.read_text())
    assert [r.finishing_amounts() for r in ours if isinstance(r, ReplayedHand)] == theirs


@pytest.mark.parametrize("shape", ["bb_ante", "button_ante", "straddles", "no_small_blind"])
def test_hands_with_any_forced_bets_replay_alike_in_felt_and_pokerkit(shape: str) -> None:
    rng = random.Random(f"forced-{shape}")
    for _ in range(120):
        n = rng.randint(2, 8)
        big = rng.choice([2, 10, 100])
        config = HandConfig(small_blind=big // 2, big_blind=big, odd_chip=OddChip.ALL_TO_FIRST,
                            bet_cap=4)
        stacks = [rng.choice([rng.randint(1, 3 * big), rng.randint(5 * big, 80 * big)])
                  for _ in range(n)]
        antes: list[int] | None = None
        blinds: list[int] | None = None
        if shape == "bb_ante":
            antes = [0] * n
            antes[1 if n > 2 else 0] = big
        elif shape == "button_ante":
            antes = [0] * n
            antes[-1] = rng.choice([big // 2, big, 2 * big])
        elif shape == "straddles":
            blinds = [big // 2, big, 2 * big, 4 * big][: max(n, 2)]
        else:
            blinds = [0, big]
            antes = [rng.choice([0, big // 2]) for _ in range(n)]
        hand = HandState(config, stacks, deck=Deck.shuffled(rng), antes=antes, blinds=blinds)
        players = [RandomPlayer(rng.randrange(2**32)) for _ in range(n)]
        while not hand.finished:
            actor = hand.actor
            assert actor is not None
            hand.act(players[actor].decide(view_for(hand, hand.seats[actor])))
        assert sum(hand.stacks) == sum(stacks)
        text = write_phh(hand)
        assert list(replayed(text).finishing_stacks) == hand.stacks
        assert pokerkit_stacks("[1]\n" + text) == [hand.stacks], text


def test_a_broken_hand_in_the_middle_leaves_the_others_replayed() -> None:
    path = DATA / "broken_middle.phhs"
    results = list(replay_file(path))
    assert [section for section, _ in results] == ["1", "2", "3", "4"]
    good = [r for _, r in results if isinstance(r, ReplayedHand)]
    bad = [r for _, r in results if isinstance(r, PhhError)]
    assert [r.finishing_stacks for r in good] == [(102, 98, 100), (102, 97, 101)]
    assert [e.code for e in bad] == ["bad_toml", "illegal_action"]
    assert "broken_middle.phhs[2]" in str(bad[0]) and "broken_middle.phhs[3]" in str(bad[1])
    assert "'p2 f'" in str(bad[1])
    # PokerKit agrees on the good hands.
    text = path.read_text()
    sections = text.split("\n[")
    good_text = "\n[".join([sections[0], sections[1], sections[4]])
    assert [r.finishing_amounts() for r in good] == pokerkit_stacks(good_text)


def test_command_line_prints_one_object_per_hand_in_file_units(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([str(DATA / "cents_inf_unknown.phhs")]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["hand"] for r in records] == ["1", "2", "3", "4"]
    assert records[0]["finishing_stacks"] == [48.25, 10.4, 89.7, 48.05]
    assert records[1]["finishing_stacks"] == ["inf", 11.05, "inf"]
    assert all("error" not in r for r in records)


# ------------------------------------------------------------------ the PHH features


def test_cents_are_scaled_exactly_and_back() -> None:
    hand = replayed(GOOD.replace("[1, 2, 0]", "[0.01, 0.02, 0]").replace("min_bet = 2",
                    "min_bet = 0.02").replace("cbr 10", "cbr 0.10"))
    assert hand.scale == 100
    assert hand.finishing_amounts() == [Decimal("100.14"), Decimal("99.88"), Decimal("99.98")]


def test_a_fold_when_checking_is_free_is_accepted_in_a_replay() -> None:
    hand = replayed(GOOD.replace('"d db Kd", "p1 cc"', '"d db Kd", "p1 f"').replace(
        '"p3 f", "p1 cc", "p2 sm QdQc", "p1 sm AsKs"', '"p3 f"'))
    assert hand.finishing_stacks == (98, 104, 98)
    with pytest.raises(IllegalActionError):  # live play still refuses it
        _free_fold_live()


def _free_fold_live() -> None:
    state = HandState(HandConfig(), [10, 10], deck=Deck.stacked("AsKsQdQc"))
    state.call()
    state.fold()  # the big blind may check


def test_user_fields_are_kept() -> None:
    hand = replayed(GOOD + '_note = "mine"\nevent = "club night"\n')
    assert hand.fields["_note"] == "mine" and hand.fields["event"] == "club night"


def test_winnings_settle_a_pot_only_unknown_hands_contest() -> None:
    text = GOOD.replace("AsKs", "????").replace("QdQc", "????")
    settled = replayed(text + "winnings = [26, 0, 0]\n")
    assert settled.finishing_stacks == (114, 88, 98)
    assert settled.warnings == ()
    wrong = replayed(text + "winnings = [0, 0, 26]\n")  # names a player who folded
    assert wrong.finishing_stacks == (101, 101, 98)  # nobody known: the pot is split
    assert wrong.warnings == ("winnings_mismatch",)


def test_unknown_cards_never_win_by_their_placeholder_value() -> None:
    # Placeholder cards would be dealt from the deck's top: the aces go to position 0.
    state = HandState(HandConfig(), [50, 50], deck=Deck.stacked("AsAd2c7h"), unknown=[0, 1])
    state.call()
    state.check()
    while not state.finished:
        state.check()
    assert state.stacks == [50, 50]  # a tie among unknown hands, not a win for the aces


def test_unknown_cards_lose_to_a_shown_hand() -> None:
    state = HandState(HandConfig(), [50, 50], deck=Deck.stacked("AsAd2c7h"), unknown=[0])
    state.call()
    while not state.finished:
        state.check()
    assert state.stacks == [48, 52]


def test_a_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    deck = Deck.stacked("AsKh2cAdKd3c" + "2h7d8s" "9c" "Ts" "4d" "5h6c" "Jd" "2d" "Qc")
    hand = HandState(HandConfig(small_blind=50, big_blind=100), [10000] * 3, deck=deck,
                     antes=[0, 100, 0], blinds=[50, 100, 0])
    while not hand.finished:
        hand.check() if hand.can_check() else hand.call()
    assert hand.stacks == [10300, 9800, 9900]


# ------------------------------------------------------------------ malformed input (issue 12)

MALFORMED = {
    "variant_list": GOOD.replace('variant = "NT"', 'variant = ["NT"]'),
    "thirty_players": GOOD.replace("starting_stacks = [100, 100, 100]",
                                   "starting_stacks = [" + ", ".join(["100"] * 30) + "]"),
    "one_card_show": GOOD.replace('"p1 sm AsKs"', '"p1 sm Tc"'),
    "hand_text": GOOD + 'hand = "abc"\n',
    "felt_odd_chip": GOOD + '_felt_odd_chip = "xx"\n',
    "felt_betting": GOOD + "_felt_betting = 5\n",
    "felt_burn": GOOD + '_felt_burn_cards = "yes"\n',
    "nested": GOOD + "deep = " + "[" * 3000 + "]" * 3000 + "\n",
    "actions_text": GOOD.replace("actions = [", "actions = 5\nold = ["),
    "huge_bet": GOOD.replace("cbr 10", "cbr 1" + "0" * 40),
    "bad_card": GOOD.replace("7h2c", "7h2x"),
    "nan_stack": GOOD.replace("[100, 100, 100]", "[100, nan, 100]"),
    "negative_ante": GOOD.replace("antes = [0, 0, 0]", "antes = [0, -1, 0]"),
    "zero_stack": GOOD.replace("[100, 100, 100]", "[100, 0, 100]"),
    # accepted silently before
    "long_board": GOOD.replace('"d db 2d3d4h"', '"d db 2d3d4h5h6h7h8h"'),
    "three_card_show": GOOD.replace('"p1 sm AsKs"', '"p1 sm AsKsQh"'),
    "contradicting_show": GOOD.replace('"p1 sm AsKs"', '"p1 sm AhKh"'),
    "fractional_hand": GOOD + "hand = 1.5\n",
    "fractional_cap": GOOD + "_felt_bet_cap = 2.5\n",
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_hands_get_a_phh_error_naming_the_place(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / f"{name}.phh"
    path.write_text(MALFORMED[name])
    assert main([str(path)]) == 2
    (record,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert record["file"] == str(path)
    assert f"{name}.phh" in record["error"]
    assert "finishing_stacks" not in record


def test_errors_name_the_field_or_the_action() -> None:
    with pytest.raises(PhhError) as info:
        replayed(MALFORMED["hand_text"])
    assert "'hand'" in str(info.value) and info.value.details["field"] == "hand"
    with pytest.raises(PhhError) as info:
        replayed(MALFORMED["three_card_show"])
    assert "'p1 sm AsKsQh'" in str(info.value)


def test_files_over_the_size_limit_are_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "big.phhs"
    path.write_text(GOOD)
    monkeypatch.setattr(phh, "MAX_FILE_BYTES", 100)
    ((_, result),) = list(replay_file(path))
    assert isinstance(result, PhhError) and result.code == "too_large"


def test_the_command_line_never_tracebacks(tmp_path: Path) -> None:
    paths = []
    for name, text in MALFORMED.items():
        paths.append(tmp_path / f"{name}.phh")
        paths[-1].write_text(text)
    (tmp_path / "binary.phh").write_bytes(b"\xff\xfe\x00garbage")
    paths += [tmp_path / "binary.phh", tmp_path / "missing.phh"]
    run = subprocess.run([sys.executable, "-m", "engine.phh", *map(str, paths)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 2
    assert "Traceback" not in run.stderr and run.stderr == ""
    records = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(records) == len(paths) and all("error" in r for r in records)


# ------------------------------------------------------------------ fuzz


@st.composite
def mangled(draw: st.DrawFn) -> bytes:
    text = (DATA / "cents_inf_unknown.phhs").read_bytes()
    kind = draw(st.sampled_from(["truncate", "garbage", "number", "splice", "encoding"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text)))]
    if kind == "garbage":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.binary(max_size=40)) + text[at:]
    if kind == "number":
        number = draw(st.sampled_from(["9" * 400, "1e400", "-5", "0.0000001", "inf", "nan",
                                       "1_000", "0x10", "3.5e2"]))
        return text.replace(b"0.50", number.encode(), draw(st.integers(1, 3)))
    if kind == "splice":
        words = draw(st.lists(st.sampled_from(
            ['"p1 cbr 2"', '"d db As"', '"p9 f"', '"p2 sm ????"', '"d dh p1 AsAs"', '"x"',
             "[", "]", '"p1 cc"', "=", "\n[9]\n"]), max_size=6))
        at = draw(st.integers(0, len(text)))
        return text[:at] + " ".join(words).encode() + text[at:]
    return text.decode().encode(draw(st.sampled_from(["utf-16", "latin-1", "utf-8-sig"])))


def _fuzz(data: bytes, tmp_path: Path) -> None:
    path = tmp_path / "fuzz.phhs"
    path.write_bytes(data)
    for _, result in replay_file(path):
        assert isinstance(result, ReplayedHand | PhhError)
        if isinstance(result, ReplayedHand):
            assert result.state.finished


_FAST = settings(max_examples=FUZZ_EXAMPLES, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow,
                                        HealthCheck.function_scoped_fixture])


@_FAST
@given(blob=mangled())
def test_fuzzed_files_give_hands_or_clear_errors(blob: bytes, tmp_path: Path) -> None:
    _fuzz(blob, tmp_path)


@pytest.mark.slow
@settings(max_examples=FUZZ_EXAMPLES_SLOW, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(blob=mangled())
def test_fuzzed_files_long(blob: bytes, tmp_path: Path) -> None:
    _fuzz(blob, tmp_path)
