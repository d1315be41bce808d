"""Nothing cut off: a game window mid-hand and every page of Settings, on a 1024x600 screen at
100 % and on a 2048x1200 and a 1024x600 screen at 200 % (Settings > Seeing's window size,
remembered; Settings' pages scroll there), in English and German, have no label, button or
check box whose words need more room than it has, and neither the window nor Settings is
larger than the screen. Each size runs in a fresh process, since Qt reads the screen only when
it starts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.helpers.clipping import clipped

ROOT = Path(__file__).resolve().parents[3]


def test_the_walker_finds_a_label_too_small_for_its_words(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    fits = QLabel("Fits")
    squeezed = QLabel("A sentence far too long for twenty pixels")
    squeezed.setObjectName("squeezed")
    squeezed.setFixedWidth(20)
    layout.addWidget(fits)
    layout.addWidget(squeezed)
    page.show()
    found = clipped(page)
    assert len(found) == 1 and "'squeezed'" in found[0]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("screen", "scale"), [((1024, 600), 1), ((2048, 1200), 2),
                                               ((1024, 600), 2)])
def test_nothing_is_cut_off(tmp_path: Path, screen: tuple[int, int], scale: int,
                            language: str) -> None:
    width, height = screen
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "test", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
        "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps({"scale_percent": 100 * scale}),
                                        encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "FELT_DATA_DIR": str(data)}
    env.pop("QT_SCALE_FACTOR", None)
    done = subprocess.run(
        [sys.executable, "-m", "tests.helpers.clipping", str(width), str(height), language],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert lines and lines[-1] == "clipped 0", done.stdout
