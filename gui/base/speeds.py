"""Every duration of the table in one place, scaled by one speed.

Base durations are in milliseconds at normal speed. Each table scene has its own
:class:`Speed` (the game's window and a replay can run at different speeds); :func:`ms` scales
a duration by it. At :attr:`Speed.INSTANT` every duration is 0 and the table applies each event
at once (tests, a replay, the restore of a continued hand).

Tests: tests/gui/activities/test_new_game.py, tests/gui/activities/test_practice_mode.py,
tests/gui/play_controls/test_fast_fold.py
"""

from __future__ import annotations

from enum import Enum


class Speed(Enum):
    """How fast a table moves; the value multiplies every duration."""

    SLOW = 1.6
    NORMAL = 1.0
    FAST = 0.2
    INSTANT = 0.0


# Dealing
DEAL_CARD = 140  # one hole card flying from the deck to a seat
DEAL_GAP = 30  # the next hole card leaves the deck this long after the one before
BURN_CARD = 220  # the burn card sliding onto the burn pile
BOARD_CARD = 260  # a community card sliding to its place
FLIP_CARD = 160  # a card turning over
BOARD_PAUSE = 250  # a breath after a street is dealt

# Chips
BET_CHIPS = 260  # chips pushed from a stack to the bet line
SWEEP_BETS = 360  # the round's bets swept into the pots
RETURN_BET = 300  # an uncalled bet going back
PUSH_POT = 650  # a pot pushed to its winner(s)

# Players
# A computer player "thinks" before it acts, longer for harder decisions
# (gui/session/engine_thread.py think_ms): from EASY (a check) to HARD (a big decision on the
# river).
BOT_THINK_EASY = 200
BOT_THINK_HARD = 1000
THINK_PER_STREET = 0.15  # difficulty added by each street after the deal
THINK_PER_STAKE = 3.0  # difficulty per share of the stack it costs to call
SHOWDOWN_PAUSE = 900  # the winning hand stays raised before the pot moves
HAND_END_PAUSE = 1300  # the finished table stays visible before the next deal

# The table
PUMP_SLICE_MS = 8  # the longest the GUI thread applies queued events before it draws again

# Not scaled by the speed: how long the person has for a second press that confirms all-in,
# and the default action clock.
ALL_IN_CONFIRM = 4000
ACTION_CLOCK_SECONDS = 30.0
TIME_BANK_SECONDS = 60.0


def ms(base: int, speed: Speed) -> int:
    """``base`` milliseconds scaled by ``speed``."""
    return round(base * speed.value)
