"""The hand history's table: one row per stored hand, read a page at a time, and its words.

Kept apart from the panel (buttons, replayer, export) so each stays small; the sessions list
and the statistics use the same date, money and title words.

Tests: tests/gui/history/test_history_panel.py, tests/gui/history/test_history_people.py,
tests/gui/history/test_history_scale.py
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QDateTime
from PySide6.QtCore import QLocale
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QObject
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor

from engine.core.errors import StorageError
from engine.storage import history_pages as pages
from engine.storage.hands import HandRecord
from engine.storage.history_pages import HistoryQuery
from engine.storage.history_pages import HistoryRow
from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.base import texts
from gui.base.amounts import amount_format
from gui.base.amounts import shown_amount
from gui.base.card_words import spoken_cards
from gui.history.origin_words import origin_tip
from gui.history.origin_words import place_text
from gui.history.origin_words import played_text
from gui.history.origin_words import stakes_text

translate = QCoreApplication.translate
_T = TypeVar("_T")
Index = QModelIndex | QPersistentModelIndex


def locale() -> QLocale:
    """The locale for numbers and dates (English's for the C locale, as :func:`texts.chips`)."""
    current = QLocale()
    if current.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return current


def date_text(seconds: float) -> str:
    """A moment as the locale writes a short date and time."""
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    return locale().toString(moment, QLocale.FormatType.ShortFormat)


def signed_chips(amount: int) -> str:
    """A result in chips with its sign as the locale writes it: "+1,200", "-300", "0"."""
    if amount > 0:
        return locale().positiveSign() + shown_amount(amount)
    return shown_amount(amount)


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(texts.card_name(c) for c in cards)


def practice_text(aids: Sequence[str]) -> str:
    """ "Open cards, advisor, undo": the practice aids of a hand ("" for none)."""
    names = {
        #: a practice aid in the history's Practice column
        "open_cards": translate("HandTableModel", "open cards"),
        "advisor": translate("HandTableModel", "advisor"),
        "undo": translate("HandTableModel", "undo"),
    }
    text = ", ".join(names.get(aid, aid) for aid in aids)
    return text[:1].upper() + text[1:]


def practice_sentence(aid: str) -> str:
    """What a practice aid did in a hand (the Practice column's tooltip)."""
    sentences = {
        "open_cards": translate("HandTableModel", "Every player's cards were face up for you."),
        "advisor": translate("HandTableModel", "The advisor suggested your actions."),
        "undo": translate("HandTableModel", "Practice: an action of yours was taken back."),
    }
    return sentences.get(aid, aid)


PAGE_ROWS = 60  # rows read from the database at a time
KEPT_PAGES = 30  # pages kept decoded; older ones are read again when scrolled back to

SORTS = {0: "session", 1: "hand", 2: "time", 5: "result", 6: "category"}
"""The columns the database can sort by (:data:`engine.storage.history_pages.SORTS`)."""


_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole,
                    Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.ForegroundRole,
                    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.AccessibleTextRole})


