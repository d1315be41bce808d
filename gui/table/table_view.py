"""The view that shows the whole table at any window size.

Tests: tests/gui/table/test_earlier_hands.py, tests/gui/table/test_layout_overlaps.py,
tests/gui/table/test_log_follows.py
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QWidget

from gui.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table at any window size: the layout follows the window's shape."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Tab goes to the table's seats, board and pot (gui/access/table_mirror.py), not to
        # a nameless drawing.
        self.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(480, 300)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def refit(self) -> None:
        """Lay the table out for the view's shape and the window's scale (Settings > Seeing:
        a larger scale makes the table's things larger, gui/table/table_size.py) and fit it
        in: at a resize, and at once when the scale changes, mid-hand too."""
        size = self.viewport().size()
        if size.height() > 0:
            self.table.relayout(size.width() / size.height())
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
