# Sliding puzzle for the Adafruit PyBadge: desktop commands.
#   make run    play in a window (creates .venv and installs requirements.txt first)
#   make test   the whole test suite, headless
#   make bench  measurements for the README (not part of the tests)
#   make picture SRC=photo.jpg NAME=cat [FORCE=1] [OPTIONS="--fit --colors 16"]
#               a picture set images/cat/ from any image
#   make pictures  redraw the shipped picture sets (tools/art.py, tools/shipped_sets.py)
#   make hints     the solver's tables, puzzle/solver/hints3x3.bin and hints4x4.bin
#   make bundle    build/CIRCUITPY/: exactly what goes onto the badge
#   make install CIRCUITPY=/path/to/CIRCUITPY   copy what changed onto the mounted badge

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# A 32-bit MicroPython (its WebAssembly port, from npm) for the memory budget: pinned in
# requirements.txt on its "# npm:" line, installed into .venv/npm.
NPM_PACKAGE := $(shell sed -n 's/^\# npm: //p' requirements.txt)
NPM_STAMP := $(VENV)/npm/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test bench screenshots picture pictures hints bundle install clean

# What a maker types reaches the tools exactly as typed, through the environment: never
# expanded by make, never read by the shell (a file name may hold quotes, $(...), backticks).
override SRC := $(value SRC)
override NAME := $(value NAME)
override OPTIONS := $(value OPTIONS)
override FORCE := $(value FORCE)
override CIRCUITPY := $(value CIRCUITPY)
export SRC NAME OPTIONS FORCE CIRCUITPY

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

$(NPM_STAMP): requirements.txt $(STAMP)
	npm install --prefix $(VENV)/npm --no-save --no-audit --no-fund --loglevel=error $(NPM_PACKAGE)
	touch $(NPM_STAMP)

run: $(STAMP)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) code.py

test: $(STAMP) $(NPM_STAMP)
	$(HEADLESS) $(VENV)/bin/pytest

bench: $(STAMP) $(NPM_STAMP)
	$(HEADLESS) $(PY) bench/bench.py
	$(HEADLESS) $(PY) bench/micropython_bench.py
	$(HEADLESS) $(PY) bench/solver_bench.py
	$(HEADLESS) $(PY) bench/budget_bench.py
	$(HEADLESS) $(PY) bench/dropin_bench.py
	$(HEADLESS) $(PY) bench/colour_bench.py
	$(HEADLESS) $(PY) bench/rest_bench.py
	$(HEADLESS) $(PY) bench/window_bench.py

screenshots: $(STAMP)
	$(HEADLESS) $(PY) docs/screenshots.py

picture: $(STAMP)
	$(PY) tools/picture.py --from-environment

pictures: $(STAMP)
	$(PY) tools/shipped_sets.py

hints: $(STAMP)
	$(PY) tools/make_hints.py

bundle: $(STAMP)
	$(PY) tools/bundle.py

install: $(STAMP)
	$(PY) tools/install.py

clean:
	rm -rf $(VENV) build .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
