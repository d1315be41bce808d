"""Every observer of the game window's table model, subscribed here in the order that matters.

The model tells its observers each event in the order they subscribed
(:attr:`engine.play.table_model.TableModel.subscribers`); each is a
:class:`~engine.play.observer.TableObserver` that reacts through its own table. The order:

1. the scene's plans (``gui/table/plans.py``), subscribed by the scene itself when it was made:
   the plan goes to the animation queue before anyone else reacts, so the cards and chips the
   others point at or turn exist;
2. the hand log (``gui/table/hand_log.py``): one line per event;
3. the person's turn (``gui/play_controls/person_turn.py``): buttons, pre-actions, the action clock
   (the hot-seat guard below reads which pre-action answered);
4. the showdown choice (``gui/play_controls/showdown_choice.py``): show or muck;
5. the window itself (``gui/window/main_window.py``): status bar, hands counted, watch mode,
   game over;
6. the coach dock (``gui/teaching/coach/coach_dock.py``): every event to the coach's thread;
7. the narration (``gui/teaching/narration/narration_view.py``): the narrator's sentence, and
   once the table has shown the event (``SHOWN``) the ring around what it concerns;
8. the step-by-step bar (``gui/teaching/beginners/stepper.py``): nothing as an event is
   applied (it reads the hand so far from
   :attr:`~engine.play.table_model.TableModel.hand_events`); once the table has shown an event
   (``SHOWN``) it pauses there while stepping;
9. the hot-seat guard (``gui/activities/hot_seat.py``): after the plans dealt a hand, it keeps
   the next hole cards face down and covers the table between two people's turns;
10. beginners' mode (``gui/activities/beginners_mode.py``): "Show all cards" kept from hand to
    hand;
11. the practice aids (``gui/activities/practice_mode.py``): the advisor;
12. the history's menus (``gui/window/history_menus.py``): once the table has shown a hand's
    wrap-up (``SHOWN``), an open hand history lists the hand;
13. the practice starter (``gui/activities/practice_start.py``): the "Practice from hand" label;
14. the accessible mirror (``gui/access/table_mirror.py``): the table's items for screen readers;
15. the announcer (``gui/access/announcer.py``): the event spoken, after the mirror is current;
16. the sounds (``gui/sound/table_sounds.py``): a short sound for the event, after its words;
17. the seats' statistics and notes (``gui/seats/seat_info.py``): read again as a hand starts;
18. Sit out and Last hand (``gui/play_controls/table_choices.py``): a new game's engine, the
    game's end;
19. the tournament (``gui/tournament/tournament_play.py``): a round's end, the lobby and the
    next hand's seats;
20. fast fold (``gui/play_controls/fast_fold.py``): after the person's fold the rest of the hand
    runs at once, and their next decision brings their speed back (last: the others have
    reacted to the event at the speed it was shown at).

``SHOWN`` reactions run in the same order, called by the scene's animation queue
(:func:`engine.play.observer.tell_shown`) when an event's animation has ended.
"""

from __future__ import annotations

from typing import Protocol

from engine.play.table_model import Listener
from engine.play.table_model import TableModel
from gui.access.announcer import Announcer
from gui.access.table_mirror import TableMirror
from gui.activities.beginners_mode import Beginners
from gui.activities.practice_mode import Practice
from gui.play_controls.fast_fold import FastFold
from gui.play_controls.person_turn import PersonTurn
from gui.play_controls.showdown_choice import ShowdownChoice
from gui.play_controls.table_choices import TableChoices
from gui.seats.seat_info import SeatInfo
from gui.sound.table_sounds import TableSounds
from gui.table.hand_log import HandLog
from gui.table.scene import TableScene
from gui.teaching.coach.coach_dock import CoachDock
from gui.tournament.tournament_play import TournamentPlay
from gui.window.history_menus import HistoryMenus


class Window(Protocol):
    """What the game window holds (``MainWindow``, seen from here)."""

    model: TableModel
    scene: TableScene
    log: HandLog
    turn: PersonTurn
    showdown: ShowdownChoice
    coach_dock: CoachDock
    beginners: Beginners
    practice: Practice
    history_menus: HistoryMenus
    access: TableMirror
    announcer: Announcer
    sounds: TableSounds
    fast_fold: FastFold
    seat_info: SeatInfo
    table_choices: TableChoices
    tournament: TournamentPlay

    def __call__(self, event: object, model: TableModel) -> None: ...


def in_order(window: Window) -> tuple[Listener, ...]:
    """The window's observers in the order the model tells them (the module docstring)."""
    return (window.scene.plans, window.log, window.turn, window.showdown, window,
            window.coach_dock, window.beginners.narration, window.beginners.stepper,
            window.beginners.hot_seat, window.beginners, window.practice, window.history_menus,
            window.history_menus.practice,
            window.access, window.announcer, window.sounds, window.seat_info, window.table_choices,
            window.tournament, window.fast_fold)


def subscribe(window: Window) -> None:
    """Subscribe every observer of ``window``'s model after the scene's plans, in order."""
    observers = in_order(window)
    assert window.model.subscribers == observers[:1], "the scene's plans come first"
    for observer in observers[1:]:
        window.model.subscribe(observer)
