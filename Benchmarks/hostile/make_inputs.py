#!/usr/bin/env python3
"""The worst inputs of issue 28's cases, written as packs and bundles to measure (not tests).

    make_inputs.py BUNDLE OUT

BUNDLE is a built bundle folder (the sample pack's); OUT receives packs/<case>/ (linted by
content-lint) and bundles/<case>/ (opened by bundle-open-bench), each the worst of its kind:
what crashed, hung or ran out of memory before the fixes, at the largest size the limits allow.
"""
import hashlib
import json
import os
import shutil
import sys

bundle_in, out = sys.argv[1], sys.argv[2]
shutil.rmtree(out, ignore_errors=True)

PACK = {"kind": "pack", "id": "hostile", "version": "1.0.0", "title": {"en": "Hostile"}, "locales": ["en"], "answers": "embedded"}


def pack(name, files):
    root = os.path.join(out, "packs", name)
    for path, value in dict({"pack.json": PACK}, **files).items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as file:
            file.write(value if isinstance(value, str) else json.dumps(value))


def slides(game):
    return {"kind": "slides", "game": game, "slides": [{"image": "../img/a.svg", "text": {"en": "Play."}}]}


SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#c33"/></svg>'

# plans: 100 plans of 10,000 deposits, each checked at 7 settings (schema-valid)
formula = "goal / weeks" + " + k - k" * 25
plans = [{"id": "p%d" % i, "title": {"en": "P"}, "slides": "s",
          "parameters": {"goal": {"type": "money", "min": 10000, "max": 100000000, "default": 1000000, "step": 100},
                         "weeks": {"type": "integer", "min": 1000, "max": 10000, "default": 5000},
                         "extra": {"type": "integer", "min": 1, "max": 5, "default": 2}},
          "schedule": {"every": "day", "count": "weeks", "deposit": formula, "rounding": "nearest"}} for i in range(100)]
pack("plans-100x10000", {"plans/p.json": {"kind": "plans", "items": plans}, "slides/s.json": slides("s"), "img/a.svg": SVG})


# Issue 30: clip paths are drawn, each on a canvas of its own; a card that clips every one of
# the most elements a drawing may have (the first 64 are clipped, the rest said).
CLIPPED = ('<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096"><clipPath id="c"><circle cx="2048" cy="2048" r="2000"/></clipPath>'
           + "".join(f'<rect x="{i % 4096}" y="{(i // 4096) * 40}" width="30" height="30" fill="#c33" clip-path="url(#c)"/>' for i in range(49_000)) + "</svg>")
MEMORY = {"kind": "memory", "id": "clips", "title": {"en": "Clips"}, "grid": [2, 2], "cardSize": 256, "category": "shapes",
          "cover": "../img/a.svg", "cards": ["../img/a.svg", "../img/clipped.svg"]}
pack("svg-clip-every-element", {"memory/clips.json": MEMORY, "img/a.svg": SVG, "img/clipped.svg": CLIPPED})
# the same with a blur as wide as the card on every element
BLURRED = CLIPPED.replace('<clipPath id="c"><circle cx="2048" cy="2048" r="2000"/></clipPath>', '<filter id="c" x="-10" y="-10" width="21" height="21"><feGaussianBlur stdDeviation="4096"/></filter>').replace('clip-path="url(#c)"', 'filter="url(#c)"')
pack("svg-blur-every-element", {"memory/clips.json": dict(MEMORY, cards=["../img/a.svg", "../img/blurred.svg"]), "img/a.svg": SVG, "img/blurred.svg": BLURRED})
# and a mask as large as the card on every element, its content 500 shapes (1,000 pass the
# element limit with 64 masks: an error, in 0.8 s)
MASKED = CLIPPED.replace('<clipPath id="c"><circle cx="2048" cy="2048" r="2000"/></clipPath>',
                         '<mask id="c">' + "".join(f'<circle cx="{i * 4}" cy="{i * 4}" r="2000" fill="#fff"/>' for i in range(500)) + "</mask>").replace('clip-path="url(#c)"', 'mask="url(#c)"')
pack("svg-mask-every-element", {"memory/clips.json": dict(MEMORY, cards=["../img/a.svg", "../img/masked.svg"]), "img/a.svg": SVG, "img/masked.svg": MASKED})


def game_type(name, level_schema, levels):
    pack(name, {"types/spot.json": {"kind": "game-type", "id": "spot", "level": level_schema, "grows": ["differences"]},
                "games/spot.json": {"kind": "games", "game": "spot", "rounds": 1, "penalty": 0.2, "levels": levels},
                "slides/spot.json": slides("spot"), "img/a.svg": SVG})


levels = [{"level": i, "differences": i, "pointsPerRound": 10} for i in range(1, 31)]
defs = {"d%d" % i: {"anyOf": [{"$ref": "#/$defs/d%d" % (i + 1)}, {"$ref": "#/$defs/d%d" % (i + 1)}]} for i in range(40)}
defs["d40"] = {"required": ["nowhere"]}
game_type("schema-2-to-the-40", {"$defs": defs, "$ref": "#/$defs/d0"}, levels)
defs = {"d%d" % i: {"anyOf": [{"$ref": "#/$defs/d%d" % (i + 1)}, {"$ref": "#/$defs/d%d" % (i + 1)}]} for i in range(25)}
defs["d25"] = {"required": ["nowhere"]}
game_type("schema-2-to-the-25", {"$defs": defs, "$ref": "#/$defs/d0"}, levels)
defs = {"d%d" % i: {"$ref": "#/$defs/d%d" % (i + 1)} for i in range(60000)}
defs["d60000"] = {"type": "object"}
game_type("schema-ref-chain-60000", {"$defs": defs, "$ref": "#/$defs/d0"}, levels[:1])
game_type("schema-backtracking-pattern", {"properties": {"code": {"pattern": "(?=x)(x+x+)+y"}}},
          [{"level": 1, "differences": 1, "code": "x" * 30}])
