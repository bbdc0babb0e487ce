# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""How true ``make picture`` keeps a picture's colours (``make bench``), beside a plain
median cut: its colours are chosen in CIELAB (tools/palette.py).

"Median cut" is Pillow's median cut with Floyd-Steinberg dithering (``drawings.median_cut``);
"maker" is the ``full.bmp`` that ``make picture`` writes.
Each is compared with the picture it reduces (the source cropped and shrunk to 160x128, all
its colours) pixel by pixel, by the CIEDE2000 difference: its mean and 95th percentile. For the
flat regions of the drawings, the CIELAB hue angle of the region's mean colour and its
CIEDE2000 difference from the source's. The pictures are drawn by tests/drawings.py and
tools/art.py; nothing is downloaded.
"""

import os
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tests"))  # last, so that code.py cannot hide `code`

import drawings  # noqa: E402
from drawings import cielab, errors, made, maker, region_colour  # noqa: E402

import art  # noqa: E402  (tools/, on the path through drawings)

DEPTHS = (16, 64)


def pictures():
    """``(name, kind, image, regions)`` of every picture measured."""
    for kind, group in (("flat drawing", drawings.FLAT), ("photograph-like", drawings.PHOTOS)):
        for name, draw in group.items():
            image, regions = draw()
            yield name, kind, image, regions
    for name, draw in art.PICTURES.items():
        yield name, "shipped picture", draw(), {}


def main():
    measured = [(name, kind, image, regions, maker.screen_image(image))
                for name, kind, image, regions in pictures()]
    print("| picture | kind | colours | median cut: mean / 95th percentile ΔE00 "
          "| maker: mean / 95th percentile ΔE00 | maker: seconds to make |")
    print("|---|---|---|---|---|---|")
    sixteen = {}
    for colors in DEPTHS:
        for name, kind, image, regions, screen in measured:
            started = time.perf_counter()
            result = made(image, colors)
            seconds = time.perf_counter() - started
            if colors == 16:
                sixteen[name] = result
            before = errors(screen, drawings.median_cut(screen, colors))
            after = errors(screen, result)
            print("| %s | %s | %d | %.2f / %.1f | %.2f / %.1f | %.2f |" % (
                name, kind, colors, before.mean(), np.percentile(before, 95), after.mean(),
                np.percentile(after, 95), seconds))
    print("\n| flat region (16 colours) | source: hue | median cut: hue (ΔE00) "
          "| maker: hue (ΔE00) |")
    print("|---|---|---|---|")
    for name, _, _, regions, screen in measured:
        before_image = drawings.median_cut(screen)
        for region, box in regions.items():
            source = region_colour(screen, box)
            cells = ["%.0f°" % cielab.hue(source)]
            for result in (before_image, sixteen[name]):
                colour = region_colour(result, box)
                cells.append("%.0f° (%.1f)" % (cielab.hue(colour),
                                               cielab.ciede2000(source, colour)))
            print("| %s: %s | %s |" % (name, region, " | ".join(cells)))
    print("\nΔE00 is CIEDE2000: about 1 is the least the eye sees side by side, over 10 is "
          "another colour. A region's colour is the mean of its pixels (what the eye sees of "
          "a dithered one). Seconds: the whole set (full.bmp and two tilesheets) on this "
          "computer.")


if __name__ == "__main__":
    main()
