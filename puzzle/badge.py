# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""The PyBadge (and PyGamer) as the game sees it: the display, buttons by name, a clock, the
speaker and the NeoPixels.

The only module that imports CircuitPython's ``board``; it runs on the badge only, and imports
the hardware's modules when a :class:`Badge` is made (so the tests import it on a computer).
With ``TILT`` on, the accelerometer's tilts are arrow presses too (:mod:`puzzle.tilt`).

The speaker and the NeoPixels are the outputs :class:`puzzle.feedback.Feedback` drives. Each is
opened from the ``board`` module by :mod:`puzzle.outputs`, which returns None after one line on
the console when the board lacks the part or claiming it fails (no ``audioio``, a pin in
use...): the game then plays on without it. That module is needed only while the badge is made,
and let go of then.
"""

import gc

from micropython import const

from .feedback import Feedback
from .settings import Settings
from . import unload

# The type checker reads this as True; the badge, which has no typing, never looks for it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    import analogio  # noqa: F401  (read in annotations)
    import keypad  # noqa: F401

    from .tilt import TiltSensor  # noqa: F401

# Shift-register key numbers of the PyBadge: 0 = B, 1 = A, 2 = START, 3 = SELECT, then the d-pad.
_KEY_NAMES = ("b", "a", "start", "select", "right", "down", "up", "left")
# The PyGamer's joystick reads 0..65535; past these it counts as pushed.
_LOW = const(15000)
_HIGH = const(50000)


class Badge:
    """Buttons, display and clock of the board the game runs on.

    :param settings: the checked settings (:mod:`puzzle.settings`): sound and lights
    """

    # Set by puzzle.outputs.open_parts (for the type checker: bare annotations make no code).
    display: "object"
    clock: "object"
    storage: "bytearray"
    lights: "NeoPixels | None"
    presses: int
    _about: str
    _keys: "keypad.ShiftRegisterKeys"
    _event: "keypad.Event"
    _stick: "tuple[analogio.AnalogIn, analogio.AnalogIn] | None"
    _held: "str | None"
    _tilt: "TiltSensor | None"

    def __init__(self, settings):
        from .outputs import open_parts  # needed while the badge is made: let go of below

        # The display, clock, storage, buttons, joystick, tilt and NeoPixels; the speaker.
        sound = open_parts(self, settings)
        self.feedback = Feedback(sound=sound, lights=self.lights, pixels=settings.PIXELS,
                                 brightness=settings.BRIGHTNESS, clock=self.clock)
        unload("puzzle.outputs")

    def running(self):
        """The badge plays until it is switched off."""
        return True

    def next_press(self):
        """The name of the next button pressed, or None; releases and held buttons give nothing.
        Each press is counted in ``presses``."""
        event = self._event
        button = None
        while button is None and self._keys.events.get_into(event):
            if event.pressed:
                button = _KEY_NAMES[event.key_number]
        if button is None and self._stick:
            button = self._stick_press()
        if button is None and self._tilt:
            button = self._tilt.next_press()
        if button is not None:
            self.presses += 1
        return button

    def describe(self):
        """A line for the serial console: firmware, board and free heap."""
        gc.collect()
        return "%s, %d bytes free" % (self._about, gc.mem_free())

    def _stick_press(self):
        """The PyGamer's analog stick as d-pad presses: one press each time it leaves the
        centre (``_stick``: its two axes)."""
        x = self._stick[0].value
        y = self._stick[1].value
        direction = None
        if x < _LOW:
            direction = "left"
        elif x > _HIGH:
            direction = "right"
        elif y < _LOW:
            direction = "up"
        elif y > _HIGH:
            direction = "down"
        if direction == self._held:
            return None
        self._held = direction
        return direction


class Speaker:
    """A sound output: an ``audioio.AudioOut`` playing sounds by number (see
    :mod:`puzzle.feedback`), with the amplifier on only while one plays.

    :param audio: the ``AudioOut``
    :param samples: what it plays, in the order of the sounds' numbers
    :param waves: the arrays behind the samples
    :param amplifier: SPEAKER_ENABLE as an output, or None if the board has none
    """

    def __init__(self, audio, samples, waves, amplifier=None):
        self._audio = audio
        self._samples = samples
        # A RawSample keeps a pointer into its array, not the array itself: keep the arrays.
        self._waves = waves
        self._amplifier = amplifier

    def play(self, number, loop=False):
        """Play sound ``number``, stopping what plays; with ``loop``, until :meth:`stop`."""
        audio = self._audio
        if audio.playing:
            audio.stop()
        if self._amplifier is not None:
            self._amplifier.value = True
        audio.play(self._samples[number], loop=loop)

    @property
    def playing(self):
        """True while a sound plays."""
        return self._audio.playing

    def stop(self):
        """Silence, and the amplifier off: it hisses and draws current."""
        self._audio.stop()
        if self._amplifier is not None:
            self._amplifier.value = False


class NeoPixels:
    """A light output: ``show(buffer)`` sends green, red, blue bytes to the pixels' pin. It can
    be darkened (the screen dimmed): what it is shown meanwhile comes on with :meth:`light`.

    :param pin: the NEOPIXEL pin as a ``digitalio`` output
    :param write: ``neopixel_write.neopixel_write``
    :param int pixels: how many there are
    """

    def __init__(self, pin, write, pixels=Settings.PIXELS):
        self._pin = pin
        self._write = write
        self._dark = bytearray(3 * pixels)  # green, red, blue of each: all off
        self._shown = self._dark  # the buffer shown last (the lights write into theirs in place)
        self.dark = False

    def show(self, buffer):
        self._shown = buffer
        if not self.dark:
            self._write(self._pin, buffer)

    def darken(self):
        self.dark = True
        self._write(self._pin, self._dark)

    def light(self):
        self.dark = False
        self._write(self._pin, self._shown)
