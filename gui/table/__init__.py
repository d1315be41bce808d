"""The table scene: layout in card units, items, the stage and the per-event plans that observe
the table model, the animation queue and the view."""
