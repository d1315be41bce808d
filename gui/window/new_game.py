"""The New Game dialog: variant, players, stacks, blinds, schedule, rebuys, mode, seed, clock."""

from __future__ import annotations

import zlib

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.base import speeds
from gui.base.setup import DEFAULT_NAME, SCHEDULES, GameSetup

VARIANT_KEYS = ("nl", "pl", "fl", "short")
OPPONENT_KEYS = ("mixed", "beginner", "casual", "solid", "expert", "random", "call")
SCHEDULE_KEYS = ("none", "slow", "standard", "turbo")


class NewGameDialog(QDialog):
    """Asks for a :class:`GameSetup`; ``setup()`` reads the answer."""

    def __init__(self, current: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        s = current or GameSetup()
        self.variant = self._combo(VARIANT_KEYS, s.variant)
        self.players = QSpinBox()
        self.players.setRange(2, 10)
        self.players.setValue(s.players)
        # The default name is left empty and shown as a placeholder in the person's language.
        self.name = QLineEdit("" if s.name == DEFAULT_NAME else s.name)
        self.name.setMaxLength(20)
        self.opponents = self._combo(OPPONENT_KEYS, s.opponents)
        self.stack = self._amount(10, 10_000_000, s.starting_stack)
        self.stack.setSingleStep(100)
        self.small_blind = self._amount(0, 1_000_000, s.small_blind)
        self.big_blind = self._amount(1, 1_000_000, s.big_blind)
        self.ante = self._amount(0, 1_000_000, s.ante)
        self.schedule = self._combo(SCHEDULE_KEYS, s.schedule)
        self.rebuys = QSpinBox()
        self.rebuys.setRange(0, 99)
        self.rebuys.setValue(s.rebuys)
        self.mode = QComboBox()
        self.mode.addItem("", False)
        self.mode.addItem("", True)
        self.mode.setCurrentIndex(1 if s.cash else 0)
        self.seed = QLineEdit("" if s.seed is None else str(s.seed))
        self.clock = QCheckBox()
        self.clock.setChecked(s.clock)

        self.form = QFormLayout()
        for field in (self.variant, self.players, self.name, self.opponents, self.stack,
                      self.small_blind, self.big_blind, self.ante, self.schedule, self.rebuys,
                      self.mode, self.seed):
            self.form.addRow(QLabel(), field)
        self.form.addRow("", self.clock)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self._retranslate()

    @staticmethod
    def _combo(keys: tuple[str, ...], current: str) -> QComboBox:
        box = QComboBox()
        for key in keys:
            box.addItem("", key)
        box.setCurrentIndex(max(0, box.findData(current)))
        return box

    @staticmethod
    def _amount(low: int, high: int, value: int) -> QSpinBox:
        box = QSpinBox()
        box.setRange(low, high)
        box.setValue(value)
        box.setGroupSeparatorShown(True)  # 12,500 or 12.500, as the table shows amounts
        return box

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """Every word of the dialog in the current language (also while it is open)."""
        self.setWindowTitle(self.tr("New game"))
        variants = {"nl": self.tr("No-Limit Hold'em"), "pl": self.tr("Pot-Limit Hold'em"),
                    "fl": self.tr("Fixed-Limit Hold'em"),
                    "short": self.tr("Short deck (6+) Hold'em")}
        #: kinds of computer opponents
        opponents = {"mixed": self.tr("Mixed levels"), "beginner": self.tr("Beginners"),
                     "casual": self.tr("Casual players"), "solid": self.tr("Solid players"),
                     "expert": self.tr("Experts"), "random": self.tr("Wild (random)"),
                     "call": self.tr("Calling stations")}
        schedules = {
            #: the blinds stay the same all game
            "none": self.tr("Fixed blinds"),
            #: how fast the blinds go up; %n hands per level
            "slow": self.tr("Slow (every %n hand(s))", "", SCHEDULES["slow"] or 0),
            "standard": self.tr("Standard (every %n hand(s))", "", SCHEDULES["standard"] or 0),
            "turbo": self.tr("Turbo (every %n hand(s))", "", SCHEDULES["turbo"] or 0),
        }
        for box, names in ((self.variant, variants), (self.opponents, opponents),
                           (self.schedule, schedules)):
            for i in range(box.count()):
                box.setItemText(i, names[str(box.itemData(i))])
        self.mode.setItemText(0, self.tr("Tournament: play until one player has every chip"))
        self.mode.setItemText(1, self.tr("Cash session: play as long as you like"))
        self.players.setToolTip(self.tr("Players at the table, you included"))
        self.rebuys.setToolTip(self.tr("How often each player may buy back in after busting"))
        #: placeholder of the empty seed box
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed deals the same cards again"))
        #: placeholder of the empty name box: the person is called this at the table
        self.name.setPlaceholderText(self.tr("You"))
        seconds = int(speeds.ACTION_CLOCK_SECONDS)
        self.clock.setText(self.tr("Action clock (%n second(s) plus a time bank)", "", seconds))
        labels = (self.tr("Game:"), self.tr("Players:"), self.tr("Your name:"),
                  self.tr("Opponents:"), self.tr("Starting stack:"), self.tr("Small blind:"),
                  self.tr("Big blind:"), self.tr("Ante:"), self.tr("Blinds go up:"),
                  self.tr("Rebuys:"), self.tr("Mode:"), self.tr("Seed:"))
        for row, text in enumerate(labels):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setText(text)
        for amount in (self.stack, self.small_blind, self.big_blind, self.ante):
            amount.setLocale(QLocale())
        #: the OK button of the New Game dialog: start dealing
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))

    def _accept(self) -> None:
        if self.small_blind.value() > self.big_blind.value():
            self.small_blind.setValue(self.big_blind.value())
        self.accept()

    def setup(self) -> GameSetup:
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else (zlib.crc32(text.encode()) if text else None)
        return GameSetup(
            variant=str(self.variant.currentData()),
            players=self.players.value(),
            name=self.name.text().strip() or DEFAULT_NAME,
            opponents=str(self.opponents.currentData()),
            starting_stack=self.stack.value(),
            small_blind=min(self.small_blind.value(), self.big_blind.value()),
            big_blind=self.big_blind.value(),
            ante=self.ante.value(),
            schedule=str(self.schedule.currentData()),
            rebuys=self.rebuys.value(),
            cash=bool(self.mode.currentData()),
            seed=seed,
            clock=self.clock.isChecked(),
        )
