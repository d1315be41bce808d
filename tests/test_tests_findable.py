"""Every module's tests can be found from its name: ``tests/.../test_<module>.py`` exists (for a
package's ``__init__.py`` with code, ``test_<package>.py``), or the module's docstring has a
``Tests:`` paragraph naming the test files that cover it, each of which exists. And the
examples in the docstrings of gui/ run as doctests, as the engine's do."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

from tests.helpers import module_tests

ROOT = Path(__file__).resolve().parents[1]
TESTS_LINE = re.compile(r"^Tests:(.*?)(?:\n\s*\n|\Z)", re.M | re.S)


def expected_test_name(path: Path) -> str:
    return f"test_{path.parent.name if path.name == '__init__.py' else path.stem}.py"


def named_tests(path: Path) -> list[str] | None:
    """The test files a module's ``Tests:`` paragraph names (``None``: it has none)."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    found = TESTS_LINE.search(doc)
    return re.findall(r"tests/[\w/]+\.py", found.group(1)) if found else None


def unfindable(root: Path) -> dict[str, str]:
    """Module -> why its tests cannot be found from its name."""
    test_names = {p.name for p in (root / "tests").rglob("test_*.py")}
    bad = {}
    for package in module_tests.PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            if path.name == "__main__.py" or (path.name == "__init__.py"
                                              and not module_tests.has_code(path)):
                continue
            if expected_test_name(path) in test_names:
                continue
            where = path.relative_to(root).as_posix()
            named = named_tests(path)
            if not named:
                bad[where] = f"no {expected_test_name(path)} and no Tests: line"
            elif missing := [t for t in named if not (root / t).is_file()]:
                bad[where] = f"Tests: names missing files {missing}"
    return bad


def test_every_module_names_its_tests_or_has_a_test_file_of_its_name() -> None:
    assert unfindable(ROOT) == {}


def test_the_gui_doctests_run_by_default() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pytest_options = config["tool"]["pytest"]["ini_options"]
    assert {"engine", "gui"} <= set(pytest_options["testpaths"])
    assert "--doctest-modules" in pytest_options["addopts"]
    assert any(">>>" in p.read_text(encoding="utf-8") for p in (ROOT / "gui").rglob("*.py"))


def test_the_check_sees_a_module_without_tests(tmp_path: Path) -> None:
    for name, text in {
        "engine/core/alone.py": '"""Nothing names my tests."""\n',
        "engine/core/named.py": '"""Named.\n\nTests: tests/engine/core/test_other.py\n"""\n',
        "engine/core/wrong.py": '"""Wrong.\n\nTests: tests/engine/core/test_gone.py\n"""\n',
        "engine/core/other.py": '"""Has its own test file."""\n',
        "tests/engine/core/test_other.py": "",
        "gui/__init__.py": "",
    }.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert unfindable(tmp_path) == {
        "engine/core/alone.py": "no test_alone.py and no Tests: line",
        "engine/core/wrong.py": "Tests: names missing files ['tests/engine/core/test_gone.py']",
    }
