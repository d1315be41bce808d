"""The quick sizes by street: big-blind multiples before the flop, the person's own after.

Before the flop a regular opens to 2.5, 3 or 4 big blinds (and re-raises to three times a
raise); after it they bet shares of the pot. So before the flop the three middle quick sizes
are :data:`PREFLOP_SIZES` (each a multiple of the bet faced, which is the big blind in an
unopened pot, plus a big blind for each limper as online clients add it:
:func:`~gui.play_controls.bet_sizing.quick_to`), and from the flop on they are the
sizes the person chose (Game > Settings, or a View-menu preset). A person who wants their own
sizes on every street turns this off in Game > Settings (:data:`BLINDS_BEFORE_FLOP`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import BoardDealt
from engine.rules.events import Street
from gui.base import settings
from gui.play_controls.bet_sizing import saved_sizes

if TYPE_CHECKING:
    from gui.play_controls.controls import ActionPanel

PREFLOP_SIZES = ("2.5x", "3x", "4x")
BLINDS_BEFORE_FLOP = "preflop_blind_sizes"  # settings key: big-blind multiples pre-flop


def blinds_before_flop() -> bool:
    return settings.value(BLINDS_BEFORE_FLOP, True)


def limpers(model: TableModel) -> int:
    """Players who called the big blind before the flop with nobody raising yet: an online
    client's "3x" opens to three big blinds and one more for each of them."""
    count = 0
    for event in model.hand_events:
        if isinstance(event, BoardDealt):
            return 0  # after the flop a multiple is of the bet faced, limpers or not
        if isinstance(event, ActionTaken) and event.street is Street.PREFLOP:
            if event.action in ("bet", "raise"):
                return 0  # a raise faced: three times the raise, as before
            count += event.action == "call"
    return count


def quick_sizes(model: TableModel) -> tuple[str, str, str]:
    """The three middle quick sizes for the street the table shows."""
    if not model.board and blinds_before_flop():
        return PREFLOP_SIZES
    return saved_sizes()


def show_sizes(panel: ActionPanel, model: TableModel) -> None:
    """The quick sizes of the street ``model`` shows on ``panel``, with its limpers: at the
    person's turn and when the person chooses new sizes mid-hand."""
    panel.set_sizes(quick_sizes(model), limpers(model))
