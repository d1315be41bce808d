"""One German term for one poker thing: the variants the style guide forbids (i18n/README.md,
German glossary) appear nowhere in the German text.

Each variant is a pattern with the reason and an example of the wrong German it catches, so
the check is shown to catch what it is for.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from tests.helpers.german_words import TS
from tests.helpers.german_words import readable
from tests.helpers.german_words import translations

# (pattern, what to write instead, an example of the wrong German)
FORBIDDEN: list[tuple[str, str, str]] = [
    (r"Nebenpot", "Side-Pot", "Du gewinnst den Nebenpot 1 von 300."),
    (r"\bSide Pot", "Side-Pot, with a hyphen", "Du gewinnst einen Side Pot von 300."),
    (r"\bStapel", "Stack", "bis zu ihrem ganzen Stapel setzen"),
    (r"\bBlatt\b", "Deck (Blatt also means a hand)", "Das Blatt hat nur 36 Karten."),
    (r"\bsetz\w* (den|die|eine|seinen|ihren|deinen) (Small Blind|Big Blind|Blinds?|Ante)",
     "a blind or ante is brought: bringt den Small Blind", "Ada setzt den Small Blind von 5."),
    (r"(?<![A-Za-z])all-in", "All-in, with a capital A", "Du gehst mit 40 mit und bist all-in."),
    (r"Hand-Histor", "Handverlauf, Handverläufe", "Hand-Historys importieren"),
    (r"Straße (wird|werden) (ausgeteilt|gegeben)|(auf|nach|vor) (der|jeder) Straße\b",
     "Setzrunde or Boardkarte (Straße is a straight)", "Eine Straße wird ausgeteilt."),
    (r"\b(ist|bist|wird|wurde) Dealer\b|\b(vom|dem) Dealer\b",
     "Button for the seat (Dealer is the person who deals)", "links vom Dealer"),
    (r"\bIhre Range", "Range der Gegner (Ihre reads as the formal your)", "Ihre Range"),
    (r"\blocker\b", "loose", "locker und passiv"),
    (r"Bemalung", "Markierung", "Deine Bemalung deckt sich zu 40 %."),
    (r"ungesehen", "unbekannt", "der 45 ungesehenen Karten"),
    (r"entschlüssel", "lesen", "den Felt entschlüsseln kann"),
    (r"Erzähl", "Erklärungen, Erklären", "&Erzählen"),
    (r"Handranking", "Rangfolge der Hände", "&Handranking"),
    (r"\bfür Value", "auf Value", "erhöht für Value"),
    (r"mitgegangene[nr]? Einsatz", "nicht bezahlter Einsatz", "Der nicht mitgegangene Einsatz"),
    (r"\bgeh\w* (%L?\d|\d[\d.,]*) mit\b", "mit 40 mitgehen (mitgehen takes no object)",
     "%1 geht %2 mit"),
    (r"Aussteigen|\bsteigt aus\b", "Passen", "Aussteigen"),
    (r"\bnahm die \w+ Aktion", "wählte die … Aktion", "nahm die sicherste Aktion"),
    (r"\S\s…", "the ellipsis right after the word", "Wird verglichen …"),
    (r"\bmit (ein(em)? )?(Paar|Zwei Paare|Drilling|Vierling|Höchste Karte)\b",
     "the hand name after a colon or dash", "gewinnt den Pot mit Zwei Paare, Könige"),
    (r"teil\w* (sich |euch )?(den Pot|ihn) mit", "teilen sich den Pot: Paar Asse",
     "%1 teilen den Pot mit %2"),
    (r"\bund du (teilen|haben|sind)\b", "und du teilt euch / habt / seid",
     "Ada und du teilen den Pot"),
]


def _hits(pattern: str) -> list[str]:
    found = re.compile(pattern)
    return [text for _, text in translations() if found.search(readable(text))
            or found.search(text)]


def test_no_forbidden_variant_anywhere_in_the_german() -> None:
    report = [f"{pattern!r} (write {instead}): {text}"
              for pattern, instead, _ in FORBIDDEN for text in _hits(pattern)]
    assert report == [], "\n".join(report)


def test_each_pattern_catches_the_wrong_german_it_is_for() -> None:
    for pattern, _, example in FORBIDDEN:
        assert re.search(pattern, example), (pattern, example)


def _german(source: str, comment: str | None = None) -> list[str]:
    """The German of every entry with this source (and disambiguation)."""
    found = []
    for message in ET.parse(TS).getroot().iter("message"):
        if message.findtext("source") == source and (
                comment is None or message.findtext("comment") == comment):
            found.append(message.findtext("translation") or "")
    assert found, source
    return found


def test_the_trainer_and_the_table_share_their_keys() -> None:
    """F folds and C calls at the table and in the trainer's "Call or fold?"."""
    assert _german("F", "shortcut: fold") == _german("F", "key: fold") == ["F"]
    assert _german("C", "shortcut: check or call") == _german("C", "key: call") == ["C"]
    assert _german("Call (C)") == ["Mitgehen (C)"]


def test_one_word_for_each_level_and_count() -> None:
    """Drill levels never take the computer players' "Experte"; hands dealt are not
    "gespielt" (in statistics that means played voluntarily)."""
    levels = _german("Beginner") + _german("Intermediate") + _german("Advanced")
    assert "Experte" not in levels and len(set(levels[-2:])) == 2
    assert _german("Hands dealt") == ["Ausgeteilte Hände"]
