"""The tournament lobby, a dock beside the table: the clock, the field, the prizes, the tables.

It shows the engine's :class:`~engine.tournament.lobby.Lobby` snapshot, which the person's
table sends after every round, in words: the level and its blinds and ante now and next, the
hands (or minutes) left at this level, players left and the average stack, the person's stack
and place in chips, the chip leader, the prize pool and every paid place, and each table with
its players, chips and biggest stack (the person's table marked).

A screen reader is told what changes the play, as the lesson and the replayer tell their
steps (:mod:`gui.base.screen_reader`), politely so that the table's news is not cut short: each
new level with its blinds, and hand-for-hand play as it begins. The other figures are read
from the dock (Tab), not sent after every round.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.rules.table import BlindLevel
from engine.tournament.lobby import Lobby
from engine.tournament.lobby import level_shown
from gui.base import i18n
from gui.base import screen_reader
from gui.base import texts

#: Lobby rows of the facts, in order (each a label and a value).
FACTS = ("level", "next", "clock", "players", "average", "you", "leader", "pool")
FONT_SCALE = 0.9  # the lobby's figures a little smaller than the table's words
ROW_PADDING = 4  # pixels above and below a row's text in the lobby's lists
CELL_PADDING = 6  # at least this many pixels beside a lobby list's widest text in a column
MIN_WIDTH = 180  # the lobby's narrowest width: a 1,024-pixel screen keeps room for the table


class LobbyDock(QDockWidget):
    """The lobby of the running tournament (``show_lobby`` with each new snapshot)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby")
        self.setMinimumWidth(MIN_WIDTH)
        self.lobby: Lobby | None = None
        self.person_name = ""
        self.spoken = ""  # the last words sent to the screen reader
        self._told: tuple[int, bool] | None = None  # the level and hand for hand last told
        body = QWidget()
        small = QFont(body.font())
        small.setPointSizeF(small.pointSizeF() * FONT_SCALE)
        body.setFont(small)
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 4, 6, 4)
        self.form = QFormLayout()
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        self.labels: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in FACTS:
            label, value = QLabel(), QLabel()
            value.setObjectName(f"lobby_{key}")
            value.setWordWrap(True)
            self.labels[key], self.values[key] = label, value
            self.form.addRow(label, value)
        column.addLayout(self.form)
        self.bubble = QLabel()
        self.bubble.setObjectName("lobby_bubble")
        self.bubble.setStyleSheet("color: #c0392b; font-weight: bold")
        column.addWidget(self.bubble)
        self.prizes = _table(2)
        self.prizes.setObjectName("lobby_prizes")
        self.tables = _table(4)
        self.tables.setObjectName("lobby_tables")
        for table in (self.prizes, self.tables):
            table.setFont(small)
            table.verticalHeader().setDefaultSectionSize(
                QFontMetrics(small).height() + ROW_PADDING)
        column.addWidget(self.prizes, 1)
        column.addWidget(self.tables, 2)
        self.setWidget(body)
        i18n.follow(self, self.retranslate)

    def retranslate(self) -> None:
        #: the dock with the tournament's level, players, prizes and tables
        self.setWindowTitle(self.tr("Tournament lobby"))
        words = {"level": self.tr("Level:"), "next": self.tr("Next level:"),
                 "clock": self.tr("Level ends in:"), "players": self.tr("Players left:"),
                 "average": self.tr("Average stack:"), "you": self.tr("You:"),
                 "leader": self.tr("Chip leader:"), "pool": self.tr("Prize pool:")}
        for key, text in words.items():
            self.labels[key].setText(text)
        self.prizes.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Prize")])
        # Short headers (German abbreviates them) so the list fits a 1024-pixel window;
        # each says in full what it counts in its tooltip.
        self.tables.setHorizontalHeaderLabels([#: column header: the table's number
                                               self.tr("Table"),
                                               #: column header: the players at a table
                                               self.tr("Players"),
                                               self.tr("Chips"),
                                               #: the table's largest stack
                                               self.tr("Largest")])
        tips = (self.tr("The table's number"), self.tr("Players at the table"),
                self.tr("Chips at the table"),
                #: tooltip of the lobby's "Largest" column
                self.tr("The largest stack at the table"))
        for column, tip in enumerate(tips):
            item = self.tables.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
        if self.lobby is not None:
            self.show_lobby(self.lobby, self.person_name)

    def blinds(self, level: BlindLevel, bb_ante: bool) -> str:
        """Blinds and ante in words: "30/60, ante 10" or "30/60, big blind ante 60"."""
        text = f"{texts.chips(level.small_blind)}/{texts.chips(level.big_blind)}"
        if level.ante and bb_ante:
            #: the big blind pays one ante for the whole table; %1 its amount
            return text + self.tr(", big blind ante %1").replace("%1", texts.chips(level.ante))
        if level.ante:
            return text + self.tr(", ante %1").replace("%1", texts.chips(level.ante))
        return text

    def show_lobby(self, lobby: Lobby, person_name: str) -> None:
        """Every figure of ``lobby``; ``person_name`` is the person's entrant name."""
        self.lobby, self.person_name = lobby, person_name
        v = self.values
        #: lobby; %1 the level's number, %2 its blinds and ante
        number, blinds = level_shown(lobby)
        v["level"].setText(self.tr("%1: %2").replace("%1", str(number)).replace(
            "%2", self.blinds(blinds, lobby.big_blind_ante)))
        v["next"].setText(self.blinds(lobby.next_blinds, lobby.big_blind_ante))
        if lobby.minutes_to_next is not None:
            clock = self.tr("%n minute(s)", "", max(1, round(lobby.minutes_to_next)))
        else:
            clock = self.tr("%n hand(s)", "", lobby.hands_to_next or 0)
        if lobby.break_next:
            #: after the level ends: %1 how long it still lasts
            clock = self.tr("%1, then a break").replace("%1", clock)
        v["clock"].setText(clock)
        #: lobby; %1 players still in, %2 the entries
        v["players"].setText(self.tr("%1 of %2").replace("%1", str(lobby.players_left))
                             .replace("%2", str(lobby.entries)))
        v["average"].setText(texts.chips(lobby.average_stack))
        v["you"].setText(self._person(lobby))
        v["leader"].setText(f"{texts.player_name(lobby.leader)} "
                            f"({texts.chips(lobby.leader_stack)})")
        #: lobby; %1 the prize pool, %n places paid
        v["pool"].setText(self.tr("%1, %n place(s) paid", "", len(lobby.prizes))
                          .replace("%1", texts.chips(lobby.prize_pool)))
        self.bubble.setText(self.tr("Hand for hand: every table waits for the others")
                            if lobby.hand_for_hand else "")
        self.bubble.setVisible(lobby.hand_for_hand)
        self._fill(self.prizes, [(str(k + 1), texts.chips(p))
                                 for k, p in enumerate(lobby.prizes)], None)
        rows = [(str(r.number), str(r.players), texts.chips(r.chips), texts.chips(r.biggest))
                for r in lobby.tables]
        mine = next((k for k, r in enumerate(lobby.tables) if r.number == lobby.person_table),
                    None)
        self._fill(self.tables, rows, mine)
        self._tell(number, blinds, lobby)

    def _tell(self, number: int, blinds: BlindLevel, lobby: Lobby) -> None:
        """Say a new level and the start of hand-for-hand play, once each."""
        told, self._told = self._told, (number, lobby.hand_for_hand)
        words = []
        if told is None or told[0] != number:
            #: said to a screen reader as a tournament level begins; %1 its number, %2 its
            #: blinds and ante ("30/60, ante 10")
            words.append(self.tr("Level %1: blinds %2.").replace("%1", str(number))
                         .replace("%2", self.blinds(blinds, lobby.big_blind_ante)))
        if lobby.hand_for_hand and (told is None or not told[1]):
            words.append(self.bubble.text() + ".")
        if words:
            self.spoken = " ".join(words)
            screen_reader.send(self, self.spoken)

    def _person(self, lobby: Lobby) -> str:
        finish = lobby.person_finish
        if finish is not None:
            #: lobby, the person is out (or won); %1 their place, %2 their prize
            return self.tr("finished in place %1, prize %2").replace(
                "%1", str(finish.place)).replace("%2", texts.chips(finish.prize))
        #: lobby; %1 the person's chips, %2 their place in chips, %3 players left
        return (self.tr("%1, place %2 of %3")
                .replace("%1", texts.chips(lobby.person_stack))
                .replace("%2", str(lobby.person_rank)).replace("%3", str(lobby.players_left)))

    @staticmethod
    def _fill(table: QTableWidget, rows: Sequence[tuple[str, ...]], bold: int | None) -> None:
        """The rows, changing only the cells that changed (a 1,000-player field has over a
        hundred tables, refilled after every round while the table plays)."""
        table.setUpdatesEnabled(False)
        try:
            table.setRowCount(len(rows))
            plain = QFont(table.font())
            heavy = QFont(plain)
            heavy.setBold(True)
            for r, row in enumerate(rows):
                for c, text in enumerate(row):
                    item = table.item(r, c)
                    if item is None:
                        item = QTableWidgetItem()
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                              | Qt.AlignmentFlag.AlignVCenter)
                        table.setItem(r, c, item)
                    if item.text() != text:
                        item.setText(text)
                    font = heavy if r == bold else plain
                    if item.font() != font:
                        item.setFont(font)
            _compact_columns(table)
        finally:
            table.setUpdatesEnabled(True)
        mine = table.item(bold, 0) if bold is not None else None
        if mine is not None:
            table.scrollToItem(mine)


def _compact_columns(table: QTableWidget) -> None:
    """Each column as wide as its widest text (header included) and the style's margins:
    the style's size hints add room enough that four columns would not fit the lobby of a
    1024-pixel window in German, and a sideways scroll bar there hides a column."""
    header = table.horizontalHeader()
    heads = QFontMetrics(header.font())
    # the style's margin beside a cell's text on both sides, the grid line and a pixel the
    # delegate keeps (less, and Qt elides "110.125" to "110.1...")
    padding = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 2
    padding = max(padding, CELL_PADDING)
    for c in range(table.columnCount()):
        head = table.horizontalHeaderItem(c)
        widest = heads.horizontalAdvance(head.text()) if head is not None else 0
        for r in range(table.rowCount()):
            item = table.item(r, c)
            if item is not None:
                metrics = QFontMetrics(item.font())
                widest = max(widest, metrics.horizontalAdvance(item.text()))
        table.setColumnWidth(c, widest + padding)


def _table(columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return table
