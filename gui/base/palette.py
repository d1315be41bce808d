"""Every colour of the table and the window's panel, by palette: the one place painters ask.

Three palettes: ``standard`` (the green felt Felt always had), ``colour_blind`` (built from the
Okabe-Ito colours, which stay apart for people with red-green or blue-yellow colour blindness,
and with each chip's value written on it so no chip is told by colour alone) and
``high_contrast`` (black and white with yellow for what matters, for low vision). The chosen
palette is a module-wide state set by :func:`use` (from Settings, :mod:`gui.base.seeing`);
painters read :func:`current` each time they paint, so a change shows at the next repaint.

Colours are ``#RRGGBB`` or ``#AARRGGBB`` strings (Qt's order: alpha first). The suit colours of
the card decks live in ``assets/make_decks.py`` and are repeated in :data:`SUIT_COLOURS`; a test
checks both agree and that each deck's suits are told apart under a colour-blindness
simulation.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field

STANDARD = "standard"
COLOUR_BLIND = "colour_blind"
HIGH_CONTRAST = "high_contrast"


@dataclass(frozen=True)
class Palette:
    """The colours of one palette (names say where each is used)."""

    name: str
    background: str  # behind the table
    rail: tuple[str, str, str]  # the padded rail, top to bottom
    felt: tuple[str, str, str]  # the felt, centre to edge
    felt_edge: str
    table_line: str  # the betting line and the card slots
    plate: tuple[str, str]  # a seat's plate, top to bottom
    plate_out: tuple[str, str]  # the plate of a player who is out
    plate_edge: str
    to_act: str  # the border of the seat to act, and highlights
    winner: str  # the border of a winning seat
    name_ink: str
    stack_ink: str
    dim_ink: str  # names and stacks of folded and busted players
    hud_ink: str
    tag: tuple[str, str]  # the position tag (face, ink)
    clock: tuple[str, str, str]  # the action clock's bar: plenty, half, late
    status: dict[str, tuple[str, str]] = field(default_factory=dict)  # kind: (face, ink)
    label: tuple[str, str] = ("#C80A140E", "#FFFFFF")  # a bet's or pot's amount (face, ink)
    label_lit: tuple[str, str] = ("#EBFFD65A", "#1B1B1B")  # the same, pointed at
    total_ink: str = "#FFE08A"  # the pot's total and the banner's words
    markers: tuple[tuple[str, str], ...] = ()  # dealer, small blind, big blind (face, ink)
    chips: tuple[tuple[str, str], ...] = ()  # by denomination, largest first (face, edge spots)
    chip_values: bool = False  # write each column's value on its top chip
    card_outline: str = ""  # a line around every card face (high contrast), or none
    panel: dict[str, str] = field(default_factory=dict)  # the window's panel, by role


_STATUS = {
    "fold": ("#5B5B5B", "#E0E0E0"), "allin": ("#C62828", "#FFFFFF"),
    "out": ("#424242", "#BDBDBD"), "win": ("#F5C542", "#1B1B1B"),
    "think": ("#37474F", "#CFD8DC"), "action": ("#1565C0", "#FFFFFF"),
    "show": ("#FFFFFF", "#1B1B1B"),
}
_PANEL = {
    "panel": "#151B20", "button": "#2B3640", "button_edge": "#28FFFFFF", "text": "#FFFFFF",
    "disabled": "#6B7680", "disabled_face": "#1D252B", "fold": "#8E2B2B", "call": "#2B5E8E",
    "raise": "#2E7D32", "armed": "#C62828", "armed_edge": "#FFD54F", "label": "#E6E6E6",
    "message": "#FFB74D",
    # Felt's message boxes ("Fold?", warnings, questions): their own colours, so a box never
    # takes the colours of the dark panel it is opened from (gui/base/message_boxes.py)
    "dialog": "#F4F6F8", "dialog_text": "#15191D", "dialog_button": "#E2E7EC",
    "dialog_edge": "#8A96A3", "dialog_focus": "#2B5E8E",
    "focus": "#FFEB3B",  # the ring round the control the keyboard is in
}

PALETTES: dict[str, Palette] = {
    STANDARD: Palette(
        name=STANDARD, background="#10161B", rail=("#5A3A22", "#3B2414", "#24160C"),
        felt=("#2F8A4F", "#1F6B3B", "#154F2B"), felt_edge="#0D3B1F", table_line="#2DFFFFFF",
        plate=("#2F3B45", "#151C22"), plate_out=("#3A3A3A", "#262626"),
        plate_edge="#46FFFFFF", to_act="#F5C542", winner="#8FD694", name_ink="#FFFFFF",
        stack_ink="#FFD766", dim_ink="#9A9A9A", hud_ink="#9FB3C0", tag=("#455A64", "#ECEFF1"),
        clock=("#5AD469", "#F5C542", "#EF5350"), status=_STATUS,
        markers=(("#FAFAFA", "#111111"), ("#2F6FD1", "#FFFFFF"), ("#F5C542", "#1B1B1B")),
        chips=(("#C2185B", "#FFFFFF"), ("#4FC3F7", "#0D47A1"), ("#EF6C00", "#FFFFFF"),
               ("#F9C623", "#5D4037"), ("#7B1FA2", "#FFFFFF"), ("#212121", "#FFFFFF"),
               ("#2E7D32", "#FFFFFF"), ("#C62828", "#FFFFFF"), ("#F2F2F2", "#1E4FC0")),
        panel=_PANEL),
    # Okabe-Ito: black, orange E69F00, sky blue 56B4E9, bluish green 009E73, yellow F0E442,
    # blue 0072B2, vermilion D55E00, reddish purple CC79A7. The felt is blue, not green, so
    # red-green blindness does not lose the cards and chips against it.
    COLOUR_BLIND: Palette(
        name=COLOUR_BLIND, background="#0E1620", rail=("#4A4A4A", "#333333", "#222222"),
        felt=("#1F5F8B", "#164A6E", "#0F3652"), felt_edge="#08263A", table_line="#40FFFFFF",
        plate=("#263440", "#121A22"), plate_out=("#3A3A3A", "#262626"),
        plate_edge="#60FFFFFF", to_act="#F0E442", winner="#56B4E9", name_ink="#FFFFFF",
        stack_ink="#F0E442", dim_ink="#A0A0A0", hud_ink="#B8D4E8", tag=("#455A64", "#FFFFFF"),
        clock=("#56B4E9", "#E69F00", "#D55E00"),
        status={**_STATUS, "allin": ("#D55E00", "#000000"), "win": ("#F0E442", "#000000"),
                "action": ("#0072B2", "#FFFFFF")},
        markers=(("#FAFAFA", "#000000"), ("#0072B2", "#FFFFFF"), ("#E69F00", "#000000")),
        chips=(("#CC79A7", "#000000"), ("#56B4E9", "#000000"), ("#D55E00", "#000000"),
               ("#F0E442", "#000000"), ("#0072B2", "#FFFFFF"), ("#000000", "#FFFFFF"),
               ("#009E73", "#000000"), ("#E69F00", "#000000"), ("#FFFFFF", "#000000")),
        chip_values=True,
        panel={**_PANEL, "fold": "#A34700", "call": "#005A8C", "raise": "#007A5A",
               "armed": "#D55E00", "armed_edge": "#F0E442", "dialog_focus": "#0072B2"}),
    HIGH_CONTRAST: Palette(
        name=HIGH_CONTRAST, background="#000000", rail=("#FFFFFF", "#FFFFFF", "#FFFFFF"),
        felt=("#000000", "#000000", "#000000"), felt_edge="#FFFFFF", table_line="#FFFFFF",
        plate=("#000000", "#000000"), plate_out=("#000000", "#000000"),
        plate_edge="#FFFFFF", to_act="#FFFF00", winner="#00FFFF", name_ink="#FFFFFF",
        stack_ink="#FFFF00", dim_ink="#C0C0C0", hud_ink="#FFFFFF", tag=("#FFFFFF", "#000000"),
        clock=("#00FF00", "#FFFF00", "#FF6060"),
        status={kind: ("#FFFFFF", "#000000") for kind in _STATUS}
        | {"allin": ("#FFFF00", "#000000"), "win": ("#FFFF00", "#000000"),
           "fold": ("#000000", "#C0C0C0"), "out": ("#000000", "#C0C0C0")},
        label=("#FF000000", "#FFFFFF"), label_lit=("#FFFFFF00", "#000000"),
        total_ink="#FFFF00",
        markers=(("#FFFFFF", "#000000"), ("#FFFF00", "#000000"), ("#00FFFF", "#000000")),
        chips=(("#FF80FF", "#000000"), ("#00FFFF", "#000000"), ("#FF8000", "#000000"),
               ("#FFFF00", "#000000"), ("#A0A0FF", "#000000"), ("#000000", "#FFFFFF"),
               ("#00FF00", "#000000"), ("#FF8080", "#000000"), ("#FFFFFF", "#000000")),
        chip_values=True, card_outline="#FFFF00",
        panel={**_PANEL, "panel": "#000000", "button": "#000000", "button_edge": "#FFFFFF",
               "disabled": "#A0A0A0", "disabled_face": "#000000", "fold": "#000000",
               "call": "#000000", "raise": "#000000", "armed": "#000000",
               "armed_edge": "#FFFF00", "label": "#FFFFFF", "message": "#FFFF00",
               "dialog": "#000000", "dialog_text": "#FFFFFF", "dialog_button": "#000000",
               "dialog_edge": "#FFFFFF", "dialog_focus": "#FFFF00"}),
}

#: The suit colours of each deck (club, diamond, heart, spade), as ``assets/make_decks.py``
#: draws them.
SUIT_COLOURS: dict[str, tuple[str, str, str, str]] = {
    "standard": ("#111111", "#C8102E", "#C8102E", "#111111"),
    "four_colour": ("#11813A", "#1659C7", "#C8102E", "#111111"),
    "four_colour_safe": ("#009E73", "#0072B2", "#D55E00", "#000000"),
}

_current = [PALETTES[STANDARD]]


def current() -> Palette:
    """The palette in use now."""
    return _current[0]


def use(name: str) -> Palette:
    """Paint with the palette ``name`` from now on (an unknown name means ``standard``)."""
    _current[0] = PALETTES.get(name, PALETTES[STANDARD])
    return _current[0]
