"""Writes a studio-sized pack for the incremental lint benchmark: 10,000 JSON files and 1,000
pictures. 400 jigsaws (each its own PNG photo), 300 connect-the-dots pictures (each its own SVG),
30 memory sets (about 300 SVG cards), and riddles, number series and anagram lists for the rest
(as make_corpus.py writes them). The pictures are the sample pack's own, each copy made distinct
by a comment (SVG) or a tEXt chunk (PNG), so every file is hashed and decoded as a new one.
Deterministic: the same arguments give the same bytes.

Usage: make_studio_pack.py SAMPLE_CONTENT OUT [JSON_FILES]"""
import json
import os
import random
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(__file__))
import make_corpus  # noqa: E402

TITLE = {"en": "Picture", "ru": "Картинка", "uk": "Картинка"}


def png_copy(data, index):
    """The PNG with a tEXt chunk before IEND: other bytes, the same picture."""
    text = b"Comment\x00copy %d" % index
    chunk = struct.pack(">I", len(text)) + b"tEXt" + text + struct.pack(">I", zlib.crc32(b"tEXt" + text) & 0xFFFFFFFF)
    end = data.rindex(b"IEND") - 4
    return data[:end] + chunk + data[end:]


def svg_copy(data, index):
    return data.rstrip() + b"\n<!-- copy %d -->\n" % index


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def write_json(path, value):
    write(path, json.dumps(value, ensure_ascii=False, indent=2).encode())


def main():
    sample, root = sys.argv[1], sys.argv[2]
    total = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
    rng = random.Random(20261124)
    photos = sorted(n for n in os.listdir(os.path.join(sample, "img/photos")) if n.endswith(".png"))
    dots = sorted(n for n in os.listdir(os.path.join(sample, "img/dots")) if n.endswith(".svg") and not n.endswith("-reveal.svg"))
    sets = [json.load(open(os.path.join(sample, "memory", n))) for n in sorted(os.listdir(os.path.join(sample, "memory")))]
    write_json(os.path.join(root, "pack.json"), {"kind": "pack", "id": "studio", "version": "1.0.0", "title": TITLE,
                                                  "locales": ["en", "ru", "uk"], "answers": "separate"})
    written = 0
    for i in range(400):
        name = photos[i % len(photos)]
        data = open(os.path.join(sample, "img/photos", name), "rb").read()
        write(os.path.join(root, f"img/photos/p{i:04d}.png"), png_copy(data, i))
        size = [3, 4, 6][i % 3]
        write_json(os.path.join(root, f"jigsaw/j{i:04d}.json"), {
            "kind": "jigsaw", "id": f"jigsaw-{i}", "title": TITLE, "image": f"../img/photos/p{i:04d}.png",
            "rows": size, "columns": size, "cut": {"style": "classic", "seed": 1000 + i, "tabSize": 0.22, "jitter": 0.05},
            "difficulty": 1 + i % 10})
        written += 1
    cards_written = 0
    for s in range(30):
        template = sets[s % len(sets)]
        cards = []
        for k, card in enumerate(template["cards"]):
            data = open(os.path.normpath(os.path.join(sample, "memory", card)), "rb").read()
            path = f"img/cards/s{s:02d}/c{k:02d}.svg"
            write(os.path.join(root, path), svg_copy(data, s * 100 + k))
            cards.append("../" + path)
            cards_written += 1
        value = dict(template)
        value.pop("$schema", None)
        value.update({"id": f"set-{s}", "category": f"category-{s}", "cover": cards[0], "cards": cards})
        write_json(os.path.join(root, f"memory/set-{s:02d}.json"), value)
        written += 1
    for i in range(1000 - 400 - cards_written):
        name = dots[i % len(dots)]
        data = open(os.path.join(sample, "img/dots", name), "rb").read()
        write(os.path.join(root, f"img/dots/d{i:04d}.svg"), svg_copy(data, i))
        template = json.load(open(os.path.join(sample, "dots", name[:-4] + ".json")))
        template.pop("$schema", None)
        template.update({"id": f"dots-{i}", "svg": f"../img/dots/d{i:04d}.svg", "reveal": f"../img/dots/d{i:04d}.svg"})
        write_json(os.path.join(root, f"dots/d{i:04d}.json"), template)
        written += 1
    makers = [("riddles", make_corpus.riddles), ("number-series", make_corpus.series), ("anagrams", make_corpus.anagrams)]
    for index in range(total - 1 - written):
        kind, make = makers[index % 3]
        write_json(os.path.join(root, kind, f"{index:05d}.json"), make(rng, index))


if __name__ == "__main__":
    main()
