# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The text over the scene: three labels of ``adafruit_display_text`` laid out on the screen
by measuring the font.

The title goes at the top (large if it fits a line), the subtitle at the bottom, the notice in
the room between, each line wrapped to the screen's width: nothing is cut. Only a notice with
more lines than its room is shortened, ending "..." (the console has it whole). While no text
is up, the notice's label may carry a note in one cell of the board (the gap's).

The library draws and places each label; wrapping, shortening and the font's measure are
:mod:`puzzle.layout`; the black boxes behind the texts are :mod:`puzzle.shade`'s.
"""

import displayio
import terminalio

# label.Label: a TileGrid a character, made again for a new text; bitmap_label's module holds
# 5 KB more, and each start of the badge needed 4 to 11 KB more heap with it (CircuitPython).
from adafruit_display_text.label import Label

from .layout import (CURSOR, LINE_SPACING, PAD_X, PAD_Y, SCREEN_HEIGHT, SCREEN_WIDTH, Layout,
                     Spaced, balanced, shortened, wrap)
from .shade import BOXES, Shade
from .tiles import show

_TEXT_COLOR = 0xFFFFFF
_BACKGROUND = 0x000000
_TOP = (0.5, 0.0)  # a label's anchor: the middle of its text's top edge
_MIDDLE = (0.5, 0.5)  # the middle of its text
_TITLE_SCALE = 2  # the title's size when it fits a line
_TITLE_LINES = 2  # at the small size, at most: a name of NAME_MAX fits
_MARGIN = 2  # pixels above the title, and between texts
_NOTICE = 2  # the notice's label, which keeps its glyphs while hidden (see Captions)
_NO_ROOM = "no memory for a text: left out"


class Captions:
    """The title, subtitle and notice labels, in a group of their own appended to ``group``;
    and the ``cursor``, over the line of the notice that starts with ``CURSOR`` (the menu's
    chosen item): choosing another item moves it alone. The cursor is one character, the
    font's glyph in a TileGrid of its own: a label of its own would hold about 0.8 KB more.

    A label is set only when its text or place changes (a text set again makes its glyphs
    again). It is made when its text is first shown, and let go of if the heap has no room:
    that text is left out, said on the console. The notice's label keeps its glyphs while
    hidden: it carries the menu, opened again and again in an evening with the same items,
    whose 40-odd glyphs made each time would cut the heap up.

    :param font: the font of the labels (``terminalio.FONT``)
    """

    def __init__(self, group, font=terminalio.FONT):
        self._font = Spaced(font)  # its spaces make no TileGrids
        self._layout = Layout(*font.get_bounding_box()[:2])
        self.group = displayio.Group()
        group.append(self.group)
        self.shade = Shade(self.group, _BACKGROUND)  # the boxes, below the labels
        self._boxes = self.shade.boxes  # those wanted (right <= left, or the note's: none)
        # The title's, subtitle's and notice's label (None: not made yet); the notice's
        # carries the note in a cell while no other text is up.
        self.labels = [None, None, None]  # type: list[Label | None]
        self._texts = ["", "", ""]  # the text each label shows ("": hidden or none)
        self._places = [0] * 6  # x and y each label's anchor is at
        self._anchors = [None, None, None]  # and its anchor point
        self._said = ["", "", ""]  # the texts they were laid out for
        self._note = ""  # the note, as the game gave it
        self._fitted = None  # as laid out for its cell (Layout.fit; None: not yet)
        # The cursor, made now, with the heap whole: a glyph is a cell of the font's height,
        # where a label draws a line's first character.
        glyph = font.get_glyph(ord(CURSOR[0]))
        palette = displayio.Palette(2)
        palette.make_transparent(0)
        palette[1] = _TEXT_COLOR
        self.cursor = displayio.TileGrid(glyph.bitmap, pixel_shader=palette,
                                         tile_width=glyph.width, tile_height=glyph.height,
                                         default_tile=glyph.tile_index)
        self._cursor_dx = glyph.dx
        show(self.cursor, False)
        self.group.append(self.cursor)

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
        self.shade.shade(self.up)
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
        items = list(shortened(wrap(notice, columns), layout.rows(room), columns)) \
            if notice else []
        chosen = -1
        for index in range(len(items)):
            if items[index].startswith(CURSOR):  # the cursor's label marks it
                chosen = index
                items[index] = " " * len(CURSOR) + items[index][len(CURSOR):]
                break
        top = top + (room - layout.box(items)[1]) // 2 if items else 0
        self._put(2, items, 1, top)
        boxes = self._boxes
        cursor = self.cursor
        if chosen < 0 or boxes[10] <= boxes[8]:  # no cursor, or the notice left out
            show(cursor, False)
        else:
            x = boxes[8] + PAD_X + self._cursor_dx
            y = top + PAD_Y + chosen * layout.line_step
            if cursor.x != x or cursor.y != y:  # touched only on a change: it redraws
                cursor.x, cursor.y = x, y
            show(cursor, True)

    def prepare(self):
        """A slice of work ahead (see :meth:`puzzle.glyphs.Spaced.learn`): True while there
        is more."""
        return self._font.learn()

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
        """``text`` on label ``index`` at ``scale``, its ``anchor`` at ``x, y`` on the screen
        (``""``: hidden, its glyphs let go of); False when the heap had no room: left out."""
        label = self.labels[index]
        if not text:
            if label is not None and index == _NOTICE:  # its glyphs kept, out of sight
                show(label, False)
            elif label is not None and self._texts[index]:  # touched only on a change
                label.hidden = True
                label.text = ""
                self._texts[index] = ""
            return True
        try:
            if label is None:  # made at its first text, put in the group
                label = self.labels[index] = Label(self._font, color=_TEXT_COLOR,
                                                   line_spacing=LINE_SPACING)
                self.group.append(label)
            if label.scale != scale:
                label.scale = scale
                self._texts[index] = ""  # its box and place are made again
            places = self._places
            if text != self._texts[index]:
                label.text = self._font.known(text)
                self._texts[index] = text
                self._anchors[index] = None
            if self._anchors[index] is not anchor or places[2 * index] != x or \
                    places[2 * index + 1] != y:
                label.anchor_point = anchor
                label.anchored_position = (x, y)
                self._anchors[index] = anchor
                places[2 * index], places[2 * index + 1] = x, y
            show(label, True)
            return True
        except MemoryError:
            self._drop(index)
            print(_NO_ROOM)
            return False

    def _drop(self, index):
        """Let go of label ``index`` (made again when next shown)."""
        label = self.labels[index]
        self.labels[index] = None
        self._texts[index] = ""
        self._anchors[index] = None
        if label is not None:
            self.group.remove(label)

    def _leave_out(self):
        """No room to lay the texts out: every label goes, with the heap it held."""
        for index in range(len(self.labels)):
            self._drop(index)
        show(self.cursor, False)
        for at in range(BOXES):
            self._boxes[at] = 0
        self._fitted = None
        print(_NO_ROOM)

    def note(self, text):
        """The note to show in a cell from now on ("" for none); True if it changed."""
        if text == self._note:
            return False
        self._note = text
        self._fitted = None
        self.shade.shade(self.up)
        return True

    def place_note(self, x, y, width, height):
        """The note in the cell at ``x, y`` of ``width`` x ``height`` (0 wide: nowhere), while
        no other text is up; laid out once for the cell's size, then only moved."""
        if self.up:
            return  # the notice's label shows the notice, or is hidden
        try:
            fitted = self._fitted
            if self._note and width and (fitted is None or fitted[3] != width
                                         or fitted[4] != height):
                fitted = self._fitted = self._layout.fit(self._note, width, height)
            label = self.labels[2]
            if self._note and not width:  # out of a gliding tile's way: hidden, glyphs kept
                if label is not None and not label.hidden:
                    label.hidden = True
            elif not self._note or not fitted[0]:
                self._show(2, "")
            else:
                self._show(2, fitted[0], 1, _MIDDLE, x + width // 2, y + height // 2)
        except MemoryError:
            self._leave_out()
        self.shade.shade(self.up)

    def patch(self, tiles, patches):
        """The boxes shaded again, with the patches over ``tiles``' labels flagged in
        ``patches`` (see :meth:`puzzle.shade.Shade.patch`)."""
        self.shade.patch(tiles, patches, self.up)
