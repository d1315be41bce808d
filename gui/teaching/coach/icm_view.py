"""The coach's tournament tab: prize money, the decision in chips and in money, and the
push/fold chart on the 13 x 13 grid (the range filled, the person's hand picked out)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.teaching.coach.icm_advice import PushFoldChart
from engine.teaching.coach.icm_advice import TournamentAdvice
from engine.teaching.lessons.curriculum import lesson_for_drill
from gui.teaching.coach.icm_words import chart_html
from gui.teaching.coach.icm_words import decision_html
from gui.teaching.coach.icm_words import equities_html
from gui.teaching.lessons import lesson_texts
from gui.teaching.ranges.range_grid import GridLook
from gui.teaching.ranges.range_grid import RangeGrid

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: The trainer's drill that practises what this tab shows.
DRILL = "pushfold"


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setMargin(6)
    return label


class IcmView(QWidget):
    """ICM equities, the all-in decision and the chart of the person's seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.equities = _label("icmEquities")
        self.decision = _label("icmDecision")
        self.chart_text = _label("pushFoldChart")
        self.grid = RangeGrid(None, look=GridLook.FILLED)
        self.grid.setObjectName("pushFoldGrid")
        self.learn = _label("icmLesson")
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(4, 4, 4, 4)
        for widget in (self.equities, self.decision, self.chart_text, self.grid, self.learn):
            layout.addWidget(widget)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.advice: TournamentAdvice | None = None
        self._names: Mapping[int, str] = {}
        self.show_advice(None, {})

    def show_advice(self, advice: TournamentAdvice | None, names: Mapping[int, str]) -> None:
        self.advice, self._names = advice, names
        self.retranslate()

    def retranslate(self) -> None:
        lesson = lesson_for_drill(DRILL)
        #: under the coach's Tournament tab; %1 the lesson's title, %2 the drill's name
        self.learn.setText(translate("Coach", "Learn it in the lesson: %1 (Help > Lessons); "
                                              "practise it in the trainer's drill: %2")
                           .replace("%1", lesson_texts.text(f"{lesson}.title"))
                           .replace("%2", translate("Trainer", "Push or fold?")))
        advice = self.advice
        if advice is None:
            self.equities.setText(translate(
                "Coach", "At a tournament table the coach shows what the stacks are worth in "
                         "prize money (ICM), and the push/fold chart when stacks are short."))
            self.decision.hide()
            self._show_chart(None)
            return
        self.equities.setText(equities_html(advice, self._names))
        self.decision.setVisible(advice.decision is not None)
        if advice.decision is not None:
            self.decision.setText(decision_html(advice.decision, self._names))
        self._show_chart(advice.chart)

    def _show_chart(self, chart: PushFoldChart | None) -> None:
        self.chart_text.setVisible(chart is not None)
        self.grid.setVisible(chart is not None)
        if chart is None:
            return
        self.chart_text.setText(chart_html(chart, self._names))
        shown = chart.push if chart.shover is None and chart.position < chart.players - 1 \
            else chart.call
        self.grid.set_values([1.0 if k in shown else 0.0 for k in range(CLASS_COUNT)])
        picked = [0.0] * CLASS_COUNT
        picked[chart.hand] = 1.0
        self.grid.picked = tuple(picked)
        self.grid.update()
