"""New Game's tournament group: a sit & go or a multi-table tournament, payouts by preset or
typed, levels by hands or minutes, antes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from gui.activities.new_game import NewGameDialog
from gui.base.game_setup import GameSetup
from gui.base.tournament_setup import TournamentSetup


def _choose(box: object, key: str) -> None:
    box.setCurrentIndex(box.findData(key))  # type: ignore[attr-defined]


def test_a_multi_table_tournament_is_set_up_from_the_dialog(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    fields = dialog.tournament
    assert dialog.setup() == dialog._table_setup()  # one table, as before
    assert not fields.entrants.isEnabled()
    _choose(fields.format, "mtt")
    assert fields.entrants.isEnabled()
    fields.entrants.setValue(180)
    _choose(fields.table_size, "6")
    _choose(fields.antes, "bb_ante")
    _choose(fields.unit, "minutes")
    fields.level_length.setValue(15)
    setup = dialog.setup()
    assert isinstance(setup, TournamentSetup)
    assert (setup.kind, setup.entrants, setup.table_size, setup.players) == ("mtt", 180, 6, 6)
    assert setup.minutes_per_level == 15.0 and setup.antes == "bb_ante"
    t = setup.tournament()
    assert len(t.floor) == 30 and t.structure.big_blind_ante
    assert len(t.prizes()) == 22  # the standard table: 12 % of 180


def test_payout_presets_show_their_percentages_and_may_be_edited(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup(players=9))
    qtbot.addWidget(dialog)
    fields = dialog.tournament
    _choose(fields.format, "sng")
    assert fields.shares.text() == "50 / 30 / 20"
    _choose(fields.payouts, "65_35")
    assert fields.shares.text() == "65 / 35"
    _choose(fields.payouts, "winner")
    assert fields.shares.text() == "100"
    fields.shares.setText("70 / 30")
    setup = dialog.setup()
    assert isinstance(setup, TournamentSetup)
    assert (setup.kind, setup.entrants, setup.table_size) == ("sng", 9, 9)
    assert setup.shares == (0.7, 0.3)
    assert setup.tournament().prizes() == (630, 270)


def test_a_payout_table_that_rises_is_refused(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    _choose(dialog.tournament.format, "sng")
    dialog.tournament.shares.setText("30 / 70")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert dialog.result() == 0  # not accepted: the percentages are selected for a fix
    assert dialog.tournament.shares.selectedText() == "30 / 70"
