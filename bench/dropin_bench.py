# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A picture dropped on the drive against a tilesheet (``make bench``): RAM, and a move's redraw.

For each way a board reaches the screen (a 16-colour tilesheet in RAM, or ``full.bmp`` cut on
the fly from flash in each BMP format ``OnDiskBitmap`` reads) and each size, a scripted game on
the real view in a headless window, ``PRESSES`` arrow presses:

- **RAM on the badge**: the Bitmaps the board needs, from CircuitPython's ``Bitmap`` layout
  (a tilesheet; or the numbers' overlay, 2 bits a pixel, the picture itself staying on flash);
- **a move's redraw**: the pixels displayio redraws (the areas its layers mark dirty, as
  CircuitPython's displayio tracks them: the two cells, once for each layer), at most as many
  pixel reads from the file (``OnDiskBitmap`` seeks and reads each pixel it draws, fewer where
  the numbers and the gap cover the picture) and the bytes they take, and the desktop's time
  to redraw them (Blinka's Python displayio, not the badge's C).
"""

import os
import pathlib
import random
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(ROOT)  # last, so that code.py cannot hide the standard library's `code`
sys.path.append(os.path.join(ROOT, "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from desktop.script import GameClock  # noqa: E402  (pygame before displayio)
from desktop.window import Desktop  # noqa: E402


import parameters  # noqa: E402
from bench import PALETTE_ENTRY, bitmap_bytes, random_directions  # noqa: E402
from puzzle.app import make_game  # noqa: E402
from puzzle.settings import read  # noqa: E402
from puzzle.numbered import cut  # noqa: E402
from test_dropin import bmp_bytes, photograph  # noqa: E402

PRESSES = 80
# (kind for test_dropin.bmp_bytes, what it is, bytes a pixel read takes from the file)
KINDS = (("24", "24-bit", 3), ("565", "16-bit 565", 2), ("8", "8-bit, 256 colours", 1),
         ("4", "4-bit, 16 colours", 1))


def redraws(desktop, images, button):
    """(pixels redrawn, ms to redraw) per move of a scripted game, and its moves."""
    clock = GameClock()
    game = make_game(read(parameters), desktop.display, clock, random.Random(4), None, images)
    game.press(button)
    clock.now += 10
    game.tick()
    desktop.display.refresh()  # the new scene, all of it
    desktop.display.refresh()  # and what displayio keeps of it for one more refresh
    moves = pixels = 0
    elapsed = 0.0
    for direction in random_directions(PRESSES, 5):
        before = game.moves
        game.press(direction)
        clock.now += 1  # the tile glides and lands before the next press
        game.tick()
        if game.moves == before:
            continue
        moves += 1
        started = time.perf_counter()
        drawn = desktop.display.refresh_window()  # what displayio marked as changed
        elapsed += time.perf_counter() - started
        pixels += sum(rect.width * rect.height for rect in drawn)
        if game.state != "play":
            break
    return pixels / moves, elapsed / moves * 1e3, moves


def main():
    desktop = Desktop(read(parameters), headless=True)
    folder = pathlib.Path(tempfile.mkdtemp(prefix="dropin-"))
    try:
        images = folder / "images"
        shipped = parameters.PICTURE
        shutil.copytree(os.path.join(ROOT, "images", shipped), images / shipped)
        ways = [("`%s`'s 16-colour tilesheet, in RAM" % shipped, shipped, 0)]
        for kind, label, bytes_per_pixel in KINDS:
            name = "dropin" + kind
            (images / name).mkdir()
            (images / name / "full.bmp").write_bytes(bmp_bytes(photograph(), kind, folder))
            ways.append(("`full.bmp` %s, cut from flash" % label, name, bytes_per_pixel))
        print("| board | picture | RAM on the badge | pixels redrawn per move | reads from "
              "flash per move: at most | desktop: ms to redraw a move |")
        print("|---|---|---|---|---|---|")
        for button, (columns, rows) in zip("ab", ((3, 3), (4, 4))):
            for label, name, bytes_per_pixel in ways:
                parameters.PICTURE = name
                pixels, ms, moves = redraws(desktop, str(images), button)
                ram = _ram(columns, rows, bool(bytes_per_pixel))
                reads = "%.0f seeks, %.0f bytes" % (pixels, pixels * bytes_per_pixel)
                print("| %dx%d | %s | %s | %.0f | %s | %.1f |" % (
                    columns, rows, label, "{:,}".format(ram).replace(",", " "), pixels,
                    reads if bytes_per_pixel else "none", ms))
        print("\nPython %s on %s, Blinka's displayio; %d presses a game." % (
            sys.version.split()[0], sys.platform, PRESSES))
    finally:
        shutil.rmtree(folder, True)


def _ram(columns, rows, dropped_in):
    """Bytes of Bitmap and Palette the board holds on the badge."""
    if dropped_in:  # the numbers' overlay: 3 colours, 2 bits a pixel
        width, height = cut(columns, rows)[:2]
        return bitmap_bytes(columns * width, rows * height, 3) + 3 * PALETTE_ENTRY
    width, height = 160 // columns, 128 // rows
    return bitmap_bytes(columns * width, rows * height, 16) + 16 * PALETTE_ENTRY


if __name__ == "__main__":
    main()
