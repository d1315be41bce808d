"""The coach at the table: what the person can work out from what they see (:mod:`.coach`),
as numbers; the live coach that follows a session (:mod:`.table_coach`); the review of the
person's decisions against the expert's (:mod:`.review`); the person's own view rebuilt from
the events (:mod:`.public_view`), exact showdowns for fast equities (:mod:`.showdowns`) and
position names (:mod:`.positions`)."""
