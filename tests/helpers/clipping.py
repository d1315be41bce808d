"""Finds words a window cuts off: every visible label, button and check box whose text needs
more room than the widget has (its size hint, or for wrapped words the height for its width).

Run as a module to check a whole game window in a fresh process, on a screen of its own and
at the window size remembered in ``settings.json`` (Settings > Seeing, applied as Felt applies
it when it starts): ``python -m tests.helpers.clipping 1024 600`` prints one line per clipped
widget and ``clipped 0`` when nothing is cut off.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractScrollArea
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

SLACK = 1  # pixels of rounding allowed


def _scrolled(widget: QWidget) -> bool:
    """Inside a scroll area, where being partly out of view is what scrolling is for."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def clipped(root: QWidget) -> list[str]:
    """Each visible widget under ``root`` that cuts off its own words, described."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or _scrolled(widget):
            continue
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                need_w, need_h = 0, widget.heightForWidth(widget.width())
            else:
                hint = widget.minimumSizeHint()
                need_w, need_h = hint.width(), hint.height()
        elif isinstance(widget, QAbstractButton) and widget.text():
            hint = widget.minimumSizeHint()
            need_w, need_h = hint.width(), hint.height()
        else:
            continue
        if widget.width() + SLACK < need_w or widget.height() + SLACK < need_h:
            found.append(f"{type(widget).__name__} {widget.objectName()!r} {widget.text()!r}: "
                         f"{widget.width()}x{widget.height()} < {need_w}x{need_h}")
    return found


def main(width: int, height: int, language: str) -> int:
    """A game window of ``width`` x ``height`` (device-independent pixels) in the middle of
    its first hand, and Settings open on each page; prints what is cut off."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.base import i18n
    from gui.base import speeds
    from gui.base.game_setup import GameSetup
    from gui.seeing_options import window_scale
    from gui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    i18n.apply(language, app)
    window_scale.apply(app)
    window = MainWindow(speeds.Speed.INSTANT)
    window.resize(width, height)
    window.show()
    window.rescale()  # within the screen, frame and all, as Felt starts
    window.start_game(GameSetup(players=6, seed=3, opponents="call"))
    while window.panel.legal is None:
        app.processEvents()
    problems = [f"window: {line}" for line in clipped(window)]
    screen = window.screen().availableGeometry()
    if not screen.contains(window.frameGeometry()):
        problems.append(f"window: {window.frameGeometry()} beyond the screen {screen}")
    dialog = window.menus.open_settings()
    for page in range(dialog.pages.count()):
        dialog.pages.setCurrentIndex(page)
        app.processEvents()
        problems += [f"settings {page}: {line}" for line in clipped(dialog)]
        if dialog.frameGeometry().height() > height or dialog.frameGeometry().width() > width:
            problems.append(f"settings {page}: {dialog.width()}x{dialog.height()} > screen")
    dialog.close()
    for line in problems:
        print(line)
    print(f"clipped {len(problems)}", flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else "en"))
