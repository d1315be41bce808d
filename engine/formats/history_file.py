"""Opening a hand-history file so that no file can hang or flood an import.

Only regular files are read: a FIFO would wait for a writer forever (and the window's Cancel
cannot interrupt a blocked ``open``), and a device such as ``/dev/zero`` has no end and no
size. The file is opened without blocking and checked on the open descriptor (a link is
followed once, so what is checked is what is read); whole-file reads take at most the cap
plus one byte, whatever the file claims its size is.

Some clients (Full Tilt, the Winning Poker Network's older one) saved their text as UTF-16
with a byte-order mark: such a file is read as the UTF-8 of its text, so every reader sees
the bytes it reads from any other file.
"""

from __future__ import annotations

import codecs
import io
import os
import stat
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO
from typing import TypeVar

from engine.core.errors import HistoryFileError
from engine.formats.imported import SkippedHand

Item = TypeVar("Item")

READ_CHUNK = 1 << 20  # bytes read at a time
UTF16_MARKS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading in binary, if it is a regular file.

    :raises HistoryFileError: ``not_a_file`` or ``unreadable``, with a sentence naming it.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise HistoryFileError("unreadable", f"{path}: cannot be read "
                               f"({exc.strerror or exc})", where=str(path),
                               reason=exc.strerror or str(exc)) from exc
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = ("a folder" if stat.S_ISDIR(mode) else "a pipe" if stat.S_ISFIFO(mode)
                    else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                    else "not a file")
            raise HistoryFileError("not_a_file", f"{path}: not a regular file ({kind}); "
                                   "only files are imported", where=str(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        stream = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    if stream.peek(2)[:2] in UTF16_MARKS:
        return io.BufferedReader(_Utf16AsUtf8(stream))
    return stream


class _Utf16AsUtf8(io.RawIOBase):
    """A UTF-16 file (with its byte-order mark) read as the UTF-8 of its text.

    Characters that are not UTF-16 are replaced (U+FFFD), never raised; half a character at
    the very end (a file cut short by one byte) is dropped.
    """

    def __init__(self, stream: io.BufferedReader) -> None:
        super().__init__()
        self._stream = stream
        self._decoder = codecs.getincrementaldecoder("utf-16")(errors="replace")
        self._pending = b""
        self._at = 0
        self.name = stream.name

    def readable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._stream.fileno()

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        while self._at >= len(self._pending):
            chunk = self._stream.read(READ_CHUNK)
            if not chunk:
                return 0
            self._pending = self._decoder.decode(chunk).encode("utf-8")
            self._at = 0
        count = min(len(buffer), len(self._pending) - self._at)
        buffer[:count] = self._pending[self._at:self._at + count]
        self._at += count
        return count

    def close(self) -> None:
        self._stream.close()
        super().close()


def read_capped(path: Path, cap: int) -> bytes:
    """The whole file, refused once it holds more than ``cap`` bytes (at most ``cap + 1``
    bytes are ever read).

    :raises HistoryFileError: ``not_a_file``, ``unreadable`` or ``too_large``.
    """
    with open_regular(path) as stream:
        size = os.fstat(stream.fileno()).st_size
        if size > cap:
            raise HistoryFileError("too_large", f"{path}: {size} bytes; files of at most "
                                   f"{cap} bytes are read", where=str(path), size=size)
        try:
            data = _read_upto(stream, cap + 1)
        except OSError as exc:
            raise HistoryFileError("unreadable", f"{path}: cannot be read "
                                   f"({exc.strerror or exc})", where=str(path),
                                   reason=exc.strerror or str(exc)) from exc
    if len(data) > cap:
        raise HistoryFileError("too_large", f"{path}: more than {cap} bytes; files of at "
                               f"most {cap} bytes are read", where=str(path), size=len(data))
    return data


def _read_upto(stream: BinaryIO, limit: int) -> bytes:
    """At most ``limit`` bytes, in chunks (one ``read(limit)`` would reserve ``limit``
    bytes of memory whatever the file holds)."""
    parts: list[bytes] = []
    left = limit
    while left > 0:
        chunk = stream.read(min(left, READ_CHUNK))
        if not chunk:
            break
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)


__all__ = ["open_regular", "read_capped"]


def stream_hands(path: Path, site: str, parse: Callable[[BinaryIO], Iterator[Item]],
                 ) -> Iterator[Item | SkippedHand]:
    """Every hand ``parse`` reads from the file at ``path``, as a stream; a file that cannot
    be opened, or fails while it is read, is one skipped hand of ``site`` saying why. The
    readers of line-based texts all open their files this way."""
    try:
        with open_regular(path) as stream:
            yield from parse(stream)
    except HistoryFileError as exc:
        yield SkippedHand(site, str(path), None, None, exc.code, str(exc))
    except OSError as exc:
        yield SkippedHand(site, str(path), None, None, "unreadable", f"{path}: {exc.strerror}")
