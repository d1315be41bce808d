"""The Help window: the rules in short, the hand-ranking chart and the glossary, one tab each.

Built from :mod:`gui.teaching.beginners.help_content`; the chart can light the person's current hand
(:meth:`HelpDialog.show_hand`). The glossary shows the English and the German word side by
side in either language, so its English column is English on purpose.

Tests: tests/gui/activities/test_beginners_mode.py,
tests/gui/teaching/lessons/test_teaching_widgets.py
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QTextBrowser
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.teaching.beginners import help_content
from gui.teaching.beginners.ranking_chart import RankingChart


class HelpDialog(QDialog):
    """Rules, hand rankings and glossary; opens on the tab given to :meth:`show_tab`."""

    RULES, RANKINGS, GLOSSARY = 0, 1, 2

    def __init__(self, short_deck: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.tabs = QTabWidget(self)
        self.rules = QTextBrowser(self)
        self.rules.setObjectName("rulesText")
        self.chart = RankingChart(short_deck, parent=self)
        self.glossary = QTableWidget(0, 3, self)
        self.glossary.setObjectName("glossary")
        self.glossary.verticalHeader().setVisible(False)
        self.glossary.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.glossary.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tabs.addTab(self.rules, "")
        self.tabs.addTab(self.chart, "")
        self.tabs.addTab(self.glossary, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(760, 620)
        i18n.follow(self, self._retranslate)

    def show_tab(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)

    def show_hand(self, category: int | None) -> None:
        """Light ``category`` on the chart (the person's best hand now), or nothing."""
        self.chart.set_highlight(category)

    def _retranslate(self) -> None:
        #: the title of the Help window
        self.setWindowTitle(self.tr("Felt Help"))
        self.tabs.setTabText(self.RULES, self.tr("Rules"))
        self.tabs.setTabText(self.RANKINGS, self.tr("Hand rankings"))
        self.tabs.setTabText(self.GLOSSARY, self.tr("Glossary"))
        self.rules.setHtml("".join(
            f"<h3>{escape(s.heading)}</h3><p>{escape(s.body)}</p>"
            for s in help_content.rules_summary()))
        #: glossary column: the English poker word
        self.glossary.setHorizontalHeaderLabels([self.tr("In English"),
                                                 #: glossary column: the German poker word
                                                 self.tr("In German"),
                                                 #: glossary column: what the word means
                                                 self.tr("Meaning")])
        terms = help_content.glossary()
        self.glossary.setRowCount(len(terms))
        for row, term in enumerate(terms):
            for column, text in enumerate((term.english, term.german, term.meaning)):
                self.glossary.setItem(row, column, QTableWidgetItem(text))
        self.glossary.resizeColumnsToContents()
