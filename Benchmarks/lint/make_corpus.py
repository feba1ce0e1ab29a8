"""Writes a content pack of N files (riddles, number series and anagram lists, in turn) for the
lint benchmark. Deterministic: the same N gives the same bytes."""
import json
import os
import random
import sys

WORDS_EN = "cat dog sun moon star tree fish bird frog lion bear milk ship rain snow wind road door book lamp".split()
WORDS_RU = "кот пёс луна звезда дерево рыба птица лягушка медведь молоко корабль дождь снег ветер дорога дверь книга лампа".split()
WORDS_UK = "кіт пес місяць зірка дерево риба птах жаба ведмідь молоко корабель дощ сніг вітер дорога двері книга лампа".split()


LETTERS_EN = "abcdefghijklmnopqrstuvwxyz"
# each locale's own letters, so made-up words are spelled in the locale's alphabet
LETTERS_RU = "абвгдежзиклмнопрстуфхцчшыэюя"
LETTERS_UK = "абвгдежзиклмнопрстуфхцчшіїєюя"


def sentence(rng, words, n):
    """A question of real words and made-up ones, so texts differ as real riddles do."""
    letters = LETTERS_UK if words is WORDS_UK else LETTERS_RU if words is WORDS_RU else LETTERS_EN
    made_up = lambda: "".join(rng.choice(letters) for _ in range(rng.randint(3, 8)))
    return " ".join(rng.choice(words) if rng.random() < 0.3 else made_up() for _ in range(n)).capitalize() + "?"


def riddles(rng, index):
    items = []
    for k in range(8):
        items.append({
            "id": f"riddle-{index}-{k}", "difficulty": rng.randint(1, 10),
            "text": {"en": sentence(rng, WORDS_EN, 9), "ru": sentence(rng, WORDS_RU, 9), "uk": sentence(rng, WORDS_UK, 9)},
            "answers": {"en": [rng.choice(WORDS_EN)], "ru": [rng.choice(WORDS_RU)], "uk": [rng.choice(WORDS_UK)]},
        })
    return {"kind": "riddles", "items": items}


def series(rng, index):
    items = []
    for k in range(8):
        start, step = rng.randint(1, 50), rng.randint(2, 9)
        terms = [start + step * i for i in range(5)]
        answer = start + step * 5
        items.append({
            "id": f"series-{index}-{k}", "difficulty": rng.randint(1, 10), "terms": terms, "answer": answer,
            "rule": f"a(n) = a(n-1) + {step}", "choices": rng.sample([answer, answer + 1, answer - 1, answer + step], 4),
        })
    return {"kind": "number-series", "items": items}


def anagrams(rng, index):
    levels = []
    for level in range(1, 4):
        words = sorted({rng.choice(WORDS_RU) for _ in range(12)})
        lo = min(len(w) for w in words)
        hi = max(len(w) for w in words)
        levels.append({"level": level, "wordLength": [lo, hi], "substitutions": 1, "words": words})
    letters = sorted({ch for word in WORDS_RU for ch in word})
    confusables = {ch: [letters[(i + 1) % len(letters)]] for i, ch in enumerate(letters)}
    return {"kind": "anagrams", "locale": "ru", "confusables": confusables, "levels": levels}


def main():
    count = int(sys.argv[1])
    root = sys.argv[2]
    rng = random.Random(20261122)
    makers = [("riddles", riddles), ("number-series", series), ("anagrams", anagrams)]
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "pack.json"), "w") as f:
        json.dump({"kind": "pack", "id": "bench", "version": "1.0.0", "title": {"en": "Bench", "ru": "Тест", "uk": "Тест"},
                   "locales": ["en", "ru", "uk"], "answers": "separate"}, f, ensure_ascii=False, indent=2)
    for index in range(count):
        kind, make = makers[index % 3]
        folder = os.path.join(root, kind)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"{index:05d}.json"), "w") as f:
            json.dump(make(rng, index), f, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
