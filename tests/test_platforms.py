# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge platform against fake hardware modules, and code.py's start on the desktop."""

import gc
import importlib.util
import math
import importlib
import os
import subprocess
import sys
import time
import types

import pytest

from conftest import ROOT

from puzzle.settings import Settings

KEY_NAMES = ["b", "a", "start", "select", "right", "down", "up", "left"]  # CIRCUITPYTHON.md


class FakeEvent:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class FakeEventQueue:
    def __init__(self):
        self.pending = []

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True


class FakeShiftRegisterKeys:
    made = []

    def __init__(self, **kwargs):
        self.kwargs = kwargs
        self.events = FakeEventQueue()
        FakeShiftRegisterKeys.made.append(self)


class FakeAnalogIn:
    values = {}

    def __init__(self, pin):
        self.pin = pin

    @property
    def value(self):
        return FakeAnalogIn.values[self.pin]


def load_badge(monkeypatch, joystick=False, settings=None, **board_parts):
    """Import puzzle.badge against fake hardware modules; return (badge, board, keys)."""
    # the display: drawn when the presenter says, so the badge turns its own refresh off
    display = types.SimpleNamespace(auto_refresh=True)
    board = types.SimpleNamespace(DISPLAY=display, BUTTON_CLOCK="clock", BUTTON_OUT="out",
                                  BUTTON_LATCH="latch", **board_parts)
    if joystick:
        board.JOYSTICK_X, board.JOYSTICK_Y = "jx", "jy"
        FakeAnalogIn.values = {"jx": 32768, "jy": 32768}
    keypad = types.SimpleNamespace(ShiftRegisterKeys=FakeShiftRegisterKeys, Event=FakeEvent)
    monkeypatch.setitem(sys.modules, "board", board)
    monkeypatch.setitem(sys.modules, "keypad", keypad)
    monkeypatch.setitem(sys.modules, "analogio", types.SimpleNamespace(AnalogIn=FakeAnalogIn))
    monkeypatch.setitem(sys.modules, "microcontroller",
                        types.SimpleNamespace(nvm=bytearray(b"\xff" * 8192)))
    monkeypatch.delitem(sys.modules, "puzzle.badge", raising=False)
    badge = importlib.import_module("puzzle.badge").Badge(settings or Settings())
    return badge, board, FakeShiftRegisterKeys.made[-1]


def test_pybadge_keys_are_read_from_the_shift_register(monkeypatch):
    badge, board, keys = load_badge(monkeypatch)
    assert badge.display is board.DISPLAY
    assert badge.storage is sys.modules["microcontroller"].nvm
    assert keys.kwargs == dict(clock="clock", data="out", latch="latch", key_count=8,
                               value_when_pressed=True)
    keys.events.pending = [(number, True) for number in range(8)]
    assert [badge.next_press() for _ in range(8)] == KEY_NAMES
    assert badge.next_press() is None


def test_releases_give_nothing_so_holding_a_button_is_one_press(monkeypatch):
    badge, _, keys = load_badge(monkeypatch)
    keys.events.pending = [(6, True), (6, False), (1, False), (7, True), (7, False)]
    assert badge.next_press() == "up"
    assert badge.next_press() == "left"
    assert badge.next_press() is None


def test_pygamer_joystick_gives_one_press_each_time_it_leaves_the_centre(monkeypatch):
    badge, _, keys = load_badge(monkeypatch, joystick=True)
    assert keys.kwargs["key_count"] == 4
    seen = []
    for x, y in [(32768, 32768), (1000, 32768), (1000, 32768), (32768, 32768), (1000, 32768),
                 (65000, 32768), (32768, 2000), (32768, 2000), (32768, 64000)]:
        FakeAnalogIn.values = {"jx": x, "jy": y}
        seen.append(badge.next_press())
    assert seen == [None, "left", None, None, "left", "right", "up", None, "down"]
    keys.events.pending = [(1, True)]
    assert badge.next_press() == "a", "the buttons still work beside the stick"


def test_describe_reports_the_version_and_free_heap(monkeypatch):
    badge, _, _ = load_badge(monkeypatch)
    monkeypatch.setattr(gc, "mem_free", lambda: 98304, raising=False)
    line = badge.describe()
    assert line.startswith("CircuitPython %d.%d" % sys.implementation.version[:2])
    assert "98304 bytes free" in line


