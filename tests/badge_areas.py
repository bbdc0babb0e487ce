# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The desktop's displayio made to find the areas CircuitPython 10's finds, for the tests that
count what a pass costs on the badge.

Blinka draws the areas CircuitPython draws for a layer that changes, but two of its rules are
its own (it refreshes from a thread): a full refresh (a new root group) takes every layer's
changes as drawn, hidden layers included, and a layer's changes are forgotten only if a
refresh took them. CircuitPython's full refresh asks no layer for its areas, and forgets every
layer's changes after any refresh (``displayio_tilegrid_finish_refresh``): a hidden TileGrid
with nothing drawn (``previous_area`` empty) is then taken as drawn where it is, so the next
refresh that is not full draws its whole area again, once (``rendered_hidden``). A layer
hidden across a change of screen thus costs its whole area in the first pass after it: the
first move of a game drew the whole picture's and the text boxes' layers, two screens.

:func:`badge_refresh` swaps those two rules for CircuitPython's, the rest of Blinka's as it is.
"""

from displayio import Group, TileGrid


def _finish_tilegrid(self):
    """``displayio_tilegrid_finish_refresh``: after every refresh, whatever it drew."""
    first_draw = self._previous_area.x1 == self._previous_area.x2
    hidden = self._hidden_tilegrid or self._hidden_by_parent
    if not first_draw and hidden:
        self._previous_area.x2 = self._previous_area.x1
    elif self._moved or first_draw:
        self._current_area.copy_into(self._previous_area)
    self._moved = False
    self._full_change = False
    self._partial_change = False
    shader = self._pixel_shader
    if hasattr(shader, "_finish_refresh"):
        shader._finish_refresh()
    if hasattr(self._bitmap, "_finish_refresh"):
        self._bitmap._finish_refresh()


def _refresh_areas(self):
    """``_get_refresh_areas`` of CircuitPython's display: a full refresh draws the screen and
    asks no layer; else the layers' areas."""
    core = self._core
    group = core.current_group
    if core.full_refresh:
        if group is not None:
            group._prepare_full_refresh()  # what a removed layer owed: drawn by the screen
        return [core.area]
    areas = []
    if group is not None:
        group._get_refresh_areas(areas)
    return areas


def badge_refresh(monkeypatch, display):
    """Make ``display`` (the desktop's) and displayio's layers find their areas as
    CircuitPython 10 does, for the rest of the test; the display's changes so far drawn.

    And refresh only when the game asks, as the badge does (its display's own refresh off):
    the desktop's window refreshes every pass, which would draw in a quiet pass what the
    badge draws with the next change."""
    display.refresh_window()
    kind = type(display)
    monkeypatch.setattr(TileGrid, "_finish_refresh", _finish_tilegrid)
    monkeypatch.setattr(kind, "_get_refresh_areas", _refresh_areas)
    asked = []
    window = kind.refresh_window

    def refresh(self, **_):
        asked.append(True)
        return True

    def refresh_window(self):
        if not asked:
            return []
        asked.clear()
        return window(self)

    monkeypatch.setattr(kind, "refresh", refresh)
    monkeypatch.setattr(kind, "refresh_window", refresh_window)
    assert Group._finish_refresh  # the group's own: every layer, as CircuitPython's
    work = Work()
    area = kind._refresh_area

    def refresh_area(self, drawn):
        work.add(self._core.current_group, drawn)
        return area(self, drawn)

    monkeypatch.setattr(kind, "_refresh_area", refresh_area)
    return work


class Work:
    """What the refreshes cost beyond their pixels: ``layers`` counts, for every pixel drawn,
    each layer shown over it (CircuitPython works each pixel through every layer from the top
    until one covers it, so a layer over the whole screen, such as the text boxes', adds its
    work to every pixel of a refresh). An upper bound: a layer below an opaque one counts."""

    def __init__(self):
        self.layers = 0

    def add(self, group, area):
        if group is not None:
            x1, y1 = max(area.x1, 0), max(area.y1, 0)
            x2, y2 = min(area.x2, 160), min(area.y2, 128)
            if x2 > x1 and y2 > y1:
                self._walk(group, x1, y1, x2, y2)

    def _walk(self, group, x1, y1, x2, y2):
        for layer in group:
            if layer.hidden:
                continue
            if isinstance(layer, Group):
                self._walk(layer, x1, y1, x2, y2)
                continue
            shown = layer._current_area
            width = min(x2, shown.x2) - max(x1, shown.x1)
            height = min(y2, shown.y2) - max(y1, shown.y1)
            if width > 0 and height > 0:
                self.layers += width * height
