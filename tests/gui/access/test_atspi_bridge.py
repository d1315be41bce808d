"""The real platform bridge: under Xvfb with the AT-SPI bus, an AT-SPI client (pyatspi in the
system's python3, as Orca is one) finds the game window's seats by name and hears the
announcements of the person's turn and of a showdown's pot.

Needs Debian's xvfb, at-spi2-core, python3-pyatspi and the libraries of Qt's xcb platform
plugin (.ci/run installs them); without them the test skips and names what is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gui.base import settings
from gui.play_controls.showdown_choice import AUTO_MUCK

ROOT = Path(__file__).resolve().parents[3]
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")
LISTEN_SECONDS = 25
APP_SECONDS = 22
WHOLE_SECONDS = 60


def _missing() -> str:
    """What is not installed, as a sentence naming the Debian packages, or ""."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bridge"
    needs = []
    if shutil.which("xvfb-run") is None:
        needs.append("xvfb")
    if not BUS_LAUNCHER.exists() or shutil.which("dbus-run-session") is None:
        needs.append("at-spi2-core")
    if not SYSTEM_PYTHON.exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        needs.append("python3-pyatspi")
    return f"needs the Debian packages {', '.join(needs)}" if needs else ""


def test_an_atspi_client_finds_the_seats_and_hears_the_turn_and_the_showdown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    data = tmp_path / "data"
    monkeypatch.setenv("FELT_DATA_DIR", str(data))
    settings.remember(AUTO_MUCK, True)  # no show-or-muck question stops the hand
    script = (f"{BUS_LAUNCHER} --launch-immediately &\n"
              "sleep 1\n"
              f"{SYSTEM_PYTHON} tests/helpers/atspi_listener.py {LISTEN_SECONDS} "
              f"> '{tmp_path}/heard.json' &\n"
              "CLIENT=$!\n"
              f"'{sys.executable}' -m tests.helpers.atspi_table {APP_SECONDS} "
              f"> '{tmp_path}/said.txt' 2> '{tmp_path}/app.err'\n"
              "wait $CLIENT\n")
    run = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "dbus-run-session", "--",
         "bash", "-c", script], cwd=ROOT, capture_output=True, text=True,
        timeout=WHOLE_SECONDS, env={**os.environ, "FELT_DATA_DIR": str(data)})
    errors = (tmp_path / "app.err").read_text(errors="replace")
    if "xcb-cursor0" in errors or "could not load the Qt platform plugin" in errors.lower():
        pytest.skip("Qt's xcb plugin needs the Debian packages libxcb-cursor0, libxcb-icccm4, "
                    "libxcb-keysyms1 (.ci/run installs them)")
    assert run.returncode == 0, run.stderr[-2000:]
    heard = json.loads((tmp_path / "heard.json").read_text())
    said = (tmp_path / "said.txt").read_text().splitlines()
    assert len(heard["seats"]) == 4, heard["seats"]
    assert all(name.startswith("Seat ") and ", " in name for name in heard["seats"])
    turn = [text for text in heard["heard"] if "Your turn: " in text]
    pot = [text for text in heard["heard"] if " the pot of " in text]
    assert turn and pot, heard["heard"]
    # What the client heard is what the window announced, in the window's words.
    assert f"Assertive\t{turn[0]}" in said
    assert any(line.endswith(pot[0]) for line in said)
