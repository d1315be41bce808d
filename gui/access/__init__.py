"""The table for assistive technology: an accessible mirror of the table model, spoken
announcements of its events, and their words (docs/accessibility.md)."""
