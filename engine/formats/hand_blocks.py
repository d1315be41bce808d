"""A large PokerStars-like file cut into hands a block of text at a time, not a line at a time.

Why: the importing process splits a file into hands and keys each hand by its text
(:func:`~engine.formats.history_hand.key_of_text`) while worker processes read the hands
(:mod:`engine.storage.imported.import_pool`). Line by line
(:func:`~engine.formats.sites.pokerstars_import.
split_hands`) that costs about 30 µs a hand, a quarter of the importing process's share of a
100,000-hand import, on a core the workers need. Most files are plain (UTF-8 or ASCII, no
byte-order mark, no line near :data:`~engine.formats.sites.pokerstars_import.MAX_LINE_LENGTH`,
nothing but blank lines before the first hand): for those, :func:`hand_texts` gives the very
same hands (first line, text, problem, encoding and key of its text) from 1 MiB of text at
a time, the hand starts found by one regular expression.
:func:`plain` tells whether a file is one (it reads the file once, at C speed); any other
file is split line by line as before.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from typing import BinaryIO

from engine.core.errors import HistoryFileError
from engine.formats.history_hand import key_of_text
from engine.formats.sites.pokerstars_import import MAX_HAND_LINES
from engine.formats.sites.pokerstars_import import MAX_LINE_LENGTH
from engine.formats.sites.pokerstars_import import Dialect

PIECE = 2**20
"""Bytes read at a time."""
_LONGEST = MAX_HAND_LINES * MAX_LINE_LENGTH
"""A hand's text longer than this (in characters) has more lines than a hand may have: none
of its lines is longer than ``MAX_LINE_LENGTH`` bytes, newline included."""
_WIDE = re.compile(rb"[\x80-\xff]")
_CR = re.compile(r"\r+$", re.M)
_BOM = b"\xef\xbb\xbf"

Entry = tuple[int, str, tuple[int, str] | None, str, str]
"""A hand: its first line's number, its lines joined by newlines, its problem (the line and
what is wrong) or ``None``, the file's encoding as known when the hand was read, and the key
of its text."""


def plain(stream: BinaryIO, dialect: Dialect) -> int | None:
    """The number of the first line that is not ASCII (0: none) when the file can be cut by
    :func:`hand_texts`, ``None`` when it must be read line by line. Leaves the stream at its
    start."""
    starts = _starts(dialect)
    check = codecs.getincrementaldecoder("utf-8")()
    line = 1  # the number of the line being read
    run = 0  # bytes of that line read so far
    wide = 0
    tail = b""
    head = True
    try:
        while chunk := stream.read(PIECE):
            if _BOM in tail + chunk:
                return None
            tail = chunk[-2:]
            check.decode(chunk)
            lines = chunk.split(b"\n")
            lines[0] = b"x" * run + lines[0]  # the line begun in the last piece
            if max(map(len, lines)) >= MAX_LINE_LENGTH:
                return None
            run = len(lines[-1])
            del lines
            if not wide and not chunk.isascii():
                found = _WIDE.search(chunk)
                assert found is not None
                wide = line + chunk.count(b"\n", 0, found.start())
            if head:  # nothing but blank lines before the first hand, in the first piece
                text = chunk[:chunk.rfind(b"\n") + 1].decode("utf-8", errors="replace")
                first = starts.search(text)
                if first is None or text[:first.start()].strip():
                    return None
                head = False
            line += chunk.count(b"\n")
        check.decode(b"", final=True)
    except UnicodeDecodeError:
        return None
    finally:
        stream.seek(0)
    return None if head else wide


def hand_texts(stream: BinaryIO, dialect: Dialect, wide: int) -> Iterator[Entry]:
    """Every hand of a file :func:`plain` accepted (``wide`` is its answer), as the line by
    line reading would give it. Holds one piece of text and one hand at a time."""
    starts = _starts(dialect)
    pieces = _pieces(stream)
    buffer = next(pieces, "")
    found = starts.search(buffer)
    if found is None:  # the file changed since plain() read it
        return
    first = 1 + buffer.count("\n", 0, found.start())  # the current hand's first line
    begin = found.start()  # where the current hand starts in buffer
    pos = begin + 1  # where to look for the next start
    dropped = 0  # lines of the current hand left out (beyond MAX_HAND_LINES)
    over = False  # whether the current hand has more lines than it may have
    while True:
        for start in starts.finditer(buffer, pos):
            s = start.start()
            block = buffer[begin:s]
            after = first + block.count("\n") + dropped
            yield _entry(block, first, over, _encoding(wide, after), dialect)
            first, begin, dropped, over = after, s, 0, False
        rest = buffer[begin:]
        if len(rest) > _LONGEST:  # keep the lines a hand may have, count the others
            cut = _after_lines(rest, MAX_HAND_LINES)
            dropped += rest.count("\n", cut)
            rest, over = rest[:cut], True
        piece = next(pieces, None)
        if piece is None:
            yield _entry(rest, first, over, _encoding(wide, 0), dialect)
            return
        if over:  # lines of a hand already too long: counted up to the next start
            start_in_piece = starts.search(piece)
            end = start_in_piece.start() if start_in_piece else len(piece)
            dropped += piece.count("\n", 0, end)
            piece = piece[end:]
        buffer, begin, pos = rest + piece, 0, len(rest)


def _encoding(wide: int, next_line: int) -> str:
    """The encoding the line by line reading has decided when a hand is handed over: after
    reading the next hand's first line (``next_line``; 0 at the end of the file)."""
    return "utf-8" if wide and (next_line == 0 or wide <= next_line) else "ascii"


