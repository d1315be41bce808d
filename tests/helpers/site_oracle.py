"""PokerKit's own hand-history parsers as an oracle for Felt's site readers.

PokerKit (a dev dependency) parses PokerStars, Full Tilt, PartyPoker, iPoker and other texts
into hand histories it replays itself. For a hand both read, each player's result (finishing
stack less starting stack) must agree with Felt's replay; hands PokerKit refuses or cannot
read the same way (its PokerStars parser reads no antes, straddles or dead blinds) are left
out by the caller.
"""

from __future__ import annotations

import warnings
from decimal import Decimal
from pathlib import Path

from pokerkit.notation import HandHistory
from pokerkit.notation import Parser

from engine.formats.imported import ImportedHand
from engine.formats.importing import iter_hands


def pokerkit_results(parser: Parser, text: str) -> dict[int, dict[str, Decimal]]:
    """Each hand PokerKit accepts, by hand number: every player's result in file units."""
    out: dict[int, dict[str, Decimal]] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        histories: list[HandHistory] = []
        try:
            for history in parser(text):
                histories.append(history)
        except Exception:
            pass
    for history in histories:
        try:
            final = list(history)[-1]
        except Exception:
            continue
        players = history.players or []
        number = history.hand
        if number is None:
            continue
        out[int(number)] = {
            name: Decimal(str(end)) - Decimal(str(start))
            for name, start, end in zip(players, history.starting_stacks, final.stacks,
                                        strict=True)}
    return out


def felt_results(hand: ImportedHand) -> dict[str, Decimal]:
    """Each player's result in Felt's replay (the engine takes no rake), in file units."""
    state = hand.state
    return {name: hand.in_file_units(end - start) for name, start, end in
            zip(hand.players, state.starting_stacks, state.stacks, strict=True)}


def hands_by_id(path: Path) -> dict[str, ImportedHand]:
    """Every hand of a file of our own hands, by the site's hand number (each must import)."""
    found = {}
    for result in iter_hands(path):
        assert isinstance(result, ImportedHand), result
        found[str(result.hand_id)] = result
    return found


def amounts(**values: str) -> dict[str, Decimal]:
    """Players' results as the text writes them: ``amounts(Ann="-1.50", Bob="1.50")``."""
    return {name: Decimal(v) for name, v in values.items()}