game_type("schema-unique-300000", {"properties": {"numbers": {"type": "array", "uniqueItems": True}}},
          [{"level": 1, "differences": 1, "numbers": list(range(300000))}])

# the configuration's glob against a long file name
pack("glob-backtracking", {".content-lint.json": {"ignore": ["*a" * 40 + "b"]}, "a" * 200 + ".json": {"kind": "riddles", "items": []}})

# games: plays past the schema, a number-order count past it, a math-check slip at Int.max
pack("games-plays-100000000", {"games/m.json": {"kind": "games", "game": "math-check", "rounds": 5, "plays": 100000000, "penalty": 0,
                                                "levels": [{"level": 1, "operands": [[1, 9], [1, 9]], "operations": ["+"], "pointsPerRound": 1}]},
                               "slides/math-check.json": slides("math-check"), "img/a.svg": SVG})
pack("games-math-check-int-max", {"games/m.json": {"kind": "games", "game": "math-check", "rounds": 1, "penalty": 0, "levels": [
    {"level": 1, "operands": [[4611686018427387903, 4611686018427387903], [4611686018427387904, 4611686018427387904]], "operations": ["+"], "pointsPerRound": 1}]},
    "slides/math-check.json": slides("math-check"), "img/a.svg": SVG})


# bundles: the sample's, with one file replaced, its manifest made to match
def bundle(name, edit):
    root = os.path.join(out, "bundles", name)
    shutil.copytree(bundle_in, root)
    edit(root)
    manifest_path = os.path.join(root, "manifest.json")
    manifest = json.load(open(manifest_path))
    for entry in manifest["files"]:
        data = open(os.path.join(root, entry["path"]), "rb").read()
        entry["bytes"], entry["sha256"] = len(data), hashlib.sha256(data).hexdigest()
    manifest["contentHash"] = hashlib.sha256(b"".join(
        e["path"].encode() + b"\0" + e["sha256"].encode() + b"\n" for e in manifest["files"])).hexdigest()
    json.dump(manifest, open(manifest_path, "w"))


def custom_level(size):
    def edit(root):
        path = os.path.join(root, "tables.json")
        tables = json.load(open(path))
        members = ",".join('"k%d":{}' % i for i in range(size))
        text = json.dumps(tables)
        game = ('"spot":{"id":"spot","type":"spot","featured":false,"premium":false,"rounds":1,"penalty":0,'
                '"roundsBackOnMistake":0,"categories":[],"gameLevels":[{"level":1,"pointsPerRound":10,%s}],"levels":[{"level":1,"rounds":[1]}]},' % members)
        open(path, "w").write(text.replace('"games": {', '"games": {' + game, 1))
    return edit


bundle("tables-18MB-empty-objects", custom_level(1500000))
bundle("tables-15MB-empty-objects", custom_level(1250000))


def custom_levels(levels, size):
    def edit(root):
        path = os.path.join(root, "tables.json")
        text = json.dumps(json.load(open(path)))
        members = ",".join('"k%d":{}' % i for i in range(size))
        game_levels = ",".join('{"level":%d,"pointsPerRound":10,%s}' % (level, members) for level in range(1, levels + 1))
        game = ('"spot":{"id":"spot","type":"spot","featured":false,"premium":false,"rounds":1,"penalty":0,'
                '"roundsBackOnMistake":0,"categories":[],"gameLevels":[%s],"levels":[{"level":1,"rounds":[1]}]},' % game_levels)
        open(path, "w").write(text.replace('"games": {', '"games": {' + game, 1))
    return edit


bundle("tables-1M-values-in-custom-levels", custom_levels(245, 4000))


def answers(size):
    def edit(root):
        path = os.path.join(root, "answers.json")
        data = json.load(open(path))
        data["answers"].update({"x%d" % i: {} for i in range(size)})
        open(path, "w").write(json.dumps(data, separators=(",", ":")))
    return edit


bundle("answers-31MB-empty-objects", answers(2300000))
bundle("answers-8MB-empty-objects", answers(580000))


def riddles(size):
    def edit(root):
        path = os.path.join(root, "items", "riddles.json")
        data = json.load(open(path))
        first = data["items"][0]
        data["items"] += [dict(first, id="r%d" % i) for i in range(size)]
        open(path, "w").write(json.dumps(data, separators=(",", ":")))
    return edit


bundle("items-31MB-riddles", riddles(22500))
bundle("items-60MB-riddles", riddles(43000))
for name in sorted(os.listdir(os.path.join(out, "bundles"))):
    sizes = {f: os.path.getsize(os.path.join(out, "bundles", name, f)) for f in ["tables.json", "answers.json", "items/riddles.json"]}
    print(name, sizes)
