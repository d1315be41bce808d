"""The one build step ``pyproject.toml`` cannot say: copy the files Felt ships beside its code
into the wheel, inside the ``gui`` package (``gui/shipped/assets``, ``gui/shipped/i18n``).

Why: the decks, backs, sounds and icons (``assets/``) and the compiled translations
(``i18n/*.qm``) are made and kept at the top of the checkout, outside any package, and
package data can only name files inside one. ``gui/base/shipped.py`` finds them in either
place. Which files go is declared in ``[tool.felt.shipped]`` of ``pyproject.toml`` (a test
holds it against every file the code opens). An editable install (``python3 run.py``) copies
nothing: the code reads the checkout's folders.
"""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
INSIDE = ("gui", "shipped")


def shipped_files() -> list[Path]:
    """Every file ``[tool.felt.shipped]`` names, relative to the checkout, sorted."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns: dict[str, list[str]] = config["tool"]["felt"]["shipped"]
    found = {path.relative_to(ROOT) for top, globs in patterns.items() for glob in globs
             for path in (ROOT / top).glob(glob) if path.is_file()}
    return sorted(found)


class BuildWithShipped(build_py):
    """``build_py`` that also copies the shipped files into the built ``gui`` package."""

    def run(self) -> None:
        editable = getattr(self, "editable_mode", False)
        if not editable:
            # setuptools builds in build/lib of the checkout and never empties it, so a module
            # moved or deleted since the last build would still ship: start from nothing.
            shutil.rmtree(self.build_lib, ignore_errors=True)
        super().run()
        if editable:
            return
        for relative in shipped_files():
            target = Path(self.build_lib, *INSIDE, relative)
            self.mkpath(str(target.parent))
            self.copy_file(str(ROOT / relative), str(target))


if __name__ == "__main__":  # the build backend runs this file as __main__; tests import it
    setup(cmdclass={"build_py": BuildWithShipped})
