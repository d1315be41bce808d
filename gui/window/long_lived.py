"""Keep what lives as long as the window or the game out of the garbage collector's passes.

A full pass of the collector scans every object Python tracks: with the window, the scene,
the docks and the engine's tables built, that held the GUI thread for ~30 ms, whenever the
collector chose to run one during play. :func:`settle` collects what is garbage now and
freezes the rest (``gc.freeze``), so later passes skip it.

It runs twice: when the window is built (start-up work, before the person sees the table)
and when a game starts (the seats, the engine thread). The second pass then scans only what
was made since the first, a few milliseconds; when it ran only at the game's start it scanned
everything, the longest block on the GUI thread as the first game began
(``bench/sound_stalls.py``).
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect the garbage, then keep everything still alive out of later passes."""
    gc.collect()
    gc.freeze()
