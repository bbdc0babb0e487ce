# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The fakes that stand in for the project's own classes keep to those classes.

A fake that drifts (a method the real class lacks, a parameter it does not take, a method
the game calls that the fake lacks) would let a test pass that the real class fails. Each
fake's public methods are held against the real class's signatures, and the methods the
code calls on the real object (read from its source) against each fake. The MicroPython
gates' fakes are read from their files without running them (their imports are the badge's).
"""

import ast
import inspect
import os

import pytest
from support import CountingFeedback, FakeHinter, FakeTiles, FakeView

from puzzle.feedback import Feedback
from puzzle.solver.hinter import Solver
from puzzle.tiles import Tiles
from puzzle.view import View

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GATES = os.path.join(ROOT, "tests", "micropython")


def gate_class(gate, name):
    """Class ``name`` of the MicroPython gate ``gate``, made from its definition alone."""
    with open(os.path.join(GATES, gate + ".py"), encoding="utf-8") as file:
        tree = ast.parse(file.read())
    [definition] = [node for node in tree.body
                    if isinstance(node, ast.ClassDef) and node.name == name]
    scope = {}
    exec(compile(ast.Module([definition], []), gate, "exec"), scope)
    return scope[name]


def called(module, receivers):
    """The attributes that ``puzzle/<module>.py`` reads of ``receivers`` (names, or
    ``self.<name>``): what it asks of the object it is given."""
    with open(os.path.join(ROOT, "puzzle", module + ".py"), encoding="utf-8") as file:
        tree = ast.parse(file.read())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            value = node.value
            receiver = value.id if isinstance(value, ast.Name) else (
                value.attr if isinstance(value, ast.Attribute) else None)
            if receiver in receivers:
                names.add(node.attr)
    return names


def methods(cls):
    """The public methods of ``cls``: name -> function."""
    return {name: member for name, member in inspect.getmembers(cls, inspect.isfunction)
            if not name.startswith("_")}


def shape(function):
    """What calls ``function`` takes: each parameter's name, kind and whether it may be left
    out."""
    return [(parameter.name, parameter.kind, parameter.default is not parameter.empty)
            for parameter in inspect.signature(function).parameters.values()]


# The real class, the methods the code given one calls on it, and its fakes.
VIEW_CALLS = called("presenter", {"_view", "view"})  # the presenter alone asks the view
TILES_CALLS = called("presenter", {"tiles"})  # the view's tiles, glided by the presenter
FEEDBACK_CALLS = called("presenter", {"_feedback", "feedback"})
HINTER_CALLS = called("hints", {"_hinter"})
STANDS_IN = [
    (View, VIEW_CALLS, FakeView),
    (View, VIEW_CALLS, gate_class("game_gate", "FakeView")),
    (Tiles, TILES_CALLS, FakeTiles),
    (Tiles, TILES_CALLS, gate_class("game_gate", "FakeTiles")),
    (Feedback, FEEDBACK_CALLS, CountingFeedback),
    (Solver, HINTER_CALLS, FakeHinter),
    (Solver, HINTER_CALLS, gate_class("lowmem_gate", "Watched")),
]
IDS = ["%s as %s" % (fake.__qualname__, real.__name__) for real, _, fake in STANDS_IN]


def test_the_calls_are_read_from_the_code():
    """What the code is read to call: every method the real classes have for it."""
    assert {"show_board", "show_picture", "show_text", "place_note", "cell_at", "highlight",
            "note", "use_pictures", "room_for"} <= VIEW_CALLS and "slide" in TILES_CALLS
    assert {"moved", "blocked", "solved", "idle", "update"} == FEEDBACK_CALLS
    assert {"start", "step", "rush"} <= HINTER_CALLS


@pytest.mark.parametrize("real, calls, fake", STANDS_IN, ids=IDS)
def test_a_fake_has_only_what_the_real_class_has_and_takes_the_same(real, calls, fake):
    real_methods = methods(real)
    for name, function in methods(fake).items():
        assert name in real_methods, "%s.%s: no such method" % (real.__name__, name)
        assert shape(function) == shape(real_methods[name]), name


@pytest.mark.parametrize("real, calls, fake", STANDS_IN, ids=IDS)
def test_a_fake_has_every_method_the_code_calls(real, calls, fake):
    wanted = calls & set(methods(real))
    assert wanted and wanted <= set(methods(fake)), wanted - set(methods(fake))
