"""Computer opponents: levels, styles, range reading and explained decisions.

>>> from engine.bots import make_bot, catalogue
>>> bot = make_bot("expert", seed=7)           # or "solid_tag", "beginner_station", ...
>>> [p.code for p in catalogue()][:3]
['beginner_loose', 'beginner_station', 'beginner_timid']

A bot is an :class:`engine.play.players.Player`: ``bot.decide(view)`` returns a legal action,
``bot.think(view)`` the same decision with its reasons (:class:`Thought`), and
``bot.hand_over(view)`` lets it learn from the end of each hand. See ``docs/bots.md``.
"""

from __future__ import annotations

from engine.bots.bot import Bot
from engine.bots.bot import BotError
from engine.bots.explain import OptionValue
from engine.bots.explain import Plan
from engine.bots.explain import RangeRead
from engine.bots.explain import Thought
from engine.bots.profiles import DEFAULT_FOR_LEVEL
from engine.bots.profiles import PROFILES
from engine.bots.profiles import BotProfile
from engine.bots.profiles import Level
from engine.bots.profiles import Style
from engine.bots.profiles import Thinking
from engine.bots.profiles import profile

__all__ = [
    "DEFAULT_FOR_LEVEL",
    "PROFILES",
    "Bot",
    "BotError",
    "BotProfile",
    "Level",
    "OptionValue",
    "Plan",
    "RangeRead",
    "Style",
    "Thinking",
    "Thought",
    "bot_names",
    "catalogue",
    "make_bot",
    "profile",
]


def catalogue() -> list[BotProfile]:
    """Every profile, weakest level first, for the window's seat picker."""
    order = list(Level)
    return sorted(PROFILES.values(), key=lambda p: order.index(p.level))


def bot_names() -> list[str]:
    """Every name :func:`make_bot` accepts: the levels and the profile codes."""
    return [*DEFAULT_FOR_LEVEL, *PROFILES]


def make_bot(code: str, seed: int | None = None) -> Bot:
    """A bot of a level (``"expert"``) or profile (``"casual_rock"``), seeded.

    :raises ConfigError: unknown code (``unknown_bot``).
    """
    return Bot(profile(code), seed)
