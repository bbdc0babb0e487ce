# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Build what goes onto the badge (desktop only).

    make bundle                          # build/CIRCUITPY/, and its size
    make install CIRCUITPY=/media/you/CIRCUITPY     # the same, then tools/install.py

The bundle holds exactly what the badge needs: ``code.py`` and ``parameters.py`` as source,
the device modules of ``puzzle/`` compiled to ``.mpy`` (``tools/mpy.py``) with the solver's
data files, the picture sets of ``images/`` that pass the game's own checker, and ``lib/``
with the parts of the Adafruit libraries the game imports, compiled from the pinned PyPI
packages in ``.venv`` (so it works offline). No module is there twice (``.py`` and ``.mpy``).

``make bundle`` fails, in one line naming the largest picture sets, when the bundle takes more
than a PyBadge's drive holds (``DRIVE_ROOM``); ``make install`` asks the drive itself instead
(``drive_room.py``), as a PyGamer's holds 8 MB.
"""

import sys

from stopping import stop_cleanly

if __name__ == "__main__":  # first, so that Ctrl+C during the imports is one line too
    stop_cleanly("bundle: interrupted; no half-made bundle is left: run make bundle again")

import argparse  # noqa: E402
import importlib.util  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402

from device import (  # noqa: E402
    DATA_FILES, LIBRARIES, ROOT, SOURCE_FILES, compiled_name, device_modules,
)
from mpy import BundleError, compile_module, for_circuitpython  # noqa: E402

sys.path.append(ROOT)
from puzzle.pictures import PictureError, check_bmp, check_picture  # noqa: E402
from puzzle.layout import tile_size  # noqa: E402

BUILD = os.path.join(ROOT, "build", "CIRCUITPY")
# The PyBadge's CIRCUITPY: 2 MB of flash, formatted by CircuitPython as FAT in clusters of
# 1 KB; its own tables and boot_out.txt leave about 2000 KB for files.
CLUSTER = 1024
DRIVE_ROOM = 2000 * 1024
NAMED = 3  # the largest picture sets named when the bundle is too big
SKIP = ("__pycache__", ".pyi", "py.typed", ".pyc")
SHEET = re.compile(r"^tiles([2-9])(?:x([2-9]))?\.bmp$")  # tiles4.bmp, tiles5x4.bmp


def _wanted(name):
    return not name.startswith(".") and not any(name.endswith(end) for end in SKIP)


def _library_files(name, parts):
    """``{path under lib/: source}`` of the ``parts`` of library ``name`` installed in .venv."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise BundleError("library %s is not installed: run make once" % name)
    if parts is None:
        return {"lib/" + os.path.basename(spec.origin): spec.origin}
    top = os.path.dirname(spec.origin)
    files = {}
    for part in parts:
        source = os.path.join(top, part)
        walk = os.walk(source) if os.path.isdir(source) else [(top, [], [part])]
        for folder, dirs, names in walk:
            dirs[:] = [entry for entry in dirs if _wanted(entry)]
            for entry in filter(_wanted, names):
                path = os.path.join(folder, entry)
                files["lib/%s/%s" % (name, os.path.relpath(path, top).replace(os.sep, "/"))] = path
    return files


def _set_files(folder):
    """The BMP files of the picture set in ``folder`` that the game reads, each checked.

    :raises PictureError: naming the first file the game's checker refuses
    """
    # The game's checkers: a FIFO or a folder is never opened. full.bmp may be any BMP the
    # game shows (a picture dropped in as 24-bit passes), a tilesheet only an indexed one.
    check_picture(os.path.join(folder, "full.bmp"))
    sheets = sorted(name for name in os.listdir(folder) if SHEET.match(name))
    for name in sheets:
        columns, rows = SHEET.match(name).groups(default=None)
        columns, rows = int(columns), int(rows or columns)
        tile_width, tile_height = tile_size(columns, rows)
        check_bmp(os.path.join(folder, name), columns * tile_width, rows * tile_height)
    return ["full.bmp"] + sheets


def picture_files(root=ROOT, problems=None, sets=None):
    """``{path on CIRCUITPY: source}`` of the picture sets in ``images/`` that pass the checks.

    A folder whose name starts with "." (a picture being made, or what an interrupted run
    left) is never taken; a set with a file the game's checker refuses is left out whole, and
    a line naming it goes into the list ``problems``.

    :param sets: the names of the sets to take (default: every set in ``images/``)
    """
    images = os.path.join(root, "images")
    files = {}
    names = sorted(os.listdir(images)) if os.path.isdir(images) else []
    for name in names if sets is None else sorted(sets):
        folder = os.path.join(images, name)
        if name.startswith(".") or not os.path.isdir(folder):
            continue
        try:
            chosen = _set_files(folder)
        except PictureError as error:
            if problems is not None:
                problems.append("left out images/%s/: %s" % (name, error))
            continue
        files.update(("images/%s/%s" % (name, entry), os.path.join(folder, entry))
                     for entry in chosen)
    return files


