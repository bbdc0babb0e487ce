# Sliding puzzle for the Adafruit PyBadge: desktop commands.
#   make run    play in a window (creates .venv and installs requirements.txt first)
#   make test   the whole test suite, headless
#   make bench  measurements for the README (not part of the tests)

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test bench screenshots clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

run: $(STAMP)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) code.py

test: $(STAMP)
	$(HEADLESS) $(VENV)/bin/pytest

bench: $(STAMP)
	$(HEADLESS) $(PY) -P bench/bench.py

screenshots: $(STAMP)
	$(HEADLESS) $(PY) -P docs/screenshots.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
