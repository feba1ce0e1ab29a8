"""Writes a riddle pack from a Debian fortune collection, for timing the near-duplicate search on
real text (not for judging its flags: a fortune cut in two is not how riddles are written).

Each fortune of 20 to 400 characters becomes a riddle: its first two thirds of words the question,
the rest the answer; 8 riddles to a file, in the collection's order.

Usage:
  apt-get download fortunes-ru && dpkg-deb -x fortunes-ru_*.deb fortunes
  python3 Benchmarks/lint/make_fortunes_pack.py fortunes/usr/share/games/fortunes/ru ru /tmp/fortunes-ru"""
import json
import os
import sys


def fortunes(folder):
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".dat") or os.path.islink(path) or not os.path.isfile(path):
            continue
        text = open(path, encoding="utf-8", errors="replace").read()
        for entry in text.split("\n%\n"):
            entry = " ".join(entry.split())
            if 20 <= len(entry) <= 400:
                yield entry


def main():
    folder, locale, out = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(os.path.join(out, "riddles"), exist_ok=True)
    with open(os.path.join(out, "pack.json"), "w") as f:
        json.dump({"kind": "pack", "id": "fortunes", "version": "1.0.0", "title": {locale: "Fortunes"},
                   "locales": [locale], "answers": "embedded"}, f)
    items = []
    for entry in fortunes(folder):
        words = entry.split(" ")
        cut = max(1, (2 * len(words) + 2) // 3)
        answer = " ".join(words[cut:]) or words[-1]
        items.append({"id": f"fortune-{len(items)}", "difficulty": 1, "text": {locale: " ".join(words[:cut])}, "answers": {locale: [answer]}})
    for start in range(0, len(items), 8):
        with open(os.path.join(out, "riddles", f"{start // 8:05d}.json"), "w") as f:
            json.dump({"kind": "riddles", "items": items[start:start + 8]}, f, ensure_ascii=False, indent=1)
    print(f"{len(items)} riddles in {(len(items) + 7) // 8} files")


if __name__ == "__main__":
    main()
