"""One entry point for hand-history files of any supported kind.

:func:`iter_hands` tells a PHH file from a PokerStars text by its name and first bytes and
yields every hand as an :class:`~engine.formats.imported.ImportedHand` (replayed by the engine)
or a :class:`~engine.formats.imported.SkippedHand` (with the reason), one at a time, so the
window and ``felt import`` can show progress and stop at any point with nothing half-done.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

from engine.core.errors import PhhError
from engine.formats import pokerstars_import
from engine.formats.imported import ImportedHand, SkippedHand
from engine.formats.phh import ReplayedHand, replay_file

PHH_SUFFIXES = (".phh", ".phhs")
_SNIFF_BYTES = 4096


def detect(path: Path) -> str | None:
    """``"phh"``, ``"pokerstars"`` or ``None`` (not a kind Felt reads)."""
    if path.suffix.lower() in PHH_SUFFIXES:
        return "phh"
    try:
        with path.open("rb") as stream:
            head = stream.read(_SNIFF_BYTES)
    except OSError:
        return None
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff \r\n\t")
    if pokerstars_import.starts_a_hand(text):
        return "pokerstars"
    if "variant" in text and "actions" in text:
        return "phh"
    return None


def iter_hands(path: Path) -> Iterator[ImportedHand | SkippedHand]:
    """Every hand of one file, replayed or skipped with the reason."""
    kind = detect(path)
    if kind == "pokerstars":
        yield from pokerstars_import.iter_hands(path)
    elif kind == "phh":
        for section, result in replay_file(path):
            yield _from_phh(path, section, result)
    else:
        yield SkippedHand("unknown", str(path), None, None, "unknown_format",
                          f"{path}: neither PHH nor a PokerStars hand history")


def _from_phh(path: Path, section: str | None,
              result: ReplayedHand | PhhError) -> ImportedHand | SkippedHand:
    if isinstance(result, PhhError):
        return SkippedHand("phh", str(path), section, None, result.code, str(result))
    fields = result.fields
    state = result.state
    n = state.player_count
    names = fields.get("players")
    players = (tuple(str(x)[:64] for x in names) if isinstance(names, list) and len(names) == n
               else tuple(f"p{j + 1}" for j in range(n)))
    seats_field = fields.get("seats")
    seats = (tuple(s for s in seats_field) if isinstance(seats_field, list) and len(seats_field)
             == n and all(type(s) is int for s in seats_field)
             else tuple(range(1, n + 1)))
    blinds = sorted(b for b in state.blinds if b > 0)
    small = blinds[0] if len(blinds) > 1 else 0
    big = blinds[-1] if blinds else state.config.big_blind
    hand = fields.get("hand")
    date = None
    if all(type(fields.get(k)) is int for k in ("year", "month", "day")):
        date = f"{fields['year']:04d}-{fields['month']:02d}-{fields['day']:02d}"
        if type(fields.get("time")) is str:
            date += f"T{fields['time'][:8]}"
    text = {k: str(fields[k])[:100] for k in ("table", "currency", "event")
            if type(fields.get(k)) is str}
    return ImportedHand(
        site="phh", source=str(path), section=section,
        hand_id=str(hand) if type(hand) is int else None, played_at=date,
        table=text.get("table"), currency=text.get("currency"), tournament=text.get("event"),
        stakes=(_unit(small, result.scale), _unit(big, result.scale)), players=players,
        seats=seats, state=state, scale=result.scale, warnings=result.warnings,
        fields={k: v for k, v in fields.items() if k.startswith("_")},
    )


def _unit(amount: int, scale: int) -> Decimal:
    return Decimal(amount) / scale if scale != 1 else Decimal(amount)


__all__ = ["detect", "iter_hands"]
