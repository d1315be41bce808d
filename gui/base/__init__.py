"""What every part of the window shares: translations, animation speeds, card rendering,
game settings, the words for the engine's codes and the hand log's sentences."""
