# SPDX-FileCopyrightText: 2026 The PyBadge sliding puzzle authors
# SPDX-License-Identifier: MIT
"""Make a picture set for the puzzle from any image (desktop only; Pillow).

    make picture SRC=photo.jpg NAME=cat [FORCE=1] [OPTIONS="--fit --labels letters"]
    python tools/picture.py photo.jpg cat [--fit] [--labels letters] [--colors 16] [--force]

writes ``images/cat/`` with ``full.bmp`` (160x128), ``tiles3.bmp`` (159x126, 3x3 tiles of
53x42) and ``tiles4.bmp`` (160x128, 4x4 tiles of 40x32): the image cropped to the screen's
shape (or fitted with borders), each tile's number in its corner with an outline, the last
tile black (the gap), all as uncompressed indexed BMPs. The gap's black is its own: no pixel
of the picture has it (the picture's blacks take the darkest grey the screen shows). A
photograph is turned upright as its EXIF Orientation says, transparent parts are laid on
``--background`` (white unless told), and the colours are chosen as ``palette.py`` tells.

The set appears whole or not at all, and a set it replaces stays whole until the new one is
complete: the new one is made in ``images/.new-cat-*``, the old one renamed aside to
``images/.old-cat-*``, the new one renamed in, then the old one deleted. What an interrupted
run left is tidied at the next run: ``.new-*`` deleted, an ``.old-*`` put back where its set
is missing (deleted where the set is there). A name that differs from a set's only in case
is refused: the badge's drive would make them one folder. ``make picture`` hands its
variables over through the environment (``--from-environment``), so the shell never reads a
file's name.
"""

import sys

from stopping import stop_cleanly

if __name__ == "__main__":  # first, so that Ctrl+C during the imports is one line too
    stop_cleanly("make picture: interrupted; no set was half made: run it again")

import argparse  # noqa: E402
import os  # noqa: E402
import shlex  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402

from PIL import (  # noqa: E402
    Image, ImageColor, ImageDraw, ImageFont, ImageOps, UnidentifiedImageError,
)
from bmp import write_bmp  # noqa: E402
from palette import DARKEST, indexed, lifted, picture_colours  # noqa: E402
from safe_files import open_regular, tidy  # noqa: E402

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from puzzle.numbered import label_text  # noqa: E402
from puzzle.pictures import sheet_name  # noqa: E402
from puzzle.layout import SCREEN_HEIGHT, SCREEN_WIDTH, tile_size  # noqa: E402
from puzzle.settings import LABELS, NAME_MAX  # noqa: E402

IMAGES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "images")
MIN_WIDTH, MIN_HEIGHT = SCREEN_WIDTH // 2, SCREEN_HEIGHT // 2  # smaller would be a blur
LABEL_MARGIN = 2  # pixels between a tile's corner and its label
MIN_COLORS = 4  # black and white are reserved for the gap and the labels
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


class PictureMakerError(Exception):
    """Something about the input or the output that stops the set from being made."""


