# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Between the game and what is seen and heard: the one presenter, as the midend of Simon
Tatham's puzzles.

The game decides what happened and says so here: a move's tiles to glide, a blocked input, a
win, a hint's frame, a note in the gap, the screen of a state. The presenter alone writes to
the view (:mod:`puzzle.view`) and tells the sounds and lights (``feedback``), times the glides,
the frame and the sounds on the one clock it is given, and holds a state's screen until the
gliding tiles have landed. Once a pass :meth:`Presenter.step` moves all of them on, and
:meth:`Presenter.draw`, after the game's own steps, draws what the pass changed in one refresh
of the view's display. A glide goes straight to the view's tiles (:mod:`puzzle.tiles`), and
through the view only for the note in the gap, when there is one.

The next input lands gliding tiles at once (:meth:`Presenter.land`): nothing waits for a
glide. A tile that sets off in a pass that landed one waits for the next pass: drawn in one
refresh, the landing and the setting off cover the bounding box of three cells (the board's
changed area is one rectangle), two moves' pixels, where one pass each draws a move's.
"""

HIGHLIGHT_SECONDS = 1.0  # how long a hint's frame stays on the tile to move


class Quiet:
    """Feedback that makes no sound and lights nothing (tests, a game without outputs): each
    of feedback's calls (``moved(in_place, total)``, ``blocked()``, ``solved()``, ``idle()``,
    ``update()``) does nothing."""

    def update(self, in_place=0, total=0):
        """Nothing to sound or light (no arguments are made into a tuple: a move's call
        allocates nothing)."""

    moved = blocked = solved = idle = update


class Presenter:
    """What the game shows and sounds, on ``clock``.

    :param view: the scene (:class:`puzzle.view.View`, or a fake with its methods)
    :param clock: a function returning seconds, the platform's
    :param feedback: sounds and lights (see :class:`Quiet`), or None for none
    :param float slide_seconds: how long a tile glides (0: tiles jump)
    """

    def __init__(self, view, clock, feedback=None, slide_seconds=0):
        self._view = view
        self._clock = clock
        self._feedback = feedback or Quiet()
        self._seconds = slide_seconds
        # The glide: the tiles of the last move, each a cell along the line from the gap
        # before it to the gap after it, the nearest first, ``slide_seconds`` each.
        self._board = None
        self._gap = 0  # where the first tile lands
        self._stride = 0  # from a tile's landing cell to the cell it came from
        self._count = 0
        self._step = 0  # the tile on its way
        self._since = None  # clock reading when the first set off; None: nothing glides
        self._held = False  # a glide waits for the next pass to set off (see land)
        self._touched = False  # a tile landed in this pass: a glide waits for the next
        self._frame_until = None  # clock reading when the hint's frame goes
        self._screen = None  # a state's screen held until the tiles land: (show, arguments)
        self._noted = False  # a note is in the gap: it moves with the glides
        self._changed = True  # the view was written to since the last draw

    @property
    def moving(self):
        """True while a tile glides, or waits to set off."""
        return self._since is not None or self._held

    # -- what the game says

    def use_pictures(self, name, sizes):
        """The picture set in use from now on (see :meth:`puzzle.view.View.use_pictures`)."""
        self._changed = True
        return self._view.use_pictures(name, sizes)

    def room_for(self, board):
        """"" when the tiles of ``board``'s size can be shown, else why not."""
        self._changed = True
        return self._view.room_for(board)

    def cell_at(self, x, y):
        """The cell shown at screen pixel ``(x, y)``, or -1."""
        return self._view.cell_at(x, y)

    def picture(self, board, title, subtitle, notice=""):
        """A state's screen: the whole picture and text, once the tiles have landed."""
        self._show(self._view.show_picture, (board, title, subtitle, notice))

    def board(self, board, title="", subtitle="", notice=""):
        """A state's screen: the tiles of ``board`` and text over them, once landed."""
        self._show(self._view.show_board, (board, title, subtitle, notice))

    def text(self, title, subtitle, notice):
        """A state's screen: text alone (a paused game), once the tiles have landed."""
        self._show(self._view.show_text, (title, subtitle, notice))

    def note(self, text):
        """A few words in the gap, moving with it ("" for none)."""
        self._changed = True
        self._noted = bool(text)
        self._view.note(text)

    def moved(self, board, gap, count, in_place=-1):
        """``count`` tiles of ``board`` moved along the line from cell ``gap`` to its gap: they
        glide (or jump); with ``in_place`` (0 or more) a click sounds and the lights count
        that many tiles in place."""
        self._glide(board, gap, count)
        if in_place >= 0:
            self._feedback.moved(in_place, board.width * board.height)

    def blocked(self):
        """An input that moved nothing: a buzz."""
        self._feedback.blocked()

    def solved(self):
        """The player solved the board: the tune and the rainbow."""
        self._feedback.solved()

    def idle(self):
        """Back to the intro: the lights go dark."""
        self._feedback.idle()

    def frame(self, position):
        """Frame the tile at ``position`` (a hint's) for ``HIGHLIGHT_SECONDS``."""
        self._changed = True
        self._view.highlight(position)
        self._frame_until = self._clock() + HIGHLIGHT_SECONDS

    # -- time

    def land(self):
        """Land every gliding tile at once (an input came): a screen held is shown. A glide
        still waiting to set off sets off and lands now."""
        if self._held:
            self._set_off()
        if self._since is not None:
            while self._step < self._count:
                self._land()
            self._since = None
        self._landed()

    def step(self):
        """Once a pass, first: the glide, the frame, sounds and lights moved on by the clock
        (a screen held for the tiles shown once they land). With nothing on its way it reads
        no clock."""
        if self._held and not self._touched:  # its pass is this one: the last landed before
            self._set_off()
        if self._since is not None:
            done = (self._clock() - self._since) / self._seconds
            while self._step < self._count and self._step + 1 <= done:
                self._land()
            if self._step < self._count:
                if done > self._step:  # at 0 it is drawn already
                    self._draw(done - self._step)
            else:
                self._since = None
                self._landed()
        if self._frame_until is not None and self._clock() >= self._frame_until:
            self._frame_until = None
            self._changed = True
            self._view.highlight(-1)
        self._feedback.update()

    def prepare(self):
        """A slice of the view's work ahead (see :meth:`puzzle.view.View.prepare`)."""
        return self._view.prepare()

    def draw(self):
        """Once a pass, last: what the pass changed, drawn in one refresh (nothing when
        nothing changed)."""
        self._touched = False
        if self._changed:
            self._changed = False
            # A change of screen is drawn whole, else only the areas that changed (the
            # display's own refresh is off on the badge); at once: no frame pacing.
            self._view.display.refresh(target_frames_per_second=None)

    # -- inside

    def _show(self, show, arguments):
        if not self.moving:
            self._changed = True
            show(*arguments)
        else:
            self._screen = (show, arguments)

    def _landed(self):
        if self._screen is not None:
            show, arguments = self._screen
            self._screen = None
            self._changed = True
            show(*arguments)

    def _glide(self, board, gap, count):
        self.land()
        if not self._seconds:
            self._changed = True
            self._view.show_board(board)
            return
        self._board = board
        self._gap = gap
        self._count = count
        self._step = 0
        self._stride = (board.blank - gap) // count
        self._held = True
        if not self._touched:
            self._set_off()

    def _set_off(self):
        self._held = False
        self._since = self._clock()
        self._draw(0)

    def _land(self):
        self._touched = True
        self._draw(1)
        self._step += 1
        if self._step < self._count:
            self._draw(0)

    def _draw(self, fraction):
        """The tile on its way drawn ``fraction`` (0 to 1) from its cell to its landing cell;
        a note in the gap keeps out of its way until it has landed."""
        self._changed = True
        tiles = self._view.tiles
        if tiles is None:  # too little memory for any tiles: the text alone
            return
        target = self._gap + self._step * self._stride
        tiles.slide(self._board.tile_at(target), target + self._stride, target, fraction)
        if self._noted and (fraction <= 0 or fraction >= 1):
            self._view.place_note()
