"""The hand history's table: one row per stored hand, its words and sort keys, and the filter.

Kept apart from the panel (buttons, replayer, export) so each stays small; the sessions list
and the statistics use the same date, money and title words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from engine.storage.hands import HandRecord
from engine.storage.store import SessionSummary
from gui.base import texts
from gui.base.session_words import session_name
from gui.history.origin_words import amount_format, origin_tip, place_text, played_text, stakes_text

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex


def session_title(summary: SessionSummary) -> str:
    """A session's name, or its default name ("Sunday evening, 6 players, No-Limit")."""
    return session_name(summary)


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
        return locale().positiveSign() + texts.chips(amount)
    return texts.chips(amount)


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


class HandTableModel(QAbstractTableModel):
    """One row per hand; the raw value of each cell under ``Qt.UserRole`` for sorting."""

    SESSION, HAND, TIME, CARDS, BOARD, RESULT, CATEGORY, STAKES, PRACTICE = range(9)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records: list[HandRecord] = []
        self.titles: Mapping[int, str] = {}

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

    def set_records(self, records: Sequence[HandRecord], titles: Mapping[int, str]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.titles = titles
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.PRACTICE + 1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers()[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        record = self.records[index.row()]
        column = index.column()
        net = record.person.net if record.person is not None else None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(record, column, net)
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
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.HAND, self.RESULT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
            # Hands saved within the same second still sort in the order they were played.
            return len(self.records) - self.records.index(record)
        if column == self.RESULT:
            return net if net is not None else 0
        if column == self.CATEGORY:
            return -1 if record.category is None else record.category
        return self._text(record, column, net)


class HandFilter(QSortFilterProxyModel):
    """Which hands show: one session or all, won / lost / all, one winning category or all."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: int | None = None
        self.result: str | None = None  # "won", "lost" or None for all
        self.category: int | None = None  # -1: no showdown
        self.player: str | None = None
        self.setSortRole(Qt.ItemDataRole.UserRole)

    def set_filters(self, session: int | None, result: str | None,
                    category: int | None) -> None:
        self.beginFilterChange()
        self.session, self.result, self.category = session, result, category
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, HandTableModel)
        record = model.records[row]
        if self.session is not None and record.session_id != self.session:
            return False
        if self.player is not None and all(p.name != self.player for p in record.players):
            return False
        if self.result is not None and record.result != self.result:
            return False
        if self.category is not None:
            wanted = None if self.category < 0 else self.category
            if record.category != wanted:
                return False
        return True
