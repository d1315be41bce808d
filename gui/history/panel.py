"""The hand history: every stored hand in a table, filtered, replayed and exported.

The panel reads :class:`~engine.storage.hands.HandRecord` values from a
:class:`Store` (the store, or a list in tests), shows one row per hand and filters them
in the view (by session, by the person's result, by the winning hand's category). A double
click or *Replay* opens the hand in the :class:`~gui.history.replayer.ReplayerWindow`; the export
buttons write the selected hands (or every hand shown, if none is selected) as PHH or as
PokerStars text through the file dialog.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import FeltError, StorageError
from engine.storage.hands import HandRecord
from engine.storage.store import IMPORTED, SessionSummary, Store
from engine.storage.transfer import export_hands
from gui.base import texts
from gui.base.cards import CardTheme
from gui.history.player_filter import PlayerFilter
from gui.history.replayer import ReplayerWindow, ReplayHand, hand_events

translate = QCoreApplication.translate
Index = QModelIndex | QPersistentModelIndex


def session_title(summary: SessionSummary) -> str:
    """A session's name, or its start date if it has none."""
    if summary.name:
        return summary.name
    return translate("History", "Game of %1").replace("%1", date_text(summary.created))


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


def money_text(amount: int, scale: int, signed: bool = False) -> str:
    """An amount of an imported hand in the file's units (``scale`` minor units each)."""
    if scale == 1:
        return signed_chips(amount) if signed else texts.chips(amount)
    places = len(str(scale)) - 1
    text = locale().toString(float(Decimal(amount) / scale), "f", places)
    return locale().positiveSign() + text if signed and amount > 0 else text


def decimal_text(value: str) -> str:
    """A decimal as written in a file ("0.50") in the locale's way ("0,50" in German)."""
    try:
        number = Decimal(value)
    except ArithmeticError:
        return value
    exponent = number.as_tuple().exponent
    places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return locale().toString(float(number), "f", places)


def site_name(site: str) -> str:
    if site == "pokerstars":
        return "PokerStars"
    #: the site of a hand imported from a PHH file
    return translate("History", "PHH file")


def stakes_text(record: HandRecord) -> str:
    """The blinds the hand was played at: "0.25/0.50 USD" imported, "50/100" in Felt."""
    origin = record.origin
    if origin is None:
        config = record.data.config
        return f"{texts.chips(config.small_blind)}/{texts.chips(config.big_blind)}"
    text = f"{decimal_text(origin.small_blind)}/{decimal_text(origin.big_blind)}"
    return f"{text} {origin.currency}" if origin.currency else text


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(texts.card_name(c) for c in cards)


class HandTableModel(QAbstractTableModel):
    """One row per hand; the raw value of each cell under ``Qt.UserRole`` for sorting."""

    SESSION, HAND, TIME, CARDS, BOARD, RESULT, CATEGORY, STAKES = range(8)

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
        ]

    def set_records(self, records: Sequence[HandRecord], titles: Mapping[int, str]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.titles = titles
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.STAKES + 1

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
        if role == Qt.ItemDataRole.ForegroundRole and column == self.RESULT and net:
            return QColor("#2e7d32") if net > 0 else QColor("#c62828")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.HAND, self.RESULT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, record: HandRecord, column: int, net: int | None) -> str:
        origin = record.origin
        if column == self.SESSION:
            if origin is not None:
                site = site_name(origin.site)
                return f"{site} · {origin.table}" if origin.table else site
            return self.titles.get(record.session_id, str(record.session_id))
        if column == self.HAND:
            if origin is not None:
                return origin.hand_id or origin.tournament or ""
            return texts.chips(record.hand_number)
        if column == self.STAKES:
            return stakes_text(record)
        if column == self.TIME:
            if origin is not None and origin.played_at is None:
                return ""  # the file gives no date (the import's time is not the hand's)
            return date_text(record.played_at) if record.played_at else ""
        if column == self.CARDS:
            return cards_text(record.person_cards)
        if column == self.BOARD:
            return cards_text(record.board)
        if column == self.RESULT:
            if net is None:
                return "—"
            return money_text(net, origin.scale, True) if origin else signed_chips(net)
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


