# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The screen, and text laid out on it by a fixed-width font's measure, for
:mod:`puzzle.captions`: arithmetic on the font's size alone, so the tests check it on any text.

What ``adafruit_display_text`` lacks, as functions over it: :func:`wrap` (a line that fits
exactly stays whole; a word breaks, without a hyphen, only when longer than a line),
:func:`balanced` (a title in even lines), :func:`shortened` (the lines a room holds, the last
ending "..."); and the labels' font (:class:`Spaced`): ``terminalio.FONT`` with spaces that
make no TileGrid, and a "?" where it has no glyph, which the library would leave out.
"""

SCREEN_WIDTH = 160  # the badge's screen, in pixels
SCREEN_HEIGHT = 128

PAD_X = 3  # a label's box reaches this far left and right of its text (at scale 1)
PAD_Y = 1  # and this far above and below
# From one line's top to the next, in the font's heights: its glyphs have blank rows of their
# own above and below.
LINE_SPACING = 1.0
MORE = "..."
# Marks the chosen line of a list (the menu's): drawn by a TileGrid of its own (the captions'
# cursor), so choosing another line moves it (a few dozen pixels) and leaves the text as it is.
CURSOR = "> "
ASKED = "?"  # shown for a character the font has no glyph for


def tile_size(columns, rows):
    """Width and height of one tile of a ``columns`` x ``rows`` board on the screen."""
    return SCREEN_WIDTH // columns, SCREEN_HEIGHT // rows


class Layout:
    """Lines of a fixed-width font on a screen, in labels padded ``PAD_X`` and ``PAD_Y``, a
    line every ``LINE_SPACING`` font heights.

    :param int char_width: pixels a character advances (the font's bounding box)
    :param int char_height: pixels of a line of characters
    """

    def __init__(self, char_width, char_height):
        self.char_width = char_width
        self.char_height = char_height
        self.line_step = int(LINE_SPACING * char_height)  # as the library steps its lines

    def columns(self, width, scale=1):
        """Characters a line may hold for its box to be at most ``width`` pixels wide."""
        return max(1, (width // scale - 2 * PAD_X) // self.char_width)

    def rows(self, height, scale=1):
        """Lines a box of at most ``height`` pixels holds (0 when not even one)."""
        inner = height // scale - 2 * PAD_Y - self.char_height
        return 0 if inner < 0 else 1 + inner // self.line_step

    def box(self, lines, scale=1):
        """``(width, height)`` in pixels of the box of ``lines`` (a list of strings)."""
        longest = 0
        for line in lines:
            longest = max(longest, len(line))
        height = self.char_height + (len(lines) - 1) * self.line_step if lines else 0
        return (longest * self.char_width + 2 * PAD_X) * scale, (height + 2 * PAD_Y) * scale

    def fit(self, text, width, height):
        """``text`` for a box of ``width`` x ``height`` (a cell: the note in the gap): whole
        if it fits, else its first word, else nothing; its lines centred over each other (a
        label's lines start at its left). ``(text, its box's width and height, width,
        height)``."""
        columns, rows = self.columns(width), self.rows(height)
        lines = wrap(text, columns)
        if len(lines) > rows or len(lines) > len(text.split()):  # a word broken: too narrow
            first = text.split()[0]
            lines = [first] if len(first) <= columns and rows else []
        widest = 0
        for line in lines:
            widest = max(widest, len(line))
        return ("\n".join(" " * ((widest - len(line)) // 2) + line for line in lines),
                ) + self.box(lines) + (width, height)


def wrap(text, columns, fill=False):
    """The lines of ``text`` (its own line breaks kept), none over ``columns`` characters.

    A line breaks at its last space that fits, and inside a word only when the word is longer
    than a line; with ``fill``, also rather than leave the line less than half full (a title:
    ``"< name >"`` keeps its ``<`` beside the name). Only the spaces at a break are dropped.
    (``wrap_text_to_pixels`` breaks a line that fits exactly, hyphenates, and drops leading
    spaces, which the menu's lines keep.)
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


_FIRST, _LAST = 32, 126  # the printable ASCII characters
_LEARN = 32  # characters learn() asks the font about a call


class Spaced:
    """``font`` whose space is an advance with nothing drawn. ``label.Label`` makes a TileGrid
    for every glyph that has a width, and a space's pixels are all transparent: with this
    font a text draws the same pixels and box with a TileGrid fewer a space, to make, to
    keep on the heap and to draw over. Everything else is ``font``'s."""

    def __init__(self, font):
        self._font = font
        if hasattr(font, "load_glyphs"):
            self.load_glyphs = font.load_glyphs
        self._learnt = _FIRST  # learn() has asked about the characters below this
        self._lacks = False  # the font lacks one of those
        # The space: a glyph of the font's own kind (fontio.Glyph, a named tuple on the badge)
        # with no width: the library moves on by its shift_x and draws nothing, its height and
        # offsets still counted in the text's box.
        space = font.get_glyph(32)
        self._space = None if space is None else type(space)(
            space.bitmap, space.tile_index, 0, space.height, space.dx, space.dy, space.shift_x,
            space.shift_y)

    def get_bounding_box(self):
        return self._font.get_bounding_box()

    def get_glyph(self, codepoint):
        if codepoint == 32 and self._space is not None:
            return self._space
        return self._font.get_glyph(codepoint)

    def learn(self):
        """Ask the font about the next printable ASCII characters (work done ahead, while the
        player looks at the intro): once it is known to have them all, :meth:`known` checks
        an ASCII text in a few calls into C. True while there is more to ask."""
        if self._learnt > _LAST:  # learnt: nothing made on an idle pass
            return False
        end = min(self._learnt + _LEARN, _LAST + 1)
        for code in range(self._learnt, end):
            if self.get_glyph(code) is None:
                self._lacks = True
        self._learnt = end
        return end <= _LAST

    def known(self, text):
        """``text`` with :data:`ASKED` for each character the font has no glyph for (the
        library would leave it out, and the line be shorter than laid out); ``text`` itself if
        it has them all. A glyph asked for is made anew each time: a printable ASCII text is
        checked at once when the font is known to have them all."""
        if self._learnt > _LAST and not self._lacks:
            coded = text.encode()  # one byte a character: ASCII; lines apart, all printable
            if len(coded) == len(text) and max(coded) <= _LAST and \
                    min(coded.replace(b"\n", b" ")) >= _FIRST:
                return text
        for character in text:
            if character != "\n" and self.get_glyph(ord(character)) is None:
                break
        else:
            return text
        return "".join(character if character == "\n" or self.get_glyph(ord(character))
                       else ASKED for character in text)
