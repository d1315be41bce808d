"""Narration: every event of the table told in one or two plain sentences with the rule
behind it (:mod:`.narrator` and its sentence modules), and where the sentences show at the
live table (:mod:`.narration_view`)."""
