"""Tournaments in the window: the person's table among many, the lobby dock, the results screen."""
