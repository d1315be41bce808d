"""Seeing options: the card faces, colours and sizes a person who sees less well picks, and the
settings box that holds them."""
