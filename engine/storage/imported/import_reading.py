"""What an import worker process does: read a chunk of hands, replay each, make its rows.

Why a module of its own: :mod:`engine.storage.imported.import_pool` starts its workers fresh, and a
fresh worker imports only the module of the function it runs. This one imports the readers,
the engine's rules and the stored form of a hand, nothing else (no store, no bots, no numpy:
``tests/engine/storage/imported/test_import_reading.py`` checks), so a worker holds about half the
memory it did when it loaded :mod:`engine.storage.imported.imports`.

The stored form of an imported hand (:func:`stored_form`) is made here too, since both the
workers and the importing process (small files) make it.
"""

from __future__ import annotations

import gc
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.core.frozen import quick_init
from engine.evaluation.hand_value import seven_card_lookup
from engine.evaluation.hand_value import use_seven_card_lookup
from engine.evaluation.lookup_file import lookup_file
from engine.evaluation.lookup_file import read_lookup
from engine.formats import hand_blocks
from engine.formats.history_hand import HandKeys
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.imported import collected_by_position
from engine.formats.sites.ggpoker import GGPOKER
from engine.formats.sites.pokerstars_import import STARS
from engine.formats.sites.pokerstars_import import read_hand
from engine.formats.sites.winamax import WINAMAX
from engine.rules.hand import HandState
from engine.storage.hands import HandRecord
from engine.storage.hands import ImportOrigin
from engine.storage.hands import ReplayOptions
from engine.storage.hands import SeatResult
from engine.storage.hands import players_to_json
from engine.storage.hands import record_of
from engine.storage.jackpot_split import jackpot_by_seat


def options_of(state: HandState, dead: tuple[int, ...] = ()) -> ReplayOptions:
    """The dealing options of an imported hand, read from its finished state (``dead``: the
    dead blinds in its antes, as its file says)."""
    blinds = list(state.blinds)
    if state.player_count == 2:  # HandState takes heads-up blinds in PHH order
        blinds = [blinds[1], blinds[0]]
    won = collected_by_position(state)
    return ReplayOptions(
        antes=tuple(state.antes), blinds=tuple(blinds), mucks=tuple(sorted(state.mucks)),
        unknown=tuple(sorted(state.unknown)),
        winners=tuple(j for j, amount in enumerate(won) if amount > 0),
        dead_antes=bool(state._dead_antes), free_folds=True,
        first_to_act=state._opener, runs=2 if state.second_board else 1,
        half_bet_reopens=state._half_bet_reopens, site_money=state._site_money,
        straight_over_trips=state._straight_over_trips, dead=dead)


def stored_form(hand: ImportedHand, checked: bool = True) -> HandRecord:
    """The history record of an imported hand, checked to replay to the very same events.

    ``checked=False`` (a bulk import) trusts the one replay the reader made, which was
    already held against what the file says every player collected: replaying the stored
    form once more doubled an import's time. The tests replay the stored form of every hand
    of their files, so the two cannot drift apart unnoticed.

    :raises StorageError: ``not_storable`` when the stored form would replay differently
        (the hand is then skipped, never stored wrong).
    """
    state = hand.state
    names = dict(zip(state.seats, hand.players, strict=False))
    record = record_of(state, names, None, options=options_of(state, hand.dead))
    data = record.data
    if checked:
        try:
            again = data.rebuild()
        except StorageError as exc:
            raise StorageError("not_storable", f"the hand cannot be stored: {exc}") from exc
        if again.events != state.events:
            raise StorageError("not_storable", "the stored hand would replay differently")
    small, big = hand.stakes
    zone = hand.fields.get("timezone")
    origin = ImportOrigin(hand.site, hand.hand_id, hand.played_at, hand.table, hand.currency,
                          hand.tournament, str(small), str(big), hand.scale, hand.source,
                          hand.section, zone if isinstance(zone, str) else None,
                          hand.jackpot)
    return replace(record, data=data, origin=origin, players=_after_rake(record, hand))


