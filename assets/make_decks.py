"""Draw Felt's card decks and card backs as SVG (our own art, no third-party files).

Run ``python assets/make_decks.py`` to write:

- ``assets/decks/<deck>/deck.svg``: one file per deck with one element per card, named as in
  KDE's card themes (``1_spade`` is the ace of spades, ``11_heart`` .. ``13_heart`` the faces);
- ``assets/backs/<back>.svg``: one element ``back`` per file;
- ``assets/decks/index.json``: the decks and backs with their names in English and German.

Cards are poker size (5:7) and use jumbo corner indices so they stay readable when small.
"""

from __future__ import annotations

import json
from pathlib import Path

W, H = 250, 350  # one card, in SVG units
CELL_W, CELL_H = 270, 370
RADIUS = 16
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
SUITS = ("club", "diamond", "heart", "spade")
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

# Suit outlines in a 100 x 100 box, drawn with our own curves.
SUIT_SHAPES = {
    "heart": '<path d="M50 92 C20 68 0 48 0 28 C0 11 13 0 28 0 C39 0 46 7 50 17 '
             'C54 7 61 0 72 0 C87 0 100 11 100 28 C100 48 80 68 50 92 Z"/>',
    "diamond": '<path d="M50 0 L88 50 L50 100 L12 50 Z"/>',
    "spade": '<path d="M50 0 C40 20 0 38 0 62 C0 78 12 88 26 88 C36 88 43 84 47 77 '
             'C46 88 40 95 28 100 L72 100 C60 95 54 88 53 77 C57 84 64 88 74 88 '
             'C88 88 100 78 100 62 C100 38 60 20 50 0 Z"/>',
    "club": '<circle cx="50" cy="25" r="23"/><circle cx="24" cy="60" r="23"/>'
            '<circle cx="76" cy="60" r="23"/><path d="M45 45 L55 45 C55 72 60 90 72 100 '
            'L28 100 C40 90 45 72 45 45 Z"/>',
}

DECKS = {
    "standard": {
        "colours": {"club": "#111111", "diamond": "#c8102e", "heart": "#c8102e",
                    "spade": "#111111"},
        "name": {"en": "Standard", "de": "Standard"},
    },
    "four_colour": {
        "colours": {"club": "#11813a", "diamond": "#1659c7", "heart": "#c8102e",
                    "spade": "#111111"},
        "name": {"en": "Four colours", "de": "Vierfarbig"},
    },
    # Okabe-Ito colours, told apart with red-green and blue-yellow colour blindness.
    "four_colour_safe": {
        "colours": {"club": "#009E73", "diamond": "#0072B2", "heart": "#D55E00",
                    "spade": "#000000"},
        "name": {"en": "Four colours, colour-blind safe", "de": "Vierfarbig, farbenblind-sicher"},
    },
}

BACKS = {
    "red": {"base": "#9e1b24", "light": "#d9464f", "name": {"en": "Red", "de": "Rot"}},
    "blue": {"base": "#173f7a", "light": "#3f7bd0", "name": {"en": "Blue", "de": "Blau"}},
    "green": {"base": "#1d5b3b", "light": "#46a06f", "name": {"en": "Green", "de": "Grün"}},
}

# Pip centres (x, y) on the card for the number cards.
_L, _C, _R = 86, 125, 164
_PIPS: dict[int, list[tuple[int, int]]] = {
    2: [(_C, 88), (_C, 262)],
    3: [(_C, 88), (_C, 175), (_C, 262)],
    4: [(_L, 88), (_R, 88), (_L, 262), (_R, 262)],
    5: [(_L, 88), (_R, 88), (_C, 175), (_L, 262), (_R, 262)],
    6: [(_L, 88), (_R, 88), (_L, 175), (_R, 175), (_L, 262), (_R, 262)],
    7: [(_L, 88), (_R, 88), (_C, 131), (_L, 175), (_R, 175), (_L, 262), (_R, 262)],
    8: [(_L, 88), (_R, 88), (_C, 131), (_L, 175), (_R, 175), (_C, 219), (_L, 262),
        (_R, 262)],
    9: [(_L, 88), (_R, 88), (_L, 146), (_R, 146), (_C, 175), (_L, 204), (_R, 204),
        (_L, 262), (_R, 262)],
    10: [(_L, 88), (_R, 88), (_C, 117), (_L, 146), (_R, 146), (_L, 204), (_R, 204),
         (_C, 233), (_L, 262), (_R, 262)],
}


