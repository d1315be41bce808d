"""The keyboard: the settings of the action keys, and the reading keys that say the table aloud."""
