# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the NeoPixels show: the share of tiles in place in green, or a step of a rainbow chase.

The colours go into one buffer, written in place, that a light output shows: anything with
``show(buffer)``, the badge's :class:`puzzle.outputs.NeoPixels` for one. Nothing is allocated
after the constructor, and only integers are used.
"""

from .settings import Settings

CHASE_HUE_STEP = 24  # how far the colours turn on each step of the chase (256: the whole wheel)


class Lights:
    """A row of NeoPixels as the game uses them; they start dark.

    :param output: anything with ``show(buffer)``, ``buffer`` a ``bytearray`` of green, red,
        blue for each pixel
    :param int pixels: how many: 5 on the PyBadge and PyGamer, 1 on the PyBadge LC
    :param float brightness: 0 to 1: they are bright, and close to the eyes
    """

    def __init__(self, output, pixels=Settings.PIXELS, brightness=Settings.BRIGHTNESS):
        self._output = output
        self._pixels = pixels
        self._buffer = bytearray(3 * pixels)  # green, red, blue of each pixel
        self._level = min(max(int(255 * brightness + 0.5), 0), 255)  # the brightest a colour gets
        output.show(self._buffer)  # whatever the last program left on them goes

    def progress(self, in_place, total):
        """Light the share ``in_place / total`` of the pixels in green, the last one partly."""
        level = self._level
        buffer = self._buffer
        # In steps of light: each pixel holds ``level`` of them.
        steps = in_place * self._pixels * level // total if total > 0 else 0
        for pixel in range(self._pixels):
            at = 3 * pixel
            buffer[at] = min(max(steps - pixel * level, 0), level)
            buffer[at + 1] = 0
            buffer[at + 2] = 0
        self._output.show(buffer)

    def chase(self, step):
        """Show step ``step`` of the rainbow chase: the whole colour wheel spread over the
        pixels, turned CHASE_HUE_STEP further at each step."""
        pixels = self._pixels
        for pixel in range(pixels):
            _wheel(self._buffer, 3 * pixel, step * CHASE_HUE_STEP + pixel * 256 // pixels,
                   self._level)
        self._output.show(self._buffer)


def _wheel(buffer, at, hue, level):
    """Write the colour at ``hue`` (0 to 255 round the wheel), at most ``level`` bright, into
    ``buffer[at:at + 3]`` in the NeoPixels' order (green, red, blue)."""
    hue &= 255
    rising = hue % 85 * 3 * level // 255
    falling = level - rising
    # One by one: a tuple assignment of three may build a tuple, depending on the build.
    if hue < 85:  # red to green
        green = rising
        red = falling
        blue = 0
    elif hue < 170:  # green to blue
        green = falling
        red = 0
        blue = rising
    else:  # blue to red
        green = 0
        red = rising
        blue = falling
    buffer[at] = green
    buffer[at + 1] = red
    buffer[at + 2] = blue
