# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""A maker's own ``parameters.py``, kept and completed with the settings it lacks (desktop only).

``make install`` never replaces a ``parameters.py`` the maker changed: it appends to it each
setting of the game's ``parameters.py`` that it does not set, with the comment above that
setting, so a newer game's settings arrive without a single line of the maker's changing.
The original PyBadge sliding puzzle's ``puzzle_graphics_folder`` counts as ``PICTURE``.
"""

import ast
import sys

from device import ROOT

sys.path.append(ROOT)
from puzzle.settings import OLD_PICTURE  # noqa: E402


class Unreadable(ValueError):
    """A ``parameters.py`` that Python cannot read (the badge then plays on the defaults)."""


def _tree(data, name):
    try:
        return ast.parse(data, name)
    except SyntaxError as error:  # a UnicodeDecodeError too, as a SyntaxError
        raise Unreadable("%s: %s, line %s" % (type(error).__name__, error.msg, error.lineno))
    except ValueError as error:  # a NUL byte
        raise Unreadable(str(error))


def _bound(node, names):
    """Add to ``names`` what the module-level code under ``node`` binds; True for ``import *``."""
    star = False
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(child.name)  # its body is another scope
        elif isinstance(child, (ast.Import, ast.ImportFrom)):
            for alias in child.names:
                star = star or alias.name == "*"
                names.add((alias.asname or alias.name).split(".")[0])
        elif not isinstance(child, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp,
                                    ast.GeneratorExp)):
            if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                names.add(child.id)
            star = _bound(child, names) or star
    return star


def settings_of(data, name="parameters.py"):
    """The names a ``parameters.py`` (bytes) sets at module level; None if it says ``import *``.

    :raises Unreadable: for a file Python cannot parse
    """
    names = set()
    return None if _bound(_tree(data, name), names) else names


def _paragraphs(text):
    """``[(comment lines, [(names, statement lines)])]`` of the game's ``parameters.py``: for
    each run of lines between blank lines that sets something, its comments and its settings."""
    lines = text.splitlines()
    statements = {node.lineno: (node, _names(node)) for node in ast.parse(text).body}
    paragraphs, start = [], 0
    for end in range(len(lines) + 1):
        if end < len(lines) and lines[end].strip():
            continue
        comment = [line for line in lines[start:end] if line.startswith("#")]
        settings = [(names, lines[number - 1:node.end_lineno])
                    for number, (node, names) in sorted(statements.items())
                    if start < number <= end and names]
        if settings:
            paragraphs.append((comment, settings))
        start = end + 1
    return paragraphs


def _names(node):
    names = set()
    _bound(ast.Module(body=[node], type_ignores=[]), names)
    return names


def completed(theirs, ours):
    """``(names added, text)``: the maker's ``theirs`` with what it lacks of ``ours`` appended.

    Both are the bytes of a ``parameters.py``. Each setting ``theirs`` does not set comes with
    the comment of its paragraph in ``ours`` (once for settings that share one), in the order
    of ``ours``, after a blank line, in the line endings ``theirs`` uses. Nothing is added to a
    file that says ``import *`` (it may set anything).

    :raises Unreadable: when ``theirs`` does not parse (nothing can be known of its settings)
    """
    have = settings_of(theirs)
    if have is None:
        return [], theirs
    if OLD_PICTURE in have:  # the game reads it where PICTURE is not set
        have.add("PICTURE")
    added, blocks = [], []
    for comment, settings in _paragraphs(ours.decode("utf-8")):
        lacking = [(names, lines) for names, lines in settings if not names <= have]
        if lacking:
            blocks.append(comment + [line for _, lines in lacking for line in lines])
            added.extend(name for names, _ in lacking for name in sorted(names - have))
    if not added:
        return [], theirs
    newline = b"\r\n" if b"\r\n" in theirs else b"\n"
    text = theirs if theirs.endswith((b"\n", b"\r")) or not theirs else theirs + newline
    for block in blocks:
        text += newline + newline.join(line.encode("utf-8") for line in block) + newline
    return added, text
