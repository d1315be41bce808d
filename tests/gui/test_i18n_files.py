"""The translation files: complete after pyside6-lupdate, and the compiled .qm files current.

Both README commands run from the committed ``.qm`` files, so a test compiles the ``.ts``
files again and fails when a committed ``.qm`` differs (a translation changed without
``pyside6-lrelease``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"


def _tool(name: str) -> str:
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: it comes with PySide6 (pip install -e '.[dev]')")
    return found


def _lupdate(ts: Path, *options: str) -> None:
    sources = sorted(str(p) for p in (ROOT / "gui").rglob("*.py"))
    subprocess.run([_tool("pyside6-lupdate"), *sources, "-ts", str(ts), *options],
                   check=True, capture_output=True, cwd=ROOT)


def _problems(ts: Path, german: bool) -> list[str]:
    problems = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            assert translation is not None
            kind = translation.get("type")
            if kind in ("vanished", "obsolete"):
                problems.append(f"{name}: {source!r} is no longer in gui/ ({kind})")
            elif kind == "unfinished":
                problems.append(f"{name}: {source!r} is not translated")
            elif message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
                if len(forms) != 2 or not all(f.strip() for f in forms):
                    problems.append(f"{name}: {source!r} lacks a plural form")
            elif german and not (translation.text or "").strip():
                problems.append(f"{name}: {source!r} has an empty translation")
    return problems


def test_german_has_every_string_of_gui_translated(tmp_path: Path) -> None:
    ts = tmp_path / "felt_de.ts"
    shutil.copy(I18N / "felt_de.ts", ts)
    _lupdate(ts, "-source-language", "en", "-target-language", "de")
    assert _problems(ts, german=True) == []
    messages = list(ET.parse(ts).getroot().iter("message"))
    assert len(messages) > 300
    assert sum(m.get("numerus") == "yes" for m in messages) >= 10


def test_english_has_every_plural(tmp_path: Path) -> None:
    ts = tmp_path / "felt_en.ts"
    shutil.copy(I18N / "felt_en.ts", ts)
    _lupdate(ts, "-source-language", "en", "-target-language", "en", "-pluralonly")
    assert _problems(ts, german=False) == []
    german = {m.findtext("source") for m in ET.parse(I18N / "felt_de.ts").getroot()
              .iter("message") if m.get("numerus") == "yes"}
    english = {m.findtext("source") for m in ET.parse(ts).getroot().iter("message")}
    assert english == german


def test_an_unfinished_entry_is_caught(tmp_path: Path) -> None:
    """The check above can fail: a source string nobody translated is reported."""
    (tmp_path / "gui").mkdir()
    ts = tmp_path / "x.ts"
    (tmp_path / "gui" / "w.py").write_text(
        "from PySide6.QtCore import QObject\n"
        "class W(QObject):\n"
        "    def f(self) -> str:\n"
        "        return self.tr('A brand new sentence')\n", encoding="utf-8")
    subprocess.run([_tool("pyside6-lupdate"), str(tmp_path / "gui" / "w.py"), "-ts", str(ts)],
                   check=True, capture_output=True)
    assert _problems(ts, german=True) == ["W: 'A brand new sentence' is not translated"]


@pytest.mark.parametrize("language", ["de", "en"])
def test_committed_qm_matches_its_ts(tmp_path: Path, language: str) -> None:
    committed = I18N / f"felt_{language}.qm"
    assert committed.exists(), f"{committed.name} is missing: run pyside6-lrelease"
    fresh = tmp_path / committed.name
    subprocess.run([_tool("pyside6-lrelease"), str(I18N / f"felt_{language}.ts"), "-qm",
                    str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == committed.read_bytes(), (
        f"i18n/{committed.name} is older than or differs from its .ts: run "
        f"pyside6-lrelease i18n/felt_{language}.ts")


def test_qt_has_its_own_german_for_standard_buttons() -> None:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (folder / "qtbase_de.qm").exists()
