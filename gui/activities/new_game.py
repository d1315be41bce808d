"""The New Game dialog: variant, players, stacks, blinds, schedule, rebuys, mode, seed, clock,
the table's speed, and a summary of who the computer players are."""

from __future__ import annotations

import zlib

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import ConfigError
from engine.rules.table import MAX_SESSION_SEED
from gui.base import i18n
from gui.base import opponents
from gui.base import settings
from gui.base import speeds
from gui.base import texts
from gui.base.game_setup import DEFAULT_NAME
from gui.base.game_setup import FIRST_PERSON_NAME
from gui.base.game_setup import SCHEDULES
from gui.base.game_setup import GameSetup
from gui.teaching.coach import coach_dock
from gui.tournament.tournament_fields import TournamentFields

VARIANT_KEYS = ("nl", "pl", "fl", "short")
OPPONENT_KEYS = ("mixed", "beginner", "casual", "solid", "expert", "random", "call")
SCHEDULE_KEYS = ("none", "slow", "standard", "turbo")
SPEEDS = (speeds.Speed.SLOW, speeds.Speed.NORMAL, speeds.Speed.FAST)
MAX_NAME = 20  # characters of a name at a seat: longer ones would not fit the plate


class NewGameDialog(QDialog):
    """Asks for a :class:`GameSetup`; ``setup()`` reads the answer."""

    def __init__(self, current: GameSetup | None = None, parent: QWidget | None = None,
                 speed: speeds.Speed = speeds.Speed.NORMAL) -> None:
        super().__init__(parent)
        s = current or GameSetup()
        self.variant = self._combo(VARIANT_KEYS, s.variant)
        self.players = QSpinBox()
        self.players.setRange(2, 10)
        self.players.setValue(s.players)
        # The default name is left empty and shown as a placeholder in the person's language.
        self.name = QLineEdit("" if s.name == DEFAULT_NAME else s.name)
        self.name.setMaxLength(MAX_NAME)
        # Hot-seat: more people at this screen, by name; the other seats are computer players.
        self.people = QLineEdit(", ".join(s.people))
        self.people.setObjectName("people")
        self.people.textChanged.connect(lambda text: self.name.setPlaceholderText(
            _name_placeholder(text)))
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
        # Empty: a fresh seed for every new game, never the last game's by accident (a
        # continued session's seed would deal its cards again); a typed one is kept.
        self.seed = QLineEdit()
        self.clock = QCheckBox()
        self.clock.setChecked(s.clock)
        self.speed_box = QComboBox()
        for choice in SPEEDS:
            self.speed_box.addItem("", choice.value)
        self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(speed.value)))
        # Who sits at the table: each computer player's name, level and style.
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.players.valueChanged.connect(self._summarise)
        self.opponents.currentIndexChanged.connect(self._summarise)

        self.form = QFormLayout()
        for field in (self.variant, self.players, self.name, self.people, self.opponents,
                      self.stack,
                      self.small_blind, self.big_blind, self.ante, self.schedule, self.rebuys,
                      self.mode, self.seed, self.speed_box):
            self.form.addRow(QLabel(), field)
        self.form.addRow("", self.clock)
        self.form.addRow(self.summary)
        self._practice_group(s)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # The practice aids beside the form, so the dialog still fits a 600-pixel screen.
        columns = QHBoxLayout()
        columns.addLayout(self.form, 1)
        side = QVBoxLayout()
        side.addWidget(self.practice)
        # Sit & go and multi-table tournaments (gui/tournament/tournament_fields.py).
        self.tournament = TournamentFields(self.players, s)
        side.addWidget(self.tournament)
        side.addStretch(1)
        columns.addLayout(side, 0)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)
        i18n.follow(self, self._retranslate)

    def _practice_group(self, s: GameSetup) -> None:
        """Practice aids: open cards, the coach, the advisor, taking actions back."""
        self.practice = QGroupBox()
        self.practice.setObjectName("practice")
        self.open_cards = QCheckBox()
        self.open_cards.setObjectName("open_cards")
        self.open_cards.setChecked(s.open_cards)
        self.coach = QCheckBox()
        self.coach.setObjectName("coach")
        self.coach.setChecked(settings.value(coach_dock.SETTING, False))  # as the dock is
        self.advisor = QCheckBox()
        self.advisor.setObjectName("advisor")
        self.advisor.setChecked(s.advisor)
        self.undo = QCheckBox()
        self.undo.setObjectName("undo")
        self.undo.setChecked(s.undo)
        column = QVBoxLayout(self.practice)
        for box in (self.open_cards, self.coach, self.advisor, self.undo):
            column.addWidget(box)

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
        tips = (
            (self.variant, self.tr("No-Limit: bet any amount up to your stack. Pot-Limit: at "
                                   "most the pot. Fixed-Limit: fixed bet sizes. Short deck: "
                                   "36 cards, sixes to aces.")),
            (self.players, self.tr("Players at the table, you included")),
            (self.name, self.tr("The name shown at your seat and in the table log")),
            (self.people, self.tr("Names of more people playing at this screen, separated by "
                                  "commas; the screen is passed between you, and nobody sees "
                                  "another person's cards")),
            (self.opponents, self.tr("How strong the computer players are; mixed levels seat "
                                     "casual, solid, beginner and expert players in turn. "
                                     "Calling stations never fold and never raise.")),
            (self.stack, self.tr("The chips each player starts with")),
            (self.small_blind, self.tr("The forced bet of the player left of the button")),
            (self.big_blind, self.tr("The forced bet of the next player; also the smallest bet")),
            (self.ante, self.tr("A forced bet of every player before each hand (0: none)")),
            (self.schedule, self.tr("Whether and how fast the blinds and antes go up")),
            (self.rebuys, self.tr("How often each player may buy back in after busting")),
            (self.mode, self.tr("A tournament ends when one player has every chip; a cash "
                                "session goes on as long as you like")),
            (self.seed, self.tr("The same seed deals the same cards again: enter any number "
                                "or word to replay a game, or leave it empty for a new deal")),
            (self.speed_box, self.tr("How fast cards and chips move and computer players "
                                     "act; also under View > Speed")),
            (self.clock, self.tr("Each decision must be made in time; a time bank covers a "
                                 "few long thinks")),
        )
        for widget, tip in tips:
            widget.setToolTip(tip)
        self._retranslate_practice()
        speed_names = {speeds.Speed.SLOW: self.tr("Slow"), speeds.Speed.NORMAL: self.tr("Normal"),
                       speeds.Speed.FAST: self.tr("Fast")}
        for i in range(self.speed_box.count()):
            self.speed_box.setItemText(i, speed_names[speeds.Speed(self.speed_box.itemData(i))])
        #: placeholder of the empty seed box
        self.seed.setPlaceholderText(self.tr("random"))
        self.name.setPlaceholderText(_name_placeholder(self.people.text()))
        seconds = int(speeds.ACTION_CLOCK_SECONDS)
        self.clock.setText(self.tr("Action clock (%n second(s) plus a time bank)", "", seconds))
        #: placeholder of the hot-seat names box
        self.people.setPlaceholderText(self.tr("nobody else (e.g. Bruno, Chloé)"))
        labels = (self.tr("Game:"), self.tr("Players:"), self.tr("Your name:"),
                  self.tr("People at this screen:"), self.tr("Opponents:"),
                  self.tr("Starting stack:"), self.tr("Small blind:"),
                  self.tr("Big blind:"), self.tr("Ante:"), self.tr("Blinds go up:"),
                  self.tr("Rebuys:"), self.tr("Mode:"), self.tr("Seed:"), self.tr("Speed:"))
        for row, text in enumerate(labels):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setText(text)
        for amount in (self.stack, self.small_blind, self.big_blind, self.ante):
            amount.setLocale(QLocale())
        #: the OK button of the New Game dialog: start dealing
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        self._summarise()

    def _retranslate_practice(self) -> None:
        #: New Game: the group of practice aids
        self.practice.setTitle(self.tr("Practice"))
        self.open_cards.setText(self.tr("Show opponents' cards"))
        self.open_cards.setToolTip(self.tr(
            "Every player's cards are face up, so you can see what they play and why "
            "(never with several people at this screen)"))
        self.coach.setText(self.tr("Coach"))
        self.coach.setToolTip(self.tr(
            "The coach panel shows your hand, your odds, your outs and what the computer "
            "players were thinking; also under View"))
        self.advisor.setText(self.tr("Advisor hints"))
        self.advisor.setToolTip(self.tr(
            "Before you act, the expert's suggestion and its reason appear above your "
            "buttons"))
        self.undo.setText(self.tr("Undo last action"))
        self.undo.setToolTip(self.tr(
            "Ctrl+Z takes back your last action in the hand and everything after it; the "
            "history marks the hand"))

    def _summarise(self) -> None:
        """The summary line: every computer player with its level and style."""
        setup = GameSetup(players=self.players.value(),
                          opponents=str(self.opponents.currentData()))
        names = setup.names()
        #: New Game summary, one line per computer player; %1 the name, %2 level and style
        line = self.tr("%1: %2")
        rows = [line.replace("%1", names[seat]).replace("%2", opponents.short_label(kind))
                for seat, kind in sorted(setup.bots().items())]
        #: heading of the New Game summary of the computer players
        self.summary.setText(self.tr("At the table:") + "\n" + "\n".join(rows))
        self.summary.setToolTip("\n\n".join(
            f"{names[seat]}: {opponents.tooltip(kind)}" for seat, kind in
            sorted(setup.bots().items())))

    def speed(self) -> speeds.Speed:
        """How fast the table should move, as chosen."""
        return speeds.Speed(self.speed_box.currentData())

    def _accept(self) -> None:
        if self.small_blind.value() > self.big_blind.value():
            self.small_blind.setValue(self.big_blind.value())
        try:
            self.tournament.custom_shares()
        except ConfigError:
            self.tournament.shares.setFocus()  # percentages that do not make a payout table
            self.tournament.shares.selectAll()
            return
        self.accept()

    def setup(self) -> GameSetup:
        """The game chosen (a :class:`TournamentSetup` for a sit & go or a tournament)."""
        return self.tournament.setup(self._table_setup())

    def _table_setup(self) -> GameSetup:
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
            seed=typed_seed(self.seed.text()),
            clock=self.clock.isChecked(),
            people=self.people_names(),
            open_cards=self.open_cards.isChecked(),
            advisor=self.advisor.isChecked(),
            undo=self.undo.isChecked(),
        )

    def people_names(self) -> tuple[str, ...]:
        """The other people named, each once, as many as there are seats for."""
        names: list[str] = []
        for part in self.people.text().split(","):
            name = part.strip()[:MAX_NAME]
            if name and name not in names:
                names.append(name)
        return tuple(names[: self.players.value() - 1])


def _name_placeholder(people: str) -> str:
    """What the person is called without a name: "You", or "Player 1" among several people."""
    return texts.player_name(FIRST_PERSON_NAME if people.strip() else DEFAULT_NAME)


def typed_seed(text: str) -> int | None:
    """The seed typed in the New Game dialog: ``None`` (a fresh one) when empty, the number
    when it is one of 0 to :data:`~engine.rules.table.MAX_SESSION_SEED`, else the words'
    checksum (any other text, a larger or a negative number), so the same text always deals
    the same cards and every seed fits in 64 bits."""
    text = text.strip()
    if not text:
        return None
    if text.isascii() and text.isdigit() and int(text) <= MAX_SESSION_SEED:
        return int(text)
    return zlib.crc32(text.encode())
