"""Teaching at the table: the coach dock, the bots' reasons and the review of your decisions."""
