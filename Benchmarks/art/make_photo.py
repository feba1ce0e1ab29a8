"""Makes the art benchmark's 4096x4096 photo by tiling 256x256 crops of the pack's photos at
seeded random places: real photo entropy, not a blurred upscale. Deterministic."""
import random
import sys

from PIL import Image

photos = [Image.open(path).convert("RGBA") for path in sys.argv[2:]]
rng = random.Random(4096)
canvas = Image.new("RGBA", (4096, 4096))
for y in range(0, 4096, 256):
    for x in range(0, 4096, 256):
        photo = rng.choice(photos)
        left = rng.randrange(0, photo.width - 256)
        top = rng.randrange(0, photo.height - 256)
        canvas.paste(photo.crop((left, top, left + 256, top + 256)), (x, y))
canvas.save(sys.argv[1], compress_level=1)
