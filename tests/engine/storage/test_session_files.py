"""Session files are untrusted: every field is checked before anything is stored.

Reproductions from issue 12 (each failed before the schema): a 5,000-digit seed, a deeply
nested ``setup``, ``setup.players = "many"`` (stored, then every continue crashed), NaN and
infinities (accepted, then exported as non-standard JSON). Then a hypothesis fuzz: any JSON
value in any field gives either a stored session that continues or ``bad_file``, nothing else.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from engine.core.errors import StorageError
from engine.rules.table import TableConfig
from engine.storage import Store
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session

NAMES: list[str | None] = ["You", "Ada", "Bruno"]


@pytest.fixture(scope="module")
def session_file(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A real exported session of 3 hands, as parsed JSON."""
    folder = tmp_path_factory.mktemp("files")
    with Store.open(folder / "felt.db") as store:
        session = record_new(store, TableConfig(), NAMES, None, {0: "random", 1: "call",
                                                                  2: "random"}, seed=5,
                             setup={"players": 3, "variant": "nl", "person": False})
        while not (session.wrapped and session.table.hand_number >= 3):
            session.step()
        assert session.session_id is not None
        export_session(store, session.session_id, folder / "s.felt.json")
    data: dict[str, Any] = json.loads((folder / "s.felt.json").read_text("utf-8"))
    return data


@pytest.fixture
def store() -> Iterator[Store]:
    store = Store.in_memory()
    yield store
    store.close()


def _refused(store: Store, path: Path) -> str:
    with pytest.raises(StorageError) as info:
        import_session(store, path)
    assert info.value.code == "bad_file"
    assert store.list_sessions() == []  # nothing half-stored
    return str(info.value.details["reason"])


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "s.felt.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_file_imports_and_continues(session_file: dict[str, Any], store: Store,
                                        tmp_path: Path) -> None:
    new_id = import_session(store, _write(tmp_path, session_file))
    assert resume(store, new_id).table.hand_number == 3


@pytest.mark.parametrize("seed", ["9" * 5000, 10**200, -1, "12a", "", "١٢", 2**64])
def test_a_seed_of_thousands_of_digits_is_refused(session_file: dict[str, Any], store: Store,
                                                   tmp_path: Path, seed: object) -> None:
    path = tmp_path / "s.felt.json"
    # json.dumps cannot write a 5000-digit int either: write the number by hand.
    body = json.dumps({**session_file, "seed": "SEED"}).replace('"SEED"', json.dumps(seed)
                                                                 if not isinstance(seed, int)
                                                                 else str(seed))
    path.write_text(body, encoding="utf-8")
    assert "seed" in _refused(store, path)


def test_a_deeply_nested_setup_is_refused(session_file: dict[str, Any], store: Store,
                                          tmp_path: Path) -> None:
    path = tmp_path / "s.felt.json"
    deep = "[" * 100_000 + "]" * 100_000
    path.write_text(json.dumps({**session_file, "setup": "DEEP"}).replace('"DEEP"', deep),
                    encoding="utf-8")
    assert "nested" in _refused(store, path)
    path.write_text(json.dumps({**session_file, "setup": {"a": [[[[[[[[[[1]]]]]]]]]]}}),
                    encoding="utf-8")
    assert "nested" in _refused(store, path)


@pytest.mark.parametrize(("field", "value"), [
    ("players", "many"), ("players", 40), ("players", 2.5), ("person", "yes"),
    ("starting_stack", -5), ("clock_seconds", 1e9), ("name", "x" * 1000), ("extra", {"a": 1}),
])
def test_a_setup_field_of_the_wrong_form_is_refused(session_file: dict[str, Any], store: Store,
                                                    tmp_path: Path, field: str,
                                                    value: object) -> None:
    data = {**session_file, "setup": {**session_file["setup"], field: value}}
    assert f"setup.{field}" in _refused(store, _write(tmp_path, data))


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400"])
@pytest.mark.parametrize("where", ["minutes", "created", "config"])
def test_nan_and_infinities_are_refused(session_file: dict[str, Any], store: Store,
                                        tmp_path: Path, number: str, where: str) -> None:
    data = json.loads(json.dumps(session_file))
    if where == "minutes":
        entry = next(e for e in data["log"] if e["t"] == "end")
        entry["minutes"] = "NUMBER"
    elif where == "created":
        data["created"] = "NUMBER"
    else:
        data["config"]["minutes_per_level"] = "NUMBER"
    path = tmp_path / "s.felt.json"
    path.write_text(json.dumps(data).replace('"NUMBER"', number), encoding="utf-8")
    _refused(store, path)


def test_an_export_is_standard_json(session_file: dict[str, Any], store: Store,
                                    tmp_path: Path) -> None:
    new_id = import_session(store, _write(tmp_path, session_file))
    out = tmp_path / "again.felt.json"
    export_session(store, new_id, out)

    again = json.loads(out.read_text("utf-8"), parse_constant=_non_standard)
    assert again["log"] == session_file["log"]


def test_a_file_over_the_size_limit_is_refused_unread(store: Store, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.storage.transfer as transfer

    monkeypatch.setattr(transfer, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "big.felt.json"
    path.write_text(" " * 2000, encoding="utf-8")
    assert "larger" in _refused(store, path)


# ---------------------------------------------------------------------- fuzz

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=8)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8)

_PATHS: list[Callable[[dict[str, Any]], tuple[Any, Any]]] = [
    lambda d: (d, "seed"), lambda d: (d, "names"), lambda d: (d, "person_seat"),
    lambda d: (d, "bots"), lambda d: (d, "setup"), lambda d: (d["setup"], "players"),
    lambda d: (d, "config"), lambda d: (d["config"], "starting_stack"),
    lambda d: (d["config"]["hand"], "big_blind"), lambda d: (d["config"], "levels"),
    lambda d: (d, "log"), lambda d: (d["log"], 0), lambda d: (d["log"][0], "action"),
    lambda d: (d["log"][-1], "minutes"), lambda d: (d, "version"), lambda d: (d, "name"),
    lambda d: (d, "created"),
]


def _fuzz(session_file: dict[str, Any], tmp_path: Path, where: int, value: object) -> None:
    data = json.loads(json.dumps(session_file))
    holder, key = _PATHS[where](data)
    holder[key] = value
    path = tmp_path / "fuzz.felt.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with Store.in_memory() as store:
        try:
            new_id = import_session(store, path)
        except StorageError as exc:
            assert exc.code == "bad_file"
            assert store.list_sessions() == []
            return
        resume(store, new_id)  # whatever was stored continues
        out = tmp_path / "out.felt.json"
        export_session(store, new_id, out)
        json.loads(out.read_text("utf-8"), parse_constant=_non_standard)


def _non_standard(text: str) -> float:
    raise AssertionError(f"exported the non-standard number {text}")


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.integers(0, len(_PATHS) - 1), value=_JSON)
def test_any_value_in_any_field_is_stored_right_or_refused(
        session_file: dict[str, Any], tmp_path: Path, where: int, value: object) -> None:
    _fuzz(session_file, tmp_path, where, value)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=st.integers(0, len(_PATHS) - 1), value=_JSON)
def test_any_value_in_any_field_long_run(
        session_file: dict[str, Any], tmp_path: Path, where: int, value: object) -> None:
    _fuzz(session_file, tmp_path, where, value)
