# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The settings of ``parameters.py``, every one checked: the one place the game reads them.

A maker edits ``parameters.py`` by hand, so anything can be in it. :func:`load` imports it
and :func:`read` checks each setting against its rule; a setting that is missing or breaks
its rule takes its default, and a one-line reason goes into ``Settings.problems`` for the
screen and the console. A ``parameters.py`` that does not import (a misspelt ``True``, text
without quotes, a bracket left open) is read again a setting at a time, so a line that is not
a value costs its setting alone. Nothing in it can stop the game.
"""

import os
import sys

from .board import SIDE_MAX, SIDE_MIN

NAME_MAX = 24  # characters of a picture set's name: what the screen and the saves have room for
LINE = 25  # characters a line of the badge's screen holds: terminalio's 6-pixel font, padded
NORMAL = "normal"
EASY = "easy"
MODES = (NORMAL, EASY)
LABELS = ("numbers", "letters", "none")
# The original PyBadge sliding puzzle's setting for the picture set: PICTURE, where that is not.
OLD_PICTURE = "puzzle_graphics_folder"


class Settings:
    """The checked settings: a ``parameters.py`` setting of the same name each, defaults here.

    ``problems`` lists a reason for each setting that was missing or wrong (empty: all good;
    the defaults alone, ``Settings()``, have none).
    """

    PICTURE = "night"
    SIZES = ((3, 3), (4, 4))
    SETUP_SECONDS = 1.5
    WON_SECONDS = 2.5
    MODE = NORMAL
    EASY_MOVES = 20
    MOVE_LIMIT = 0
    SLIDE_SECONDS = 0.1
    SOUND = True
    VOLUME = 0.2
    LIGHTS = True
    PIXELS = 5
    BRIGHTNESS = 0.05
    LABELS = "numbers"
    TILE_COLOR = 0x3060C0
    NUMBER_COLOR = 0xFFFFFF
    WINDOW_SCALE = 4
    DIM_SECONDS = 60
    REST_SECONDS = 0.02
    TILT = False
    TILT_DEGREES = 20
    # No methods: then nothing of the class holds this module, and the badge can let go of
    # the rules below once the settings are read (code.py). read() gives each its own list.
    problems = ()  # type: tuple[str, ...] | list[str]


def _number(low, high):
    # Comparisons with NaN are all false, and infinities are out of any range: both fail.
    return lambda value: type(value) in (int, float) and low <= value <= high


def _whole(low, high):
    return lambda value: type(value) is int and low <= value <= high


def _one_of(choices):
    return lambda value: type(value) is str and value in choices


def _flag(value):
    return type(value) is bool


def _name(value):
    return type(value) is str and 0 < len(value) <= NAME_MAX


_side = _whole(SIDE_MIN, SIDE_MAX)


def _sizes(value):
    try:
        return len(value) == 2 and all(
            len(size) == 2 and _side(size[0]) and _side(size[1]) for size in value)
    except Exception:  # not a sequence of pairs: whatever len() or [] of it raises
        return False


# Each setting's rule, and what it must be, as the reason says it.
RULES = (
    ("PICTURE", _name, "a picture set's name of 1 to %d characters" % NAME_MAX),
    ("SIZES", _sizes, "two (columns, rows), each %d to %d" % (SIDE_MIN, SIDE_MAX)),
    ("SETUP_SECONDS", _number(0, 10), "0 to 10 seconds"),
    ("WON_SECONDS", _number(0, 10), "0 to 10 seconds"),
    ("MODE", _one_of(MODES), " or ".join(repr(mode) for mode in MODES)),
    ("EASY_MOVES", _whole(2, 500), "a whole number, 2 to 500"),
    ("MOVE_LIMIT", _whole(0, 9999), "a whole number, 0 to 9999"),
    ("SLIDE_SECONDS", _number(0, 1), "0 to 1 second"),
    ("SOUND", _flag, "True or False"),
    ("VOLUME", _number(0, 1), "0 to 1"),
    ("LIGHTS", _flag, "True or False"),
    ("PIXELS", _whole(0, 10), "a whole number, 0 to 10"),
    ("BRIGHTNESS", _number(0, 1), "0 to 1"),
    ("LABELS", _one_of(LABELS), ", ".join(repr(labels) for labels in LABELS)),
    ("TILE_COLOR", _whole(0, 0xFFFFFF), "a colour, 0x000000 to 0xFFFFFF"),
    ("NUMBER_COLOR", _whole(0, 0xFFFFFF), "a colour, 0x000000 to 0xFFFFFF"),
    ("WINDOW_SCALE", _whole(1, 8), "a whole number, 1 to 8"),
    ("DIM_SECONDS", _number(0, 3600), "0 (never) to 3600 seconds"),
    ("REST_SECONDS", _number(0, 0.1), "0 to 0.1 second"),
    ("TILT", _flag, "True or False"),
    ("TILT_DEGREES", _number(5, 60), "5 to 60 degrees"),
)


def _shown(value, name=""):
    """``value`` as the maker wrote it, cut short: ``10**100`` must not fill the screen."""
    text = repr(value)
    if name.endswith("_COLOR") and type(value) is int and 0 <= value <= 0xFFFFFF:
        text = "0x%06X" % value
    return text if len(text) <= 16 else text[:13] + "..."


def read(parameters, problems=None):
    """The settings of ``parameters`` (a module, or anything with the same names), checked.

    :param problems: reasons found before reading, to come first (from :func:`load`)
    :return: a :class:`Settings`
    """
    settings = Settings()
    found = settings.problems = list(problems or ())
    if parameters is None:
        return settings
    known = [name for name, _, _ in RULES]
    # First a misspelt name: it is what explains a setting "missing", and is ignored otherwise.
    for name in dir(parameters):
        if name.isupper() and name not in known:
            found.append("%s: no such setting" % name)
    for name, rule, must_be in RULES:
        default = getattr(Settings, name)
        given = name  # the name in parameters.py
        if name == "PICTURE" and hasattr(parameters, OLD_PICTURE):
            if hasattr(parameters, name):
                print("%s: ignored; PICTURE is set" % OLD_PICTURE)
            else:
                given = OLD_PICTURE
        if not hasattr(parameters, given):
            found.append("no %s: using %s" % (name, _shown(default, name)))
            continue
        value = getattr(parameters, given)
        if rule(value):
            if name == "SIZES":  # lists or tuples, as written: tuples from here on
                value = tuple((size[0], size[1]) for size in value)
            elif given != name:
                print("%s = %s: used as PICTURE" % (given, _shown(value)))
            setattr(settings, name, value)
        else:
            found.append("%s = %s: must be %s; using %s" % (
                given, _shown(value, name), must_be, _shown(default, name)))
    return settings


def load():
    """The settings of ``parameters.py``; if it does not import, read a statement at a time."""
    try:
        import parameters
    except Exception as error:  # whatever a hand-edited file raises: the game must start
        if isinstance(error, ImportError) and "'parameters'" in str(error):
            return read(None, ["no parameters.py: using the defaults"])
        path = _source()
        if path is None:  # imported from elsewhere than a parameters.py on the path
            return read(None, ["parameters.py: %s: %s; using the defaults" % (
                type(error).__name__, error)])
        with open(path) as file:
            # Whole, then in lines: a line read at a time is one read of the file a byte.
            return _each_statement(file.read().split("\n"))
    # Read once: its module goes, and its heap with it (the values live on in the settings).
    del sys.modules["parameters"]
    return read(parameters)


def _source():
    """The path of the ``parameters.py`` that ``import`` finds; None if it finds another kind
    of module first (a folder, a ``.mpy``)."""
    for folder in sys.path:
        path = (folder + "/" if folder else "") + "parameters"
        for ending in ("", ".py", ".mpy"):  # the order import tries them in
            try:
                os.stat(path + ending)
            except OSError:
                continue
            return path + ending if ending == ".py" else None
    return None


class _Values:
    """What the statements of a ``parameters.py`` that does not import gave, one by one."""


def _each_statement(lines):
    """The settings of ``lines`` (a ``parameters.py``'s), each statement run on its own.

    A statement starts at a line that starts with a letter (``NAME = ...``, ``import``) and
    runs to the next: a value over several lines (a tuple, its brackets open) stays whole. One
    that raises or is not Python costs its setting alone, named with its line: the setting
    takes its default.
    """
    names = {}  # what the statements so far gave, as a module's globals
    problems = []
    statement, first, number = [], 1, 0
    for line in lines:
        number += 1
        if statement and line[:1].isalpha():
            _run(statement, first, names, problems)
            statement, first = [], number
        statement.append(line)
    _run(statement, first, names, problems)
    values = _Values()
    for name in names:
        if name.isupper() or name == OLD_PICTURE:
            setattr(values, name, names[name])
    return read(values, problems)


def _run(statement, number, names, problems):
    """Run ``statement`` (its lines; the first is line ``number``) in ``names``; if it fails,
    a reason in ``problems``, and its setting's default in ``names`` for the statements after
    it and for :func:`read`."""
    try:
        exec("\n".join(statement), names)
    except Exception as error:  # a statement of the maker's: anything
        name = _setting_of(statement[0])
        problems.append(_unread(number, statement[0], name, error))
        if name:
            names[name] = getattr(Settings, name)


def _setting_of(line):
    """The setting a line ``NAME = ...`` gives a value to; "" for any other line."""
    head, equals, rest = line.partition("=")
    head = head.rstrip()
    if equals and rest[:1] != "=" and head.isupper() and hasattr(Settings, head):
        return head
    return ""


def _unread(number, line, name, error):
    """The reason for a statement that gave nothing, in two lines of the badge's screen: where
    and what, then why and what takes its place."""
    where = "line %d: %s" % (number, line.strip())
    if len(where) > LINE - 1:  # the setting's name alone, or the statement cut short
        where = "line %d: %s" % (number, name) if name else where[:LINE - 4].rstrip() + "..."
    if not name:
        return "%s: %s" % (where, type(error).__name__)
    why = "not a value; using %s" % _shown(getattr(Settings, name), name)
    return "%s: %s" % (where, why if len(why) <= LINE else "not a value; default used")
