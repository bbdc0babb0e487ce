# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""``board`` on the runtime: the build's real ``DISPLAY`` (160x128, its own displayio,
off the heap) with the PyBadge's pin names; ``I2C()`` a bus with nothing on it."""

import board as _build
import busio

DISPLAY = _build.DISPLAY
board_id = "pybadge"
# The PyBadge's pins (circuitpython-stubs' board definition, typings/board.pyi); a pin is a
# name here, which is all the stand-ins need of it.
for _name in ("A0", "A1", "A2", "A3", "A4", "A5", "A6", "D2", "D3", "D4", "D5", "D6", "D7",
              "D8", "D9", "D10", "D11", "D12", "D13", "SDA", "SCL", "SCK", "MOSI", "MISO",
              "TX", "RX", "NEOPIXEL", "SPEAKER", "SPEAKER_ENABLE", "LIGHT", "BATTERY",
              "ACCELEROMETER_INTERRUPT", "BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH",
              "TFT_CS", "TFT_DC", "TFT_LITE", "TFT_RST"):
    globals()[_name] = _name
_BUS = busio.I2C()


def I2C():
    return _BUS
