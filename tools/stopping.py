# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Ctrl+C ends a desktop tool with one line of its own, never a traceback.

A tool calls :func:`stop_cleanly` before its other imports, so Python's own
``KeyboardInterrupt`` has only the interpreter's start to hit. For that it imports nothing:
``_signal`` is the built-in module under ``signal``, whose enums alone take longer to import
than the interpreter takes to start.
"""

import _signal

STOP_SIGNALS = (_signal.SIGINT, _signal.SIGTERM)  # Ctrl+C, and kill's (a closed session's)


class Stopped(SystemExit):
    """Ctrl+C or SIGTERM: it passes every ``except Exception``, runs every ``finally`` on its
    way out, and Python prints its message alone, with no traceback."""


def stop_cleanly(message):
    """From now on, Ctrl+C (SIGINT) and SIGTERM end the program with the one line ``message``.

    Each raises :class:`Stopped` wherever the program is, so each ``finally`` runs (a
    temporary file is removed). A signal the program was started ignoring (``nohup``, a
    script's ``&``) stays ignored.
    """
    def stop(number, frame):
        raise Stopped(message)

    for number in STOP_SIGNALS:
        if _signal.getsignal(number) != _signal.SIG_IGN:
            _signal.signal(number, stop)


def stopped_within(error):
    """The :class:`Stopped` that ``error`` was raised in the handling of, or None.

    A clean-up that fails as Ctrl+C passes through it (a file closed twice, in ``subprocess``)
    raises an error of its own: the stop is what the program must end with.
    """
    while error is not None and not isinstance(error, Stopped):
        error = error.__context__
    return error
