"""The betting tree of a heads-up subgame from the start of the turn or the river.

The solver does not play every legal amount: it plays a *bet menu*, the abstraction every
solver makes. By default a bet is 33 %, 75 % or 150 % of the pot or all-in, a raise goes to
2.5 times the bet faced or all-in, and a street has at most three bets; Pot-Limit caps every
size at the pot, Fixed-Limit has one size and a cap of four bets, as Felt's rules do. Amounts
are whole chips; a size that rounds below the big blind is the big blind, one that reaches the
stack is the all-in (sizes that come out equal are played once).

Player 0 acts first on every street (out of position), player 1 second. Contributions are
counted from the start of the subgame; the pot already in the middle is ``pot``.

>>> tree = build_tree(TreeSpec(pot=100, stack=100, streets=1, big_blind=2))
>>> [a.label for a in tree.root.actions]
['check', 'bet 33', 'bet 75', 'all-in 100']
>>> tree.counts()["action"] > 5
True
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field

from engine.core.errors import ConfigError
from engine.rules.config import Betting

__all__ = ["Action", "BetMenu", "Node", "Tree", "TreeSpec", "build_tree"]


@dataclass(frozen=True)
class BetMenu:
    """The sizes the solver considers: bets as fractions of the pot, raises as multiples of
    the bet faced, whether all-in is always offered, and the most bets on one street."""

    bets: tuple[float, ...] = (0.33, 0.75, 1.5)
    raises: tuple[float, ...] = (2.5,)
    all_in: bool = True
    max_bets: int = 3
    #: Player 0's own sizes when they differ (the analytic games give one player none).
    first_bets: tuple[float, ...] | None = None

    def bets_of(self, player: int) -> tuple[float, ...]:
        return self.first_bets if player == 0 and self.first_bets is not None else self.bets


#: The river's menu when a turn is solved: every river is played at once under every turn
#: line, so each size on it multiplies the work by the 48 rivers; one bet of three quarters
#: of the pot and the all-in (raises all in) keep a turn solve in seconds, where the turn's
#: own full menu is what the player chooses from now.
LATER_STREET_MENU = BetMenu(bets=(0.75,), raises=(), all_in=True, max_bets=2)


#: Fixed-Limit's cap: a bet and three raises on a street.
FIXED_LIMIT_CAP = 4


@dataclass(frozen=True)
class TreeSpec:
    """What the tree depends on: chips in the middle, the effective stack behind, how many
    streets are left (1: the river, 2: the turn and the river), the big blind (the smallest
    bet, and Fixed-Limit's bet on these streets is two of them), the betting and the menu."""

    pot: int
    stack: int
    streets: int
    big_blind: int = 1
    betting: Betting = Betting.NO_LIMIT
    menu: BetMenu = field(default_factory=BetMenu)
    #: The menu of the river when the turn is solved (see :data:`LATER_STREET_MENU`).
    later: BetMenu = LATER_STREET_MENU

    def menu_of(self, street: int) -> BetMenu:
        return self.menu if street == 0 else self.later

    def __post_init__(self) -> None:
        if self.betting is Betting.SPREAD_LIMIT:
            raise ConfigError("bad_solver_spot", "the solver plays No-Limit, Pot-Limit and "
                              "Fixed-Limit", betting=self.betting.value)
        if self.pot <= 0 or self.stack < 0 or self.big_blind <= 0 or self.streets not in (1, 2):
            raise ConfigError("bad_solver_spot", "a positive pot and big blind, a stack of zero "
                              "or more, and one or two streets to play", pot=self.pot,
                              stack=self.stack, streets=self.streets)


@dataclass(frozen=True)
class Action:
    """One choice: ``kind`` is fold, check, call, bet, raise or all-in; ``to`` the player's
    total on this street after it."""

    kind: str
    to: int = 0

    @property
    def label(self) -> str:
        return self.kind if self.kind in ("fold", "check", "call") else f"{self.kind} {self.to}"

    @property
    def aggressive(self) -> bool:
        return self.kind in ("bet", "raise", "all-in")


@dataclass(eq=False)
class Node:
    """A point of the tree. ``kind`` is ``action`` (``player`` chooses among ``actions``,
    reaching ``children``), ``fold`` (``player`` folded), ``showdown`` or ``chance`` (the river
    is dealt; its one child is played on every river at once). ``spent`` is what each player
    has put in since the subgame began; ``street`` counts from 0; ``index`` numbers action
    nodes for the solver's tables."""

    kind: str
    spent: tuple[int, int]
    street: int
    player: int = 0
    actions: list[Action] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)
    index: int = -1
    history: tuple[str, ...] = ()


