"""Statistics per player, over one session or over all of them, from the store's figures.

The store adds up each player's part in every stored hand (:meth:`Store.stats
<engine.storage.store.Store.stats>`); this view only chooses the scope and writes the numbers
the locale's way: hands, VPIP and PFR as percentages of hands dealt, the aggression factor
(post-flop bets and raises per call), showdowns won of showdowns reached, and the net result.

Results are never added across units: the net column says Felt's chips and each currency of the
imported hands apart ("+1,200 · -$29.50 · +€3.00"), and the big-blind columns (each hand
counted in its own big blind) are the one figure that compares stakes.

Beneath the table, the person's error rate over the same scope: the figure, interval and band
the "Your play" window shows, from the same functions (:func:`~engine.storage.grades.play_report.
play_report` over :func:`~engine.storage.grades.play_report.person_decisions`, worded by
:func:`gui.base.play_words.rate_sentence`), so the two windows never disagree.

Tests: tests/gui/history/test_history_people.py, tests/gui/history/test_history_stats.py,
tests/gui/history/test_import_money_window.py
"""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.play_report import play_report
from engine.storage.store import IMPORTED
from engine.storage.store import PlayerStats
from engine.storage.store import SessionSummary
from gui.base import i18n
from gui.base import texts
from gui.base.play_words import BAND_COLOURS
from gui.base.play_words import rate_sentence
from gui.base.session_words import session_names
from gui.history.hand_table import locale
from gui.history.hand_table import signed_chips
from gui.history.origin_words import money_total
from gui.history.person_choice import PersonChoice
from gui.history.person_choice import PersonSource

translate = QCoreApplication.translate

BB_PLACES = 1  # big blinds are shown to a tenth


class StatsSource(PersonSource, Protocol):
    """What the view needs of the store (:class:`engine.storage.store.Store`)."""

    def list_sessions(self) -> list[SessionSummary]: ...

    def stats(self, session_id: int | None = None) -> list[PlayerStats]: ...


def percent(fraction: float) -> str:
    """A fraction as a percentage with one decimal, the locale's way: 23.5% or 23,5 %."""
    return locale().toString(fraction * 100, "f", 1) + locale().percent()


def signed_number(value: float, places: int = BB_PLACES) -> str:
    """A figure with its sign, the locale's way: "+12.4", "-3.0", "0.0"."""
    rounded = round(value, places)
    text = locale().toString(abs(rounded), "f", places)
    if rounded > 0:
        return locale().positiveSign() + text
    return locale().negativeSign() + text if rounded < 0 else text


def net_text(player: PlayerStats) -> str:
    """What a player won or lost in each unit apart: Felt's chips, then each currency."""
    parts = [signed_chips(player.net)] if player.felt_hands else []
    parts.extend(money_total(amount, currency) for currency, amount in player.money)
    return " · ".join(parts) or "—"


def rake_text(player: PlayerStats) -> str:
    """The rake a player paid in each currency apart ("$3.12 · €0.40"), or a dash."""
    return " · ".join(_paid(amount, currency) for currency, amount in player.rake) or "—"


def fees_text(player: PlayerStats) -> str:
    """The rake and the jackpot fees apart, per currency ("rake $2.80, jackpot $0.32"), for
    the Rake cell's tooltip; empty when the player paid nothing."""
    jackpot = dict(player.jackpot)
    parts = []
    for currency, amount in player.rake:
        fee = jackpot.get(currency, Decimal(0))
        #: the Rake cell's tooltip: %1 the rake alone, %2 the jackpot (bad-beat) fees
        parts.append(translate("StatsView", "rake %1, jackpot %2")
                     .replace("%1", _paid(amount - fee, currency))
                     .replace("%2", _paid(fee, currency)))
    return "\n".join(parts)


def _paid(amount: Decimal, currency: str) -> str:
    return money_total(amount, currency).lstrip(locale().positiveSign())


def factor(value: float | None) -> str:
    """The aggression factor with two decimals, or a dash when the player never called."""
    return "—" if value is None else locale().toString(value, "f", 2)


