# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The README and docs/ tell the truth: the front door is short, the settings table is the
settings' rules, every page says who it is for, the text is in the present tense, and each
figure outside a ``make bench`` block is a fact these tests check against the code."""

import glob
import os
import re

import pytest

from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH
from puzzle.settings import RULES, Settings
from puzzle.settings import read as read_settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
PAGES = sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
BENCH_BLOCK = re.compile(r"<!-- make bench: (\S+) begins -->.*?<!-- make bench: \1 ends -->",
                         re.S)
# Words that tell the project's past, not what it does (history goes in commit messages).
HISTORY = re.compile(r"\bno longer\b(?! than)|\bused to\b|\bpreviously\b|\bbefore this\b|"
                     r"\bwent from\b|\bcame down\b|\((?:before|after)\)", re.I)


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def test_the_readme_is_read_in_five_minutes():
    assert len(read(README).split()) <= 2000


def test_the_settings_table_is_the_settings_rules():
    """One row per setting, in the rules' order: its default as the game shows it, its
    range as the game's reason says it."""
    rows = re.findall(r"^\| `([A-Z_]+)` \| (.*?) \| (.*?) \| .*\|$", read(README), re.M)
    assert [name for name, _, _ in rows] == [name for name, _, _ in RULES]
    said = dict(re.fullmatch(r"no (\w+): using (.*)", line).groups()
                for line in read_settings(object()).problems)  # every setting missing
    for (name, default, must_be), (_, _, rule_says) in zip(rows, RULES):
        assert default == said[name], name
        assert must_be == rule_says, name


@pytest.mark.parametrize("path", [README] + PAGES, ids=os.path.basename)
def test_the_docs_are_in_the_present_tense(path):
    text = BENCH_BLOCK.sub("", read(path))
    assert not HISTORY.findall(text), HISTORY.findall(text)


def test_the_code_says_what_it_does_not_what_it_did():
    for folder in ("puzzle", "desktop", "tools", "bench"):
        for path in glob.glob(os.path.join(ROOT, folder, "**", "*.py"), recursive=True):
            found = HISTORY.findall(read(path))
            assert not found, (path, found)


@pytest.mark.parametrize("path", PAGES, ids=os.path.basename)
def test_each_page_says_who_it_is_for_and_long_ones_have_contents(path):
    text = read(path)
    first = text.split("\n\n")[1]  # the paragraph after the title
    assert re.search(r"\bfor\b", first, re.I), first
    if len(text.splitlines()) > 60:
        assert "](#" in text.split("\n## ")[0], "a table of contents before the first section"


def facts():
    """Each figure the README states outside its bench blocks, and what it must be."""
    import importlib.util
    import sys

    sys.path.append(os.path.join(ROOT, "tools"))
    drive_room = importlib.import_module("drive_room")
    from puzzle.saves import SLOT

    with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as file:
        makefile = file.read()
    oldest, newest = re.search(r"needs Python (3\.\d+) to (3\.\d+)", makefile).groups()
    return {
        "160×128": "%d×%d" % (SCREEN_WIDTH, SCREEN_HEIGHT),
        "3×3": "%d×%d" % Settings.SIZES[0], "4×4": "%d×%d" % Settings.SIZES[1],
        "4x4": "%dx%d" % Settings.SIZES[1],
        "3.10": oldest, "3.13": newest,
        "9": str(drive_room.OLDEST), "8": str(drive_room.OLDEST - 1),
        "10": "10",  # CircuitPython 10: the newest, the real-runtime gate's
        "4096": str(2 * SLOT),  # the save's two slots, cleared from the REPL
        "16": "16",  # make picture's colours (tools/picture.py --colors; test_tools checks)
    }


EXAMPLES = {"0", "1", "2", "3", "11", "3.12", "64", "86", "115200", "4200"}  # F11, x86-64,
# python3.12 in a command, a serial console's speed, the PyBadge's product page: not figures


def test_every_figure_of_the_readme_is_checked_or_measured():
    text = BENCH_BLOCK.sub("", read(README))
    text = "\n".join(line for line in text.splitlines() if not line.startswith("| `"))
    known = facts()
    for figure, must_be in known.items():
        assert figure == must_be, figure
    for figure in set(re.findall(r"\d+(?:[.×x]\d+)*", text)):
        assert figure in known or figure in EXAMPLES, figure


