# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tilting the badge as arrow presses: readings of an accelerometer in, a button's name out.

Held flat, screen up, the badge is level. Tilted past the threshold, the tile on the high side
slides down into the gap, as a marble would: the right edge raised is LEFT (the tile right of
the gap moves left), the bottom edge raised is UP (the tile below the gap moves up), and so on,
the arrows' own meaning. One tilt is one press: a side must read past the threshold on
:data:`STEADY` readings in a row (a bump or a shaky hand is not a tilt), and after a press
nothing more comes until the badge is back near level, within half the threshold's angle (so
that a tilt held, or wavering about the threshold, is still one press).

Pure and device-safe: the badge (:mod:`puzzle.badge`) reads the accelerometer and hands the
readings over; the tests hand over a fake's. With whole-number readings nothing is allocated.
"""

import math

STEADY = 2  # readings in a row past the threshold that make a tilt (the badge reads 20 a second)
# The press of each side raised: right edge, left edge, bottom edge, top edge.
PRESSES = ("left", "right", "up", "down")


class Tilt:
    """One press per tilt, from readings of the pull of gravity along the screen's two axes.

    :param float degrees: how far from level a tilt must go
    :param one_g: what a reading is for 1 g (the readings' unit: any, whole numbers best)
    """

    def __init__(self, degrees, one_g):
        self._past = int(one_g * math.sin(math.radians(degrees)))  # a tilt: this far or more
        self._level = int(one_g * math.sin(math.radians(degrees / 2)))  # level: less than this
        self._armed = True  # False from a press until the badge is back near level
        self._side = -1  # index in PRESSES of the side read past the threshold, or -1
        self._count = 0  # readings in a row of that side

    def press(self, right, down):
        """The press that this reading makes, or None.

        :param right: the reading along the axis to the screen's right: positive when the
            right edge is the higher
        :param down: the reading along the axis to the screen's bottom: positive when the
            bottom edge is the higher
        """
        across, along = abs(right), abs(down)
        if not self._armed:
            if across < self._level and along < self._level:
                self._armed = True
            return None
        side = -1
        if across >= along and across >= self._past:  # the steeper axis says which side
            side = 0 if right > 0 else 1
        elif along > across and along >= self._past:
            side = 2 if down > 0 else 3
        if side != self._side:
            self._side = side
            self._count = 0
        if side < 0:
            return None
        self._count += 1
        if self._count < STEADY:
            return None
        self._armed = False
        self._side = -1
        return PRESSES[side]
