"""Every German translation spelt right: hunspell's German dictionary plus the project's word
list (``i18n/words_de.txt``: the poker words German players keep in English, Felt's names).

Needs the Debian packages ``hunspell`` and ``hunspell-de-de`` (installed by ``.ci/run``);
without them the test is skipped and says which is missing.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.helpers.german_words import allowed
from tests.helpers.german_words import translations
from tests.helpers.german_words import words

DICTIONARY = "de_DE"


def _hunspell_unknown(candidates: set[str]) -> set[str]:
    """The words hunspell's German dictionary does not know."""
    if shutil.which("hunspell") is None:
        pytest.skip("hunspell is not installed (Debian: apt-get install hunspell hunspell-de-de)")
    done = subprocess.run(["hunspell", "-d", DICTIONARY, "-l"], input="\n".join(sorted(
        candidates)), capture_output=True, text=True, check=False)
    if done.returncode != 0 or "Can't open" in done.stderr:
        pytest.skip(f"hunspell has no {DICTIONARY} dictionary (Debian: apt-get install "
                    f"hunspell-de-de): {done.stderr.strip()}")
    return set(done.stdout.split())


def _by_word() -> dict[str, str]:
    """Each word of the German text and one translation it occurs in (for the message)."""
    found: dict[str, str] = {}
    for _, text in translations():
        for word in words(text):
            found.setdefault(word, text)
    return found


def test_every_german_word_is_spelt_right() -> None:
    found = _by_word()
    listed = allowed()
    unknown = {w for w in _hunspell_unknown(set(found)) if w not in listed}
    # A hyphenated compound ("Side-Pot", "Felt-Sitzung") is right when each part is.
    parts = {p for w in unknown if "-" in w for p in w.split("-") if p}
    unknown_parts = _hunspell_unknown(parts) - listed if parts else set()
    wrong = sorted(w for w in unknown
                   if "-" not in w or any(p in unknown_parts for p in w.split("-") if p))
    assert wrong == [], "\n".join(f"{w}: {found[w]}" for w in wrong)


def test_the_word_list_holds_only_words_the_german_uses() -> None:
    """A word stays on the list only while a translation uses it, whole or in a compound."""
    used = set(_by_word())
    used |= {p for w in used for p in w.split("-")}
    assert sorted(allowed() - used) == []


def test_a_misspelling_is_caught() -> None:
    """The check itself works: a typo in a translation would be reported."""
    unknown = _hunspell_unknown({"Einsatz", "Einsazt", "Sitzung"})
    assert unknown == {"Einsazt"}
