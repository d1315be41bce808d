"""The wheel holds everything Felt opens, and installed from it Felt runs.

The first tests hold the packaging configuration (``[tool.felt.shipped]``, which ``setup.py``
copies into the wheel, and the package data patterns for the engine's tables and lessons)
against every file the code opens (tests/helpers/opened_files.py). The last one (about 20 s) builds
the wheel, installs it into a fresh virtual environment outside the checkout and runs
``felt --version``, a watched game and ``felt import`` from there."""

from __future__ import annotations

import fnmatch
import os
import site
import subprocess
import sys
import sysconfig
import time
import tomllib
import venv
import zipfile
from pathlib import Path

from tests.helpers import opened_files

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import setup  # noqa: E402  (setup.py at the top of the checkout; importing it builds nothing)

sys.path.remove(str(ROOT))
HANDS = ROOT / "tests" / "data" / "hands" / "stars_mixed.txt"
WHEEL_INSIDE = "gui/shipped/"


def _config() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_shipped_list_holds_every_file_the_window_opens() -> None:
    shipped = {path.as_posix() for path in setup.shipped_files()}
    assert opened_files.gui_files() - shipped == set()
    assert all((ROOT / path).is_file() for path in shipped)
    assert not [p for p in shipped if p.endswith(".py")], "scripts that make assets stay out"


def test_package_data_holds_every_table_and_lesson_the_engine_opens() -> None:
    tool = _config()["tool"]
    assert isinstance(tool, dict)
    patterns = tool["setuptools"]["package-data"]["*"]
    includes = tool["setuptools"]["packages"]["find"]["include"]
    for path in sorted(opened_files.engine_files()):
        assert (ROOT / path).is_file(), path
        assert any(fnmatch.fnmatch(Path(path).name, p) for p in patterns), path
        assert any(fnmatch.fnmatch(path.split("/")[0], p) for p in includes), path


def test_both_commands_are_declared() -> None:
    project = _config()["project"]
    assert isinstance(project, dict)
    assert project["scripts"]["felt"] == "gui.cli:main"
    assert project["gui-scripts"]["felt-gui"] == "gui.cli:main"


def build_wheel(into: Path) -> Path:
    """``pip wheel .`` of the checkout into ``into``; the wheel's path."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w",
                    str(into), str(ROOT)], check=True, cwd=into, timeout=600)
    return next(into.glob("felt-*.whl"))


def install_apart(wheel: Path, env: Path) -> Path:
    """A fresh virtual environment at ``env`` with the wheel installed and nothing of the
    checkout; Felt's dependencies are seen from this interpreter's site-packages (a path
    file, so nothing is downloaded). Returns the folder of its commands."""
    venv.EnvBuilder(with_pip=False).create(env)
    python = env / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                    "--no-deps", "--quiet", str(wheel)], check=True, timeout=300)
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print("
                              "sysconfig.get_paths()['purelib'])"], capture_output=True,
                             text=True, check=True).stdout.strip()
    ours = {sysconfig.get_paths()["purelib"], *site.getsitepackages()}
    Path(purelib, "felt_test_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n")
    return env / "bin"


def test_the_wheel_installed_apart_runs(tmp_path: Path) -> None:
    started = time.perf_counter()
    wheel = build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    print(f"wheel {wheel.name}: {wheel.stat().st_size / 1e6:.2f} MB, {len(names)} files")
    assert {WHEEL_INSIDE + p for p in opened_files.gui_files()} <= names
    assert opened_files.engine_files() <= names
    modules = {n for n in names if n.endswith(".py")}
    assert modules == {p.relative_to(ROOT).as_posix() for top in ("engine", "gui")
                       for p in (ROOT / top).rglob("*.py")}, "the wheel's modules are the tree's"
    commands = install_apart(wheel, tmp_path / "env")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(QT_QPA_PLATFORM="offscreen", FELT_DATA_DIR=str(tmp_path / "data"))

    def felt(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(commands / "felt"), *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)

    where = subprocess.run([str(commands / "python"), "-c", "import gui; print(gui.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True)
    assert where.stdout.startswith(str(tmp_path / "env")), where
    version = felt("--version")
    assert version.returncode == 0 and version.stdout.startswith("felt "), version
    watched = felt("--watch", "--players", "3", "--hands", "3", "--speed", "instant")
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert "watched 3 hands" in watched.stdout
    assert "Cannot open" not in watched.stderr
    imported = felt("import", str(HANDS))
    assert imported.returncode == 0, imported.stderr[-3000:]
    gui_script = subprocess.run([str(commands / "felt-gui"), "--version"], cwd=tmp_path, env=env,
                                capture_output=True, text=True, timeout=60)
    assert gui_script.returncode == 0 and gui_script.stdout == version.stdout
    print(f"built, installed and ran in {time.perf_counter() - started:.0f} s")
