"""Where an imported hand came from, in words, and the unit its amounts are read in.

The history's rows, the replayer's title and the statistics all say an imported hand's site,
table, stakes, date and (for a PHH file) its file and section the same way, and write its
amounts in the file's money (:func:`gui.base.amounts.amount_format`), not in the minor units
it is stored in.

Tests: tests/gui/history/test_history_panel.py, tests/gui/history/test_history_people.py,
tests/gui/history/test_history_scale.py
"""

from __future__ import annotations

from decimal import Decimal
from decimal import InvalidOperation
from pathlib import PurePath

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QDate
from PySide6.QtCore import QDateTime
from PySide6.QtCore import QLocale
from PySide6.QtCore import Qt

from engine.storage.hands import HandRecord
from engine.storage.hands import ImportOrigin
from gui.base import i18n
from gui.base import texts
from gui.base.amounts import decimal_number
from gui.base.amounts import money_of
from gui.base.amounts import with_currency

translate = QCoreApplication.translate


_SITES = {"pokerstars": "PokerStars", "ggpoker": "GGPoker", "winamax": "Winamax",
          "ipoker": "iPoker",
          "partypoker": "PartyPoker",
          "fulltilt": "Full Tilt",
          "888poker": "888poker",
          "wpn": "Winning Poker Network",
          # sites writing PokerStars' format under their own name
          "runitonce": "Run It Once Poker", "pokermaster": "PokerMaster",
          "pokerbros": "PokerBros"}


def site_name(site: str) -> str:
    if site in _SITES:
        return _SITES[site]
    #: the site of a hand imported from a PHH file
    return translate("History", "PHH file")


def decimal_text(value: str) -> str:
    """A decimal as written in a file ("0.50") in the locale's way ("0,50" in German)."""
    try:
        number = Decimal(value)
    except (ArithmeticError, InvalidOperation):
        return value
    if not number.is_finite():
        return value
    exponent = number.as_tuple().exponent
    places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return decimal_number(number, places)


def stakes_text(record: HandRecord) -> str:
    """The blinds the hand was played at as players write them: "$0.25/$0.50" (German
    "0,25 $/0,50 $") imported, "50/100" in Felt and in tournaments."""
    origin = record.origin
    if origin is None:
        config = record.data.config
        return f"{texts.chips(config.small_blind)}/{texts.chips(config.big_blind)}"
    currency = money_of(origin)
    small, big = (with_currency(decimal_text(x), currency)
                  for x in (origin.small_blind, origin.big_blind))
    return f"{small}/{big}"


def place_text(origin: ImportOrigin) -> str:
    """Site and table: "PokerStars · Felt Test I"; a PHH hand adds its file and section."""
    parts = [site_name(origin.site)]
    if origin.table:
        parts.append(origin.table)
    if origin.site == "phh":
        parts.append(file_text(origin))
    return " · ".join(parts)


def file_text(origin: ImportOrigin) -> str:
    """The file's name, and the hand's section in it: "july.phhs, hand 3"."""
    name = PurePath(origin.source).name
    if origin.section is None:
        return name
    if origin.site == "phh":
        #: %1 a PHH file's name, %2 the section of the file the hand is in ("3")
        return (translate("History", "%1, hand %2").replace("%1", name)
                .replace("%2", origin.section))
    line = origin.section.removeprefix("line ")
    #: %1 a hand history file's name, %2 the line the hand starts on
    return translate("History", "%1, line %2").replace("%1", name).replace("%2", line)


def played_text(origin: ImportOrigin) -> str:
    """When the hand was played, as the file gives it (with its zone); "" without a date."""
    if not origin.played_at:
        return ""
    locale = i18n.locale()
    if "T" in origin.played_at:
        moment = QDateTime.fromString(origin.played_at, Qt.DateFormat.ISODate)
        text = locale.toString(moment, QLocale.FormatType.ShortFormat)
        valid = moment.isValid()
    else:  # a date without a time
        day = QDate.fromString(origin.played_at, Qt.DateFormat.ISODate)
        text = locale.toString(day, QLocale.FormatType.ShortFormat)
        valid = day.isValid()
    if not valid:
        return origin.played_at
    return f"{text} {origin.timezone}" if origin.timezone else text


def origin_title(record: HandRecord) -> str:
    """One line for the replayer's title: place, stakes and date."""
    origin = record.origin
    if origin is None:
        return ""
    parts = [place_text(origin), stakes_text(record), played_text(origin)]
    return " · ".join(p for p in parts if p)


def origin_tip(record: HandRecord) -> str:
    """The whole origin of an imported hand, a line per fact (a row's tooltip)."""
    origin = record.origin
    if origin is None:
        return ""
    lines = [
        #: tooltip line of an imported hand; %1 the site ("PokerStars")
        translate("History", "Site: %1").replace("%1", site_name(origin.site)),
        #: %1 the stakes ("0.25/0.50 USD")
        translate("History", "Stakes: %1").replace("%1", stakes_text(record)),
    ]
    if origin.table:
        lines.append(translate("History", "Table: %1").replace("%1", origin.table))
    if origin.tournament:
        lines.append(translate("History", "Tournament: %1").replace("%1", origin.tournament))
    if origin.hand_id:
        lines.append(translate("History", "Hand number: %1").replace("%1", origin.hand_id))
    when = played_text(origin)
    if when:
        lines.append(translate("History", "Played: %1").replace("%1", when))
    lines.append(translate("History", "File: %1").replace("%1", file_text(origin)))
    return "\n".join(lines)


def money_total(amount: Decimal, currency: str | None) -> str:
    """A total in a currency with its sign ("+$12.50"), for sums over several stakes."""
    exponent = amount.as_tuple().exponent
    places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    if currency and places:
        places = max(places, 2)
    text = with_currency(decimal_number(abs(amount), places), currency)
    locale = i18n.locale()
    if amount > 0:
        return locale.positiveSign() + text
    return locale.negativeSign() + text if amount < 0 else text


__all__ = ["decimal_text", "file_text", "money_total", "origin_tip",
           "origin_title", "place_text", "played_text", "site_name", "stakes_text"]
