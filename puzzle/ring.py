# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A ring of small numbers packed into a buffer made once: the undo and redo history (2 bits a
move), and the inputs kept while a hint is worked out (a byte each). Nothing is allocated once
it is made."""


class Ring:
    """The newest ``size`` numbers pushed, each of ``bits`` bits (0 to ``2 ** bits - 1``); a
    push into a full ring forgets the oldest.

    ``8 // bits`` numbers share a byte, so ``Ring(2048, bits=2)`` takes 512 bytes. A push of a
    number that does not fit in ``bits`` bits raises ``ValueError``.

    A pop leaves its number in the buffer, so :meth:`unpop` can bring it back (redo) until the
    next push writes over it.

    :param int size: how many it keeps
    :param int bits: the bits of each number: 1, 2, 4 or 8
    """

    def __init__(self, size, bits=8):
        if bits not in (1, 2, 4, 8):
            raise ValueError("bits must be 1, 2, 4 or 8")
        self.size = size
        self._bits = bits
        self._per_byte = 8 // bits
        self._largest = (1 << bits) - 1  # also the mask of one number's bits
        self._data = bytearray((size + self._per_byte - 1) // self._per_byte)
        self._first = 0  # the slot of the oldest
        self.count = 0
        self.undone = 0  # numbers popped since the last push: what unpop can bring back

    def _read(self, slot):
        shift = slot % self._per_byte * self._bits
        return self._data[slot // self._per_byte] >> shift & self._largest

    def _write(self, slot, value):
        shift = slot % self._per_byte * self._bits
        byte = slot // self._per_byte
        self._data[byte] = self._data[byte] & ~(self._largest << shift) | value << shift

    def push(self, value):
        if not 0 <= value <= self._largest:
            raise ValueError("the number does not fit in the ring's bits")
        if self.count == self.size:
            self._first = (self._first + 1) % self.size
            self.count -= 1
        self._write((self._first + self.count) % self.size, value)
        self.count += 1
        self.undone = 0  # the slot after the newest is written over: redo ends here

    def pop(self):
        """The newest, taken out; -1 when empty (undo)."""
        if not self.count:
            return -1
        self.count -= 1
        self.undone += 1
        return self._read((self._first + self.count) % self.size)

    def unpop(self):
        """The number the last pop took, put back and returned; -1 when none is left (redo)."""
        if not self.undone:
            return -1
        self.undone -= 1
        self.count += 1
        return self._read((self._first + self.count - 1) % self.size)

    def take(self):
        """The oldest, taken out; -1 when empty (presses, in the order they came)."""
        if not self.count:
            return -1
        value = self._read(self._first)
        self._first = (self._first + 1) % self.size
        self.count -= 1
        return value

    def clear(self):
        self.count = 0
        self.undone = 0
