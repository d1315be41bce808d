"""One entry point for hand-history files of any supported kind.

:func:`iter_hands` tells a PHH file from a PokerStars, GGPoker, Winamax,
PartyPoker, Full Tilt, 888poker or WPN text or an iPoker XML session by its name and first bytes and
yields every hand as an :class:`~engine.formats.imported.ImportedHand` (replayed by the engine)
or a :class:`~engine.formats.imported.SkippedHand` (with the reason), one at a time, so the
window and ``felt import`` can show progress and stop at any point with nothing half-done.

Tests: tests/engine/formats/test_export_injection.py, tests/engine/formats/sites/test_fulltilt.py,
tests/engine/formats/test_import_fuzz.py
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from collections.abc import Iterator
from decimal import Decimal
from functools import partial
from pathlib import Path

from engine.core.errors import HistoryFileError
from engine.core.errors import PhhError
from engine.formats.history_file import open_regular
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand
from engine.formats.imported import collected_by_position
from engine.formats.phh import ReplayedHand
from engine.formats.phh import in_units
from engine.formats.phh import replay_file
from engine.formats.sites import fulltilt
from engine.formats.sites import ggpoker
from engine.formats.sites import ipoker
from engine.formats.sites import ipoker_text
from engine.formats.sites import pacific
from engine.formats.sites import partypoker
from engine.formats.sites import pokerstars_import
from engine.formats.sites import stars_family
from engine.formats.sites import winamax
from engine.formats.sites import wpn
from engine.formats.text_safety import has_control
from engine.rules.hand import HandState

PHH_SUFFIXES = (".phh", ".phhs")
_Reader = Callable[[Path, Known | None, KnownText | None],
                   Iterator[ImportedHand | SkippedHand | KnownHand]]
_SNIFF_BYTES = 4096


def detect(path: Path) -> str | None:
    """``"phh"``, ``"pokerstars"``, ``"ggpoker"``, ``"winamax"``, ``"ipoker"``,
    ``"partypoker"``, ``"fulltilt"``, ``"888poker"``, ``"wpn"`` or ``None``
    (not a kind Felt reads, or not readable)."""
    try:
        return _kind(path, _head(path))
    except HistoryFileError:
        return None


def _head(path: Path) -> bytes:
    """The first bytes of a regular file.

    :raises HistoryFileError: ``not_a_file`` or ``unreadable``.
    """
    with open_regular(path) as stream:
        try:
            return stream.read(_SNIFF_BYTES)
        except OSError as exc:
            raise HistoryFileError("unreadable", f"{path}: cannot be read "
                                   f"({exc.strerror or exc})", where=str(path)) from exc


#: Each site's text: its kind's name, whether a file's first bytes start one of its hands, and
#: its reader (one table for :func:`detect` and :func:`iter_hands`, tried in this order).
_SITES: tuple[tuple[str, Callable[[str], bool], _Reader], ...] = (
    ("pokerstars", pokerstars_import.starts_a_hand,
     lambda path, known, text: pokerstars_import.iter_hands(path, known, known_text=text)),
    ("ggpoker", ggpoker.starts_a_hand, ggpoker.iter_hands),
    ("winamax", winamax.starts_a_hand, winamax.iter_hands),
    ("ipoker", ipoker.starts_a_hand, lambda path, known, _: ipoker.iter_hands(path, known)),
    # iPoker's hands as text, as PokerTracker exports them
    ("ipoker", ipoker_text.starts_a_hand, ipoker_text.iter_hands),
    ("partypoker", partypoker.starts_a_hand,
     lambda path, known, _: partypoker.iter_hands(path, known)),
    ("fulltilt", fulltilt.starts_a_hand, fulltilt.iter_hands),
    # Sites writing PokerStars' own format under their name (Full Tilt's after 2016 too).
    *((site, stars_family.starts_a_hand(site), partial(stars_family.iter_hands, site))
      for site, _ in stars_family.SITES),
    ("888poker", pacific.starts_a_hand, lambda path, known, _: pacific.iter_hands(path, known)),
    ("wpn", wpn.starts_a_hand, lambda path, known, _: wpn.iter_hands(path, known)),
)


def _kind(path: Path, head: bytes) -> str | None:
    return _kind_and_reader(path, head)[0]


def _kind_and_reader(path: Path, head: bytes) -> tuple[str | None, _Reader | None]:
    """The file's kind and its site's reader (``None`` for PHH and unknown files): the first
    site of :data:`_SITES` whose hands the text starts like (one kind can have two formats,
    as Full Tilt has)."""
    if path.suffix.lower() in PHH_SUFFIXES:
        return "phh", None
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \r\n\t")
    for name, starts_a_hand, read in _SITES:
        if starts_a_hand(text):
            return name, read
    if "variant" in text and "actions" in text:
        return "phh", None
    return None, None


def iter_hands(path: Path, known: Known | None = None, known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of one file, replayed or skipped with the reason.

    ``known`` is asked with each hand's keys before it is replayed; a hand it knows is a
    :class:`KnownHand` (the history holds it) and costs only its parsing; ``known_text`` is
    asked with a site-text hand's key of its text before it is even parsed.

    Only regular files are read: a FIFO, a device or a folder is one skip (``not_a_file``),
    and a file that cannot be opened one skip (``unreadable``).
    """
    try:
        kind, reader = _kind_and_reader(path, _head(path))
    except HistoryFileError as exc:
        yield SkippedHand("unknown", str(path), None, None, exc.code, str(exc))
        return
    if reader is not None:
        yield from reader(path, known, known_text)
    elif kind == "phh":
        for section, result in replay_file(path, known):
            yield result if isinstance(result, KnownHand) else _from_phh(path, section, result)
    else:
        yield SkippedHand("unknown", str(path), None, None, "unknown_format",
                          f"{path}: not PHH nor a PokerStars, GGPoker, Winamax, iPoker, "
                          "PartyPoker, Full Tilt, 888poker or WPN hand history")


