# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The text over the scene: three labels of ``adafruit_display_text`` laid out on the screen
by measuring the font.

The title goes at the top (large if it fits a line), the subtitle at the bottom, the notice in
the room between, each line wrapped to the screen's width: nothing is cut. Only a notice with
more lines than its room is shortened, ending "..." (the console has it whole). While no text
is up, the notice's label may carry a note in one cell of the board (the gap's).

The library draws each label and places it (``anchor_point`` and ``anchored_position``); what
it lacks (wrapping, shortening, the font's measure) is :mod:`puzzle.layout`. The labels' black
boxes are drawn on one bitmap of the screen's size, made once: a label's own box is a bitmap of
its text's size (up to about 1 KB for the menu) made again for every text, and over an evening
those blocks, freed and made between long-lived objects, cut the heap into holes too small
for the next one.
"""

import bitmaptools
import displayio
import terminalio

# label.Label shows each character as a TileGrid of the font's glyphs; bitmap_label draws the
# text into a Bitmap of its own, and its module holds 5 KB more. Measured on CircuitPython
# 10.2.1 with the real-runtime session (tests/circuitpython/life.py), the smallest heap each
# start of the badge completes on, KB, label / bitmap_label: 109 / 113 with 4x4 hints (the
# most), 101 / 111 with a challenge's hints, 77 / 88 with numbered tiles: where the heap runs
# out few characters are shown, and label's smaller module counts for more. Its cost: a new
# text makes its glyphs' TileGrids again (a challenge's "9 left", each of its last moves).
from adafruit_display_text.label import Label

from .layout import LINE_SPACING, PAD_Y, Layout, balanced, known, shortened, wrap
from .screen import SCREEN_HEIGHT, SCREEN_WIDTH

_TEXT_COLOR = 0xFFFFFF
_BACKGROUND = 0x000000
_TOP = (0.5, 0.0)  # a label's anchor: the middle of its text's top edge
_MIDDLE = (0.5, 0.5)  # the middle of its text
_TITLE_SCALE = 2  # the title's size when it fits a line
_TITLE_LINES = 2  # at the small size, at most: a name of NAME_MAX fits
_MARGIN = 2  # pixels above the title, and between texts
_NO_ROOM = "no memory for a text: left out"
_NOTE_BOX = 12  # where the note's box is in ``_boxes``, after the title's, subtitle's, notice's
_CLEAR, _SHADED = 0, 1  # the boxes' bitmap: nothing, or black


class Captions:
    """The title, subtitle and notice labels, in a group of their own appended to ``group``.

    A label is made when its text is first shown, and let go of again if the heap has no room
    for a text: that text is left out (a line on the console says so) and the game goes on.

    :param font: the font of the labels (``terminalio.FONT``)
    """

    def __init__(self, group, font=terminalio.FONT):
        self._font = font
        self._layout = Layout(*font.get_bounding_box()[:2])
        self.group = displayio.Group()
        group.append(self.group)
        self._shade = displayio.Bitmap(SCREEN_WIDTH, SCREEN_HEIGHT, 2)
        palette = displayio.Palette(2)
        palette[_SHADED] = _BACKGROUND
        palette.make_transparent(_CLEAR)
        self._shading = displayio.TileGrid(self._shade, pixel_shader=palette)
        self._shading.hidden = True  # while no box is shaded: no layer to look through
        self.group.append(self._shading)
        # The title's, the subtitle's and the notice's label (None: not made yet); the
        # notice's carries the note in a cell while no other text is up.
        self.labels = [None, None, None]  # type: list[Label | None]
        # The boxes of the title, subtitle, notice and note as shown: left, top, right, bottom
        # each; and as shaded on the boxes' bitmap.
        self._boxes = [0] * 16
        self._shaded = [0] * 16
        # Boxes shaded anew since the view last looked (2 for the layer coming or going): the
        # bitmap's changed area is one rectangle around them all, so two or more are drawn
        # as a change of the whole screen.
        self.reshaded = 0
        self._said = ["", "", ""]  # the texts they were laid out for
        self._note = ""  # the note, as the game gave it
        self._fitted = None  # as laid out for its cell (None: not yet)
        self._cell_width = self._cell_height = 0  # of the cell it was laid out for
        self._fitted_width = self._fitted_height = 0  # the box of the note as laid out

    @property
    def up(self):
        """True while a title, subtitle or notice is shown."""
        said = self._said
        return bool(said[0] or said[1] or said[2])

    def show(self, title, subtitle, notice):
        """Lay the texts out ("" for none); the same texts again cost nothing (False)."""
        said = self._said
        if title == said[0] and subtitle == said[1] and notice == said[2]:
            return False
        said[0], said[1], said[2] = title, subtitle, notice
        try:
            self._lay_out(title, subtitle, notice)
        except MemoryError:
            self._leave_out()
        self._shade_boxes()
        return True

    def _lay_out(self, title, subtitle, notice):
        layout = self._layout
        columns = layout.columns(SCREEN_WIDTH)
        lines, scale = (), _TITLE_SCALE
        if title:
            lines = wrap(title, layout.columns(SCREEN_WIDTH, scale))
            if len(lines) > 1:  # too long for the large size: small, in even lines
                lines, scale = shortened(balanced(title, columns), _TITLE_LINES, columns), 1
        top = self._put(0, lines, scale, _MARGIN) + _MARGIN
        lines = shortened(wrap(subtitle, columns), layout.rows(SCREEN_HEIGHT - top), columns)
        bottom = SCREEN_HEIGHT - layout.box(lines)[1] if subtitle else SCREEN_HEIGHT
        self._put(1, lines if subtitle else (), 1, bottom)
        room = bottom - _MARGIN - top
        lines = shortened(wrap(notice, columns), layout.rows(room), columns) if notice else ()
        self._put(2, lines, 1, top + (room - layout.box(lines)[1]) // 2 if lines else 0)

    def touches(self, left, top, right, bottom):
        """True when a text box shown reaches into, or touches, that box of the screen."""
        boxes = self._boxes
        for at in range(0, _NOTE_BOX, 4):
            if boxes[at + 2] > boxes[at] and (
                    boxes[at] <= right and left <= boxes[at + 2]
                    and boxes[at + 1] <= bottom and top <= boxes[at + 3]):
                return True
        return False

    def _put(self, index, lines, scale, top):
        """Show ``lines`` on label ``index`` (title, subtitle, notice), its box's top at ``top``
        and centred across; no lines: hidden. The bottom of its box (``top`` when hidden)."""
        boxes = self._boxes
        at = 4 * index
        boxes[at] = boxes[at + 1] = boxes[at + 2] = boxes[at + 3] = 0
        if not lines:
            self._show(index, "")
            return top
        width, height = self._layout.box(lines, scale)
        if self._show(index, "\n".join(lines), scale, _TOP, SCREEN_WIDTH // 2,
                      top + PAD_Y * scale):
            boxes[at] = (SCREEN_WIDTH - width) // 2
            boxes[at + 1] = top
            boxes[at + 2] = boxes[at] + width
            boxes[at + 3] = top + height
        return top + height

    def _show(self, index, text, scale=1, anchor=_TOP, x=0, y=0):
        """``text`` on label ``index`` at ``scale``, its ``anchor`` at ``x, y`` on the screen;
        ``""`` hides the label and lets go of its bitmap. False when the heap had no room for
        it: the label is let go of, the text left out."""
        label = self.labels[index]
        if not text:
            if label is not None and not label.hidden:  # touched only on a change: it redraws
                label.hidden = True
                label.text = ""
            return True
        try:
            if label is None:
                label = Label(self._font, color=_TEXT_COLOR, line_spacing=LINE_SPACING)
                self.group.append(label)
                self.labels[index] = label
            if label.scale != scale:
                label.scale = scale
            label.text = known(text, self._font)
            label.anchor_point = anchor
            label.anchored_position = (x, y)
            if label.hidden:
                label.hidden = False
            return True
        except MemoryError:
            self._drop(index)
            print(_NO_ROOM)
            return False

    def _drop(self, index):
        """Let go of label ``index`` (made again when next shown)."""
        label = self.labels[index]
        self.labels[index] = None
        if label is not None:
            self.group.remove(label)

    def _leave_out(self):
        """No room to lay the texts out: every label goes, with the heap it held."""
        for index in range(3):
            self._drop(index)
        boxes = self._boxes
        for at in range(16):
            boxes[at] = 0
        self._fitted = None
        print(_NO_ROOM)

    def note(self, text):
        """The note to show in a cell from now on ("" for none); True if it changed."""
        if text == self._note:
            return False
        self._note = text
        self._fitted = None
        self._shade_boxes()
        return True

    def place_note(self, x, y, width, height):
        """The note in the cell at ``x, y`` of ``width`` x ``height`` (0 wide: nowhere), while
        no other text is up; laid out once for the cell's size, then only moved."""
        if self.up:
            return  # the notice's label shows the notice, or is hidden
        boxes = self._boxes
        boxes[_NOTE_BOX] = boxes[_NOTE_BOX + 1] = boxes[_NOTE_BOX + 2] = 0
        boxes[_NOTE_BOX + 3] = 0
        try:
            if self._note and width and (self._fitted is None or width != self._cell_width
                                         or height != self._cell_height):
                self._fit(width, height)
            if not self._note or not width or not self._fitted:
                self._show(2, "")
            else:
                x, y = x + width // 2, y + height // 2
                if self._show(2, self._fitted, 1, _MIDDLE, x, y):
                    boxes[_NOTE_BOX] = x - self._fitted_width // 2
                    boxes[_NOTE_BOX + 1] = y - self._fitted_height // 2
                    boxes[_NOTE_BOX + 2] = boxes[_NOTE_BOX] + self._fitted_width
                    boxes[_NOTE_BOX + 3] = boxes[_NOTE_BOX + 1] + self._fitted_height
        except MemoryError:
            self._leave_out()
        self._shade_boxes()

    def _shade_boxes(self):
        """Bring the boxes' bitmap in line with ``_boxes``: a box that moved is cleared where
        it was and shaded where it is, so that only what changed is drawn again. Each box
        shaded anew counts in ``reshaded``."""
        boxes, shaded, shade = self._boxes, self._shaded, self._shade
        if self.up:  # the notice's label shows the notice: no note
            for at in range(_NOTE_BOX, 16):
                boxes[at] = 0
        for at in range(0, 16, 4):
            if not _same(boxes, shaded, at) and shaded[at + 2] > shaded[at]:
                bitmaptools.fill_region(shade, shaded[at], shaded[at + 1], shaded[at + 2],
                                        shaded[at + 3], _CLEAR)
        for at in range(0, 16, 4):
            if not _same(boxes, shaded, at):
                if boxes[at + 2] > boxes[at]:
                    bitmaptools.fill_region(shade, boxes[at], boxes[at + 1], boxes[at + 2],
                                            boxes[at + 3], _SHADED)
                for side in range(at, at + 4):
                    shaded[side] = boxes[side]
                self.reshaded += 1
        shown = self.up or bool(self._note)  # a note stays shaded while its tile glides
        if self._shading.hidden == shown:
            self._shading.hidden = not shown
            self.reshaded += 2  # the layer comes or goes: the whole screen

    def _fit(self, width, height):
        """The note for a cell: whole if it fits, else its first word, else nothing; its lines
        centred over each other (a label's lines start at its left)."""
        layout = self._layout
        text = self._note
        columns, rows = layout.columns(width), layout.rows(height)
        lines = wrap(text, columns)
        if len(lines) > rows or len(lines) > len(text.split()):  # a word broken: too narrow
            first = text.split()[0]
            lines = [first] if len(first) <= columns and rows else []
        widest = 0
        for line in lines:
            widest = max(widest, len(line))
        self._fitted = "\n".join(" " * ((widest - len(line)) // 2) + line for line in lines)
        self._cell_width, self._cell_height = width, height
        self._fitted_width, self._fitted_height = layout.box(lines)


def _same(boxes, others, at):
    """True when the box at ``at`` of ``boxes`` is that of ``others`` (no list is made)."""
    return (boxes[at] == others[at] and boxes[at + 1] == others[at + 1]
            and boxes[at + 2] == others[at + 2] and boxes[at + 3] == others[at + 3])
