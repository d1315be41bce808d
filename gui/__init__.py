"""Felt's window: a Qt table scene driven by the engine on its own thread.

Only this package imports Qt; it renders the frozen events of :mod:`engine` and turns the
engine's codes into translated words.
"""

import ctypes
import sys

if sys.version_info < (3, 12) and sys.implementation.name == "cpython":
    # PySide6 6.12's wheels return None, True and False without taking a reference (fine on
    # 3.12+, where they are immortal). On 3.11 each call drops a reference and a long game
    # ends in "Fatal Python error: none_dealloc". Give these three singletons enough
    # references to never reach zero; they are never freed anyway, so nothing else changes.
    for _singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(_singleton)).value += 1 << 40
