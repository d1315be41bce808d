"""After an import: "This is me" offered once per site for the name the files deal cards to.

A site's files name the person in every ``Dealt to NAME [cards]`` line
(:mod:`engine.formats.own_names`). The import summary offers that name once per site, as a
box to tick; ticking it marks the name as the person's (:meth:`Store.set_me_names`), so the
statistics, the coach's review and the replayer follow that seat in the imported hands. A
site whose name was offered once (ticked or not) is not asked about again; the history's
player filter still marks any name at any time.

Tests: tests/gui/history/test_import_me_offer.py, tests/gui/history/test_import_money_window.py,
tests/gui/history/test_import_window.py
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from collections.abc import Mapping

from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.storage.store import Store
from gui.base import settings
from gui.history.origin_words import site_name

OFFERED_KEY = "me_offered_"
"""Settings key prefix: ``me_offered_ggpoker`` holds the name offered for that site."""


def offers(store: Store, dealt_to: Mapping[str, str]) -> dict[str, str]:
    """The sites (and names) still to offer: not offered before and not marked already."""
    try:
        marked = set(store.me_names())
    except StorageError:
        return {}
    return {site: name for site, name in dealt_to.items()
            if name not in marked and not settings.value(OFFERED_KEY + site, "")}


class MeOffer(QWidget):
    """One "NAME is me (site)" box per site offered; ``changed`` is called after a mark."""

    def __init__(self, store: Store, names: Mapping[str, str], changed: Callable[[], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("me_offer")
        self.store = store
        self._changed = changed
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        intro = QLabel(self.tr("These files deal their cards to the names below. Tick yours, "
                               "so your statistics, the coach's review and the replayer "
                               "follow your seat in these hands:"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.boxes: dict[str, QCheckBox] = {}
        for site, name in names.items():
            #: "This is me" for an imported site's name; %1 the name, %2 the site
            box = QCheckBox(self.tr("%1 is me (%2)").replace("%1", name)
                            .replace("%2", site_name(site)))
            box.setObjectName(f"me_offer_{site}")
            box.toggled.connect(lambda on, name=name: self._mark(name, on))
            layout.addWidget(box)
            self.boxes[site] = box
            # Asked once per site; a settings file that cannot be written asks again.
            with contextlib.suppress(OSError):
                settings.remember(OFFERED_KEY + site, name)

    def _mark(self, name: str, on: bool) -> None:
        try:
            names = [n for n in self.store.me_names() if n != name] + ([name] if on else [])
            self.store.set_me_names(names)
        except StorageError:
            return
        self._changed()


__all__ = ["OFFERED_KEY", "MeOffer", "offers"]
