# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Pictures the colour tests and the bench draw for themselves (nothing is downloaded), and
how a made set's colours are compared with its source's.

Flat drawings, whose saturated regions must keep their colours, and photograph-like pictures
(gradients, soft shapes and grain). Each drawing returns the image and its flat regions:
``{name: box}``, boxes in screen pixels (160x128) well inside a region of one colour. The
canvas is 640x512, the screen's shape, so a canvas box divided by 4 is a screen box.
"""

import os
import sys
import tempfile

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "tools"))
import cielab  # noqa: E402
import picture as maker  # noqa: E402

SIZE = (640, 512)
GRASS, BARN, ROOF, SUN, WHITE = ((60, 150, 50), (200, 30, 30), (150, 20, 20), (255, 220, 0),
                                 (250, 250, 250))


def barn():
    """A small red barn with a white door on green grass, a yellow sun in a sky that fades
    from deep blue to pale at the horizon."""
    image = vertical_gradient((40, 90, 200), (170, 210, 250))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 330, 640, 512), fill=GRASS)
    draw.rectangle((300, 270, 420, 340), fill=BARN)
    draw.polygon([(290, 270), (360, 220), (430, 270)], fill=ROOF)
    draw.rectangle((350, 300, 370, 340), fill=WHITE)
    draw.ellipse((500, 30, 610, 140), fill=SUN)
    regions = {"barn": (78, 69, 85, 83), "roof": (85, 61, 95, 65), "sun": (132, 16, 144, 28),
               "grass": (10, 90, 150, 124)}
    return image, regions


def vertical_gradient(top, bottom):
    """The whole canvas fading from ``top`` to ``bottom``."""
    y = np.linspace(0, 1, SIZE[1])[:, None, None]
    canvas = (1 - y) * np.array(top) + y * np.array(bottom)
    return Image.fromarray(np.broadcast_to(canvas, (SIZE[1], SIZE[0], 3)).astype(np.uint8))


def sun():
    """A yellow sun with rays in a blue sky over a few white clouds."""
    image = Image.new("RGB", SIZE, (40, 110, 220))
    draw = ImageDraw.Draw(image)
    for angle in range(0, 360, 30):
        x, y = np.cos(np.radians(angle)), np.sin(np.radians(angle))
        draw.line((320 + 130 * x, 230 + 130 * y, 320 + 190 * x, 230 + 190 * y),
                  fill=(255, 200, 0), width=14)
    draw.ellipse((210, 120, 430, 340), fill=(255, 225, 30))
    for x, y in ((60, 420), (430, 440), (520, 60)):
        draw.ellipse((x, y, x + 140, y + 50), fill=WHITE)
    return image, {"sun": (68, 45, 92, 70), "sky": (2, 2, 30, 20)}


def kite():
    """Eight saturated hues side by side, black lines between them, on white."""
    image = Image.new("RGB", SIZE, WHITE)
    draw = ImageDraw.Draw(image)
    hues = {"red": (230, 30, 40), "orange": (250, 130, 0), "yellow": (250, 220, 0),
            "green": (40, 170, 60), "cyan": (0, 180, 200), "blue": (30, 70, 200),
            "purple": (130, 40, 170), "pink": (230, 40, 160)}
    regions = {}
    for i, (name, colour) in enumerate(hues.items()):
        left = 32 + i * 72
        draw.rectangle((left, 60, left + 64, 450), fill=colour, outline=(0, 0, 0), width=4)
        regions[name] = (left // 4 + 4, 20, left // 4 + 12, 108)
    return image, regions


def apple():
    """A red apple and a green leaf on a soft cream-to-peach gradient (a flat shape on a
    background whose shades want palette entries of their own)."""
    image = vertical_gradient((250, 240, 215), (240, 180, 140))
    draw = ImageDraw.Draw(image)
    draw.ellipse((180, 150, 460, 430), fill=(210, 20, 35))
    draw.polygon([(320, 150), (420, 40), (470, 120)], fill=(50, 160, 40))
    draw.line((318, 160, 300, 90), fill=(90, 50, 20), width=10)
    return image, {"apple": (64, 60, 96, 95), "leaf": (98, 23, 104, 28)}


def photo(seed, stops, blobs):
    """Gradient, soft blobs and grain: what a photograph gives the maker."""
    rng = np.random.default_rng(seed)
    y = np.broadcast_to(np.linspace(0, 1, SIZE[1])[:, None], SIZE[::-1])
    canvas = np.stack([np.interp(y, [at for at, _ in stops], [colour[channel] for _, colour
                                                                in stops])
                       for channel in range(3)], axis=-1)
    image = Image.fromarray(canvas.astype(np.uint8))
    layer = Image.new("RGB", SIZE)
    mask = Image.new("L", SIZE)
    for _ in range(blobs):
        x, y0, r = rng.integers(0, 640), rng.integers(100, 512), rng.integers(30, 120)
        colour = tuple(int(c) for c in rng.integers(20, 240, 3))
        ImageDraw.Draw(layer).ellipse((x - r, y0 - r, x + r, y0 + r), fill=colour)
        ImageDraw.Draw(mask).ellipse((x - r, y0 - r, x + r, y0 + r), fill=255)
    image.paste(layer, mask=mask.filter(ImageFilter.GaussianBlur(12)))
    grain = rng.normal(0, 8, (SIZE[1], SIZE[0], 3))
    return Image.fromarray(np.clip(np.asarray(image, dtype=float) + grain, 0, 255)
                           .astype(np.uint8)), {}


def sunset():
    """A photograph-like sunset: orange to purple sky, dark soft shapes, grain."""
    return photo(1, [(0, (250, 160, 60)), (0.5, (220, 90, 110)), (1, (60, 30, 90))], 8)


def meadow():
    """A photograph-like meadow: blue sky, green field, many coloured soft blobs, grain."""
    return photo(2, [(0, (120, 170, 235)), (0.45, (200, 220, 240)), (0.5, (90, 150, 60)),
                     (1, (40, 90, 30))], 30)


FLAT = {"barn": barn, "sun": sun, "kite": kite, "apple": apple}
PHOTOS = {"sunset": sunset, "meadow": meadow}


def median_cut(screen, colors=16):
    """``screen`` as the maker drew it before its colours were chosen in CIELAB: Pillow's
    median cut for ``colors - 2`` colours plus black and white, Floyd-Steinberg dithered."""
    rgb = screen.quantize(colors=colors - 2, method=Image.Quantize.MEDIANCUT).getpalette()
    palette = Image.new("P", (1, 1))
    palette.putpalette(rgb[:3 * (colors - 2)] + [0, 0, 0, 255, 255, 255])
    return screen.quantize(palette=palette, dither=Image.Dither.FLOYDSTEINBERG)


def made(image, colors=16):
    """The ``full.bmp`` that ``make picture`` writes for ``image``, as an RGB image."""
    with tempfile.TemporaryDirectory() as images:
        folder = os.path.join(images, "made")
        maker.make_set(image, folder, colors=colors)
        with Image.open(os.path.join(folder, "full.bmp")) as full:
            return full.convert("RGB")


def errors(source, result):
    """The CIEDE2000 difference of every pixel of ``result`` from ``source`` (RGB images)."""
    return cielab.ciede2000(cielab.lab(source), cielab.lab(result.convert("RGB")))


def region_colour(image, box):
    """The mean CIELAB colour of ``box`` in ``image``: what the eye sees of a region, even
    of a dithered one."""
    return cielab.lab(image.convert("RGB").crop(box)).reshape(-1, 3).mean(axis=0)
