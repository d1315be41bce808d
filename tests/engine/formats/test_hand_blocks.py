"""hand_blocks cuts a plain file into exactly the hands the line by line reading gives."""

from __future__ import annotations

import io

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from engine.core.errors import HistoryFileError
from engine.formats import hand_blocks
from engine.formats.history_hand import key_of_text
from engine.formats.sites.ggpoker import GGPOKER
from engine.formats.sites.pokerstars_import import STARS
from engine.formats.sites.pokerstars_import import Dialect
from engine.formats.sites.pokerstars_import import split_hands
from engine.formats.sites.winamax import WINAMAX

HAND = (
    "PokerStars Hand #{n}: Hold'em No Limit (5/10) - 2023/11/14 22:13:20 UTC\n"
    "Table 'Felt' 6-max (Play Money) Seat #1 is the button\n"
    "Seat 1: {name} (1000 in chips)\n"
    "Seat 2: Bob (1000 in chips)\n"
    "{name}: posts small blind 5\n"
    "Bob: posts big blind 10\n"
    "*** HOLE CARDS ***\n"
    "{name}: folds\n"
    "Uncalled bet (5) returned to Bob\n"
    "Bob collected 10 from pot\n"
    "*** SUMMARY ***\n"
    "Total pot 10 | Rake 0\n"
)


def line_by_line(data: bytes, dialect: Dialect) -> list[hand_blocks.Entry]:
    out = []
    for block, problem, encoding in split_hands(io.BytesIO(data), dialect):
        header = dialect.header.match(block[0][1].lstrip("\ufeff"))
        lines = [t for _, t in block]
        out.append((block[0][0], "\n".join(lines), problem, encoding,
                    key_of_text(header["id"] if header else None, lines)))
    return out


def by_blocks(data: bytes, dialect: Dialect) -> list[hand_blocks.Entry] | None:
    stream = io.BytesIO(data)
    wide = hand_blocks.plain(stream, dialect)
    if wide is None:
        return None
    assert stream.tell() == 0
    return list(hand_blocks.hand_texts(stream, dialect, wide))


def hands(count: int, name: str = "Ann", sep: str = "\n\n") -> str:
    return "".join(HAND.format(n=1000 + k, name=name) + sep for k in range(count))


CASES = {
    "plain": hands(5),
    "no final newline": hands(3).rstrip("\n"),
    "blank lines first": "\n \n\t\n" + hands(3),
    "windows line ends": hands(3).replace("\n", "\r\n"),
    "odd line ends": hands(2).replace("folds\n", "folds\r\r\n"),
    "trailing spaces": hands(3).replace("\n", " \t\n").replace("pot\n", "pot\u00a0\u3000\x1c\n"),
    "non-ASCII later": hands(3) + hands(2, "Zo\u00eb") + hands(2),
    "non-ASCII first": hands(2, "J\u00fcrgen \u20ac") + hands(2),
    "a hand too long": hands(2) + HAND.format(n=7, name="Ann") + "x\n" * 450 + hands(2),
    "exactly the most lines": hands(1) + HAND.format(n=7, name="Ann") + "y\n" * 388 + hands(1),
    "too long at the end": hands(1) + HAND.format(n=7, name="Ann") + "z\n" * 420 + "z",
    "a huge hand": hands(1) + HAND.format(n=8, name="Ann") + ("w" * 900 + "\n") * 600 + hands(1),
    "a huge hand at the end": hands(1) + HAND.format(n=9, name="Ann") + ("v" * 900 + "\n") * 600,
}


@pytest.mark.parametrize("piece", [hand_blocks.PIECE, 4096, 700])
@pytest.mark.parametrize("case", sorted(CASES))
def test_the_same_hands_as_line_by_line(case: str, piece: int,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hand_blocks, "PIECE", piece)
    data = CASES[case].encode("utf-8")
    fast = by_blocks(data, STARS)
    assert fast is not None
    assert fast == line_by_line(data, STARS)


def test_other_sites_hands() -> None:
    gg = "".join(f"Poker Hand #HD{k}: Hold'em No Limit ($0.02/$0.05) - 2024/01/01 10:00:00\n"
                 "Table 'RushAndCash1' 6-max Seat #1 is the button\n\n" for k in range(4))
    wina = "".join(f"Winamax Poker - CashGame - HandId: #{k}-1-1 - Holdem no limit (1/2)\n"
                   "Table: 'Nice 01' 6-max (real money) Seat #1 is the button\n\n"
                   for k in range(4))
    for text, dialect in ((gg, GGPOKER), (wina, WINAMAX)):
        data = text.encode()
        fast = by_blocks(data, dialect)
        assert fast is not None and len(fast) == 4
        assert fast == line_by_line(data, dialect)


@pytest.mark.parametrize("data", [
    b"\xef\xbb\xbf" + hands(2).encode(),  # a byte-order mark
    hands(2).encode() + "Zo\u00eb".encode("latin-1") + b"\n",  # not UTF-8
    b"some notes\n" + hands(2).encode(),  # text before the first hand
    hands(1).encode() + b"q" * 1000 + b"\n" + hands(1).encode(),  # a line too long
    b"",
])
def test_other_files_are_read_line_by_line(data: bytes) -> None:
    assert by_blocks(data, STARS) is None


def test_key_of_body_is_key_of_text() -> None:
    lines = ["A hand #1  ", "", "  x\u00a0", " \t", "b\x1c\x1d", "\u2003", "c", "", ""]
    assert hand_blocks.key_of_body("1", "\n".join(lines)) == key_of_text("1", lines)


@pytest.mark.parametrize("lines", [
    ["H #1", "a", "", "", "b", "", ""], ["H #1", "a b", "c"], ["H #1", "a ", "b"],
    ["H #1", "a", "b\t"], ["H #1", "a\r", "", "b\x1f", " "],
    ["H #1", "Dealt to Ann ", "Dealt to Bo   ", "   ", "c  "], ["H #1  ", " ", "  a", "  "],
])
def test_key_of_ascii_body(lines: list[str]) -> None:
    assert hand_blocks.key_of_body(None, "\n".join(lines)) == key_of_text(None, lines)


def test_text_added_after_the_check_is_never_guessed() -> None:
    """A file that gains bytes that are not UTF-8 between plain() and the reading (a client
    writing it) is not decoded by a guess: the reading stops with a sentence."""
    stream = io.BytesIO(hands(2).encode())
    wide = hand_blocks.plain(stream, STARS)
    assert wide == 0
    stream = io.BytesIO(hands(2).encode() + hands(1, "Zo\xeb").encode("latin-1"))
    with pytest.raises(HistoryFileError, match="changed while it was read"):
        list(hand_blocks.hand_texts(stream, STARS, wide))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet=st.sampled_from("ab #:$\t\x0b\x0c\r\x1c\x1f"), max_size=8),
                max_size=8))
def test_key_of_any_ascii_body_is_key_of_text(lines: list[str]) -> None:
    assert hand_blocks.key_of_body("7", "\n".join(lines)) == key_of_text("7", lines)
