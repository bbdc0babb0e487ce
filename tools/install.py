# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Copy the bundle onto a mounted CIRCUITPY drive, losing nothing of the maker's (desktop only).

    make install CIRCUITPY=/media/you/CIRCUITPY
    python tools/install.py /media/you/CIRCUITPY

Builds the bundle (``tools/bundle.py``), then:

- refuses a folder that is not a CircuitPython drive, a badge on CircuitPython 8 or older
  (its ``boot_out.txt`` says which), and a drive without room for what must be written:
  nothing is copied then;
- copies only the files that differ, each under a temporary name beside its place, flushed,
  then renamed over it, so a full drive or a pulled cable leaves the old file or the new one,
  never half of one; what an interrupted run left (``.NAME.installing``) goes at the next;
- keeps the drive's ``parameters.py`` when it differs from the bundle's, and its ``code.py``
  when that is not one of ours, as ``NAME.bak`` (``NAME.bak2``, ``.bak3``... when an older
  backup holds something else: a backup is never overwritten), and says so;
- removes the twin of a module it ships (the ``.py`` it shipped before when it now ships the
  ``.mpy``, or the other way round: CircuitPython loads a ``.py`` before an ``.mpy``), but
  only a twin that is ours: a ``.py`` twin that is no version of ours is renamed ``.bak``;
- warns about ``code.txt`` (CircuitPython runs it instead of ``code.py``) and ``main.py`` /
  ``main.txt`` (left from another program; they run if ``code.py`` goes);
- writes ``code.py`` last (the badge restarts when it changes) and syncs before it returns.
"""

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys

from bundle import BUILD, build_and_report, bundle_files, bundle_paths
from device import ROOT, SOURCE_FILES
from mpy import BundleError

TEMPORARY = ".%s.installing"  # a file being written, beside its place: .board.mpy.installing
LEFTOVER = re.compile(r"^\.(.+?)(?:\.bak\d*)?\.installing$")  # of a file or of its backup
KEEP_WHEN_CHANGED = "parameters.py"  # what a maker edits on the drive
OTHER_PROGRAMS = {
    "code.txt": "CircuitPython runs it instead of code.py: rename it to play the game",
    "main.py": "another program; it runs only if code.py goes, left as it is",
    "main.txt": "another program; it runs only if code.py goes, left as it is",
}
OLDEST = 9  # the oldest CircuitPython that loads the bundle's .mpy (version 6)


def check_drive(drive):
    """Raise ``BundleError`` unless ``drive`` is a mounted drive of CircuitPython 9 or newer."""
    if not os.path.isdir(drive):
        raise BundleError("CIRCUITPY=%s: no such folder; is the badge plugged in and mounted?"
                          % drive)
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


def _read(path):
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


def _write(drive, path, data):
    """Write ``data`` as the drive's ``path``: a temporary file, flushed, renamed over it."""
    destination = os.path.join(drive, path)
    folder, name = os.path.split(destination)
    os.makedirs(folder, exist_ok=True)
    temporary = os.path.join(folder, TEMPORARY % name)
    try:
        with open(temporary, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, destination)
    finally:
        if os.path.exists(temporary):
            os.remove(temporary)


def _backup(drive, path, data, say, move=False):
    """Keep ``data``, the drive's ``path``, as ``path.bak`` or the first free ``.bakN``.

    :param bool move: rename the drive's file to the backup instead of copying it
    """
    number = 1
    while True:
        name = path + (".bak" if number == 1 else ".bak%d" % number)
        existing = os.path.join(drive, name)
        if not os.path.exists(existing):
            if move:
                os.replace(os.path.join(drive, path), existing)
            else:
                _write(drive, name, data)
            say(_kept(path, name, move, ""))
            return
        if os.path.isfile(existing) and _read(existing) == data:
            if move:
                os.remove(os.path.join(drive, path))
            say(_kept(path, name, move, "already "))
            return
        number += 1


def _kept(path, backup, moved, already):
    """What the console says of a backup: a file renamed aside, or one the game's replaced."""
    if moved:
        return "kept your %s %sas %s" % (path, already, backup)
    return "replaced your %s with the game's; yours is kept %sas %s" % (path, already, backup)


def _twin(path):
    """The other form of a shipped module (``.py`` for ``.mpy``, and back), or None."""
    if path in SOURCE_FILES:
        return None  # code.mpy or parameters.mpy would be a maker's own, never ours
    if path.endswith(".mpy"):
        return path[:-4] + ".py"
    if path.endswith(".py"):
        return path[:-3] + ".mpy"
    return None