def _after_rake(record: HandRecord, hand: ImportedHand) -> tuple[SeatResult, ...]:
    """The players' results as the site paid them: the engine takes no rake, so the rake is
    taken back from the winners, in proportion to what each collected (the odd minor units
    from the one who collected most). The replay itself keeps the engine's figures."""
    players = record.players
    if hand.rake <= 0:
        return players
    collected = hand.collected
    total = sum(collected)
    if total <= 0:
        return players
    cuts = [hand.rake * c // total for c in collected]
    cuts[max(range(len(cuts)), key=lambda j: collected[j])] += hand.rake - sum(cuts)
    position = {seat: j for j, seat in enumerate(hand.state.seats)}
    return tuple(replace(p, finish=p.finish - cuts[position[p.seat]]) for p in players)


def hand_key(record: HandRecord) -> str:
    """How a hand is known: the site's hand number, or a digest of what it is.

    PHH hand numbers count within one file (many files have a hand 1), so a PHH hand is
    known by its content: its rules, seats, stacks, cards, actions and names.
    """
    origin = record.origin
    assert origin is not None
    if origin.site != "phh" and origin.hand_id:  # as stored before content keys (version 6)
        return origin.hand_id
    content = json.dumps([record.data.to_json(), [p.name for p in record.players]],
                         sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(content.encode()).hexdigest()


@quick_init
@dataclass(frozen=True, slots=True)
class Stored:
    """A hand ready to be written: its row (all but the time of the import, which comes
    last), its players' rows and the key of its text. Plain values, so that a worker process
    can make it (:mod:`engine.storage.imported.import_pool`)."""

    hand_row: tuple[Any, ...]
    players: list[tuple[Any, ...]]
    raw_key: str | None


_json = json.JSONEncoder(check_circular=False).encode
"""``json.dumps`` of the rows' plain values, less its check for a list holding itself (the
values are made here and hold none): a tenth of the encoding's time."""


def _stored(hand: ImportedHand) -> Stored:
    record = stored_form(hand, checked=False)
    keys = hand.keys
    o = record.origin
    assert o is not None
    raw_key = keys.raw_key if keys else None
    hand_row = (o.site, keys.hand_key if keys and keys.hand_key else hand_key(record),
                o.hand_id, o.played_at, o.source, o.table, o.currency, o.tournament,
                o.small_blind, o.big_blind, o.scale, record.button, _json(record.board),
                _json(players_to_json(record.players)), record.category,
                _json(record.data.to_json()), o.section, o.timezone,
                keys.content_key if keys else None, raw_key, o.jackpot)
    replayed = dict(zip(hand.state.seats, hand.state.stacks, strict=True))
    paid = {p.seat: replayed[p.seat] - p.finish for p in record.players}
    jackpot = jackpot_by_seat(o.jackpot, paid)
    players = [(p.seat, p.name, p.net, int(p.vpip), int(p.pfr), p.aggressive, p.passive,
                int(p.showdown), int(p.won_showdown), paid[p.seat], jackpot.get(p.seat, 0))
               for p in record.players]  # the last two: the site's rake of his winnings
    # (its jackpot fee included) and the jackpot fee alone
    return Stored(hand_row, players, raw_key)


def stored_or_skipped(hand: ImportedHand) -> Stored | SkippedHand:
    """The rows of a hand, or why it cannot be stored."""
    try:
        return _stored(hand)
    except (FeltError, RecursionError) as exc:
        code = exc.code if isinstance(exc, FeltError) else "too_deep"
        return SkippedHand(hand.site, hand.source, hand.section, None, code, str(exc),
                           hand.hand_id)


DIALECTS = {d.site: d for d in (STARS, GGPOKER, WINAMAX)}
POOL_CHUNK = 200  # hands a worker process reads at a time
Entry = hand_blocks.Entry  # one string pickles fifty times faster than numbered lines
Job = tuple[str, str, list[Entry | None]]
Read = Stored | SkippedHand | tuple[HandKeys, Stored] | None


def worker_setup() -> tuple[Callable[..., object], tuple[Any, ...]]:
    """What a worker is started with: the showdown's lookup, read from its file (made now
    from the tables if there is none, :mod:`engine.evaluation.lookup_file`), so that neither
    a worker nor, with a file made before, the importing process loads NumPy and its tables;
    the lookup itself when its file cannot be written."""
    path = lookup_file()
    if path is None:
        return use_seven_card_lookup, (seven_card_lookup(keep=False),)
    return use_lookup_file, (str(path),)


WORKER_GC_THRESHOLD = 50_000
"""Allocations between a worker's collections of its youngest objects (Python's default is
700): reading a hand leaves no reference cycles behind, so the frequent collections found
nothing and cost 2-3 % of a worker's time; a hand skipped with an error (an exception's
traceback is a cycle) is still collected, a little later."""


def use_lookup_file(path: str) -> None:
    """In a worker, first: the lookup read from its file (made from the tables here, as in
    any process, should the file have gone bad since), and the objects loaded so far set
    aside from the collector (:data:`WORKER_GC_THRESHOLD`)."""
    gc.freeze()
    gc.set_threshold(WORKER_GC_THRESHOLD, *gc.get_threshold()[1:])
    lookup = read_lookup(Path(path))
    if lookup is not None:
        use_seven_card_lookup(lookup)


def read_chunk(job: Job) -> list[Read]:
    """In a worker process: a chunk of hands read, replayed and made into rows (``None``
    for a hand the importing process already knew by its text)."""
    kind, source, blocks = job
    out: list[Read] = []
    for entry in blocks:
        if entry is None:
            out.append(None)
            continue
        first, text, problem, encoding, text_key = entry
        block = list(enumerate(text.split("\n"), first))
        item = read_hand(block, problem, encoding, source, DIALECTS[kind],
                         text_key=text_key)
        if isinstance(item, ImportedHand):
            stored = stored_or_skipped(item)
            keys = item.keys
            out.append(stored if keys is None or isinstance(stored, SkippedHand) else
                       (keys, stored))
        elif isinstance(item, SkippedHand):
            out.append(item)
    return out