def test_code_py_starts_the_game_on_the_desktop():
    """``python code.py`` opens the (here headless) window, says so, and keeps running."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    process = subprocess.Popen([sys.executable, "code.py"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        assert "arrows" in line and "Esc quits" in line
        time.sleep(1)
        assert process.poll() is None, process.stderr.read()
    finally:
        process.terminate()
        process.wait(timeout=10)


DEVICE_MODULES = sorted(os.path.relpath(os.path.join(folder, name), ROOT)
                        for folder, _, names in os.walk(os.path.join(ROOT, "puzzle"))
                        for name in names if name.endswith(".py"))


@pytest.mark.parametrize("path", DEVICE_MODULES)
def test_device_modules_never_import_desktop_ones(path):
    """What goes onto the badge (all of puzzle/) must not reach for pygame, Blinka's window,
    the desktop package or the tools."""
    source = open(os.path.join(ROOT, path), encoding="utf-8").read()
    for desktop_only in ("pygame", "desktop", "PIL", "numpy", "blinka"):
        assert "import %s" % desktop_only not in source
        assert ".%s import" % desktop_only not in source


# Tilt to slide: the real adafruit_lis3dh and adafruit_bus_device against a fake chip. --------

FAKE_BOARD = os.path.join(ROOT, "tests", "micropython", "fakes", "board.py")
ONE_G = 16380  # raw counts of 1 g at +-2 g
ASLANT = int(ONE_G * math.sin(math.radians(30)))  # a reading 30 degrees from level


def fake_board():
    """A new copy of the gates' fake board module: its I2C bus and LIS3DH."""
    spec = importlib.util.spec_from_file_location("fake_board", FAKE_BOARD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Ticks:
    """adafruit_ticks.ticks_ms on a fake clock."""

    def __init__(self):
        self.now = 1000

    def __call__(self):
        return self.now


def tilting_badge(monkeypatch, degrees=20, bus=None):
    """``(badge, chip, ticks)``: a PyBadge with TILT on, its LIS3DH the fake one (None when
    ``bus`` holds none), on a fake clock."""
    chip_board = fake_board()
    ticks = Ticks()
    monkeypatch.setattr("adafruit_ticks.ticks_ms", ticks)
    monkeypatch.delitem(sys.modules, "puzzle.tilt", raising=False)
    # The library's annotations name digitalio's class; its interrupt pin is not used.
    monkeypatch.setitem(sys.modules, "digitalio", types.SimpleNamespace(DigitalInOut=object))
    settings = Settings()
    settings.TILT, settings.TILT_DEGREES = True, degrees
    i2c = chip_board.I2C() if bus is None else chip_board._I2C(bus)
    badge, _, _ = load_badge(monkeypatch, settings=settings, I2C=lambda: i2c)
    return badge, i2c.devices.get(0x19), ticks


def test_a_tilt_is_an_arrow_press_on_the_badge(monkeypatch, capsys):
    badge, chip, ticks = tilting_badge(monkeypatch)
    assert "Tilt" not in capsys.readouterr().out
    assert chip.registers[0x20] >> 4 == 0b0011, "the library set the chip to 25 readings a second"
    assert chip.registers[0x23] == 0x88, "and to +-2 g, high resolution"
    assert "adafruit_lis3dh" not in sys.modules, "the library is let go of once it is done"
    seen = []
    # The chip's x points to the screen's left, its y to the top (see puzzle/tilt.py).
    for x, y in ([(0, 0)] * 3 + [(-ASLANT, 0)] * 5 + [(0, 0)] * 3 + [(0, -ASLANT)] * 5
                 + [(0, 0)] * 3 + [(ASLANT, 0)] * 3 + [(0, 0)] + [(0, ASLANT)] * 3):
        chip.lean(x, y)
        ticks.now += 50
        seen.append(badge.next_press())
    assert [press for press in seen if press] == ["left", "up", "right", "down"]


def test_the_accelerometer_is_read_20_times_a_second_at_most(monkeypatch):
    badge, chip, ticks = tilting_badge(monkeypatch)
    chip.lean(-ASLANT, 0)
    before = chip.reads
    presses = []
    for _ in range(100):  # a fast loop: 100 passes in half a second
        presses.append(badge.next_press())
        ticks.now += 5
    assert 9 <= chip.reads - before <= 10 and presses.count("left") == 1


def test_buttons_still_work_with_the_accelerometer_on(monkeypatch):
    badge, chip, ticks = tilting_badge(monkeypatch)
    FakeShiftRegisterKeys.made[-1].events.pending = [(1, True)]
    assert badge.next_press() == "a"


@pytest.mark.parametrize("who_am_i", [None, 0x44], ids=["nothing on the bus", "another chip"])
def test_no_accelerometer_is_one_line_and_the_buttons_play(monkeypatch, capsys, who_am_i):
    bus = {}
    if who_am_i is not None:
        bus[0x19] = fake_board().LIS3DH()
        bus[0x19].registers[0x0F] = who_am_i
    badge, _, _ = tilting_badge(monkeypatch, bus=bus)
    said = [line for line in capsys.readouterr().out.splitlines() if "Tilt" in line]
    if who_am_i is None:  # the bus scanned: nothing of the accelerometer's code is loaded
        assert said == ["Tilt off: no accelerometer (a PyBadge LC has none)"]
    else:  # a chip answers, but the library finds no LIS3DH there: it says so
        assert len(said) == 1 and said[0].startswith("Tilt off: RuntimeError: ")
    for module in ("puzzle.tilt", "adafruit_lis3dh"):
        assert module not in sys.modules
    FakeShiftRegisterKeys.made[-1].events.pending = [(6, True)]
    assert badge.next_press() == "up" and badge.next_press() is None


def test_no_i2c_or_no_library_is_one_line_too(monkeypatch, capsys):
    settings = Settings()
    settings.TILT = True
    badge, _, _ = load_badge(monkeypatch, settings=settings)  # a board without I2C
    [line] = [said for said in capsys.readouterr().out.splitlines() if "Tilt" in said]
    assert line.startswith("Tilt off: AttributeError")
    monkeypatch.setitem(sys.modules, "adafruit_lis3dh", None)  # not in lib/
    badge, _, _ = load_badge(monkeypatch, settings=settings, I2C=fake_board().I2C)
    [line] = [said for said in capsys.readouterr().out.splitlines() if "Tilt" in said]
    assert line.startswith(("Tilt off: ImportError", "Tilt off: ModuleNotFoundError"))
    assert badge.next_press() is None


def test_tilt_off_opens_nothing(monkeypatch):
    for module in ("adafruit_lis3dh", "puzzle.tilt"):
        monkeypatch.delitem(sys.modules, module, raising=False)
    opened = []
    badge, _, _ = load_badge(monkeypatch, I2C=lambda: opened.append("I2C"))
    assert badge.next_press() is None and opened == []
    for module in ("adafruit_lis3dh", "puzzle.tilt"):
        assert module not in sys.modules, "imported with TILT off: " + module
