"""The lowest layer: typed errors, the frozen-event helper, card encoding and the one way to
run work in other processes (:mod:`engine.core.processes`).

Everything else in the engine may import these; they import nothing of Felt's."""
