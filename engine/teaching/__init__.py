"""Teaching: what a person at the table may learn from what they can see (the coach), and
how their own decisions compare with an expert's. Numbers and codes only; the window words
them."""
