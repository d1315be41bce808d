"""The person's controls: fold, check or call, bet or raise with an amount, pre-actions.

Buttons are enabled from the engine's :class:`~engine.rules.actions.LegalActions`. The amount box
accepts any number of chips the person could put in; an amount the rules do not allow is sent
anyway and the engine's refusal comes back as a message naming the allowed range. Going all-in
with the bet button needs a second press (the button asks to confirm), so it never happens by
accident.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSlider
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from gui.base import i18n
from gui.base import screen_reader
from gui.base import speeds
from gui.base.action_keys import QUICK_CODES
from gui.base.action_keys import key_of
from gui.base.action_keys import key_text
from gui.base.amounts import shown_amount
from gui.play_controls import free_fold
from gui.play_controls import panel_style
from gui.play_controls.amount_box import AmountBox
from gui.play_controls.bet_sizing import SIZE_PRESETS
from gui.play_controls.bet_sizing import pre_action
from gui.play_controls.bet_sizing import quick_to
from gui.play_controls.bet_sizing import quick_words
from gui.play_controls.bet_sizing import set_range
from gui.play_controls.bet_sizing import snap
from gui.play_controls.message_line import MessageLine
from gui.table.items import Text


class ActionPanel(QWidget):
    """The row of controls under the table.

    ``action_chosen`` carries an :class:`~engine.rules.actions.Action` for the engine thread.
    """

    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(panel_style.scaled_style(1.0))
        self.legal: LegalActions | None = None
        self.betting = "nl"
        self._armed = False
        self._arm_timer = QTimer(self)
        self._arm_timer.setSingleShot(True)
        self._arm_timer.timeout.connect(self._disarm)
        self._call_price: int | None = None  # the amount a "call this" pre-action is for
        self.show_odds = False  # the coach is on: the call button says the equity it needs
        self._message: Text = ""
        self._make_action_buttons()
        self._make_bet_box()
        self._make_pre_actions()
        panel_style.arrange(self, (self.fold_button, self.call_button, self.raise_button),
                            self.bet_box, self._pre, self.message)
        self._scale = 1.0
        panel_style.tab_order(self.fold_button, self.call_button, self.raise_button, self.amount,
                              self.slider, *self.quick.values(), *self._pre)
        i18n.follow(self, self._retranslate)
        self.set_waiting(None)

    def _make_action_buttons(self) -> None:
        """Fold, check or call, bet or raise. Tab reaches them (a click does not take the focus
        from the table); their letters work wherever the focus is but in the amount box."""
        self.fold_button = QPushButton()
        self.fold_button.setObjectName("fold")
        self.call_button = QPushButton()
        self.call_button.setObjectName("call")
        self.raise_button = QPushButton()
        self.raise_button.setObjectName("raise")
        self._keys = (self._shortcut(self.fold_button), self._shortcut(self.call_button),
                      self._shortcut(self.raise_button))
        for b in (self.fold_button, self.call_button, self.raise_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.fold_button.clicked.connect(self._fold)
        self.call_button.clicked.connect(self._call)
        self.raise_button.clicked.connect(self._raise)

    def _make_bet_box(self) -> None:
        """The amount to bet: a slider and a box kept in step, and the quick sizes below."""
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setMinimumWidth(panel_style.SLIDER_MIN_PX)
        self.amount = AmountBox()
        self.amount.setGroupSeparatorShown(True)  # 12,500 / 12.500 as everywhere else
        self.amount.setKeyboardTracking(True)
        # Letters are shortcuts while the box has no focus; a click, Tab or the exact-amount
        # key (gui/keys/reading_keys.py) puts the caret in it.
        self.amount.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.slider.valueChanged.connect(self._slider_moved)
        self.sizes = dict(zip(("half", "three_quarters", "pot"), SIZE_PRESETS["pot"],
                              strict=True))
        self._limpers, self._small_blind, self._big_blind = 0, 1, 1
        self.amount.valueChanged.connect(self._amount_changed)
        self.amount.lineEdit().returnPressed.connect(self._raise)

        self.quick: dict[str, QPushButton] = {}
        self._quick_keys: dict[str, QShortcut] = {}
        quick_row = self._quick_row = QHBoxLayout()
        quick_row.setSpacing(panel_style.QUICK_GAP_PX)
        for key in QUICK_CODES:  # their keys (1 to 5) are set in _retranslate
            button = QPushButton()
            button.setProperty("class", "quick")
            self._quick_keys[key] = self._shortcut(button)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, k=key: self._quick(k))
            quick_row.addWidget(button)
            self.quick[key] = button
        amount_row = QHBoxLayout()
        amount_row.addWidget(self.slider, 1)
        amount_row.addWidget(self.amount)
        self.bet_box = QWidget()
        panel_style.give_way(self.bet_box, *self.quick.values())
        bet_box = QVBoxLayout(self.bet_box)
        bet_box.setContentsMargins(0, 0, 0, 0)
        bet_box.addLayout(amount_row)
        bet_box.addLayout(quick_row)

    def _make_pre_actions(self) -> None:
        """The choices ticked ahead of the person's turn (one at a time), and the message."""
        self.pre_check_fold = QCheckBox()
        self.pre_call = QCheckBox()
        self.pre_call_any = QCheckBox()
        self.pre_fold_any = QCheckBox()
        self._pre = (self.pre_check_fold, self.pre_call, self.pre_call_any, self.pre_fold_any)
        for box in self._pre:
            box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            box.toggled.connect(lambda on, b=box: self._pre_toggled(b, on))
        self.message = MessageLine()  # one line in a fixed place: the table never moves
        self.message.setObjectName("message")

    def _shortcut(self, button: QPushButton) -> QShortcut:
        """A window-wide key that presses ``button`` while it is enabled (key set later)."""
        shortcut = QShortcut(self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(lambda: button.click() if button.isEnabled()
                                   and button.isVisible() else None)
        return shortcut

    def set_sizes(self, codes: tuple[str, str, str], limpers: int = 0) -> None:
        """The middle quick sizes (``SIZE_PRESETS``) and the limpers "3x" adds a blind for."""
        self.sizes = dict(zip(("half", "three_quarters", "pot"), codes, strict=True))
        self._limpers = limpers
        self._retranslate()

    def unit_changed(self) -> None:
        """Chips or big blinds changed: the box, the buttons and their widths say it anew."""
        self.amount.refresh()
        self._retranslate()

    def set_blinds(self, small: int, big: int) -> None:
        """The amounts bet sizing snaps and steps by (the small and the big blind)."""
        self._small_blind = self.amount.small_blind = max(1, small)
        self._big_blind = max(self._small_blind, big)

    def set_scale(self, scale: float | None = None) -> None:
        """Letters, buttons and the bet box grow with the window (1: the usual size); no
        scale: the same again, in the colours of the palette now in use."""
        self._scale = self._scale if scale is None else scale
        self.setStyleSheet(panel_style.scaled_style(self._scale))
        self._fix_widths()

    def _fix_widths(self) -> None:
        """Each action button as wide as its longest text: none jumps sideways on a new text."""
        words = panel_style.action_words(shown_amount(panel_style.WIDEST_AMOUNT))
        for button, texts in zip((self.fold_button, self.call_button, self.raise_button), words,
                                 strict=True):
            button.setFixedWidth(panel_style.button_width(self.font(), texts, self._scale))
        panel_style.size_bet_box(self.bet_box, self._scale)
        panel_style.fix_check_boxes(self._pre, {self.pre_call: panel_style.pre_call_words()})

    def _retranslate(self) -> None:
        """Every word of the panel in the current language, the state-dependent ones too."""
        self.fold_button.setText(self.tr("Fold"))
        for shortcut, code in zip(self._keys, ("act_fold", "act_call", "act_raise"), strict=True):
            shortcut.setKey(key_of(code))
        for size, code in QUICK_CODES.items():
            self._quick_keys[size].setKey(key_of(code))
        buttons = (self.fold_button, self.call_button, self.raise_button)
        for button, tip in zip(buttons, panel_style.button_tips(self._keys), strict=True):
            button.setToolTip(tip)
        self.slider.setToolTip(self.tr("Amount to bet or raise to (Up/Down keys in the box)"))
        self.amount.setToolTip(self.tr("Type an amount to bet or raise to; Enter bets it"))
        self.amount.setLocale(QLocale())  # the default locale follows the language
        quick = quick_words(self.sizes, {size: key_text(code)
                                         for size, code in QUICK_CODES.items()})
        for key, (text, tip) in quick.items():
            self.quick[key].setText(text)
            self.quick[key].setToolTip(tip)
        panel_style.share_row(self._quick_row, self.quick.values())
        #: pre-action: check if possible, otherwise fold, when the turn comes
        self.pre_check_fold.setText(self.tr("Check/Fold"))
        self.pre_check_fold.setToolTip(self.tr("When your turn comes: check if you can, "
                                               "otherwise fold"))
        self.pre_call.setToolTip(self.tr("Call this amount when your turn comes; cancelled if "
                                         "the bet changes"))
        self.pre_call_any.setText(self.tr("Call any"))
        self.pre_call_any.setToolTip(self.tr("Call whatever is bet in this round"))
        self.pre_fold_any.setText(self.tr("Fold to any bet"))
        self.pre_fold_any.setToolTip(self.tr("Check while you can; fold as soon as "
                                             "anybody bets"))
        self._fix_widths()
        self._refresh_texts()

    def set_show_odds(self, show: bool) -> None:
        """Say (or stop saying) on the call button the equity a call needs."""
        self.show_odds = show
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        """The words that depend on the situation: the call and raise buttons, the message."""
        legal = self.legal
        if legal is not None:
            if legal.can_check:
                self.call_button.setText(self.tr("Check"))
            else:
                self.call_button.setText(panel_style.call_text(legal, self.show_odds))
            if self._armed:
                self.raise_button.setText(self.tr("Confirm all-in %1").replace(
                    "%1", shown_amount(self.amount.value())))
            else:
                self._update_raise_text()
        else:
            #: the check/call button while it is not the person's turn
            self.call_button.setText(self.tr("Check/Call"))
            self.raise_button.setText(self.tr("Bet/Raise"))
        price = self._call_price
        if price is None:
            self.pre_call.setText(self.tr("Call"))
        else:
            self.pre_call.setText(self.tr("Check") if price == 0 else
                                  self.tr("Call %1").replace("%1", shown_amount(price)))
        message = self._message
        self.message.setText(message if isinstance(message, str) else message())

    # ------------------------------------------------------------------ state from the table

    def set_turn(self, legal: LegalActions, betting: str) -> None:
        """It is the person's turn: apply a pre-action, or enable the legal controls."""
        self.legal = legal
        self.betting = betting
        self._disarm()
        pre = pre_action(*self._pre, legal, self._call_price)
        if pre is not None:
            self.legal = None
            self._disable_buttons()
            self.action_chosen.emit(pre)
            return
        for box in (self.pre_check_fold, self.pre_call, self.pre_call_any):
            box.setChecked(False)
        for box in self._pre:
            box.setEnabled(False)
        # The disabled box says nothing about this decision ("Check" while facing a bet).
        self._call_price = None
        self.pre_call.setText(self.tr("Call"))
        self.fold_button.setEnabled(free_fold.fold_offered(legal))
        self.call_button.setEnabled(legal.can_check or legal.can_call)
        if legal.can_check:
            self.call_button.setText(self.tr("Check"))
        else:
            self.call_button.setText(panel_style.call_text(legal, self.show_odds))
        can_raise = legal.can_raise
        low, high = legal.min_raise_to or 0, legal.max_raise_to or 0
        all_in_to = legal.stack + legal.current_bet
        self.raise_button.setEnabled(can_raise)
        self.amount.setEnabled(can_raise and low < high)
        self.slider.setEnabled(can_raise and low < high)
        set_range(self.slider, self.amount, legal, self._small_blind, self._big_blind)
        for key, button in self.quick.items():
            enabled = can_raise and low < high and betting != "fl"
            if key == "max":
                enabled = enabled and high == all_in_to
            button.setEnabled(enabled)
        self._update_raise_text()
        self.show_message("")

    def set_waiting(self, to_call: int | None, street_changed: bool = False) -> None:
        """Not the person's turn: controls off, pre-actions offered (``to_call`` facing)."""
        self.legal = None
        self._disarm()
        self._disable_buttons()
        if street_changed:
            for box in (self.pre_check_fold, self.pre_call, self.pre_call_any):
                box.setChecked(False)
        self.call_button.setText(self.tr("Check/Call"))
        self.raise_button.setText(self.tr("Bet/Raise"))
        if to_call is None:  # not in the hand
            for box in self._pre:
                box.setChecked(False)
                box.setEnabled(False)
            self._call_price = None
            self.pre_call.setText(self.tr("Call"))
            return
        for box in self._pre:
            box.setEnabled(True)
        if to_call != self._call_price:
            # The situation changed: an exact call no longer means what it meant.
            self.pre_call.setChecked(False)
            self._call_price = to_call
        self.pre_call.setText(self.tr("Check") if to_call == 0 else
                              self.tr("Call %1").replace("%1", shown_amount(to_call)))

    def _disable_buttons(self) -> None:
        for b in (self.fold_button, self.call_button, self.raise_button, *self.quick.values()):
            b.setEnabled(False)
        self.amount.setEnabled(False)
        self.slider.setEnabled(False)

    def set_paused(self, paused: bool) -> None:
        """While the game is paused nothing can be played; pre-actions can still be chosen."""
        if paused:
            self._disable_buttons()
        elif self.legal is not None:
            message = self._message
            self.set_turn(self.legal, self.betting)
            self.show_message(message)

    def show_message(self, text: Text) -> None:
        """A line for the person; a function of no arguments is said again on a language
        change."""
        self._message = text
        self.message.setText(text if isinstance(text, str) else text())

    # ------------------------------------------------------------------ pre-actions

    def _pre_toggled(self, box: QCheckBox, on: bool) -> None:
        if on:
            for other in self._pre:
                if other is not box:
                    other.setChecked(False)

    # ------------------------------------------------------------------ choosing

    def _fold(self) -> None:
        legal = self.legal  # a free fold asks first (gui/play_controls/free_fold.py)
        if legal is not None and free_fold.may_fold(legal, self) and self.legal is legal:
            self._choose(Action.fold())

    def _call(self) -> None:
        legal = self.legal
        if legal is None:
            return
        if legal.can_check:
            self._choose(Action.check())
        elif legal.can_call:
            self._choose(Action.call())

    def _is_all_in(self, to: int) -> bool:
        legal = self.legal
        return legal is not None and to >= legal.stack + legal.current_bet

    def _raise(self) -> None:
        legal = self.legal
        if legal is None or not legal.can_raise:
            return
        to = self.amount.value() if self.amount.isEnabled() else (legal.min_raise_to or 0)
        if self._is_all_in(to) and not self._armed:
            self._armed = True
            self.raise_button.setProperty("armed", True)
            panel_style.restyle(self.raise_button)
            self.raise_button.setText(self.tr("Confirm all-in %1").replace("%1", shown_amount(to)))
            self.show_message(lambda: self.tr("Press again to go all-in."))
            self._arm_timer.start(speeds.ALL_IN_CONFIRM)
            screen_reader.send(self, f"{self.raise_button.text()}. {self.message.text()}", True)
            return
        self._choose(Action.bet_or_raise(to))

    def _choose(self, action: Action) -> None:
        self.set_waiting(None)
        self.show_message("")
        self.action_chosen.emit(action)

    def _disarm(self) -> None:
        if self._armed:
            self._armed = False
            self.raise_button.setProperty("armed", False)
            panel_style.restyle(self.raise_button)
            self._update_raise_text()
            if self.message.text() == self.tr("Press again to go all-in."):
                self.show_message("")

    def _quick(self, key: str) -> None:
        legal = self.legal
        if legal is None or legal.min_raise_to is None or legal.max_raise_to is None:
            return
        low, high = legal.min_raise_to, legal.max_raise_to
        if key in ("min", "max"):
            to = low if key == "min" else high
        else:
            to = quick_to(self.sizes[key], legal, self._big_blind, self._limpers)
        self.amount.setValue(max(low, min(high, to)))

    def _slider_moved(self, value: int) -> None:
        snapped = snap(value, self.slider.minimum(), self.slider.maximum(), self._small_blind)
        if snapped != value:
            self.slider.blockSignals(True)
            self.slider.setValue(snapped)
            self.slider.blockSignals(False)
        if self.amount.value() != snapped:
            self.amount.setValue(snapped)

    def _amount_changed(self, value: int) -> None:
        self._disarm()
        self.slider.blockSignals(True)
        self.slider.setValue(value)
        self.slider.blockSignals(False)
        self._update_raise_text()

    def _update_raise_text(self) -> None:
        legal = self.legal
        if legal is None or not legal.can_raise:
            self.raise_button.setText(self.tr("Bet"))
            return
        to = self.amount.value()
        if not self._is_all_in(to) and to < (legal.min_raise_to or 0):
            return  # an amount it cannot bet: the button keeps the last it could (Enter says why)
        if self._is_all_in(to):
            self.raise_button.setText(self.tr("All-in %1").replace("%1", shown_amount(to)))
        elif legal.raise_is_bet:
            self.raise_button.setText(self.tr("Bet %1").replace("%1", shown_amount(to)))
        else:
            self.raise_button.setText(self.tr("Raise to %1").replace("%1", shown_amount(to)))


def call_price(panel: ActionPanel) -> int | None:
    """The amount ``panel``'s ticked "Call" pre-action is for (``None``: no price offered)."""
    return panel._call_price
