"""The one table of the reading, amount and action keys: what each does, its default key, the
key the person chose instead (remembered in ``settings.json``), and the check of a new choice.

Audio-game players read the table with single keys (your cards, the board, the pot, a seat)
rather than by moving a focus around it. The defaults are keys no other key of the window
has in English or German (the step keys are B, N, G in one and Z, W, A in the other). The
handlers (``gui/keys/reading_keys.py``), Settings' key table and Help > Keyboard shortcuts
all read this table, so a key shown is the key that works. Each chosen key is stored under
``key_`` and the action's code; a stored key that is not a single key sequence any more is
ignored in favour of the default. The action keys (the buttons' letters, the quick sizes,
the step keys of the table, the replayer and the trainer) come from
``gui/base/action_keys.py``, where the lower layers read them.

Tests: tests/gui/keys/test_key_settings.py, tests/gui/keys/test_reading_keys.py,
tests/gui/play_controls/test_action_key_rows.py
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from gui.base import settings
from gui.base.action_keys import ACTION_KEYS
from gui.base.action_keys import NATIVE
from gui.base.action_keys import PORTABLE
from gui.base.action_keys import SETTING_PREFIX
from gui.base.action_keys import TABLE
from gui.base.action_keys import KeyAction
from gui.base.action_keys import chosen
from gui.base.action_keys import portable

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SEATS = 10  # Alt+1 ... Alt+0 read seats 1 to 10
__all__ = ["NATIVE", "PORTABLE", "SETTING_PREFIX", "KeyAction", "portable"]


def _seat_action(seat: int) -> KeyAction:
    return KeyAction(
        f"read_seat_{seat}", f"Alt+{seat % 10}",
        #: a reading key; %1 a seat's number
        lambda: translate("Keys", "Say seat %1: name, stack and last action").replace(
            "%1", str(seat)))


READING_ACTIONS: tuple[KeyAction, ...] = (
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
    KeyAction("type_amount", "E",
              #: a key that puts the caret in the bet amount box, to type an exact bet
              lambda: translate("Keys", "Type an exact bet amount (Enter bets it)")),
    KeyAction("pre_check_fold", "Ctrl+1",
              lambda: translate("Keys", "Before your turn: check or fold, on or off")),
    KeyAction("pre_call", "Ctrl+2",
              lambda: translate("Keys", "Before your turn: call this bet, on or off")),
    KeyAction("pre_call_any", "Ctrl+3",
              lambda: translate("Keys", "Before your turn: call any bet, on or off")),
    KeyAction("pre_fold_any", "Ctrl+4",
              lambda: translate("Keys", "Before your turn: fold to any bet, on or off")),
    KeyAction("heard_list", "Shift+L",
              #: a key that opens the list of everything the screen reader was told
              lambda: translate("Keys", "List what was said, to read it again")),
)
#: the reading keys, then the action keys: Settings and Help > Keyboard list them in this order
KEY_ACTIONS: tuple[KeyAction, ...] = (*READING_ACTIONS, *ACTION_KEYS)
BY_CODE: Mapping[str, KeyAction] = {action.code: action for action in KEY_ACTIONS}


def chosen_keys() -> dict[str, str]:
    """Every action's key in portable text: the person's choice, else the default."""
    return {action.code: chosen(action) for action in KEY_ACTIONS}


def shown(key: str) -> str:
    """A key in the words of this system ("Ctrl+Up", "Strg+Hoch")."""
    return QKeySequence.fromString(key, PORTABLE).toString(NATIVE)


def problem(keys: Mapping[str, str], taken: Iterable[tuple[str, str]] = ()) -> str:
    """Why ``keys`` (code -> key as typed) cannot be used, as a sentence, or "" if they can.

    :param taken: the game window's other keys, (key in portable text, what it does), which a
        key of the table may not take over. Keys of different windows (``scope``) may be the
        same.
    """
    owners: dict[tuple[str, str], str] = {}
    others = dict(taken)
    for code, typed in keys.items():
        action = BY_CODE[code]
        key = portable(typed)
        if not key:
            #: %1 what the key does, %2 what was typed
            return translate("Keys", "\"%2\" is not a key for \"%1\".").replace(
                "%1", action.words()).replace("%2", typed)
        mine = (action.scope, key)
        if mine in owners or (action.scope == TABLE and key in others):
            what = BY_CODE[owners[mine]].words() if mine in owners else others[key]
            #: %1 a key, %2 what it does already, %3 what it was chosen for as well
            return (translate("Keys", "%1 already does \"%2\": choose another key for "
                                      "\"%3\".")
                    .replace("%1", shown(key)).replace("%2", what)
                    .replace("%3", action.words()))
        owners[mine] = code
    return ""


def remember_keys(keys: Mapping[str, str]) -> None:
    """Store the keys that differ from the defaults (and forget the others' old choices).

    :raises OSError: the settings cannot be written.
    """
    for code, typed in keys.items():
        key = portable(typed)
        default = BY_CODE[code].default_key()
        current = settings.load().get(SETTING_PREFIX + code)
        if key != default or current is not None:
            settings.remember(SETTING_PREFIX + code, key if key != default else default)
