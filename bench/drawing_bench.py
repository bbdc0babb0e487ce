# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What drawing each change of screen costs on the badge (``make bench``): a markdown table.

Plays the changes of ``tests/test_drawn_once.py`` on the desktop's display, whose displayio
draws the same areas as the badge's, and counts the pixels each draws. On the badge a pixel
costs ``INSTRUCTIONS`` Thumb-2 instructions to draw (tiles held in RAM at the low end, the whole
picture read from the drive through ``OnDiskBitmap`` at the high end) at ``CYCLES`` cycles an
instruction at 120 MHz, and 2 bytes over SPI at 24 MHz (CIRCUITPYTHON.md): the table gives that
time, to which the Python of the change adds (``timing_bench.py``).
"""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`
sys.path.append(ROOT)

from test_drawn_once import SCREEN, Player  # noqa: E402

INSTRUCTIONS = (230, 450)  # to draw a pixel: tiles in RAM, the whole picture from the drive
CYCLES = (1.7, 2.2)  # a Thumb-2 instruction, on CircuitPython's VM and displayio
HZ = 120e6
SPI_BYTES_A_SECOND = 24e6 / 8


def milliseconds(pixels):
    """``(least, most)`` ms to draw ``pixels`` and send them to the screen."""
    spi = pixels * 2 / SPI_BYTES_A_SECOND
    return tuple(1000 * (pixels * instructions * cycles / HZ + spi)
                 for instructions, cycles in zip(INSTRUCTIONS, CYCLES))


def main():
    from desktop.window import Desktop

    desktop = Desktop(headless=True)
    player = Player(desktop.display, 0.1)
    game = player.game
    changes = [("another picture (← →)", player.change("right"))]
    changes.append(("a game starts (A): the solved tiles", player.change("a")))
    changes.append(("its scramble", player.change(None, 2)))
    changes.append(("the menu (START)", player.change("start")))
    changes.append(("the menu's next item", player.change("down")))
    changes.append(("back to play", player.change("b")))
    arrow = game.board.legal_moves()[0]
    changes.append(("a move: a glide's frames, the landing", player.change(arrow, 0.2)))
    while game.state == "play":
        won = player.change("a", 0.3)
    changes.append(("the winning move, then \"You won!\"", won))
    changes.append(("the whole picture", player.change(None, 3)))
    changes.append(("back to the intro (START)", player.change("start")))
    changes.append(("the demo starts", player.change(None, 31)))
    print("| change | pixels drawn, a refresh a pass | most in one refresh | badge: drawing "
          "and SPI of that refresh |")
    print("|---|---|---|---|")
    for name, passes in changes:
        drawn = [pixels for pixels in passes if pixels]
        most = max(drawn) if drawn else 0
        print("| %s | %s | %d (%.2f screens) | %.0f–%.0f ms |" % (
            name, " + ".join("%d" % pixels for pixels in drawn[:6])
            + (" + … (%d refreshes)" % len(drawn) if len(drawn) > 6 else ""),
            most, most / SCREEN, *milliseconds(most)))
    print("\nPixels counted on the desktop's displayio (Blinka draws the areas CircuitPython "
          "draws); the badge's time from %d–%d instructions a pixel at %.1f–%.1f cycles an "
          "instruction at 120 MHz, and SPI at 24 MHz (2 bytes a pixel): a whole screen, "
          "%d pixels, costs %.0f–%.0f ms." % (INSTRUCTIONS + CYCLES + (SCREEN,)
                                              + milliseconds(SCREEN)))


if __name__ == "__main__":
    main()
