# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A fake ``bitmaptools`` for the timing session: C work on the badge, nothing done here."""


def fill_region(bitmap, x1, y1, x2, y2, value):
    pass


def blit(dest, source, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    pass


def replace_color(bitmap, old, new):
    pass


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    pass
