# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Run a drive's ``code.py`` on the real CircuitPython with the session's stand-ins.

The ``-c`` program of :mod:`runtime` imports this from the host, then :func:`main` makes the
stand-ins (:mod:`standins`, before the game, so that they sit at the bottom of the heap),
measures what they hold, mounts the FAT image at ``/`` as the badge mounts CIRCUITPY, and runs
``code.py`` as the badge does (with ``keep``, holding the modules it names: see
:func:`_keep`). It reports on stdout, a line each: ``STANDINS bytes``, ``SHOT {json}`` at each
shot, then ``DONE 1`` (the script ran to its end), ``HELD bytes`` and ``HELDAT step``,
``WATCHED passes`` and ``ALLOCATED bytes`` (see :mod:`standins`), and the ``nvm`` as
``NVM hex`` lines.
"""

import binascii
import gc
import json
import sys


def _keep(prefixes):
    """Hold every module whose name begins with one of ``prefixes`` from when it is first
    imported, so that letting it go frees nothing (the bench: what letting it go saves)."""
    import builtins

    real = builtins.__import__
    prefixes = tuple(prefixes)
    kept = []

    def keeping(name, *args):
        module = real(name, *args)
        for loaded in sys.modules:
            if loaded.startswith(prefixes) and sys.modules[loaded] not in kept:
                kept.append(sys.modules[loaded])
        return module

    builtins.__import__ = keeping


def main(config_path, base):
    """Run the session that ``config_path`` (a JSON file on the host) describes.

    :param int base: bytes in use before the runner was imported (the interpreter's own)
    """
    with open(config_path) as file:
        config = json.load(file)
    import session
    import standins

    import cpsim

    if config["keep"]:
        _keep(config["keep"])
    standins.install(config["seed"], config["nvm"])
    keys = standins.keypad
    keys.collect = config["collect"]
    shots = config["shots"]
    dry = config["dry"]
    figures = [0]  # the stand-ins' bytes, once known

    def shoot(name, game):
        if keys.collect:  # else no collection the game would not have had meanwhile
            gc.collect()
        state = session.describe(game)
        state["name"] = name
        state["held"] = gc.mem_alloc() - base - figures[0]  # the game's (after a collection)
        state["modules"] = sorted(name for name in sys.modules if name.startswith("puzzle"))
        if shots:
            cpsim.capture(shots + "/" + name + ".png")
        print("SHOT ", end="")
        json.dump(state, sys.stdout)  # written as it goes: no string of it all in the heap
        print()

    session.driver = session.Driver(config["steps"], shoot)
    config = None
    gc.collect()
    figures[0] = gc.mem_alloc() - base
    print("STANDINS %d" % figures[0])
    if dry:  # the stand-ins' bytes only: the gate sizes the heap by them
        return
    cpsim.mount_flash(config_path.replace(".json", ".img"))
    sys.path[:] = ["", "/", ".frozen", "/lib"]
    cpsim.exec_file("/code.py")
    import __main__

    __main__.__dict__.clear()  # the game goes: what follows needs a little heap of its own
    gc.collect()
    print("DONE %d" % session.driver.done)
    print("HELD %d" % (keys.held - base - figures[0]))
    print("HELDAT %d" % keys.held_at)
    print("WATCHED %d" % keys.watched)
    print("ALLOCATED %d" % keys.allocated)
    nvm = standins.microcontroller.nvm
    for start in range(0, len(nvm), 128):
        print("NVM " + binascii.hexlify(nvm[start:start + 128]).decode())
