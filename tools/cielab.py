# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Colours as the eye compares them: sRGB to CIELAB (D65) and back, and the CIEDE2000 colour
difference (desktop only; numpy). A difference of about 1 is the smallest the eye sees side by side;
2 to 10 is seen at a glance as "close"; over 10 the colours look different.

The formulas are CIE's: sRGB (IEC 61966-2-1) to XYZ under D65, XYZ to L*a*b*, and CIEDE2000
as Sharma, Wu and Dalal give it ("The CIEDE2000 color-difference formula", 2005), whose test
pairs tests/test_picture_colours.py checks.
"""

import numpy as np

SRGB_TO_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                        [0.2126729, 0.7151522, 0.0721750],
                        [0.0193339, 0.1191920, 0.9503041]])
WHITE = SRGB_TO_XYZ.sum(axis=1)  # D65, the white of sRGB (255, 255, 255)


def lab(rgb):
    """CIELAB of sRGB colours: an array (..., 3) of 0..255 (or an RGB image) -> (..., 3) floats."""
    value = np.asarray(rgb, dtype=float) / 255
    linear = np.where(value <= 0.04045, value / 12.92, ((value + 0.055) / 1.055) ** 2.4)
    xyz = linear @ SRGB_TO_XYZ.T / WHITE
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], axis=-1)


def rgb(colour):
    """The sRGB colour ``(r, g, b)`` of one Lab colour (held to what sRGB can show)."""
    lightness, a, b = colour
    fy = (lightness + 16) / 116
    f = np.array([fy + a / 500, fy, fy - b / 200])
    xyz = np.where(f > 6 / 29, f ** 3, 3 * (6 / 29) ** 2 * (f - 4 / 29)) * WHITE
    linear = np.clip(np.linalg.solve(SRGB_TO_XYZ, xyz), 0, 1)
    value = np.where(linear <= 0.0031308, 12.92 * linear, 1.055 * linear ** (1 / 2.4) - 0.055)
    return tuple(int(round(channel * 255)) for channel in value)


def hue(colour):
    """The CIELAB hue angle h_ab in degrees (0..360) of Lab colours (..., 3)."""
    colour = np.asarray(colour, dtype=float)
    return np.degrees(np.arctan2(colour[..., 2], colour[..., 1])) % 360


def chroma(colour):
    """The CIELAB chroma C*_ab (0 for greys) of Lab colours (..., 3)."""
    colour = np.asarray(colour, dtype=float)
    return np.hypot(colour[..., 1], colour[..., 2])


def hue_difference(first, second):
    """How far apart two hue angles are, in degrees (0..180)."""
    return 180 - abs(abs(np.asarray(first) - np.asarray(second)) % 360 - 180)


def ciede2000(first, second):
    """The CIEDE2000 difference ΔE00 between Lab colours (..., 3), element by element."""
    l1, a1, b1 = np.moveaxis(np.asarray(first, dtype=float), -1, 0)
    l2, a2, b2 = np.moveaxis(np.asarray(second, dtype=float), -1, 0)
    mean_c = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    g = 0.5 * (1 - np.sqrt(mean_c ** 7 / (mean_c ** 7 + 25.0 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = np.hypot(a1, b1), np.hypot(a2, b2)
    h1 = np.degrees(np.arctan2(b1, a1)) % 360
    h2 = np.degrees(np.arctan2(b2, a2)) % 360
    grey = c1 * c2 == 0  # a grey has no hue: its hue difference counts for nothing
    dh = np.where(grey, 0, (h2 - h1 + 180) % 360 - 180)
    dh_big = 2 * np.sqrt(c1 * c2) * np.sin(np.radians(dh / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    mean_h = np.where(grey, h1 + h2, np.where(abs(h1 - h2) > 180, (h1 + h2 + 360) / 2,
                                                (h1 + h2) / 2)) % 360
    t = (1 - 0.17 * np.cos(np.radians(mean_h - 30)) + 0.24 * np.cos(np.radians(2 * mean_h))
         + 0.32 * np.cos(np.radians(3 * mean_h + 6)) - 0.20 * np.cos(np.radians(4 * mean_h - 63)))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / np.sqrt(20 + (mean_l - 50) ** 2)
    s_c = 1 + 0.045 * mean_c
    s_h = 1 + 0.015 * mean_c * t
    rotation = (-2 * np.sqrt(mean_c ** 7 / (mean_c ** 7 + 25.0 ** 7))
                * np.sin(np.radians(60 * np.exp(-(((mean_h - 275) / 25) ** 2)))))
    dl, dc = (l2 - l1) / s_l, (c2 - c1) / s_c
    dh_term = dh_big / s_h
    return np.sqrt(dl ** 2 + dc ** 2 + dh_term ** 2 + rotation * dc * dh_term)
