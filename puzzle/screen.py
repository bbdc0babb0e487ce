# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The badge's screen, in pixels, and the tiles of a board on it."""

SCREEN_WIDTH = 160
SCREEN_HEIGHT = 128


def tile_size(columns, rows):
    """Width and height of one tile of a ``columns`` x ``rows`` board on the screen."""
    return SCREEN_WIDTH // columns, SCREEN_HEIGHT // rows
