"""Settings that cannot be read never stop Felt: a data folder that cannot be entered, a FIFO
or a device as ``settings.json`` give the defaults at once (the reliability probe's cases)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from gui.base import i18n
from gui.base import settings


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_settings_gives_the_defaults_at_once(monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Path) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    os.mkfifo(tmp_path / "settings.json")
    started = time.monotonic()
    assert settings.load() == {}
    assert i18n.saved_language() == "system"
    assert time.monotonic() - started < 5


def test_a_device_as_settings_gives_the_defaults(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("needs /dev/zero")
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    (tmp_path / "settings.json").symlink_to("/dev/zero")
    assert settings.load() == {}


def test_a_folder_that_cannot_be_entered_gives_the_defaults(monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "theirs"))

    def refuse(self: Path) -> bool:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "exists", refuse)
    assert settings.load() == {}
