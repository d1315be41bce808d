"""Saved tournaments and the hands of the person's tournament table."""
