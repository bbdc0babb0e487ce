# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What the runtime lacks and a PyBadge has, as small classes put in ``sys.modules``.

On a badge these modules are in the firmware, and every name they have is in its flash. Here
each name a stand-in defines is interned on the heap, in the same pools as the game's own
names, and a pool that fills is followed by one twice its size (9 KB past 1 260 names): so
the stand-ins are one file, and have only the names the game uses of them.

- ``keypad``: the keys the session's script presses, one a pass. Each look for an event
  starts a pass of ``code.py``'s loop: the driver (:mod:`session`) moves its clock on and says
  which button, if any, is pressed now. With ``collect`` it also collects the heap at the
  start of each pass (``held``: the most in use then); while the script watches it measures
  what each pass allocates (``allocated``, over ``watched`` passes).
- ``time``: the session's clock (the unix port's own is the host's); ``sleep`` returns at once.
- ``supervisor``: ``ticks_ms`` from the same clock, wrapping at 2**29 as CircuitPython's.
- ``microcontroller``: ``nvm``, the SAMD51's 8 192 bytes that survive power-off.
- ``board``: the build's real ``DISPLAY`` with the PyBadge's pins the game uses, and
  ``I2C()``: a bus with nothing on it (no accelerometer answers), through ``busio``.
- ``adafruit_bus_device``: built into the PyBadge's CircuitPython, not into this build.
- ``digitalio``, ``audioio``, ``neopixel_write``: outputs that go nowhere (the build has
  ``audiocore``, whose ``RawSample`` the game uses as it is).
"""

import __main__
import gc
import sys

import board as _build
import session


class keypad:  # noqa: N801  (a module's name)
    _NUMBERS = {"b": 0, "a": 1, "start": 2, "select": 3, "right": 4, "down": 5, "up": 6,
                "left": 7}  # the PyBadge's shift register, in its order
    collect = False
    held = 0  # bytes in use at the start of a pass, at most (with collect)
    held_at = -1  # the script's step then
    allocated = 0  # bytes allocated in a watched pass, at most
    watched = 0
    _before = -1  # bytes in use at the start of the last watched pass

    class Event:
        def __init__(self, key_number=0, pressed=True):
            self.key_number = key_number
            self.pressed = pressed

    class _Events:
        def get_into(self, event):
            keys = keypad
            if keys.collect:
                gc.collect()
                if gc.mem_alloc() > keys.held:
                    keys.held, keys.held_at = gc.mem_alloc(), session.driver.at
            driver = session.driver
            if driver.watching:
                now = gc.mem_alloc()
                if 0 <= keys._before <= now:  # no collection in between
                    keys.allocated = max(keys.allocated, now - keys._before)
                    keys.watched += 1
                keys._before = now
            button = driver.next_press(__main__.game)
            if not driver.watching:
                keys._before = -1
            if button is None:
                return False
            event.key_number = keys._NUMBERS[button]
            event.pressed = True
            return True

    class ShiftRegisterKeys:
        def __init__(self, **kwargs):
            self.events = keypad._Events()


class time:  # noqa: N801
    @staticmethod
    def monotonic():
        return session.driver.seconds()

    @staticmethod
    def sleep(seconds):
        pass


class supervisor:  # noqa: N801
    @staticmethod
    def ticks_ms():
        return session.driver.ms() & 0x1FFFFFFF


class microcontroller:  # noqa: N801
    nvm = bytearray(8192)


class busio:  # noqa: N801
    class I2C:
        def try_lock(self):
            return True

        def unlock(self):
            pass

        def scan(self):
            return []


class pybadge_board:  # noqa: N801
    DISPLAY = _build.DISPLAY
    BUTTON_CLOCK, BUTTON_OUT, BUTTON_LATCH, SPEAKER, SPEAKER_ENABLE, NEOPIXEL = range(1, 7)
    _bus = busio.I2C()

    @staticmethod
    def I2C():  # noqa: N802
        return pybadge_board._bus


class digitalio:  # noqa: N801
    class DigitalInOut:
        def __init__(self, pin):
            self.value = False

        def switch_to_output(self, value=False, **kwargs):
            self.value = value


class audioio:  # noqa: N801
    class AudioOut:
        def __init__(self, pin, **kwargs):
            self.playing = False

        def play(self, sample, loop=False):  # no **kwargs: a dict a sound played
            pass

        def stop(self):
            pass


class neopixel_write:  # noqa: N801
    @staticmethod
    def neopixel_write(pin, buffer):
        pass


class adafruit_bus_device:  # noqa: N801
    class i2c_device:  # noqa: N801
        class I2CDevice:  # never made: no chip answers on the stand-in bus
            pass


def install(seed, nvm_path):
    """Put the stand-ins in ``sys.modules``, the random numbers :mod:`session`'s, the nvm
    read from the host file at ``nvm_path``."""
    with open(nvm_path, "rb") as file:
        file.readinto(microcontroller.nvm)
    for module in (keypad, time, supervisor, microcontroller, busio, digitalio, audioio,
                   neopixel_write, adafruit_bus_device):
        sys.modules[module.__name__] = module
    sys.modules["adafruit_bus_device.i2c_device"] = adafruit_bus_device.i2c_device
    sys.modules["board"] = pybadge_board
    sys.modules["random"] = session.Random(seed)
