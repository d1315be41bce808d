"""One reader per poker site's hand-history text (PokerStars and its family, GGPoker, iPoker,
PartyPoker, WPN, Winamax, Pacific, Full Tilt) and the draft they share (:mod:`.site_draft`);
each gives its hands as :class:`~engine.formats.history_hand.HistoryHand` to the one replay
(:mod:`engine.formats.history_replay`)."""
