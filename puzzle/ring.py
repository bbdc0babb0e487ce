# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A ring of small numbers in a buffer made once: the undo and redo history, and the presses
kept while a tile slides. Nothing is allocated once it is made."""


class Ring:
    """The newest ``size`` numbers of 0 to 255 pushed; a push into a full ring forgets the oldest.

    A pop leaves its number in the buffer, so :meth:`unpop` can bring it back (redo) until the
    next push writes over it.

    :param int size: how many it keeps
    """

    def __init__(self, size):
        self._data = bytearray(size)
        self._first = 0  # where the oldest is
        self.count = 0
        self.undone = 0  # numbers popped since the last push: what unpop can bring back

    def push(self, value):
        data = self._data
        if self.count == len(data):
            self._first = (self._first + 1) % len(data)
            self.count -= 1
        data[(self._first + self.count) % len(data)] = value
        self.count += 1
        self.undone = 0  # the slot after the newest is written over: redo ends here

    def pop(self):
        """The newest, taken out; -1 when empty (undo)."""
        if not self.count:
            return -1
        self.count -= 1
        self.undone += 1
        return self._data[(self._first + self.count) % len(self._data)]

    def unpop(self):
        """The number the last pop took, put back and returned; -1 when none is left (redo)."""
        if not self.undone:
            return -1
        self.undone -= 1
        value = self._data[(self._first + self.count) % len(self._data)]
        self.count += 1
        return value

    def take(self):
        """The oldest, taken out; -1 when empty (presses, in the order they came)."""
        if not self.count:
            return -1
        value = self._data[self._first]
        self._first = (self._first + 1) % len(self._data)
        self.count -= 1
        return value

    def clear(self):
        self.count = 0
        self.undone = 0
