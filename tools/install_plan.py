# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What ``make install`` will write onto a drive, worked out before anything is written
(desktop only): the bundle's files that differ, the maker's files kept aside, the twins of
shipped modules, and the lines to say once the copy is done."""

import hashlib
import os
import subprocess

from bundle import bundle_paths
from device import ROOT, SOURCE_FILES
from maker_parameters import Unreadable, completed

PARAMETERS = "parameters.py"  # what a maker edits on the drive
PARAMETERS_BEFORE = "parameters-before-install.py"  # theirs, before settings were added
NAMED = 5  # settings named on the console when more are added


def read(path):
    """The bytes of the file at ``path``."""
    with open(path, "rb") as file:
        return file.read()


def _blob(data):
    """The id git gives the bytes ``data``."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def committed_versions(root=ROOT):
    """Git ids of every committed version of the device files, to tell ours from a maker's.

    An empty set where there is no git or no history: then only the bundle's own files count.
    """
    try:
        done = subprocess.run(["git", "-C", root, "log", "--all", "--no-renames", "--raw",
                               "--no-abbrev", "--format=", "--"] + list(SOURCE_FILES) +
                              ["puzzle"], capture_output=True, text=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError):
        return set()
    blobs = set()
    for line in done.stdout.splitlines():  # ":100644 100644 OLD NEW M\tpath"
        blobs.update(line.split("\t")[0].split()[2:4])
    return blobs


def backup_name(drive, path, data):
    """``(name, already)``: ``path.bak`` or the first ``.bakN`` that is free or holds ``data``."""
    number = 1
    while True:
        name = path + (".bak" if number == 1 else ".bak%d" % number)
        existing = os.path.join(drive, name)
        if not os.path.lexists(existing):
            return name, False
        if os.path.isfile(existing) and read(existing) == data:
            return name, True
        number += 1


def twin(path):
    """The other form of a shipped module (``.py`` for ``.mpy``, and back), or None."""
    if path in SOURCE_FILES:
        return None  # code.mpy or parameters.mpy would be a maker's own, never ours
    if path.endswith(".mpy"):
        return path[:-4] + ".py"
    if path.endswith(".py"):
        return path[:-3] + ".mpy"
    return None


class Plan:
    """What an install will do, worked out before anything is written.

    ``copies`` and ``saves`` are ``(path, bytes)`` to write (the bundle's files, code.py last;
    the maker's files kept aside), ``backups`` ``(path, backup, bytes or None if there)``,
    ``twins`` ``(path, ours)``, ``notes`` lines to say once the copy is done.
    """

    def __init__(self, drive, bundle, sources, ours):
        self.copies, self.saves, self.backups, self.twins, self.notes = [], [], [], [], []
        paths = sorted(bundle_paths(bundle), key=lambda path: (path == "code.py", path))
        for path in paths:
            data = read(os.path.join(bundle, path))
            there = os.path.join(drive, path)
            old = read(there) if os.path.isfile(there) else None
            if path == PARAMETERS and old is not None and old != data and _blob(old) not in ours:
                data = self._keep_parameters(old, data)
            if old != data:
                self.copies.append((path, data))
                if path == "code.py" and old is not None and _blob(old) not in ours:
                    name, already = backup_name(drive, path, old)
                    self.backups.append((path, name, None if already else old))
            other = twin(path)
            if other and os.path.isfile(os.path.join(drive, other)) and other not in paths:
                old = read(os.path.join(drive, other))
                source = sources.get(path)
                mine = other.endswith(".mpy") or _blob(old) in ours or (
                    source is not None and source.endswith(".py") and read(source) == old)
                self.twins.append((other, mine))

    def _keep_parameters(self, theirs, ours):
        """The maker's ``parameters.py`` completed with what it lacks of ``ours``."""
        try:
            added, text = completed(theirs, ours)
        except Unreadable as error:
            self.notes.append("kept your %s as it is; Python cannot read it (%s), so the badge "
                              "plays on the defaults: fix it, or delete it for the game's"
                              % (PARAMETERS, error))
            return theirs
        if not added:
            self.notes.append("kept your %s as you changed it" % PARAMETERS)
            return theirs
        self.saves.append((PARAMETERS_BEFORE, theirs))
        named = ", ".join(added[:NAMED]) + (" and %d more" % (len(added) - NAMED)
                                            if len(added) > NAMED else "")
        self.notes.append("kept your %s and added at its end, with their comments, the %d "
                          "settings it lacked: %s (as it was before: %s)" % (
                              PARAMETERS, len(added), named, PARAMETERS_BEFORE))
        return text

    def writes(self):
        """``{path: bytes}`` of every file the install writes onto the drive, in the order it
        writes them: the maker's files kept aside first, the bundle's, ``code.py`` last."""
        files = dict(self.saves)
        files.update((name, old) for _, name, old in self.backups if old is not None)
        files.update(self.copies)
        return files