def _entry(block: str, first: int, over: bool, encoding: str, dialect: Dialect) -> Entry:
    body = block[:-1] if block.endswith("\n") else block
    if "\r" in body:
        body = _CR.sub("", body)
    problem = None
    if over or body.count("\n") >= MAX_HAND_LINES:
        body = body[:_after_lines(body, MAX_HAND_LINES) - 1]
        problem = (first + MAX_HAND_LINES, f"a hand longer than {MAX_HAND_LINES} lines")
    header = dialect.header.match(body.partition("\n")[0])
    return first, body, problem, encoding, key_of_body(header["id"] if header else None, body)


def key_of_body(hand_id: str | None, body: str) -> str:
    """:func:`~engine.formats.history_hand.key_of_text` of the lines ``body`` joins. (Ways
    around the loop over the lines were tried: each searched the text for two-character
    strings such as a space before a newline, which costs more than the loop.)"""
    return key_of_text(hand_id, body.split("\n"))


def _after_lines(text: str, count: int) -> int:
    """The index just after the ``count``-th newline of ``text`` (its length if fewer)."""
    at = -1
    for _ in range(count):
        at = text.find("\n", at + 1)
        if at < 0:
            return len(text) + 1
    return at + 1


def _pieces(stream: BinaryIO) -> Iterator[str]:
    """The file's text, a piece at a time, each cut just after a newline.

    :raises HistoryFileError: ``unreadable``: text that is not UTF-8 was written to the file
        after :func:`plain` read it (never decoded by a guess).
    """
    carry = b""
    while chunk := stream.read(PIECE):
        data = carry + chunk
        cut = data.rfind(b"\n") + 1
        if cut:
            yield _decoded(data[:cut], stream)
        carry = data[cut:]
    if carry:
        yield _decoded(carry, stream)


def _decoded(data: bytes, stream: BinaryIO) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        where = getattr(stream, "name", "the file")
        raise HistoryFileError("unreadable", f"{where}: changed while it was read (text that "
                               "is not UTF-8 was added); the hands after it were left out",
                               where=str(where)) from None


_STARTS: dict[str, re.Pattern[str]] = {}


def _starts(dialect: Dialect) -> re.Pattern[str]:
    """The dialect's hand start, at the beginning of any line of a text."""
    pattern = _STARTS.get(dialect.site)
    if pattern is None:
        pattern = _STARTS[dialect.site] = re.compile(dialect.start.pattern, re.M)
    return pattern


__all__ = ["PIECE", "Entry", "hand_texts", "key_of_body", "plain"]
