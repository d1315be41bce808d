"""How one table, one replay or one row writes its amounts: Felt's chips, or a file's money.

A hand imported from another site keeps its amounts in whole *minor units* (877 for 8.77): the
engine counts in integers. What a person reads must be the file's own units and currency
again, while a game of Felt's chips may run in the main window at the same time. So the unit is
a small immutable value, :class:`AmountFormat`, handed to whoever writes amounts (the table
scene, the hand log, the history's rows), never a setting shared by the whole process.

Amounts are turned into text from :class:`~decimal.Decimal` values, never floats, so a large
stake keeps its last cent.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLocale

from engine.storage.hands import HandRecord
from engine.storage.hands import ImportOrigin
from gui.base import i18n

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}
"""Currencies written with their sign; any other currency is written with its code."""
MONEY_PLACES = 2
"""Decimal places money shows at least ($0.50, not $0.5; $30.00 beside $4.52)."""
BB_WHOLE_FROM = 100
"""Amounts of this many big blinds and more are shown without a decimal."""


class TableUnit:
    """How Felt's chips are written: chips, or big blinds when the person chose so (View
    menu).

    One setting for every place a person reads an amount of the game on screen (the table,
    the buttons, the amount box, the log, the coach, the errors, the history), so a stack, a
    bet, a button and a log line always read in the same unit.
    """

    big_blind = 0  # > 0: amounts in big blinds of this size


def shown_amount(amount: int, big_blind: int = 0) -> str:
    """The one way an amount of Felt's chips becomes text: "1,500", or "75 BB" in big blinds.
    Every control, log line, coach sentence, error and history row goes through it.

    :param big_blind: the big blind of the hand the amount belongs to (a saved hand of an
        earlier level or game); 0: the table's current one.
    """
    big = TableUnit.big_blind
    if big <= 0:
        return i18n.number(amount)
    big = big_blind or big
    blinds = amount / big
    whole = abs(blinds) >= BB_WHOLE_FROM or amount % big == 0
    #: an amount in big blinds; %1 the number ("12.5")
    return translate("Texts", "%1 BB").replace(
        "%1", i18n.number(round(blinds)) if whole else QLocale().toString(blinds, "f", 1))


def shown_in_blinds() -> bool:
    """Whether amounts are being written in big blinds (the amount box follows)."""
    return TableUnit.big_blind > 0


@dataclass(frozen=True, slots=True)
class AmountFormat:
    """The unit amounts of one hand are written in.

    :param scale: minor units per unit shown (100 for cents; 1 for Felt's chips).
    :param currency: an ISO code (``"USD"``), or ``None`` for chips (Felt's, play money,
        tournament chips).
    :param big_blind: Felt's chips of a saved hand: its own big blind, which its amounts are
        counted in when the View menu says big blinds (0: the table's current big blind).
    """

    scale: int = 1
    currency: str | None = None
    big_blind: int = 0

    @property
    def chips(self) -> bool:
        """Felt's own chips: whole numbers, and the table may show them in big blinds."""
        return self.scale == 1 and self.currency is None

    @property
    def places(self) -> int:
        """Digits after the decimal point: money has its cents even in a game of whole
        dollars, so a column of results lines up; chips have none."""
        digits = len(str(self.scale)) - 1 if self.scale > 1 else 0
        return max(digits, MONEY_PLACES) if self.currency else digits

    def value(self, amount: int) -> Decimal:
        """``amount`` minor units in the units shown, exactly."""
        return Decimal(amount) / self.scale if self.scale != 1 else Decimal(amount)

    def number(self, amount: int) -> str:
        """The number alone, the locale's way: "1,200", "8.77" or "8,77"."""
        if self.places == 0:
            return i18n.number(amount)
        return decimal_number(self.value(amount), self.places)

    def text(self, amount: int) -> str:
        """An amount with its currency: "1,200" chips (or "60 BB", as the View menu says),
        "$8.77" or "8,77 €"."""
        if self.chips:
            return shown_amount(amount, self.big_blind)
        if amount < 0:
            return i18n.locale().negativeSign() + self.text(-amount)
        return with_currency(self.number(amount), self.currency)

    def signed(self, amount: int) -> str:
        """A result with its sign: "+$4.52", "-300", "0"."""
        if amount > 0:
            return i18n.locale().positiveSign() + self.text(amount)
        return self.text(amount)

    def table(self, amount: int) -> str:
        """An amount on the table: the same as :meth:`text` (chips follow the View menu's
        big-blind mode, money is always written as money)."""
        return self.text(amount)


CHIPS = AmountFormat()
"""Felt's own chips: what every table and log uses unless told otherwise."""


def decimal_number(value: Decimal, places: int) -> str:
    """A decimal with ``places`` digits after the point, grouped and pointed the locale's
    way, without passing through a float."""
    locale = i18n.locale()
    negative = value < 0
    quantum = Decimal(1).scaleb(-places)
    fixed = abs(value).quantize(quantum)
    whole, _, fraction = f"{fixed:f}".partition(".")
    text = locale.toString(int(whole))
    if places:
        text += locale.decimalPoint() + fraction.ljust(places, "0")
    return (locale.negativeSign() + text) if negative else text


def with_currency(number: str, currency: str | None) -> str:
    """A written number with its currency where the locale puts it: "$8.77", "8,77 $"."""
    if not currency:
        return number
    symbol = SYMBOLS.get(currency, currency)
    # The locale's own pattern, learned from a zero: "$0" in English, "0 $" in German.
    pattern = i18n.locale().toCurrencyString(0, symbol, 0)
    if pattern.count("0") != 1:
        return f"{symbol}{number}" if symbol != currency else f"{number} {currency}"
    return pattern.replace("0", number)


__all__ = [
    "BB_WHOLE_FROM",
    "CHIPS",
    "MONEY_PLACES",
    "SYMBOLS",
    "AmountFormat",
    "TableUnit",
    "amount_format",
    "decimal_number",
    "money_of",
    "shown_amount",
    "shown_in_blinds",
    "with_currency",
]


def amount_format(record: HandRecord) -> AmountFormat:
    """The unit a hand's amounts are shown in: the file's money, or Felt's chips."""
    origin = record.origin
    if origin is None:  # in big blinds, the hand's own: a tournament's blinds went up
        return AmountFormat(big_blind=record.data.config.big_blind)
    return AmountFormat(max(1, origin.scale), money_of(origin))


def money_of(origin: ImportOrigin) -> str | None:
    """The currency the hand's amounts are in: none for a tournament, whose chips are not
    the currency its buy-in was paid in."""
    return origin.currency if origin.tournament is None else None
