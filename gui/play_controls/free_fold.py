"""Folding when checking is free: asked first, simply done, or not offered (Game > Settings).

Online rooms let a player fold a hand they could check for nothing, and PokerStars asks first:
folding gives up a free look at the next card, so it is almost always a slip. Felt's games allow
it in the engine (:attr:`engine.rules.config.HandConfig.free_folds`); the window decides how the
person gets there, by the remembered choice :data:`FREE_FOLD`:

* ``warn`` (the default): Fold stays on, and a click asks "Fold anyway?";
* ``allow``: Fold folds at once;
* ``forbid``: Fold is off while checking is free (Felt's rule before).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

from engine.rules.actions import LegalActions
from gui.base import message_boxes
from gui.base import settings

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

FREE_FOLD = "free_fold"  # settings key: "warn", "allow" or "forbid"
CHOICES = ("warn", "allow", "forbid")
DEFAULT = "warn"


def choice() -> str:
    found = settings.value(FREE_FOLD, DEFAULT)
    return found if found in CHOICES else DEFAULT


def choice_words() -> dict[str, str]:
    """The three choices as the settings dialog offers them."""
    return {
        #: folding when checking is free: the window asks first
        "warn": translate("FreeFold", "Ask me first"),
        #: folding when checking is free: it simply folds
        "allow": translate("FreeFold", "Fold without asking"),
        #: folding when checking is free: the Fold button is off
        "forbid": translate("FreeFold", "Do not allow it"),
    }


def fold_offered(legal: LegalActions) -> bool:
    """Fold is a button the person may press: facing a bet, or when checking is free unless
    the person chose to forbid it."""
    return legal.can_fold or (legal.can_check and choice() != "forbid")


def may_fold(legal: LegalActions, parent: QWidget) -> bool:
    """Whether a press of Fold folds: always facing a bet; when checking is free, as chosen
    (``warn`` asks, in a question whose default answer is not to fold)."""
    if legal.can_fold:
        return True
    if not legal.can_check:
        return False
    mode = choice()
    if mode != "warn":
        return mode == "allow"
    box = message_boxes.styled(QMessageBox(
        QMessageBox.Icon.Question, translate("FreeFold", "Fold?"),
        translate("FreeFold", "You can check for free. Fold anyway?"),
        QMessageBox.StandardButton.NoButton, parent))
    box.setObjectName("free_fold_question")
    fold = box.addButton(translate("FreeFold", "Fold"), QMessageBox.ButtonRole.AcceptRole)
    fold.setObjectName("fold_anyway")
    keep = box.addButton(translate("FreeFold", "Keep my hand"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.exec()
    return box.clickedButton() is fold
