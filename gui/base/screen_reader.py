"""Words for the screen reader, sent the way the person's screen reader hears them.

Every window that speaks unasked (the table's announcer, the replayer, the lessons, the
trainer) sends its words through :func:`send`, which uses the channel chosen in Settings:

- :attr:`Channel.ANNOUNCEMENT`: a ``QAccessibleAnnouncementEvent`` (AT-SPI
  ``object:announcement``, UIA notification). Orca 46 and later and NVDA speak it; Orca 43
  (Debian 12) has no listener for it and says nothing.
- :attr:`Channel.NOTIFICATION`: a hidden item of the notification role, renamed and shown.
  Tried with Orca 43.1 under Xvfb (docs/accessibility.md): it says "notification" and the
  words, whatever has the focus, and a newer notification cuts the one being said short;
  today's Orca speaks it too. The default on Linux, where Debian's Orca is still common.

It lives in ``gui/base`` because the replayer and the teaching windows, which sit below
``gui/access`` in the layers, speak through it too. It also estimates how long the reader
takes to say a text (:func:`seconds_to_say`), so the announcer never sends faster than the
reader speaks.

Tests: tests/gui/base/test_amounts.py, tests/gui/base/test_log_sentences.py,
tests/gui/base/test_session_words.py
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtGui import QAccessibleAnnouncementEvent
from PySide6.QtGui import QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget
from PySide6.QtWidgets import QWidget

from gui.base import settings

CHANNEL_SETTING = "speech_channel"
RATE_SETTING = "speech_rate"
#: words a minute: espeak-ng's default, the rate Orca starts with
DEFAULT_RATE = 175
RATES = (120, 400)  # the slowest and fastest rate the Settings box offers
SENTENCE_PAUSE = 0.25  # seconds a reader pauses at a full stop
NOTICE_NAME = "screen_reader_notice"


class Channel(Enum):
    """How unasked words reach the screen reader."""

    ANNOUNCEMENT = "announcement"
    NOTIFICATION = "notification"


def default_channel() -> Channel:
    """Notifications on Linux (every Orca speaks them), announcements elsewhere (NVDA)."""
    return Channel.NOTIFICATION if sys.platform.startswith("linux") else Channel.ANNOUNCEMENT


def saved_channel() -> Channel:
    try:
        return Channel(settings.value(CHANNEL_SETTING, default_channel().value))
    except ValueError:
        return default_channel()


def saved_rate() -> int:
    """The reader's speaking rate in words a minute, as the person set it."""
    rate = settings.value(RATE_SETTING, DEFAULT_RATE)
    return min(max(rate, RATES[0]), RATES[1]) if isinstance(rate, int) else DEFAULT_RATE


NUMBER = re.compile(r"\d[\d,.]*")


def number_words(value: int) -> int:
    """How many words a number is said in ("1,480": one thousand four hundred eighty, 5)."""
    if value == 0:
        return 1
    words = 0
    while value:
        value, group = divmod(value, 1000)
        if group:
            hundreds, rest = divmod(group, 100)
            words += 2 * bool(hundreds) + (0 if not rest else 1 if rest < 20 or rest % 10 == 0
                                           else 2)
            words += 1 if words and value else 0  # "thousand", "million"
    return words


def seconds_to_say(text: str, rate: int) -> float:
    """About how long a reader at ``rate`` words a minute takes to say ``text``: chip
    amounts count as the words they are said in (checked against espeak-ng, whose "1,480"
    takes as long as five words)."""
    words = 0
    for token in text.split():
        found = NUMBER.search(token)
        digits = re.sub(r"\D", "", found.group(0)) if found else ""
        words += number_words(int(digits)) if digits else 1
    stops = sum(text.count(mark) for mark in ".?!:;") or 1
    return words * 60.0 / rate + stops * SENTENCE_PAUSE


class Notice(QWidget):
    """The notification item: paints nothing, lets the mouse through; shown again with each
    text (Orca speaks a notification when it appears)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(NOTICE_NAME)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.resize(1, 1)

    def tell(self, text: str) -> None:
        self.hide()
        if self.accessibleName() == text:  # a change each time (clients listen for it)
            self.setAccessibleName("")
        self.setAccessibleName(text)
        self.show()


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, Notice):
        return QAccessibleWidget(obj, QAccessible.Role.Notification)
    return None


_installed: list[bool] = []
#: called with every text sent and whether it was urgent (the bench and the tests listen)
listeners: list[Callable[[str, bool], None]] = []


def notice_of(source: QWidget) -> Notice:
    """The notification item of ``source``'s window, made the first time it is needed."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)
    window = source.window()
    notice = window.findChild(Notice, NOTICE_NAME)
    return notice if notice is not None else Notice(window)


def send(source: QWidget, text: str, urgent: bool = False,
         channel: Channel | None = None) -> None:
    """Say ``text`` from ``source`` by the chosen channel; ``urgent`` asks the reader to say
    it at once (assertive), else after what it is saying (polite)."""
    channel = channel or saved_channel()
    for listener in listeners:
        listener(text, urgent)
    if channel is Channel.NOTIFICATION:
        notice_of(source).tell(text)
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
