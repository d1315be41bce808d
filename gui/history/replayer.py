"""The replayer: a finished hand stepped forwards and backwards on the table scene.

A hand is its list of frozen engine events. :func:`split_steps` walks them through a
:class:`~engine.play.table_model.TableModel` and cuts them where the model's own classification
of events (:func:`~engine.play.table_model.beat_of`) says a person would pause (the blinds, the
deal, each decision, each street, each showdown line, each pot). :class:`ReplayerWindow` shows
step ``k`` by seating the players again and applying the events up to the end of that step at
once (:meth:`TableScene.show_now`). Going back is the same rebuild to an earlier step, which is
exact because the table follows its model only.

Each :class:`ReplayStep` also carries what a trainer needs to annotate it (the board, the hole
cards known so far, who is still in the hand); :attr:`ReplayerWindow.step_changed` tells it
when to, and :meth:`ReplayerWindow.set_note` shows its words under the caption.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSlider
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.formats.phh import replay_fields
from engine.play.table_model import HAND_EVENT_TYPES
from engine.play.table_model import Beat
from engine.play.table_model import TableModel
from engine.play.table_model import beat_of
from engine.rules.events import HandEnded
from engine.rules.events import HandEvent
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from gui.base import i18n
from gui.base import seeing
from gui.base import speeds
from gui.base import texts
from gui.base.action_keys import key_of
from gui.base.action_keys import key_text
from gui.base.amounts import CHIPS
from gui.base.amounts import AmountFormat
from gui.base.card_theme import CardTheme
from gui.base.card_words import spoken_symbols
from gui.base.escape_key import close_on_escape
from gui.history.replay_lines import deal_line
from gui.history.replay_lines import event_lines
from gui.history.replay_lines import rake_line
from gui.history.replay_speech import say_step
from gui.table.scene import TableScene
from gui.table.table_view import TableView

translate = QCoreApplication.translate

@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a replayed hand: the table shows ``events[:end]``.

    :param lines: the step told in words (the hand log's lines for its events).
    :param board: the community cards on the table after this step.
    :param hole: every hole card dealt so far, by seat (a trainer computes equities from it).
    :param live: seats still in the hand (not folded).
    :param street: 0 pre-flop .. 3 river.
    :param pot: chips in the middle and in front of the players.
    """

    end: int
    lines: tuple[str, ...]
    board: tuple[int, ...]
    hole: tuple[tuple[int, tuple[int, ...]], ...]
    live: tuple[int, ...]
    street: int
    pot: int


@dataclass(frozen=True, slots=True)
class ReplayHand:
    """A finished hand to replay: its events and who sat where.

    :param names: player names by table seat.
    :param person_seat: the person's seat (lines said to "you"), or ``None``.
    :param title: shown in the window title, e.g. the session's name.
    :param amounts: the unit of the hand's amounts (an imported hand's money).
    :param number: the hand's number as its site writes it (an imported hand), if not Felt's.
    :param hidden: seats whose hole cards the file never showed: drawn face down, whatever
        "Show all hole cards" says, and never given to a trainer's equities (the engine
        dealt them stand-in cards that are nobody's).
    :param rake: what the site took from each winner (by seat), as the file says: taken from
        the pots the replay pushes, so the stacks end as the file's.
    :param jackpot: the part of each winner's ``rake`` the file names as a jackpot fee.
    :param dead: the dead blind each seat posted (by seat), as the file says: the engine
        posts it as an ante (money in the middle that buys nothing), the log names it.
    """

    events: tuple[HandEvent, ...]
    names: Mapping[int, str]
    person_seat: int | None = None
    title: str = ""
    amounts: AmountFormat = CHIPS
    number: str = ""
    hidden: frozenset[int] = frozenset()
    rake: Mapping[int, int] = field(default_factory=dict)
    jackpot: Mapping[int, int] = field(default_factory=dict)
    dead: Mapping[int, int] = field(default_factory=dict)

    def played(self) -> tuple[tuple[HandEvent, ...], dict[int, list[tuple[int, int, int]]]]:
        """The events as the table shows them: each winner's share less the site's rake,
        first pots first; and, by event index, ``(seat, rake, collected)`` of each cut."""
        left = dict(self.rake)
        out: list[HandEvent] = []
        cuts: dict[int, list[tuple[int, int, int]]] = {}
        for i, event in enumerate(self.events):
            if isinstance(event, PotAwarded) and any(left.values()):
                shares = []
                for seat, amount in event.shares:
                    take = min(amount, left.get(seat, 0))
                    if take:
                        left[seat] -= take
                        cuts.setdefault(i, []).append((seat, take, amount - take))
                    shares.append((seat, amount - take))
                event = replace(event, shares=tuple(shares))
            elif isinstance(event, HandEnded) and self.rake:
                cut = self.rake
                event = replace(
                    event, stacks=tuple((s, x - cut.get(s, 0)) for s, x in event.stacks),
                    net=tuple((s, x - cut.get(s, 0)) for s, x in event.net))
            out.append(event)
        return tuple(out), cuts

    @property
    def hand_number(self) -> int:
        first = self.events[0] if self.events else None
        return first.hand_number if isinstance(first, HandStarted) else 0


