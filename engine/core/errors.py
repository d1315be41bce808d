"""Typed errors of the engine.

Every error subclasses :class:`ValueError` and carries a machine-readable ``code`` so that the
window can show a translated sentence instead of the English ``str()`` meant for developers.

Tests: tests/engine/core/test_api_validation.py, tests/engine/core/test_cards.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

from typing import Any


class FeltError(ValueError):
    """Base class of every error the engine raises on bad input.

    :param code: a stable snake_case reason code the GUI translates.
    :param message: an English explanation for logs and developers.
    :param details: numbers that belong to the reason (allowed range, amount asked, ...).
    """

    def __init__(self, code: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.code = code
        self.details: dict[str, Any] = details

    def __reduce__(self) -> tuple[Any, ...]:
        # Errors travel pickled from the bot process (engine/play/bot_host.py); the default reduce
        # would call the constructor with the message alone.
        return (self.__class__, (self.code, str(self)), {"details": self.details})


class CardError(FeltError):
    """A card or list of cards could not be parsed, or a card is not in the deck."""


class DeckError(FeltError):
    """A deck was stacked wrongly or ran out of cards."""


class IllegalActionError(FeltError):
    """An action is not allowed in the current state; the state is left unchanged."""


class ConfigError(FeltError):
    """A game or table setting is out of range or inconsistent."""


class PhhError(FeltError):
    """A PHH hand history is malformed or contains an impossible action."""


class HistoryFileError(FeltError):
    """A hand-history file cannot be read as one.

    Codes: ``not_a_file`` (a FIFO, device, folder or socket), ``unreadable`` (no permission,
    vanished: ``details['reason']``), ``too_large``.
    """


class ReplayError(FeltError):
    """A hand read from a hand history does not replay as its text says.

    Codes: ``duplicate_card``, ``bad_card``, ``too_many_players``, ``bad_setup`` (the engine
    refused the hand's setup; ``details['cause']`` is its code), ``wrong_player``,
    ``early_board``, ``missing_board``, ``bad_amount`` (a call that is not what was owed),
    ``illegal_action`` (``details['cause']``), ``unfinished``, ``returned_mismatch``,
    ``collected_mismatch`` (``details['replayed']`` and ``details['text']``). Errors of one
    step carry its ``line`` and ``text``.
    """


class StorageError(FeltError):
    """The saved-games database or a session file cannot be used as asked.

    Codes: ``corrupt``, ``truncated``, ``newer_version``, ``locked``, ``read_only``,
    ``disk_full``, ``write_failed``, ``not_found``, ``bad_file`` (an import that is malformed or
    does not replay; ``details['reason']`` says why), ``no_sessions``.
    """
