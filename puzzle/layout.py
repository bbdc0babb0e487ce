# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Text laid out on the screen by measuring the font: how many characters a line holds, how
tall a box of lines is, and where a long line breaks. Nothing here is cut: a line too long is
wrapped, and only a block with more lines than its room is shortened, with "..." to say so.

Pure arithmetic on the font's size, so the view (:mod:`puzzle.view`) uses it on the badge and
the tests check it without a display.
"""

PAD_X = 3  # a label's background reaches this far left and right of its text (at scale 1)
PAD_Y = 1  # and this far above and below
LINE_SPACING = 1.25  # bitmap_label's: from one line's top to the next, in character heights
MORE = "..."


class Layout:
    """Lines of a fixed-width font (``terminalio.FONT``: 6x12) on a screen.

    :param int char_width: pixels a character advances
    :param int char_height: pixels of a line of characters
    """

    def __init__(self, char_width, char_height):
        self.char_width = char_width
        self.char_height = char_height
        self.line_step = int(LINE_SPACING * char_height)

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
        return ((longest * self.char_width + 2 * PAD_X) * scale,
                (self.char_height + (len(lines) - 1) * self.line_step + 2 * PAD_Y) * scale)


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
