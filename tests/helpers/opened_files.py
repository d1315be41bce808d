"""Every file Felt's code opens from what it ships, named as each opener names it, so that a
test can hold the packaging against the code: a file added here that a wheel or bundle
lacks fails tests/test_setup.py and tests/test_packaging_slow.py.

Paths are relative to the checkout. The lists come from the code itself where it has them
(the deck index, the sound names, the languages, the lessons folder)."""

from __future__ import annotations

from pathlib import Path

from engine.bots import decide_equilibrium
from engine.bots import preflop
from engine.teaching.lessons import loader
from engine.tournament import equity_table
from gui.base import card_theme
from gui.base import i18n
from gui.base import shipped
from gui.cli import parser
from gui.desktop import desktop_entry
from gui.sound import sound_player

ROOT = shipped.CHECKOUT


def _decks() -> set[str]:
    index = card_theme.theme_index()
    listed = {str(deck["id"]) for deck in index["decks"]}
    offered = next(a.choices for a in parser()._actions if a.dest == "deck")
    return listed | set(offered or ())


def gui_files() -> set[str]:
    """What gui/ opens under ``assets/`` and ``i18n/`` (the shipped files)."""
    index = card_theme.theme_index()
    opened = {"assets/decks/index.json"}
    opened |= {f"assets/decks/{deck}/deck.svg" for deck in _decks()}
    opened |= {f"assets/backs/{back['id']}.svg" for back in index["backs"]}
    opened |= {f"assets/sounds/{name}.wav" for name in sound_player.NAMES}
    opened |= {f"i18n/felt_{language}.qm" for language in i18n.LANGUAGES if language != "system"}
    opened |= {source.relative_to(ROOT).as_posix()
               for source, _target in desktop_entry.shipped_files()}  # icons, entry, metainfo
    return opened


def engine_files() -> set[str]:
    """The data files the engine opens inside its packages."""
    paths = [preflop.DATA / "preflop_standard.json", preflop.DATA / "preflop_short.json",
             decide_equilibrium.CHART_FILE, equity_table.EQUITY_FILE, *loader.lesson_files()]
    return {Path(p).relative_to(ROOT).as_posix() for p in paths}
