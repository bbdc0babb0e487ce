# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Build what goes onto the badge, and copy it onto a mounted CIRCUITPY drive (desktop only).

    make bundle                          # build/CIRCUITPY/, and its size
    make install CIRCUITPY=/media/you/CIRCUITPY

The bundle holds exactly what the badge needs: ``code.py``, ``parameters.py``, the device
modules of ``puzzle/``, the picture sets of ``images/``, and ``lib/`` with the Adafruit
libraries taken from the pinned PyPI packages in ``.venv`` (so it works offline). Installing
copies only the files that differ, removes nothing of yours, and syncs before it returns.
"""

import argparse
import filecmp
import importlib.util
import os
import shutil
import sys

from device import DATA_FILES, LIBRARIES, ROOT, device_files

BUILD = os.path.join(ROOT, "build", "CIRCUITPY")
SKIP = ("__pycache__", ".pyi", "py.typed", ".pyc")


class BundleError(Exception):
    """Something that stops the bundle from being built or installed."""


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


def bundle_files(root=ROOT):
    """``{path on CIRCUITPY: source path}`` of everything the badge needs."""
    files = {path: os.path.join(root, path) for path in device_files(root) + list(DATA_FILES)}
    images = os.path.join(root, "images")
    for folder, _, names in os.walk(images):
        for name in names:
            if _wanted(name):
                source = os.path.join(folder, name)
                files[os.path.relpath(source, root).replace(os.sep, "/")] = source
    for name, parts in sorted(LIBRARIES.items()):
        files.update(_library_files(name, parts))
    return files


def build(target=BUILD, root=ROOT):
    """Write the bundle into ``target`` afresh; return its size in bytes."""
    files = bundle_files(root)
    if os.path.exists(target):
        shutil.rmtree(target)
    for path, source in sorted(files.items()):
        destination = os.path.join(target, path)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        shutil.copyfile(source, destination)
    return sum(os.path.getsize(source) for source in files.values())


def check_drive(drive):
    """Raise ``BundleError`` unless ``drive`` is a mounted CircuitPython drive."""
    if not os.path.isdir(drive):
        raise BundleError("CIRCUITPY=%s: no such folder; is the badge plugged in and mounted?"
                          % drive)
    if not os.path.exists(os.path.join(drive, "boot_out.txt")):
        raise BundleError("CIRCUITPY=%s: no boot_out.txt there, so it is not a CircuitPython "
                          "drive; nothing copied" % drive)


def install(drive, bundle=BUILD):
    """Copy the files of ``bundle`` that differ onto ``drive``; return the paths copied."""
    check_drive(drive)
    copied = []
    # code.py last: the badge restarts when it changes, and by then the rest is in place.
    paths = sorted(bundle_paths(bundle), key=lambda path: (path == "code.py", path))
    for path in paths:
        source = os.path.join(bundle, path)
        destination = os.path.join(drive, path)
        if os.path.exists(destination) and filecmp.cmp(source, destination, shallow=False):
            continue
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        shutil.copyfile(source, destination)
        copied.append(path)
    if hasattr(os, "sync"):
        os.sync()
    return copied


def bundle_paths(bundle):
    """Paths of the files in the built bundle, relative to it."""
    paths = []
    for folder, _, names in os.walk(bundle):
        for name in names:
            paths.append(os.path.relpath(os.path.join(folder, name), bundle).replace(os.sep, "/"))
    return paths


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--install", metavar="CIRCUITPY",
                        help="after building, copy what changed onto this mounted drive")
    args = parser.parse_args(argv)
    try:
        if args.install is not None:
            check_drive(args.install)  # what is wrong with it, before anything is built
        size = build()
        print("built %s: %d files, %.1f KB" % (
            os.path.relpath(BUILD, ROOT), len(bundle_paths(BUILD)), size / 1024))
        if args.install is not None:
            copied = install(args.install)
            print("copied %d changed files onto %s%s" % (
                len(copied), args.install, "" if copied else " (all up to date)"))
    except (BundleError, OSError) as error:
        print("bundle: %s" % error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