def screen_image(source, fit=False, border=BLACK, background=WHITE):
    """``source`` as a 160x128 RGB image: centre-cropped to 5:4, or fitted inside borders.

    It is turned upright as its EXIF Orientation says (a phone's photograph taken on its
    side), and its transparent parts (an alpha channel, a transparent palette entry) are
    laid on ``background``. Its black (the borders' too) is ``DARKEST``: black is the gap's.
    """
    image = ImageOps.exif_transpose(source)
    if image.has_transparency_data:
        backdrop = Image.new("RGBA", image.size, tuple(background) + (255,))
        image = Image.alpha_composite(backdrop, image.convert("RGBA"))
    image = image.convert("RGB")
    if image.width < MIN_WIDTH or image.height < MIN_HEIGHT:
        raise PictureMakerError("the image is %dx%d; it needs at least %dx%d pixels" % (
            image.width, image.height, MIN_WIDTH, MIN_HEIGHT))
    if fit:
        scale = min(SCREEN_WIDTH / image.width, SCREEN_HEIGHT / image.height)
        inner = image.resize((max(1, round(image.width * scale)),
                              max(1, round(image.height * scale))), Image.LANCZOS)
        screen = Image.new("RGB", (SCREEN_WIDTH, SCREEN_HEIGHT), border)
        screen.paste(inner, ((SCREEN_WIDTH - inner.width) // 2,
                             (SCREEN_HEIGHT - inner.height) // 2))
        return lifted(screen)
    width = min(image.width, image.height * SCREEN_WIDTH // SCREEN_HEIGHT)
    height = min(image.height, image.width * SCREEN_HEIGHT // SCREEN_WIDTH)
    left = (image.width - width) // 2
    top = (image.height - height) // 2
    return lifted(image.resize((SCREEN_WIDTH, SCREEN_HEIGHT), Image.LANCZOS,
                               box=(left, top, left + width, top + height)))


def screen_palette(screen, colors):
    """A palette image: up to ``colors - 2`` colours of the picture, then black and white.

    One palette for the whole set keeps a tile's colours the same in every file; black
    (the gap, entry :func:`gap_entry`) and white (the labels) are exact, whatever the picture
    holds. The picture uses white too, never the gap's black: a black of its own comes out
    ``DARKEST``. ``picture_colours`` tells how the colours are chosen.
    """
    colours = [DARKEST if colour == BLACK else colour
               for colour in picture_colours(screen, colors - 1, (WHITE,))]
    rgb = [value for colour in colours for value in colour]
    rgb += rgb[:3] * (colors - 2 - len(rgb) // 3)  # a picture with fewer colours than asked
    image = Image.new("P", (1, 1))
    image.putpalette(rgb + list(BLACK) + list(WHITE))
    return image


def gap_entry(palette):
    """The index of the gap's black in a palette of :func:`screen_palette`."""
    return len(palette.getpalette()) // 3 - 2


def draw_label(draw, x, y, text, ink, outline):
    """``text`` at ``x, y`` in ``ink`` with an ``outline`` all round: legible on any picture."""
    font = ImageFont.load_default_imagefont()  # a crisp bitmap font, shipped with Pillow
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            draw.text((x + dx, y + dy), text, font=font, fill=outline)
    draw.text((x, y), text, font=font, fill=ink)


def tilesheet(screen, palette, columns, rows, labels="numbers", dither=True):
    """The indexed tilesheet of a ``columns`` x ``rows`` board, cut from the 160x128 ``screen``.

    It is the part of the screen the game covers with the board, centred (a 3x3 board is
    159x126), so the tiles line up with ``full.bmp``. Labels and the gap are drawn after the
    colours are reduced, in the palette's exact black and white.
    """
    tile_width, tile_height = tile_size(columns, rows)
    width, height = columns * tile_width, rows * tile_height
    left, top = (SCREEN_WIDTH - width) // 2, (SCREEN_HEIGHT - height) // 2
    black = gap_entry(palette)
    white = black + 1
    sheet = indexed(screen.crop((left, top, left + width, top + height)), palette, dither, black)
    draw = ImageDraw.Draw(sheet)
    n = columns * rows
    for tile in range(n - 1):
        text = label_text(tile, labels)
        if text:
            x = (tile % columns) * tile_width + LABEL_MARGIN
            y = (tile // columns) * tile_height + LABEL_MARGIN
            draw_label(draw, x + 1, y, text, white, black)
    x, y = (columns - 1) * tile_width, (rows - 1) * tile_height
    draw.rectangle((x, y, x + tile_width - 1, y + tile_height - 1), fill=black)
    return sheet


def make_set(source, folder, sizes=((3, 3), (4, 4)), fit=False, labels="numbers", colors=16,
             dither=True, force=False, background=WHITE):
    """Write the picture set of ``source`` (a PIL image) into ``folder``, whole or not at all.

    An existing set (``force``) is replaced only once the new one is complete, and a failure
    at any point leaves either the old set or the new one in ``folder``. A name that differs
    only in case from another set's is refused: on the badge's drive they are one folder.
    """
    if not MIN_COLORS <= colors <= 256:
        raise PictureMakerError("colors must be %d to 256, not %d" % (MIN_COLORS, colors))
    other = other_case(folder)
    if other:
        raise PictureMakerError(
            "%s exists, and the badge's drive (FAT) does not tell %s from %s: choose another "
            "name, or NAME=%s FORCE=1 to replace that set" % (
                os.path.join(os.path.dirname(folder), other), os.path.basename(folder), other,
                other))
    if os.path.exists(folder) and not force:
        raise PictureMakerError("%s exists; add FORCE=1 (or --force) to replace it" % folder)
    if os.path.exists(folder) and not os.path.isdir(folder):
        raise PictureMakerError("%s exists and is not a folder; nothing replaced" % folder)
    screen = screen_image(source, fit, background=background)
    parent, name = os.path.split(os.path.abspath(folder))
    os.makedirs(parent, exist_ok=True)
    palette = screen_palette(screen, colors)
    work = tempfile.mkdtemp(prefix=".new-%s-" % name, dir=parent)
    old = os.path.join(parent, ".old-%s" % os.path.basename(work)[len(".new-"):])
    try:
        os.chmod(work, 0o755)
        write_bmp(os.path.join(work, "full.bmp"),
                  indexed(screen, palette, dither, gap_entry(palette)), colors)
        for columns, rows in sizes:
            sheet = tilesheet(screen, palette, columns, rows, labels, dither)
            write_bmp(os.path.join(work, sheet_name(columns, rows)), sheet, colors)
        if os.path.exists(folder):
            os.replace(folder, old)  # aside, whole, until the new set is in place
        try:
            os.replace(work, folder)
        except OSError:
            if os.path.exists(old):
                os.replace(old, folder)
            raise
        if os.path.exists(old):
            shutil.rmtree(old)
    finally:
        if os.path.exists(work):
            shutil.rmtree(work)


def other_case(folder):
    """The name of a sibling of ``folder`` that differs from it only in case, or None."""
    parent, name = os.path.split(os.path.abspath(folder))
    try:
        names = os.listdir(parent)
    except FileNotFoundError:
        return None
    return next((other for other in sorted(names)
                 if other != name and other.lower() == name.lower()), None)


def environment_arguments(environ):
    """The command line that ``make picture``'s variables stand for.

    SRC and NAME are taken as they are, whatever characters they hold, but for a leading ``~``
    or ``~user`` in SRC, expanded as bash would (zsh, the Mac's shell, leaves it after ``=``);
    OPTIONS is split as a shell would split words (quotes group), but nothing in it is run or
    expanded.
    """
    try:
        options = shlex.split(environ.get("OPTIONS", ""))
    except ValueError as error:
        raise PictureMakerError("OPTIONS: %s" % error)
    force = ["--force"] if environ.get("FORCE", "").lower() not in ("", "0", "no", "false") else []
    source = os.path.expanduser(environ.get("SRC", ""))
    return options + force + ["--", source, environ.get("NAME", "")]


def parse_sizes(text):
    """``"3x3,4x4"`` -> ``((3, 3), (4, 4))``."""
    try:
        sizes = tuple(tuple(int(side) for side in size.split("x")) for size in text.split(","))
    except ValueError:
        sizes = ()
    if not sizes or any(len(size) != 2 or not 2 <= min(size) <= max(size) <= 6
                        for size in sizes):
        raise argparse.ArgumentTypeError("sizes look like 3x3,4x4 (2 to 6 a side): %r" % text)
    return sizes


def colour(text):
    """``"#rrggbb"``, ``"#rgb"`` or a CSS colour name -> ``(r, g, b)``."""
    try:
        return ImageColor.getrgb(text)[:3]
    except ValueError:
        raise argparse.ArgumentTypeError("not a colour: %r (try #87ceeb or skyblue)" % text)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--from-environment"]:
        try:
            argv = environment_arguments(os.environ)
        except PictureMakerError as error:
            print("make picture: %s" % error, file=sys.stderr)
            return 2
        if not os.environ.get("SRC") or not os.environ.get("NAME"):
            print("usage: make picture SRC=path/to/image NAME=name [FORCE=1] "
                  '[OPTIONS="--fit --labels letters"]', file=sys.stderr)
            return 2
    parser = argparse.ArgumentParser(prog="make picture", description=__doc__.split("\n")[0])
    parser.add_argument("source", help="any image Pillow reads (JPEG, PNG, ...)")
    parser.add_argument("name", help="the set's name: images/NAME/")
    parser.add_argument("--fit", action="store_true",
                        help="fit the whole image inside black borders instead of cropping")
    parser.add_argument("--labels", choices=LABELS, default="numbers",
                        help="what each tile carries in its corner (default: numbers)")
    parser.add_argument("--colors", type=int, default=16,
                        help="colours in the palette, %d to 256 (default 16: 4 bits a pixel)"
                        % MIN_COLORS)
    parser.add_argument("--background", type=colour, default=WHITE,
                        help="the colour under transparent parts: #rrggbb or a name like "
                        "skyblue (default white)")
    parser.add_argument("--no-dither", dest="dither", action="store_false",
                        help="flat colours instead of Floyd-Steinberg dithering")
    parser.add_argument("--sizes", type=parse_sizes, default=((3, 3), (4, 4)),
                        help="boards to make tilesheets for (default 3x3,4x4)")
    parser.add_argument("--force", action="store_true", help="replace an existing set")
    parser.add_argument("--images", default=IMAGES, help="where the sets live (default images/)")
    args = parser.parse_args(argv)
    if not args.name or "/" in args.name or args.name.startswith("."):
        print("make picture: NAME must be a plain folder name, not %r" % args.name,
              file=sys.stderr)
        return 1
    if len(args.name) > NAME_MAX:  # the game's saves and its screen have room for that many
        print("make picture: NAME must be at most %d characters, not %d" % (
            NAME_MAX, len(args.name)), file=sys.stderr)
        return 1
    folder = os.path.join(args.images, args.name)
    try:
        for line in tidy(args.images):
            print("make picture: %s" % line)
        with open_regular(args.source) as file, Image.open(file) as source:
            source.load()
            make_set(source, folder, args.sizes, args.fit, args.labels, args.colors,
                     args.dither, args.force, args.background)
    except (UnidentifiedImageError, Image.DecompressionBombError):
        print("make picture: %s is not an image Pillow can read" % args.source, file=sys.stderr)
        return 1
    except (OSError, PictureMakerError) as error:
        print("make picture: %s" % error, file=sys.stderr)
        return 1
    print("wrote %s/: full.bmp, %s" % (
        folder, ", ".join(sheet_name(*size) for size in args.sizes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
