"""Whose hands and figures the history and the statistics show, when several people played at
this screen (hot-seat).

Everyone's hands are listed as the game's first person saw them; choosing a person lists the
hands they played at their own seats, with their cards and their result, and counts their
figures over exactly those seats (:mod:`engine.storage.people`). With only one person ever at
the screen there is nothing to choose and the box stays hidden.

Tests: tests/gui/history/test_history_panel.py, tests/gui/history/test_history_people.py,
tests/gui/history/test_history_scale.py
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.storage.hands import HandRecord
from engine.storage.people import SessionSource
from engine.storage.people import people
from engine.storage.people import person_hands
from engine.storage.people import person_stats
from engine.storage.store import PlayerStats
from gui.base import i18n
from gui.base import texts


class PersonSource(SessionSource, Protocol):
    """What the box reads of the store (:class:`engine.storage.store.Store`)."""

    def hands(self, session_id: int | None = None) -> list[HandRecord]: ...


class PersonChoice(QWidget):
    """A "Person:" box: everyone, or one of the people who played at this screen.

    ``chosen`` is emitted when the choice changes.
    """

    chosen = Signal()

    def __init__(self, store: PersonSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.seats: dict[str, dict[int, int]] = {}
        self.label = QLabel()
        self.box = QComboBox()
        self.box.setObjectName("person_choice")
        self.box.addItem("", None)
        self.box.currentIndexChanged.connect(lambda _: self.chosen.emit())
        self.label.setBuddy(self.box)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.box, 1)
        self.reload()
        i18n.follow(self, self._retranslate)

    @property
    def person(self) -> str | None:
        name = self.box.currentData()
        return name if isinstance(name, str) else None

    def choose(self, name: str | None) -> None:
        self.box.setCurrentIndex(max(0, self.box.findData(name)))

    def reload(self) -> None:
        """Read the people again (the current choice kept if it is still there)."""
        try:
            self.seats = people(self.store)
        except StorageError:
            self.seats = {}
        current = self.person
        self.box.blockSignals(True)
        while self.box.count() > 1:
            self.box.removeItem(1)
        for name in self.seats:
            self.box.addItem(texts.player_name(name), name)
        self.box.setCurrentIndex(max(0, self.box.findData(current)))
        self.box.blockSignals(False)
        self.setVisible(len(self.seats) > 1)

    def hands(self, records: Sequence[HandRecord]) -> list[HandRecord]:
        """``records`` as the chosen person saw them (theirs only), or all as they are."""
        name = self.person
        if name is None:
            return list(records)
        return person_hands(records, self.seats.get(name, {}))

    def stats(self, session_id: int | None) -> list[PlayerStats] | None:
        """The chosen person's figures over one session or all (``None``: nobody chosen).

        :raises StorageError: the hands cannot be read.
        """
        name = self.person
        if name is None:
            return None
        figures = person_stats(name, self.hands(self.store.hands(session_id)))
        return [figures] if figures is not None else []

    def _retranslate(self) -> None:
        #: label of the box choosing whose hands and figures are shown (hot-seat games)
        self.label.setText(self.tr("&Person:"))
        #: the person box: every hand, as the game's first person saw it
        self.box.setItemText(0, self.tr("Everyone"))
        for i in range(1, self.box.count()):
            self.box.setItemText(i, texts.player_name(str(self.box.itemData(i))))
        self.box.setToolTip(self.tr("Show the hands, cards, results and figures of one of "
                                    "the people who played at this screen"))
