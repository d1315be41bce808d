"""Felt's version, from one place: ``version`` in ``pyproject.toml``.

An installed Felt (wheel, editable install, a bundle that carries the metadata) reads it from
the package metadata; a checkout run without installing reads ``pyproject.toml`` itself. This
module imports no Qt, so ``felt --version`` answers without a display.

Tests: tests/gui/desktop/test_version.py
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "felt"
PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"
UNKNOWN = "unknown"
_SHOWN = {"numpy": "NumPy"}  # module name -> the name people know


def felt_version() -> str:
    """``0.1.0``: the installed distribution's version, else the checkout's
    ``pyproject.toml``'s, else ``unknown``."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pass
    try:
        config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
        return str(config["project"]["version"])
    except (OSError, ValueError, KeyError):
        return UNKNOWN


def dependency_versions() -> dict[str, str]:
    """The versions of what Felt runs on, by the names a bug report wants: Python, Qt,
    PySide6, NumPy, platformdirs, miniaudio (``unknown`` for one that cannot be imported).

    Read from each module's ``__version__``, which a bundle keeps (it may drop the metadata).
    """
    import importlib
    import platform

    found = {"Python": platform.python_version()}
    for name in ("PySide6", "numpy", "platformdirs", "miniaudio"):
        try:
            found[_SHOWN.get(name, name)] = str(importlib.import_module(name).__version__)
        except (ImportError, AttributeError):
            found[_SHOWN.get(name, name)] = UNKNOWN
    try:
        from PySide6.QtCore import qVersion

        found["Qt"] = qVersion()
    except ImportError:
        found["Qt"] = UNKNOWN
    return found


__all__ = ["DISTRIBUTION", "PYPROJECT", "UNKNOWN", "dependency_versions", "felt_version"]