def bundle_files(root=ROOT, problems=None, sets=None):
    """``{path on CIRCUITPY: source path}`` of everything the badge needs.

    A path ending in ``.mpy`` is compiled from its ``.py`` source; the rest are copied.
    ``sets`` names the picture sets to take, as for :func:`picture_files`.
    """
    files = {path: os.path.join(root, path) for path in SOURCE_FILES + DATA_FILES}
    files.update((compiled_name(path), os.path.join(root, path))
                 for path in device_modules(root))
    files.update(picture_files(root, problems, sets))
    for name, parts in sorted(LIBRARIES.items()):
        for path, source in _library_files(name, parts).items():
            files[compiled_name(path) if path.endswith(".py") else path] = source
    return files


def is_compiled(path, source):
    """True for a bundle path that is made by compiling its source."""
    return path.endswith(".mpy") and source.endswith(".py")


def file_name(path):
    """The name a compiled module gives its tracebacks: its ``__file__`` on the badge, as
    CircuitPython's import makes it from ``sys.path`` (``""`` for the drive's root, ``/lib``),
    so that one interned name serves both: ``puzzle/game.mpy``, ``/lib/adafruit_ticks.mpy``."""
    return "/" + path if path.startswith("lib/") else path


def contents(path, source):
    """The bytes of ``path`` in the bundle: the source's, or its CircuitPython ``.mpy``."""
    if is_compiled(path, source):
        return for_circuitpython(compile_module(source, path[:-4] + ".py", file_name(path)))
    with open(source, "rb") as file:
        return file.read()


def build(target=BUILD, root=ROOT, problems=None, sets=None):
    """Write the bundle into ``target`` afresh; return its size in bytes.

    It is made in a folder beside ``target`` and renamed into place when complete, so a
    failure (an ``async`` in device code, an unexpected header) leaves no half-made bundle.
    ``sets`` names the picture sets to take, as for :func:`picture_files`.
    """
    files = bundle_files(root, problems, sets)
    work = target + ".new"
    for folder in (work, target):
        if os.path.exists(folder):
            shutil.rmtree(folder)
    size = 0
    try:
        for path, source in sorted(files.items()):
            data = contents(path, source)
            destination = os.path.join(work, path)
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            with open(destination, "wb") as file:
                file.write(data)
            size += len(data)
        os.replace(work, target)
    finally:
        if os.path.exists(work):
            shutil.rmtree(work)
    return size


def bundle_paths(bundle):
    """Paths of the files in the built bundle, relative to it."""
    paths = []
    for folder, _, names in os.walk(bundle):
        for name in names:
            paths.append(os.path.relpath(os.path.join(folder, name), bundle).replace(os.sep, "/"))
    return paths


def on_the_drive(size):
    """Bytes a file of ``size`` bytes takes on the badge's drive: whole clusters."""
    return (size + CLUSTER - 1) // CLUSTER * CLUSTER


def too_big(bundle, room=None):
    """None if the built ``bundle`` fits the badge's drive, else one line saying how much it
    takes and naming the largest picture sets in it, which are what a maker adds.

    :param room: bytes the drive holds (default ``DRIVE_ROOM``, a PyBadge's)
    """
    room = DRIVE_ROOM if room is None else room
    sizes = {path: on_the_drive(os.path.getsize(os.path.join(bundle, path)))
             for path in bundle_paths(bundle)}
    total = sum(sizes.values())
    if total <= room:
        return None
    return ("%.1f KB on the drive, more than the %.0f KB a PyBadge's CIRCUITPY holds; the "
            "largest picture sets: %s: take some out of images/" % (
                total / 1024, room / 1024, largest_sets(sizes)))


def largest_sets(sizes):
    """``"images/dog/ 60.0 KB, ..."``: the ``NAMED`` largest picture sets among ``sizes``
    (``{path on the drive: bytes}``), or "" when it holds none."""
    sets = {}
    for path, size in sizes.items():
        if path.startswith("images/"):
            folder = path.rsplit("/", 1)[0] + "/"
            sets[folder] = sets.get(folder, 0) + size
    largest = sorted(sets, key=lambda folder: (-sets[folder], folder))[:NAMED]
    return ", ".join("%s %.1f KB" % (folder, sets[folder] / 1024) for folder in largest)


def build_and_report(target=BUILD):
    """``build()`` with its size and any picture set left out said on the console."""
    problems = []
    size = build(target, problems=problems)
    for problem in problems:
        print("bundle: %s" % problem, file=sys.stderr)
    paths = bundle_paths(target)
    print("built %s: %d files (%d compiled), %.1f KB" % (
        os.path.relpath(target, ROOT), len(paths),
        sum(path.endswith(".mpy") for path in paths), size / 1024))
    return size


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.parse_args(argv)
    try:
        build_and_report()
        line = too_big(BUILD)
    except (BundleError, OSError) as error:
        line = str(error)
    if line:
        print("bundle: %s" % line, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