def _from_phh(path: Path, section: str | None,
              result: ReplayedHand | PhhError) -> ImportedHand | SkippedHand:
    if isinstance(result, PhhError):
        return SkippedHand("phh", str(path), section, None, result.code, str(result))
    fields = result.fields
    state = result.state
    n = state.player_count
    names = fields.get("players")
    if isinstance(names, list) and any(type(x) is str and has_control(x) for x in names):
        return SkippedHand("phh", str(path), section, None, "bad_name",
                           f"{path}: a player's name holds a control character or line break")
    players = (tuple(str(x)[:64] for x in names) if isinstance(names, list) and len(names) == n
               else tuple(f"p{j + 1}" for j in range(n)))
    seats_field = fields.get("seats")
    seats = (tuple(s for s in seats_field) if isinstance(seats_field, list) and len(seats_field)
             == n and all(type(s) is int for s in seats_field)
             else tuple(range(1, n + 1)))
    # The stakes: the big blind is the minimum bet (a straddle is not the stakes), the small
    # blind the least blind below it.
    big = state.config.big_blind
    small = min((b for b in state.blinds if 0 < b < big), default=0)
    hand = fields.get("hand")
    date = None
    if all(type(fields.get(k)) is int for k in ("year", "month", "day")):
        date = f"{fields['year']:04d}-{fields['month']:02d}-{fields['day']:02d}"
        clock = fields.get("time")
        if type(clock) is dt.time:  # PHH writes a TOML local time: 20:15:42
            clock = clock.isoformat(timespec="seconds")
        if type(clock) is str:
            date += f"T{clock[:8]}"
    text = {k: str(fields[k])[:100] for k in ("table", "currency", "event")
            if type(fields.get(k)) is str}
    if type(fields.get("table")) is int:  # PHH allows a table number
        text["table"] = str(fields["table"])
    kept = {k: v for k, v in fields.items() if k.startswith("_")}
    zone = fields.get("time_zone_abbreviation")
    if type(zone) is str:
        kept["timezone"] = zone[:16]
    rake, warnings = _rake(fields.get("_felt_rake"), result.scale, state), result.warnings
    if rake is None:
        rake, warnings = 0, (*warnings, "bad_rake")
    return ImportedHand(
        site="phh", source=str(path), section=section,
        hand_id=str(hand) if type(hand) is int else None, played_at=date,
        table=text.get("table"), currency=text.get("currency"), tournament=text.get("event"),
        stakes=(_unit(small, result.scale), _unit(big, result.scale)), players=players,
        seats=seats, state=state, scale=result.scale, rake=rake, warnings=warnings,
        fields=kept, keys=result.keys,
    )


def _rake(value: object, scale: int, state: HandState) -> int | None:
    """The site's rake (Felt's PHH field ``_felt_rake``: PHH has none) in minor units: 0
    without one, ``None`` when it is not a whole number of the hand's minor units or more than
    the pots held."""
    if value is None:
        return 0
    if type(value) not in (int, Decimal):
        return None
    assert isinstance(value, int | Decimal)
    minor = Decimal(value) * scale
    if not minor.is_finite() or minor != minor.to_integral_value() or minor < 0:
        return None
    rake = int(minor)
    return rake if rake <= sum(collected_by_position(state)) else None


def _unit(amount: int, scale: int) -> Decimal:
    """Minor units in the file's units with every place of the scale ("0.50", not "0.5")."""
    return Decimal(in_units(amount, scale))


__all__ = ["detect", "iter_hands"]
