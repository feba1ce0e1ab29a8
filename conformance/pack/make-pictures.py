#!/usr/bin/env python3
"""Draws the PNG pictures of the conformance pack (img/house.png, the shapes of the pictured
matrix item and picture puzzle) with Pillow. The SVGs in img/ are written by hand.
Run from this folder: python3 make-pictures.py"""
from PIL import Image, ImageDraw

S = 48
INK = (84, 110, 122)
WHITE = (255, 255, 255)


def save(im, name):
    im.convert("P", palette=Image.ADAPTIVE, colors=4).save(f"img/{name}.png", optimize=True)


def square(d, ox, big, hollow=False):
    m = 6 if big else 16
    box = [ox + m, m, ox + S - 1 - m, S - 1 - m]
    if hollow:
        d.rectangle(box, outline=INK, width=4)
    else:
        d.rectangle(box, fill=INK)


def diamond(d, ox, big, hollow=False):
    r = 20 if big else 9
    c = S // 2
    points = [(ox + c, c - r), (ox + c + r, c), (ox + c, c + r), (ox + c - r, c)]
    if hollow:
        d.polygon(points, outline=INK, width=4)
    else:
        d.polygon(points, fill=INK)


for name, (draw, big, hollow) in {
    "square-big": (square, True, False), "square-small": (square, False, False),
    "diamond-big": (diamond, True, False), "diamond-small": (diamond, False, False),
    "square-hollow": (square, True, True), "diamond-hollow": (diamond, True, True),
}.items():
    im = Image.new("RGB", (S, S), WHITE)
    draw(ImageDraw.Draw(im), 0, big, hollow)
    save(im, name)

# the pattern puzzle's question: square, diamond, square, then a dashed empty cell
im = Image.new("RGB", (S * 4, S), WHITE)
d = ImageDraw.Draw(im)
square(d, 0, True)
diamond(d, S, True)
square(d, 2 * S, True)
for x in range(3 * S + 6, 4 * S - 6, 6):
    d.line([(x, 6), (x + 2, 6)], fill=INK, width=2)
    d.line([(x, S - 7), (x + 2, S - 7)], fill=INK, width=2)
for y in range(6, S - 6, 6):
    d.line([(3 * S + 6, y), (3 * S + 6, y + 2)], fill=INK, width=2)
    d.line([(4 * S - 7, y), (4 * S - 7, y + 2)], fill=INK, width=2)
save(im, "pattern-question")

# the jigsaw's picture: a house under the sun, 96x96, cut 2x2
im = Image.new("RGB", (96, 96), "#81d4fa")
d = ImageDraw.Draw(im)
d.rectangle([0, 64, 95, 95], fill="#66bb6a")
d.rectangle([62, 12, 82, 32], fill="#ffee58")
d.polygon([(14, 64), (34, 44), (54, 64)], fill="#8d6e63")
d.rectangle([20, 64, 48, 86], fill="#d7ccc8")
d.rectangle([30, 72, 38, 86], fill="#5d4037")
im.save("img/house.png", optimize=True)
