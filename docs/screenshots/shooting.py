"""What a screenshot script here starts with, and how it waits for the window.

:func:`offscreen_app` points Felt at a scratch data folder (the person's settings and
history are never touched), draws offscreen, puts the checkout on the path and returns the
one application; :func:`wait_for` pumps its events until a condition holds;
:func:`in_each_language` takes every shot in English and then in German.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

ROOT = Path(__file__).resolve().parents[2]


def offscreen_app() -> QCoreApplication:
    """The application, offscreen, with settings and history in a scratch folder."""
    os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(sys.argv[:1])


def wait_for(app: QCoreApplication, done: Callable[[], bool], seconds: float = 120.0) -> None:
    """Pump ``app``'s events until ``done()``; a window that never gets there is an error."""
    end = time.monotonic() + seconds
    while not done():
        app.processEvents()
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there")
        time.sleep(0.01)


def in_each_language(app: QCoreApplication, sizes: tuple[tuple[int, int], ...],
                     shoot: Callable[[str, int, int], None]) -> None:
    """``shoot(language, width, height)`` at each size in English and German, English after."""
    from gui.base import i18n

    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in sizes:
            shoot(language, width, height)
    i18n.apply("en", app)
