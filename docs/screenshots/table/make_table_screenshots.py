"""Screenshots of the table as a regular reads it (issue 14), in English and German.

Run ``python docs/screenshots/table/make_table_screenshots.py``: it starts itself once per
picture with the offscreen platform and writes ``docs/screenshots/table/<size>-<lang>.png``:
1024x600, 1280x720 with the hand-history dock open, and 2560x1440 (amounts in big blinds);
position labels on every seat.

The hand: six players, the person (1,500 chips) moves all-in, three calling stations with
200, 600 and 1,500 chips call, two fold: a main pot and two side pots at the showdown.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUT = Path(__file__).resolve().parent
SHOTS = {  # name: (width, height, the history dock open)
    "1024x600": (1024, 600, False),
    "1280x720-history": (1280, 720, True),
    "2560x1440": (2560, 1440, False),
}


def shoot(width: int, height: int, language: str, history: bool, path: Path) -> None:
    """The same showdown as ``docs/screenshots/make_screenshots.py``, with the table's marks."""
    sys.path.insert(0, str(OUT.parent))
    from make_screenshots import shoot as showdown

    showdown(width, height, path, language, history, table_marks=True)


def main() -> None:
    if len(sys.argv) == 6 and sys.argv[1] == "--one":
        w, _, h = sys.argv[2].partition("x")
        shoot(int(w), int(h), sys.argv[3], sys.argv[4] == "history", Path(sys.argv[5]))
        return
    for name, (w, h, history) in SHOTS.items():
        for language in ("en", "de"):
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       FELT_DATA_DIR=tempfile.mkdtemp(prefix="felt-shots-"))
            target = OUT / f"{name}-{language}.png"
            subprocess.run([sys.executable, __file__, "--one", f"{w}x{h}", language,
                            "history" if history else "-", str(target)], env=env, check=True,
                           cwd=ROOT)
            print(target)


if __name__ == "__main__":
    main()
