#!/usr/bin/env python3
"""Felt's one entry point for a fresh checkout.

    python3 run.py          set up what Felt needs (first time only), then start the game
    python3 run.py test     set up what the tests need (first time only), then run ruff, strict
                            mypy on engine/ and gui/, and every test and doctest
    python3 run.py bundle   build the self-contained one-folder bundle dist/felt/ (PyInstaller;
                            docs/packaging.md)

Everything goes into ``.venv`` beside this file; it is rebuilt only when ``pyproject.toml``
changes. Extra arguments are passed on: ``python3 run.py --watch --players 6 --hands 20`` or
``python3 run.py test -k pots``.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")


def _stamp(extras: str) -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()[:16]
    return f"{digest}:{extras}"


def ensure_environment(extras: str) -> None:
    """Create ``.venv`` and install Felt (with ``extras``) unless that is already done."""
    if sys.version_info < (3, 11):  # noqa: UP036 - run.py is what an old Python meets first
        sys.exit("Felt needs Python 3.11 or newer; this is " + sys.version.split()[0])
    stamp_file = VENV / f".felt-installed-{extras or 'base'}"
    if stamp_file.exists() and stamp_file.read_text() == _stamp(extras):
        return
    if not PYTHON.exists():
        print("Setting up Felt in .venv (first run only) ...", flush=True)
        try:
            venv.EnvBuilder(with_pip=True).create(VENV)
        except Exception as exc:
            sys.exit(f"Could not create .venv ({exc}). On Debian/Ubuntu: "
                     "sudo apt install python3-venv")
    target = f".[{extras}]" if extras else "."
    subprocess.run([str(PYTHON), "-m", "pip", "install", "--quiet", "--upgrade", "pip"],
                   check=False, cwd=ROOT)
    result = subprocess.run([str(PYTHON), "-m", "pip", "install", "--quiet", "-e", target],
                            cwd=ROOT)
    if result.returncode != 0:
        sys.exit("Installing Felt's dependencies failed (see above).")
    stamp_file.write_text(_stamp(extras))


def run_tests(pytest_args: list[str]) -> int:
    """The whole check CI runs: lint, strict types, then every test and doctest.

    With arguments (``python3 run.py test -k pots``) only pytest runs, with those arguments.
    """
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    # Compiled modules are kept (in __pycache__, ignored by git) even where the environment
    # says not to: the suite starts about a hundred Python processes (the kill test alone 31),
    # and each compiled every module of Felt afresh (0.6 s a start instead of 0.4 s), as each
    # test worker rewrote every test's asserts again on every run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    checks = [] if pytest_args else [
        ("ruff", [str(PYTHON), "-m", "ruff", "check", "."]),
        ("mypy --strict engine gui", [str(PYTHON), "-m", "mypy"]),  # files and strict in pyproject
    ]
    failed = []
    for name, command in checks:
        print(f"== {name}", flush=True)
        if subprocess.run(command, cwd=ROOT, env=env).returncode != 0:
            failed.append(name)
    if checks:
        print("== pytest (tests and doctests)", flush=True)
    code = subprocess.run([str(PYTHON), "-m", "pytest", *pytest_args], cwd=ROOT,
                          env=env).returncode
    if failed:
        print(f"failed: {', '.join(failed)}", flush=True)
        return code or 1
    return code


def build_bundle(extra: list[str]) -> int:
    """``dist/felt/``: PyInstaller's one-folder bundle of ``packaging/felt.spec``."""
    return subprocess.run([str(PYTHON), "-m", "PyInstaller", "--noconfirm", "--log-level",
                           "WARN", "--distpath", str(ROOT / "dist"), "--workpath",
                           str(ROOT / "build" / "pyinstaller"), *extra,
                           str(ROOT / "packaging" / "felt.spec")], cwd=ROOT).returncode


def main(argv: list[str]) -> int:
    if argv[:1] == ["bundle"]:
        ensure_environment("bundle")
        return build_bundle(argv[1:])
    if argv[:1] == ["test"]:
        ensure_environment("dev")
        return run_tests(argv[1:])
    ensure_environment("")
    return subprocess.run([str(PYTHON), "-m", "gui", *argv], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