def suit(name: str, cx: float, cy: float, size: float, colour: str, flip: bool = False) -> str:
    """A suit symbol of ``size`` centred on (cx, cy)."""
    scale = size / 100
    rotate = f" rotate(180 {cx:.1f} {cy:.1f})" if flip else ""
    return (
        f'<g fill="{colour}" transform="{rotate.strip()} translate({cx - size / 2:.1f} '
        f'{cy - size / 2:.1f}) scale({scale:.3f})">{SUIT_SHAPES[name]}</g>'
    )


def corner(rank: int, suit_name: str, colour: str) -> str:
    text = RANK_TEXT.get(rank, str(rank))
    size = 56 if rank != 10 else 46
    spacing = ' letter-spacing="-5"' if rank == 10 else ""
    one = (
        f'<text x="32" y="60" font-family="{FONT}" font-weight="bold" font-size="{size}" '
        f'text-anchor="middle" fill="{colour}"{spacing}>{text}</text>'
        + suit(suit_name, 32, 90, 34, colour)
    )
    return f"<g>{one}</g><g transform=\"rotate(180 {W / 2} {H / 2})\">{one}</g>"


def face_art(rank: int, suit_name: str, colour: str) -> str:
    """Jack, queen and king: a framed panel with a crown or cap, the letter and the suit."""
    x0, y0, x1, y1 = 62, 62, 188, 288
    parts = [
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="10" '
        f'fill="#fbf3de" stroke="{colour}" stroke-width="4"/>',
        f'<rect x="{x0 + 8}" y="{y0 + 8}" width="{x1 - x0 - 16}" height="{y1 - y0 - 16}" '
        f'rx="6" fill="none" stroke="#c9a243" stroke-width="2"/>',
    ]
    gold = "#d4a72c"
    cx = (x0 + x1) / 2
    if rank == 13:  # king: a crown with three points
        parts.append(
            f'<path d="M{cx - 40} 140 L{cx - 40} 100 L{cx - 20} 120 L{cx} 90 L{cx + 20} 120 '
            f'L{cx + 40} 100 L{cx + 40} 140 Z" fill="{gold}" stroke="#8a6a12" stroke-width="3"/>'
        )
    elif rank == 12:  # queen: a diadem with pearls
        parts.append(
            f'<path d="M{cx - 38} 140 Q{cx} 100 {cx + 38} 140 Z" fill="{gold}" '
            f'stroke="#8a6a12" stroke-width="3"/>'
        )
        for dx in (-26, 0, 26):
            cy = 112 if dx == 0 else 122
            parts.append(f'<circle cx="{cx + dx}" cy="{cy}" r="7" fill="#ffffff" '
                         f'stroke="#8a6a12" stroke-width="2"/>')
    else:  # jack: a cap with a feather
        parts.append(
            f'<path d="M{cx - 36} 140 Q{cx - 30} 104 {cx} 104 Q{cx + 30} 104 {cx + 36} 140 Z" '
            f'fill="{gold}" stroke="#8a6a12" stroke-width="3"/>'
            f'<path d="M{cx + 10} 106 Q{cx + 40} 80 {cx + 44} 96 Q{cx + 30} 100 {cx + 14} 110 Z"'
            f' fill="{colour}"/>'
        )
    parts.append(
        f'<text x="{cx}" y="226" font-family="{FONT}" font-weight="bold" font-size="84" '
        f'text-anchor="middle" fill="{colour}">{RANK_TEXT[rank]}</text>'
    )
    parts.append(suit(suit_name, cx, 258, 34, colour))
    return "".join(parts)


