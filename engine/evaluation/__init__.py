"""Hand evaluation: lookup tables, hand values, batch evaluation, equity, ranges and outs.

Knows cards but no betting: imports only :mod:`engine.core`."""
