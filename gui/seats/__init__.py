"""What the seat plates tell: the opponents' statistics from the saved hands, the person's notes
and colour marks on a seat."""