@dataclass
class Tree:
    root: Node
    spec: TreeSpec
    action_nodes: list[Node]

    def counts(self) -> dict[str, int]:
        found: dict[str, int] = {}
        stack = [self.root]
        while stack:
            node = stack.pop()
            found[node.kind] = found.get(node.kind, 0) + 1
            stack.extend(node.children)
        return found

    def find(self, history: tuple[str, ...]) -> Node:
        """The node reached by the action labels in ``history`` (``"river"`` for the card)."""
        node = self.root
        for label in history:
            if node.kind == "chance" and label == "river":
                node = node.children[0]
                continue
            labels = [a.label for a in node.actions]
            if label not in labels:
                raise ConfigError("solver_no_such_line", f"no action {label!r} here",
                                  label=label, offered=labels)
            node = node.children[labels.index(label)]
        return node


class _Builder:
    def __init__(self, spec: TreeSpec) -> None:
        self.spec = spec
        self.action_nodes: list[Node] = []

    def street(self, street: int, spent: int, history: tuple[str, ...]) -> Node:
        return self.act(street, (spent, spent), (0, 0), 0, 0, False, history)

    def street_over(self, street: int, spent: tuple[int, int],
                    history: tuple[str, ...]) -> Node:
        assert spent[0] == spent[1]
        if street + 1 >= self.spec.streets:
            return Node("showdown", spent, street, history=history)
        chance = Node("chance", spent, street, history=history)
        if spent[0] >= self.spec.stack:  # all in: the river is dealt, nobody acts
            chance.children.append(Node("showdown", spent, street + 1,
                                        history=(*history, "river")))
        else:
            chance.children.append(self.street(street + 1, spent[0], (*history, "river")))
        return chance

    def act(self, street: int, spent: tuple[int, int], bets: tuple[int, int], player: int,
            n_bets: int, checked: bool, history: tuple[str, ...]) -> Node:
        spec = self.spec
        node = Node("action", spent, street, player=player, history=history)
        node.index = len(self.action_nodes)
        self.action_nodes.append(node)
        other = 1 - player
        to_call = bets[other] - bets[player]
        behind = spec.stack - spent[player]
        pot_now = spec.pot + spent[0] + spent[1]
        options: list[Action] = []
        if to_call == 0:
            options.append(Action("check"))
        else:
            options.append(Action("fold"))
            options.append(Action("call", bets[other]))
        opponent_all_in = spec.stack - spent[other] == 0
        menu = spec.menu_of(street)
        if behind > to_call and not opponent_all_in and n_bets < self._cap(menu):
            for to in self._sizes(menu, player, bets, to_call, behind, pot_now):
                kind = "all-in" if to - bets[player] >= behind else (
                    "bet" if to_call == 0 and bets[other] == 0 else "raise")
                options.append(Action(kind, to))
        for action in options:
            line = (*history, action.label)
            if action.kind == "fold":
                child = Node("fold", spent, street, player=player, history=line)
            elif action.kind == "check":
                if checked:
                    child = self.street_over(street, spent, line)
                else:
                    child = self.act(street, spent, bets, other, n_bets, True, line)
            elif action.kind == "call":
                now = (spent[0], spent[1])
                paid = min(to_call, behind)
                now = (now[0] + paid, now[1]) if player == 0 else (now[0], now[1] + paid)
                child = self.street_over(street, now, line)
            else:
                paid = action.to - bets[player]
                now = (spent[0] + paid, spent[1]) if player == 0 else (spent[0], spent[1] + paid)
                new_bets = (action.to, bets[1]) if player == 0 else (bets[0], action.to)
                child = self.act(street, now, new_bets, other, n_bets + 1, True, line)
            node.actions.append(action)
            node.children.append(child)
        return node

    def _cap(self, menu: BetMenu) -> int:
        return FIXED_LIMIT_CAP if self.spec.betting is Betting.FIXED_LIMIT else menu.max_bets

    def _sizes(self, menu: BetMenu, player: int, bets: tuple[int, int], to_call: int,
               behind: int, pot_now: int) -> list[int]:
        """The street totals the player may bet or raise to, smallest first, no repeats."""
        spec = self.spec
        mine, faced = bets[player], bets[1 - player]
        all_in = mine + behind
        last_raise = max(faced - min(bets), spec.big_blind)
        smallest = faced + last_raise if faced else spec.big_blind
        if spec.betting is Betting.FIXED_LIMIT:
            step = 2 * spec.big_blind
            return [min(faced + step, all_in)]
        wanted: list[int] = []
        if faced == 0:
            wanted = [round(f * pot_now) for f in menu.bets_of(player)]
        else:
            wanted = [round(m * faced) for m in menu.raises]
        largest = all_in
        if spec.betting is Betting.POT_LIMIT:
            # A pot-sized raise: call first, then raise by the pot that makes.
            largest = min(all_in, faced + pot_now + to_call)
        sizes = {min(max(w, smallest), largest) for w in wanted}
        if menu.all_in or spec.betting is Betting.POT_LIMIT:
            sizes.add(largest)
        return sorted(s for s in sizes if s > faced)


def build_tree(spec: TreeSpec) -> Tree:
    """The whole tree of ``spec``; action nodes numbered in the order they were built."""
    builder = _Builder(spec)
    root = builder.street(0, 0, ())
    return Tree(root, spec, builder.action_nodes)
