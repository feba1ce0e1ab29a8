"""Makes a benchmark photo (4096x4096 unless SIZE is given) by tiling 256x256 crops of the pack's
photos at seeded random places: real photo entropy, not a blurred upscale. Deterministic.
    make_photo.py OUT.png [--size N] [--rgb] PHOTO.png..."""
import random
import sys

from PIL import Image

arguments = sys.argv[2:]
size = 4096
mode = "RGBA"
if "--size" in arguments:
    size = int(arguments[arguments.index("--size") + 1])
    del arguments[arguments.index("--size"):arguments.index("--size") + 2]
if "--rgb" in arguments:
    mode = "RGB"
    arguments.remove("--rgb")
photos = [Image.open(path).convert(mode) for path in arguments]
rng = random.Random(4096)
canvas = Image.new(mode, (size, size))
for y in range(0, size, 256):
    for x in range(0, size, 256):
        photo = rng.choice(photos)
        left = rng.randrange(0, photo.width - 256)
        top = rng.randrange(0, photo.height - 256)
        canvas.paste(photo.crop((left, top, left + 256, top + 256)), (x, y))
canvas.save(sys.argv[1], compress_level=1)
