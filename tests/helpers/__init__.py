"""Helpers shared by the tests, in one place: ``hands`` (decks, seat orders, random and
README hands, the GUI timeout), ``storage`` (sessions saved as the window saves them) and
``german`` (the walk that finds English text in a German window), ``fuzz`` (arbitrary
values and example counts) and ``oracle`` (PokerKit replaying Felt's hands)."""
