"""The New Game dialog's tournament group: a single table, a sit & go or a multi-table
tournament, with its field, tables, payouts and structure.

A sit & go is one table of the dialog's players; a multi-table tournament has up to 1,000
entrants at tables of 6, 9 or 10. Both take the dialog's starting stack and blinds (the
schedule from the first big blind, :mod:`gui.base.tournament_setup`). The payouts are a
preset, shown as percentages that may be edited (the organiser's own table).
"""

from __future__ import annotations

import dataclasses
import re

from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from engine.core.errors import ConfigError
from engine.tournament.payouts import custom_table
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.base.tournament_setup import ANTES
from gui.base.tournament_setup import MAX_ENTRANTS
from gui.base.tournament_setup import PAYOUTS
from gui.base.tournament_setup import TABLE_SIZES
from gui.base.tournament_setup import TournamentSetup
from gui.base.tournament_setup import payout_shares

FORMATS = ("table", "sng", "mtt")  # the dialog's own game, a sit & go, a multi-table one
UNITS = ("hands", "minutes")
MAX_LEVEL_LENGTH = 120


class TournamentFields(QGroupBox):
    """The group; :meth:`setup` turns the dialog's game into a tournament when one is
    chosen. ``players`` is the dialog's players box (a sit & go's field)."""

    def __init__(self, players: QSpinBox, current: GameSetup,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournament")
        t = current if isinstance(current, TournamentSetup) else TournamentSetup()
        self.players = players
        self.format = _combo(FORMATS, t.kind if isinstance(current, TournamentSetup)
                             else "table")
        self.format.setObjectName("format")
        self.entrants = QSpinBox()
        self.entrants.setObjectName("entrants")
        self.entrants.setRange(2, MAX_ENTRANTS)
        self.entrants.setValue(t.entrants)
        self.table_size = _combo(tuple(map(str, TABLE_SIZES)), str(t.table_size))
        self.table_size.setObjectName("table_size")
        self.payouts = _combo(PAYOUTS, t.payouts)
        self.payouts.setObjectName("payouts")
        self.shares = QLineEdit()
        self.shares.setObjectName("shares")
        self.level_length = QSpinBox()
        self.level_length.setObjectName("level_length")
        self.level_length.setRange(1, MAX_LEVEL_LENGTH)
        by_time = t.minutes_per_level is not None
        self.level_length.setValue(round(t.minutes_per_level) if t.minutes_per_level
                                   else t.hands_per_level)
        self.unit = _combo(UNITS, "minutes" if by_time else "hands")
        self.antes = _combo(ANTES, t.antes)
        self.antes.setObjectName("antes")
        self.breaks = QCheckBox()
        self.breaks.setChecked(t.breaks)
        levels = QHBoxLayout()
        levels.addWidget(self.level_length)
        levels.addWidget(self.unit)
        self.form = QFormLayout(self)
        for row in (self.format, self.entrants, self.table_size, self.payouts, self.shares):
            self.form.addRow(QLabel(), row)
        self.form.addRow(QLabel(), levels)
        self.form.addRow(QLabel(), self.antes)
        self.form.addRow("", self.breaks)
        for box in (self.format, self.payouts):
            box.currentIndexChanged.connect(self._refresh)
        self.entrants.valueChanged.connect(self._refresh)
        players.valueChanged.connect(self._refresh)
        i18n.follow(self, self.retranslate)

    def retranslate(self) -> None:
        #: New Game: the group of tournament settings
        self.setTitle(self.tr("Tournament"))
        names = {
            #: New Game format: the game set up on the left, at one table
            "table": self.tr("One table (as set up)"), "sng": self.tr("Sit & go"),
            "mtt": self.tr("Multi-table tournament"),
            #: payouts: the usual table for the field's size
            "standard": self.tr("Standard for the field"),
            "winner": self.tr("Winner takes all"), "65_35": self.tr("65/35"),
            "50_30_20": self.tr("50/30/20"), "top_10": self.tr("Top 10 % paid"),
            "top_15": self.tr("Top 15 % paid"),
            "hands": self.tr("hands per level"), "minutes": self.tr("minutes per level"),
            "none": self.tr("No antes"), "ante": self.tr("Antes from level 4"),
            "bb_ante": self.tr("Big blind ante from level 4"),
        }
        for box in (self.format, self.payouts, self.unit, self.antes):
            for i in range(box.count()):
                box.setItemText(i, names[str(box.itemData(i))])
        for i in range(self.table_size.count()):
            #: tables of %n seats
            self.table_size.setItemText(i, self.tr("%n-max", "", int(self.table_size.itemData(i))))
        self.breaks.setText(self.tr("A break every 4 levels (chips coloured up)"))
        labels = (self.tr("Format:"), self.tr("Entrants:"), self.tr("Tables:"),
                  self.tr("Payouts:"), self.tr("Prizes (%):"), self.tr("Levels:"),
                  self.tr("Antes:"))
        for row, text in enumerate(labels):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setText(text)
        self.format.setToolTip(self.tr(
            "A sit & go is one table of the players set up on the left, paid by places; a "
            "multi-table tournament seats up to 1,000 players at many tables, and you play "
            "at one of them while the others play in the background"))
        self.shares.setToolTip(self.tr(
            "Each paid place's share of the prize pool in percent, first place first, "
            "separated by slashes; edit them for a table of your own"))
        self._refresh()

    def kind(self) -> str:
        return str(self.format.currentData())

    def field(self) -> int:
        return self.players.value() if self.kind() == "sng" else self.entrants.value()

    def _refresh(self) -> None:
        """Fields for the format chosen; the preset's percentages for the field."""
        tournament = self.kind() != "table"
        for box in (self.entrants, self.table_size):
            box.setEnabled(self.kind() == "mtt")
        for widget in (self.payouts, self.shares, self.level_length, self.unit, self.antes,
                       self.breaks):
            widget.setEnabled(tournament)
        shares = payout_shares(str(self.payouts.currentData()), self.field())
        self.shares.setText(" / ".join(_percent(s) for s in shares))

    def custom_shares(self) -> tuple[float, ...]:
        """The percentages as typed, if they differ from the preset's (else ``()``).

        :raises ConfigError: not a falling list of numbers (``bad_payouts``).
        """
        preset = payout_shares(str(self.payouts.currentData()), self.field())
        if self.shares.text().strip() == " / ".join(_percent(s) for s in preset):
            return ()
        numbers = re.split(r"[/;\s]+", self.shares.text().replace(",", ".").strip())
        try:
            values = [float(n) for n in numbers if n]
        except ValueError as exc:
            raise ConfigError("bad_payouts", "payouts are numbers") from exc
        return custom_table(values)

    def setup(self, game: GameSetup) -> GameSetup:
        """``game`` as a tournament of the chosen format (unchanged for one table)."""
        if self.kind() == "table":
            return game
        try:
            shares = self.custom_shares()
        except ConfigError:
            shares = ()
        length = self.level_length.value()
        by_time = self.unit.currentData() == "minutes"
        values = {f.name: getattr(game, f.name) for f in dataclasses.fields(GameSetup)}
        values.update(cash=False, people=(), schedule="standard")
        return TournamentSetup(
            **values, kind=self.kind(), entrants=self.field(),
            table_size=int(self.table_size.currentData()),
            payouts=str(self.payouts.currentData()), shares=shares,
            hands_per_level=length,
            minutes_per_level=float(length) if by_time else None,
            antes=str(self.antes.currentData()), breaks=self.breaks.isChecked())


def _percent(share: float) -> str:
    text = f"{share * 100:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _combo(keys: tuple[str, ...], current: str) -> QComboBox:
    box = QComboBox()
    for key in keys:
        box.addItem("", key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box
