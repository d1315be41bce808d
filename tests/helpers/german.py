"""The German walk: every text a person can read, checked against the English source strings.

The English a person could see is every source string of ``i18n/felt_de.ts`` (templates with
``%1`` match any filling) plus Qt's own standard button words. A visible text that matches one
of them is reported, unless it is on the short list of words German players use as they are.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QWidget

from gui.table.items import BannerItem
from gui.table.items import BurnPileItem
from gui.table.items import ChipStackItem
from gui.table.items import MarkerItem
from gui.table.items import SeatItem
from gui.window.main_window import MainWindow

TS = Path(__file__).resolve().parents[2] / "i18n" / "felt_de.ts"

# Words and marks German players use as they are (the glossary in i18n/README.md).
SAME_IN_GERMAN = {
    "All-in", "All-in %1", "Pot", "½ Pot", "¾ Pot", "Flush", "Full House", "Straight Flush",
    "Royal Flush", "Flop", "Turn", "River", "Hand", "Board", "Name", "Normal", "System",
    "&Pause", "Ante:", "Felt", "No-Limit Hold'em", "Pot-Limit Hold'em", "Fixed-Limit Hold'em",
    "VPIP", "PFR", "AF", "D", "SB", "BB", "F", "C", "R", "P", "Ctrl+O", "Ctrl+H", "Ctrl+I",
    "%1: %2", "%1, %2", "%1 s", "%1 — %2", "Pot: %1", "%1 BB", "⅓ Pot", "⅔ Pot", "3x",
    # the coach's words, as German players use them
    "Coach", "Odds", "Ranges", "Equity", "Equity %1", "Outs", "Position", "Hijack (HJ)",
    "Cut-off (CO)", "Button (BTN)", "Lojack (LJ)", "UTG", "UTG+1", "UTG+2", "UTG+3", "LJ", "HJ",
    "CO", "BTN", "Ctrl+K", "%1 %", "%1 ± %2", "%1 (SPR %2)", "%1: %2 BB",
    "&Person:", "&Position:",
    # quick sizes, the games in session names, the showdown and its keys (Show S, Muck M)
    "%1x", "%1 Pot", "No-Limit", "Pot-Limit", "Fixed-Limit", "Spread-Limit", "Showdown", "S", "M",
    "Overpair",
    # the screen reader's flop and pot, said with the person's turn
    "Flop: %1.", "Pot %1.",
    # the site's cut of a pot, as German players say it
    "Rake",
    # the suit letter for hearts on a card (Herz; Settings > Seeing)
    "H",
    # the seats' statistics in a pop-up: the abbreviations trackers use
    "AF %1 · WTSD %2 · W$SD %3",
    # the coach's tournament tab and the push/fold drill
    "Chips", "All-in (A)", "A", "%1: %2 (%3 BB)",
    # the coach's Solver tab: the tool's name and an action's frequency with its value
    "Solver", "%1: %2 % (%3)", "%1: %2 %, %3",
    # Your play's grade against the solver: an action's frequency before the action
    "%1 % %2",
    # the tournament's words: the lobby's chips, the New Game group's format, antes and payouts
    "Format:", "Antes:", "65/35", "50/30/20", "%n-max",
    # Your play's leaks and results: the position picker
    "Position:",
}
# Qt's own words on standard buttons, which the qtbase translation must turn into German.
QT_WORDS = {"Cancel", "&Cancel", "Close", "&Close", "Yes", "&Yes", "No", "&No", "Apply", "Save",
            "&Save", "Discard", "Open", "&Open", "Reset", "Restore Defaults", "Help"}


def _sources() -> list[tuple[str, str | None]]:
    """(source, German translation) of every entry of the German file."""
    entries = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [] if translation is None else translation.findall("numerusform")
        text = forms[-1].text if forms else (translation.text if translation is not None
                                             else None)
        entries.append((source, text))
    return entries


def _pattern(source: str) -> re.Pattern[str]:
    """A source string as a pattern: placeholders match any text, "&" marks disappear."""
    text = source.replace("&", "").replace("(s)", "")
    parts = re.split(r"%L?n|%\d", text)
    return re.compile(".+".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


def english_patterns() -> list[tuple[str, re.Pattern[str]]]:
    patterns = []
    for source, german in _sources():
        if source in SAME_IN_GERMAN:
            continue
        assert german != source, f"{source!r} is the same in German but not on the list"
        patterns.append((source, _pattern(source)))
    patterns.extend((word, _pattern(word)) for word in QT_WORDS)
    return patterns


def english_in(texts: list[tuple[str, str]]) -> list[str]:
    """The texts (with where they were seen) that are English source strings."""
    patterns = english_patterns()
    found = []
    for where, text in texts:
        plain = text.replace("&", "").strip()
        if not plain:
            continue
        for source, pattern in patterns:
            if pattern.match(plain):
                found.append(f"{where}: {text!r} is the English {source!r}")
    return found


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every text a person can read on ``root`` and its visible children, menus included."""
    texts: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root and not isinstance(w, QMenu):
            continue
        name = f"{type(w).__name__}({w.objectName()})"
        texts.append((name + ".toolTip", w.toolTip()))
        if w.isWindow() or isinstance(w, QDockWidget):
            texts.append((name + ".windowTitle", w.windowTitle()))
        if isinstance(w, QLabel | QAbstractButton):
            texts.append((name, w.text()))
        elif isinstance(w, QComboBox):
            texts.extend((f"{name}[{i}]", w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QLineEdit):
            texts.append((name, w.text()))
            texts.append((name + ".placeholder", w.placeholderText()))
        elif isinstance(w, QPlainTextEdit):
            texts.extend((f"{name} line", line) for line in w.toPlainText().splitlines())
        elif isinstance(w, QMenu):
            texts.append((name + ".title", w.title()))
        for action in w.actions():
            texts.append((f"{name} action", action.text()))
            texts.append((f"{name} action tip", action.toolTip()))
    return texts


def scene_texts(window: MainWindow) -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, SeatItem):
            texts += [("seat name", item.name), ("seat status", item.status)]
        elif isinstance(item, BannerItem):
            texts.append(("banner", item.text))
        elif isinstance(item, ChipStackItem):
            texts += [("pot caption", item.caption), ("pot tooltip", item.toolTip())]
        elif isinstance(item, MarkerItem):
            texts.append(("marker", item.text))
        elif isinstance(item, BurnPileItem):
            texts.append(("burn pile", item.label))
    return texts


