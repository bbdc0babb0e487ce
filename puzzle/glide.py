# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tiles gliding into the gap: the one owner of animation, on the game's clock.

The game starts a glide after each change of the board in play and steps it on every pass of
its loop; the view draws each tile on its way (``view.slide``). The next input lands it at once
(:meth:`Glide.finish`): nothing waits for a glide.
"""


class Glide:
    """The tiles of the last change on their way, drawn by ``view`` as ``clock`` goes.

    A change moves ``count`` tiles, each a cell along the line from the gap before it to the
    gap after it, the nearest first (a click's run; one tile for any other move): they glide
    in that order, ``seconds`` each.

    :param float seconds: how long a tile glides (0: the board is shown at once)
    """

    def __init__(self, view, clock, seconds):
        self._view = view
        self._clock = clock
        self._seconds = seconds
        self._board = None
        self._gap = 0  # where the first tile lands
        self._stride = 0  # from a tile's landing cell to the cell it came from
        self._count = 0
        self._step = 0  # the tile on its way
        self._since = None  # clock reading when the first set off; None: nothing glides

    @property
    def moving(self):
        return self._since is not None

    def start(self, board, gap, count):
        """``board`` changed: ``count`` tiles moved along the line from cell ``gap`` to its
        gap; draw the first setting off (a glide still moving lands first)."""
        if self._since is not None:
            self.finish()
        if not self._seconds:
            self._view.show_board(board)
            return
        self._board = board  # four names at once would be a tuple made per move
        self._gap = gap
        self._count = count
        self._step = 0
        self._stride = (board.blank - gap) // count
        self._since = self._clock()
        self._draw(0)

    def step(self):
        """Draw the tiles as far as the clock says; True once the last has landed."""
        done = (self._clock() - self._since) / self._seconds
        while self._step < self._count and self._step + 1 <= done:
            self._land()
        if self._step < self._count:
            if done > self._step:  # at 0 it is drawn already
                self._draw(done - self._step)
            return False
        self._since = None
        return True

    def finish(self):
        """Land every tile at once."""
        while self._step < self._count:
            self._land()
        self._since = None

    def _land(self):
        self._draw(1)
        self._step += 1
        if self._step < self._count:
            self._draw(0)

    def _draw(self, fraction):
        target = self._gap + self._step * self._stride
        self._view.slide(self._board.tile_at(target), target + self._stride, target, fraction)
