"""docs/architecture.md says what the tree holds: every path it names exists, and every
``Class.member`` it names is a member of a class of that name in engine/ or gui/. (The layer
lines are checked in ``tests/test_architecture.py``, the observer list against the running
window in ``tests/gui/window/test_table_observers.py``.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
TOP = ("engine/", "gui/", "tests/", "docs/", "bench/", "i18n/", "assets/")
#: A backticked path: ``engine/rules/hand.py``, ``gui/sound/``, ``docs/tests.md``.
PATH = re.compile(r"(?<![\w/.])((?:" + "|".join(map(re.escape, TOP)) + r")[\w/.]*)")
#: A backticked ``Class.member``, maybe called: ``EngineThread.act(action)``.
MEMBER = re.compile(r"`([A-Z]\w*)\.(\w+)(?:\([^`]*\))?`")


def named_paths(text: str) -> set[str]:
    """Every path the document names, in backticks or in the folder list."""
    found: set[str] = set()
    start = text.index("```")
    end = text.index("```", start + 3) + 3
    block, prose = text[start:end], text[:start] + text[end:]
    for quoted in re.findall(r"`([^`]+)`", prose):
        found.update(PATH.findall(quoted))
    found.update(line.split()[0] for line in block.splitlines()
                 if line.startswith(TOP[:2]))
    return {p.rstrip(".") for p in found}


def class_members(root: Path) -> dict[str, set[str]]:
    """Each class name in engine/ and gui/ -> the names it defines: methods, class attributes,
    dataclass fields and attributes its methods set on ``self``."""
    members: dict[str, set[str]] = {}
    for path in [*(root / "engine").rglob("*.py"), *(root / "gui").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            names = members.setdefault(node.name, set())
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    names.add(item.name)
                elif isinstance(item, ast.Assign):
                    names.update(t.id for t in item.targets if isinstance(t, ast.Name))
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    names.add(item.target.id)
            for sub in ast.walk(node):
                if isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) \
                        and sub.value.id == "self" and isinstance(sub.ctx, ast.Store):
                    names.add(sub.attr)
    return members


def missing_members(text: str, members: dict[str, set[str]]) -> list[str]:
    return sorted({f"{cls}.{name}" for cls, name in MEMBER.findall(text)
                   if name not in members.get(cls, set())})


def test_every_path_the_map_names_exists() -> None:
    paths = named_paths(DOC.read_text(encoding="utf-8"))
    assert len(paths) > 60
    assert sorted(p for p in paths if not (ROOT / p).exists()) == []


def test_every_class_member_the_map_names_exists() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert len(MEMBER.findall(text)) > 20
    assert missing_members(text, class_members(ROOT)) == []


def test_the_map_has_a_tour_and_the_other_channels() -> None:
    text = DOC.read_text(encoding="utf-8")
    tour = text[text.index("## A newcomer's tour"):text.index("\n## ", text.index("## A newc") + 5)]
    for feature in ("sound", "keys", "practice", "hot seat", "seat information and notes",
                    "palettes", "fast fold", "grading", "tournaments"):
        assert f"| {feature}" in tour or f", {feature}" in tour or f" {feature} " in tour, feature
    channels = text[text.index("## The other channels"):]
    for name in ("Background", "BotHost", "RecordingSession", "BotReasoned", "RoundPlayed",
                 "drained", "i18n.follow", "FieldNamer"):
        assert name in channels, name


def test_the_checks_see_a_wrong_path_and_a_wrong_member(tmp_path: Path) -> None:
    text = ("```\nengine/nowhere/   gone\n```\n"
            "See `gui/window/gone.py` and `docs/tests.md`; `TableModel.apply(event)` and "
            "`TableModel.fly`.\n")
    paths = named_paths(text)
    assert paths == {"engine/nowhere/", "gui/window/gone.py", "docs/tests.md"}
    assert missing_members(text, {"TableModel": {"apply"}}) == ["TableModel.fly"]
