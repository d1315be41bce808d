"""The German a person reads, as text for a reader: every translation of ``i18n/felt_de.ts``
with the placeholders, mnemonics and markup a reader never sees taken out."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

I18N = Path(__file__).resolve().parents[2] / "i18n"
TS = I18N / "felt_de.ts"
WORD_LIST = I18N / "words_de.txt"
# A placeholder glued to a word is part of a compound ("%1abend" reads "Montagabend").
_GLUED = re.compile(r"%L?(\d|n)(?=[a-wyzäöü])")  # not "%1x", a multiple
_PLACEHOLDER = re.compile(r"%L?(\d|n)")
_NOT_PROSE = re.compile(r"<[^>]+>|--\w+|\bfelt --\w+|\*\.\w+|\bCtrl\+\w|\bStrg\+\w")
_WORD = re.compile(r"[A-Za-zÄÖÜäöüßéÉ][A-Za-zÄÖÜäöüßéÉ-]*")


def translations() -> list[tuple[str, str]]:
    """(English source, German text) of every entry, one per plural form."""
    pairs = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        forms = [f.text or "" for f in translation.findall("numerusform")]
        pairs += [(source, text) for text in forms or [translation.text or ""]]
    return pairs


def readable(text: str) -> str:
    """The text as it reads: no tags, mnemonics (&), command-line words or placeholders."""
    text = _NOT_PROSE.sub(" ", text.replace("&&", "\0").replace("&", "").replace("\0", "&"))
    return _PLACEHOLDER.sub(" ", _GLUED.sub("Montag", text))


def words(text: str) -> list[str]:
    """The words of a text, hyphenated compounds whole ("Side-Pot")."""
    return [w.strip("'-") for w in _WORD.findall(readable(text)) if w.strip("'-")]


def allowed() -> set[str]:
    """The project's German words a spelling dictionary lacks (``i18n/words_de.txt``)."""
    lines = WORD_LIST.read_text("utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}
