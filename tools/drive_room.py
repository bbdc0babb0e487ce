# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Whether a drive can take what ``make install`` writes, asked before anything is written
(desktop only): a CircuitPython drive, nothing in the way, every folder writable, room enough."""

import os
import posixpath
import re
import shutil

from bundle import largest_sets
from mpy import BundleError

TEMPORARY = ".%s.installing"  # a file being written, beside its place: .board.mpy.installing
OLDEST = 9  # the oldest CircuitPython that loads the bundle's .mpy (version 6)
BLOCK = 4096  # the allocation unit assumed where the file system does not say
ENTRY = 32  # bytes of a FAT directory entry


def check_drive(drive):
    """Raise ``BundleError`` unless ``drive`` is a mounted drive of CircuitPython 9 or newer."""
    if not os.path.isdir(drive):
        raise BundleError("CIRCUITPY=%s: %s; is the badge plugged in and mounted?" % (
            drive, "not a folder" if os.path.lexists(drive) else "no such folder"))
    boot = os.path.join(drive, "boot_out.txt")
    if not os.path.isfile(boot):
        raise BundleError("CIRCUITPY=%s: no boot_out.txt there, so it is not a CircuitPython "
                          "drive; nothing copied" % drive)
    with open(boot, "rb") as file:
        found = re.search(rb"CircuitPython (\d+)\.(\d+)\.\S*", file.read(4096))
    if found and int(found.group(1)) < OLDEST:
        raise BundleError("the badge runs %s; the game's compiled files (.mpy version 6) need "
                          "CircuitPython 9 or 10: update it first (README); nothing copied"
                          % found.group(0).decode("ascii", "replace"))


def _temporary(path):
    folder, name = os.path.split(path)
    return os.path.join(folder, TEMPORARY % name)


def _in_the_way(drive, path):
    """Raise ``BundleError`` if a folder stands where ``path`` or its temporary file goes, or a
    file (anything but a folder) where one of its folders goes."""
    parts = path.split("/")
    for depth in range(1, len(parts)):
        place = os.path.join(drive, *parts[:depth])
        if os.path.lexists(place) and not os.path.isdir(place):
            raise BundleError("%s is a file where the game needs a folder: move it away and run "
                              "make install again; nothing copied" % place)
    for place in (os.path.join(drive, path), os.path.join(drive, _temporary(path))):
        if os.path.isdir(place):
            raise BundleError("%s is a folder where the game needs a file: move it away and run "
                              "make install again; nothing copied" % place)


def _nearest_folder(drive, path):
    """The deepest folder of ``path``'s on the drive that exists already."""
    folder = os.path.dirname(os.path.join(drive, path))
    while not os.path.isdir(folder):
        folder = os.path.dirname(folder)
    return folder


def _rounded(size, block):
    return (size + block - 1) // block * block


def _entries(name):
    """Bytes of the FAT directory entries a file named ``name`` takes: its long name, 13
    UTF-16 characters an entry, and its short name."""
    return ENTRY * (1 + (len(name.encode("utf-16-le")) // 2 + 12) // 13)


def space_needed(drive, writes):
    """Bytes that writing ``writes`` (``{path: bytes}``) takes on the drive at most: each file
    rounded up to the drive's blocks (a FAT cluster), with room in its folder for the entries
    of its temporary name and its own, and a block for each folder the files grow or make."""
    block = os.statvfs(drive).f_frsize if hasattr(os, "statvfs") else BLOCK
    block = max(block, 512)
    grown = {}
    for path in writes:
        folder, name = posixpath.split(path)
        grown[folder] = grown.get(folder, 0) + _entries(name) + _entries(TEMPORARY % name)
        while folder and not os.path.isdir(os.path.join(drive, folder)):
            parent, name = posixpath.split(folder)
            grown[parent] = grown.get(parent, 0) + _entries(name)
            folder = parent
    return (sum(_rounded(len(data), block) for data in writes.values()) +
            sum(_rounded(size, block) for size in grown.values()))


def check_room(drive, writes, freed=0):
    """Raise ``BundleError`` if writing ``writes`` (``{path on the drive: bytes}``) would fail.

    Refused: a folder where a file goes (``code.py`` among them, which an install always
    moves), a file where a folder goes, a folder that may not be written to (a drive mounted
    read-only, a badge whose ``boot.py`` lets its own code write instead), and a drive with
    less free space, counting the ``freed`` bytes of what an interrupted run left, than every
    file takes beside the one it replaces (:func:`space_needed`).
    """
    if not writes:
        return
    paths = sorted(set(writes) | {"code.py"})
    for path in paths:
        _in_the_way(drive, path)
    for folder in sorted({_nearest_folder(drive, path) for path in paths}):
        if not os.access(folder, os.W_OK | os.X_OK):
            raise BundleError("cannot write to %s (a drive mounted read-only, or a boot.py "
                              "that lets the badge write to it instead); nothing copied"
                              % folder)
    needed = space_needed(drive, writes)
    free = shutil.disk_usage(drive).free + freed
    if needed > free:
        sets = largest_sets({path: len(data) for path, data in writes.items()})
        raise BundleError("%s has %.1f KB free; %d changed files need %.1f KB: make room%s; "
                          "nothing copied" % (drive, free / 1024, len(writes), needed / 1024,
                                              " (the largest picture sets: %s)" % sets
                                              if sets else ""))
