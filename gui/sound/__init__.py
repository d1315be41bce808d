"""The table's sounds: the player (miniaudio, silent without a device), the sounds chosen for the
table's events, and the settings box."""
