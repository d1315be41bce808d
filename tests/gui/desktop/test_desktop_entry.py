"""Felt in the desktop's menu: the shipped entry and metainfo pass the freedesktop validators,
the icon set is complete, ``felt --install-desktop-entry`` puts them under the data home
(``XDG_DATA_HOME``) and ``--remove-desktop-entry`` takes them out again, and the running
application names its icon and desktop entry."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from gui.base import shipped
from gui.desktop import desktop_entry
from gui.desktop.app_identity import identify
from gui.desktop.desktop_entry import APP_ID
from gui.desktop.version import felt_version

ROOT = shipped.CHECKOUT
DESKTOP = ROOT / "assets" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "assets" / "desktop" / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "assets" / "icons" / "hicolor"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _make_icons() -> object:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "assets" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (Debian: desktop-file-utils, appstream)")
    return found


def test_the_desktop_entry_passes_desktop_file_validate() -> None:
    done = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)],
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "", done.stdout + done.stderr


def test_the_metainfo_passes_appstreamcli_validate() -> None:
    done = subprocess.run([_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "E:" not in done.stdout and "W:" not in done.stdout, done.stdout


def test_the_entry_speaks_english_and_german_and_is_a_card_game() -> None:
    entry = _entry(DESKTOP)
    assert entry["Name"] == "Felt" and entry["Exec"] == "felt-gui" and entry["Icon"] == APP_ID
    assert entry["Comment"] and entry["Comment[de]"] and entry["Comment"] != entry["Comment[de]"]
    assert entry["Categories"] == "Game;CardGame;"


def test_the_metainfo_names_this_version_its_screenshots_and_a_rating() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("project_license") == "MIT"
    summaries = {s.get(XML_LANG, "en") for s in component.findall("summary")}
    assert summaries == {"en", "de"}
    assert {p.get(XML_LANG, "en") for p in component.findall("description/p")} == {"en", "de"}
    releases = [r.get("version") for r in component.findall("releases/release")]
    assert releases[0] == felt_version()  # the newest first
    assert component.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    for image in component.findall("screenshots/screenshot/image"):
        relative = (image.text or "").split("/main/", 1)[1]
        assert (ROOT / relative).is_file(), relative


def test_the_icon_set_has_every_size_and_the_scalable_drawing() -> None:
    make_icons = _make_icons()
    assert make_icons.APP_ID == APP_ID  # type: ignore[attr-defined]
    assert (ICONS / "scalable" / "apps" / f"{APP_ID}.svg").read_text("utf-8") == \
        make_icons.icon_svg()  # type: ignore[attr-defined]
    for size in make_icons.SIZES:  # type: ignore[attr-defined]
        image = QImage(str(ICONS / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_install_and_remove_from_the_command_line(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"))

    def felt(option: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "gui", option], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)

    done = felt("--install-desktop-entry")
    assert done.returncode == 0, done.stderr
    share = tmp_path / "share"
    entry = share / "applications" / f"{APP_ID}.desktop"
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    command = _entry(entry)["Exec"]
    assert Path(command.split()[0].strip('"')).is_absolute(), command
    if shutil.which("desktop-file-validate"):
        assert subprocess.run(["desktop-file-validate", str(entry)]).returncode == 0
    installed = [p for p in share.rglob("*") if p.is_file()]
    assert len(installed) == len(desktop_entry.shipped_files())
    done = felt("--remove-desktop-entry")
    assert done.returncode == 0, done.stderr
    assert [p for p in share.rglob("*") if p.is_file()] == []


def test_exec_quotes_what_the_specification_asks() -> None:
    assert desktop_entry.exec_line(["/usr/bin/felt-gui"]) == "/usr/bin/felt-gui"
    assert desktop_entry.exec_line(["/home/a b/felt$"]) == '"/home/a b/felt\\$"'


def test_xdg_data_home_is_respected_when_absolute(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert desktop_entry.data_home() == tmp_path
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert desktop_entry.data_home() == Path.home() / ".local" / "share"


def test_the_application_shows_felts_icon_and_entry(qapp: QApplication) -> None:
    identify(qapp)
    assert qapp.desktopFileName() == APP_ID
    assert qapp.applicationVersion() == felt_version()
    assert not qapp.windowIcon().isNull()
    assert 16 in {s.width() for s in qapp.windowIcon().availableSizes()}


def test_windows_and_macos_are_told_the_bundle_carries_the_icon(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "win32")
    assert desktop_entry.main(install_it=True) == 2
    assert "bundle" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
