"""Moving sessions between computers, and writing hands for other software.

A session file is JSON: the settings, the seed and the log. It is untrusted input, so an
import rebuilds the session by replaying the log with Felt's own rules and bots, derives the
hands from that replay, and only then stores everything in one transaction: a file that is
malformed or has one impossible action is refused with the reason and leaves nothing behind.

Tests: tests/engine/storage/imported/test_import_units.py, tests/engine/storage/test_export.py,
tests/engine/storage/test_session_file_padding.py
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.play.session import GameSession
from engine.play.session import LogEntry
from engine.play.session import LoggedHandEnd
from engine.play.session import LoggedRebuy
from engine.play.session import SessionEvent
from engine.rules.actions import Action
from engine.rules.table import MAX_SEATS
from engine.rules.table import MAX_SESSION_SEED
from engine.storage.codec import bad
from engine.storage.codec import config_from_json
from engine.storage.codec import config_to_json
from engine.storage.codec import entry_from_json
from engine.storage.codec import entry_to_json
from engine.storage.codec import setup_from_json
from engine.storage.codec import strict_json
from engine.storage.codec import text
from engine.storage.hands import HandRecord
from engine.storage.hands import record_of
from engine.storage.imported import import_export
from engine.storage.store import SessionSpec
from engine.storage.store import Store

FORMAT = "felt-session"
VERSION = 1
MAX_LOG = 2_000_000


def export_session(store: Store, session_id: int, path: Path) -> None:
    """Write a session as one JSON file (written to a temporary name, then renamed)."""
    spec = store.spec(session_id)
    summary = store.summary(session_id)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "name": spec.name,
        "created": summary.created,
        "last_played": summary.last_played,
        "config": config_to_json(spec.config),
        "names": list(spec.names),
        "person_seat": spec.person_seat,
        "bots": {str(k): v for k, v in spec.bots.items()},
        "seed": str(spec.seed),
        "setup": dict(spec.setup),
        "log": [entry_to_json(e) for e in store.log(session_id)],
    }
    try:
        body = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    except ValueError as exc:  # a non-finite number in a damaged database: refuse, not bend
        raise StorageError("write_failed", f"session {session_id} holds a value JSON cannot "
                           f"carry: {exc}", path=str(path)) from exc
    _write_text(path, body)


def _write_text(path: Path, text: str) -> None:
    temp = path.with_name(path.name + ".part")
    try:
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, path)
    except OSError as exc:
        raise StorageError("write_failed", f"{path}: {exc.strerror}", path=str(path)) from exc


class _Collecting(GameSession):
    """A session that keeps each hand's record as the replay wraps it up, and checks each
    decision of the computer players against the file's the moment it is made.

    Checking only at the end let a small file padded with hand ends make the computer players
    play hand after hand for hours before it was refused; now the first decision the file does
    not have ends the replay.
    """

    collected: list[HandRecord]
    expected: list[LogEntry]  # the file's entries without the hand ends
    made = 0  # of those, how many the replay has made so far
    _seen = 0
    progress: Callable[[int, int], None] | None = None
    should_stop: Callable[[], bool] | None = None

    def step(self) -> list[SessionEvent]:
        events = super().step()
        self._check_new()
        return events

    def act(self, action: Action) -> list[SessionEvent]:
        events = super().act(action)
        self._check_new()
        return events

    def show_or_muck(self, show: bool) -> list[SessionEvent]:
        events = super().show_or_muck(show)
        self._check_new()
        return events

    def _check_new(self) -> None:
        """The entries logged since the last call: hands collected, decisions compared."""
        if not hasattr(self, "collected"):
            self.collected = []
        for entry in self.log[self._seen:]:
            hand = self.table.hand
            if isinstance(entry, LoggedHandEnd):
                if hand is not None:
                    names = {s: st.name for s, st in self.table.seats.items()}
                    self.collected.append(record_of(hand, names, self.person_seat))
                if self.progress is not None:
                    self.progress(self.made, len(self.expected))
                if self.should_stop is not None and self.should_stop():
                    raise StorageError("cancelled", "the import was cancelled")
                continue
            if self.made >= len(self.expected) or self.expected[self.made] != entry:
                raise bad(f"the game does not replay: entry {self.made + 1} of the log is not "
                          "what the game did")
            self.made += 1
        self._seen = len(self.log)


def _check_shape(entries: Sequence[LogEntry]) -> None:
    """Cheap checks of the log before anything is replayed: hands in order, their ends
    numbered 1, 2, 3 ... with no entry of a hand after the next one has begun.

    :raises StorageError: ``bad_file``.
    """
    ended = 0
    latest = 0
    for k, entry in enumerate(entries):
        number = entry.hand_number
        if number < latest or number > ended + 1:
            raise bad(f"the game does not replay: entry {k + 1} of the log is out of "
                      f"order (hand {number})")
        if number == ended and not isinstance(entry, LoggedRebuy):
            raise bad(f"the game does not replay: entry {k + 1} of the log is in hand "
                      f"{number} after it ended")
        latest = number
        if isinstance(entry, LoggedHandEnd):
            if number != ended + 1:
                raise bad(f"the game does not replay: entry {k + 1} of the log ends hand "
                          f"{number} twice or early")
            ended = number


MAX_FILE_BYTES = 256 * 1024 * 1024
"""A session file larger than this is refused before it is read (a long session's file is a
few megabytes: about 60 bytes per logged decision)."""
MAX_SEED_DIGITS = len(str(MAX_SESSION_SEED))


def read_session_file(path: Path) -> tuple[SessionSpec, dict[str, Any], list[Any]]:
    """Parse and check every field of a session file (not yet the game itself).

    Each field is checked for its form and range before anything is built from it: the file
    is untrusted, and a value of the wrong form stored now would break every later continue.

    :raises StorageError: ``bad_file`` with the reason.
    """
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise bad(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
        raw = path.read_bytes()
    except OSError as exc:
        raise StorageError("bad_file", f"{path}: {exc.strerror}",
                           reason=exc.strerror or "unreadable") from exc
    try:
        body = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise bad("the file is not text") from None
    data = strict_json(body)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise bad("not a Felt session file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise bad("version must be a whole number")
    if version > VERSION:
        raise bad(f"session file version {version} is newer than this Felt")
    names = data.get("names")
    if not isinstance(names, list) or not 2 <= len(names) <= MAX_SEATS:
        raise bad(f"names must be a list of 2 to {MAX_SEATS} seats")
    for k, seat_name in enumerate(names):
        if seat_name is not None:
            text(seat_name, f"names[{k}]", 40)
    person = data.get("person_seat")
    if person is not None and (not isinstance(person, int) or isinstance(person, bool)
                               or not 0 <= person < len(names)):
        raise bad("person_seat must be a seat number or null")
    bots = data.get("bots")
    if not isinstance(bots, dict) or not all(
            isinstance(k, str) and k.isdigit() and len(k) <= 2 and int(k) < len(names)
            and isinstance(v, str) and len(v) <= 40 for k, v in bots.items()):
        raise bad("bots must map seat numbers to kinds of player")
    seed = data.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool):
        seed = str(seed)
    if (not isinstance(seed, str) or not seed.isascii() or not seed.isdigit()
            or len(seed) > MAX_SEED_DIGITS or int(seed) > MAX_SESSION_SEED):
        raise bad(f"seed must be a whole number from 0 to {MAX_SESSION_SEED}")
    setup = setup_from_json(data.get("setup", {}))
    log = data.get("log")
    if not isinstance(log, list) or len(log) > MAX_LOG:
        raise bad(f"log must be a list of at most {MAX_LOG} entries")
    name = data.get("name", "")
    for stamp in ("created", "last_played"):
        value = data.get(stamp)
        if value is not None and (not isinstance(value, int | float) or isinstance(value, bool)
                                  or not 0 <= value < 1e11):
            raise bad(f"{stamp} must be a time in seconds")
    spec = SessionSpec(config_from_json(data.get("config")), tuple(names), person,
                       {int(k): v for k, v in bots.items()}, int(seed),
                       text(name, "name") if name is not None else "", setup)
    return spec, data, log


def import_session(store: Store, path: Path,
                   progress: Callable[[int, int], None] | None = None,
                   should_stop: Callable[[], bool] | None = None) -> int:
    """Replay a session file and store it; nothing is stored unless all of it is right.

    The log's shape is checked first, and the replay stops at the first decision that is not
    the file's, so a file that does not replay is refused at once.

    :param progress: called after each replayed hand with (decisions replayed, decisions in
        the file), on the thread that imports.
    :param should_stop: polled after each replayed hand; true ends the import (``cancelled``),
        nothing stored.
    :raises StorageError: ``bad_file`` with ``details['reason']``, ``cancelled``.
    """
    spec, data, raw_log = read_session_file(path)
    entries = [entry_from_json(e) for e in raw_log]
    _check_shape(entries)
    try:
        session = _Collecting(spec.config, list(spec.names), spec.person_seat, spec.bots,
                              spec.seed, None, auto_rebuy=True)
        session.expected = [e for e in entries if not isinstance(e, LoggedHandEnd)]
        session.progress = progress
        session.should_stop = should_stop
        session._play_log(entries)  # as GameSession.replay does, with the checks above
    except StorageError:
        raise
    except FeltError as exc:
        raise bad(f"the game does not replay: {exc}") from exc
    except (ArithmeticError, TypeError, RecursionError) as exc:  # settings beyond any game
        raise bad(f"the game does not replay: {exc}") from exc
    assert isinstance(session, _Collecting)
    if len(session.log) != len(entries) or any(
            isinstance(a, LoggedHandEnd) != isinstance(b, LoggedHandEnd)
            for a, b in zip(session.log, entries, strict=True)):
        raise bad("the log has entries the game never reached")
    hands = getattr(session, "collected", [])
    table = session.table
    stacks = {s: st.stack for s, st in table.seats.items()}
    summary: dict[str, Any] = {
        "hands_played": hands[-1].hand_number if hands else 0,
        "finished": session.over,
        "stacks": stacks,
    }
    if spec.person_seat is not None:
        summary["person_stack"] = stacks.get(spec.person_seat)
    now = time.time()
    created = data.get("created")
    last = data.get("last_played")
    return store.insert_copied_session(
        spec,
        float(created) if isinstance(created, int | float) else now,
        float(last) if isinstance(last, int | float) else now,
        entries, hands, summary)


# ---------------------------------------------------------------------- hands for other tools


def hands_text(hands: Sequence[HandRecord], fmt: str, store: Store | None = None) -> str:
    """Hands as PHH (one file, a table per hand when there are several) or PokerStars text.

    :raises StorageError: ``bad_format`` for any other format.
    """
    if fmt == "phh":
        if len(hands) == 1:
            return _phh(hands[0])
        return "\n".join(f"[{_section(h)}]\n{_phh(h)}" for h in hands)
    if fmt == "pokerstars":
        from engine.formats.sites.pokerstars import write_pokerstars

        names: dict[int, str] = {}
        if store is not None:
            for sid in {h.session_id for h in hands if h.origin is None}:
                try:
                    names[sid] = store.summary(sid).name or f"Felt {sid}"
                except StorageError:
                    names[sid] = f"Felt {sid}"
        return "\n\n\n".join(
            import_export.pokerstars_text(h) if h.origin is not None else
            write_pokerstars(h.data.rebuild(), {p.seat: p.name for p in h.players},
                             h.session_id * 1_000_000 + h.hand_number,
                             names.get(h.session_id, "Felt"), h.person_seat, h.played_at)
            for h in hands) + "\n"
    raise StorageError("bad_format", f"unknown export format {fmt!r}", format=fmt)


def _phh(hand: HandRecord) -> str:
    """Felt's own hand as it was played; an imported one as its file wrote it."""
    return import_export.phh_text(hand) if hand.origin is not None else hand.phh()


def _section(hand: HandRecord) -> str:
    if hand.origin is not None:
        return import_export.section_name(hand)
    return f"session{hand.session_id}_hand{hand.hand_number}"


def export_hands(hands: Sequence[HandRecord], fmt: str, path: Path,
                 store: Store | None = None) -> int:
    _write_text(path, hands_text(hands, fmt, store))
    return len(hands)
