"""Running games: the session loop, the built-in players, the bot process, the arena and the
Qt-free table model that every view observes."""
