# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The fake firmware run outside the instruction count (``count_gate.py``), as C on the badge.

The fakes (``displayio``, ``terminalio``, ``bitmaptools``, ``keypad``, ``supervisor``, the
clock, the display's refresh, the stand-ins for ``sys`` and ``os``) are Python here and C on
the badge, where a call into them costs a C call and the C's own work, not bytecode.
:func:`install` makes every function and method of theirs a ``@micropython.native`` function
that calls the original, and the count runs under callgrind with
``--toggle-collect=fun_native_call``: nothing that runs inside a native function is counted
(the game and its libraries have none: they are bytecode). What stays counted is the call as
the VM makes it (the lookup, the arguments, an instance made), as on the badge.

For the C's own work, each pass tallies ``pixels``: the pixels that the bulk operations walk
(a region filled, a bitmap read from a file, copied or recoloured), called from the game (not
from another fake); the count's model gives them a cost (``bench/count_model.py``).

A native function that takes any arguments (``*a, **k``) allocates their tuple and dict, where
a call into C allocates nothing: ``over`` adds up those bytes (measured once for each shape of
call by :func:`_measure`), and what the making of a C struct's stand-in allocates
(``STRUCTS``), which the gate takes off what each pass allocated.
"""

import gc

import micropython  # noqa: F401 (read by the native functions' source)

over = [0]  # bytes the native functions' own arguments took
pixels = [0]  # pixels walked by the fakes' bulk operations
_depth = [0]
_ARGS, _KEYWORDS = 16, 8  # the shapes measured: up to 15 arguments and 7 keywords
_sizes = [0] * (_ARGS * _KEYWORDS)
_SOURCE = """
@micropython.native
def call(*a, **k):
    over[0] += sizes[len(a) * %d + len(k)]
    if cost is not None and not depth[0]:
        pixels[0] += cost(*a, **k)
    top = weigh and not depth[0]
    before = mem_alloc() if top else 0
    depth[0] += 1
    try:
        return f(*a, **k)
    finally:
        depth[0] -= 1
        if top:
            over[0] += mem_alloc() - before
""" % _KEYWORDS


# The fakes that stand for C structs on the badge (a glyph's TileGrid, a Group): Python
# instances with their attributes' dict here, several times larger on the 64-bit port. What
# their ``__init__`` allocates goes to ``over`` (a TileGrid's cells beyond a struct's four go
# with it: bytes, made once), as their work is left out of the count: a text's glyphs do not
# pay for the collections of a Python heap.
STRUCTS = ("TileGrid", "Group")


def _area(x1, y1, x2, y2):
    return max(0, x2 - x1) * max(0, y2 - y1)


def _blit(dest, source, x, y, *, x1=0, y1=0, x2=None, y2=None, **_):
    return _area(x1, y1, source.width if x2 is None else x2,
                 source.height if y2 is None else y2)


def _whole(bitmap, *_, **__):
    return bitmap.width * bitmap.height


# The bulk operations, by the name :func:`install` gives them, and the pixels each walks.
COSTS = {
    "bitmaptools.fill_region": lambda bitmap, x1, y1, x2, y2, value: _area(x1, y1, x2, y2),
    "bitmaptools.blit": _blit,
    "bitmaptools.replace_color": _whole,
    "bitmaptools.readinto": _whole,
    "Bitmap.fill": _whole,
}


def native(function, cost=None, weigh=False):
    """``function``, called from a native function (its work left out of the count);
    ``cost``: the pixels a call walks, given its arguments; ``weigh``: what it allocates goes
    to ``over`` (the making of one of ``STRUCTS``)."""
    scope = {"micropython": micropython, "over": over, "pixels": pixels, "weigh": weigh,
             "mem_alloc": gc.mem_alloc, "depth": _depth, "sizes": _sizes, "f": function,
             "cost": cost}
    exec(_SOURCE, scope)
    return scope["call"]


def _measure():
    """The bytes a native function's ``*a, **k`` take, for each shape of call made by the VM
    (no star): read on entry by a native function of the same signature."""
    scope = {"micropython": micropython, "mem_alloc": gc.mem_alloc, "seen": [0], "before": 0}
    exec("@micropython.native\ndef probe(*a, **k):\n    seen[0] = mem_alloc()\n", scope)
    for args in range(_ARGS):
        for keywords in range(_KEYWORDS):
            shown = ["%d" % n for n in range(args)] + ["k%d=0" % n for n in range(keywords)]
            exec("before = mem_alloc()\nprobe(%s)\n" % ", ".join(shown), scope)
            _sizes[args * _KEYWORDS + keywords] = scope["seen"][0] - scope["before"]


def _class(kind):
    for name, value in list(kind.__dict__.items()):
        cost = COSTS.get(kind.__name__ + "." + name)
        if type(value) is _FUNCTION:
            setattr(kind, name, native(value, cost, name == "__init__" and kind.__name__ in
                                       STRUCTS))
        elif type(value) is staticmethod:
            setattr(kind, name, staticmethod(native(getattr(kind, name), cost)))
        elif type(value) is property:
            _property(kind, name)


def _property(kind, name):
    """A property read (and set) through a native function: the original kept aside."""
    hidden = "_native_" + name
    setattr(kind, hidden, kind.__dict__[name])
    setattr(kind, name, property(native(lambda self: getattr(self, hidden)),
                                 native(lambda self, value: setattr(self, hidden, value))))


_FUNCTION = type(native)


def flatten(stand):
    """A module's stand-in (``firmware._Stand``) given the real module's attributes as its
    own, read as a module's are, without its ``__getattr__``."""
    for name in dir(stand._real):
        if not name.startswith("__"):
            setattr(stand, name, getattr(stand._real, name))
    for name, value in stand._own.items():
        setattr(stand, name, native(value) if type(value) is _FUNCTION else value)


def install(modules, classes=()):
    """Every function of ``modules`` and every method and property of their classes and of
    ``classes``, native; then the sizes measured and the tallies at 0."""
    for module in modules:
        for name in dir(module):
            value = getattr(module, name)
            if type(value) is _FUNCTION:
                setattr(module, name, native(value, COSTS.get(module.__name__ + "." + name)))
            elif type(value) is type:
                _class(value)
    for kind in classes:
        _class(kind)
    _measure()
    over[0] = pixels[0] = 0
