# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The few colours of a picture set, chosen from the picture's own (desktop only; numpy).

Pillow's median cut, which the maker used first, shares the colours out by how many pixels
they cover: a sky fading from blue to pale took most of them, and a small red barn came out
purple, a yellow sun grey. Here the colours are grouped as the eye sees them instead: a
k-means in CIELAB (each colour weighted by its pixels) that starts from colours of many pixels
far from those already taken, so a sun, a leaf or a stripe of another hue gets an entry of its
own. A group that one exact colour dominates (a flat region of a drawing and its soft edge)
keeps that colour exactly, so flat regions come out flat and true; other groups (a
photograph's shades) take their mean.
"""

import numpy as np
from PIL import Image

import cielab

ROUNDS = 12  # k-means rounds at most: more change the mean error by under 0.1 ΔE
FLAT_SHARE = 0.5  # a group is a flat region when one exact colour has this share of its pixels
# A picture's black: the darkest grey the badge's screen (RGB565) tells from the gap's black.
DARKEST = (8, 8, 8)


def picture_colours(screen, count, reserved=((255, 255, 255),)):
    """Up to ``count - len(reserved)`` RGB colours that, with ``reserved``, draw ``screen``.

    :param screen: an RGB image (the 160x128 screen)
    :param count: colours the picture may use, ``reserved`` ones included
    :param reserved: colours the palette holds anyway and the picture's pixels use too (the
        labels' white), centres from the start that never move
    :returns: a list of ``(r, g, b)``, fewer than asked when the picture has fewer colours
    """
    colours, weights = np.unique(np.asarray(screen).reshape(-1, 3), axis=0, return_counts=True)
    points = cielab.lab(colours)
    centres = cielab.lab(np.array(reserved, dtype=float))
    nearest = squared_distances(points, centres).min(axis=1)
    while len(centres) < count and (weights * nearest).max() > 0:
        # the next centre: many pixels of one colour, far from every centre taken
        farthest = points[np.argmax(weights * np.sqrt(nearest))]
        centres = np.vstack([centres, farthest])
        nearest = np.minimum(nearest, ((points - farthest) ** 2).sum(axis=1))
    for _ in range(ROUNDS):
        group = squared_distances(points, centres).argmin(axis=1)
        moved = centres.copy()
        moved[len(reserved):] = group_means(points, weights, group, centres)[len(reserved):]
        if np.allclose(moved, centres, atol=0.01):
            break
        centres = moved
    group = squared_distances(points, centres).argmin(axis=1)
    chosen = []
    for index in range(len(reserved), len(centres)):
        members = np.flatnonzero(group == index)
        if len(members) == 0:
            continue
        top = members[np.argmax(weights[members])]
        if weights[top] >= FLAT_SHARE * weights[members].sum():
            chosen.append(tuple(int(value) for value in colours[top]))
        else:
            chosen.append(cielab.rgb(centres[index]))
    return chosen


def lifted(image):
    """``image`` (RGB) with its black pixels ``DARKEST``: black is the gap's."""
    pixels = np.array(image)
    pixels[(pixels == 0).all(axis=2)] = DARKEST
    return Image.fromarray(pixels, "RGB")


def squared_distances(points, centres):
    """Squared CIE76 distances, ``points`` x ``centres`` (a matrix, not a cube of differences)."""
    return np.maximum(0, (points ** 2).sum(axis=1)[:, None] - 2 * points @ centres.T
                      + (centres ** 2).sum(axis=1)[None, :])


def group_means(points, weights, group, centres):
    """Each group's mean point, weighted; a group left empty keeps its centre."""
    total = np.bincount(group, weights, minlength=len(centres))
    sums = np.stack([np.bincount(group, weights * points[:, axis], minlength=len(centres))
                     for axis in range(3)], axis=1)
    return np.where(total[:, None] > 0, sums / np.maximum(total, 1)[:, None], centres)


def indexed(image, palette, dither=True, unused=None):
    """``image`` (RGB) in the colours of ``palette`` (a "P" image): each pixel whose colour
    the palette holds gets exactly that entry, so flat regions stay flat; the others the
    entry Pillow finds nearest, Floyd-Steinberg dithered unless told not. No pixel gets the
    entry ``unused`` (the gap's, kept for the gap).

    Pillow alone finds entries through a cache of coarse colours and may give a flat region a
    close neighbour of its own entry.
    """
    rgb = palette.getpalette()
    if unused is not None:  # left out, and the indices after it moved up by one at the end
        palette = Image.new("P", (1, 1))
        palette.putpalette(rgb[:3 * unused] + rgb[3 * unused + 3:])
    mapped = image.quantize(palette=palette,
                            dither=Image.Dither.FLOYDSTEINBERG if dither else Image.Dither.NONE)
    entries = np.array(mapped.getpalette(), dtype=np.int64).reshape(-1, 3)
    order = np.argsort(packed(entries), kind="stable")  # the first of equal entries first
    keys = packed(entries)[order]
    pixels = packed(np.asarray(image, dtype=np.int64))
    found = np.minimum(np.searchsorted(keys, pixels), len(keys) - 1)
    exact = keys[found] == pixels
    indices = np.asarray(mapped).copy()
    indices[exact] = order[found[exact]]
    if unused is not None:
        indices[indices >= unused] += 1
    result = Image.fromarray(indices, "P")
    result.putpalette(rgb)
    return result


def packed(rgb):
    """Colours (..., 3) of 0..255 as one number each."""
    return (rgb[..., 0] << 16) | (rgb[..., 1] << 8) | rgb[..., 2]
