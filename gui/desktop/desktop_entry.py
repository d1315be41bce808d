"""``felt --install-desktop-entry`` / ``--remove-desktop-entry``: Felt in the desktop's menu,
with its icon, for the person who runs it (no root, nothing outside their data folder).

What a Linux desktop looks for, where the freedesktop specifications say, under
``$XDG_DATA_HOME`` (``~/.local/share`` when unset):

- ``applications/<APP_ID>.desktop``: the menu entry, its ``Exec`` pointing at the program
  that installed it (``felt-gui`` beside this Python, or the bundle's executable), since a
  desktop's menu may not search ``~/.local/bin``;
- ``icons/hicolor/<size>/apps/<APP_ID>.png`` and ``scalable/apps/<APP_ID>.svg``: the icon;
- ``metainfo/<APP_ID>.metainfo.xml``: the description software centres show.

The files come from ``assets/desktop`` and ``assets/icons`` (shipped in the wheel and the
bundle), so what is installed is what ``desktop-file-validate`` and ``appstreamcli
validate`` checked. Removing deletes exactly those files. This module imports no Qt.

Tests: tests/gui/desktop/test_desktop_entry.py
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from gui.base import shipped

APP_ID = "io.github.feltpoker.Felt"
GUI_COMMAND = "felt-gui"
NOT_FREEDESKTOP = ("win32", "cygwin", "darwin")  # sys.platform values without XDG menus
_EXEC_SPECIAL = '"`$\\'  # characters the desktop entry spec escapes inside a quoted argument


def data_home() -> Path:
    """``$XDG_DATA_HOME``, else ``~/.local/share`` (a relative value is ignored, as the
    specification says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def shipped_files() -> list[tuple[Path, Path]]:
    """Each file to install: (where it is shipped, where it goes relative to the data home)."""
    assets = shipped.folder("assets")
    pairs = [(assets / "desktop" / f"{APP_ID}.desktop",
              Path("applications", f"{APP_ID}.desktop")),
             (assets / "desktop" / f"{APP_ID}.metainfo.xml",
              Path("metainfo", f"{APP_ID}.metainfo.xml"))]
    theme = assets / "icons" / "hicolor"
    pairs += [(icon, Path("icons", "hicolor") / icon.relative_to(theme))
              for icon in sorted(theme.glob(f"*/apps/{APP_ID}.*"))]
    return pairs


def launch_command() -> list[str]:
    """How the menu entry starts this Felt: the bundle's executable, ``felt-gui`` beside
    this Python (a venv, pipx), the one on the ``PATH``, or this Python running ``-m gui``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    beside = Path(sys.executable).parent / GUI_COMMAND
    if beside.is_file():
        return [str(beside)]
    found = shutil.which(GUI_COMMAND)
    return [found] if found else [sys.executable, "-m", "gui"]


def exec_line(command: list[str]) -> str:
    """``Exec=`` value for ``command``, each argument quoted when the specification asks."""
    def quoted(word: str) -> str:
        if word and not any(c in word for c in ' \t\n"\'\\><~|&;$*?#()`'):
            return word
        return '"' + "".join("\\" + c if c in _EXEC_SPECIAL else c for c in word) + '"'

    return " ".join(quoted(word) for word in command)


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Copy the entry, icons and metainfo into ``home`` (the data home); returns the paths
    written. The entry's ``Exec`` names ``command`` (default :func:`launch_command`)."""
    home = home or data_home()
    written = []
    for source, relative in shipped_files():
        target = home / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".desktop":
            lines = source.read_text(encoding="utf-8").splitlines()
            exec_value = exec_line(command or launch_command())
            lines = [f"Exec={exec_value}" if line.startswith("Exec=") else line
                     for line in lines]
            target.write_text("\n".join(lines) + "\n", encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    return written


def remove(home: Path | None = None) -> list[Path]:
    """Delete what :func:`install` wrote into ``home``; returns the paths deleted."""
    home = home or data_home()
    removed = []
    for _source, relative in shipped_files():
        target = home / relative
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed


def main(install_it: bool) -> int:
    """The command line's two options; prints what was done, returns the exit status."""
    if sys.platform in NOT_FREEDESKTOP:
        sys.stderr.write("felt: the desktop entry is for Linux and BSD desktops; on Windows "
                         "and macOS the bundle (python3 run.py bundle) carries the icon\n")
        return 2
    try:
        paths = install() if install_it else remove()
    except OSError as exc:
        sys.stderr.write(f"felt: cannot {'install' if install_it else 'remove'} the desktop "
                         f"entry: {exc}\n")
        return 1
    verb = "installed" if install_it else "removed"
    print(f"{verb} {len(paths)} files under {data_home()}")
    for path in paths:
        print(f"  {path}")
    return 0


__all__ = ["APP_ID", "GUI_COMMAND", "NOT_FREEDESKTOP", "data_home", "exec_line", "install",
           "launch_command", "main", "remove", "shipped_files"]
