"""The New Game dialog: variant, players, stacks, blinds, schedule, rebuys, mode, seed, clock."""

from __future__ import annotations

import zlib

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.setup import GameSetup


class NewGameDialog(QDialog):
    """Asks for a :class:`GameSetup`; ``setup()`` reads the answer."""

    def __init__(self, current: GameSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        s = current or GameSetup()
        self.variant = QComboBox()
        for key, text in (("nl", self.tr("No-Limit Hold'em")), ("pl", self.tr("Pot-Limit Hold'em")),
                          ("fl", self.tr("Fixed-Limit Hold'em")),
                          ("short", self.tr("Short deck (6+) Hold'em"))):
            self.variant.addItem(text, key)
        self.variant.setCurrentIndex(max(0, self.variant.findData(s.variant)))
        self.players = QSpinBox()
        self.players.setRange(2, 10)
        self.players.setValue(s.players)
        self.players.setToolTip(self.tr("Players at the table, you included"))
        self.name = QLineEdit(s.name)
        self.name.setMaxLength(20)
        self.opponents = QComboBox()
        for key, text in (("mixed", self.tr("Mixed levels")), ("beginner", self.tr("Beginners")),
                          ("casual", self.tr("Casual players")),
                          ("solid", self.tr("Solid players")), ("expert", self.tr("Experts")),
                          ("random", self.tr("Wild (random)")),
                          ("call", self.tr("Calling stations"))):
            self.opponents.addItem(text, key)
        self.opponents.setCurrentIndex(max(0, self.opponents.findData(s.opponents)))
        self.stack = QSpinBox()
        self.stack.setRange(10, 10_000_000)
        self.stack.setSingleStep(100)
        self.stack.setValue(s.starting_stack)
        self.small_blind = QSpinBox()
        self.small_blind.setRange(0, 1_000_000)
        self.small_blind.setValue(s.small_blind)
        self.big_blind = QSpinBox()
        self.big_blind.setRange(1, 1_000_000)
        self.big_blind.setValue(s.big_blind)
        self.ante = QSpinBox()
        self.ante.setRange(0, 1_000_000)
        self.ante.setValue(s.ante)
        self.schedule = QComboBox()
        for key, text in (("none", self.tr("Fixed blinds")),
                          ("slow", self.tr("Slow (every 20 hands)")),
                          ("standard", self.tr("Standard (every 12 hands)")),
                          ("turbo", self.tr("Turbo (every 6 hands)"))):
            self.schedule.addItem(text, key)
        self.schedule.setCurrentIndex(max(0, self.schedule.findData(s.schedule)))
        self.rebuys = QSpinBox()
        self.rebuys.setRange(0, 99)
        self.rebuys.setValue(s.rebuys)
        self.rebuys.setToolTip(self.tr("How often each player may buy back in after busting"))
        self.mode = QComboBox()
        self.mode.addItem(self.tr("Tournament: play until one player has every chip"), False)
        self.mode.addItem(self.tr("Cash session: play as long as you like"), True)
        self.mode.setCurrentIndex(1 if s.cash else 0)
        self.seed = QLineEdit("" if s.seed is None else str(s.seed))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed deals the same cards again"))
        self.clock = QCheckBox(self.tr("Action clock (30 seconds plus a time bank)"))
        self.clock.setChecked(s.clock)

        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.variant)
        form.addRow(self.tr("Players:"), self.players)
        form.addRow(self.tr("Your name:"), self.name)
        form.addRow(self.tr("Opponents:"), self.opponents)
        form.addRow(self.tr("Starting stack:"), self.stack)
        form.addRow(self.tr("Small blind:"), self.small_blind)
        form.addRow(self.tr("Big blind:"), self.big_blind)
        form.addRow(self.tr("Ante:"), self.ante)
        form.addRow(self.tr("Blinds go up:"), self.schedule)
        form.addRow(self.tr("Rebuys:"), self.rebuys)
        form.addRow(self.tr("Mode:"), self.mode)
        form.addRow(self.tr("Seed:"), self.seed)
        form.addRow("", self.clock)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

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
            name=self.name.text().strip() or self.tr("You"),
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
