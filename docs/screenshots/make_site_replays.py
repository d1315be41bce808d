"""The replayer on one imported hand of each site, to check it shows the hand as its file says.

``QT_QPA_PLATFORM=offscreen python docs/screenshots/make_site_replays.py [OUT_DIR] [--told]``
imports our own test files of the eight sites Felt reads (``tests/data/sites/``, written by
us) into a scratch database, opens in the replayer the hand chosen for each site (a dead blind,
a straddle or a live post where our files have one, an all-in, a show or a muck, the rake) and
saves it in English and German at 1024x600 and 1920x1080: at the step after the forced bets
(``blinds``) and at the last step (``end``), as ``SITE_STEP_LANGUAGE_WxH.png`` in ``OUT_DIR``.
Without ``OUT_DIR`` it saves only the shots the docs show (``DOCS``) in
``docs/screenshots/imports/sites``. With ``--told`` it prints every step's caption too, to
compare with the file's text. ``docs/imports.md`` ("The replayer, site by site") says what
each one shows.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from engine.storage.imported.imports import import_files  # noqa: E402
from engine.storage.store import IMPORTED  # noqa: E402
from engine.storage.store import Store  # noqa: E402
from gui.base import i18n  # noqa: E402
from gui.history.history_panel import HistoryPanel  # noqa: E402
from gui.history.replayer import ReplayerWindow  # noqa: E402

SITES = ROOT / "tests" / "data" / "sites"
SIZES = ((1024, 600), (1920, 1080))
DOCS = ("pokerstars_blinds",)  # a dead blind and two big blinds out of turn, EN and DE


@dataclass(frozen=True)
class SiteHand:
    """The hand shown for a site: ``name`` names the PNGs, ``file`` is under ``SITES``,
    ``hand_id`` is the site's number of the hand."""

    name: str
    file: str
    hand_id: str


HANDS = (
    # a live big blind posted out of turn, small & big blinds posted by a player coming back
    # (the small one dead), a player sitting out, rake, an uncalled bet and no show
    SiteHand("pokerstars", "stars_variants.txt", "60000000005"),
    # a dead small blind and a live big blind from the button, rake $0, a muck
    SiteHand("fulltilt", "fulltilt_more.txt", "22400000006"),
    # "posts big blind + dead", a raise, an uncalled bet, no show
    SiteHand("partypoker", "party_shapes.txt", "1650000000004"),
    # all-in, cards shown at showdown, rake
    SiteHand("ipoker", "ipoker_text.txt", "660000005"),
    # all-in, showdown, rake
    SiteHand("winamax", "winamax_hands.txt", "18876587-492054-1695486700"),
    # a dead blind ("[0,01 $ + 0,02 $]"), an all-in raise, "did not show"
    SiteHand("pacific", "888_more.txt", "900000001"),
    # a live post and a straddle, rake, an uncalled bet
    SiteHand("wpn", "wpn_hands.txt", "160000104"),
    # the older "Game started at:" text: a live post, a straddle, an all-in, shows, rake
    SiteHand("wpn_classic", "wpn_classic_hands.txt", "500000004"),
    # a straddle, a show and a muck at showdown, rake and jackpot fee
    SiteHand("ggpoker", "gg_hands.txt", "HD100000004"),
)


def open_hand(panel: HistoryPanel, hand_id: str) -> ReplayerWindow:
    """The replayer of the imported hand the site numbered ``hand_id``."""
    row = next(r for r in range(panel.proxy.rowCount())
               if (o := panel._record(r).origin) is not None and o.hand_id == hand_id)
    replayer = panel.replay(row)
    assert replayer is not None, hand_id
    return replayer


def told(replayer: ReplayerWindow) -> str:
    """Every step's caption, numbered, one block a step."""
    blocks = []
    for k in range(len(replayer.steps)):
        replayer.go_to(k)
        blocks.append(f"[{k + 1}] " + replayer.caption.text())
    return "\n".join(blocks)


def shoot(app: QApplication, panel: HistoryPanel, out: Path, language: str,
          print_told: bool, only: tuple[str, ...] | None) -> None:
    """Every chosen hand in ``language`` (``only``: the site-and-step names to save)."""
    i18n.apply(language, app)
    for site in HANDS:
        replayer = open_hand(panel, site.hand_id)
        if print_told:
            print(f"===== {site.name} {site.hand_id} ({language})\n{told(replayer)}")
        for step_name, step in (("blinds", 0), ("end", len(replayer.steps) - 1)):
            if only is not None and f"{site.name}_{step_name}" not in only:
                continue
            for width, height in SIZES:
                replayer.resize(width, height)
                app.processEvents()
                replayer.go_to(len(replayer.steps) - 1 - step)  # rebuilt at this size
                replayer.go_to(step)
                app.processEvents()
                replayer.grab().save(
                    str(out / f"{site.name}_{step_name}_{language}_{width}x{height}.png"))
        replayer.close()


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--told"]
    out = Path(args[0]) if args else Path(__file__).parent / "imports" / "sites"
    only = None if args else DOCS
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    store = Store.open(Path(os.environ["FELT_DATA_DIR"]) / "shots.db")
    import_files(store, sorted({SITES / h.file for h in HANDS}))  # some refused on purpose
    panel = HistoryPanel(store)
    panel.show_session(IMPORTED)
    for language in ("en", "de"):
        shoot(app, panel, out, language, "--told" in sys.argv, only)
    panel.close()
    store.close()


if __name__ == "__main__":
    main()
