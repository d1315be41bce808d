"""Imported hands' forced bets replayed as their files say (issue 43, the replayer site by
site): a dead blind is named a dead blind, not an ante; a big blind posted out of turn by a
player coming in is not "the" big blind; a straddle is a straddle; the button blind of short
deck is the button's; and the hand's number is the site's ("HD100000004"), in English and in
German. After the deal of a hand whose file shows nobody's cards, "Play on from here" says
why it cannot start, not that the cards are not dealt yet."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.base import i18n
from gui.history.history_panel import HistoryPanel
from gui.history.replay_insights import ReplayInsights
from gui.window.main_window import MainWindow
from tests.helpers.replaying import imported_history
from tests.helpers.replaying import replay_imported

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"
FILES = ("stars_variants.txt", "fulltilt_more.txt", "party_shapes.txt", "888_more.txt",
         "wpn_hands.txt", "wpn_classic_hands.txt", "gg_hands.txt", "ipoker_shapes.xml")


@pytest.fixture
def panel(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> Iterator[HistoryPanel]:
    del qtbot
    store = Store.open(tmp_path / "felt.db")
    import_files(store, [SITES / name for name in FILES])
    with imported_history(window, store) as shown:
        yield shown
    i18n.apply("en")


def _forced_bets(panel: HistoryPanel, hand_id: str) -> list[str]:
    """The replayer's first step (the forced bets), line by line."""
    replayer = replay_imported(panel, hand_id)
    replayer.first()
    return replayer.caption.text().splitlines()


def test_dead_blinds_are_named_dead_blinds_in_every_site(panel: HistoryPanel) -> None:
    # "Dee: posts small & big blinds $3" (PokerStars), "Rod posts a dead small blind of $0.02"
    # (Full Tilt), "posts big blind + dead [0,35 €]" (PartyPoker), "posts dead blind
    # [0,01 $ + 0,02 $]" (888): the small blind dead, the big one live
    for hand_id, dead, live in (
            ("60000000005", "Dee posts a dead blind of $1.00.",
             "Dee posts a big blind of $2.00 out of turn."),
            ("22400000006", "Rod posts a dead blind of $0.02.",
             "Rod posts a big blind of $0.05 out of turn."),
            ("1650000000004", "Vera posts a dead blind of €0.10.",
             "Vera posts a big blind of €0.25 out of turn."),
            ("900000001", "Bob posts a dead blind of $0.01.",
             "Bob posts a big blind of $0.02 out of turn.")):
        lines = _forced_bets(panel, hand_id)
        assert dead in lines and live in lines, lines
        assert not any("ante" in line for line in lines), lines


def test_live_posts_and_straddles_as_the_files_write_them(panel: HistoryPanel) -> None:
    stars = _forced_bets(panel, "60000000005")  # "Bob: posts big blind $2" beside Ann's
    assert "Ann posts the big blind of $2.00." in stars
    assert "Bob posts a big blind of $2.00 out of turn." in stars
    # "Oz posts $0.10", "Nia straddle $0.20" (WPN); "Player Lou straddle (20)" (its older text)
    assert _forced_bets(panel, "160000104")[-2:] == [
        "Oz posts a big blind of $0.10 out of turn.", "Nia posts a straddle of $0.20."]
    assert _forced_bets(panel, "500000004")[-1] == "Lou posts a straddle of 20.00."
    assert _forced_bets(panel, "HD100000004")[-1] == "aaaa1111 posts a straddle of $0.50."
    # "e5e5e5e5: posts button blind $1" (GGPoker's short deck: antes and the button's blind)
    assert _forced_bets(panel, "SD400000008")[-1] == "e5e5e5e5 posts the button blind of $1.00."
    # iPoker: the big blind's place posts none, the next player posts the big blind
    assert _forced_bets(panel, "9900000006")[-1] == "Maren posts the big blind of $0.20."


def test_the_hand_is_numbered_as_its_site_numbers_it(panel: HistoryPanel) -> None:
    first = _forced_bets(panel, "HD100000004")[0]
    assert first.startswith("Hand #HD100000004: bbbb2222 has the button")


def test_the_forced_bets_in_german(panel: HistoryPanel) -> None:
    i18n.apply("de")
    QApplication.processEvents()
    stars = _forced_bets(panel, "60000000005")
    assert "Dee bringt einen toten Blind von 1,00\xa0$." in stars  # "1,00 $", not broken
    assert "Bob bringt außer der Reihe einen Big Blind von 2,00\xa0$." in stars
    gg = _forced_bets(panel, "HD100000004")
    assert gg[0].startswith("Hand Nr. HD100000004: bbbb2222 hat den Button")
    assert gg[-1] == "aaaa1111 bringt einen Straddle von 0,50\xa0$."


def test_play_on_says_why_when_the_file_shows_nobodys_cards(panel: HistoryPanel) -> None:
    replayer = replay_imported(panel, "1650000000004")  # PartyPoker: no "Dealt to" line
    insights = replayer.findChild(ReplayInsights)
    assert isinstance(insights, ReplayInsights)
    replayer.first()
    assert insights.play_reason.text() == "The cards are not dealt yet at this step."
    replayer.last()
    assert insights.play_reason.text() == "You have no seat in this hand."
    assert not insights.play_button.isEnabled()
