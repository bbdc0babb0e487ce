# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Indexed BMP files as both ``displayio.OnDiskBitmap`` and ``adafruit_imageload`` read them
(desktop only): uncompressed, bottom-up, a palette of exactly the colours asked for."""

import struct


def write_bmp(path, image, colors):
    """Write a mode "P" image as an uncompressed BMP of 1, 4 or 8 bits per pixel."""
    depth = 4 if colors <= 16 else 8
    palette = (image.getpalette() + [0] * 3 * colors)[: 3 * colors]  # padded if it has fewer
    row_bytes = (image.width * depth + 31) // 32 * 4
    offset = 14 + 40 + 4 * colors
    rows = []
    data = image.tobytes()
    per_byte = 8 // depth
    for y in range(image.height - 1, -1, -1):  # BMP rows run bottom-up
        line = data[y * image.width:(y + 1) * image.width]
        packed = bytearray(row_bytes)
        for x, value in enumerate(line):
            shift = (per_byte - 1 - x % per_byte) * depth
            packed[x // per_byte] |= value << shift
        rows.append(bytes(packed))
    with open(path, "wb") as file:
        file.write(struct.pack("<2sIHHI", b"BM", offset + row_bytes * image.height, 0, 0, offset))
        file.write(struct.pack("<IiiHHIIiiII", 40, image.width, image.height, 1, depth, 0,
                               row_bytes * image.height, 2835, 2835, colors, colors))
        for i in range(colors):
            red, green, blue = palette[3 * i:3 * i + 3]
            file.write(bytes((blue, green, red, 0)))
        file.write(b"".join(rows))
