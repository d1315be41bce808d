"""Text from a file that ends up in another file: names and labels that cannot add a line.

A player name is read from one file (PHH, a session file) and written into another
(PokerStars text, PHH); a newline in it would forge lines there (a fake header, a fake seat
with any stack). Names with control characters are refused when read
(:func:`has_control`), and every text written is made one line (:func:`one_line`) or escaped
(:func:`toml_string`), so nothing read can change the shape of what is written.

Tests: tests/engine/formats/test_export_injection.py, tests/engine/formats/sites/test_fulltilt.py,
tests/engine/formats/test_hand_blocks.py
"""

from __future__ import annotations

import json
import re

# Control characters (C0, DEL, C1) and the Unicode line and paragraph separators, which
# str.splitlines and many readers take as line ends.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def has_control(text: str) -> bool:
    """Whether ``text`` holds a control character or a line separator."""
    return _CONTROL.search(text) is not None


def one_line(text: str) -> str:
    """``text`` with every control character and line separator written ``?``."""
    return _CONTROL.sub("?", text)


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string on one line (control characters escaped)."""
    quoted = json.dumps(text, ensure_ascii=False)
    return _CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", quoted)


__all__ = ["has_control", "one_line", "toml_string"]
