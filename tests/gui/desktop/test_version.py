"""Felt's version comes from pyproject.toml alone: the installed metadata, or the file itself
in a checkout; ``felt --version`` prints it without starting Qt."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from gui.desktop import version

ROOT = Path(__file__).resolve().parents[3]


def _declared() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"])


def test_the_version_is_pyprojects() -> None:
    assert version.felt_version() == _declared()


def test_a_checkout_without_metadata_reads_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(version.metadata, "version", missing)
    assert version.felt_version() == _declared()
    monkeypatch.setattr(version, "PYPROJECT", ROOT / "no such file.toml")
    assert version.felt_version() == version.UNKNOWN


def test_dependency_versions_name_each_library() -> None:
    found = version.dependency_versions()
    assert set(found) == {"Python", "Qt", "PySide6", "NumPy", "platformdirs", "miniaudio"}
    assert found["Python"] == ".".join(map(str, sys.version_info[:3]))
    assert version.UNKNOWN not in found.values()


def test_felt_version_prints_it() -> None:
    done = subprocess.run([sys.executable, "-m", "gui", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"felt {_declared()}"