def hand_events(events: Sequence[object]) -> tuple[HandEvent, ...]:
    """The engine's hand events of a list that may also hold session events."""
    return tuple(e for e in events if isinstance(e, HAND_EVENT_TYPES))  # type: ignore[misc]


def from_phh(text: str, where: str = "<phh>") -> ReplayHand:
    """A hand from PHH text, replayed through Felt's engine to get its events.

    :raises PhhError: the text is not TOML, or a field or action is wrong (the message says
        which); ``tomllib.TOMLDecodeError`` is turned into ``PhhError`` too.
    """
    from engine.core.errors import PhhError

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError("bad_toml", f"{where}: {exc}") from exc
    replayed = replay_fields(data, where)
    state = replayed.state
    currency = data.get("currency")  # amounts in the file's units ("0.50"), not minor units
    amounts = AmountFormat(replayed.scale, currency if isinstance(currency, str) else None)
    players = data.get("players")
    names: dict[int, str] = {}
    for position, seat in enumerate(state.seats):
        if isinstance(players, list) and position < len(players):
            names[seat] = str(players[position])
        else:
            names[seat] = translate("Replayer", "Player %1").replace("%1", str(position + 1))
    return ReplayHand(tuple(state.events), names, amounts=amounts)


def split_steps(hand: ReplayHand) -> list[ReplayStep]:
    """Cut a hand into the steps a person pauses on.

    A step ends after an event the model calls a pause (:attr:`Beat.PAUSE`: every decision,
    every street, the hands turned up, each hand shown or mucked, each pot pushed), after the
    last of a run (:attr:`Beat.RUN`: the hole cards), and before a run begins (so the blinds
    and antes are a step of their own). Events in between (bets swept into the pot, burns, a
    new round) belong to the next step; whatever follows the last step (the hand's end)
    belongs to it.
    """
    events, cuts = hand.played()
    jackpot_left = dict(hand.jackpot)  # named first out of each winner's cuts
    steps: list[ReplayStep] = []
    lines: list[str] = []
    model = TableModel(hand.names)
    # a winner whose cards the file never showed did not muck them: the site paid his hand
    unseen_winners = hand.hidden & {seat for e in events if isinstance(e, PotAwarded)
                                    for seat, _ in e.shares}

    def close(end: int) -> None:
        steps.append(ReplayStep(
            end=end, lines=tuple(lines), board=model.board,
            hole=tuple((s, tuple(c)) for s, c in sorted(model.hole.items())
                       if s not in hand.hidden),
            live=model.live(), street=int(model.street), pot=model.pot_total()))
        lines.clear()

    for i, event in enumerate(events):
        model.apply(event)
        lines += event_lines(hand, event, model, unseen_winners)
        for seat, take, collected in cuts.get(i, ()):
            fee = min(take, jackpot_left.get(seat, 0))
            jackpot_left[seat] = jackpot_left.get(seat, 0) - fee
            lines.append(rake_line(hand, seat, take - fee, collected, fee))
        beat = beat_of(event)
        nxt = events[i + 1] if i + 1 < len(events) else None
        if beat is Beat.RUN:
            if type(nxt) is not type(event):
                if isinstance(event, HoleCardDealt):
                    lines.append(deal_line(model.hole, hand.person_seat))
                close(i + 1)
        elif beat is Beat.PAUSE or (
                nxt is not None and beat_of(nxt) is Beat.RUN and type(nxt) is not type(event)):
            close(i + 1)
    if not steps or steps[-1].end < len(events):
        if steps:
            lines[:0] = list(steps.pop().lines)
        close(len(events))
    return steps