def card(rank: int, suit_name: str, colour: str, x: int, y: int) -> str:
    body = [
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RADIUS}" fill="#ffffff" '
        f'stroke="#9a9a9a" stroke-width="2"/>',
        corner(rank, suit_name, colour),
    ]
    if rank == 1:
        body.append(suit(suit_name, W / 2, H / 2, 120, colour))
    elif rank >= 11:
        body.append(face_art(rank, suit_name, colour))
    else:
        for px, py in _PIPS[rank]:
            body.append(suit(suit_name, px, py, 40, colour, flip=py > H / 2 + 1))
    return (
        f'<g id="{rank}_{suit_name}" transform="translate({x} {y})">{"".join(body)}</g>\n'
    )


def deck_svg(colours: dict[str, str]) -> str:
    cards = []
    for row, suit_name in enumerate(SUITS):
        for col, rank in enumerate(range(1, 14)):
            cards.append(card(rank, suit_name, colours[suit_name], col * CELL_W + 10,
                              row * CELL_H + 10))
    return _document(13 * CELL_W, 4 * CELL_H, "".join(cards))


def back_svg(base: str, light: str) -> str:
    inset = 14
    parts = [
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="{RADIUS}" fill="#ffffff" '
        f'stroke="#9a9a9a" stroke-width="2"/>',
        f'<rect x="{inset}" y="{inset}" width="{W - 2 * inset}" height="{H - 2 * inset}" '
        f'rx="8" fill="{base}"/>',
    ]
    step = 22
    half = step / 2 - 2
    y = inset + step / 2 + 2
    row = 0
    while y + half <= H - inset - 2:
        x = inset + step / 2 + 2 + (step / 2 if row % 2 else 0)
        while x + half <= W - inset - 2:
            parts.append(
                f'<path d="M{x:.1f} {y - half:.1f} L{x + half:.1f} {y:.1f} L{x:.1f} '
                f'{y + half:.1f} L{x - half:.1f} {y:.1f} Z" fill="{light}" '
                f'fill-opacity="0.35"/>'
            )
            x += step
        y += step / 2
        row += 1
    cx, cy = W / 2, H / 2
    parts.append(
        f'<ellipse cx="{cx}" cy="{cy}" rx="58" ry="58" fill="{base}" stroke="#ffffff" '
        f'stroke-width="6"/>'
        f'<text x="{cx}" y="{cy + 26}" font-family="{FONT}" font-weight="bold" '
        f'font-size="76" text-anchor="middle" fill="#ffffff">F</text>'
    )
    return _document(W + 20, H + 20,
                     f'<g id="back" transform="translate(10 10)">{"".join(parts)}</g>\n')


def _document(width: int, height: int, body: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        "<!-- Generated by assets/make_decks.py; do not edit by hand. -->\n"
        f"{body}</svg>\n"
    )


def main() -> None:
    root = Path(__file__).resolve().parent
    index: dict[str, list[dict[str, object]]] = {"decks": [], "backs": []}
    for name, deck in DECKS.items():
        folder = root / "decks" / name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "deck.svg").write_text(deck_svg(deck["colours"]),  # type: ignore[arg-type]
                                         encoding="utf-8")
        index["decks"].append({"id": name, "file": f"{name}/deck.svg", "name": deck["name"]})
    (root / "backs").mkdir(exist_ok=True)
    for name, back in BACKS.items():
        (root / "backs" / f"{name}.svg").write_text(back_svg(back["base"], back["light"]),
                                                    encoding="utf-8")
        index["backs"].append({"id": name, "file": f"../backs/{name}.svg", "name": back["name"]})
    (root / "decks" / "index.json").write_text(json.dumps(index, indent=2, ensure_ascii=False)
                                               + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
