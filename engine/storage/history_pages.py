"""The hand history a page at a time: sorted, filtered and counted by SQLite.

The history can hold a million hands; reading them all to sort them in Python took minutes and
a gigabyte. Here every order and filter is a query over indexed columns
(:mod:`engine.storage.history_schema`): a page is the keys of ``limit`` rows from ``offset``
(read from the indexes alone), then those rows by their keys. Only the rows shown are decoded,
and a row that cannot be decoded (a damaged database) is given as a :class:`HistoryRow`
without a record, naming its hand, instead of hiding every other row.

Every row's place is ``(key, time, session, hand)``: the sort column's value, when it was
played, its session (:data:`~engine.storage.store.IMPORTED` for imported hands) and its hand
number (an imported hand's row id); the last two make the order total.

Tests: tests/gui/history/test_history_scale.py
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from typing import Any

from engine.core.errors import StorageError
from engine.storage.hands import HandRecord
from engine.storage.history_schema import IMPORTED_TIME
from engine.storage.people import as_person
from engine.storage.store import HAND_COLUMNS
from engine.storage.store import IMPORTED
from engine.storage.store import IMPORTED_COLUMNS
from engine.storage.store import Store
from engine.storage.store import decoding
from engine.storage.store import hand_of_row
from engine.storage.store import imported_hand_of_row

SORTS = ("time", "session", "hand", "result", "category")
"""The orders the history offers; sorting by cards, board, stakes or aids is not offered
(no index can give them)."""

_LOOKUPS = 400  # hands read by key in one query (two variables each, SQLite allows 32,766)
_NETS = {"won": "> 0", "lost": "< 0", "even": "= 0"}


@dataclass(frozen=True, slots=True)
class HistoryQuery:
    """Which hands the history lists, and in which order.

    :param session: one session's hands (:data:`IMPORTED`: the imported ones), or all.
    :param result: the person's ``won``, ``lost`` or ``even`` hands only.
    :param category: hands whose main pot was won at showdown with this category; ``-1``
        for hands without a showdown.
    :param player: hands this player (by name) was dealt into.
    :param person_seats: one person's hands of a hot-seat game: their seat in each session
        (:func:`engine.storage.people.people`); each hand as they saw it.
    :param sort: one of :data:`SORTS`.
    """

    session: int | None = None
    result: str | None = None
    category: int | None = None
    player: str | None = None
    person_seats: Mapping[int, int] | None = field(default=None, hash=False)
    sort: str = "time"
    descending: bool = True


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """A row of the history: its hand, and the hand's record unless it cannot be read.

    :param problem: why the record is missing (the stored row does not decode).
    """

    session_id: int
    hand_number: int
    record: HandRecord | None
    problem: str = ""


def _felt_branch(query: HistoryQuery, args: list[Any]) -> str | None:
    """The keys of Felt's own hands the query lets through (``None``: none can pass)."""
    seats = query.person_seats
    if query.session == IMPORTED or (seats is not None and not seats):
        return None
    seat = "h.person_seat"
    if seats is not None:
        seat = "CASE h.session_id " + " ".join(
            f"WHEN {int(s)} THEN {int(k)}" for s, k in seats.items()) + " END"
    mine = (f"SELECT {{}} FROM hand_players p WHERE p.session_id = h.session_id "
            f"AND p.hand_number = h.hand_number AND p.seat = {seat}")
    clauses: list[str] = []
    if query.session is not None:
        clauses.append("h.session_id = ?")
        args.append(query.session)
    if seats is not None:
        clauses.append(f"h.session_id IN ({', '.join(str(int(s)) for s in seats)})")
        clauses.append(f"EXISTS ({mine.format('1')})")
    if query.result is not None:
        if seats is None:
            clauses.append("h.result = ?")
            args.append(query.result)
        else:
            clauses.append(f"EXISTS ({mine.format('1')} AND p.net {_NETS[query.result]})")
    if query.category is not None:
        clauses.append("coalesce(h.category, -1) = ?")
        args.append(query.category)
    if query.player is not None:
        clauses.append("EXISTS (SELECT 1 FROM hand_players q WHERE q.name = ? AND "
                       "q.session_id = h.session_id AND q.hand_number = h.hand_number)")
        args.append(query.player)
    key = {"time": "h.played_at", "session": "h.session_id", "hand": "h.hand_number",
           "category": "coalesce(h.category, -1)",
           "result": f"coalesce(({mine.format('p.net')}), 0)"}[query.sort]
    where = (" WHERE " + " AND ".join(clauses)) if clauses else ""
    return (f"SELECT {key} AS k, h.played_at AS t, h.session_id AS sid, "
            f"h.hand_number AS num FROM hands h{where}")


