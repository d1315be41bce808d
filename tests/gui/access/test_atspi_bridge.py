"""The real platform bridge: under Xvfb with the AT-SPI bus, an AT-SPI client (pyatspi in the
system's python3, as Orca is one) finds the game window's seats by name and hears, in order
and word for word, what a blind player's evening at the keyboard says: three hands (the
turns, the cards read with H, the pots), a lesson's step, a drill and its verdict, a replayed
step; and no two sayings come within 150 ms of each other unless the later sums the
earlier.

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
LISTEN_SECONDS = 60
APP_SECONDS = 55
WHOLE_SECONDS = 90
CLOSE_SECONDS = 0.15  # two sayings closer than this are a flood (unless summed)


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


def test_an_evening_by_keys_is_heard_by_an_atspi_client_in_order(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    data = tmp_path / "data"
    monkeypatch.setenv("FELT_DATA_DIR", str(data))
    settings.remember(AUTO_MUCK, False)  # the show-or-muck question is asked, M answers it
    script = (f"{BUS_LAUNCHER} --launch-immediately &\n"
              "sleep 1\n"
              f"{SYSTEM_PYTHON} tests/helpers/atspi_listener.py {LISTEN_SECONDS} "
              f"> '{tmp_path}/heard.json' &\n"
              "CLIENT=$!\n"
              f"'{sys.executable}' -m tests.helpers.atspi_evening {APP_SECONDS} "
              f"> '{tmp_path}/said.txt' 2> '{tmp_path}/app.err'\n"
              "wait $CLIENT\n")
    run = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "dbus-run-session", "--",
         "bash", "-c", script], cwd=ROOT, capture_output=True, text=True,
        timeout=WHOLE_SECONDS, env={**os.environ, "FELT_DATA_DIR": str(data),
                                    "FELT_SOUND": "off"})
    errors = (tmp_path / "app.err").read_text(errors="replace")
    if "xcb-cursor0" in errors or "could not load the Qt platform plugin" in errors.lower():
        pytest.skip("Qt's xcb plugin needs the Debian packages libxcb-cursor0, libxcb-icccm4, "
                    "libxcb-keysyms1 (.ci/run installs them)")
    assert run.returncode == 0, run.stderr[-2000:] + errors[-2000:]
    heard = json.loads((tmp_path / "heard.json").read_text())
    said = (tmp_path / "said.txt").read_text().splitlines()
    assert len(heard["seats"]) == 2, heard["seats"]
    assert heard["seats"][0].startswith("Seat 1, ")  # counted as people count, from 1
    words = [text for _, text in heard["heard"]]
    # What the client heard is what the window said, word for word and in order.
    assert words == said, (words, said)
    turns = [text for text in words if "Your turn: " in text]
    assert len(turns) >= 3 and all(" Pot " in text and "You have " in text for text in turns)
    assert any(text.startswith("You hold ") for text in words)  # H, your cards
    assert any(" win" in text and " the pot of " in text for text in words)
    order = ["Step 1 of 12. ", "Exercise 1 of ", "Right! ", "Step 1 of 16. "]
    found = [next(i for i, text in enumerate(words) if text.startswith(start))
             for start in order]  # the lesson's step, the drill, its verdict, the replay
    assert found == sorted(found), found
    times = [when for when, _ in heard["heard"]]
    for (before, earlier), (after, later) in zip(heard["heard"], heard["heard"][1:],
                                                strict=False):
        assert after - before >= CLOSE_SECONDS or earlier in later, (earlier, later)
    assert times == sorted(times)
