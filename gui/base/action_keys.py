"""The action keys of the one key table: the table's action buttons (fold, check or call, bet
or raise, the five quick sizes, show and muck at showdown), the step-by-step keys, and the
replayer's and the trainer's step keys.

They live here, below every feature layer, so that the panel, the stepper, the replayer and
the trainer read the person's chosen key themselves; ``gui/access/key_table.py`` puts them in
one table with the reading keys (Settings' key table and Help > Keyboard read that). A letter
key's default is the translated letter the button always had (the German step keys are Z, W,
A), so each language keeps its defaults until the person chooses another key, which is
stored in ``settings.json`` under ``key_`` and the action's code.

Tests: tests/gui/play_controls/test_action_key_rows.py
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from gui.base import settings

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SETTING_PREFIX = "key_"  # settings.json holds "key_read_board": "B" for a changed key
NATIVE = QKeySequence.SequenceFormat.NativeText
PORTABLE = QKeySequence.SequenceFormat.PortableText
TABLE = "table"  # keys of the game window; they may not share a key
REPLAYER = "replayer"  # keys of a replayer window
TRAINER = "trainer"  # keys of the trainer window


@dataclass(frozen=True)
class KeyAction:
    """One thing a key does: ``code`` names it in the settings, ``default`` is its key in
    portable text ("Alt+1"), ``words`` says what it does in the current language; ``scope``
    is the window it works in (keys of two windows may be the same); ``translated``, when
    given, is the default key in the current language instead of ``default``."""

    code: str
    default: str
    words: Callable[[], str]
    scope: str = TABLE
    translated: Callable[[], str] | None = None

    def default_key(self) -> str:
        """The default key in portable text, in the current language."""
        if self.translated is not None:
            return portable(self.translated()) or self.default
        return self.default


def portable(text: str) -> str:
    """``text`` (as typed or shown, e.g. "Strg+B") as one key sequence in portable text, or ""
    when it is not exactly one key sequence."""
    sequence = QKeySequence.fromString(text, NATIVE)
    if sequence.count() != 1:
        sequence = QKeySequence.fromString(text, PORTABLE)
    if sequence.count() != 1:
        return ""
    return sequence.toString(PORTABLE)


def _quick(code: str, number: int, words: Callable[[], str]) -> KeyAction:
    return KeyAction(code, str(number), words)


ACTION_KEYS: tuple[KeyAction, ...] = (
    #: an action key in the key table of Settings and Help > Keyboard shortcuts
    KeyAction("act_fold", "F", lambda: translate("Keys", "Fold: give up the hand"),
              translated=lambda: translate("ActionPanel", "F", "shortcut: fold")),
    KeyAction("act_call", "C", lambda: translate("Keys", "Check or call"),
              translated=lambda: translate("ActionPanel", "C", "shortcut: check or call")),
    KeyAction("act_raise", "R", lambda: translate("Keys", "Bet or raise to the amount in the "
                                                          "box"),
              translated=lambda: translate("ActionPanel", "R", "shortcut: bet or raise")),
    _quick("quick_min", 1, lambda: translate("Keys", "Quick size: the smallest bet or raise")),
    _quick("quick_half", 2, lambda: translate("Keys", "Quick size: the second button")),
    _quick("quick_three_quarters", 3, lambda: translate("Keys", "Quick size: the third "
                                                                "button")),
    _quick("quick_pot", 4, lambda: translate("Keys", "Quick size: the fourth button")),
    _quick("quick_max", 5, lambda: translate("Keys", "Quick size: all-in")),
    KeyAction("act_show", "S", lambda: translate("Keys", "Show your hand at showdown"),
              translated=lambda: translate("ShowdownChoice", "S", "shortcut: show")),
    KeyAction("act_muck", "M", lambda: translate("Keys", "Muck your hand at showdown"),
              translated=lambda: translate("ShowdownChoice", "M", "shortcut: muck")),
    KeyAction("step_back", "B", lambda: translate("Keys", "Step by step: one event back"),
              translated=lambda: translate("Stepper", "B", "shortcut: step back")),
    KeyAction("step_next", "N", lambda: translate("Keys", "Step by step: the next event"),
              translated=lambda: translate("Stepper", "N", "shortcut: next step")),
    KeyAction("step_play", "G", lambda: translate("Keys", "Step by step: play on"),
              translated=lambda: translate("Stepper", "G", "shortcut: play on")),
    KeyAction("replay_first", "Home", lambda: translate("Keys", "Replayer: the first step"),
              REPLAYER),
    KeyAction("replay_back", "Left", lambda: translate("Keys", "Replayer: one step back"),
              REPLAYER),
    KeyAction("replay_forward", "Right", lambda: translate("Keys", "Replayer: one step "
                                                                    "forward"), REPLAYER),
    KeyAction("replay_last", "End", lambda: translate("Keys", "Replayer: the last step"),
              REPLAYER),
    KeyAction("trainer_next", "N", lambda: translate("Keys", "Trainer: the next spot"),
              TRAINER),
)
QUICK_CODES = {"min": "quick_min", "half": "quick_half", "three_quarters": "quick_three_quarters",
               "pot": "quick_pot", "max": "quick_max"}  # the panel's quick buttons' actions


def chosen(action: KeyAction) -> str:
    """``action``'s key in portable text: the person's choice, else the default."""
    value = settings.load().get(SETTING_PREFIX + action.code)
    key = portable(value) if isinstance(value, str) else ""
    return key or action.default_key()


def key_of(code: str) -> QKeySequence:
    """The key of the action key ``code`` (one of :data:`ACTION_KEYS`) as chosen."""
    action = next(action for action in ACTION_KEYS if action.code == code)
    return QKeySequence.fromString(chosen(action), PORTABLE)


def key_text(code: str) -> str:
    """The key of ``code`` in the words of this system, for a button's "(F)" hint."""
    return key_of(code).toString(NATIVE)
