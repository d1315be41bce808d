"""Where the files Felt ships beside its code are: card decks, backs, sounds, icons
(``assets/``) and the compiled translations (``i18n/*.qm``).

Why one place: the same code runs from three layouts. In a checkout (``python3 run.py``) the
folders sit at the top of the repository, where the scripts that make them write them. An
installed wheel and a PyInstaller bundle carry them inside the ``gui`` package, as
``gui/shipped/assets`` and ``gui/shipped/i18n`` (``setup.py`` copies them there, from the
patterns in ``[tool.felt.shipped]`` of ``pyproject.toml``; ``packaging/felt.spec`` does the
same for the bundle). The shipped copy wins when it is there; a checkout has none.

The engine's own data (push/fold tables, the equity table, lessons) lives inside its packages
and ships as package data, so it needs nothing of this.

Tests: tests/gui/base/test_shipped.py
"""

from __future__ import annotations

from pathlib import Path

_GUI = Path(__file__).resolve().parents[1]
INSTALLED = _GUI / "shipped"
"""The folder a wheel or bundle carries its files in."""
CHECKOUT = _GUI.parent
"""The top of a checkout, where ``assets/`` and ``i18n/`` are made and kept."""


def folder(name: str) -> Path:
    """The folder ``name`` (``assets`` or ``i18n``): the shipped copy when installed or
    bundled, else the checkout's."""
    installed = INSTALLED / name
    return installed if installed.is_dir() else CHECKOUT / name


__all__ = ["CHECKOUT", "INSTALLED", "folder"]
