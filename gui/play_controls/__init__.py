"""The person's controls at the table: the action panel and its amounts, bet sizing, the
person's turn and action clock, pre-actions, fast fold and free fold, show or muck, sit out and
last hand."""
