"""The shipped files are found in the layout Felt runs from: a checkout's top-level folders, or
the copy a wheel or bundle carries inside the gui package."""

from __future__ import annotations

from pathlib import Path

import pytest

from gui.base import shipped


def test_a_checkout_reads_its_own_folders() -> None:
    assert not shipped.INSTALLED.exists()
    assert shipped.folder("assets") == shipped.CHECKOUT / "assets"
    assert (shipped.folder("assets") / "decks" / "index.json").is_file()
    assert (shipped.folder("i18n") / "felt_de.qm").is_file()


def test_an_installed_copy_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(shipped, "INSTALLED", tmp_path)
    assert shipped.folder("assets") == tmp_path / "assets"
    assert shipped.folder("i18n") == shipped.CHECKOUT / "i18n"  # not there: the checkout's
