"""Test helpers shared by several test files."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

GERMAN_TS = Path(__file__).resolve().parents[1] / "i18n" / "felt_de.ts"


def source_pattern(source: str) -> re.Pattern[str]:
    """An English source string as a pattern: each ``%1`` / ``%n`` matches any text."""
    parts = re.split(r"%L?n|%\d", source.replace("&", "").replace("(s)", ""))
    return re.compile(".+".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


def english_sources(contexts: Iterable[str]) -> list[tuple[str, re.Pattern[str]]]:
    """(source, pattern) of every entry of the German file in ``contexts`` whose German
    differs from its English, i.e. every English sentence a German screen must not show."""
    wanted = set(contexts)
    found = []
    for context in ET.parse(GERMAN_TS).getroot().iter("context"):
        if context.findtext("name") not in wanted:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            german = translation.text if translation is not None else None
            if german != source:
                found.append((source, source_pattern(source)))
    return found


def english_in(text: str, sources: list[tuple[str, re.Pattern[str]]]) -> list[str]:
    """The English sources ``text`` is (whole) or contains as a whole sentence."""
    hits = []
    for source, pattern in sources:
        if pattern.match(text) or (len(source) > 25 and "%" not in source and source in text):
            hits.append(source)
    return hits
