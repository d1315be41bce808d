"""The lowest layer: typed errors, the frozen-event helper and card encoding.

Everything else in the engine may import these; they import nothing of Felt's."""
