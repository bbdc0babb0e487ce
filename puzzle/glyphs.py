# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The labels' font: ``terminalio.FONT`` as :mod:`puzzle.captions` hands it to
``adafruit_display_text``, its spaces drawn as nothing and its glyphs' presence remembered, so
that a text costs fewer objects and calls (the pixels are the same)."""

from .layout import known

_HAS, _LACKS = 1, 2
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
        self._has = bytearray(128)  # an ASCII character's glyph: 0 not asked yet, _HAS, _LACKS
        self._learnt = _FIRST  # learn() has asked about the characters below this
        self._printable = False  # the font has every printable ASCII character (learnt)
        self._lacks = False  # it lacks one of those learnt so far
        space = font.get_glyph(32)
        self._space = None if space is None else _Advance(space)

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
        has = self._has
        end = min(self._learnt + _LEARN, _LAST + 1)
        for code in range(self._learnt, end):
            if not has[code]:
                has[code] = _HAS if self.get_glyph(code) else _LACKS
            if has[code] == _LACKS:
                self._lacks = True
        self._learnt = end
        if end <= _LAST:
            return True
        self._printable = not self._lacks
        return False

    def known(self, text):
        """``text`` with ``layout.ASKED`` for each character the font has no glyph for
        (:func:`puzzle.layout.known`); whether the font has an ASCII character is asked of
        it once (a glyph asked for is made anew each time)."""
        if self._printable:
            coded = text.encode()  # one byte a character: ASCII; lines apart, all printable
            if len(coded) == len(text) and max(coded) <= _LAST and \
                    min(coded.replace(b"\n", b" ")) >= _FIRST:
                return text
        has = self._has
        for character in text:
            code = ord(character)
            if code < len(has):
                if not has[code]:
                    has[code] = _HAS if code == 10 or self.get_glyph(code) else _LACKS
                if has[code] == _HAS:
                    continue
            elif self.get_glyph(code) is not None:
                continue
            return known(text, self)  # a character it lacks: rare
        return text


class _Advance:
    """A glyph's measures with no width: the library moves on by its ``shift_x`` and draws
    nothing, its height and offsets still counted in the text's box."""

    def __init__(self, glyph):
        self.bitmap = glyph.bitmap
        self.tile_index = glyph.tile_index
        self.width = 0
        self.height = glyph.height
        self.dx = glyph.dx
        self.dy = glyph.dy
        self.shift_x = glyph.shift_x
        self.shift_y = glyph.shift_y