def menu_action(window: QMainWindow, *path: str) -> QAction:
    """The action reached by opening the menus with these (visible) names."""
    actions = window.menuBar().actions()
    for depth, name in enumerate(path):
        matches = [a for a in actions if a.text().replace("&", "") == name]
        assert matches, f"no menu entry {name!r} among {[a.text() for a in actions]}"
        action = matches[0]
        if depth == len(path) - 1:
            return action
        menu = action.menu()
        assert isinstance(menu, QMenu)
        actions = menu.actions()
    raise AssertionError("empty path")


def english_sources(contexts: Iterable[str]) -> list[tuple[str, re.Pattern[str]]]:
    """(source, pattern) of every entry of the German file in ``contexts`` whose German
    differs from its English, i.e. every English sentence a German screen must not show."""
    wanted = set(contexts)
    found = []
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") not in wanted:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            german = translation.text if translation is not None else None
            if german != source:
                found.append((source, _pattern(source)))
    return found


def english_sentences_in(text: str, sources: list[tuple[str, re.Pattern[str]]]) -> list[str]:
    """The English sources ``text`` is (whole) or contains as a whole sentence."""
    hits = []
    for source, pattern in sources:
        if pattern.match(text) or (len(source) > 25 and "%" not in source and source in text):
            hits.append(source)
    return hits


def view_texts(root: QWidget, rows: int | None = None) -> list[tuple[str, str]]:
    """Headers, cells and their tooltips (line by line) of every table on ``root``: the
    first ``rows`` rows of each, or all of them."""
    texts = []
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if model is None:
            continue
        shown = model.rowCount() if rows is None else min(rows, model.rowCount())
        for column in range(model.columnCount()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                texts.append(("header", str(model.headerData(
                    column, Qt.Orientation.Horizontal, role) or "")))
                for row in range(shown):
                    texts += [(f"cell {row},{column}", line) for line in str(
                        model.data(model.index(row, column), role) or "").splitlines()]
    return texts
