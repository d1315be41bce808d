"""The teaching table's voice: every engine event told in one or two plain sentences, with the
rule behind it, and a note of what the table should point at.

The narrator is an observer like the hand log: it is fed the same events in order and keeps
only what its sentences need (the button, the blinds, who is all-in and for how much, the size
of the last full raise, the hands shown). Every event type is dispatched through the explicit
mapping :data:`Narrator.HANDLERS`, which a test walks in both languages.

Sentences are whole (German declines differently where English glues), with ``%1`` placeholders
filled by names, amounts in the locale's grouping (:func:`gui.base.texts.chips`) and hand
names (:func:`gui.base.texts.hand_name`).

Tests: tests/gui/teaching/narration/test_narration_detail.py,
tests/gui/teaching/narration/test_narration_words.py,
tests/gui/teaching/narration/test_narration_you.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import Rebought
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandEnded
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from gui.base import log_words
from gui.base.texts import chips
from gui.base.texts import hand_name
from gui.teaching.narration import action_sentences as said
from gui.teaching.narration import brief_sentences as brief
from gui.teaching.narration.narration import Highlight
from gui.teaching.narration.narration import Narration
from gui.teaching.narration.narration import cards_text
from gui.teaching.narration.narration import fill as _fill
from gui.teaching.narration.narration import join_names
from gui.teaching.narration.narration import names_you_last
from gui.teaching.narration.pot_sentences import side_pot_sentence
from gui.teaching.narration.pot_sentences import split_sentence
from gui.teaching.narration.rule_sentences import bet_rule
from gui.teaching.narration.rule_sentences import blind_sentence
from gui.teaching.narration.rule_sentences import raise_rule
from gui.teaching.narration.session_narration import tell_bot
from gui.teaching.narration.session_narration import tell_game_over
from gui.teaching.narration.session_narration import tell_person
from gui.teaching.narration.session_narration import tell_rebought
from gui.teaching.narration.session_narration import tell_wrapped

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class Narrator:
    """Turns events into :class:`Narration`; feed it every event of a session in order.

    :param names: player names by seat.
    :param person: the seat of the one person at the screen, who is told "you" (a hot-seat
        table names everyone, so it has none).
    :param detail: how much is said, one of :data:`brief_sentences.DETAILS`: ``"full"`` every
        rule every time, ``"learn"`` every rule in the first hands, ``"short"`` short
        sentences for what comes many times a hand. The cards dealt tell their rule once a
        hand in any case.
    :param hands_before: hands already told by another narrator (a retelling of the hand so
        far is as brief as the live table's).
    """

    def __init__(self, names: Mapping[int, str], person: int | None = None,
                 detail: str = "learn", hands_before: int = 0) -> None:
        self.names = dict(names)
        self.person = person
        self.detail = detail
        self.hands = hands_before  # hands begun
        self._dealt_told: set[int] = set()  # hole cards (0, 1) whose rule this hand told
        self._button: int | None = None
        self._heads_up = False
        self._everyone_antes = False  # the hand's ante is everyone's (not one seat's)
        self._blinds: dict[int, str] = {}  # "small" or "big" by seat
        self._betting = "nl"
        self._big_blind = 0
        self._top = 0  # highest bet in the current round
        self._full_raise = 0  # size of the last full bet or raise in the round
        self._bets: dict[int, int] = {}  # this round's bet by seat
        self._put_in: dict[int, int] = {}  # chips each seat put in during the hand
        self._pot_count = 0
        self._shown: dict[int, HandShown] = {}
        self._someone_showed = False

    def narrate(self, event: object) -> Narration | None:
        """The narration of ``event``, or ``None`` for an object that is no engine event."""
        handler = self.HANDLERS.get(type(event))
        if handler is None:
            return None
        told = handler(self, event)
        short = self._short(event)
        return told if short is None else Narration(short, told.highlight)

    @property
    def brief(self) -> bool:
        """Short sentences now: the person chose them, or has heard the rules long enough."""
        return self.detail == "short" or (self.detail == "learn" and self.hands > brief.RULE_HANDS)

    def _short(self, event: object) -> str | None:
        """The short sentence for ``event`` instead of its rule, or ``None`` for the rule."""
        if isinstance(event, HoleCardDealt):
            if event.index not in self._dealt_told and not self.brief:
                self._dealt_told.add(event.index)
                return None  # the rule, once a hand
            return brief.hole_card(event, self.name(event.seat), event.seat == self.person)
        seat = getattr(event, "seat", None)
        return brief.short(event, self.name(seat) if seat is not None else "",
                           seat is not None and seat == self.person) if self.brief else None

    # ------------------------------------------------------------------ helpers

    def name(self, seat: int) -> str:
        return self.names.get(seat, "?")

    def _pick(self, seat: int, third: str, second: str) -> str:
        """The sentence about ``seat``: in the second person when it is the person's."""
        return second if seat == self.person else third

    def _join(self, seats: Sequence[int]) -> str:
        """Several players in a sentence, the person last as "you"."""
        return join_names(names_you_last(self.names, seats, self.person))

    def _others(self, seats: Sequence[int]) -> str:
        """The players of ``seats`` but the person, for "Ada, Bruno and you ..." sentences."""
        return ", ".join(self.name(s) for s in seats if s != self.person)

    def _put(self, seat: int, amount: int) -> None:
        self._put_in[seat] = self._put_in.get(seat, 0) + amount

    # ------------------------------------------------------------------ the deal

    def _hand_started(self, e: HandStarted) -> Narration:
        self._button = e.button
        self.hands += 1
        self._dealt_told = set()
        self._heads_up = len(e.seats) == 2
        self._everyone_antes = e.ante > 0
        self._blinds = {}
        self._betting = e.betting
        self._big_blind = e.big_blind
        self._top = self._full_raise = 0
        self._bets, self._put_in, self._shown = {}, {}, {}
        self._pot_count = 0
        self._someone_showed = False
        #: %1 a player's name, %2 the hand's number
        text = _fill(self._pick(e.button, translate(
            "Narrator", "%1 has the dealer button for hand %2. After every hand the button moves "
            "clockwise to the next player still in the game, so everyone deals in turn."),
            #: said to the person; %2 the hand's number
            translate("Narrator", "You have the dealer button for hand %2. After every hand the "
                      "button moves clockwise to the next player still in the game, so everyone "
                      "deals in turn.")),
            self.name(e.button), str(e.hand_number))
        return Narration(text, Highlight("button", (e.button,)))

    def _ante(self, e: AntePosted) -> Narration:
        self._put(e.seat, e.amount)
        if not self._everyone_antes:
            #: an ante of one seat only (a big-blind or button ante); %1 a player's name,
            #: %2 an amount
            text = _fill(self._pick(e.seat, translate("Narrator", "%1 posts an ante of %2."),
                                    #: said to the person, an ante of their seat only
                                    translate("Narrator", "You post an ante of %2.")),
                         self.name(e.seat), chips(e.amount))
            return Narration(text, Highlight("ante", (e.seat,)))
        #: %1 a player's name, %2 an amount
        text = _fill(self._pick(e.seat, translate(
            "Narrator", "%1 posts an ante of %2: every player puts in the ante before the cards "
            "are dealt."),
            #: said to the person; %2 an amount
            translate("Narrator", "You post an ante of %2: every player puts in the ante before "
                      "the cards are dealt.")), self.name(e.seat),
                     chips(e.amount))
        return Narration(text, Highlight("ante", (e.seat,)))

    def _blind(self, e: BlindPosted) -> Narration:
        self._put(e.seat, e.amount)
        self._bets[e.seat] = e.amount
        self._blinds[e.seat] = e.blind
        self._top = max(self._top, e.amount)
        self._full_raise = self._big_blind
        who, amount = self.name(e.seat), chips(e.amount)
        text = blind_sentence(e.blind, self._heads_up, e.seat == self.person)
        text = _fill(text, who, amount)
        if e.all_in:
            #: after a forced bet that took a player's last chip; %1 a player's name
            text += " " + _fill(self._pick(
                e.seat, translate("Narrator", "%1 has no chips left and is all-in."),
                #: said to the person after a forced bet that took their last chip
                translate("Narrator", "You have no chips left and are all-in.")), who)
        code = "small_blind" if e.blind == "small" else "big_blind"
        return Narration(text, Highlight(code, (e.seat,)))

    def _hole_card(self, e: HoleCardDealt) -> Narration:
        if e.index == 0:
            #: %1 a player's name
            text = self._pick(e.seat, translate(
                "Narrator", "%1 gets a first card face down: the cards are dealt one at a time, "
                "clockwise from the left of the button."),
                #: said to the person
                translate("Narrator", "You get a first card face down: the cards are dealt one "
                          "at a time, clockwise from the left of the button."))
        else:
            #: %1 a player's name
            text = self._pick(e.seat, translate(
                "Narrator", "%1 gets a second card: each player holds two hole cards that only "
                "they may look at."),
                #: said to the person
                translate("Narrator", "You get a second card: each player holds two hole cards "
                          "that only they may look at."))
        return Narration(_fill(text, self.name(e.seat)), Highlight("hole_cards", (e.seat,)))

    def _burned(self, e: CardBurned) -> Narration:
        if e.street is Street.FLOP:
            text = translate("Narrator", "The dealer burns the top card face down before the "
                             "flop, so nobody can profit from a glimpse of it.")
        elif e.street is Street.TURN:
            text = translate("Narrator", "The dealer burns another card face down before the "
                             "turn.")
        else:
            text = translate("Narrator", "The dealer burns a last card face down before the "
                             "river.")
        return Narration(text, Highlight("burn", cards=(e.card,)))

    def _board(self, e: BoardDealt) -> Narration:
        if e.run == 2:
            #: a board run twice; %1 the cards dealt again for the second board
            text = translate("Narrator", "The board is run a second time: %1. Each pot is "
                             "paid half on each board.")
        elif e.street is Street.FLOP:
            #: %1 three cards, e.g. "K♠ 7♦ 2♣"
            text = translate("Narrator", "The flop: %1. These three community cards belong to "
                             "every player's hand.")
        elif e.street is Street.TURN:
            #: %1 one card
            text = translate("Narrator", "The turn: %1, the fourth community card.")
        else:
            #: %1 one card
            text = translate("Narrator", "The river: %1, the fifth and last community card.")
        return Narration(_fill(text, cards_text(e.cards)), Highlight("board", cards=e.cards))

    # ------------------------------------------------------------------ betting

    def _round(self, e: BettingRoundStarted) -> Narration:
        if e.street is Street.PREFLOP:
            self._full_raise = self._big_blind
            if self._heads_up:
                text = translate("Narrator", "The first betting round: with only two players, "
                                 "the button acts first before the flop and last after it.")
            else:
                text = translate("Narrator", "The first betting round begins with the player "
                                 "left of the big blind; the big blind acts last.")
            return Narration(text, Highlight("big_blind"))
        self._top = self._full_raise = 0
        self._bets = {}
        #: %1 the chips in the pot
        text = _fill(translate("Narrator", "A new betting round with %1 in the pot: the first "
                               "player still in the hand left of the button acts first."),
                     chips(e.pot))
        return Narration(text, Highlight("pot"))

    def _action(self, e: ActionTaken) -> Narration:
        before = self._top
        live = self._bets.get(e.seat, 0) > 0  # a blind in this round, before it acts
        self._put(e.seat, e.amount)
        self._bets[e.seat] = e.to
        increment = e.to - before
        if e.action in ("bet", "raise"):
            self._top = max(self._top, e.to)
        who, you = self.name(e.seat), e.seat == self.person
        highlight = Highlight("bet", (e.seat,))
        if e.action == "fold":
            return Narration(_fill(said.fold(you), who), Highlight("hole_cards", (e.seat,)))
        if e.action == "check":
            blind = self._blinds.get(e.seat, "small") if live else None  # only pre-flop
            return Narration(_fill(said.check(you, blind), who), Highlight("actor", (e.seat,)))
        if e.action == "call":
            text = said.call(you, e.all_in, complete=e.to >= self._top)
            return Narration(_fill(text, who, chips(e.amount)), highlight)
        short = e.all_in and e.action == "raise" and increment < self._full_raise
        if not short and increment >= self._full_raise:
            self._full_raise = increment
        if e.all_in:
            text = _fill(said.all_in(you, short, self._betting), who, chips(e.to),
                         chips(increment), chips(self._full_raise))
        elif e.action == "bet":
            text = _fill(bet_rule(self._betting, you), who, chips(e.to),
                         chips(self._big_blind))
        else:
            text = _fill(raise_rule(self._betting, you, self._heads_up),
                         who, chips(e.to), chips(increment))
        return Narration(text, highlight)

    def _returned(self, e: BetReturned) -> Narration:
        self._put(e.seat, -e.amount)
        #: %1 a player's name, %2 an amount
        text = _fill(self._pick(e.seat, translate(
            "Narrator", "%1 takes back %2: nobody called that part of the bet, so it was never "
            "at risk."),
            #: said to the person; %2 an amount
            translate("Narrator", "You take back %2: nobody called that part of the bet, so it "
                      "was never at risk.")), self.name(e.seat),
                     chips(e.amount))
        return Narration(text, Highlight("stack", (e.seat,)))

    def _collected(self, e: BetsCollected) -> Narration:
        pots = e.pots
        new = len(pots) > self._pot_count
        known = self._pot_count
        self._pot_count = len(pots)
        if len(pots) == 1:
            #: %1 an amount
            text = _fill(translate("Narrator", "The bets go into the pot, which now holds %1."),
                         chips(pots[0].amount))
            return Narration(text, Highlight("pot"))
        if not new:
            #: %1 the main pot's amount, %2 the side pots' amounts ("140, 60")
            text = _fill(translate("Narrator", "The bets are collected: the main pot holds %1, "
                                   "the side pots %2."), chips(pots[0].amount),
                         ", ".join(chips(p.amount) for p in pots[1:]))
            return Narration(text, Highlight("pot"))
        sentences = []
        for k in range(max(1, known), len(pots)):
            all_in = [s for s in pots[k - 1].eligible if s not in pots[k].eligible]
            who = self._others(all_in) if self.person in all_in else self._join(all_in)
            put = chips(self._put_in.get(all_in[0], 0)) if all_in else ""
            sentences.append(_fill(side_pot_sentence(all_in, self.person), who, put,
                                   chips(pots[k].amount), self._join(pots[k].eligible)))
        #: %1 the main pot's amount
        sentences.append(_fill(translate("Narrator", "The main pot of %1 can be won by everyone "
                                         "still in the hand."), chips(pots[0].amount)))
        return Narration(" ".join(sentences), Highlight("pot"))

    # ------------------------------------------------------------------ showdown

    def _revealed(self, e: HandsRevealed) -> Narration:
        text = translate("Narrator", "No more betting is possible, so every hand is turned "
                         "face up and the remaining community cards are dealt.")
        return Narration(text, Highlight("hole_cards", tuple(s for s, _ in e.hands)))

    def _show(self, e: HandShown) -> Narration:
        self._shown[e.seat] = e
        values = (self.name(e.seat), cards_text(e.cards), hand_name(e.category, e.ranks))
        if not self._someone_showed:
            #: %1 a player's name, %2 two cards, %3 a hand name
            text = self._pick(e.seat, translate(
                "Narrator", "%1 shows first, %2: %3. The last player to bet or raise in the "
                "last betting round shows first; if nobody bet, the first player left of the "
                "button."),
                #: said to the person; %2 two cards, %3 a hand name
                translate("Narrator", "You show first, %2: %3. The last player to bet or raise "
                          "in the last betting round shows first; if nobody bet, the first "
                          "player left of the button."))
        else:
            #: %1 a player's name, %2 two cards, %3 a hand name
            text = self._pick(e.seat, translate(
                "Narrator", "%1 shows %2: %3. The best five of the seven cards count."),
                #: said to the person; %2 two cards, %3 a hand name
                translate("Narrator", "You show %2: %3. The best five of the seven cards "
                          "count."))
        self._someone_showed = True
        return Narration(_fill(text, *values), Highlight("hand", (e.seat,), e.best_five))

    def _mucked(self, e: HandMucked) -> Narration:
        self._someone_showed = True
        #: %1 a player's name
        text = _fill(self._pick(e.seat, translate(
            "Narrator", "%1 does not show: a hand that cannot win may be given up face down."),
            #: said to the person
            translate("Narrator", "You do not show: a hand that cannot win may be given up face "
                      "down.")), self.name(e.seat))
        return Narration(text, Highlight("muck", (e.seat,)))

    def _awarded(self, e: PotAwarded) -> Narration:
        winners = tuple(s for s, _ in e.shares)
        shown = self._shown.get(winners[0])
        cards = shown.best_five if shown is not None else ()
        highlight = Highlight("winning_cards", winners, cards)
        if e.run:  # half a pot on one board of a board run twice: the log's sentence says it
            told = log_words.describe(e, self.names, self.person,
                                      (e.amount,) if self._pot_count <= 1 else ())
            return Narration(told or "", highlight)
        amount = chips(e.amount)
        if e.category is None or shown is None:
            #: %1 a player's name, %2 an amount
            text = _fill(self._pick(winners[0], translate(
                "Narrator", "%1 wins %2 without showing: everyone else folded."),
                #: said to the person; %2 an amount
                translate("Narrator", "You win %2 without showing: everyone else folded.")),
                self.name(winners[0]), amount)
            return Narration(text, highlight)
        hand = hand_name(shown.category, shown.ranks)
        if len(winners) > 1:
            text = split_sentence(e, self.names, self.person)
            return Narration(text, highlight)
        if self._pot_count <= 1:
            #: %1 a player's name, %2 an amount, %3 a hand name
            text = self._pick(winners[0], translate("Narrator", "%1 wins the pot of %2 with %3."),
                              #: said to the person; %2 an amount, %3 a hand name
                              translate("Narrator", "You win the pot of %2 with %3."))
        elif e.pots[0] == 0:
            #: %1 a player's name, %2 an amount, %3 a hand name
            text = self._pick(winners[0], translate(
                "Narrator", "%1 wins the main pot of %2 with %3."),
                #: said to the person; %2 an amount, %3 a hand name
                translate("Narrator", "You win the main pot of %2 with %3."))
        else:
            #: %1 a player's name, %2 an amount, %3 a hand name
            text = self._pick(winners[0], translate(
                "Narrator", "%1 wins a side pot of %2 with %3."),
                #: said to the person; %2 an amount, %3 a hand name
                translate("Narrator", "You win a side pot of %2 with %3."))
        return Narration(_fill(text, self.name(winners[0]), amount, hand), highlight)

    def _ended(self, e: HandEnded) -> Narration:
        del e
        text = translate("Narrator", "The hand is over. For the next one the button moves "
                         "clockwise to the next player still in the game.")
        return Narration(text, Highlight("button", () if self._button is None
                                         else (self._button,)))

    HANDLERS: Mapping[type, Callable[[Narrator, Any], Narration]] = {
        HandStarted: _hand_started,
        AntePosted: _ante,
        BlindPosted: _blind,
        HoleCardDealt: _hole_card,
        CardBurned: _burned,
        BoardDealt: _board,
        BettingRoundStarted: _round,
        ActionTaken: _action,
        BetReturned: _returned,
        BetsCollected: _collected,
        HandsRevealed: _revealed,
        HandShown: _show,
        HandMucked: _mucked,
        PotAwarded: _awarded,
        HandEnded: _ended,
        PersonToAct: lambda n, e: tell_person(n.names, e, named=e.seat != n.person),
        BotToAct: lambda n, e: tell_bot(n.names, e),
        HandWrapped: lambda n, e: tell_wrapped(n.names, e, n.person),
        Rebought: lambda n, e: tell_rebought(n.names, e, n.person),
        GameOver: lambda n, e: tell_game_over(n.names, e, n.person),
    }
    """Each event type and the method that tells it (a test checks none is missing)."""
