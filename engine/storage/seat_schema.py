"""The schema step for the seats' statistics: more figures per player and hand.

Tests: tests/engine/storage/imported/test_storage_imports.py
"""

from __future__ import annotations

import sqlite3

SEAT_FIGURE_COLUMNS = ("saw_flop", "three_bet_chance", "three_bet")


def add_seat_figures(db: sqlite3.Connection) -> None:
    """Three more figures per player and hand for the seats' statistics (VPIP/PFR/3-bet on
    the table, engine/storage/seat_stats.py): saw the flop, had the chance to re-raise one
    raise before the flop, and did. Hands stored before this step have none (``NULL``) and
    are left out of those figures only. A player's hands are found by the name index the
    history's step made (``hand_players_name``, engine/storage/history_schema.py)."""
    for column in SEAT_FIGURE_COLUMNS:
        db.execute(f"ALTER TABLE hand_players ADD COLUMN {column} INTEGER")
