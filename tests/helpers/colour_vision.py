"""How far apart two colours look, to people with normal and with deficient colour vision.

Colour blindness is simulated with the matrices of Machado, Oliveira and Fernandes (2009) at
full severity, applied to linear sRGB; distances are CIE76 ΔE in CIELAB (about 2.3 is "just
noticeable", above 20 two colours read as different colours at a glance). Contrast is the
WCAG 2 ratio of relative luminances (4.5 for text, 7 for enhanced contrast).
"""

from __future__ import annotations

import math

Matrix = tuple[tuple[float, float, float], ...]
RGB = tuple[float, float, float]

SIMULATIONS: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(colour: str) -> RGB:
    """``#RRGGBB`` or ``#AARRGGBB`` (alpha ignored) as linear sRGB in 0..1."""
    digits = colour.lstrip("#")[-6:]
    channels = [int(digits[k:k + 2], 16) / 255 for k in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return lin[0], lin[1], lin[2]


def _simulate(rgb: RGB, kind: str) -> RGB:
    m = SIMULATIONS[kind]
    out = [min(1.0, max(0.0, sum(m[r][c] * rgb[c] for c in range(3)))) for r in range(3)]
    return out[0], out[1], out[2]


def _lab(rgb: RGB) -> RGB:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(first: str, second: str, kind: str = "normal") -> float:
    """CIE76 ΔE between two colours as seen with ``kind`` of colour vision."""
    a = _lab(_simulate(_linear(first), kind))
    b = _lab(_simulate(_linear(second), kind))
    return math.dist(a, b)


def contrast(first: str, second: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(colour: str) -> float:
        r, g, b = _linear(colour)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
