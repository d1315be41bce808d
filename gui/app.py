"""The window of ``felt``: play, or watch computer players (``felt --watch``).

The command line is read by :mod:`gui.cli`, which imports this module (and with it Qt) only
when a window is wanted.

Tests: tests/gui/teaching/trainer/test_trainer.py, tests/gui/test_cli_values.py
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from types import TracebackType

from PySide6.QtCore import QMessageLogContext
from PySide6.QtCore import QtMsgType
from PySide6.QtCore import qInstallMessageHandler as install_message_handler
from PySide6.QtWidgets import QApplication

from engine.storage import Store
from gui.base import background
from gui.base import i18n
from gui.base import seeing
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.desktop.app_identity import identify
from gui.seeing_options import window_scale
from gui.seeing_options.seeing_choices import apply_application_palette
from gui.session import saving
from gui.window import window_place
from gui.window.main_window import MainWindow

_SPEEDS = {"slow": speeds.Speed.SLOW, "normal": speeds.Speed.NORMAL, "fast": speeds.Speed.FAST,
           "instant": speeds.Speed.INSTANT}  # by the names gui/cli.py offers
# Messages of the offscreen platform plugin that say nothing about Felt.
_PLATFORM_NOISE = ("propagateSizeHints", "QFont::setPointSize", "Populating font family")


def load_translations(app: QApplication) -> str:
    """Qt's own translation and Felt's for the remembered language (the system's at first).

    Returns the language in effect, ``en`` or ``de``; the View menu switches it later.
    """
    return i18n.apply(i18n.saved_language(), app)


def run(args: argparse.Namespace) -> int:
    """Open the window for the command line :mod:`gui.cli` read; returns the exit status
    (watch mode: 0 when every hand played cleanly)."""
    started = time.perf_counter()
    problems: list[str] = []

    def on_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if any(noise in message for noise in _PLATFORM_NOISE):
            return
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            problems.append(message)
        sys.stderr.write(message + "\n")

    def on_exception(kind: type[BaseException], value: BaseException,
                     tb: TracebackType | None) -> None:
        problems.append("".join(traceback.format_exception(kind, value, tb)))
        sys.stderr.write(problems[-1])
        app = QApplication.instance()
        if args.watch and app is not None:
            app.exit(1)

    install_message_handler(on_message)
    previous_hook = sys.excepthook
    sys.excepthook = on_exception
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    identify(app)  # name, version, icon, desktop entry
    app.setOrganizationName("Felt")
    load_translations(app)
    window_scale.apply(app)  # the window's scale (Settings > Seeing): fonts and the style
    apply_application_palette()
    if args.trainer:  # the trainer alone, no table
        from gui.teaching.trainer.launch import run_trainer

        try:
            return run_trainer(app)
        finally:
            sys.excepthook = previous_hook
            install_message_handler(None)
    store, storage_problem = Store.open_safely()
    refusal = saving.watch_refusal(store) if args.watch and args.resume else None
    if refusal is not None:  # nobody would ever act for the person: refuse, never hang
        sys.stderr.write(f"felt: {refusal}\n")
        store.close()
        sys.excepthook = previous_hook
        install_message_handler(None)
        return 2
    window = MainWindow(_SPEEDS[args.speed], deck=args.deck or seeing.deck(),
                        back=seeing.back(),
                        hands_limit=args.hands if args.watch else None)
    if args.size:
        window.resize(*args.size)  # checked by gui/cli.py: two whole numbers
    elif not (args.watch or args.report_startup):
        window_place.restore(window)  # as the person left it: size, maximized, docks
    window.show()
    if not (args.watch or args.report_startup):
        window.rescale()  # the size setting, within the screen (its frame known once shown)
    window.store = store
    if args.report_startup:
        # The table is interactive once the first hand is dealt and shown; report and quit.
        def report() -> None:
            window.scene.drained.disconnect(report)
            print(f"startup_seconds {time.perf_counter() - started:.3f}", flush=True)
            print(f"interactive_at {time.time():.3f}", flush=True)
            window.close()
            app.quit()

        window.scene.drained.connect(report)
    try:
        if args.watch:
            window.watch_finished.connect(window.close)
            window.watch_finished.connect(app.quit)
            # Computer players bust each other fast; rebuys keep the table full for H hands.
            setup = GameSetup(players=args.players, seed=args.seed, person=False,
                              variant=args.variant, name="", rebuys=99)
        else:
            setup = GameSetup(players=args.players, seed=args.seed, variant=args.variant)
        # Ask about the last game only when a person sits at the window (not while watching
        # or measuring start-up).
        ask = not (args.watch or args.report_startup)
        saving.begin(window, window, setup, args.resume, ask, storage_problem,
                     window.beginners.first_start if ask else None)
        # Closing the game window closes every other one too (MainWindow.closeEvent), so the
        # program ends with it.
        status = app.exec()
        window.stop_engine()
        background.shutdown_all()  # nothing of Felt's runs on while the lock is given up
        store.close()
    finally:
        sys.excepthook = previous_hook
        install_message_handler(None)
    if args.watch:
        for error in window.chip_errors + window.failures:
            sys.stderr.write(error + "\n")
        if status == 0 and (problems or window.chip_errors or window.failures):
            status = 1
        status = saving.watch_end(window, store, status)
        print(f"watched {window.hands_shown} hands", flush=True)
    return status
