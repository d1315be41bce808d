"""A linear look at PHH text before ``tomllib`` reads it, refusing what would blow it up.

``tomllib`` takes memory and time quadratic in the number of parts of a dotted key
(``a.a.a... = 1``): a 60 KB file took 3.5 GB, a 200 KB one more than 24 GB. PHH itself never
writes a dotted key, and its ``.phhs`` sections are single names, so a key or table name of
more than :data:`MAX_KEY_PARTS` parts is refused before parsing. The look skips strings and
comments and runs in time linear in the text (every pattern is anchored at a word's start
and matched possessively).

Tests: tests/engine/formats/test_export_injection.py, tests/engine/formats/test_import_dedupe.py,
tests/engine/formats/test_import_limits.py
"""

from __future__ import annotations

import re

from engine.core.errors import PhhError

MAX_KEY_PARTS = 3  # PHH uses 1; a generous margin for user-defined fields
_SPECIAL = re.compile(r'"""|\'\'\'|["\'#]')
_PART = r'(?:[A-Za-z0-9_-]++|"")'
_LONG_KEY = re.compile(r"(?<![A-Za-z0-9_\-\"])" + _PART
                       + r"(?:[ \t]*+\.[ \t]*+" + _PART + r"){" + str(MAX_KEY_PARTS) + "}")


def check_shape(text: str, where: str) -> None:
    """Refuse text whose keys have more parts than PHH could use.

    :raises PhhError: ``too_complex``.
    """
    if _LONG_KEY.search(_without_strings(text)) is not None:
        raise PhhError("too_complex", f"{where}: a key with more than {MAX_KEY_PARTS} dotted "
                       "parts; PHH files have none", where=where)


def _without_strings(text: str) -> str:
    """``text`` with every string written ``""`` and every comment left out."""
    out: list[str] = []
    pos, size = 0, len(text)
    while True:
        found = _SPECIAL.search(text, pos)
        if found is None:
            out.append(text[pos:])
            return "".join(out)
        out.append(text[pos:found.start()])
        token, start = found.group(), found.end()
        if token == "#":
            end = _line_end(text, start)
            out.append(" ")
        elif len(token) == 3:  # a multi-line string
            end = text.find(token, start)
            end = size if end < 0 else end + 3
            out.append('""')
        else:
            end = _string_end(text, start, token)
            out.append('""')
        pos = end


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def _string_end(text: str, start: int, quote: str) -> int:
    """Just past a one-line string's closing quote (or its line's end when it has none)."""
    stop = _line_end(text, start)
    k = start
    while True:
        end = text.find(quote, k, stop)
        if end < 0:
            return stop
        if quote == "'":
            return end + 1
        slashes = 0
        while end - slashes - 1 >= start and text[end - slashes - 1] == "\\":
            slashes += 1
        if slashes % 2 == 0:
            return end + 1
        k = end + 1


__all__ = ["MAX_KEY_PARTS", "check_shape"]