def page_facts():
    """The figures the docs' prose states, each what the code it describes says."""
    import sys

    sys.path[:0] = [os.path.join(ROOT, "bench"), os.path.join(ROOT, "tests", "circuitpython")]
    import circuitpython_bench as heap
    import life_bench
    import timing_bench as timing
    from puzzle.layout import tile_size
    from test_life import BADGE_KB, GAME_KB, GAMES, STANDINS_KB
    from test_solver import LINE_BLOCK_MOST, MAX_RATIO, MEAN_RATIO, korf_instances

    from puzzle.solver.work import MAX_PLAN

    kb = heap.KB
    gate = read(os.path.join(ROOT, "tests", "test_circuitpython.py"))  # skipped without a runtime
    GATE_HEAP = int(re.search(r"^GAME_HEAP = (\d+) \* 1024", gate, re.M).group(1)) * kb
    assert GATE_HEAP == heap.GATE_HEAP, "the gate's heap is the bench's"
    facts = {"120": GATE_HEAP // kb, "150": heap.BADGE_HEAP // kb,
             "30": (heap.BADGE_HEAP - GATE_HEAP) // kb, "2": heap.STEP // kb,
             "110": timing.FACTOR_LOW, "240": timing.FACTOR_HIGH,
             "1.45": MEAN_RATIO, "1.65": MAX_RATIO, "2000": 2000,
             "100": len(korf_instances()), "40": GAMES, "170": life_bench.CP_HIGHEST,
             "42": STANDINS_KB, "50": timing.PASS_TARGET, "20": 1000 // timing.PASS_TARGET,
             "0.8": timing.START_TARGET, "250": timing.SCREEN_TARGET,
             "300": timing.HINT_TARGET, "96": MAX_PLAN, "79": LINE_BLOCK_MOST}
    import badge_heap
    import startup_bench
    import test_badge_heap

    measured = badge_heap.measured()
    facts.update({"0.645": badge_heap.WORDS, "151": test_badge_heap.POOL // kb,
                  "149": measured["pool_lost_prepared"] // kb, "9420476": 9420476,
                  "1280": 20 << 6, "640": 20 << 5, "55.14": startup_bench.BADGE_TOTAL / 1e6,
                  "17.24": startup_bench.BADGE_COLLECTING / 1e6, "37": startup_bench.COLLECTIONS})
    facts.update((part, int(part)) for part in measured["date"].split("-"))
    from test_life import BADGE_POOL, SMALL_POOL

    facts["25"] = (BADGE_POOL - SMALL_POOL) // kb
    from count_model import CPI, TOLERANCE

    facts["15"] = round(TOLERANCE * 100)
    facts["2.2"] = CPI
    assert test_badge_heap.GAME_KB == facts["100"] and test_badge_heap.MAKER_KB == facts["50"]
    assert GAME_KB == facts["120"], "the life gate gives the game what the CircuitPython gate does"
    assert BADGE_KB == facts["150"], "and the badge's heap is the CircuitPython bench's"
    for figure, value in list(facts.items()):
        assert float(figure) == value, figure
    for columns, rows in ((3, 3), (4, 4)):
        width, height = tile_size(columns, rows)
        facts["%d×%d" % (width, height)] = facts["%d×%d" % (width * columns, height * rows)] = 1
    facts["160×128"] = facts["160x128"] = 1
    return facts


# Not figures of the game: board sizes by name, bit depths and pixel formats, versions,
# the bench blocks' own words, examples a maker types, and small counts said in digits.
PAGE_WORDS = {"0", "00", "0.01", "1", "3", "4", "5", "6", "8", "9", "10", "13", "16", "24",
              "32", "64", "86", "87", "90", "256", "555", "565", "888", "10.2.1", "320x240",
              "2×2", "3x3", "3×3", "4x4", "4×4", "5x4", "6×6"}


@pytest.mark.parametrize("path", PAGES, ids=os.path.basename)
def test_every_figure_of_a_page_is_measured_or_checked(path):
    text = BENCH_BLOCK.sub("", read(path))
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"\]\([^)]*\)", "]", text)  # links' addresses
    facts = page_facts()
    for figure in set(re.findall(r"\d+(?:[.×x]\d+)*", text)):
        assert figure in facts or figure in PAGE_WORDS, figure
