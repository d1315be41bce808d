"""What every part of the window shares: translations, animation speeds, card rendering,
game settings and the words for the engine's codes."""
