# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The text over the scene: three text boxes laid out on the screen by measuring the font.

The title goes at the top (large if it fits a line), the subtitle at the bottom, the notice in
the room between, each line wrapped to the screen's width: nothing is cut. Only a notice with
more lines than its room is shortened, ending "..." (the console has it whole). While no text
is up, the notice's box may carry a note in one cell of the board (the gap's).

:class:`Layout` and the functions below it are arithmetic on the font's size alone, so the
tests check them on any text.
"""

from .screen import SCREEN_HEIGHT, SCREEN_WIDTH
from .text import PAD_X, PAD_Y, Glyphs, TextBox

MORE = "..."
_TITLE_SCALE = 2  # the title's size when it fits a line
_TITLE_LINES = 2  # at the small size, at most: a name of NAME_MAX fits
_MARGIN = 2  # pixels above the title, and between texts


class Captions:
    """The title, subtitle and notice boxes, appended to ``group`` (hidden until asked for)."""

    def __init__(self, group):
        glyphs = Glyphs()
        self._layout = Layout(glyphs.width, glyphs.height)
        self.title = TextBox(glyphs)
        self.subtitle = TextBox(glyphs)
        self.notice = TextBox(glyphs)  # the notice, the menu, or else the note in a cell
        for box in (self.title, self.subtitle, self.notice):
            group.append(box.group)
        # The boxes of the title, subtitle and notice as shown: left, top, right, bottom each.
        self._boxes = [0] * 12
        self._said = ["", "", ""]  # the texts they were laid out for
        self._note = ""  # the note, as the game gave it
        self._fitted = None  # as laid out for its cell (None: not yet)
        self._fitted_left = self._fitted_top = 0  # from the cell's corner to its box
        self._cell_width = self._cell_height = 0  # of the cell it was laid out for

    @property
    def up(self):
        """True while a title, subtitle or notice is shown."""
        said = self._said
        return bool(said[0] or said[1] or said[2])

    def show(self, title, subtitle, notice):
        """Lay the texts out ("" for none); the same texts again cost nothing."""
        said = self._said
        if title == said[0] and subtitle == said[1] and notice == said[2]:
            return
        said[0], said[1], said[2] = title, subtitle, notice
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
        for at in range(0, 12, 4):
            if boxes[at + 2] > boxes[at] and (
                    boxes[at] <= right and left <= boxes[at + 2]
                    and boxes[at + 1] <= bottom and top <= boxes[at + 3]):
                return True
        return False

    def _put(self, index, lines, scale, top):
        """Show ``lines`` on box ``index`` (title, subtitle, notice), its top at ``top`` and
        centred across; no lines: hidden. The bottom of its box (``top`` when hidden)."""
        text = (self.title, self.subtitle, self.notice)[index]
        boxes = self._boxes
        at = 4 * index
        if not lines:
            text.show("", 1, 0, 0)
            boxes[at] = boxes[at + 1] = boxes[at + 2] = boxes[at + 3] = 0
            return top
        width, height = self._layout.box(lines, scale)
        text.show("\n".join(lines), scale, (SCREEN_WIDTH - width) // 2, top)
        boxes[at] = (SCREEN_WIDTH - width) // 2
        boxes[at + 1] = top
        boxes[at + 2] = boxes[at] + width
        boxes[at + 3] = top + height
        return top + height

    def note(self, text):
        """The note to show in a cell from now on ("" for none); True if it changed."""
        if text == self._note:
            return False
        self._note = text
        self._fitted = None
        return True

    def place_note(self, x, y, width, height):
        """The note in the cell at ``x, y`` of ``width`` x ``height`` (0 wide: nowhere), while
        no other text is up; laid out once for the cell's size, then only moved."""
        if self.up:
            return  # the notice's box shows the notice, or is hidden
        if self._note and width and (self._fitted is None or width != self._cell_width
                                     or height != self._cell_height):
            self._fit(width, height)
        if not self._note or not width or not self._fitted:
            self.notice.show("", 1, 0, 0)
            return
        self.notice.show(self._fitted, 1, x + self._fitted_left, y + self._fitted_top)

    def _fit(self, width, height):
        """The note for a cell: whole if it fits, else its first word, else nothing; its lines
        centred over each other (a box's lines start at its left)."""
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
        box_width, box_height = layout.box(lines)
        self._fitted_left = (width - box_width) // 2
        self._fitted_top = (height - box_height) // 2
        self._cell_width, self._cell_height = width, height


class Layout:
    """Lines of a fixed-width font (``terminalio.FONT``: 6x12) on a screen, one under the
    other (a line's glyphs have blank rows of their own above and below).

    :param int char_width: pixels a character advances
    :param int char_height: pixels of a line of characters
    """

    def __init__(self, char_width, char_height):
        self.char_width = char_width
        self.char_height = char_height

    def columns(self, width, scale=1):
        """Characters a line may hold for its box to be at most ``width`` pixels wide."""
        return max(1, (width // scale - 2 * PAD_X) // self.char_width)

    def rows(self, height, scale=1):
        """Lines a box of at most ``height`` pixels holds (0 when not even one)."""
        return max(0, (height // scale - 2 * PAD_Y) // self.char_height)

    def box(self, lines, scale=1):
        """``(width, height)`` in pixels of the box of ``lines`` (a list of strings)."""
        longest = 0
        for line in lines:
            longest = max(longest, len(line))
        return ((longest * self.char_width + 2 * PAD_X) * scale,
                (len(lines) * self.char_height + 2 * PAD_Y) * scale)


def wrap(text, columns, fill=False):
    """The lines of ``text`` (its own line breaks kept), none over ``columns`` characters.

    A line breaks at its last space that fits, and inside a word only when the word is longer
    than a line; with ``fill``, also rather than leave the line less than half full (a title:
    ``"< name >"`` keeps its ``<`` beside the name). Only the spaces at a break are dropped.
    """
    lines = []
    least = (columns + 1) // 2 if fill else 1
    for line in text.split("\n"):
        while len(line) > columns:
            cut = line.rfind(" ", 0, columns + 1)
            if cut < least:
                lines.append(line[:columns])
                line = line[columns:]
            else:
                lines.append(line[:cut].rstrip(" "))
                line = line[cut:].lstrip(" ")
        lines.append(line)
    return lines


def balanced(text, columns):
    """:func:`wrap` filled, with lines as even as the fewest lines allow (a title)."""
    lines = wrap(text, columns, True)
    low, high = 1, columns
    while low < high:  # the narrowest width that needs no more lines
        middle = (low + high) // 2
        if len(wrap(text, middle, True)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap(text, low, True) if low < columns else lines


def shortened(lines, most, columns):
    """``lines`` if there are at most ``most``; else the first ``most``, the last ending "..."."""
    if len(lines) <= most:
        return lines
    if most <= 0:
        return []
    kept = lines[:most]
    last = kept[-1][:columns - len(MORE)].rstrip(" ")
    kept[-1] = last + MORE
    return kept
