# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""What a maker may change. Save the file and the badge restarts the game with it."""

# The picture set to start with: a folder in images/. LEFT and RIGHT on the intro choose
# another, and the badge remembers it once you solve a game with it (until you change this line).
# Make your own with `make picture`.
PICTURE = "night"

# Board sizes (columns, rows) started by the A and the B button on the intro screen.
# Each side 2 to 6; 3x3 and 4x4 suit the 160x128 screen best.
SIZES = ((3, 3), (4, 4))

# Seconds the solved tiles stay on screen before they are scrambled.
SETUP_SECONDS = 1.5

# Seconds "You won!" stays over the tiles before the whole picture comes back.
WON_SECONDS = 2.5

# How a game is scrambled: "normal" (any solvable arrangement, drawn uniformly) or "easy"
# (EASY_MOVES random moves from solved). SELECT on the intro switches between the two.
MODE = "normal"
EASY_MOVES = 20

# A challenge: "Out of moves" when this many moves have not solved it (0: no limit; 80 is hard).
MOVE_LIMIT = 0

# Seconds a tile takes to glide into the gap (0: it jumps). Presses meanwhile are kept.
SLIDE_SECONDS = 0.1

# Sounds: a click for each move, a low buzz for a press that moves nothing, a tune when solved.
SOUND = True

# Loudness of the sounds, 0 to 1: the speaker's amplifier is loud, 0.2 is plenty.
VOLUME = 0.2

# The NeoPixels: in green, how many tiles are in place; a rainbow when solved.
LIGHTS = True

# How many NeoPixels the badge has: 5 on the PyBadge and PyGamer, 1 on the PyBadge LC.
PIXELS = 5

# NeoPixel brightness, 0 to 1: they are very bright this close to the eyes.
BRIGHTNESS = 0.05

# What the numbered tiles (used when there is no picture) carry: "numbers", "letters" or
# "none". A picture set carries the labels it was made with: make picture ... OPTIONS="--labels
# letters" (or none, for the purists).
LABELS = "numbers"

# Colours of the numbered tiles (0xRRGGBB), used when there is no picture.
TILE_COLOR = 0x3060C0
NUMBER_COLOR = 0xFFFFFF

# Seconds without a press before the screen dims and the NeoPixels go dark (0: never). The
# next press only brings them back: it moves nothing.
DIM_SECONDS = 60

# When nothing moves, the badge sleeps this long between looks at its buttons, which saves the
# battery (presses made meanwhile are kept, none is lost). 0 to 0.1 second.
REST_SECONDS = 0.02

# Tilt to slide (PyBadge and PyGamer; the PyBadge LC has no accelerometer): hold the badge flat,
# screen up, and tilt it: the tile on the high side slides down into the gap, one move per tilt;
# bring the badge back near flat before the next. Off at first: held the usual way, tipped
# towards you, the badge would count that as a tilt and move tiles you did not mean to.
TILT = False

# How far from flat, in degrees, a tilt must go to move a tile (5 to 60).
TILT_DEGREES = 20

# Desktop only: how many times larger than the badge's 160x128 screen the window opens (resize
# it, or press F11 for full screen: the picture follows).
WINDOW_SCALE = 4
