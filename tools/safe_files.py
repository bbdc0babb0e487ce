# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Files in ordinary hands, for the desktop tools: only regular files are opened, and what an
interrupted ``make picture`` left in ``images/`` is tidied without losing a set."""

import os
import re
import shutil
import stat

# A set being made or one moved aside: ".new-" or ".old-", its name, tempfile's 8 characters
# (".new-" and the 8 characters alone: what the maker left before sets carried their name).
LEFTOVER = re.compile(r"^\.(new|old)-(?:(.+)-)?([a-z0-9_]{8})$")


class NotRegularFile(OSError):
    """A FIFO, a device, a folder or a socket where a file was expected."""


def open_regular(path):
    """Open ``path`` for reading if it is a regular file (or a link to one).

    :raises NotRegularFile: for a FIFO, a device, a folder or a socket, before it is opened
        (a FIFO would wait for a writer for ever; a tape device would rewind)
    """
    kind = kind_of(os.stat(path).st_mode)
    if kind is None:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        kind = kind_of(os.fstat(descriptor).st_mode)  # the same file still, or refused
        if kind is None:
            return os.fdopen(descriptor, "rb")
        os.close(descriptor)
    raise NotRegularFile("%s is %s, not a regular file" % (path, kind))


def kind_of(mode):
    """None for a regular file, else what it is."""
    if stat.S_ISREG(mode):
        return None
    for test, kind in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return kind
    return "not a plain file"


def tidy(images):
    """Clear what an interrupted run left in ``images``; return a line for each thing done.

    ``.new-NAME-*`` (a set half made) is deleted; ``.old-NAME-*`` (a set renamed aside) is put
    back as ``NAME`` if that is missing, and deleted if ``NAME`` is there (it was replaced).
    """
    done = []
    try:
        names = sorted(os.listdir(images))
    except OSError:
        return done
    for entry in names:
        path = os.path.join(images, entry)
        found = LEFTOVER.match(entry)
        if not found or not os.path.isdir(path) or found.group(1) == "old" and not found.group(2):
            continue
        if found.group(1) == "new":
            shutil.rmtree(path, ignore_errors=True)
            done.append("removed %s, left by an interrupted run" % path)
        else:
            folder = os.path.join(images, found.group(2))
            if os.path.exists(folder):
                shutil.rmtree(path, ignore_errors=True)
                done.append("removed %s, replaced by %s" % (path, folder))
            else:
                os.replace(path, folder)
                done.append("put back %s, which an interrupted run had moved aside" % folder)
    return done