class ReplayerWindow(QWidget):
    """A hand on the table, with first / back / forward / last, a slider and the step's words.

    :param hand: the hand to show; it opens at its first step.
    :param theme: the card deck and back (the game's, so the replay looks the same).
    """

    step_changed = Signal(int)  # the step now shown (0-based); a trainer annotates it

    def __init__(self, hand: ReplayHand, theme: CardTheme | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayer")
        self.hand = hand
        self.events = hand.played()[0]
        self.steps = split_steps(hand)
        self.step = 0
        self.spoken = ""  # the last step said to the screen reader (replay_speech)
        # A replay never animates: each step is rebuilt at once, whatever the game's speed.
        self.scene = TableScene(theme or CardTheme("standard", "blue"),
                                speed=speeds.Speed.INSTANT, parent=self, amounts=hand.amounts)
        self.scene.keep_folded = True
        self.view = TableView(self.scene)
        self._make_labels()
        self._make_controls()
        self._lay_out()
        self._add_keys()
        self._set_title()
        i18n.follow(self, self._reword, now=False)
        self.resize(1100, 760)
        self._show()

    def _make_labels(self) -> None:
        """The caption under the table (what happened) and the note (the coach's remark)."""
        self.caption = QLabel()
        self.caption.setObjectName("caption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setMinimumHeight(44)
        self.caption.setStyleSheet("QLabel#caption { background: #10161b; color: #eef2f4; "
                                   f"font-size: {seeing.px(15)}px; padding: 6px 12px; }}")
        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self.note.setStyleSheet("QLabel#note { background: #17212a; color: #ffd766; "
                                "padding: 4px 12px; }")

    def _make_controls(self) -> None:
        """The step buttons, the counter, the slider and "Show all hole cards"."""
        icons = QStyle.StandardPixmap
        self.first_button = self._button(icons.SP_MediaSkipBackward, self.first)
        self.back_button = self._button(icons.SP_MediaSeekBackward, self.back)
        self.forward_button = self._button(icons.SP_MediaSeekForward, self.forward)
        self.last_button = self._button(icons.SP_MediaSkipForward, self.last)
        self._tips()
        self.counter = QLabel()
        self.counter.setMinimumWidth(110)
        self.counter.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        self.slider.setPageStep(1)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go_to)
        self.reveal_box = QCheckBox(self.tr("Show all hole cards"))
        self.reveal_box.setToolTip(self.tr("Show every player's cards from the deal, or only "
                                           "yours and those shown at showdown"))
        self.reveal_box.setChecked(True)
        self.reveal_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal_box.toggled.connect(lambda _=False: self._show())

    def _lay_out(self) -> None:
        """The table with room beside it for a panel, then the caption, note and controls."""
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 4, 8, 6)
        for widget in (self.first_button, self.back_button, self.counter,
                       self.forward_button, self.last_button):
            bar.addWidget(widget)
        bar.addWidget(self.slider, 1)
        bar.addWidget(self.reveal_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        # the table, and beside it room for a panel (the equities and reasons)
        self.side = QHBoxLayout()
        self.side.setContentsMargins(0, 0, 0, 0)
        self.side.setSpacing(0)
        self.side.addWidget(self.view, 1)
        layout.addLayout(self.side, 1)
        layout.addWidget(self.caption)
        layout.addWidget(self.note)
        layout.addLayout(bar)

    def _add_keys(self) -> None:
        """Left/Right step, Home/End jump to the first and last step (unless other keys were
        chosen in Settings, ``gui/base/action_keys.py``)."""
        keys = (("replay_back", self.back), ("replay_forward", self.forward),
                ("replay_first", self.first), ("replay_last", self.last))
        for code, slot in keys:
            shortcut = QShortcut(key_of(code), self)
            shortcut.activated.connect(slot)
        close_on_escape(self)

    def _tips(self) -> None:
        """The step buttons' tooltips and names, with their keys."""
        for button, tip, code in (
                #: %1 the key (Home)
                (self.first_button, self.tr("First step (%1)"), "replay_first"),
                #: %1 the key (Left)
                (self.back_button, self.tr("Step back (%1)"), "replay_back"),
                #: %1 the key (Right)
                (self.forward_button, self.tr("Step forward (%1)"), "replay_forward"),
                #: %1 the key (End)
                (self.last_button, self.tr("Last step (%1)"), "replay_last")):
            button.setToolTip(tip.replace("%1", key_text(code)))
            button.setAccessibleName(button.toolTip())

    def _set_title(self) -> None:
        hand = self.hand
        number = hand.number or texts.chips(hand.hand_number)
        title = self.tr("Replay of hand #%1").replace("%1", number)
        if hand.title:
            # %1 is "Replay of hand #12", %2 the session's name
            title = self.tr("%1 — %2").replace("%1", title).replace("%2", hand.title)
        self.setWindowTitle(title)

    def _reword(self) -> None:
        """After a language switch: the captions told again from the events, the table and
        the buttons too."""
        self.steps = split_steps(self.hand)
        self._tips()
        self.reveal_box.setText(self.tr("Show all hole cards"))
        self.reveal_box.setToolTip(self.tr("Show every player's cards from the deal, or "
                                           "only yours and those shown at showdown"))
        self._set_title()
        self._show()

    def _button(self, icon: QStyle.StandardPixmap, slot: Callable[[], None]) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setIconSize(QSize(22, 22))
        button.setMinimumSize(40, 32)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    # ------------------------------------------------------------------ stepping

    def first(self) -> None:
        self.go_to(0)

    def back(self) -> None:
        self.go_to(self.step - 1)

    def forward(self) -> None:
        self.go_to(self.step + 1)

    def last(self) -> None:
        self.go_to(len(self.steps) - 1)

    def go_to(self, step: int) -> None:
        """Show step ``step`` (clamped to the hand), rebuilt from the start of the hand."""
        step = max(0, min(len(self.steps) - 1, step))
        if step == self.step and self.slider.value() == step:
            return
        self.step = step
        self._show()

    def set_note(self, text: str) -> None:
        """Words under the caption for this step (a trainer's equities); empty hides them."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    @property
    def current(self) -> ReplayStep | None:
        return self.steps[self.step] if self.steps else None

    def _show(self) -> None:
        hand = self.hand
        self.scene.set_players(dict(hand.names), hand.person_seat,
                               reveal_all=self.reveal_box.isChecked(), hidden=hand.hidden)
        size = self.view.viewport().size()
        if size.height() > 0:
            self.scene.relayout(size.width() / size.height())
        current = self.current
        if current is not None:
            self.scene.show_now(self.events[:current.end])
        total = len(self.steps)
        self.counter.setText(self.tr("Step %1 of %2").replace("%1", str(self.step + 1))
                             .replace("%2", str(total)))
        self.caption.setText("\n".join(current.lines) if current is not None else "")
        self.caption.setAccessibleName(spoken_symbols(self.caption.text()))  # cards in words
        self.spoken = say_step(self.caption, self.counter.text(),
                               current.lines if current is not None else ())
        self.first_button.setEnabled(self.step > 0)
        self.back_button.setEnabled(self.step > 0)
        self.forward_button.setEnabled(self.step < total - 1)
        self.last_button.setEnabled(self.step < total - 1)
        if self.slider.value() != self.step:
            self.slider.blockSignals(True)
            self.slider.setValue(self.step)
            self.slider.blockSignals(False)
        self.set_note("")
        self.step_changed.emit(self.step)