def _space_needed(drive, sizes):
    """Bytes that ``sizes`` take on the drive's file system, each rounded up to its blocks."""
    block = os.statvfs(drive).f_frsize if hasattr(os, "statvfs") else 4096
    block = max(block, 512)
    return sum((size + block - 1) // block * block for size in sizes)


class _Plan:
    """What an install will do, worked out before anything is written."""

    def __init__(self, drive, bundle, sources, ours):
        self.copies, self.backups, self.twins = [], [], []
        paths = sorted(bundle_paths(bundle), key=lambda path: (path == "code.py", path))
        for path in paths:
            data = _read(os.path.join(bundle, path))
            there = os.path.join(drive, path)
            old = _read(there) if os.path.isfile(there) else None
            if old != data:
                self.copies.append((path, data))
                if old is not None and (path == KEEP_WHEN_CHANGED or (
                        path == "code.py" and _blob(old) not in ours)):
                    self.backups.append((path, old))
            twin = _twin(path)
            if twin and os.path.isfile(os.path.join(drive, twin)) and twin not in paths:
                old = _read(os.path.join(drive, twin))
                source = sources.get(path)
                mine = twin.endswith(".mpy") or _blob(old) in ours or (
                    source is not None and source.endswith(".py") and _read(source) == old)
                self.twins.append((twin, mine))

    def bytes_to_write(self):
        return [len(data) for _, data in self.copies + self.backups]


def _remove_leftovers(drive, paths):
    """Delete the temporary files an interrupted install left beside the bundle's paths."""
    names = {}
    for path in paths:
        folder, name = os.path.split(os.path.join(drive, path))
        names.setdefault(folder, set()).add(name)
    for folder, ours in names.items():
        try:
            entries = os.listdir(folder)
        except OSError:
            continue
        for entry in entries:
            found = LEFTOVER.match(entry)
            if found and found.group(1) in ours:
                os.remove(os.path.join(folder, entry))


def install(drive, bundle=BUILD, sources=None, say=print, root=ROOT):
    """Copy the files of ``bundle`` that differ onto ``drive``; return the paths copied.

    :param dict sources: ``{path on the drive: source}`` as ``bundle.bundle_files()`` gives,
        to recognise a ``.py`` twin this project shipped before (default: none)
    :param say: called with each line for the console (backups, twins, warnings)
    """
    check_drive(drive)
    _remove_leftovers(drive, bundle_paths(bundle))
    plan = _Plan(drive, bundle, sources or {}, committed_versions(root))
    needed = _space_needed(drive, plan.bytes_to_write())
    free = shutil.disk_usage(drive).free
    if needed > free:
        raise BundleError("%s has %.1f KB free; %d changed files need %.1f KB: make room "
                          "(nothing copied)" % (drive, free / 1024, len(plan.copies),
                                                needed / 1024))
    for path, old in plan.backups:
        _backup(drive, path, old, say)
    copied = []
    for path, data in plan.copies:
        if path == "code.py":
            _settle_twins(drive, plan.twins, say)  # before the restart that code.py brings
        _write(drive, path, data)
        copied.append(path)
    if "code.py" not in copied:
        _settle_twins(drive, plan.twins, say)
    for name, why in sorted(OTHER_PROGRAMS.items()):
        if os.path.exists(os.path.join(drive, name)):
            say("warning: %s is on the drive: %s" % (name, why))
    if hasattr(os, "sync"):
        os.sync()
    return copied


def _settle_twins(drive, twins, say):
    """Remove our twins of shipped modules; one that is not ours is renamed to ``.bak``."""
    removed = {".py": [], ".mpy": []}
    for twin, mine in twins:
        if mine:
            os.remove(os.path.join(drive, twin))
            removed[twin[twin.rindex("."):]].append(twin)
        else:
            say("%s is not a file this project shipped, and would hide %s" % (twin, _twin(twin)))
            _backup(drive, twin, _read(os.path.join(drive, twin)), say, move=True)
    for suffix, now in ((".py", ".mpy"), (".mpy", ".py")):
        if removed[suffix]:
            say("removed %d %s files shipped before, now shipped as %s (%s)" % (
                len(removed[suffix]), suffix, now, ", ".join(sorted(removed[suffix]))))
    del twins[:]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="make install", description=__doc__.split("\n")[0])
    parser.add_argument("drive", nargs="?", default=os.environ.get("CIRCUITPY", ""),
                        help="the mounted CIRCUITPY drive (default: $CIRCUITPY)")
    args = parser.parse_args(argv)
    if not args.drive:
        print("usage: make install CIRCUITPY=/path/to/CIRCUITPY", file=sys.stderr)
        return 2
    try:
        check_drive(args.drive)  # what is wrong with it, before anything is built
        build_and_report()
        copied = install(args.drive, BUILD, bundle_files())
        print("copied %d changed files onto %s%s" % (
            len(copied), args.drive, "" if copied else " (all up to date)"))
    except (BundleError, OSError) as error:
        print("install: %s" % error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
