# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge platform against fake hardware modules, and code.py's start on the desktop."""

import gc
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


def load_badge(monkeypatch, joystick=False):
    """Import puzzle.badge against fake hardware modules; return (module, board, keys)."""
    board = types.SimpleNamespace(DISPLAY=object(), BUTTON_CLOCK="clock", BUTTON_OUT="out",
                                  BUTTON_LATCH="latch")
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
    badge = importlib.import_module("puzzle.badge").Badge(Settings())
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
