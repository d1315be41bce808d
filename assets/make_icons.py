"""Draw Felt's application icon (our own art): two cards and a chip on the green felt.

Run ``python assets/make_icons.py`` to write, under ``assets/icons/hicolor/`` as the
freedesktop icon theme lays them out (so installing is copying):

- ``scalable/apps/<APP_ID>.svg``: the icon itself;
- ``<n>x<n>/apps/<APP_ID>.png`` for n in 16, 32, 48, 64, 128, 256, 512, rendered from the SVG
  with Qt (``QSvgRenderer``), for desktops and task bars that want bitmaps.

The colours are the standard palette's felt (``gui/base/palette.py``) and the standard deck's
red and black; the suit outlines are the decks' own (``assets/make_decks.py``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from make_decks import SUIT_SHAPES  # noqa: E402  (a sibling script, not a package)

APP_ID = "io.github.feltpoker.Felt"
SIZES = (16, 32, 48, 64, 128, 256, 512)
BOX = 256  # the SVG's view box, in units
FELT = ("#2F8A4F", "#154F2B")  # centre, edge
FELT_EDGE = "#0D3B1F"
RED, BLACK, CARD, CHIP_EDGE = "#c8102e", "#111111", "#FAFAF5", "#FFFFFF"


def _suit(name: str, x: float, y: float, size: float, colour: str) -> str:
    scale = size / 100
    return (f'<g transform="translate({x} {y}) scale({scale})" fill="{colour}">'
            f"{SUIT_SHAPES[name]}</g>")


def _card(angle: float, cx: float, cy: float, suit: str, colour: str) -> str:
    w, h = 104, 146
    return (f'<g transform="rotate({angle} {cx} {cy})">'
            f'<rect x="{cx - w / 2}" y="{cy - h / 2}" width="{w}" height="{h}" rx="12" '
            f'fill="{CARD}" stroke="#00000055" stroke-width="3"/>'
            + _suit(suit, cx - 34, cy - 36, 68, colour) + "</g>")


def _chip(cx: float, cy: float) -> str:
    return (f'<circle cx="{cx}" cy="{cy}" r="44" fill="{RED}" stroke="#00000066" '
            f'stroke-width="3"/>'
            f'<circle cx="{cx}" cy="{cy}" r="36" fill="none" stroke="{CHIP_EDGE}" '
            f'stroke-width="10" stroke-dasharray="14 14.27"/>'
            f'<circle cx="{cx}" cy="{cy}" r="24" fill="{CHIP_EDGE}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="18" fill="{RED}"/>')


def icon_svg() -> str:
    """The icon as one SVG document."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{BOX}" height="{BOX}" '
            f'viewBox="0 0 {BOX} {BOX}">'
            '<defs><radialGradient id="felt" cx="50%" cy="45%" r="65%">'
            f'<stop offset="0" stop-color="{FELT[0]}"/><stop offset="1" stop-color="{FELT[1]}"/>'
            "</radialGradient></defs>"
            f'<rect x="8" y="8" width="240" height="240" rx="52" fill="url(#felt)" '
            f'stroke="{FELT_EDGE}" stroke-width="8"/>'
            + _card(-14, 100, 112, "heart", RED) + _card(10, 150, 118, "spade", BLACK)
            + _chip(176, 186) + "</svg>\n")


def render_png(svg: Path, size: int, target: Path) -> None:
    """``svg`` drawn at ``size`` x ``size`` pixels on a transparent ground."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtGui import QImage
    from PySide6.QtGui import QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        raise OSError(f"cannot write {target}")


def main() -> None:
    theme = HERE / "icons" / "hicolor"
    svg = theme / "scalable" / "apps" / f"{APP_ID}.svg"
    svg.parent.mkdir(parents=True, exist_ok=True)
    svg.write_text(icon_svg(), encoding="utf-8")
    for size in SIZES:
        render_png(svg, size, theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    print(f"wrote {svg.relative_to(HERE)} and {len(SIZES)} PNGs")


if __name__ == "__main__":
    main()
