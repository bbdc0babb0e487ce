# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The bundle for the badge: exactly what it needs, small enough, and installed safely."""

import ast
import os
import subprocess
import sys

import pytest

from conftest import ROOT

sys.path.append(os.path.join(ROOT, "tools"))
import bundle  # noqa: E402
from device import DATA_FILES, device_files  # noqa: E402
from test_gates import ALWAYS_THERE, pybadge_modules  # noqa: E402

LIMIT = 400 * 1024


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    target = str(tmp_path_factory.mktemp("build") / "CIRCUITPY")
    size = bundle.build(target)
    return target, size, sorted(bundle.bundle_paths(target))


def tree(folder):
    """{relative path: bytes} of every file under ``folder``."""
    files = {}
    for path in bundle.bundle_paths(folder):
        with open(os.path.join(folder, path), "rb") as file:
            files[path] = file.read()
    return files


def test_the_bundle_holds_exactly_what_the_badge_needs(built):
    _, _, paths = built
    top = sorted({path.split("/")[0] for path in paths})
    assert top == ["code.py", "images", "lib", "parameters.py", "puzzle"]
    assert [path for path in paths if path.startswith("puzzle/") or "/" not in path] == sorted(
        device_files() + list(DATA_FILES))
    libraries = {path.split("/")[1] for path in paths if path.startswith("lib/")}
    assert libraries == {"adafruit_display_text", "adafruit_imageload", "adafruit_ticks.py"}
    assert "lib/adafruit_display_text/bitmap_label.py" in paths
    assert "lib/adafruit_imageload/bmp/indexed.py" in paths
    pictures = [path for path in paths if path.startswith("images/")]
    for name in os.listdir(os.path.join(ROOT, "images")):
        for picture in ("full.bmp", "tiles3.bmp", "tiles4.bmp"):
            assert "images/%s/%s" % (name, picture) in pictures


def test_no_desktop_module_test_or_cache_goes_onto_the_badge(built):
    _, _, paths = built
    for path in paths:
        assert "desktop" not in path and "__pycache__" not in path
        assert not path.startswith(("tests/", "tools/", "bench/", "docs/", "."))
        assert not path.endswith((".pyc", ".pyi", ".mpy", ".png", ".md"))
        assert path.endswith((".py", ".bmp")) or path in DATA_FILES


def test_the_bundle_is_under_400_kb(built):
    target, size, paths = built
    assert size == sum(os.path.getsize(os.path.join(target, path)) for path in paths)
    assert size < LIMIT, "%d bytes" % size


def test_installing_twice_leaves_the_same_tree_and_copies_nothing_new(built, tmp_path):
    target, _, paths = built
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20")
    (drive / "settings.toml").write_text("# the maker's own file\n")
    assert sorted(bundle.install(str(drive), target)) == paths
    first = tree(str(drive))
    assert bundle.install(str(drive), target) == []
    assert tree(str(drive)) == first
    assert first["settings.toml"] == b"# the maker's own file\n"


def test_only_changed_files_are_copied(built, tmp_path):
    target, _, _ = built
    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("")
    bundle.install(str(drive), target)
    (drive / "parameters.py").write_text("SIZES = ((3, 3), (4, 4))\n")
    assert bundle.install(str(drive), target) == ["parameters.py"]


@pytest.mark.parametrize("make_drive, message", [
    (lambda path: None, "no such folder"),
    (lambda path: path.mkdir(), "not a CircuitPython drive"),
])
def test_a_missing_or_wrong_drive_is_an_error_and_touches_nothing(built, tmp_path, make_drive,
                                                                  message):
    target, _, _ = built
    drive = tmp_path / "drive"
    make_drive(drive)
    with pytest.raises(bundle.BundleError, match=message):
        bundle.install(str(drive), target)
    assert not drive.exists() or os.listdir(drive) == []


def test_make_install_with_a_wrong_path_says_so():
    result = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bundle.py"),
                             "--install", "/nonexistent/CIRCUITPY"],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stderr.strip() == ("bundle: CIRCUITPY=/nonexistent/CIRCUITPY: no such folder; "
                                     "is the badge plugged in and mounted?")


def _imports(source):
    """Top-level names a file imports when it runs, leaving out ``try: ... except ImportError``
    guards (optional imports) and code.py's desktop branch."""
    names = set()

    def visit(node, optional):
        if isinstance(node, ast.Try) and any(
                "ImportError" in ast.unparse(handler.type or ast.Name("")) for handler in
                node.handlers):
            optional = True
        if isinstance(node, ast.If) and "circuitpython" in ast.unparse(node.test):
            for child in node.body:
                visit(child, optional)
            return  # the else branch is the desktop's
        if not optional and isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        if not optional and isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
        for child in ast.iter_child_nodes(node):
            visit(child, optional)

    visit(ast.parse(source), False)
    return names


def test_everything_the_bundle_imports_is_in_it_or_built_into_the_badge(built):
    """What bitmap_label needs (adafruit_ticks) must be in lib/, or the badge stops at import."""
    target, _, paths = built
    available = pybadge_modules() | set(ALWAYS_THERE) | {
        path.split("/")[1].replace(".py", "") for path in paths if path.startswith("lib/")
    } | {path.split("/")[0].replace(".py", "") for path in paths}
    for path in paths:
        if path.endswith(".py"):
            with open(os.path.join(target, path), encoding="utf-8") as file:
                missing = _imports(file.read()) - available
            assert not missing, "%s imports %s, which the badge would not have" % (path, missing)
