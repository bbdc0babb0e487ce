# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Original pictures for the puzzle, drawn procedurally with Pillow and numpy (desktop only).

Each picture is drawn on a 640x512 canvas (four times the PyBadge's 160x128 screen) with bold
shapes and busy, varied content, so that it survives the shrink to 160x128 and 16 colours and
every tile of a 3x3 or 4x4 board looks different. Everything is deterministic (fixed seeds).

    python tools/art.py    writes 16-colour previews to /tmp/art-preview-<name>.png
"""

import math
import os
import random
import sys
from itertools import combinations

import numpy as np
from PIL import Image, ImageDraw

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH  # noqa: E402

WIDTH, HEIGHT = 640, 512  # the canvas every picture is drawn on
SCREEN = (SCREEN_WIDTH, SCREEN_HEIGHT)


# ---------------------------------------------------------------- helpers


def picture(draw_reference):
    """Turn a function that draws on the 640x512 canvas into ``draw(width, height)``."""

    def draw(width=WIDTH, height=HEIGHT):
        image = draw_reference()
        if (width, height) != image.size:
            image = image.resize((width, height), Image.LANCZOS)
        return image

    draw.__name__, draw.__doc__ = draw_reference.__name__, draw_reference.__doc__
    return draw


def ramp(t, stops):
    """Colours at positions ``t`` (0..1) along ``stops``: ``[(position, (r, g, b)), ...]``."""
    positions = [position for position, _ in stops]
    return np.stack([np.interp(t, positions, [colour[i] for _, colour in stops])
                     for i in range(3)], axis=-1)


def grid():
    """The x and y coordinate of every canvas pixel, as float arrays."""
    y, x = np.mgrid[0:HEIGHT, 0:WIDTH]
    return x.astype(float), y.astype(float)


def gradient(stops, slant=0.0):
    """A top-to-bottom gradient over the canvas, tilted by ``slant`` (left end lower if > 0)."""
    x, y = grid()
    return ramp(y / HEIGHT + slant * (0.5 - x / WIDTH), stops)


def noise(cells, seed):
    """Smooth value noise in 0..1 over the canvas, with ``cells`` blobs across."""
    rows = max(2, cells * HEIGHT // WIDTH)
    small = np.random.default_rng(seed).random((rows, cells)) * 255
    smooth = Image.fromarray(small.astype(np.uint8)).resize((WIDTH, HEIGHT), Image.BICUBIC)
    return np.asarray(smooth, dtype=float) / 255


def glow(canvas, cx, cy, radius, colour, strength=1.0):
    """Blend ``colour`` into ``canvas`` around ``(cx, cy)``, fading out at ``radius``."""
    x, y = grid()
    weight = strength * np.clip(1 - np.hypot(x - cx, y - cy) / radius, 0, 1) ** 2
    canvas += (np.array(colour, dtype=float) - canvas) * weight[..., None]


def disc(canvas, cx, cy, r, top, bottom, below=HEIGHT):
    """A disc filled with a top-to-bottom gradient, cut off at the line ``y = below``."""
    x, y = grid()
    inside = (np.hypot(x - cx, y - cy) < r) & (y < below)
    canvas[inside] = ramp((y[inside] - cy + r) / (2 * r), [(0, top), (1, bottom)])


def mirror(canvas, horizon, darken, tint):
    """Reflect the canvas above ``horizon`` into the water below it, darkened and tinted."""
    depth = HEIGHT - horizon
    canvas[horizon:] = canvas[horizon - 1:horizon - 1 - depth:-1] * darken + np.array(tint)


def to_image(canvas):
    """An RGB image of a float canvas."""
    return Image.fromarray(np.clip(canvas, 0, 255).astype(np.uint8), "RGB")


def circle(draw, cx, cy, r, fill):
    """A filled circle."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)


def lens(x, y, angle, length, width, bend=0.0, steps=12):
    """The points of a pointed leaf, petal or frond from ``(x, y)`` along ``angle``.

    ``angle`` is in degrees; the tip droops by ``bend``, a fraction of ``length``.
    """
    dx, dy = math.cos(math.radians(angle)), -math.sin(math.radians(angle))
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        px, py = x + dx * length * t, y + dy * length * t + bend * length * t * t
        half = width / 2 * math.sin(math.pi * t) ** 0.8
        left.append((px - dy * half, py + dx * half))
        right.append((px + dy * half, py - dx * half))
    return left + right[::-1]


def ridge(draw, base, waves, fill, seed, bottom=HEIGHT):
    """A hill filled down to ``bottom``; returns its top's y at every x.

    The top waves around ``y = base`` as a sum of sines ``[(amplitude, wavelength), ...]``.
    """
    rng = random.Random(seed)
    phases = [rng.uniform(0, 2 * math.pi) for _ in waves]
    heights = [base + sum(a * math.sin(2 * math.pi * x / w + p) for (a, w), p in
                          zip(waves, phases)) for x in range(WIDTH + 1)]
    draw.polygon(list(enumerate(heights)) + [(WIDTH, bottom), (0, bottom)], fill=fill)
    return heights


def cloud(draw, cx, cy, size, body, rim, rim_offset):
    """A puffy cloud of overlapping ellipses; ``rim`` shows ``rim_offset`` pixels below it."""
    puffs = [(-1.0, 0.1, 0.55), (-0.45, -0.25, 0.7), (0.2, -0.35, 0.8), (0.8, -0.05, 0.6),
             (1.2, 0.15, 0.45), (0.1, 0.15, 0.6)]
    for colour, shift in ((rim, rim_offset), (body, 0)):
        for px, py, r in puffs:
            x, y, r = cx + px * size, cy + py * size + shift, r * size
            draw.ellipse((x - r * 1.4, y - r * 0.6, x + r * 1.4, y + r * 0.6), fill=colour)


def stars(draw, rng, count, box, colours):
    """Stars of a few sizes in ``box``; the biggest twinkle with a cross."""
    left, top, right, bottom = box
    for _ in range(count):
        x, y = rng.uniform(left, right), rng.uniform(top, bottom)
        r, colour = rng.choice((2, 2.5, 3, 3, 4, 5)), rng.choice(colours)
        circle(draw, x, y, r, colour)
        if r >= 4:
            draw.line((x - 4 * r, y, x + 4 * r, y), fill=colour, width=2)
            draw.line((x, y - 4 * r, x, y + 4 * r), fill=colour, width=2)


def branch(draw, x, y, angle, length, width, depth, rng, fill):
    """A bare tree limb that splits ``depth`` more times."""
    x2 = x + length * math.cos(math.radians(angle))
    y2 = y - length * math.sin(math.radians(angle))
    draw.line((x, y, x2, y2), fill=fill, width=max(2, int(width)))
    circle(draw, x2, y2, width / 2, fill)
    if depth == 0:
        return
    for turn in (rng.uniform(15, 35), -rng.uniform(15, 35)):
        branch(draw, x2, y2, angle + turn, length * rng.uniform(0.65, 0.8), width * 0.65,
               depth - 1, rng, fill)


# ---------------------------------------------------------------- the pictures


@picture
def draw_night():
    """A moonlit lake: a big cratered moon, stars, a hill town with lit windows, an owl."""
    rng, horizon = random.Random(7), 350
    canvas = gradient([(0, (6, 8, 36)), (0.3, (22, 28, 88)), (0.55, (70, 52, 128)),
                       (0.69, (150, 88, 140))], slant=0.35)
    x, y = grid()
    band = np.exp(-((y - 420 + 0.75 * x) / 70) ** 2) * noise(12, 3) ** 1.5
    canvas += band[..., None] * np.array([90, 80, 120])
    glow(canvas, 450, 125, 280, (150, 140, 200), 0.55)
    disc(canvas, 450, 125, 82, (255, 250, 225), (225, 205, 160))
    mirror(canvas, horizon, 0.55, (0, 6, 22))
    image = to_image(canvas)
    draw = ImageDraw.Draw(image, "RGBA")
    stars(draw, rng, 110, (0, 0, WIDTH, horizon - 80), [(255, 255, 255), (255, 240, 190),
                                                       (190, 210, 255)])
    for cx, cy, r in ((-30, -25, 18), (25, 20, 24), (-35, 35, 12), (35, -35, 10), (5, -5, 9)):
        circle(draw, 450 + cx, 125 + cy, r, (185, 170, 130, 200))
        circle(draw, 452 + cx, 127 + cy, r * 0.7, (210, 195, 150, 255))
    ridge(draw, 285, [(22, 300), (9, 90)], (48, 40, 96), 1, horizon)
    hill = ridge(draw, 318, [(16, 420), (5, 70)], (24, 20, 52), 2, horizon)
    house, lights = 130, []
    while house < 560:
        w, h = rng.randint(34, 56), rng.randint(40, 95)
        base = hill[house + w // 2] + 12
        draw.rectangle((house, base - h, house + w, base), fill=(16, 14, 36))
        draw.polygon([(house - 5, base - h), (house + w // 2, base - h - 24),
                      (house + w + 5, base - h)], fill=(16, 14, 36))
        for wx in range(house + 7, house + w - 10, 16):
            for wy in range(int(base - h + 10), int(base - 14), 20):
                if rng.random() < 0.6:
                    draw.rectangle((wx, wy, wx + 8, wy + 10), fill=(255, 205, 90))
                    lights.append(wx)
        house += w + rng.randint(0, 14)
    for row, wy in enumerate(range(horizon + 6, HEIGHT, 9)):
        spread = 30 + row * 5
        for _ in range(2):
            cx = 450 + rng.uniform(-spread, spread) * 0.6
            draw.line((cx - spread * 0.5, wy, cx + spread * 0.5, wy), fill=(255, 240, 190, 200),
                      width=4)
        if row < 8:
            wx = rng.choice(lights)
            draw.line((wx - 6, wy + 2, wx + 14, wy + 2), fill=(255, 200, 90, 170), width=3)
    ink = (10, 8, 20)  # the near bank, its tree and reeds in silhouette
    branch(draw, 60, 420, 84, 170, 34, 5, random.Random(3), ink)
    draw.ellipse((-120, 395, 190, 640), fill=ink)
    for i in range(8):
        rx, ry = 175 + 13 * i, 445 + 12 * (i % 3)
        draw.line((rx - 25, 520, rx, ry), fill=ink, width=7)
        if i % 2 == 0:
            draw.ellipse((rx - 6, ry - 4, rx + 6, ry + 26), fill=(70, 40, 40))
    ox, oy = 160, 190  # the owl, on its branch
    draw.line((30, oy + 62, 260, oy + 40), fill=ink, width=14)
    for colour, grow in (((120, 75, 45), 0), ((215, 175, 115), -14)):
        draw.ellipse((ox - 38 - grow, oy - 40 - grow, ox + 38 + grow, oy + 55 + grow),
                     fill=colour)
    for side in (-1, 1):
        draw.polygon([(ox + 36 * side, oy - 28), (ox + 30 * side, oy - 62),
                      (ox + 10 * side, oy - 38)], fill=(120, 75, 45))
        circle(draw, ox + 16 * side, oy - 14, 15, (255, 215, 70))
        circle(draw, ox + 16 * side, oy - 14, 7, ink)
    draw.polygon([(ox - 6, oy - 4), (ox + 6, oy - 4), (ox, oy + 10)], fill=(240, 150, 40))
    return image


@picture
def draw_seaside():
    """A sunset beach: a huge setting sun, lit clouds, a lighthouse, a sailboat and a palm."""
    rng, horizon = random.Random(11), 300
    canvas = gradient([(0, (46, 20, 86)), (0.22, (120, 40, 116)), (0.42, (225, 90, 90)),
                       (0.59, (255, 185, 95))], slant=-0.25)
    glow(canvas, 300, 300, 330, (255, 215, 130), 0.75)
    sky = canvas.copy()
    disc(canvas, 300, 290, 100, (255, 250, 170), (255, 120, 50), below=horizon)
    for i, top in enumerate((232, 254, 272, 287)):  # the sun sinks in stripes
        canvas[top:top + 4 + 2 * i] = sky[top:top + 4 + 2 * i]
    mirror(canvas, horizon, 0.6, (0, 5, 50))
    image = to_image(canvas)
    draw = ImageDraw.Draw(image, "RGBA")
    for cx, cy, size in ((110, 70, 55), (470, 45, 45), (600, 150, 40), (250, 150, 38)):
        cloud(draw, cx, cy, size, (110, 50, 120), (255, 170, 110), 12)
    for bx, by in ((380, 90), (410, 110), (350, 120)):
        draw.line((bx - 14, by - 8, bx, by, bx + 14, by - 8), fill=(40, 16, 50), width=4)
    for row, wy in enumerate(range(horizon + 4, 460, 7)):
        depth = (wy - horizon) / 160
        for _ in range(6 + row // 2):
            wx, length = rng.uniform(0, WIDTH), 20 + 70 * depth * rng.random()
            near_sun = abs(wx - 300) < 60 + 80 * depth
            colour = (255, 230, 140, 255) if near_sun else (240, 130, 170, 170)
            draw.line((wx, wy, wx + length, wy), fill=colour, width=2 + int(3 * depth))
    bx = 415  # the sailboat
    draw.polygon([(bx - 45, horizon - 5), (bx + 45, horizon - 5), (bx + 32, horizon + 10),
                  (bx - 32, horizon + 10)], fill=(40, 16, 50))
    draw.polygon([(bx, horizon - 10), (bx, horizon - 115), (bx + 42, horizon - 12)],
                 fill=(250, 235, 215))
    draw.polygon([(bx - 6, horizon - 10), (bx - 6, horizon - 90), (bx - 38, horizon - 12)],
                 fill=(200, 70, 90))
    draw.polygon([(460, 340), (490, 290), (540, 275), (600, 280), (640, 300), (640, 350)],
                 fill=(50, 28, 64))
    top, bottom = 140, 290  # the lighthouse tower tapers from 26 to 40 pixels half-width
    for i, band_top in enumerate(range(top, bottom, 30)):
        t0, t1 = (band_top - top) / (bottom - top), (band_top + 30 - top) / (bottom - top)
        draw.polygon([(555 - 26 - 14 * t0, band_top), (555 + 26 + 14 * t0, band_top),
                      (555 + 26 + 14 * t1, band_top + 30), (555 - 26 - 14 * t1, band_top + 30)],
                     fill=((215, 40, 50), (250, 240, 225))[i % 2])
    draw.polygon([(415, 75), (540, 112), (540, 124), (415, 165)], fill=(255, 240, 160, 90))
    draw.rectangle((532, 104, 578, 132), fill=(255, 235, 140))
    draw.rectangle((524, 132, 586, 142), fill=(40, 16, 50))
    draw.polygon([(528, 104), (555, 80), (582, 104)], fill=(40, 16, 50))
    sand = [(x, 455 - 45 * x / WIDTH + 10 * math.sin(x / 50)) for x in range(0, WIDTH + 1, 8)]
    draw.polygon(sand + [(WIDTH, HEIGHT), (0, HEIGHT)], fill=(236, 170, 120))
    draw.line([(x, y - 3) for x, y in sand], fill=(255, 245, 230), width=7)
    draw.line([(x, y + 14) for x, y in sand], fill=(205, 130, 105), width=9)
    for _ in range(40):
        circle(draw, rng.uniform(0, WIDTH), rng.uniform(470, HEIGHT), 3, (200, 130, 100))
    star = [(430 + (24 if i % 2 == 0 else 10) * math.sin(math.pi * i / 5),
             485 - (24 if i % 2 == 0 else 10) * math.cos(math.pi * i / 5)) for i in range(10)]
    draw.polygon(star, fill=(240, 90, 60))
    cx, cy = 215, 470  # a sandcastle with a flag
    draw.rectangle((cx - 50, cy - 30, cx + 50, cy + 25), fill=(205, 120, 75))
    for tx in (cx - 50, cx - 10, cx + 30):
        draw.rectangle((tx, cy - 55, tx + 20, cy - 30), fill=(205, 120, 75))
    draw.rectangle((cx + 20, cy - 30, cx + 50, cy + 25), fill=(170, 90, 65))
    draw.rectangle((cx - 12, cy, cx + 12, cy + 25), fill=(90, 40, 50))
    draw.line((cx, cy - 55, cx, cy - 95), fill=(60, 30, 40), width=3)
    draw.polygon([(cx, cy - 95), (cx + 28, cy - 86), (cx, cy - 77)], fill=(230, 50, 60))
    trunk = [(40 + 110 * t - 30 * t * t, HEIGHT + 10 - 340 * t) for t in np.linspace(0, 1, 9)]
    for i, (start, end) in enumerate(zip(trunk, trunk[1:])):
        draw.line(start + end, fill=(70, 36, 44), width=30 - 2 * i)
        draw.line((end[0] - 15 + i, end[1] + 4, end[0] + 15 - i, end[1]), fill=(40, 20, 34),
                  width=4)
    px, py = trunk[-1]
    for angle, bend in ((170, 0.5), (140, 0.6), (110, 0.45), (70, 0.5), (35, 0.6), (5, 0.55),
                        (200, 0.3), (-20, 0.35), (90, 0.2)):
        draw.polygon(lens(px, py, angle, 150, 36, bend), fill=(28, 52, 40))
        draw.line(lens(px, py, angle, 150, 0, bend)[:13], fill=(60, 95, 55), width=3)
    for side in (-1, 1):
        circle(draw, px + 10 * side, py + 12, 10, (110, 60, 30))
    return image


def flower(draw, x, y, size, kind, colour):
    """One flower head of ``kind`` "daisy", "sunflower", "poppy" or "tulip" at ``(x, y)``."""
    if kind == "tulip":
        draw.ellipse((x - size * 0.8, y - size * 0.7, x + size * 0.8, y + size * 0.6), fill=colour)
        draw.polygon([(x - size * 0.8, y - size), (x - size / 3, y - size * 0.3), (x, y - size),
                      (x + size / 3, y - size * 0.3), (x + size * 0.8, y - size), (x, y)],
                     fill=colour)
        return
    petals, centre, width = {"daisy": (12, (250, 200, 40), 0.45),
                             "sunflower": (16, (110, 60, 20), 0.5),
                             "poppy": (5, (40, 20, 30), 1.3)}[kind]
    for i in range(petals):
        draw.polygon(lens(x, y, 360 * i / petals, size, size * width), fill=colour)
    circle(draw, x, y, size * (0.4 if kind == "sunflower" else 0.25), centre)


@picture
def draw_garden():
    """A summer garden: sun and clouds, a picket fence, a stone path, flowers and a butterfly."""
    rng = random.Random(5)
    canvas = gradient([(0, (40, 110, 215)), (0.45, (150, 210, 250))], slant=0.4)
    glow(canvas, 70, 65, 240, (255, 250, 200), 0.85)
    disc(canvas, 70, 65, 46, (255, 250, 150), (255, 200, 40))
    image = to_image(canvas)
    draw = ImageDraw.Draw(image, "RGBA")
    for i in range(12):
        draw.polygon(lens(70, 65, 30 * i + 15, 95, 18), fill=(255, 235, 120, 150))
    cloud(draw, 300, 70, 42, (255, 255, 255), (180, 200, 225), 10)
    cloud(draw, 560, 55, 36, (255, 255, 255), (180, 200, 225), 10)
    ridge(draw, 200, [(18, 380), (6, 90)], (110, 175, 90), 4)
    ridge(draw, 235, [(14, 300), (5, 60)], (70, 145, 65), 6)
    draw.rectangle((505, 170, 520, 240), fill=(110, 70, 40))
    for cx, cy, r, shade in ((512, 140, 40, (40, 110, 50)), (485, 160, 28, (50, 125, 55)),
                             (540, 158, 30, (35, 100, 45)), (512, 120, 26, (60, 140, 60))):
        circle(draw, cx, cy, r, shade)
    lawn = gradient([(0.5, (90, 170, 60)), (1, (50, 120, 40))]) * (
        0.8 + 0.4 * noise(40, 9)[..., None])
    mask = Image.new("L", (WIDTH, HEIGHT))
    ImageDraw.Draw(mask).rectangle((0, 300, WIDTH, HEIGHT), fill=255)
    image.paste(to_image(lawn), mask=mask)
    for ry in (266, 296):  # the picket fence, open at the gate
        draw.rectangle((0, ry, 280, ry + 10), fill=(190, 180, 165))
        draw.rectangle((360, ry, WIDTH, ry + 10), fill=(190, 180, 165))
    for fx in range(-10, WIDTH, 42):
        if not 270 <= fx <= 350:
            draw.polygon([(fx, 320), (fx, 256), (fx + 14, 240), (fx + 28, 256), (fx + 28, 320)],
                         fill=(250, 248, 238))
            draw.rectangle((fx + 21, 256, fx + 28, 320), fill=(200, 198, 192))
    path = [(300 - 6 * t + 60 * math.sin(3 * t), 318 + 194 * t) for t in np.linspace(0, 1, 20)]
    left = [(px - 20 - 120 * (py - 318) / 194, py) for px, py in path]
    right = [(px + 40 + 110 * (py - 318) / 194, py) for px, py in path]
    draw.polygon(left + right[::-1], fill=(220, 190, 140))
    for (lx, ly), (rx, _) in zip(left[1::3], right[1::3]):
        draw.ellipse((lx + 8, ly - 8, rx - 8, ly + 10), fill=(175, 160, 140))
    beds = [("sunflower", (250, 200, 30)), ("poppy", (225, 40, 45)), ("daisy", (255, 255, 250)),
            ("tulip", (240, 90, 160)), ("poppy", (245, 140, 30)), ("tulip", (150, 70, 200))]
    for i in range(9):  # tall sunflowers and hollyhocks against the fence
        fx = 20 + i * 70 + rng.uniform(-10, 10)
        if 250 < fx < 400:
            continue
        top = rng.uniform(200, 250)
        draw.line((fx, 330, fx, top), fill=(40, 110, 40), width=7)
        draw.polygon(lens(fx, 300, 150, 40, 20), fill=(50, 130, 45))
        if i % 2 == 0:
            flower(draw, fx, top, 34, *beds[0])
        for k in range(5 * (i % 2)):  # a hollyhock: a spike of blooms
            circle(draw, fx + 4 * (k % 2) - 2, top + 20 * k, 17 - 2 * k, (200, 90, 200))
            circle(draw, fx + 4 * (k % 2) - 2, top + 20 * k, 5, (255, 220, 240))
    for _ in range(140):  # the beds on each side of the path, bigger nearer the viewer
        fy = rng.uniform(330, HEIGHT)
        fx = rng.uniform(0, WIDTH)
        t = (fy - 318) / 194
        if path[0][0] - 40 - 130 * t < fx < path[0][0] + 60 + 125 * t + 60 * math.sin(3 * t):
            continue
        size = 10 + 22 * t
        draw.polygon(lens(fx, fy + size, rng.choice((60, 120)), size * 1.6, size * 0.6),
                     fill=(30, 100 + rng.randint(0, 40), 40))
        kind, colour = beds[int(fx // 107) % 5 + (1 if fy > 420 else 0)]
        flower(draw, fx, fy, size, kind, colour)
    bx, by = 410, 120  # the butterfly
    for side in (-1, 1):
        for angle, length, width in ((90 - 60 * side, 80, 66), (90 - 125 * side, 55, 46)):
            draw.polygon(lens(bx, by, angle, length, width), fill=(30, 20, 30))
            draw.polygon(lens(bx, by, angle, length - 12, width - 18), fill=(225, 40, 45))
        circle(draw, bx + 45 * side, by - 32, 7, (255, 255, 255))
        draw.line((bx, by - 20, bx + 16 * side, by - 50), fill=(30, 20, 30), width=4)
    draw.ellipse((bx - 5, by - 24, bx + 5, by + 30), fill=(30, 20, 30))
    return image


PICTURES = {"night": draw_night, "seaside": draw_seaside, "garden": draw_garden}


# ---------------------------------------------------------------- previews


def screen_preview(image):
    """``image`` as the badge shows it: 160x128 in 16 dithered colours, back in RGB."""
    small = image.resize(SCREEN, Image.LANCZOS)
    return small.quantize(colors=16, dither=Image.Dither.FLOYDSTEINBERG).convert("RGB")


def min_tile_difference(screen, columns, rows):
    """The smallest mean absolute RGB difference between two tiles (the gap tile left out)."""
    pixels = np.asarray(screen, dtype=float)
    tile_width, tile_height = SCREEN[0] // columns, SCREEN[1] // rows
    tiles = [pixels[r * tile_height:(r + 1) * tile_height, c * tile_width:(c + 1) * tile_width]
             for r in range(rows) for c in range(columns)][:-1]
    return min(np.abs(a - b).mean() for a, b in combinations(tiles, 2))


def main():
    """Write a 3x preview of each picture and print how different its tiles are."""
    for name, draw in PICTURES.items():
        screen = screen_preview(draw())
        path = "/tmp/art-preview-%s.png" % name
        screen.resize((SCREEN[0] * 3, SCREEN[1] * 3), Image.NEAREST).save(path)
        print("%-8s min tile difference 3x3 %5.1f  4x4 %5.1f  -> %s" % (
            name, min_tile_difference(screen, 3, 3), min_tile_difference(screen, 4, 4), path))


if __name__ == "__main__":
    main()
