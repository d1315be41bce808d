"""The results screen: the person's place, prize and hands when they bust or win, and the
way on: watch the table play on, or let the rest of the tournament play in the background to
its end and see the final order.

Tests: tests/gui/tournament/test_tournament_play.py
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.tournament.lobby import Lobby
from engine.tournament.tournament import Finish
from gui.base import i18n
from gui.base import screen_reader
from gui.base import texts


class ResultsDialog(QDialog):
    """The person's result (``show_result``), then the final order (``show_final``)."""

    watch_on = Signal()
    play_out = Signal()  # continue in the background

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spoken = ""  # the words last sent to the screen reader
        self.setObjectName("results")
        self.lobby: Lobby | None = None
        self.person = 0
        self.headline = QLabel()
        self.headline.setObjectName("results_headline")
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.details = QLabel()
        self.details.setObjectName("results_details")
        self.progress = QLabel()
        self.progress.setObjectName("results_progress")
        self.order = QTableWidget(0, 4)
        self.order.setObjectName("results_order")
        self.order.verticalHeader().setVisible(False)
        self.order.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.order.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.order.setVisible(False)
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("watch_on")
        self.watch_button.clicked.connect(self._watch)
        self.background_button = QPushButton()
        self.background_button.setObjectName("play_out")
        self.background_button.clicked.connect(self._play_out)
        self.close_button = QPushButton()
        self.close_button.setObjectName("close")
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.watch_button, self.background_button, self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.details)
        layout.addWidget(self.progress)
        layout.addWidget(self.order, 1)
        layout.addLayout(buttons)
        i18n.follow(self, self.retranslate)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tournament results"))
        self.watch_button.setText(self.tr("Watch on"))
        self.watch_button.setToolTip(self.tr("Watch the table play on; the lobby keeps "
                                             "showing the whole tournament"))
        self.background_button.setText(self.tr("Continue in the background"))
        self.background_button.setToolTip(self.tr("The rest of the tournament plays to the "
                                                  "end at once; then the final order shows"))
        self.close_button.setText(self.tr("Close"))
        self.order.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"),
                                              self.tr("Prize"), self.tr("Hands")])
        if self.lobby is not None:
            self._words(self.lobby)

    def show_result(self, lobby: Lobby, person: int) -> None:
        """The person's finish in ``lobby`` (they are out, or the tournament is over)."""
        self.lobby, self.person = lobby, person
        self._words(lobby)
        over = lobby.finished
        self.watch_button.setVisible(not over)
        self.background_button.setVisible(not over)
        if over:
            self.show_final(lobby, aloud=False)
        # Said as it appears: the place, the prize and what comes next (the prizes' order
        # when the tournament is over).
        said = [label.text() for label in (self.headline, self.details) if label.text()]
        said.append(self._final_words(lobby) if over else self.progress.text())
        self.spoken = " ".join(text for text in said if text)
        screen_reader.send(self, self.spoken, urgent=True)

    def show_progress(self, lobby: Lobby) -> None:
        """The background play so far."""
        #: results screen while the rest plays; %1 players left, %2 the level's number
        self.progress.setText(self.tr("Playing on in the background: %1 players left, level "
                                      "%2…").replace("%1", str(lobby.players_left))
                              .replace("%2", str(lobby.level + 1)))
        self.watch_button.setEnabled(False)
        self.background_button.setEnabled(False)

    def show_final(self, lobby: Lobby, aloud: bool = True) -> None:
        """The tournament is over: every place, the person's row in bold; said with the
        places paid when ``aloud`` (the rest played on in the background while the person
        waited)."""
        self.progress.setText(self.tr("The tournament is over. Final order:"))
        self.watch_button.setVisible(False)
        self.background_button.setVisible(False)
        self.order.setVisible(True)
        self._fill(lobby.finishes)
        if aloud:
            self.spoken = self._final_words(lobby)
            screen_reader.send(self, self.spoken, urgent=True)

    def _final_words(self, lobby: Lobby) -> str:
        """What is said of the end: "The tournament is over. Final order: 1. Ada, prize 1,080;
        2. You, prize 720." (the places paid; the winner alone when nobody was paid)."""
        paid = [f for f in lobby.finishes if f.prize] or list(lobby.finishes[:1])
        #: said to a screen reader after "Final order:", one per place paid; %1 the place,
        #: %2 the player, %3 the prize
        rows = [self.tr("%1. %2, prize %3").replace("%1", str(f.place))
                .replace("%2", self._name(f)).replace("%3", texts.chips(f.prize))
                for f in paid]
        return f"{self.progress.text()} {'; '.join(rows)}."

    def _name(self, finish: Finish) -> str:
        """The player's name, "You" for the person."""
        return texts.player_name(finish.name) if finish.player == self.person else finish.name

    def _words(self, lobby: Lobby) -> None:
        finish = lobby.person_finish
        if finish is None:
            return
        if finish.place == 1:
            self.headline.setText(self.tr("You won the tournament!"))
        else:
            #: results screen; %1 the person's place, %2 the number of entries
            self.headline.setText(self.tr("You finished in place %1 of %2.")
                                  .replace("%1", str(finish.place))
                                  .replace("%2", str(lobby.entries)))
        #: results screen; %1 the prize won, %n hands the person played
        prize = (self.tr("Prize: %1. Hands played: %n.", "", finish.hands)
                 .replace("%1", texts.chips(finish.prize)))
        if not finish.prize:
            #: results screen, out before the prizes; %n hands the person played
            prize = self.tr("No prize. Hands played: %n.", "", finish.hands)
        self.details.setText(prize)

    def _fill(self, finishes: tuple[Finish, ...]) -> None:
        self.order.setRowCount(len(finishes))
        font = QFont(self.order.font())
        font.setBold(True)
        mine = None
        for r, f in enumerate(finishes):
            name = self._name(f)
            for c, text in enumerate((str(f.place), name, texts.chips(f.prize), str(f.hands))):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if f.player == self.person:
                    item.setFont(font)
                    mine = r
                self.order.setItem(r, c, item)
        shown = self.order.item(mine, 0) if mine is not None else None
        if shown is not None:
            self.order.scrollToItem(shown, QAbstractItemView.ScrollHint.PositionAtCenter)

    def _watch(self) -> None:
        self.watch_on.emit()
        self.accept()

    def _play_out(self) -> None:
        self.play_out.emit()
