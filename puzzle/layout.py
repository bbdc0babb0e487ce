# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Text laid out by a fixed-width font's measure, for :mod:`puzzle.captions`: arithmetic on
the font's size alone, so the tests check it on any text.

What ``adafruit_display_text`` lacks, as functions over it: :func:`wrap` (a line that fits
exactly stays whole; a word breaks, without a hyphen, only when longer than a line),
:func:`balanced` (a title in even lines), :func:`shortened` (the lines a room holds, the last
ending "...") and :func:`known` (a "?" where the font has no glyph, which the library would
leave out).
"""

PAD_X = 3  # a label's box reaches this far left and right of its text (at scale 1)
PAD_Y = 1  # and this far above and below
# From one line's top to the next, in the font's heights: its glyphs have blank rows of their
# own above and below.
LINE_SPACING = 1.0
MORE = "..."
# Marks the chosen line of a list (the menu's): drawn by a label of its own, so choosing another
# line moves it (a few dozen pixels) and leaves the list's text as it is.
CURSOR = "> "
ASKED = "?"  # shown for a character the font has no glyph for


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


def known(text, font):
    """``text`` with :data:`ASKED` for each character ``font`` has no glyph for (the library
    would leave it out, and the line be shorter than laid out); ``text`` itself if it has
    them all."""
    for character in text:
        if character != "\n" and font.get_glyph(ord(character)) is None:
            break
    else:
        return text
    return "".join(character if character == "\n" or font.get_glyph(ord(character))
                   else ASKED for character in text)


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
