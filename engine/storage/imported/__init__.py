"""Hands imported from other sites: the command, the worker processes that read them, their
tables, and writing them out again as their site wrote them."""