class HandTableModel(QAbstractTableModel):
    """One row per stored hand, read a page at a time from the store as the view shows it.

    Sorting and filtering are the database's (:mod:`engine.storage.history_pages`); only the
    rows on screen are read and decoded, so the history opens as fast with a million hands as
    with ten. A row whose hand cannot be read says so and names its hand (``damaged`` emits
    it once), and the other rows show as usual. The raw value of each cell is under
    ``Qt.UserRole``.
    """

    SESSION, HAND, TIME, CARDS, BOARD, RESULT, CATEGORY, STAKES, PRACTICE = range(9)

    damaged = Signal(object)  # a HistoryRow that cannot be read, the first time it is met

    def __init__(self, store: Store | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.query = HistoryQuery()
        self.titles: Mapping[int, str] = {}
        self.unreadable: dict[tuple[int, int], HistoryRow] = {}
        self._count = 0
        self._latest = 0.0  # the newest hand listed was saved then
        self._pages: OrderedDict[int, list[HistoryRow]] = OrderedDict()

    # ------------------------------------------------------------------ the rows

    def set_query(self, query: HistoryQuery) -> None:
        """List the hands ``query`` lets through, in its order (read from the start)."""
        self.beginResetModel()
        self.query = query
        self._pages.clear()
        self._count = self._read(lambda store: pages.count(store, query), 0)
        self._latest = self._read(pages.latest, 0.0)
        self.endResetModel()

    def reload(self) -> None:
        self.set_query(self.query)

    def _read(self, reading: Callable[[Store], _T], fallback: _T) -> _T:
        """What ``reading`` gets from the store, or ``fallback`` if the store fails."""
        if self.store is None:
            return fallback
        try:
            return reading(self.store)
        except StorageError:
            return fallback

    def row(self, row: int) -> HistoryRow:
        """The row ``row`` (its page read if it is not kept)."""
        number = row // PAGE_ROWS
        rows = self._pages.get(number)
        if rows is None:
            query = self.query
            nothing: list[HistoryRow] = []
            rows = self._read(lambda store: pages.page(store, query, number * PAGE_ROWS,
                                                       PAGE_ROWS), nothing)
            if rows:
                self._pages[number] = rows
                while len(self._pages) > KEPT_PAGES:
                    self._pages.popitem(last=False)
            for found in rows:
                key = (found.session_id, found.hand_number)
                if found.record is None and key not in self.unreadable:
                    self.unreadable[key] = found
                    self.damaged.emit(found)
        else:
            self._pages.move_to_end(number)
        k = row - number * PAGE_ROWS
        return rows[k] if k < len(rows) else HistoryRow(0, 0, None, "not_found")

    def record(self, row: int) -> HandRecord | None:
        """The hand of row ``row``; ``None`` if it cannot be read."""
        return self.row(row).record

    def hand_saved(self, session_id: int, hand_number: int) -> None:
        """A hand was saved: its row goes in where the order puts it (nothing else is read
        again but the pages at and after it, when shown)."""
        query = self.query
        saved = self._read(lambda store: pages.saved_at(store, session_id, hand_number), None)
        if saved is None or saved <= self._latest:
            return  # not saved, or listed already
        self._latest = saved
        where = self._read(
            lambda store: pages.position(store, query, session_id, hand_number), None)
        if where is None:
            return
        self.beginInsertRows(QModelIndex(), where, where)
        self._count += 1
        for number in [n for n in self._pages if n >= where // PAGE_ROWS]:
            del self._pages[number]
        self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column`` if the database can (:data:`SORTS`); other columns keep the
        order there is."""
        if column not in SORTS or self.store is None:
            return
        query = replace(self.query, sort=SORTS[column],
                        descending=order == Qt.SortOrder.DescendingOrder)
        if query != self.query:
            self.set_query(query)

    def _headers(self) -> list[str]:
        """Said when asked, so a language change shows at the next reset."""
        return [
            self.tr("Session"), self.tr("Hand", "hand number column"), self.tr("Time"),
            self.tr("Your cards"), self.tr("Board"),
            self.tr("Result", "your chips won or lost in the hand"),
            self.tr("Winning hand"), self.tr("Stakes", "the blinds of a hand"),
            #: column: the practice aids a hand was played with (open cards, advisor, undo)
            self.tr("Practice"),
        ]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.PRACTICE + 1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers()[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in _ROLES:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.HAND, self.RESULT):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        found = self.row(index.row())
        record = found.record
        if record is None:
            return self._unreadable(found, column, role)
        person = record.person if column == self.RESULT else None
        net = person.net if person is not None else None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(record, column, net)
        if role == Qt.ItemDataRole.AccessibleTextRole:  # cards in words, not suit symbols
            if column in (self.CARDS, self.BOARD):
                said = spoken_cards(record.person_cards if column == self.CARDS
                                    else record.board)
            else:
                said = self._text(record, column, net)
            #: a history cell with nothing in it, as a screen reader says it (no board, no aids)
            return said or self.tr("none")
        if role == Qt.ItemDataRole.UserRole:
            return self._key(record, column, net)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.PRACTICE:
            return "\n".join(practice_sentence(aid) for aid in record.practice)
        if role == Qt.ItemDataRole.ToolTipRole and record.origin is not None and column in (
                self.SESSION, self.HAND, self.TIME, self.STAKES):
            return origin_tip(record)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.SESSION:
            return self._text(record, column, net)  # the whole name where the column elides it
        if role == Qt.ItemDataRole.ForegroundRole and column == self.RESULT and net:
            return QColor("#2e7d32") if net > 0 else QColor("#c62828")
        return None

    def _unreadable(self, found: HistoryRow, column: int, role: int) -> object:
        """A row whose hand cannot be read: its session and number, and a word why."""
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if column == self.SESSION:
            if found.session_id == IMPORTED:
                return self.tr("Imported hands")
            return self.titles.get(found.session_id, str(found.session_id))
        if column == self.HAND:
            return texts.chips(found.hand_number)
        if column == self.CARDS:
            #: a row of the history whose saved hand is damaged
            return self.tr("This hand cannot be read")
        return None

    def _text(self, record: HandRecord, column: int, net: int | None) -> str:
        origin = record.origin
        if column == self.SESSION:
            if origin is not None:
                return place_text(origin)
            return self.titles.get(record.session_id, str(record.session_id))
        if column == self.HAND:
            if origin is not None:
                return origin.hand_id or origin.tournament or ""
            return texts.chips(record.hand_number)
        if column == self.STAKES:
            return stakes_text(record)
        if column == self.PRACTICE:
            return practice_text(record.practice)
        if column == self.TIME:
            if origin is not None:  # as the file gives it (the import's time is not the hand's)
                return played_text(origin)
            return date_text(record.played_at) if record.played_at else ""
        if column == self.CARDS:
            return cards_text(record.person_cards)
        if column == self.BOARD:
            return cards_text(record.board)
        if column == self.RESULT:
            if net is None:
                return "—"
            return amount_format(record).signed(net)
        if record.category is None:
            return self.tr("No showdown")
        return texts.category_name(record.category)

    def _key(self, record: HandRecord, column: int, net: int | None) -> object:
        if column == self.SESSION:
            return record.session_id
        if column == self.HAND:
            return record.hand_number
        if column == self.TIME:
            return record.played_at
        if column == self.RESULT:
            return net if net is not None else 0
        if column == self.CATEGORY:
            return -1 if record.category is None else record.category
        return self._text(record, column, net)
