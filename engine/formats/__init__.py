"""Hand-history formats (PHH, PokerStars): reading and writing hands as text.

Imports the rules, never the playing or storage layers."""