def _imported_branch(query: HistoryQuery, args: list[Any], me: bool) -> str | None:
    """The keys of imported hands the query lets through (``None``: none can pass).

    :param me: the person has marked names of theirs (else no imported hand has a result).
    """
    if query.person_seats is not None or query.session not in (None, IMPORTED) \
            or (query.result is not None and not me):
        return None
    mine = "SELECT {} FROM imported_players p WHERE p.hand = i.id AND p.name IN " \
           "(SELECT name FROM me_names)"
    clauses: list[str] = []
    if query.result is not None:
        clauses.append(f"EXISTS ({mine.format('1')} AND p.net {_NETS[query.result]})")
    if query.category is not None:
        clauses.append("coalesce(i.category, -1) = ?")
        args.append(query.category)
    if query.player is not None:
        clauses.append("i.id IN (SELECT hand FROM imported_players WHERE name = ?)")
        args.append(query.player)
    key = {"time": IMPORTED_TIME, "session": str(IMPORTED), "hand": "i.id",
           "category": "coalesce(i.category, -1)",
           "result": f"coalesce(({mine.format('p.net')} LIMIT 1), 0)" if me else "0"
           }[query.sort]
    where = (" WHERE " + " AND ".join(clauses)) if clauses else ""
    return (f"SELECT {key} AS k, {IMPORTED_TIME} AS t, {IMPORTED} AS sid, i.id AS num "
            f"FROM imported_hands i{where}")


def _keys(store: Store, query: HistoryQuery) -> tuple[str, list[Any]]:
    """One query of every row's place ``(k, t, sid, num)``, unordered."""
    if query.sort not in SORTS:
        raise ValueError(f"unknown sort {query.sort!r}")
    args: list[Any] = []
    me = bool(store.query("SELECT EXISTS (SELECT 1 FROM me_names)")[0][0])
    branches = [b for b in (_felt_branch(query, args), _imported_branch(query, args, me))
                if b]
    if not branches:
        return "SELECT 0 AS k, 0 AS t, 0 AS sid, 0 AS num WHERE 0", []
    return " UNION ALL ".join(branches), args


def _order(query: HistoryQuery) -> str:
    way = "DESC" if query.descending else "ASC"
    return f"ORDER BY k {way}, t {way}, sid {way}, num {way}"


def count(store: Store, query: HistoryQuery) -> int:
    """How many hands the query lets through."""
    sql, args = _keys(store, replace(query, sort="time"))  # the order's key is not needed
    return int(store.query(f"SELECT count(*) FROM ({sql})", args)[0][0])


def page(store: Store, query: HistoryQuery, offset: int, limit: int) -> list[HistoryRow]:
    """``limit`` rows from ``offset`` in the query's order."""
    sql, args = _keys(store, query)
    # The ORDER BY on the compound itself lets SQLite merge the two tables' index scans.
    keys = store.query(f"{sql} {_order(query)} LIMIT ? OFFSET ?", [*args, limit, offset])
    return rows(store, [(int(sid), int(num)) for _, _, sid, num in keys], query.person_seats)


