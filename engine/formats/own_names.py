"""Whose hand-history files these are: the name each site deals the person's cards to.

A site writes the person's own hole cards in every hand (``Dealt to NAME [Ah Kd]``; iPoker
names the person once, ``<nickname>NAME</nickname>``) and nobody else's before a showdown, so
the name seen most in a file's ``Dealt to … [cards]`` lines is the person's name on that site.
Felt offers it once per site as "This is me" after an import. Only the start of each file is
read (:data:`HEAD_BYTES`): the name is the same in every hand.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from engine.core.errors import HistoryFileError
from engine.formats.history_file import open_regular
from engine.formats.importing import detect
from engine.formats.text_safety import has_control

HEAD_BYTES = 1 << 18  # a quarter of a megabyte holds hundreds of hands
MAX_NAME = 64  # longer is not a screen name
_DEALT_RE = re.compile(r"^Dealt to (?P<name>.+?) \[\s*[2-9TJQKA][cdhs]", re.MULTILINE)
_NICKNAME_RE = re.compile(r"<nickname>(?P<name>[^<]+)</nickname>")


def dealt_to(path: Path) -> tuple[str, str] | None:
    """``(site, name)``: the name the file deals its own cards to most, or ``None`` (not a
    site's file, no cards dealt to anyone, unreadable)."""
    site = detect(path)
    if site is None or site == "phh":
        return None
    try:
        with open_regular(path) as stream:
            head = stream.read(HEAD_BYTES)
    except (HistoryFileError, OSError):
        return None
    text = _text(head[:head.rfind(b"\n") + 1] if len(head) == HEAD_BYTES else head)
    pattern = _NICKNAME_RE if site == "ipoker" else _DEALT_RE
    names = Counter(m["name"].strip() for m in pattern.finditer(text))
    names = Counter({n: k for n, k in names.items()
                     if n and len(n) <= MAX_NAME and not has_control(n)})
    if not names:
        return None
    return site, names.most_common(1)[0][0]


def _text(head: bytes) -> str:
    """UTF-8 (with or without its mark) as sites write today; else Windows-1252, as older
    PokerStars clients wrote."""
    try:
        return head.decode("utf-8-sig")
    except UnicodeDecodeError:
        return head.decode("windows-1252", errors="replace")


def own_names(paths: Iterable[Path]) -> dict[str, str]:
    """Each site's most dealt-to name over the files (a site's files may disagree: the one
    seen in most files wins)."""
    seen: dict[str, Counter[str]] = {}
    for path in paths:
        found = dealt_to(path)
        if found is not None:
            seen.setdefault(found[0], Counter())[found[1]] += 1
    return {site: names.most_common(1)[0][0] for site, names in sorted(seen.items())}


__all__ = ["HEAD_BYTES", "dealt_to", "own_names"]
