"""Helpers shared by the tests, in one place: ``hands`` (decks, seat orders, random and
README hands, the GUI timeout), ``storage`` (sessions saved as the window saves them),
``german`` (the walk that finds English text in a German window), ``fuzz`` (arbitrary values
and example counts), ``oracle`` (PokerKit replaying Felt's hands) and ``decisions`` (every bot
decision over seeded tables, pinned by digests)."""
