"""The usual hand-history folders of each site's client, looked up in a fake home."""

from __future__ import annotations

from pathlib import Path

from engine.formats.client_folders import ClientFolder
from engine.formats.client_folders import client_folders


def _made(home: Path, *parts: str) -> Path:
    path = home.joinpath(*parts)
    path.mkdir(parents=True)
    return path


def test_linux_finds_the_clients_run_under_wine(tmp_path: Path) -> None:
    user = tmp_path / ".wine" / "drive_c" / "users" / "ann"
    stars = _made(user, "AppData", "Local", "PokerStars", "HandHistory", "AnnPlays")
    old = _made(user, "Local Settings", "Application Data", "PokerStars", "HandHistory", "Ann2")
    gg = _made(user, "AppData", "Roaming", "GGPoker", "HandHistory")
    wina = _made(user, "Documents", "Winamax Poker", "accounts", "annw", "history")
    acr = _made(tmp_path, ".wine", "drive_c", "ACR Poker", "handHistory", "AnnACR")
    _made(tmp_path, ".wine", "drive_c", "users", "Public", "AppData", "Local", "PokerStars",
          "HandHistory", "Nobody")
    _made(user, "Documents", "Winamax Poker", "accounts", "nohistory")  # no history folder
    found = client_folders(tmp_path, "linux", {})
    assert found == [ClientFolder("pokerstars", stars), ClientFolder("pokerstars", old),
                     ClientFolder("ggpoker", gg), ClientFolder("winamax", wina),
                     ClientFolder("wpn", acr)]


def test_a_wine_prefix_of_its_own_is_looked_in(tmp_path: Path) -> None:
    prefix = tmp_path / "games"
    party = _made(prefix, "drive_c", "users", "bo", "Documents", "PartyGaming", "PartyPoker",
                  "HandHistory", "Bo")
    assert client_folders(tmp_path, "linux", {"WINEPREFIX": str(prefix)}) == [
        ClientFolder("partypoker", party)]


def test_macos_application_support_and_documents(tmp_path: Path) -> None:
    stars = _made(tmp_path, "Library", "Application Support", "PokerStarsEU", "HandHistory",
                  "Hero")
    pacific = _made(tmp_path, "Documents", "888poker", "HandHistory", "Hero888")
    craft = _made(tmp_path, "Documents", "PokerCraft")
    assert client_folders(tmp_path, "darwin", {}) == [
        ClientFolder("pokerstars", stars), ClientFolder("ggpoker", craft),
        ClientFolder("888poker", pacific)]


def test_windows_reads_its_folders_from_the_environment(tmp_path: Path) -> None:
    local = tmp_path / "L"
    stars = _made(local, "PokerStars.FR", "HandHistory", "Zoé")
    wina = _made(tmp_path, "R", "winamax", "documents", "accounts", "zoe", "history")
    env = {"LOCALAPPDATA": str(local), "APPDATA": str(tmp_path / "R"),
           "USERPROFILE": str(tmp_path / "U"), "SYSTEMDRIVE": str(tmp_path / "C")}
    assert client_folders(tmp_path, "win32", env) == [
        ClientFolder("pokerstars", stars), ClientFolder("winamax", wina)]


def test_nothing_installed_offers_nothing(tmp_path: Path) -> None:
    assert client_folders(tmp_path, "linux", {}) == []
    assert client_folders(tmp_path, "darwin", {}) == []
