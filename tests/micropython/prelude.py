# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Make MicroPython's unix port behave like CircuitPython on the PyBadge: import this first.

- ``import`` of anything outside the PyBadge's module list raises ``ImportError`` saying so,
  even for modules this MicroPython has (``heapq``, ``io``, ``machine``...); so does
  ``from collections import`` of anything but ``namedtuple``, ``OrderedDict``, ``deque``;
- ``time`` is CircuitPython's: ``monotonic()`` in float seconds, ``sleep()``... and no
  ``ticks_ms`` and friends;
- the project is found where ``MICROPYPATH`` says: the tests put the bundle there, compiled
  (``tests/test_micropython.py``); run by hand without it, the repository's sources.
"""

import builtins
import os
import sys
import time as _time

# From the PyBadge's board definition (the facts are in the README's badge section).
PYBADGE_MODULES = (
    "board", "busio", "digitalio", "analogio", "audioio", "audiocore", "displayio", "busdisplay",
    "fourwire", "terminalio", "fontio", "bitmaptools", "keypad", "microcontroller", "nvm",
    "supervisor", "storage", "os", "time", "random", "math", "json", "struct", "gc", "sys",
    "collections", "array", "re", "traceback", "ulab", "synthio", "rainbowio", "neopixel_write",
    "micropython", "builtins", "adafruit_bus_device",
)
# What goes onto CIRCUITPY besides the firmware (tools/device.py): the project's modules and
# the libraries in lib/; then the gates' own modules beside this file.
PROJECT_MODULES = ("puzzle", "parameters", "adafruit_display_text", "adafruit_imageload",
                   "adafruit_lis3dh", "adafruit_ticks", "prelude", "harness", "game_gate",
                   "board_gate", "solver_gate", "features_gate", "timing", "timing_gate",
                   "firmware", "loop_gate", "lowmem_gate", "life_gate", "evening", "keep_gate",
                   "settings_gate", "heap_gate", "startup_gate", "solving", "count_gate",
                   "count_script", "count_native")
COLLECTIONS = ("namedtuple", "OrderedDict", "deque")
BLOCKED = "not on the PyBadge's CircuitPython (blocked by tests/micropython/prelude.py)"


class CircuitPythonTime:
    """CircuitPython's ``time`` module, as far as the game can tell; used as ``time``."""

    @staticmethod
    def monotonic():
        """Seconds as a float, from a clock that never goes back."""
        return _time.ticks_us() / 1000000

    @staticmethod
    def monotonic_ns():
        """Nanoseconds as an int, from the same clock as ``monotonic``."""
        return _time.ticks_us() * 1000

    sleep = _time.sleep
    time = _time.time
    localtime = _time.localtime
    mktime = _time.mktime


def _import(name, globals=None, locals=None, fromlist=None, level=0):
    """``builtins.__import__`` that refuses what the PyBadge lacks."""
    if level == 0:
        top = name.split(".")[0]
        if top not in PYBADGE_MODULES and top not in PROJECT_MODULES:
            raise ImportError("%s: %s" % (name, BLOCKED))
        if name == "time":
            return CircuitPythonTime
        if name == "collections" and fromlist:
            for wanted in fromlist:
                if wanted not in COLLECTIONS:
                    raise ImportError("collections.%s: %s" % (wanted, BLOCKED))
    return real_import(name, globals, locals, fromlist, level)


real_import = builtins.__import__  # the runtime's own, which _import refuses around
builtins.__import__ = _import
sys.modules["time"] = CircuitPythonTime


def _holds_project(folder):
    try:
        os.stat(folder + "/puzzle")
        return True
    except OSError:
        return False


if not any(_holds_project(folder) for folder in sys.path if folder):
    sys.path.append((__file__.rpartition("/")[0] or ".") + "/../..")
