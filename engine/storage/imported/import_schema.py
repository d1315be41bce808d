"""The tables of imported hands (one migration step of :mod:`engine.storage.db`).

Kept apart from :mod:`engine.storage.imported.imports` so that the database module can list the step
without importing the module that fills the tables (which imports the database module).

Tests: tests/engine/storage/imported/test_player_rake.py,
tests/engine/storage/imported/test_storage_imports.py, tests/engine/storage/test_jackpot_fees.py
"""

from __future__ import annotations

import sqlite3


def create_imported_hands(db: sqlite3.Connection) -> None:
    """Hands read from other sites' files, their players, and the names the person plays as.

    ``hand_key`` is the site's hand number, or a digest of the hand's content when the file
    has none (PHH hand numbers count within one file): a second import of the same hand finds
    its key taken and adds nothing.
    """
    for statement in ("""
        CREATE TABLE imported_hands (
            id INTEGER PRIMARY KEY,
            site TEXT NOT NULL,            -- pokerstars, phh
            hand_key TEXT NOT NULL,        -- the site's hand number or 'sha256:<digest>'
            hand_id TEXT,                  -- the site's hand number as written
            played_at TEXT,                -- as the file writes it (ISO 8601 when known)
            imported_at REAL NOT NULL,     -- seconds since the epoch
            source TEXT NOT NULL,          -- the file
            table_name TEXT,
            currency TEXT,
            tournament TEXT,
            small_blind TEXT NOT NULL,     -- decimal text in the file's units
            big_blind TEXT NOT NULL,
            scale INTEGER NOT NULL,        -- minor units per unit of the file
            button INTEGER NOT NULL,
            board TEXT NOT NULL,
            players TEXT NOT NULL,         -- [SeatResult] in hand order
            category INTEGER,
            data TEXT NOT NULL,            -- HandData with ReplayOptions: replays exactly
            UNIQUE (site, hand_key)
        )""", """
        CREATE TABLE imported_players (
            hand INTEGER NOT NULL REFERENCES imported_hands(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            net INTEGER NOT NULL,
            vpip INTEGER NOT NULL,
            pfr INTEGER NOT NULL,
            aggressive INTEGER NOT NULL,
            passive INTEGER NOT NULL,
            showdown INTEGER NOT NULL,
            won_showdown INTEGER NOT NULL,
            PRIMARY KEY (hand, seat)
        ) WITHOUT ROWID""",
        "CREATE INDEX imported_players_name ON imported_players(name)",
        """
        CREATE TABLE me_names (
            name TEXT PRIMARY KEY           -- a name the person plays as on other sites
        ) WITHOUT ROWID""",
    ):
        db.execute(statement)


def add_import_details(db: sqlite3.Connection) -> None:
    """Where in its file an imported hand was, and the file's time zone.

    The history shows a PHH hand's section (the ``[3]`` of a ``.phhs``) beside its file, and an
    export writes the hand's time with the zone the file gave it.
    """
    db.execute("ALTER TABLE imported_hands ADD COLUMN section TEXT")
    db.execute("ALTER TABLE imported_hands ADD COLUMN timezone TEXT")


def add_content_keys(db: sqlite3.Connection) -> None:
    """A digest of what every format writes of an imported hand (stacks, forced bets, board,
    actions), so that the same hand read from PHH and from PokerStars text is stored once.

    Hands stored before this step have none (``NULL``): they are still known by their site and
    hand number as before.
    """
    db.execute("ALTER TABLE imported_hands ADD COLUMN content_key TEXT")
    db.execute("CREATE INDEX imported_hands_content ON imported_hands(content_key)")


def add_raw_keys(db: sqlite3.Connection) -> None:
    """A digest of each imported hand's text as its file wrote it (site-text hands only), so
    that importing a file again recognises its hands from the text alone, without parsing or
    replaying them. Hands stored before this step have none and are recognised as before.
    """
    db.execute("ALTER TABLE imported_hands ADD COLUMN raw_key TEXT")


def index_raw_keys(db: sqlite3.Connection) -> None:
    """An index of the imported hands' text keys (:func:`add_raw_keys`), so that an import
    asks the history which of a file's hands it holds a chunk at a time, instead of holding
    every key of the history in memory (a set that grew with the history, some 13 MB at
    100,000 hands)."""
    db.execute("CREATE INDEX imported_hands_raw ON imported_hands(raw_key) "
               "WHERE raw_key IS NOT NULL")


def add_jackpot_fees(db: sqlite3.Connection) -> None:
    """The jackpot (bad-beat) fee a site names apart from its rake (GGPoker's ``| Jackpot
    $0.10``), per imported hand and per player who paid it, in minor units and within the
    rake already kept, so the replayer and the statistics can say "rake $X, jackpot $Y".

    Hands stored before this step get 0: their fee, if any, stays counted in the rake.
    """
    for table in ("imported_hands", "imported_players"):
        columns = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
        if "jackpot" not in columns:
            db.execute(f"ALTER TABLE {table} ADD COLUMN jackpot INTEGER NOT NULL DEFAULT 0")


def add_player_rake(db: sqlite3.Connection) -> None:
    """What the site took from each imported player's winnings (minor units), so that the
    statistics can add up the rake a person paid, per currency.

    Hands stored before this step are given it where the stored results tell it exactly: the
    rake is what the players' results lack to add up to zero, all of it taken from the one
    player who came out ahead (the others paid none); a hand with more than one such player
    (a split pot) keeps ``NULL``, rake not known.
    """
    columns = {row[1] for row in db.execute("PRAGMA table_info(imported_players)")}
    if "rake" not in columns:  # a database another step already gave it
        db.execute("ALTER TABLE imported_players ADD COLUMN rake INTEGER")
    db.execute("""
        UPDATE imported_players SET rake = CASE WHEN net > 0 THEN
            (SELECT -sum(q.net) FROM imported_players q WHERE q.hand = imported_players.hand)
            ELSE 0 END
        WHERE rake IS NULL AND (SELECT count(*) FROM imported_players q
                                WHERE q.hand = imported_players.hand AND q.net > 0) <= 1""")
