"""The hand history: every stored hand in a table, filtered, replayed and exported.

The panel shows one row per hand of a :class:`Store`, sorted and filtered by the database
(by session, by the person's result, by the winning hand's category, by player) and read a
page at a time as the table scrolls (:class:`~gui.history.hand_table.HandTableModel`); a hand
that ends while it is open goes in as one new row. A double
click or *Replay* opens the hand in the :class:`~gui.history.replayer.ReplayerWindow`; the export
buttons write the selected hands (or every hand shown, if none is selected) as PHH or as
PokerStars text through the file dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.storage import history_pages as pages
from engine.storage.hands import HandRecord
from engine.storage.store import IMPORTED
from engine.storage.store import Store
from engine.storage.transfer import export_hands
from gui.base import i18n
from gui.base import message_boxes
from gui.base import texts
from gui.base.card_theme import CardTheme
from gui.base.escape_key import close_on_escape
from gui.base.flow_row import FlowRow
from gui.base.session_words import session_names
from gui.history.hand_table import SORTS
from gui.history.hand_table import HandTableModel
from gui.history.person_choice import PersonChoice
from gui.history.player_filter import PlayerFilter
from gui.history.replay_open import open_replayer
from gui.history.replayer import ReplayerWindow
from gui.history.why_dialog import WhyDialog

translate = QCoreApplication.translate
SESSION_WIDTH = 130  # pixels at least for the session column before longer names elide,
SESSION_SHARE = 4  # or this part of a wider panel's width
FILTER_LETTERS = 6  # a filter box shows at least this many letters before it elides
FITTED_ROWS = 50  # rows the columns are made wide enough for (a screenful)
DAMAGED_NAMED = 5  # hands named in the sentence about damaged ones; the rest are "…"
Index = QModelIndex | QPersistentModelIndex


class HistoryPanel(QWidget):
    """The list of hands with its filters, *Replay* and the two exports.

    :param source: the store; :meth:`refresh` reads it again.
    :param theme: gives the card deck the replayer draws with (the game's).
    """

    # "Play on from here" in a replayer: a :class:`~gui.history.play_on.PracticeRequest`
    practice_requested = Signal(object)

    def __init__(self, source: Store, theme: Callable[[], CardTheme] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history")
        self.source = source
        self._theme = theme
        self.replayers: list[ReplayerWindow] = []

        self._make_filters(source)
        self._make_table()
        self._make_buttons()
        self._lay_out()
        i18n.follow(self, self._retranslate)
        close_on_escape(self, self._close_window)

    def _make_filters(self, source: Store) -> None:
        """The boxes that choose which hands the table lists: session, result, winning hand,
        players and (in hot-seat games) whose hands."""
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
        self.person = PersonChoice(source)  # one person's own hands, in hot-seat games
        self.person.chosen.connect(self.refresh)
        for box in (self.session_box, self.result_box, self.category_box):
            box.currentIndexChanged.connect(self._filter)
            # Narrow enough to share a small window's side with the log (long entries elide).
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(FILTER_LETTERS)

    def _make_table(self) -> None:
        """The table of hands, newest first, sorted and filtered by the database; a double
        click replays a hand. Damaged rows are named in a sentence above it."""
        self.model = HandTableModel(self.source, self)
        self.proxy = self.model  # the rows as shown: the database sorts and filters them
        self.model.damaged.connect(self._tell_damaged)
        self.damaged_label = QLabel()
        self.damaged_label.setObjectName("damaged_hands")
        self.damaged_label.setWordWrap(True)
        self.damaged_label.hide()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSortIndicator(HandTableModel.TIME,
                                                       Qt.SortOrder.DescendingOrder)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().sortIndicatorChanged.connect(self._keep_sort_indicator)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setTabKeyNavigation(False)  # rows are chosen with the arrows; Tab goes on
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Columns fit the first rows only: measuring every row would read the whole history.
        self.table.horizontalHeader().setResizeContentsPrecision(FITTED_ROWS)
        self.table.horizontalHeader().setStretchLastSection(True)
        # Session names are long ("Sunday evening, 6 players, No-Limit"): the column gets at
        # most SESSION_WIDTH and elides the rest (the tooltip has it), so a narrow panel
        # still shows the hand, your cards and the result.
        self.table.horizontalHeader().setSectionResizeMode(
            HandTableModel.SESSION, QHeaderView.ResizeMode.Interactive)
        self.table.setWordWrap(False)
        self.table.doubleClicked.connect(lambda index: self.replay(index.row()))
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

    def _make_buttons(self) -> None:
        """*Replay*, *Why?* and the export button with its two formats."""
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(lambda: self.replay())
        self.why_button = QPushButton()
        self.why_button.clicked.connect(lambda: self.why())
        # One button with a menu: two export buttons side by side were the widest thing in a
        # panel that has to fit beside a small table.
        self.export_button = QPushButton()
        self.export_button.setObjectName("export")
        export_menu = QMenu(self.export_button)
        self.phh_action = export_menu.addAction("")
        self.phh_action.triggered.connect(lambda: self.export("phh"))
        self.stars_action = export_menu.addAction("")
        self.stars_action.triggered.connect(lambda: self.export("pokerstars"))
        self.export_button.setMenu(export_menu)

    def _lay_out(self) -> None:
        """Filters on top, the table in the middle, the buttons below."""
        # Rows that wrap: the panel may share a small window's side with the table log.
        filters = FlowRow()
        filters.add_widget(self.result_box, stretch=True)
        filters.add_widget(self.category_box, stretch=True)
        people = FlowRow()
        people.add_widget(self.players, stretch=True)
        people.add_widget(self.count_label)
        buttons = FlowRow(align_end=True)
        for button in (self.replay_button, self.why_button, self.export_button):
            buttons.add_widget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.session_box)
        layout.addLayout(filters)
        layout.addWidget(self.person)
        layout.addLayout(people)
        layout.addWidget(self.damaged_label)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

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
        self.why_button.setText(self.tr("&Why?"))
        self.why_button.setToolTip(self.tr("Why the computer players acted as they did in the "
                                           "selected hand"))
        self.export_button.setText(self.tr("E&xport"))
        self.export_button.setToolTip(self.tr("Save the selected hands (or all hands shown) "
                                              "in a hand history format"))
        self.phh_action.setText(self.tr("As &PHH…"))
        self.phh_action.setToolTip(self.tr("PHH, the poker hand history format"))
        self.stars_action.setText(self.tr("As Poker&Stars text…"))
        self.stars_action.setToolTip(self.tr("PokerStars hand history text, which hand "
                                             "tracking programs read"))
        self._tell_damaged()
        try:
            self.refresh()  # dates, amounts and session titles in the new language
        except StorageError:
            self.model.reload()  # headers at least

    # ------------------------------------------------------------------ contents

    def refresh(self) -> None:
        """Read the sessions, names and hands again (a session renamed, deleted, imported).

        Only the count and the rows shown are read: the database sorts and filters.
        """
        titles = session_names(self.source.list_sessions())
        current = self.session_box.currentData()
        self.session_box.blockSignals(True)
        self.session_box.clear()
        self.session_box.addItem(self.tr("All sessions"), None)
        for session_id, title in titles.items():
            self.session_box.addItem(title, session_id)
        if pages.has_imported(self.source):
            self.session_box.addItem(self.tr("Imported hands"), IMPORTED)
        self.person.reload()
        found = self.session_box.findData(current)
        self.session_box.setCurrentIndex(max(0, found))
        self.session_box.blockSignals(False)
        self.players.blockSignals(True)
        self.players.set_names(*pages.player_names_by_origin(self.source))
        self.players.blockSignals(False)
        self.model.titles = titles
        self._filter()

    def hand_saved(self, session_id: int, hand_number: int) -> None:
        """A hand was just saved: its row goes in (nothing else is read again)."""
        self.model.hand_saved(session_id, hand_number)
        self._count()

    def show_session(self, session_id: int | None) -> None:
        """Filter to one session (``None``: all)."""
        self.session_box.setCurrentIndex(max(0, self.session_box.findData(session_id)))

    def _filter(self) -> None:
        category = self.category_box.currentData()
        person = self.person.person
        self.model.set_query(replace(
            self.model.query, session=self.session_box.currentData(),
            result=self.result_box.currentData(),
            category=category if isinstance(category, int) else None,
            player=self.players.player,
            person_seats=None if person is None else self.person.seats.get(person, {})))
        self._fit_session_column()
        self._count()

    def _count(self) -> None:
        #: how many hands the filters let through
        self.count_label.setText(self.tr("%Ln hand(s)", "", self.model.rowCount()))
        self._update_buttons()

    def _keep_sort_indicator(self, column: int, order: Qt.SortOrder) -> None:
        """A column the database cannot sort by keeps the arrow where the order is."""
        if column in SORTS:
            return
        header = self.table.horizontalHeader()
        query = self.model.query
        shown = next(c for c, name in SORTS.items() if name == query.sort)
        header.blockSignals(True)
        header.setSortIndicator(shown, Qt.SortOrder.DescendingOrder if query.descending
                                else Qt.SortOrder.AscendingOrder)
        header.blockSignals(False)

    def _tell_damaged(self, _row: object = None) -> None:
        """A sentence naming the hands that cannot be read (the other hands show as usual)."""
        damaged = list(self.model.unreadable.values())
        self.damaged_label.setVisible(bool(damaged))
        if not damaged:
            return
        names = [self.tr("hand %1 of %2").replace("%1", texts.chips(row.hand_number)).replace(
            "%2", self.tr("the imported hands") if row.session_id == IMPORTED
            else self.model.titles.get(row.session_id, str(row.session_id)))
            for row in damaged[:DAMAGED_NAMED]]
        #: the history found saved hands it cannot read; %1 names them
        self.damaged_label.setText(
            self.tr("%n saved hand(s) cannot be read (the saved data is damaged) and are left "
                    "out of replays and exports: %1.", "", len(damaged))
            .replace("%1", ", ".join(names) + (", …" if len(damaged) > DAMAGED_NAMED else "")))

    def _fit_session_column(self) -> None:
        """The session column: hidden when one session of Felt's is shown (every row would
        say its name), else as wide as its longest name up to :data:`SESSION_WIDTH` or a
        :data:`SESSION_SHARE` of the table (imported hands name their site and table there)."""
        chosen = self.session_box.currentData()
        column = HandTableModel.SESSION
        self.table.setColumnHidden(column, chosen is not None and chosen != IMPORTED)
        if not self.table.isColumnHidden(column):
            room = max(SESSION_WIDTH, self.width() // SESSION_SHARE)
            self.table.setColumnWidth(column, min(self.table.sizeHintForColumn(column), room))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_session_column()  # a wide panel shows whole session names

    def shown_records(self) -> list[HandRecord]:
        """The hands the filters let through, in the table's order (those that can be read)."""
        rows = pages.page(self.source, self.model.query, 0, self.model.rowCount())
        for row in rows:
            if row.record is None and (row.session_id, row.hand_number) \
                    not in self.model.unreadable:
                self.model.unreadable[(row.session_id, row.hand_number)] = row
                self._tell_damaged()
        return [row.record for row in rows if row.record is not None]

    def selected_records(self) -> list[HandRecord]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [r for r in (self.model.record(row) for row in rows) if r is not None]

    def _record(self, row: int) -> HandRecord | None:
        return self.model.record(row)

    def _update_buttons(self) -> None:
        any_shown = self.model.rowCount() > 0
        self.replay_button.setEnabled(len(self.table.selectionModel().selectedRows()) == 1)
        self.why_button.setEnabled(self.replay_button.isEnabled())
        self.export_button.setEnabled(any_shown)

    # ------------------------------------------------------------------ replay and export

    def replay(self, row: int | None = None) -> ReplayerWindow | None:
        """Open a hand (the selected one by default) in the replayer."""
        if row is None:
            chosen = self.selected_records()
            if len(chosen) != 1:
                return None
            record = chosen[0]
        else:
            found = self._record(row)
            if found is None:
                return None
            record = found
        try:
            window, insights = open_replayer(
                record, self.source if isinstance(self.source, Store) else None,
                self._theme() if self._theme else None,
                self.model.titles.get(record.session_id, ""), self)
        except FeltError as error:
            message_boxes.warning(self, self.tr("Replay"),
                                self.tr("This hand cannot be replayed: %1")
                                .replace("%1", str(error)))
            return None
        insights.practice_requested.connect(self.practice_requested)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        self.replayers.append(window)
        window.show()
        window.raise_()  # in front of the history, which may float above the table
        window.activateWindow()
        return window

    def why(self) -> WhyDialog | None:
        """The computer players' reasons in the selected hand."""
        chosen = self.selected_records()
        if len(chosen) != 1:
            return None
        dialog = WhyDialog(chosen[0], self.source, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _close_window(self) -> None:
        """Escape: put the history away (its dock, floating or docked, or its own window)."""
        holder = self.parentWidget()
        if isinstance(holder, QDockWidget):
            holder.close()
        elif self.isWindow():
            self.close()

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
        if first.origin is not None:  # named after the site's hand
            name = f"{first.origin.site}-{first.origin.hand_id or first.hand_number}{suffix}"
        path, _ = QFileDialog.getSaveFileName(self, caption, name, filters)
        if not path:
            return None
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(suffix)
        try:
            export_hands(records, fmt, target, self.source)
        except (OSError, FeltError) as error:
            message_boxes.warning(self, caption, self.tr("The hands were not saved: %1")
                                .replace("%1", getattr(error, "strerror", None) or str(error)))
            return None
        return target
