"""The one table of the reading and amount keys: what each does, its default key, the key the
person chose instead (remembered in ``settings.json``), and the check of a new choice.

Audio-game players read the table with single keys (your cards, the board, the pot, a seat)
rather than by moving a focus around it. The defaults are keys no other key of the window
has in English or German (the step keys are B, N, G in one and Z, W, A in the other). The
handlers (``gui/window/reading_keys.py``), Settings' key table and Help > Keyboard shortcuts
all read this table, so a key shown is the key that works. Each chosen key is stored under
``key_`` and the action's code; a stored key that is not a single key sequence any more is
ignored in favour of the default.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from gui.base import settings

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SETTING_PREFIX = "key_"  # settings.json holds "key_read_board": "B" for a changed key
SEATS = 10  # Alt+1 ... Alt+0 read seats 1 to 10
NATIVE = QKeySequence.SequenceFormat.NativeText
PORTABLE = QKeySequence.SequenceFormat.PortableText


@dataclass(frozen=True)
class KeyAction:
    """One thing a key does: ``code`` names it in the settings, ``default`` is its key in
    portable text ("Alt+1"), ``words`` says what it does in the current language."""

    code: str
    default: str
    words: Callable[[], str]


def _seat_action(seat: int) -> KeyAction:
    return KeyAction(
        f"read_seat_{seat}", f"Alt+{seat % 10}",
        #: a reading key; %1 a seat's number
        lambda: translate("Keys", "Say seat %1: name, stack and last action").replace(
            "%1", str(seat)))


KEY_ACTIONS: tuple[KeyAction, ...] = (
    KeyAction("read_cards", "H",
              #: a reading key for screen reader users
              lambda: translate("Keys", "Say your cards")),
    KeyAction("read_board", "Shift+B", lambda: translate("Keys", "Say the board")),
    KeyAction("read_pot", "Shift+P", lambda: translate("Keys", "Say the pot and what it costs to "
                                                         "call")),
    KeyAction("read_turn", "T", lambda: translate("Keys", "Say whose turn it is")),
    KeyAction("read_hand", "Shift+H", lambda: translate("Keys", "Say the name of your hand")),
    KeyAction("read_odds", "O", lambda: translate("Keys", "Say the coach's odds")),
    KeyAction("read_stacks", "Shift+S", lambda: translate("Keys", "Say every player's stack")),
    KeyAction("say_again", "L", lambda: translate("Keys", "Say that again")),
    KeyAction("amount_up", "Ctrl+Up",
              lambda: translate("Keys", "Bet amount up by a big blind")),
    KeyAction("amount_down", "Ctrl+Down",
              lambda: translate("Keys", "Bet amount down by a big blind")),
    KeyAction("amount_pot_up", "Ctrl+PgUp",
              lambda: translate("Keys", "Bet amount up by a quarter of the pot")),
    KeyAction("amount_pot_down", "Ctrl+PgDown",
              lambda: translate("Keys", "Bet amount down by a quarter of the pot")),
    *(_seat_action(seat) for seat in range(1, SEATS + 1)),
)
BY_CODE: Mapping[str, KeyAction] = {action.code: action for action in KEY_ACTIONS}


def portable(text: str) -> str:
    """``text`` (as typed or shown, e.g. "Strg+B") as one key sequence in portable text, or ""
    when it is not exactly one key sequence."""
    sequence = QKeySequence.fromString(text, NATIVE)
    if sequence.count() != 1:
        sequence = QKeySequence.fromString(text, PORTABLE)
    if sequence.count() != 1:
        return ""
    return sequence.toString(PORTABLE)


def chosen_keys() -> dict[str, str]:
    """Every action's key in portable text: the person's choice, else the default."""
    stored = settings.load()
    keys = {}
    for action in KEY_ACTIONS:
        value = stored.get(SETTING_PREFIX + action.code)
        key = portable(value) if isinstance(value, str) else ""
        keys[action.code] = key or action.default
    return keys


def shown(key: str) -> str:
    """A key in the words of this system ("Ctrl+Up", "Strg+Hoch")."""
    return QKeySequence.fromString(key, PORTABLE).toString(NATIVE)


def problem(keys: Mapping[str, str], taken: Iterable[tuple[str, str]] = ()) -> str:
    """Why ``keys`` (code -> key as typed) cannot be used, as a sentence, or "" if they can.

    :param taken: the window's other keys, (key in portable text, what it does), which a
        reading key may not take over.
    """
    owners: dict[str, str] = {}
    others = dict(taken)
    for code, typed in keys.items():
        action = BY_CODE[code]
        key = portable(typed)
        if not key:
            #: %1 what the key does, %2 what was typed
            return translate("Keys", "\"%2\" is not a key for \"%1\".").replace(
                "%1", action.words()).replace("%2", typed)
        if key in owners or key in others:
            what = BY_CODE[owners[key]].words() if key in owners else others[key]
            #: %1 a key, %2 what it does already, %3 what it was chosen for as well
            return (translate("Keys", "%1 already does \"%2\": choose another key for "
                                      "\"%3\".")
                    .replace("%1", shown(key)).replace("%2", what)
                    .replace("%3", action.words()))
        owners[key] = code
    return ""


def remember_keys(keys: Mapping[str, str]) -> None:
    """Store the keys that differ from the defaults (and forget the others' old choices).

    :raises OSError: the settings cannot be written.
    """
    for code, typed in keys.items():
        key = portable(typed)
        default = BY_CODE[code].default
        current = settings.load().get(SETTING_PREFIX + code)
        if key != default or current is not None:
            settings.remember(SETTING_PREFIX + code, key if key != default else default)
