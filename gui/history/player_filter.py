"""The history's player filter, with the box that marks a name as the person's own.

Hands imported from other sites are someone's: the person says which names are theirs
("This is me"), and those hands then count in their statistics and show their cards and
result. The names are kept in the database (:meth:`Store.set_me_names`).

Tests: tests/gui/history/test_history_panel.py, tests/gui/history/test_history_people.py,
tests/gui/history/test_history_scale.py
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.storage.store import Store
from gui.base import i18n
from gui.base import texts
from gui.base.flow_row import FlowRow

#: The player box shows at least this many letters of a name before it elides.
NAME_LETTERS = 10


class PlayerFilter(QWidget):
    """A list of player names (or all players) and "This is me" for the chosen one.

    ``chosen`` is emitted when the filter changes, ``marked`` when the person's names do.
    """

    chosen = Signal()
    marked = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.box = QComboBox()
        self.box.setObjectName("player_filter")
        self.box.addItem("", None)
        self._headings: list[tuple[int, str]] = []  # (row, "felt" or "imported")
        # Long names elide rather than widen the panel beside a small table.
        self.box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.box.setMinimumContentsLength(NAME_LETTERS)
        self.box.currentIndexChanged.connect(self._changed)
        self.me = QCheckBox()
        self.me.setObjectName("this_is_me")
        self.me.toggled.connect(self._mark)
        layout = FlowRow(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.add_widget(self.box, stretch=True)
        layout.add_widget(self.me)
        i18n.follow(self, self._retranslate)
        self._changed()

    @property
    def player(self) -> str | None:
        name = self.box.currentData()
        return name if isinstance(name, str) else None

    def set_names(self, names: Iterable[str], imported: Iterable[str] = ()) -> None:
        """The names to choose from (the current one kept if it is still there): those of
        Felt's own games, then under a heading of their own the names of imported hands, so
        a site's screen name is never taken for one of Felt's computer players."""
        current = self.player
        self.box.blockSignals(True)
        while self.box.count() > 1:
            self.box.removeItem(1)
        self._headings = []
        groups = (("felt", names), ("imported", imported))
        shown = [(kind, sorted(set(group), key=lambda n: texts.player_name(n).casefold()))
                 for kind, group in groups]
        both = all(group for _, group in shown)
        for kind, group in shown:
            if both and group:
                self.box.insertSeparator(self.box.count())
                self.box.addItem("", None)
                model = self.box.model()
                assert isinstance(model, QStandardItemModel)
                heading = model.item(self.box.count() - 1)
                heading.setEnabled(False)  # a heading, not a choice
                heading.setSelectable(False)
                self._headings.append((self.box.count() - 1, kind))
            for name in group:
                self.box.addItem(texts.player_name(name), name)  # the data: the stored name
                # A name too long for the box is cut short there, and said whole here.
                self.box.setItemData(self.box.count() - 1, texts.player_name(name),
                                     Qt.ItemDataRole.ToolTipRole)
        self.box.setCurrentIndex(max(0, self.box.findData(current)))
        self.box.blockSignals(False)
        self._retranslate()
        self._sync()

    def choose(self, name: str | None) -> None:
        self.box.setCurrentIndex(max(0, self.box.findData(name)))

    def _retranslate(self) -> None:
        self.box.setItemText(0, self.tr("All players"))
        for i in range(1, self.box.count()):
            name = self.box.itemData(i)
            if isinstance(name, str):
                self.box.setItemText(i, texts.player_name(name))
        for i, kind in self._headings:
            self.box.setItemText(i, self.tr("Felt's games") if kind == "felt"
                                 else self.tr("Imported from poker sites"))
        self._tip()
        self.me.setText(self.tr("This is &me"))
        self.me.setToolTip(self.tr("Count this player's hands in your statistics (a name you "
                                   "play as on another site)"))

    def _tip(self) -> None:
        """The box's tooltip: what it does, and the chosen name whole (the box may cut it)."""
        tip = self.tr("Show only the hands this player was dealt into")
        name = self.player
        self.box.setToolTip(tip if name is None else f"{texts.player_name(name)}\n{tip}")

    def _sync(self) -> None:
        name = self.player
        self.me.blockSignals(True)
        self.me.setEnabled(name is not None and not self.store.read_only)
        self.me.setChecked(name is not None and name in self._me_names())
        self.me.blockSignals(False)

    def _me_names(self) -> list[str]:
        try:
            return self.store.me_names()
        except StorageError:
            return []

    def _changed(self) -> None:
        self._tip()
        self._sync()
        self.chosen.emit()

    def _mark(self, on: bool) -> None:
        name = self.player
        if name is None:
            return
        names = [n for n in self._me_names() if n != name] + ([name] if on else [])
        try:
            self.store.set_me_names(names)
        except StorageError:
            self._sync()
            return
        self.marked.emit()
