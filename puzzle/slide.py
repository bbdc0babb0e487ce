# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A tile gliding into the gap, and the presses that come while it does.

The game starts a slide after each move and asks :meth:`Slide.fraction` on every pass of its
loop; the view draws the tile that far along. Presses meanwhile are kept, in order, and the
game plays them once the tile has landed.
"""

from .ring import Ring

QUEUE = 16  # presses kept while a tile slides


class Slide:
    """The tile on its way, from ``source`` to ``target`` cell, over ``seconds``.

    :param float seconds: how long a glide takes (0: tiles jump; no slide is ever started)
    """

    def __init__(self, seconds):
        self.seconds = seconds
        self.tile = self.source = self.target = 0
        self._since = None  # clock reading when it set off; None: no tile on its way
        self._presses = Ring(QUEUE)  # button numbers, oldest first

    @property
    def moving(self):
        """True from :meth:`start` until :meth:`fraction` has reached 1."""
        return self._since is not None

    def start(self, tile, source, target, now):
        self.tile, self.source, self.target = tile, source, target
        self._since = now

    def fraction(self, now):
        """How far the tile has gone, 0 to 1; at 1 it has landed and the slide is over."""
        fraction = (now - self._since) / self.seconds
        if fraction >= 1:
            self._since = None
            return 1
        return fraction

    def keep(self, button):
        """Keep a press (a button's number) for when the tile has landed."""
        self._presses.push(button)

    def next_press(self):
        """The oldest press kept (its number), or -1."""
        return self._presses.take()

    def clear(self):
        self._since = None
        self._presses.clear()