def rows(store: Store, keys: Sequence[tuple[int, int]],
         person_seats: Mapping[int, int] | None = None) -> list[HistoryRow]:
    """The rows of these hands (``(session, hand number)``) in this order."""
    felt = [k for k in keys if k[0] != IMPORTED]
    found: dict[tuple[int, int], Sequence[Any]] = {}
    for start in range(0, len(felt), _LOOKUPS):
        chunk = felt[start:start + _LOOKUPS]
        # A join, so that each key is one lookup of the primary key (an IN list of pairs
        # is a scan of the table).
        for row in store.query(
                f"WITH k(s, n) AS (VALUES {', '.join('(?, ?)' for _ in chunk)}) "
                f"SELECT {HAND_COLUMNS} FROM k CROSS JOIN hands "
                "ON session_id = k.s AND hand_number = k.n",
                [x for key in chunk for x in key]):
            found[(int(row[0]), int(row[1]))] = row
    imported = [num for sid, num in keys if sid == IMPORTED]
    for start in range(0, len(imported), _LOOKUPS * 2):
        ids = imported[start:start + _LOOKUPS * 2]
        for row in store.query(f"SELECT {IMPORTED_COLUMNS} FROM imported_hands WHERE id IN "
                               f"({', '.join('?' * len(ids))})", ids):
            found[(IMPORTED, int(row[0]))] = row
    me = set(store.me_names()) if imported else set()
    out = []
    for sid, num in keys:
        row = found.get((sid, num))
        if row is None:
            out.append(HistoryRow(sid, num, None, "not_found"))
            continue
        try:
            with decoding(f"hand {num}"):
                record = imported_hand_of_row(row, me) if sid == IMPORTED else hand_of_row(row)
        except StorageError as exc:
            out.append(HistoryRow(sid, num, None, str(exc.details.get("reason", exc))))
            continue
        if person_seats is not None and sid in person_seats:
            record = as_person(record, person_seats[sid])
        out.append(HistoryRow(sid, num, record))
    return out


def position(store: Store, query: HistoryQuery, session_id: int, hand_number: int
             ) -> int | None:
    """Where a hand stands in the query's order (``None``: the query does not list it)."""
    sql, args = _keys(store, query)
    found = store.query(f"SELECT k, t, sid, num FROM ({sql}) WHERE sid = ? AND num = ?",
                        [*args, session_id, hand_number])
    if not found:
        return None
    before = ">" if query.descending else "<"
    return int(store.query(f"SELECT count(*) FROM ({sql}) WHERE (k, t, sid, num) {before} "
                           "(?, ?, ?, ?)", [*args, *found[0]])[0][0])


def latest(store: Store) -> float:
    """When the newest of Felt's own hands was saved (0 without one): a hand saved after
    that is not in a list read before."""
    found = store.query("SELECT max(played_at) FROM hands")[0][0]
    return float(found) if found is not None else 0.0


def saved_at(store: Store, session_id: int, hand_number: int) -> float | None:
    """When one of Felt's own hands was saved (``None``: it is not)."""
    found = store.query("SELECT played_at FROM hands WHERE session_id = ? AND hand_number = ?",
                        (session_id, hand_number))
    return float(found[0][0]) if found else None


def player_names(store: Store) -> list[str]:
    """Every name dealt into a stored hand, read by skipping through the name indexes."""
    felt, imported = player_names_by_origin(store)
    return sorted(set(felt) | set(imported))


def player_names_by_origin(store: Store) -> tuple[list[str], list[str]]:
    """The names of Felt's own games (the person and Felt's computer players) and the names
    of hands imported from other sites, apart, each sorted."""
    found = []
    for table in ("hand_players", "imported_players"):
        found.append(sorted(str(r[0]) for r in store.query(
            f"WITH RECURSIVE n(name) AS (SELECT min(name) FROM {table} UNION ALL "
            f"SELECT (SELECT min(name) FROM {table} WHERE name > n.name) FROM n "
            "WHERE n.name IS NOT NULL) SELECT name FROM n WHERE name IS NOT NULL")))
    return found[0], found[1]


def has_imported(store: Store) -> bool:
    return bool(store.query("SELECT EXISTS (SELECT 1 FROM imported_hands)")[0][0])
