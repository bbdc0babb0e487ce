# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Copy the bundle onto a mounted CIRCUITPY drive, losing nothing of the maker's (desktop only).

    make install CIRCUITPY=/media/you/CIRCUITPY       # or CIRCUITPY=~/..., in any shell
    python tools/install.py /media/you/CIRCUITPY

Builds the bundle (``tools/bundle.py``), then:

- refuses, with one line and before anything is copied, a folder that is not a CircuitPython
  drive, a badge on CircuitPython 8 or older (its ``boot_out.txt`` says which), and a drive
  the copy would fail on (``drive_room.py``: a folder where a file goes, a file where a folder
  goes, read-only, too full);
- copies only the files that differ, each under a temporary name beside its place, flushed,
  then renamed over it, so a full drive, a pulled cable or Ctrl+C leaves the old file or the
  new one, never half of one; what an interrupted run left (``.NAME.installing``) goes at the
  next run, which finishes the bundle;
- takes ``code.py`` off the drive while it copies the rest, and writes it last: until the
  bundle is complete the badge has no game to start, so it never starts half of an update
  (an interrupted run leaves CircuitPython's prompt on the screen until the next one);
- keeps a ``parameters.py`` the maker changed: the settings it lacks are added at its end
  with their comments (``maker_parameters.py``), and the file as it was before that is kept
  as ``parameters-before-install.py`` (one file, rewritten at each addition); a
  ``parameters.py`` that is one of ours, unchanged, gives way to the new one;
- keeps a ``code.py`` that is not one of ours as ``code.py.bak`` (``code.py.bak2``... when an
  older backup holds something else: a backup is never overwritten), and says so;
- removes the twin of a module it ships (the ``.py`` it shipped before when it now ships the
  ``.mpy``, or the other way round: CircuitPython loads a ``.py`` before an ``.mpy``), but
  only a twin that is ours: a ``.py`` twin that is no version of ours is renamed ``.bak``;
- warns about ``code.txt`` (CircuitPython runs it instead of ``code.py``) and ``main.py`` /
  ``main.txt`` (left from another program; they run if ``code.py`` goes);
- syncs before it returns. Ctrl+C (or SIGTERM) at any point stops it with one line.
"""

import sys

from stopping import stop_cleanly, stopped_within

if __name__ == "__main__":  # first, so that Ctrl+C during the imports is one line too
    stop_cleanly("install: interrupted; no file is left half-written: run make install again "
                 "to finish")

import argparse  # noqa: E402
import hashlib  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

from bundle import BUILD, build_and_report, bundle_files, bundle_paths  # noqa: E402
from device import ROOT, SOURCE_FILES  # noqa: E402
from drive_room import TEMPORARY, check_drive, check_room  # noqa: E402
from maker_parameters import Unreadable, completed  # noqa: E402
from mpy import BundleError  # noqa: E402

LEFTOVER = re.compile(r"^\.(.+?)(?:\.bak\d*)?\.installing$")  # of a file or of its backup
PARAMETERS = "parameters.py"  # what a maker edits on the drive
PARAMETERS_BEFORE = "parameters-before-install.py"  # theirs, before settings were added
NAMED = 5  # settings named on the console when more are added
OTHER_PROGRAMS = {
    "code.txt": "CircuitPython runs it instead of code.py: rename it to play the game",
    "main.py": "another program; it runs only if code.py goes, left as it is",
    "main.txt": "another program; it runs only if code.py goes, left as it is",
}


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


def _backup_name(drive, path, data):
    """``(name, already)``: ``path.bak`` or the first ``.bakN`` that is free or holds ``data``."""
    number = 1
    while True:
        name = path + (".bak" if number == 1 else ".bak%d" % number)
        existing = os.path.join(drive, name)
        if not os.path.lexists(existing):
            return name, False
        if os.path.isfile(existing) and _read(existing) == data:
            return name, True
        number += 1


def _twin(path):
    """The other form of a shipped module (``.py`` for ``.mpy``, and back), or None."""
    if path in SOURCE_FILES:
        return None  # code.mpy or parameters.mpy would be a maker's own, never ours
    if path.endswith(".mpy"):
        return path[:-4] + ".py"
    if path.endswith(".py"):
        return path[:-3] + ".mpy"
    return None


class _Plan:
    """What an install will do, worked out before anything is written.

    ``copies`` and ``saves`` are ``(path, bytes)`` to write (the bundle's files, code.py last;
    the maker's files kept aside), ``backups`` ``(path, backup, bytes or None if there)``,
    ``twins`` ``(path, ours)``, ``notes`` lines to say once the copy is done.
    """

    def __init__(self, drive, bundle, sources, ours):
        self.copies, self.saves, self.backups, self.twins, self.notes = [], [], [], [], []
        paths = sorted(bundle_paths(bundle), key=lambda path: (path == "code.py", path))
        for path in paths:
            data = _read(os.path.join(bundle, path))
            there = os.path.join(drive, path)
            old = _read(there) if os.path.isfile(there) else None
            if path == PARAMETERS and old is not None and old != data and _blob(old) not in ours:
                data = self._keep_parameters(old, data)
            if old != data:
                self.copies.append((path, data))
                if path == "code.py" and old is not None and _blob(old) not in ours:
                    name, already = _backup_name(drive, path, old)
                    self.backups.append((path, name, None if already else old))
            twin = _twin(path)
            if twin and os.path.isfile(os.path.join(drive, twin)) and twin not in paths:
                old = _read(os.path.join(drive, twin))
                source = sources.get(path)
                mine = twin.endswith(".mpy") or _blob(old) in ours or (
                    source is not None and source.endswith(".py") and _read(source) == old)
                self.twins.append((twin, mine))

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
        """``{path: bytes}`` of every file the install writes onto the drive."""
        files = dict(self.saves + self.copies)
        files.update((name, old) for _, name, old in self.backups if old is not None)
        return files


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
            place = os.path.join(folder, entry)
            if found and found.group(1) in ours and not os.path.isdir(place):
                os.remove(place)


def install(drive, bundle=BUILD, sources=None, say=print, root=ROOT):
    """Copy the files of ``bundle`` that differ onto ``drive``; return the paths copied.

    :param dict sources: ``{path on the drive: source}`` as ``bundle.bundle_files()`` gives,
        to recognise a ``.py`` twin this project shipped before (default: none)
    :param say: called with each line for the console (backups, twins, warnings)
    :raises BundleError: a drive refused (nothing copied then), or a copy stopped half way
        by the drive (a full drive, a pulled cable): the next run finishes it
    """
    check_drive(drive)
    _remove_leftovers(drive, bundle_paths(bundle) + [PARAMETERS_BEFORE])
    plan = _Plan(drive, bundle, sources or {}, committed_versions(root))
    check_room(drive, plan.writes())
    copied = []
    try:
        _copy(drive, plan, copied, say)
    except OSError as error:
        raise BundleError("%s: stopped after %d of %d changed files, none of them half-written;"
                          " run make install again to finish" % (error, len(copied),
                                                                len(plan.copies)))
    for line in plan.notes:
        say(line)
    for name, why in sorted(OTHER_PROGRAMS.items()):
        if os.path.exists(os.path.join(drive, name)):
            say("warning: %s is on the drive: %s" % (name, why))
    if hasattr(os, "sync"):
        os.sync()
    return copied


def _copy(drive, plan, copied, say):
    """Write what ``plan`` says, adding each bundle path to ``copied`` once it is in place."""
    for path, name, old in plan.backups:
        if old is not None:
            _write(drive, name, old)
        say("replaced your %s with the game's; yours is kept %sas %s" % (
            path, "" if old is not None else "already ", name))
    for path, data in plan.saves:
        _write(drive, path, data)
    code = os.path.join(drive, "code.py")
    aside = os.path.join(drive, TEMPORARY % "code.py")
    others = [path for path, _ in plan.copies if path != "code.py"]
    if (others or plan.twins) and os.path.isfile(code):
        os.replace(code, aside)  # no game to start until the bundle is whole
    for path, data in plan.copies:
        if path == "code.py":
            _settle_twins(drive, plan.twins, say)
        _write(drive, path, data)
        copied.append(path)
    _settle_twins(drive, plan.twins, say)
    if os.path.exists(aside):
        os.replace(aside, code)  # the same code.py as before: only the rest changed


def _settle_twins(drive, twins, say):
    """Remove our twins of shipped modules; one that is not ours is renamed to ``.bak``."""
    removed = {".py": [], ".mpy": []}
    for twin, mine in twins:
        there = os.path.join(drive, twin)
        if mine:
            os.remove(there)
            removed[twin[twin.rindex("."):]].append(twin)
            continue
        say("%s is not a file this project shipped, and would hide %s" % (twin, _twin(twin)))
        name, already = _backup_name(drive, twin, _read(there))
        if already:
            os.remove(there)
        else:
            os.replace(there, os.path.join(drive, name))
        say("kept your %s %sas %s" % (twin, "already " if already else "", name))
    for suffix, now in ((".py", ".mpy"), (".mpy", ".py")):
        if removed[suffix]:
            say("removed %d %s files shipped before, now shipped as %s (%s)" % (
                len(removed[suffix]), suffix, now, ", ".join(sorted(removed[suffix]))))
    del twins[:]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="make install", description=__doc__.split("\n")[0])
    parser.add_argument("drive", nargs="?", default=os.environ.get("CIRCUITPY", ""),
                        help="the mounted CIRCUITPY drive (default: $CIRCUITPY); a leading ~ "
                        "or ~user is expanded, as zsh does not after CIRCUITPY=")
    args = parser.parse_args(argv)
    if not args.drive:
        print("usage: make install CIRCUITPY=/path/to/CIRCUITPY", file=sys.stderr)
        return 2
    drive = os.path.expanduser(args.drive)
    try:
        check_drive(drive)  # what is wrong with it, before anything is built
        build_and_report()
        copied = install(drive, BUILD, bundle_files())
        print("copied %d changed file%s onto %s%s" % (
            len(copied), "" if len(copied) == 1 else "s", drive,
            "" if copied else " (all up to date)"))
    except (BundleError, OSError) as error:
        stop = stopped_within(error)
        if stop:
            raise stop
        print("install: %s" % error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
