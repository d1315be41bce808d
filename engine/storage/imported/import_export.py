"""Imported hands written out again as their site wrote them: money, names, number and date.

An imported hand is stored in minor units with its origin (:class:`ImportOrigin`); written as
PHH or PokerStars text it must read as the file did, "$0.25" and not "25", its site's hand
number and table and not Felt's session, so that another tool (or Felt itself) importing the
export finds the same hand with the same amounts. The rake the site took is not part of the
engine's replay: it is what the stored results are below the replayed stacks, and it is
written back (PokerStars ``Rake``, PHH ``_felt_rake``) so that a re-import counts the same
results.

Tests: tests/engine/storage/imported/test_import_units.py, tests/engine/play/test_show_or_muck.py,
tests/engine/storage/test_export.py
"""

from __future__ import annotations

import datetime as dt
from pathlib import PurePath
from typing import Any

from engine.formats.phh import in_units
from engine.formats.phh import write_phh
from engine.formats.sites.pokerstars import SiteHand
from engine.formats.sites.pokerstars import write_pokerstars
from engine.rules.hand import HandState
from engine.storage.hands import HandRecord
from engine.storage.hands import ImportOrigin

MAX_HAND_NUMBER = 2**63 - 1  # a TOML integer; a larger hand number is written as text


def _origin(record: HandRecord) -> ImportOrigin:
    if record.origin is None:
        raise ValueError("not an imported hand")
    return record.origin


def rake_by_seat(record: HandRecord, state: HandState) -> dict[int, int]:
    """What the site took from each winner: the replayed stack above the stored result."""
    stacks = dict(zip(state.seats, state.stacks, strict=True))
    return {p.seat: stacks[p.seat] - p.finish for p in record.players
            if stacks.get(p.seat, p.finish) > p.finish}


def hand_number(record: HandRecord) -> str:
    """The site's hand number, or the history's own for a file that gave none."""
    origin = _origin(record)
    return origin.hand_id if origin.hand_id and origin.hand_id.isdigit() \
        else str(record.hand_number)


def section_name(record: HandRecord) -> str:
    """A hand's section in a multi-hand PHH export (a bare TOML key)."""
    origin = _origin(record)
    key = origin.hand_id if origin.hand_id and origin.hand_id.isalnum() \
        else str(record.hand_number)
    return f"{origin.site}_{key}"


def pokerstars_text(record: HandRecord) -> str:
    """An imported hand as PokerStars text: its site's number, table, date and money."""
    origin = _origin(record)
    state = record.data.rebuild()
    site = SiteHand(hand_number(record), origin.table or PurePath(origin.source).stem,
                    origin.scale, origin.currency, origin.tournament, origin.played_at,
                    origin.timezone, rake_by_seat(record, state))
    return write_pokerstars(state, {p.seat: p.name for p in record.players}, 0,
                            person_seat=record.person_seat, site=site)


def phh_text(record: HandRecord) -> str:
    """An imported hand as PHH: amounts in the file's units, its number, table, currency,
    date and zone, the tournament as the event, and the rake."""
    origin = _origin(record)
    state = record.data.rebuild()
    extra: dict[str, Any] = {}
    if origin.hand_id:
        number = int(origin.hand_id) if origin.hand_id.isdigit() and int(
            origin.hand_id) <= MAX_HAND_NUMBER else origin.hand_id
        extra["hand"] = number
    if origin.table:
        extra["table"] = origin.table
    if origin.tournament:
        extra["event"] = origin.tournament
    if origin.currency:
        extra["currency"] = origin.currency
    extra.update(_date_fields(origin))
    rake = sum(rake_by_seat(record, state).values())
    if rake:
        extra["_felt_rake"] = in_units(rake, origin.scale)  # PHH has no rake field
    extra["_felt_site"] = origin.site
    return write_phh(state, [p.name for p in record.players], extra, origin.scale)


def _date_fields(origin: ImportOrigin) -> dict[str, Any]:
    if not origin.played_at:
        return {}
    try:
        moment = dt.datetime.fromisoformat(origin.played_at)
    except ValueError:
        return {}
    fields: dict[str, Any] = {"year": moment.year, "month": moment.month, "day": moment.day}
    if "T" in origin.played_at:
        fields["time"] = moment.time()
    if origin.timezone:
        fields["time_zone_abbreviation"] = origin.timezone
    return fields


__all__ = ["hand_number", "phh_text", "pokerstars_text", "rake_by_seat", "section_name"]