class HistoryPanel(QWidget):
    """The list of hands with its filters, *Replay* and the two exports.

    :param source: the store; :meth:`refresh` reads it again.
    :param theme: gives the card deck the replayer draws with (the game's).
    """

    def __init__(self, source: Store, theme: Callable[[], CardTheme] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history")
        self.source = source
        self._theme = theme
        self.replayers: list[ReplayerWindow] = []

        self.session_box = QComboBox()
        self.result_box = QComboBox()
        for result in (None, "won", "lost"):
            self.result_box.addItem("", result)
        self.category_box = QComboBox()
        for category in (None, *range(10), -1):
            self.category_box.addItem("", category)
        self.count_label = QLabel()
        self.players = PlayerFilter(source)
        self.players.chosen.connect(self._filter)
        self.players.marked.connect(self.refresh)
        for box in (self.session_box, self.result_box, self.category_box):
            box.currentIndexChanged.connect(self._filter)

        self.model = HandTableModel(self)
        self.proxy = HandFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(HandTableModel.TIME, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda index: self.replay(index.row()))
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(lambda: self.replay())
        self.phh_button = QPushButton()
        self.phh_button.clicked.connect(lambda: self.export("phh"))
        self.stars_button = QPushButton()
        self.stars_button.clicked.connect(lambda: self.export("pokerstars"))

        filters = QHBoxLayout()
        filters.addWidget(self.session_box, 2)
        filters.addWidget(self.result_box, 1)
        filters.addWidget(self.category_box, 1)
        filters.addWidget(self.players, 2)
        filters.addWidget(self.count_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.phh_button)
        buttons.addWidget(self.stars_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """Every word in the current language; the table is read again for its dates."""
        self.session_box.setToolTip(self.tr("Show the hands of one session or of all"))
        results = (self.tr("Won and lost", "filter: every result"), self.tr("Hands you won"),
                   self.tr("Hands you lost"))
        for index, text in enumerate(results):
            self.result_box.setItemText(index, text)
        self.category_box.setItemText(0, self.tr("Any winning hand"))
        for category in range(10):
            self.category_box.setItemText(category + 1, texts.category_name(category))
        self.category_box.setItemText(11, self.tr("No showdown"))
        self.replay_button.setText(self.tr("&Replay"))
        self.replay_button.setToolTip(self.tr("Step through the selected hand on the table "
                                              "(or double-click a hand)"))
        self.phh_button.setText(self.tr("Export as &PHH…"))
        self.phh_button.setToolTip(self.tr("Save the selected hands (or all hands shown) as "
                                           "PHH, the poker hand history format"))
        self.stars_button.setText(self.tr("Export as Poker&Stars text…"))
        self.stars_button.setToolTip(self.tr("Save the selected hands (or all hands shown) as "
                                             "PokerStars hand history text, which hand "
                                             "tracking programs read"))
        try:
            self.refresh()  # dates, amounts and session titles in the new language
        except StorageError:
            self.model.set_records(self.model.records, self.model.titles)  # headers at least

    # ------------------------------------------------------------------ contents

    def refresh(self) -> None:
        """Read the hands again (after a hand ends, or a session is renamed or deleted)."""
        titles = {s.id: session_title(s) for s in self.source.list_sessions()}
        current = self.session_box.currentData()
        self.session_box.blockSignals(True)
        self.session_box.clear()
        self.session_box.addItem(self.tr("All sessions"), None)
        for session_id, title in titles.items():
            self.session_box.addItem(title, session_id)
        records = sorted(self.source.hands(),
                         key=lambda r: (r.played_at, r.session_id, r.hand_number), reverse=True)
        if any(r.origin is not None for r in records):
            self.session_box.addItem(self.tr("Imported hands"), IMPORTED)
        found = self.session_box.findData(current)
        self.session_box.setCurrentIndex(max(0, found))
        self.session_box.blockSignals(False)
        self.players.set_names(p.name for r in records for p in r.players)
        self.model.set_records(records, titles)
        self._filter()

    def show_session(self, session_id: int | None) -> None:
        """Filter to one session (``None``: all)."""
        self.session_box.setCurrentIndex(max(0, self.session_box.findData(session_id)))

    def _filter(self) -> None:
        category = self.category_box.currentData()
        self.proxy.player = self.players.player
        self.proxy.set_filters(self.session_box.currentData(), self.result_box.currentData(),
                               category if isinstance(category, int) else None)
        shown = self.proxy.rowCount()
        #: how many hands the filters let through
        self.count_label.setText(self.tr("%Ln hand(s)", "", shown))
        self._update_buttons()

    def shown_records(self) -> list[HandRecord]:
        """The hands the filters let through, in the table's order."""
        return [self._record(row) for row in range(self.proxy.rowCount())]

    def selected_records(self) -> list[HandRecord]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self._record(row) for row in rows]

    def _record(self, row: int) -> HandRecord:
        source = self.proxy.mapToSource(self.proxy.index(row, 0))
        return self.model.records[source.row()]

    def _update_buttons(self) -> None:
        any_shown = self.proxy.rowCount() > 0
        self.replay_button.setEnabled(len(self.table.selectionModel().selectedRows()) == 1)
        self.phh_button.setEnabled(any_shown)
        self.stars_button.setEnabled(any_shown)

    # ------------------------------------------------------------------ replay and export

    def replay(self, row: int | None = None) -> ReplayerWindow | None:
        """Open a hand (the selected one by default) in the replayer."""
        if row is None:
            chosen = self.selected_records()
            if len(chosen) != 1:
                return None
            record = chosen[0]
        else:
            record = self._record(row)
        try:
            events = hand_events(record.events())
        except FeltError as error:
            QMessageBox.warning(self, self.tr("Replay"),
                                self.tr("This hand cannot be replayed: %1")
                                .replace("%1", str(error)))
            return None
        names = {p.seat: p.name for p in record.players}
        title = self.model.titles.get(record.session_id, "")
        if record.origin is not None:
            title = self.model._text(record, HandTableModel.SESSION, None)
            if record.origin.hand_id:
                title = f"{title} #{record.origin.hand_id}"
        hand = ReplayHand(events, names, record.person_seat, title)
        window = ReplayerWindow(hand, self._theme() if self._theme else None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        self.replayers.append(window)
        window.show()
        return window

    def _forget(self, window: ReplayerWindow) -> None:
        if window in self.replayers:
            self.replayers.remove(window)

    def export(self, fmt: str) -> Path | None:
        """Save the selected hands (all shown if none is) as ``fmt`` through a file dialog."""
        records = self.selected_records() or self.shown_records()
        if not records:
            return None
        if fmt == "phh":
            caption = self.tr("Export hands as PHH")
            suffix = ".phh" if len(records) == 1 else ".phhs"
            filters = self.tr("PHH hand histories (*.phh *.phhs)")
        else:
            caption = self.tr("Export hands as PokerStars text")
            suffix = ".txt"
            filters = self.tr("Text files (*.txt)")
        first = records[0]
        name = f"felt-{first.session_id}-{first.hand_number}{suffix}"
        path, _ = QFileDialog.getSaveFileName(self, caption, name, filters)
        if not path:
            return None
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(suffix)
        try:
            export_hands(records, fmt, target, self.source)
        except (OSError, FeltError) as error:
            QMessageBox.warning(self, caption, self.tr("The hands were not saved: %1")
                                .replace("%1", getattr(error, "strerror", None) or str(error)))
            return None
        return target
