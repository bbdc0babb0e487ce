# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The model of ``count_bench.py``: a pass's counts turned into the badge's instructions, and
its few global coefficients fitted on the badge's own count of 9420476.

- **Python**: ``python`` Thumb-2 instructions an x86-64 one of the game's Python (the fake
  firmware's left out: ``tests/micropython/count_native.py``; and of the searches of the
  interned names for a new string, the share that searches the names the badge lacks: the
  gates' and the fakes', interned before code.py starts, beyond the badge's ``BOOT_NAMES``),
  ``pass`` a pass, ``collecting``
  for each heap's worth allocated (the heap left free once the intro has prepared), and
  ``pixel`` for each pixel the firmware's bulk operations walk (a region filled, a bitmap read
  from a file: C work on the badge that the count leaves out with the rest of the fakes).
- **Drawing**: one coefficient for each part of a refresh (``PARTS``).
"""

from badge_heap import BOOT_NAMES

CPI, HZ = 2.2, 120e6  # the slow end
SPI_BYTES_A_SECOND = 24e6 / 8  # 2 bytes a pixel
TOLERANCE = 0.15  # an estimate against the badge's own figure, on the commit calibrated on
# The Python's terms, in a pass's row (``python_rows``), and the drawing's parts.
PYTHON = ("python", "pass", "collecting", "pixel")
PARTS = ("area", "fresh", "covered", "disk", "layers")


def by_kind(kinds, values):
    grouped = {}
    for kind, value in zip(kinds, values):
        grouped.setdefault(kind, []).append(value)
    return grouped


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def middle(values, key):
    """The median of ``values`` (rows of numbers) as ``median`` takes it, ordered by ``key``:
    the middle row, or the mean of the middle two."""
    ordered = sorted(values, key=key)
    half = len(ordered) // 2
    if len(ordered) % 2:
        return list(ordered[half])
    return [(low + high) / 2 for low, high in zip(ordered[half - 1], ordered[half])]


def python_rows(counts):
    """Each pass's terms (``PYTHON``): its x86-64 instructions (less the searches of names the
    badge lacks), 1, its bytes allocated over the heap left free, the pixels the firmware
    walked for it."""
    free = counts["free"]
    start, end = counts["names"]
    extra = (start - BOOT_NAMES) / end  # the share of the names searched that the badge lacks
    return [[x86 - scan * extra, 1.0, allocated / free, walked]
            for x86, scan, allocated, walked in zip(counts["x86"], counts["scan"],
                                                    counts["allocated"], counts["pixels"])]


def python_of(row, constants):
    """A pass's Python on the badge, from its row (``python_rows``)."""
    return sum(value * constants[name] for name, value in zip(PYTHON, row))


def drawing_of(parts, constants):
    return sum(value * constants["drawing"][name] for name, value in zip(PARTS, parts))


def estimates(counts, constants):
    """``{kind: (python, drawing, pixels, passes)}``: each kind's median pass, on the badge."""
    python = by_kind(counts["python_kinds"], python_rows(counts))
    drawing = by_kind(counts["drawing_kinds"], counts["parts"])
    found = {}
    for kind, rows in python.items():
        parts = drawing.get(kind, [])
        found[kind] = (median([python_of(row, constants) for row in rows]),
                       median([drawing_of(p, constants) for p in parts]) if parts else 0.0,
                       median([p[0] for p in parts]) if parts else 0, len(rows))
    return found


def milliseconds(python, drawing, pixels):
    """The badge's time: instructions at ``CPI`` cycles at 120 MHz, and the pixels' SPI."""
    return 1000 * ((python + drawing) * CPI / HZ + 2 * pixels / SPI_BYTES_A_SECOND)


def within(estimate, measured):
    return abs(estimate / measured - 1) <= TOLERANCE


def relative_fit(rows, measured, signed=()):
    """Coefficients that bring each row's estimate (its parts, each times its coefficient)
    nearest its measured figure in relative terms, as in log space: least squares on
    (estimate - measured) / estimate, reweighted until it settles, robustly (Huber's weights
    beyond ``TOLERANCE``: a kind the count cannot follow pulls no harder than one it misses
    by the tolerance). Each coefficient >= 0 (a part left out while its coefficient would be
    negative), but those ``signed``."""
    import numpy

    rows, measured = numpy.array(rows, dtype=float), numpy.array(measured, dtype=float)
    estimate, weight = measured.copy(), numpy.ones(len(measured))
    for _ in range(100):
        scale = weight / estimate
        weighted, wanted = rows * scale[:, None], measured * scale
        used = list(range(rows.shape[1]))
        while True:
            solved = numpy.linalg.lstsq(weighted[:, used], wanted, rcond=None)[0]
            negative = [at for at, value in zip(used, solved) if value < 0 and at not in signed]
            if not negative:
                break
            used.remove(min(negative, key=lambda at: solved[used.index(at)]))
        found = numpy.zeros(rows.shape[1])
        found[used] = solved
        estimate = numpy.maximum(rows @ found, 1.0)
        off = numpy.abs(numpy.log(estimate / measured))
        weight = numpy.sqrt(numpy.minimum(1.0, TOLERANCE / numpy.maximum(off, 1e-9)))
    return [float(value) for value in found]


def fit(counts, measured):
    """The coefficients, fitted in relative terms (``relative_fit``), all kinds at once: the
    Python's on every measured kind and the start-up, the drawing's on every kind that
    draws."""
    python = by_kind(counts["python_kinds"], python_rows(counts))
    drawing = by_kind(counts["drawing_kinds"], counts["parts"])
    rows, figures, draws, refreshes = [], [], [], []
    for kind, measured_kind in measured["kinds"].items():
        if kind in python:
            rows.append(middle(python[kind], lambda row: row[0]))
            figures.append(measured_kind["python"])
        if kind in drawing and measured_kind["refresh"] > 0:
            draws.append(middle(drawing[kind], lambda parts: parts[0]))
            refreshes.append(measured_kind["refresh"])
    rows.append(python_rows(counts)[0])  # the start-up
    figures.append(measured["startup"]["python"])
    found = dict(zip(PYTHON, relative_fit(rows, figures, signed=(PYTHON.index("pass"),))))
    found["drawing"] = dict(zip(PARTS, relative_fit(draws, refreshes)))
    return found
