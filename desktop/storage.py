# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Where the desktop keeps what the badge keeps in ``microcontroller.nvm``: a small file."""

import os
import sys

from puzzle.saves import SLOT


def save_path():
    """Where the desktop keeps what the badge keeps in ``microcontroller.nvm``."""
    if sys.platform == "win32":
        base = os.environ.get("APPDATA", os.path.expanduser("~"))
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
    return os.path.join(base, "pybadge-slide", "nvm.bin")


class FileStorage:
    """A file that acts like ``microcontroller.nvm``: a byte array of fixed size.

    Every write goes to a new file beside the old one, flushed to the disk, then renamed over
    it: a power cut at any moment leaves either the old file or the new one, whole. A file
    that cannot be read starts empty; one that cannot be written raises ``OSError`` (the
    saves report it and the game goes on).
    """

    def __init__(self, path, size=2 * SLOT):
        self._path = path
        data = b""
        if os.path.isfile(path):  # not a folder, nor a FIFO that would block the read
            try:
                with open(path, "rb") as file:
                    data = file.read(size)
            except OSError:
                pass
        self._bytes = bytearray(data + b"\xff" * (size - len(data)))

    def __len__(self):
        return len(self._bytes)

    def __getitem__(self, key):
        return self._bytes[key]

    def __setitem__(self, key, value):
        self._bytes[key] = value
        os.makedirs(os.path.dirname(os.path.abspath(self._path)), exist_ok=True)
        new = self._path + ".new"
        try:
            with open(new, "wb") as file:
                file.write(self._bytes)
                file.flush()
                os.fsync(file.fileno())
            os.replace(new, self._path)
        except OSError:
            if os.path.isfile(new):  # the old file stays as it was: leave nothing beside it
                os.remove(new)
            raise
