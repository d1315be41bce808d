"""The table scene: layout in card units, items, the animation queue and the view."""
