# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The real CircuitPython at hand, driven from the desktop: drives, runs and their screens.

The runtime is CircuitPython 10.2.1's unix port built with its own displayio and a 160x128
screen, wherever the ``CIRCUITPYTHON`` environment variable names it; without one (a maker's
clone, CI) the gates that need it are skipped, with one line. :func:`run` puts a drive's
tree into a FAT image (pyfatfs, as the badge's CIRCUITPY is FAT) and runs its ``code.py``
there with the stand-ins of :mod:`standins` through :mod:`cprunner`; :func:`run_desktop`
plays the same session on the desktop renderer (:mod:`desktop_side`); :func:`differences`
compares their screens.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
IMAGE_BYTES = 2 * 1024 * 1024  # the PyBadge's CIRCUITPY: its 2 MB flash chip
ERASED_NVM = b"\xff" * 8192
# What the runtime imports of ours: the evening's schedule is the MicroPython gates' too.
RUNNER = ("cprunner.py", "standins.py", "session.py", os.path.join("..", "micropython",
                                                                   "evening.py"))
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def find_runtime():
    """The runtime's path, or None."""
    path = os.environ.get("CIRCUITPYTHON", "")
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


SKIP_REASON = ("no CircuitPython runtime: set CIRCUITPYTHON=/path/to/circuitpython (its unix "
               "port built with displayio) to run these")


def make_image(tree, image):
    """A FAT image of ``IMAGE_BYTES`` holding the files of ``tree``, as CIRCUITPY holds them."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pyfatfs's fs package warns about pkg_resources
        from pyfatfs.PyFat import PyFat
        from pyfatfs.PyFatFS import PyFatFS

    with open(image, "wb") as file:
        file.truncate(IMAGE_BYTES)
    fat = PyFat()
    fat.mkfs(image, fat_type=PyFat.FAT_TYPE_FAT12, label="CIRCUITPY")
    fat.close()
    drive = PyFatFS(image, encoding="ascii")
    try:
        for folder, dirs, names in os.walk(tree):
            dirs.sort()
            here = "/" + os.path.relpath(folder, tree).replace(os.sep, "/").strip(".")
            for name in dirs:
                drive.makedir(here.rstrip("/") + "/" + name)
            for name in sorted(names):
                with open(os.path.join(folder, name), "rb") as source:
                    drive.writebytes(here.rstrip("/") + "/" + name, source.read())
    finally:
        drive.close()


def _config(folder, steps, seed, nvm, shots, **more):
    """Write the run's JSON and nvm files into ``folder``; the JSON's name there. Paths are
    relative to ``folder``, where the runtime runs, so that no name the runtime keeps (file
    names, paths) depends on where the project lies: near its limit, the heap would."""
    if shots:
        os.makedirs(os.path.join(folder, shots), exist_ok=True)
    with open(os.path.join(folder, "nvm.bin"), "wb") as file:
        file.write(nvm)
    config = dict(steps=steps, seed=seed, nvm="nvm.bin", shots=shots, **more)
    with open(os.path.join(folder, "run.json"), "w") as file:
        json.dump(config, file)
    return "run.json"


def _report(done):
    """The runner's lines as a dict: shots (by name), done, nvm and the figures (standins,
    held, heldat, watched, allocated)."""
    report = {"shots": {}, "done": False, "output": done.stdout + done.stderr,
              "returncode": done.returncode}
    nvm = []
    for line in done.stdout.splitlines():
        word, _, rest = line.partition(" ")
        if word == "SHOT":
            shot = json.loads(rest)
            report["shots"][shot["name"]] = shot
        elif word == "DONE":
            report["done"] = rest == "1"
        elif word in ("STANDINS", "HELD", "HELDAT", "WATCHED", "ALLOCATED"):
            report[word.lower()] = int(rest)
        elif word == "NVM":
            nvm.append(bytes.fromhex(rest))
    report["nvm"] = b"".join(nvm)
    return report


def run(tree, steps, folder, heap, seed=7, nvm=ERASED_NVM, shots=True, collect=False,
        dry=False, keep=(), runtime=None):
    """Run ``tree`` (a drive's files) on the runtime with a heap of ``heap`` bytes, played by
    ``steps`` (see :mod:`session`); the report of :func:`_report`, its screens in
    ``folder/runtime``.

    :param bool collect: collect the heap at the start of every pass, to measure what the
        game holds between passes (``held``)
    :param bool dry: make the stand-ins, report their bytes and stop
    :param keep: prefixes of module names held from their first import on, so that letting
        them go frees nothing (what letting them go saves is the difference)
    """
    config = _config(folder, steps, seed, nvm, "runtime" if shots else "", collect=collect,
                     dry=dry, keep=list(keep))
    make_image(tree, os.path.join(folder, "run.img"))
    for name in RUNNER:  # beside the run: their file names are the same wherever it runs
        shutil.copy(os.path.join(HERE, name), folder)
    program = ("import gc\ngc.collect()\nbase = gc.mem_alloc()\nimport sys\n"
               "sys.path.insert(0, '')\nimport cprunner\ncprunner.main(%r, base)\n" % config)
    done = subprocess.run([runtime or find_runtime(), "-X", "heapsize=%d" % heap, "-c", program],
                          cwd=folder, capture_output=True, text=True, timeout=600)
    return _report(done)


def run_desktop(tree, steps, folder, seed=7, nvm=ERASED_NVM):
    """The same session on the desktop renderer; the report of :func:`_report` (shots and
    done), its screens in ``folder/desktop``."""
    settings = os.path.join(folder, "settings")
    os.makedirs(settings, exist_ok=True)
    shutil.copy(os.path.join(tree, "parameters.py"), settings)
    config = _config(folder, steps, seed, nvm, "desktop", settings=settings,
                     drive=os.path.abspath(tree))
    done = subprocess.run([sys.executable, os.path.join(HERE, "desktop_side.py"), config],
                          cwd=folder, capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, **HEADLESS))
    return _report(done)


def differences(runtime_png, desktop_png):
    """Pixels that differ between the runtime's screen and the desktop's, both as RGB565 (each
    channel cut to 5, 6 and 5 bits, as the badge's screen shows it): ``[(x, y), ...]``."""
    from PIL import Image

    def rgb565(path):
        image = Image.open(path).convert("RGB")
        data = image.tobytes()
        return image.size, [(data[i] >> 3, data[i + 1] >> 2, data[i + 2] >> 3)
                            for i in range(0, len(data), 3)]

    (width, height), real = rgb565(runtime_png)
    size, drawn = rgb565(desktop_png)
    assert size == (width, height), (size, (width, height))
    return [(index % width, index // width) for index, (a, b) in enumerate(zip(real, drawn))
            if a != b]


def set_parameters(tree, **values):
    """Change settings in the drive's ``parameters.py`` as a maker would, by hand."""
    path = os.path.join(tree, "parameters.py")
    with open(path) as file:
        text = file.read()
    for name, value in values.items():
        line = "%s = %r" % (name, value)
        text, count = re.subn(r"(?m)^%s\s*=.*$" % name, line, text)
        if not count:
            text += line + "\n"
    with open(path, "w") as file:
        file.write(text)
