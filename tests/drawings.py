# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Pictures the colour tests and the bench draw for themselves (nothing is downloaded).

Flat drawings, whose saturated regions must keep their colours, and photograph-like pictures
(gradients, soft shapes and grain). Each is drawn on a 640x512 canvas, the screen's shape, so
a region's box in screen pixels (160x128) is the canvas box divided by 4.
"""

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

SIZE = (640, 512)
SKY, GRASS, BARN, ROOF, SUN, WHITE = ((90, 160, 230), (60, 150, 50), (200, 30, 30),
                                      (150, 20, 20), (255, 220, 0), (250, 250, 250))


def barn():
    """A red barn with a white door on green grass, a yellow sun in a blue sky."""
    image = Image.new("RGB", SIZE, SKY)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 380, 640, 512), fill=GRASS)
    draw.rectangle((160, 220, 460, 420), fill=BARN)
    draw.polygon([(140, 220), (310, 110), (480, 220)], fill=ROOF)
    draw.rectangle((270, 300, 350, 420), fill=WHITE)
    draw.ellipse((500, 30, 610, 140), fill=SUN)
    regions = {"barn": (44, 60, 64, 72), "sun": (132, 16, 144, 28), "sky": (8, 8, 30, 40),
               "grass": (10, 110, 150, 124)}
    return image, regions


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
    return image, {"sun": (68, 45, 92, 70), "sky": (4, 4, 40, 40)}


def kite():
    """Eight saturated hues side by side, black lines between them, on white."""
    image = Image.new("RGB", SIZE, WHITE)
    draw = ImageDraw.Draw(image)
    hues = [(230, 30, 40), (250, 130, 0), (250, 220, 0), (40, 170, 60), (0, 180, 200),
            (30, 70, 200), (130, 40, 170), (230, 40, 160)]
    regions = {}
    for i, colour in enumerate(hues):
        left = 32 + i * 72
        draw.rectangle((left, 60, left + 64, 450), fill=colour, outline=(0, 0, 0), width=4)
        regions["stripe %d" % i] = (left // 4 + 3, 20, left // 4 + 13, 108)
    return image, regions


def apple():
    """A red apple and a green leaf on a soft cream-to-peach gradient (a flat shape on a
    background whose shades want palette entries of their own)."""
    y = np.linspace(0, 1, SIZE[1])[:, None, None]
    canvas = (1 - y) * np.array([250, 240, 215]) + y * np.array([240, 180, 140])
    image = Image.fromarray(np.broadcast_to(canvas, (SIZE[1], SIZE[0], 3)).astype(np.uint8))
    draw = ImageDraw.Draw(image)
    draw.ellipse((180, 150, 460, 430), fill=(210, 20, 35))
    draw.polygon([(320, 150), (400, 60), (440, 110)], fill=(50, 160, 40))
    draw.line((318, 160, 300, 90), fill=(90, 50, 20), width=10)
    return image, {"apple": (64, 60, 96, 95), "leaf": (96, 24, 104, 30)}


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
