"""The language a person reads: which one, switching it while the game runs, and the locale.

Felt speaks English and German. The choice (``system``, ``en``, ``de``) is kept in
``settings.json`` in Felt's data folder (``FELT_DATA_DIR`` or the platform's user data folder),
so the next start uses it; ``system`` follows the desktop's language, English for any language
Felt does not have.

:func:`apply` swaps the installed ``QTranslator``\\ s (Qt's own ``qtbase`` one for standard
buttons and dialogs, then Felt's) and the default ``QLocale``, then emits the one
``retranslate`` signal. Every Felt widget that shows words is worded by :func:`follow`: once
when it is made, and again on that signal, so open windows switch at once, without a restart,
and no widget needs a ``changeEvent`` or an event filter for it (Qt's own widgets still take
Qt's ``LanguageChange`` event). :func:`reword` emits the signal alone, for words that name
something other than the language, such as the keys. Numbers and dates are formatted with
the default locale, so amounts read 12,500 in English and 12.500 in German.

Tests: tests/gui/base/test_i18n_hands.py, tests/gui/base/test_i18n_locale.py,
tests/gui/base/test_log_sentences.py
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QDate
from PySide6.QtCore import QDateTime
from PySide6.QtCore import QLibraryInfo
from PySide6.QtCore import QLocale
from PySide6.QtCore import QObject
from PySide6.QtCore import QTime
from PySide6.QtCore import QTranslator
from PySide6.QtCore import Signal

from gui.base import settings
from gui.base import shipped

# Marks a source string for pyside6-lupdate and returns it unchanged (typed as str): for tables
# of words translated where they are shown.
QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)

LANGUAGES = ("system", "en", "de")
I18N_DIR = shipped.folder("i18n")
_KEY = "language"

# Without a language chosen yet, the bare C locale would print 12500: group digits as English.
if QLocale().language() == QLocale.Language.C:
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))

class _Words(QObject):
    """The one signal that rewords every followed widget."""

    retranslate = Signal()


class _Follower(QObject):
    """One owner's rewording, a child of the owner so the connection ends when it is deleted."""

    def __init__(self, owner: QObject, words: Callable[[], None]) -> None:
        super().__init__(owner)
        self._words = words

    def run(self) -> None:
        self._words()


_signal = _Words()
_installed: list[QTranslator] = []
_current = "en"  # the language in effect after the last apply()
_applied = False


def data_dir() -> Path:
    """Felt's one data folder (see :mod:`gui.base.settings`)."""
    return settings.data_dir()


def saved_language() -> str:
    """The remembered choice; ``system`` on the first start or if the file is unreadable."""
    value = settings.value(_KEY, "system")
    return value if value in LANGUAGES else "system"


def save_language(choice: str) -> None:
    """Remember ``choice``; other settings in the same file are kept.

    :raises ValueError: for a choice other than ``system``, ``en`` or ``de``.
    """
    if choice not in LANGUAGES:
        raise ValueError(f"unknown language {choice!r}")
    settings.remember(_KEY, choice)


def resolve(choice: str) -> str:
    """The language code a choice means here: ``system`` becomes ``de`` or ``en``."""
    if choice in ("en", "de"):
        return choice
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def _locale_for(choice: str, language: str) -> QLocale:
    """The locale numbers and dates use: the system's if it speaks that language."""
    system = QLocale.system()
    if language == "de":
        if choice == "system" and system.language() == QLocale.Language.German:
            return system
        return QLocale(QLocale.Language.German, QLocale.Country.Germany)
    if choice == "system" and system.language() == QLocale.Language.English:
        return system
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def follow(owner: QObject, words: Callable[[], None], now: bool = True) -> None:
    """Call ``words`` now (unless ``now`` is false: the owner was just worded), and again after
    every language switch (or :func:`reword`), for as long as ``owner`` lives: the one way a
    widget keeps its words current."""
    _signal.retranslate.connect(_Follower(owner, words).run)
    if now:
        words()


def reword() -> None:
    """Word every followed widget anew: after a language switch, or when something the words
    name (a key) changed."""
    _signal.retranslate.emit()


def current() -> str:
    """The language in effect: ``en`` or ``de``."""
    return _current


def apply(choice: str, app: QCoreApplication | None = None) -> str:
    """Switch every open window to ``choice`` now; returns the language code in effect.

    Qt's ``qtbase`` translation is installed before Felt's so Felt's words win where both
    have one. English needs Felt's English file too, for its plural forms ("1 chip").
    """
    global _current, _applied
    _applied = True
    app = app or QCoreApplication.instance()
    language = resolve(choice)
    QLocale.setDefault(_locale_for(choice, language))
    if app is None:
        _current = language
        return language
    fresh: list[QTranslator] = []
    if language != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{language}",
                   QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            fresh.append(qt)
    ours = QTranslator(app)
    if ours.load(f"felt_{language}", str(I18N_DIR)):
        fresh.append(ours)
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    _current = language
    for translator in fresh:
        app.installTranslator(translator)
        _installed.append(translator)
    if not fresh:
        # Nothing to install still changes the language (German back to plain English): Qt's
        # own widgets (standard buttons) take its event.
        from PySide6.QtCore import QEvent

        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    reword()
    return language


def ensure(app: QCoreApplication | None = None) -> str:
    """Apply the remembered language unless a language was applied already.

    Windows call this so that they never show without translations (English plural forms
    come from a translation file too), however the application was started.
    """
    return _current if _applied else apply(saved_language(), app)


def locale() -> QLocale:
    """The locale for numbers and dates (English digit grouping for the bare C locale)."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def number(value: int) -> str:
    """An integer with the locale's digit grouping: 12,500 or 12.500."""
    return locale().toString(value)


def date(value: dt.date) -> str:
    """A date in the locale's short format, e.g. 3/14/26 or 14.03.26."""
    return locale().toString(QDate(value.year, value.month, value.day),
                             QLocale.FormatType.ShortFormat)


def date_time(value: dt.datetime) -> str:
    """A date and time in the locale's short format, e.g. 3/14/26 9:05 PM or 14.03.26 21:05."""
    moment = QDateTime(QDate(value.year, value.month, value.day),
                       QTime(value.hour, value.minute, value.second))
    return locale().toString(moment, QLocale.FormatType.ShortFormat)
