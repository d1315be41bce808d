"""Where poker clients keep the hand histories they write: one table, looked up in a home.

Each site's client writes its hand histories into a folder of its own (often one per account
name). Game > Import offers the folders of this table that exist, so a person need not know
where their client hides them. The places differ by system: Windows (``%LOCALAPPDATA%``,
``%APPDATA%``, Documents, the system drive), macOS (``~/Library/Application Support``,
Documents) and Linux, where Windows clients run under Wine (each Wine user's folders of
``~/.wine/drive_c``, or ``$WINEPREFIX``). Nothing here reads a file; :func:`client_folders`
only asks which folders exist, so it is cheap enough for a menu about to open. The home, the
system and the environment are parameters, so the table is tested with a fake home.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

# The roots a place is under (each system says where they are).
LOCAL = "local"  # Windows %LOCALAPPDATA%
ROAMING = "roaming"  # Windows %APPDATA%
DOCUMENTS = "documents"  # the person's Documents
SUPPORT = "support"  # macOS ~/Library/Application Support
DRIVE = "drive"  # the Windows system drive, C:\

# (site, root, place under it). A "*" is one folder per account name (each is offered).
PLACES: tuple[tuple[str, str, str], ...] = (
    ("pokerstars", LOCAL, "PokerStars/HandHistory/*"),
    ("pokerstars", LOCAL, "PokerStars.EU/HandHistory/*"),
    ("pokerstars", LOCAL, "PokerStars.FR/HandHistory/*"),
    ("pokerstars", LOCAL, "PokerStars.IT/HandHistory/*"),
    ("pokerstars", LOCAL, "PokerStars.ES/HandHistory/*"),
    ("pokerstars", LOCAL, "PokerStars.UK/HandHistory/*"),
    ("pokerstars", SUPPORT, "PokerStars/HandHistory/*"),
    ("pokerstars", SUPPORT, "PokerStarsEU/HandHistory/*"),
    ("pokerstars", SUPPORT, "PokerStarsFR/HandHistory/*"),
    ("ggpoker", ROAMING, "GGPoker/HandHistory"),
    ("ggpoker", LOCAL, "GGPoker/HandHistory"),
    ("ggpoker", DOCUMENTS, "GGPoker/HandHistory"),
    ("ggpoker", DOCUMENTS, "PokerCraft"),  # where people save PokerCraft's exports
    ("ggpoker", SUPPORT, "GGPoker/HandHistory"),
    ("winamax", ROAMING, "winamax/documents/accounts/*/history"),
    ("winamax", DOCUMENTS, "Winamax Poker/accounts/*/history"),
    ("winamax", SUPPORT, "winamax/documents/accounts/*/history"),
    ("888poker", DOCUMENTS, "888poker/HandHistory/*"),
    ("partypoker", DOCUMENTS, "PartyGaming/PartyPoker/HandHistory/*"),
    ("partypoker", LOCAL, "PartyGaming/PartyPoker/HandHistory/*"),
    ("wpn", DRIVE, "ACR Poker/handHistory/*"),
    ("wpn", LOCAL, "WPN/HandHistory/*"),
)


@dataclass(frozen=True, slots=True)
class ClientFolder:
    """A folder a site's client writes hand histories into, found on this computer."""

    site: str
    path: Path


def roots(home: Path, system: str, env: Mapping[str, str]) -> dict[str, list[Path]]:
    """Each root's folders on ``system`` (``sys.platform``: ``win32``, ``darwin``,
    ``linux``...)."""
    if system == "win32":
        profile = Path(env.get("USERPROFILE", str(home)))
        return {
            LOCAL: [Path(env.get("LOCALAPPDATA", str(profile / "AppData" / "Local")))],
            ROAMING: [Path(env.get("APPDATA", str(profile / "AppData" / "Roaming")))],
            DOCUMENTS: [profile / "Documents", profile / "OneDrive" / "Documents"],
            SUPPORT: [],
            DRIVE: [Path(env.get("SYSTEMDRIVE", "C:") + "\\")],
        }
    if system == "darwin":
        return {LOCAL: [], ROAMING: [], DOCUMENTS: [home / "Documents"],
                SUPPORT: [home / "Library" / "Application Support"], DRIVE: []}
    out: dict[str, list[Path]] = {LOCAL: [], ROAMING: [], DOCUMENTS: [], SUPPORT: [],
                                  DRIVE: []}
    for prefix in _wine_prefixes(home, env):
        out[DRIVE].append(prefix / "drive_c")
        for user in _wine_users(prefix):
            out[LOCAL] += [user / "AppData" / "Local",
                           user / "Local Settings" / "Application Data"]
            out[ROAMING] += [user / "AppData" / "Roaming", user / "Application Data"]
            out[DOCUMENTS] += [user / "Documents", user / "My Documents"]
    return out


def _wine_prefixes(home: Path, env: Mapping[str, str]) -> list[Path]:
    prefixes = [Path(env["WINEPREFIX"])] if env.get("WINEPREFIX") else []
    return [*prefixes, *([home / ".wine"] if home / ".wine" not in prefixes else [])]


def _wine_users(prefix: Path) -> list[Path]:
    try:
        return sorted(p for p in (prefix / "drive_c" / "users").iterdir()
                      if p.is_dir() and p.name.lower() != "public")
    except OSError:
        return []


def client_folders(home: Path | None = None, system: str | None = None,
                   env: Mapping[str, str] | None = None) -> list[ClientFolder]:
    """The folders of :data:`PLACES` that exist here, by site, each once."""
    found: list[ClientFolder] = []
    where = roots(Path.home() if home is None else home, sys.platform if system is None
                  else system, os.environ if env is None else env)
    for site, root, place in PLACES:
        for base in where[root]:
            for path in _expand(base, place.split("/")):
                if all(path != f.path for f in found):
                    found.append(ClientFolder(site, path))
    return found


def _expand(base: Path, parts: list[str]) -> Iterator[Path]:
    """The existing folders ``base/parts``, a ``*`` part standing for each subfolder."""
    if not parts:
        if base.is_dir():
            yield base
        return
    head, rest = parts[0], parts[1:]
    if head != "*":
        yield from _expand(base / head, rest)
        return
    try:
        children = sorted(p for p in base.iterdir() if p.is_dir()
                          and not p.name.startswith("."))
    except OSError:
        return
    for child in children:
        yield from _expand(child, rest)


__all__ = ["PLACES", "ClientFolder", "client_folders", "roots"]