class StatsView(QDialog):
    """A table of players with a scope chooser (all sessions, or one).

    :param session_id: the scope to open with (``None``: all sessions).
    """

    PLAYER, HANDS, VPIP, PFR, AF, SHOWDOWNS, NET, BB, BB100, RAKE = range(10)

    def __init__(self, store: StatsSource, session_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats")
        self.store = store
        self.stats: list[PlayerStats] = []

        self.scope = QComboBox()
        self.scope.addItem("", None)
        try:
            sessions = store.list_sessions()
        except StorageError:
            sessions = []
        for listed, title in session_names(sessions).items():
            self.scope.addItem(title, listed)
        self.scope.addItem("", IMPORTED)  # the hands imported for the names marked as me
        self.scope.setCurrentIndex(max(0, self.scope.findData(session_id)))
        self.scope.currentIndexChanged.connect(self.refresh)

        self.table = QTableWidget(0, 10)
        self.table.setTabKeyNavigation(False)  # rows with the arrows; Tab goes on
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.PLAYER, QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel()
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scope_label = QLabel()
        self.error_rate = QLabel()
        self.error_rate.setObjectName("error_rate")
        self.error_rate.setWordWrap(True)
        self.error_rate.setTextFormat(Qt.TextFormat.PlainText)

        top = QHBoxLayout()
        top.addWidget(self.scope_label)
        top.addWidget(self.scope, 1)
        self.person = PersonChoice(store)  # one person's own figures, in hot-seat games
        self.person.chosen.connect(self.refresh)
        top.addWidget(self.person)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.error_rate)
        layout.addWidget(close)
        self.resize(960, 400)
        i18n.follow(self, self._retranslate)

    def _retranslate(self) -> None:
        """Every word in the current language; the figures are read again for the locale."""
        self.setWindowTitle(self.tr("Statistics"))
        self.scope.setToolTip(self.tr("Count the hands of one session or of all sessions"))
        self.scope.setItemText(0, self.tr("All sessions"))
        self.scope.setItemText(self.scope.count() - 1,
                               self.tr("Imported hands (the names marked as you)"))
        headers = (
            (self.tr("Player"), ""),
            (self.tr("Hands"), self.tr("Hands dealt")),
            #: column: voluntarily put money in the pot, a standard poker statistic
            (self.tr("VPIP"), self.tr("Voluntarily put chips in the pot before the flop "
                                      "(calls and raises; blinds do not count)")),
            #: column: pre-flop raise, a standard poker statistic
            (self.tr("PFR"), self.tr("Raised before the flop")),
            #: column: aggression factor, a standard poker statistic
            (self.tr("AF"), self.tr("Aggression factor: bets and raises after the flop "
                                    "for each call")),
            (self.tr("Showdowns won"), self.tr("Showdowns won of showdowns reached")),
            (self.tr("Net", "column: chips won or lost in total"),
             self.tr("Won or lost in total: Felt's chips, and the money of imported hands "
                     "per currency")),
            #: column: the net result in big blinds; "bb" is the usual abbreviation
            (self.tr("bb"), self.tr("Won or lost in big blinds, each hand in its own big "
                                    "blind: this adds up across stakes and currencies")),
            #: column: big blinds won per hundred hands, a standard poker statistic
            (self.tr("bb/100"), self.tr("Big blinds won or lost per hundred hands")),
            (self.tr("Rake", "column: what poker sites took from the pots won"),
             self.tr("What the sites took from the pots won in imported cash hands (rake "
                     "and jackpot fees), per currency")),
        )
        for column, (title, tip) in enumerate(headers):
            item = QTableWidgetItem(title)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, item)
        self.empty_label.setText(self.tr("No finished hands yet."))
        self.scope_label.setText(self.tr("Hands of:"))
        self.refresh()

    def refresh(self) -> None:
        """Read the figures again for the chosen scope."""
        scope = self.scope.currentData()
        try:
            session = scope if isinstance(scope, int) else None
            mine = self.person.stats(session)
            self.stats = mine if mine is not None else self.store.stats(session)
        except StorageError:
            self.stats = []
        self.table.setRowCount(len(self.stats))
        for row, player in enumerate(self.stats):
            showdowns = (self.tr("%1 of %2", "showdowns won of showdowns reached")
                         .replace("%1", texts.chips(player.showdowns_won))
                         .replace("%2", texts.chips(player.showdowns)))
            cells = (texts.player_name(player.name), texts.chips(player.hands),
                     percent(player.vpip), percent(player.pfr), factor(player.aggression),
                     showdowns, net_text(player), signed_number(player.big_blinds),
                     signed_number(player.bb_per_100), rake_text(player))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != self.PLAYER:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if player.is_person:
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                if column == self.RAKE:
                    item.setToolTip(fees_text(player))
                sign = _sign_of(player, column)
                if sign:
                    item.setForeground(QColor("#2e7d32") if sign > 0 else QColor("#c62828"))
                self.table.setItem(row, column, item)
        self.table.setVisible(bool(self.stats))
        self.empty_label.setVisible(not self.stats)
        self._show_error_rate(scope)

    def _show_error_rate(self, scope: object) -> None:
        """The person's error rate over the chosen scope, as "Your play" says it."""
        try:
            records = [r for r in self.store.hands()
                       if r.person_seat is not None and (scope is None or r.session_id == scope)]
            mine = person_decisions(self.store, records)  # type: ignore[arg-type]
            overall = play_report(mine).overall
        except StorageError:
            self.error_rate.clear()
            return
        if overall.decisions == 0:
            self.error_rate.setStyleSheet("color: #555;")
            self.error_rate.setText(self.tr(
                "Your error rate: none of your decisions here is graded yet. Grade them in "
                "View > Your play."))
            return
        self.error_rate.setStyleSheet(f"font-weight: bold; color: {BAND_COLOURS[overall.band]};")
        #: %1 the error-rate sentence of "Your play" (rate, interval, decisions, band)
        self.error_rate.setText(self.tr("Your play: %1").replace("%1", rate_sentence(overall)))

    def row_texts(self, name: str) -> list[str]:
        """The cells of a player's row as shown (for tests and accessibility checks)."""
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, c) for c in range(self.table.columnCount())]
            words = [c.text() if c is not None else "" for c in cells]
            if words[self.PLAYER] == name:
                return words
        raise KeyError(name)


def _sign_of(player: PlayerStats, column: int) -> int:
    """Whether a cell shows a gain (1), a loss (-1) or neither (0) for its colour."""
    if column in (StatsView.BB, StatsView.BB100):
        value = round(player.big_blinds, BB_PLACES)
    elif column == StatsView.NET:
        signs = {(a > 0) - (a < 0) for _, a in player.money}
        if player.felt_hands:
            signs.add((player.net > 0) - (player.net < 0))
        return signs.pop() if len(signs) == 1 else 0
    else:
        return 0
    return (value > 0) - (value < 0)
