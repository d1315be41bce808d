"""Each person's own hands and figures in a hot-seat game (engine/storage/people.py): the
hands of the seats a name played as a person, each with that seat's cards and result, and
the figures summed over exactly those seats, apart from a computer player of the same name."""

from __future__ import annotations

from engine.storage.people import people
from engine.storage.people import person_hands
from engine.storage.people import person_stats
from engine.storage.store import Store
from tests.helpers.storage import play_hot_seat_into
from tests.helpers.storage import play_into

HANDS = 8


def test_people_are_found_with_their_seats_and_bots_of_the_same_name_are_not(
        store: Store) -> None:
    hot = play_hot_seat_into(store, HANDS, seed=3)
    alone = play_into(store, "alone", HANDS, seed=4)  # "You" against Ada and Bruno, bots
    assert {s.players for s in store.list_sessions() if s.id == alone} == {
        ("You", "Ada", "Bruno")}
    assert people(store) == {"Ada": {hot: 0}, "Bruno": {hot: 1}, "You": {alone: 0}}


def test_a_persons_hands_are_as_they_saw_them_and_their_figures_as_the_store_counts(
        store: Store) -> None:
    hot = play_hot_seat_into(store, HANDS, seed=3)
    play_into(store, "alone", HANDS, seed=4)
    seats = people(store)
    everything = store.hands()
    bruno = person_hands(everything, seats["Bruno"])
    ada = person_hands(everything, seats["Ada"])
    assert len(bruno) == len(ada) == len(store.hands(hot)) >= HANDS
    for mine, theirs in zip(bruno, ada, strict=True):
        assert mine.person_seat == 1 and theirs.person_seat == 0
        me = mine.person
        assert me is not None and me.name == "Bruno"
        assert mine.result == ("won" if me.net > 0 else "lost" if me.net < 0 else "even")
        assert mine.person_cards != theirs.person_cards
    # Within the hot-seat session every name is one seat: the store's figures by name agree.
    by_name = {row.name: row for row in store.stats(hot)}
    for name, hands in (("Bruno", bruno), ("Ada", ada)):
        figures = person_stats(name, hands)
        assert figures is not None and figures.is_person
        row = by_name[name]
        assert (figures.hands, figures.vpip, figures.pfr, figures.aggression,
                figures.showdowns, figures.showdowns_won, figures.net) == (
            row.hands, row.vpip, row.pfr, row.aggression, row.showdowns, row.showdowns_won,
            row.net)
    # Bruno raised before the flop whenever he could; Ada never did.
    bruno_figures, ada_figures = person_stats("Bruno", bruno), person_stats("Ada", ada)
    assert bruno_figures is not None and ada_figures is not None
    assert bruno_figures.pfr > 0.5 and ada_figures.pfr == 0
    # Over all sessions the store adds the computer player called Bruno; the person's own
    # figures do not.
    merged = next(r for r in store.stats() if r.name == "Bruno")
    assert merged.hands > bruno_figures.hands
    assert person_stats("Nobody", []) is None

