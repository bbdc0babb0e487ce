# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Copy the bundle onto a mounted CIRCUITPY drive, losing nothing of the maker's (desktop only).

    make install CIRCUITPY=/media/you/CIRCUITPY       # or CIRCUITPY=~/..., in any shell
    python tools/install.py /media/you/CIRCUITPY

Builds the bundle (``tools/bundle.py``), then:

- refuses, with one line and before anything is written, a folder that is not a CircuitPython
  drive, a badge on CircuitPython 8 or older (its ``boot_out.txt`` says which), and a drive
  the copy would fail on (``drive_room.py``: a folder where a file goes, a file where a folder
  goes, read-only, too full for every file it writes, each rounded up to the drive's blocks);
- writes every file that differs whole, flushed, under a temporary name beside its place
  (``.NAME.installing``), and only then renames them over the old ones: a write that fails
  (a drive fuller than it said, one turned read-only) or Ctrl+C meanwhile removes what the
  run wrote, leaving the drive as it was; what an interrupted run left goes at the next run
  (``install_plan.py`` works out what to write);
- takes ``code.py`` off the drive while it renames the rest, and puts it back last: until the
  bundle is complete the badge has no game to start, so it never starts half of an update
  (a cable pulled then leaves CircuitPython's prompt on the screen until the next run);
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
import os  # noqa: E402
import re  # noqa: E402

from bundle import BUILD, build_and_report, bundle_files, bundle_paths  # noqa: E402
from device import ROOT  # noqa: E402
from drive_room import TEMPORARY, check_drive, check_room  # noqa: E402
from install_plan import PARAMETERS_BEFORE, Plan, backup_name, committed_versions  # noqa: E402
from install_plan import read, twin  # noqa: E402
from mpy import BundleError  # noqa: E402

LEFTOVER = re.compile(r"^\.(.+?)(?:\.bak\d*)?\.installing$")  # of a file or of its backup
OTHER_PROGRAMS = {
    "code.txt": "CircuitPython runs it instead of code.py: rename it to play the game",
    "main.py": "another program; it runs only if code.py goes, left as it is",
    "main.txt": "another program; it runs only if code.py goes, left as it is",
}


def _temporary(drive, path):
    folder, name = os.path.split(os.path.join(drive, path))
    return os.path.join(folder, TEMPORARY % name)


def _leftovers(drive, paths):
    """The temporary files an interrupted install left beside the bundle's ``paths``."""
    names = {}
    for path in paths:
        folder, name = os.path.split(os.path.join(drive, path))
        names.setdefault(folder, set()).add(name)
    found = []
    for folder, ours in sorted(names.items()):
        try:
            entries = sorted(os.listdir(folder))
        except OSError:
            continue
        for entry in entries:
            match = LEFTOVER.match(entry)
            place = os.path.join(folder, entry)
            if match and match.group(1) in ours and not os.path.isdir(place):
                found.append(place)
    return found


def install(drive, bundle=BUILD, sources=None, say=print, root=ROOT):
    """Copy the files of ``bundle`` that differ onto ``drive``; return the paths copied.

    Every file is first written whole beside its place; only once all are there does any
    take its place (``code.py`` last). A refusal, and a write that fails (a full drive, one
    turned read-only), leave the drive as it was, byte for byte.

    :param dict sources: ``{path on the drive: source}`` as ``bundle.bundle_files()`` gives,
        to recognise a ``.py`` twin this project shipped before (default: none)
    :param say: called with each line for the console (backups, twins, warnings)
    :raises BundleError: a drive refused or a write that failed (nothing copied then), or a
        rename stopped half way by the drive (a pulled cable): the next run finishes it
    """
    check_drive(drive)
    paths = bundle_paths(bundle)
    plan = Plan(drive, bundle, sources or {}, committed_versions(root))
    writes = plan.writes()
    leftovers = _leftovers(drive, paths + [PARAMETERS_BEFORE])
    check_room(drive, writes, freed=sum(os.lstat(place).st_size for place in leftovers))
    for place in leftovers:
        os.remove(place)
    staged = []
    try:
        _stage(drive, writes, staged)
    except OSError as error:
        raise BundleError("%s while writing %s: the drive is as it was; nothing copied" % (
            error.strerror or error, staged[-1] if staged else drive))
    copied = []
    try:
        _commit(drive, plan, copied, say)
    except OSError as error:
        raise BundleError("%s: stopped after %d of %d changed files, none of them half-written;"
                          " run make install again to finish" % (error, len(copied),
                                                                len(plan.copies)))
    finally:
        _remove_all([_temporary(drive, path) for path in writes])
    for line in plan.notes:
        say(line)
    for name, why in sorted(OTHER_PROGRAMS.items()):
        if os.path.exists(os.path.join(drive, name)):
            say("warning: %s is on the drive: %s" % (name, why))
    if hasattr(os, "sync"):
        os.sync()
    return copied


def _remove_all(places):
    """Delete what of ``places`` is there; what the drive will not let go of stays."""
    for place in places:
        try:
            if os.path.lexists(place):
                os.remove(place)
        except OSError:
            pass


def _stage(drive, writes, staged):
    """Write each of ``writes`` whole, flushed, under its temporary name beside its place.

    Should any write fail (or Ctrl+C come), what this run wrote goes: its temporary files,
    then the folders it made, so the drive is as it was.
    """
    made = []
    try:
        for path, data in writes.items():
            folder = os.path.dirname(os.path.join(drive, path))
            missing = []
            while not os.path.isdir(folder):
                missing.append(folder)
                folder = os.path.dirname(folder)
            for folder in reversed(missing):
                os.mkdir(folder)
                made.append(folder)
            staged.append(path)
            with open(_temporary(drive, path), "wb") as file:
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
    except BaseException:
        _remove_all([_temporary(drive, path) for path in staged])
        for folder in reversed(made):
            try:
                os.rmdir(folder)
            except OSError:
                pass
        raise


def _commit(drive, plan, copied, say):
    """Rename each written file into its place, adding each bundle path to ``copied`` then."""
    for path, name, old in plan.backups:
        if old is not None:
            os.replace(_temporary(drive, name), os.path.join(drive, name))
        say("replaced your %s with the game's; yours is kept %sas %s" % (
            path, "" if old is not None else "already ", name))
    for path, _ in plan.saves:
        os.replace(_temporary(drive, path), os.path.join(drive, path))
    code = os.path.join(drive, "code.py")
    aside = _temporary(drive, "code.py")  # no game to start until the bundle is whole
    changed = [path for path, _ in plan.copies]
    if "code.py" in changed and os.path.lexists(code):
        os.remove(code)
    elif (changed or plan.twins) and os.path.isfile(code):
        os.replace(code, aside)
    for path in changed:
        if path == "code.py":
            _settle_twins(drive, plan.twins, say)
        os.replace(_temporary(drive, path), os.path.join(drive, path))
        copied.append(path)
    _settle_twins(drive, plan.twins, say)
    if "code.py" not in changed and os.path.exists(aside):
        os.replace(aside, code)  # the same code.py as before: only the rest changed


def _settle_twins(drive, twins, say):
    """Remove our twins of shipped modules; one that is not ours is renamed to ``.bak``."""
    removed = {".py": [], ".mpy": []}
    for other, mine in twins:
        there = os.path.join(drive, other)
        if mine:
            os.remove(there)
            removed[other[other.rindex("."):]].append(other)
            continue
        say("%s is not a file this project shipped, and would hide %s" % (other, twin(other)))
        name, already = backup_name(drive, other, read(there))
        if already:
            os.remove(there)
        else:
            os.replace(there, os.path.join(drive, name))
        say("kept your %s %sas %s" % (other, "already " if already else "", name))
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
