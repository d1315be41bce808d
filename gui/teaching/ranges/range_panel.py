"""An opponent's estimated range on the 13x13 grid of starting hands, what it holds on the
board, and a range of your own to compare with it.

Pairs run down the diagonal, suited hands above it, offsuit hands below, aces first. Each
cell is filled by the share of that class's combinations the range keeps (after removing the
cards you can see), the way Flopzilla and Equilab draw ranges. Under the grid, the shares of
the range in each made hand and draw (:mod:`gui.teaching.ranges.range_shares`); picking one marks
the part of each cell that has it. Your own range (:mod:`gui.teaching.ranges.range_input`) is
compared in a thread of its own (:mod:`gui.teaching.ranges.compare_thread`): your equity against
theirs, and your shares beside theirs.

Tests: tests/gui/teaching/coach/test_coach_reading.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.evaluation.hand_classes import combo_table
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.coach import OpponentRead
from engine.teaching.figures.range_hits import HIT_NAMES
from engine.teaching.figures.range_hits import RangeHits
from gui.base import i18n
from gui.base.position_names import position_short
from gui.teaching.coach.coach_words import percent
from gui.teaching.coach.coach_words import range_classes_text
from gui.teaching.coach.coach_words import range_size_text
from gui.teaching.ranges.compare_thread import CompareResult
from gui.teaching.ranges.compare_thread import CompareThread
from gui.teaching.ranges.range_grid import GridLook
from gui.teaching.ranges.range_grid import RangeGrid
from gui.teaching.ranges.range_input import YourRange
from gui.teaching.ranges.range_shares import SharesTable

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: A comparison asked for by a new report waits for this many milliseconds without one
#: (at a fast table reports come every few tens of milliseconds; comparing each would keep
#: a core busy for figures nobody can read that fast).
COMPARE_QUIET_MS = 300


class RangePanel(QWidget):
    """The opponent chooser, their grid and shares, your range and the comparison."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chooser = QComboBox()
        self.view = RangeGrid(None, look=GridLook.FILLED)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.shares = SharesTable()
        self.yours = YourRange()
        self.result = QLabel()
        self.result.setObjectName("compareResult")
        self.result.setWordWrap(True)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.chooser)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.shares)
        layout.addWidget(self.result)
        layout.addWidget(self.yours)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        self.scroller = scroll
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.report: CoachReport | None = None
        self._reads: tuple[OpponentRead, ...] = ()
        self._names: Mapping[int, str] = {}
        self.compared: CompareResult | None = None
        self._asked: tuple[object, ...] | None = None  # what the newest request compared
        self.compare_thread = CompareThread(self)
        self.compare_thread.done.connect(self._compared)
        self._items: list[tuple[str, int]] = []  # the chooser's entries
        self._stale = False  # a report came while the tab was hidden
        self._quiet = QTimer(self)  # reports asking for a comparison wait for a pause
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(COMPARE_QUIET_MS)
        self._quiet.timeout.connect(self._ask)
        self.chooser.currentIndexChanged.connect(self._chosen)
        self.shares.picked.connect(lambda _name: self._chosen())
        self.yours.changed.connect(self._ask)

    def show_report(self, report: CoachReport, names: Mapping[int, str]) -> None:
        """The live opponents of ``report``; the one chosen before stays chosen. The grid
        and the comparison follow only while the tab is shown (reports come at every event,
        and drawing what nobody sees would slow the table)."""
        self.report = report
        self._reads = report.opponents
        self._names = names
        items = [(f"{names.get(r.seat, str(r.seat))} ({position_short(r.position)})", r.seat)
                 for r in report.opponents]
        if items != self._items:
            before = self.current_seat()
            self._items = items
            self.chooser.blockSignals(True)
            self.chooser.clear()
            for label, seat in items:
                self.chooser.addItem(label, seat)
            seats = [seat for _, seat in items]
            self.chooser.setCurrentIndex(seats.index(before) if before in seats else 0)
            self.chooser.blockSignals(False)
        if not self.isVisible():
            self._stale = True
            return
        self._paint(self.current_read())
        self._quiet.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self._chosen()

    def clear(self) -> None:
        """No report: no opponents, an empty grid."""
        self.report = None
        self._reads = ()
        self._items = []
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self.chooser.blockSignals(False)
        self._paint(None)

    def current_read(self) -> OpponentRead | None:
        seat = self.current_seat()
        return next((r for r in self._reads if r.seat == seat), None)

    def cell_combos(self) -> tuple[float, ...]:
        """The weighted combinations each cell shows (its fill times the class's size)."""
        sizes = combo_table().class_sizes.tolist()
        return tuple(f * s for f, s in zip(self.view.values, sizes, strict=True))

    def _paint(self, read: OpponentRead | None) -> None:
        if read is None:
            self.view.values = (0.0,) * 169
            self.view.picked = None
            self.summary.setText(translate("Coach", "No opponent's range to show."))
            self.shares.show_hits("", None, self._your_hits())
            self.view.update()
            return
        self.view.values = read.summary.fill  # the coach's range line reads the same summary
        name = self.shares.picked_name()
        self.view.picked = (read.hits.class_shares[HIT_NAMES.index(name)]
                            if name and read.hits is not None else None)
        self.summary.setText(range_size_text(read) + "<br>" + range_classes_text(read))
        self.shares.show_hits(self._names.get(read.seat, str(read.seat)), read.hits,
                              self._your_hits())
        self.view.update()

    def current_seat(self) -> int | None:
        data = self.chooser.currentData()
        return data if isinstance(data, int) else None

    def _chosen(self) -> None:
        self._paint(self.current_read())
        self._ask()

    # ------------------------------------------------------------------ comparing

    def _your_hits(self) -> RangeHits | None:
        found = self.compared
        return found.hits if found is not None and self.yours.range is not None else None

    def _ask(self) -> None:
        """Compare your range with the chosen one's when either (or the board) changed."""
        self._quiet.stop()
        read, report, yours = self.current_read(), self.report, self.yours.range
        if yours is None or read is None or report is None:
            forget = self.compared is not None
            self._asked = None
            self.compared = None
            self._say_result()
            if forget:
                self._paint(read)  # your column empties
            return
        key = (yours, read.seat, read.weights, report.board)
        if key == self._asked:
            return
        self._asked = key
        self.compare_thread.ask(yours, read.weights, report.board, report.short_deck)
        self._say_result(waiting=True)

    def _compared(self, result: CompareResult) -> None:
        if result.serial != self.compare_thread.latest:
            return  # a newer comparison is on its way
        self.compared = result
        self._say_result()
        self._paint(self.current_read())

    def _say_result(self, waiting: bool = False) -> None:
        read, found = self.current_read(), self.compared
        if waiting:
            self.result.setText(translate("Coach", "Comparing…"))
            return
        if found is None or read is None or self.yours.range is None:
            self.result.setText(translate(
                "Coach", "Type or paint a range to compare it with this one."))
            return
        if found.equity is None:
            self.result.setText(translate(
                "Coach", "No hand of your range can meet this range on this board."))
            return
        figure = found.equity
        who = self._names.get(read.seat, str(read.seat))
        if figure.exact:
            #: %1 the number of hand pairs that can meet
            how = translate("Coach", "exact, %1 pairs of hands").replace(
                "%1", i18n.number(figure.pairs))
            value = percent(figure.equity, 1)
        else:
            #: %1 the number of boards sampled
            how = translate("Coach", "%1 sampled boards").replace(
                "%1", i18n.number(figure.runouts))
            #: an equity estimated by sampling; %1 the equity, %2 its standard error in points
            value = (translate("Coach", "%1 ± %2").replace("%1", percent(figure.equity, 1))
                     .replace("%2", i18n.locale().toString(figure.stderr * 100, "f", 1)))
        #: your range's equity against an opponent's; %1 their name, %2 the equity, %3 how
        #: it was found
        self.result.setText(translate("Coach", "Your range against %1's: <b>%2</b> (%3)")
                            .replace("%1", who).replace("%2", value).replace("%3", how))

    def shutdown(self) -> None:
        self.compare_thread.shutdown()

    def retranslate(self) -> None:
        self.yours.retranslate()
        self.shares.retranslate()
        self._paint(self.current_read())
        self._say_result(waiting=self._asked is not None and self.compared is None)
