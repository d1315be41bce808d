"""Settings > Seeing's window size (100-200 %) applied by Felt itself, at start and at once when
OK is pressed: the application's font grows by the scale, and so do the style's icons, check
boxes, sliders and scroll bars (:class:`ScaledStyle`).

Qt's own ``QT_SCALE_FACTOR`` did this before, but Qt reads it only when it starts (a restart to
see the change), and under it every extent told to assistive technology is in scaled pixels:
a magnifier following a seat looked at half its real place. Here Felt draws larger on the
screen's own pixels, so ``QAccessible`` reports the real ones. The game window adds the rest
(``MainWindow.rescale``: the action panel, the log, the docks' widths; the table fits its view)
and :func:`gui.window.window_place.fit` keeps the window within the screen.

Tests: tests/gui/seeing_options/test_window_scale.py
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QProxyStyle
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QStyleOption
from PySide6.QtWidgets import QWidget

from gui.base import seeing

BASE_POINTS = "feltBasePointSize"  # the application's font size at 100 %, kept on the app
BASE_STYLE = "feltBaseStyle"  # the name of the style Qt chose, kept on the app
FACTOR = "feltScale"  # the scale applied last, kept on the app
FALLBACK_STYLE = "fusion"  # when the style in use has no name (under a style sheet)

Metric = QStyle.PixelMetric
# The style's sizes that do not follow the font by themselves: icons, the boxes of check boxes
# and radio buttons, sliders and scroll bars, the docks' title bars.
SCALED_METRICS = frozenset({
    Metric.PM_SmallIconSize, Metric.PM_LargeIconSize, Metric.PM_ToolBarIconSize,
    Metric.PM_ButtonIconSize, Metric.PM_TabBarIconSize, Metric.PM_ListViewIconSize,
    Metric.PM_IconViewIconSize, Metric.PM_MessageBoxIconSize,
    Metric.PM_IndicatorWidth, Metric.PM_IndicatorHeight,
    Metric.PM_ExclusiveIndicatorWidth, Metric.PM_ExclusiveIndicatorHeight,
    Metric.PM_SliderThickness, Metric.PM_SliderLength, Metric.PM_SliderControlThickness,
    Metric.PM_ScrollBarExtent, Metric.PM_ScrollBarSliderMin,
    Metric.PM_DockWidgetTitleBarButtonMargin, Metric.PM_TitleBarButtonIconSize,
})


class ScaledStyle(QProxyStyle):
    """The style Qt chose, its icons and indicators ``factor`` times as large.

    Installed only above 100 %: every size the style is asked for passes through Python here,
    which the usual size need not pay for.
    """

    def __init__(self, base: str, factor: float) -> None:
        super().__init__(base)
        self.factor = factor

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        found = super().pixelMetric(metric, option, widget)
        if metric in SCALED_METRICS:
            return round(found * self.factor)
        return found


_STYLES: list[ScaledStyle] = []  # the scaled style in use (Python keeps what Qt draws with)


def apply(app: QApplication | None = None) -> float:
    """The remembered scale on the application's font and style; returns the factor.

    The first call keeps the font and style as Qt chose them (the desktop's, at 100 %), so
    that going back to 100 % restores them exactly.
    """
    app = app or _application()
    if app is None:
        return 1.0
    factor = seeing.factor()
    base_points = app.property(BASE_POINTS)
    if not isinstance(base_points, float):
        base_points = app.font().pointSizeF()
        app.setProperty(BASE_POINTS, base_points)
        app.setProperty(BASE_STYLE, app.style().name() or FALLBACK_STYLE)
    base_style = str(app.property(BASE_STYLE))
    before = app.property(FACTOR)
    before = before if isinstance(before, float) else 1.0
    app.setProperty(FACTOR, factor)
    if base_points > 0:  # a font given in pixels (none on the desktops Felt knows) stays
        font = QFont(app.font())
        font.setPointSizeF(base_points * factor)
        app.setFont(font)
    if factor != before:
        _rescale_own_fonts(app, factor / before)
    # What is installed, known from here: under a style sheet (high contrast) the
    # application's style is Qt's style-sheet style wrapped round it.
    current_factor = _STYLES[0].factor if _STYLES else 1.0
    if current_factor != factor:  # a new style repolishes every widget with its sizes
        if factor != 1.0:
            _STYLES[:] = [ScaledStyle(base_style, factor)]  # alive as long as it is in use
            app.setStyle(_STYLES[0])
        else:
            app.setStyle(base_style)
            _STYLES.clear()
    return factor


def _rescale_own_fonts(app: QApplication, ratio: float) -> None:
    """Widgets that set a font of their own (the lobby's smaller figures, a lesson's larger
    caption) keep it through the application's change: each is scaled by ``ratio`` too. A
    font given in pixels is drawn to fit its place (the cards, the range grid) and stays."""
    for widget in app.allWidgets():
        if not widget.testAttribute(Qt.WidgetAttribute.WA_SetFont):
            continue
        font = QFont(widget.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * ratio)
            widget.setFont(font)


def _application() -> QApplication | None:
    app = QApplication.instance()
    return app if isinstance(app, QApplication) else None
