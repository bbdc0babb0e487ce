# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Tilting as presses (puzzle/tilt.py), through a fake accelerometer: one tilt is one move."""

import math
import random

import pytest
from hypothesis import given, settings, strategies as st

from puzzle.board import Board
from puzzle.tilt import PRESSES, STEADY, Tilt

ONE_G = 16380  # the badge's readings: raw counts of the LIS3DH at +-2 g
DEGREES = 20


class FakeAccelerometer:
    """The badge in a hand: its pose (degrees the right edge and the bottom edge are raised)
    as the accelerometer reads it, with the hand's and the chip's noise on top."""

    def __init__(self, noise=0, seed=1):
        self.right = 0.0  # degrees the right edge is raised (negative: the left edge)
        self.down = 0.0  # degrees the bottom edge is raised (negative: the top edge)
        self._noise = noise
        self._rng = random.Random(seed)

    def reading(self):
        def axis(degrees):
            jitter = self._rng.uniform(-self._noise, self._noise)
            return int(ONE_G * math.sin(math.radians(degrees + jitter)))

        return axis(self.right), axis(self.down)


def presses(tilt, accelerometer, poses):
    """What ``tilt`` makes of the accelerometer held at each ``(right, down)`` pose in turn
    (one reading each); the presses, Nones left out."""
    made = []
    for accelerometer.right, accelerometer.down in poses:
        press = tilt.press(*accelerometer.reading())
        if press:
            made.append(press)
    return made


def held(pose, readings):
    return [pose] * readings


LEVEL = (0, 0)


@pytest.mark.parametrize("pose, press", [((30, 0), "left"), ((-30, 0), "right"),
                                         ((0, 30), "up"), ((0, -30), "down")])
def test_one_tilt_is_one_move_of_the_tile_on_the_high_side(pose, press):
    made = presses(Tilt(DEGREES, ONE_G), FakeAccelerometer(noise=2),
                   held(LEVEL, 10) + held(pose, 10) + held(LEVEL, 10))
    assert made == [press]


@pytest.mark.parametrize("pose, high_side", [((30, 0), (0, 1)), ((-30, 0), (0, -1)),
                                             ((0, 30), (1, 0)), ((0, -30), (-1, 0))])
def test_the_tile_on_the_high_side_slides_into_the_gap(pose, high_side):
    """The arrows' meaning: the press moves the tile that was next to the gap on the raised
    side (rows down, columns right) into the gap."""
    board = Board(3, 3, [0, 1, 2, 3, 8, 5, 6, 7, 4])  # the gap in the middle
    row, column = divmod(board.blank, 3)
    tile = board.tile_at((row + high_side[0]) * 3 + column + high_side[1])
    [press] = presses(Tilt(DEGREES, ONE_G), FakeAccelerometer(), held(pose, 5))
    gap = board.blank
    board.move(press)  # an arrow's press is the direction its tile moves
    assert board.tile_at(gap) == tile


def test_holding_a_tilt_is_one_move():
    made = presses(Tilt(DEGREES, ONE_G), FakeAccelerometer(noise=3), held((0, 35), 2000))
    assert made == ["up"]


def test_noise_near_the_threshold_is_not_a_move():
    tilt, accelerometer = Tilt(DEGREES, ONE_G), FakeAccelerometer(noise=1.5)
    assert presses(tilt, accelerometer, held((DEGREES - 2, 0), 2000)) == []
    # Wavering about the threshold, a reading past it never followed by another: no move.
    wavering = [(DEGREES + (1 if i % 2 else -1), 0) for i in range(2000)]
    assert presses(tilt, FakeAccelerometer(), wavering) == []
    # A bump: one reading far past it.
    assert presses(tilt, FakeAccelerometer(), held(LEVEL, 5) + [(60, 0)] + held(LEVEL, 5)) == []


def test_a_return_to_level_re_arms_and_only_that():
    tilt, accelerometer = Tilt(DEGREES, ONE_G), FakeAccelerometer(noise=1)
    # Back only part of the way (past half the threshold's angle): still the same tilt.
    half_way = held((30, 0), 5) + held((15, 0), 20) + held((30, 0), 5)
    assert presses(tilt, accelerometer, half_way) == ["left"]
    assert presses(tilt, accelerometer, held(LEVEL, 3) + held((30, 0), 5)) == ["left"]
    # From one side straight over to the other, never near level: nothing more.
    assert presses(tilt, accelerometer, held((-30, 0), 5)) == []
    assert presses(tilt, accelerometer, held(LEVEL, 1) + held((-30, 0), 5)) == ["right"]


def test_a_diagonal_tilt_is_the_steeper_side():
    assert presses(Tilt(DEGREES, ONE_G), FakeAccelerometer(), held((25, -40), 5)) == ["down"]
    assert presses(Tilt(DEGREES, ONE_G), FakeAccelerometer(), held((-40, 25), 5)) == ["right"]


@pytest.mark.parametrize("degrees", [5, 20, 60])
def test_the_threshold_is_the_angle_asked(degrees):
    for angle, moves in ((degrees - 1, 0), (degrees + 1, 1)):
        made = presses(Tilt(degrees, ONE_G), FakeAccelerometer(), held((0, -angle), 5))
        assert len(made) == moves, (degrees, angle)


def test_the_unit_of_the_readings_is_any():
    """Metres per second squared, as adafruit_lis3dh gives them, serve as well as counts."""
    tilt = Tilt(DEGREES, 9.806)
    made = [tilt.press(9.806 * math.sin(math.radians(angle)), 0.0)
            for angle in (0, 25, 25, 25, 0, 25, 25)]
    assert [press for press in made if press] == ["left", "left"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(-ONE_G, ONE_G), st.integers(-ONE_G, ONE_G)),
                max_size=200))
def test_any_readings_give_one_press_per_tilt_at_most(readings):
    """Whatever the readings: between two presses there is a reading near level, and each
    press follows STEADY readings in a row of its side past the threshold."""
    tilt = Tilt(DEGREES, ONE_G)
    past = ONE_G * math.sin(math.radians(DEGREES))
    level = ONE_G * math.sin(math.radians(DEGREES / 2))
    level_since_press = True
    for index, (right, down) in enumerate(readings):
        press = tilt.press(right, down)
        if press:
            assert level_since_press, "a second press without a return to level"
            level_since_press = False
            side = PRESSES.index(press)
            for before in readings[index + 1 - STEADY:index + 1]:
                value = before[side // 2] * (1 if side % 2 == 0 else -1)
                assert value >= past - 1 and value >= abs(before[1 - side // 2])
        elif abs(right) < level - 1 and abs(down) < level - 1:
            level_since_press = True
