#!/usr/bin/env python3
"""Turns public content the rules were not written against into packs, clean and with injected
defects (see README.md). Usage: convert.py ROOT OUT, ROOT holding the Debian packages unpacked."""
import html, io, json, os, random, re, subprocess, sys

from PIL import Image  # python3-pil (Scripts/setup installs it): GCompris's WebP photographs

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import rcc  # noqa: E402
import sounds  # noqa: E402

root, out = sys.argv[1], sys.argv[2]
quiz = os.path.join(root, "usr/share/games/bsdgames/quiz")
rng = random.Random(30)


def expand(field):
    """bsdgames quiz's first spelling of a field: {optional} parts dropped, [a|b] and a|b the first."""
    field = field.split("|")[0] if "[" not in field.split("|")[0] or "]" in field.split("|")[0] else field
    while True:
        new = re.sub(r"\{[^{}]*\}", "", field)
        new = re.sub(r"\[([^\[\]|]*)(\|[^\[\]]*)?\]", r"\1", new)
        if new == field:
            break
        field = new
    return field.split("|")[0].strip()


def quiz_lines(name):
    with open(os.path.join(quiz, name), encoding="latin-1") as f:
        text = f.read().replace("\\\n", "")
    return [line.split(":") for line in text.splitlines() if line.strip()]


def write(pack, files, locales=("en",)):
    for path, value in files.items():
        full = os.path.join(out, pack, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if isinstance(value, bytes):
            with open(full, "wb") as f:
                f.write(value)
            continue
        with open(full, "w", encoding="utf-8") as f:
            if isinstance(value, str):
                f.write(value)
                continue
            json.dump(value, f, ensure_ascii=False, indent=1)
            f.write("\n")
    pack_json = {"kind": "pack", "id": pack, "version": "1.0.0", "title": {l: pack for l in locales}, "locales": list(locales), "answers": "separate"}
    with open(os.path.join(out, pack, "pack.json"), "w") as f:
        json.dump(pack_json, f)


def riddle(id, question, answer):
    return {"id": id, "difficulty": 1, "text": {"en": question}, "answers": {"en": [answer]}}


# riddles: bsdgames quiz, one frame per file ("What is the capital of …?"), several frames per subject
questions = []
for name, noun in [("africa", "country"), ("america", "country"), ("asia", "country"), ("europe", "country"), ("province", "province")]:
    for fields in quiz_lines(name):
        questions.append((f"What is the capital of {expand(fields[0])}?", expand(fields[1])))
for fields in quiz_lines("state"):
    state = expand(fields[0])
    questions.append((f"What is the capital of the state of {state}?", expand(fields[1])))
    questions.append((f"What is the postal abbreviation of {state}?", expand(fields[2])))
    if expand(fields[3]) not in ("gok", ""):
        questions.append((f"What is the state flower of {state}?", expand(fields[3])))
for fields in quiz_lines("elements"):
    element = expand(fields[3])
    questions.append((f"What is the chemical symbol of {element}?", expand(fields[0])))
    questions.append((f"What is the atomic number of {element}?", expand(fields[1])))
for fields in quiz_lines("collectives"):
    questions.append((f"What is a group of {expand(fields[0])} called?", expand(fields[1])))
for fields in quiz_lines("babies"):
    questions.append((f"What is a baby {expand(fields[1])} called?", expand(fields[0])))
# a question asked twice in the source (two capitals of one country in two files) stays once
seen, unique = set(), []
for question, answer in questions:
    if question not in seen:
        seen.add(question)
        unique.append((question, answer))
items = [riddle(f"q-{i}", q, a) for i, (q, a) in enumerate(unique)]
write("quiz-riddles", {"riddles/quiz.json": {"kind": "riddles", "items": items}})

# injected: one question asked twice with another key, a riddle numbered 20 times, a reworded copy
defects = list(items)
injected = []
for i in rng.sample(range(len(items)), 10):
    copy = riddle(f"twice-{i}", items[i]["text"]["en"], items[(i + 7) % len(items)]["answers"]["en"][0])
    defects.append(copy)
    injected.append(("riddle-near-duplicate", copy["id"]))
for n in range(1, 21):
    copy = riddle(f"numbered-{n}", f"Riddle {n}: what has keys but cannot open a single lock?", "a piano")
    defects.append(copy)
    if n > 1:
        injected.append(("riddle-near-duplicate", copy["id"]))
write("quiz-riddles-defects", {"riddles/quiz.json": {"kind": "riddles", "items": defects}})

# riddles, a second source: KWordQuiz's example vocabularies (kwordquiz 22.12.3, CC0), one frame
# per file; many questions differ in one short word ("je suis", "tu es", "il est")
def kvtml(name):
    text = open(os.path.join(root, "usr/share/kwordquiz/examples", name), encoding="utf-8").read()
    pairs = []
    for entry in re.findall(r"<entry\b.*?</entry>", text, re.S):
        sides = [html.unescape(t) for t in re.findall(r"<text>([^<]*)</text>", entry)]
        if len(sides) >= 2 and sides[0].strip() and sides[1].strip():
            pairs.append((sides[0].strip(), sides[1].strip()))
    return pairs


vocabulary = []
for state, capital in kvtml("us_states_and_capitals.kvtml"):
    vocabulary.append((f"Which city is the capital of {state}?", capital))
for french, english in kvtml("french_verbs.kvtml"):
    vocabulary.append((f"What does the French \u201c{french}\u201d mean?", english))
for english, german in kvtml("example.kvtml"):
    vocabulary.append((f"How do you say \u201c{english}\u201d in German?", german))
vocabulary_items = [riddle(f"v-{i}", q, a) for i, (q, a) in enumerate(dict(vocabulary).items())]
write("vocab-riddles", {"riddles/vocabulary.json": {"kind": "riddles", "items": vocabulary_items}})
vocabulary_defects = list(vocabulary_items)
for i in random.Random(31).sample(range(len(vocabulary_items)), 10):
    copy = riddle(f"again-{i}", vocabulary_items[i]["text"]["en"], vocabulary_items[(i + 11) % len(vocabulary_items)]["answers"]["en"][0])
    vocabulary_defects.append(copy)
    injected.append(("riddle-near-duplicate", copy["id"]))
# injected: five riddles given a second text under a locale the pack (en) does not list, keys a
# translator types for "uk" or "en": locale-unlisted's, one file each
unlisted = {}
for n, key in enumerate(["ua", "uk", "en-US", "en-GB", "de"]):
    item = vocabulary_items[n * 7]
    path = f"riddles/locale-{key.lower()}.json"
    unlisted[path] = {"kind": "riddles", "items": [dict(item, id=f"locale-{n}", text=dict(item["text"], **{key: item["text"]["en"]}))]}
    injected.append(["locale-unlisted", path, "file", "locale-unlisted: a text under a locale the pack does not list", "vocab-riddles-defects"])
write("vocab-riddles-defects", dict({"riddles/vocabulary.json": {"kind": "riddles", "items": vocabulary_defects}}, **unlisted))

# number series: bsdgames quiz's easy and hard sequences, the next term the key
series = []
for name in ["seq-easy", "seq-hard"]:
    for fields in quiz_lines(name):
        terms = [int(t) for t in fields[0].split(",")]
        answer = int(expand(fields[1]))
        # the key and two near misses, in a shuffled order (a test's options are)
        choices = sorted({answer, answer + 1, answer - 1 if answer - 1 not in terms and answer > 1 else answer + 2})
        rng.shuffle(choices)
        series.append({"id": f"{name}-{len(series)}", "difficulty": 2 if name == "seq-easy" else 4, "terms": terms, "answer": answer,
                       "choices": choices})
write("quiz-series", {"series/quiz.json": {"kind": "number-series", "items": series}})
# injected: five series made to end in one value repeated (the last two terms and the key), each
# value of its own so that the finding names it
tails = []
for n, item in enumerate(random.Random(32).sample(series, 5)):
    value = 901 + n
    terms = item["terms"][:-2] + [value, value]
    tails.append(dict(item, id=item["id"] + "-tail", terms=terms, answer=value, choices=sorted({value, value + 1, value + 2})))
    injected.append(["series-constant-tail", f"the series ends in {value}, {value}, {value}", "message", "series-constant-tail: a tail of one value"])
# a second source of series: DeepMind's mathematics_dataset generator (PyPI, Apache-2.0), 200
# polynomial sequences written once by Scripts/measure/deepmind-series and committed, the next
# term the key and two near misses the other choices, shuffled
deepmind, shuffle = [], random.Random(34)
for n, item in enumerate(json.load(open(os.path.join(here, "deepmind-series.json"), encoding="utf-8"))["items"]):
    answer = item["answer"]
    choices = [answer, answer + 1, answer - 1]
    shuffle.shuffle(choices)
    deepmind.append({"id": f"dm-{n}", "difficulty": 2 if item["setting"] == "easy" else 4, "terms": item["terms"], "answer": answer, "choices": choices})
write("deepmind-series", {"series/deepmind.json": {"kind": "number-series", "items": deepmind}})
# injected: every tenth keyed to a near miss, the true next term still among the choices
wrong_keys = []
for item in deepmind[::10]:
    wrong_keys.append(dict(item, id=item["id"] + "-wrong", answer=item["answer"] + 1))
    injected.append(["series-unexplained", f"explains the answer {item['answer'] + 1}, but", "message", "series-unexplained: a key one off, the true next term a choice", "deepmind-series-defects"])
write("deepmind-series-defects", {"series/deepmind.json": {"kind": "number-series", "items": wrong_keys}})

# injected: the 29 series again with every key moved to the first place (an author typing the key
# first), and walking through the places (first, second, third, first …): answer-positions'
def key_at(item, place):
    others = [c for c in item["choices"] if c != item["answer"]]
    return dict(item, choices=others[:place] + [item["answer"]] + others[place:])


positions = {"series/keys-first.json": [key_at(item, 0) for item in series],
             "series/keys-walk.json": [key_at(item, n % 3) for n, item in enumerate(series)]}
for path in positions:
    injected.append(["answer-positions", path, "file", "answer-positions: keys first / walking", "quiz-series-defects"])
write("quiz-series-defects", dict({"series/quiz.json": {"kind": "number-series", "items": series + tails}},
                                  **{path: {"kind": "number-series", "items": items} for path, items in positions.items()}))


def words(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return [w.strip() for w in f if w.strip()]


dict_folder = os.path.join(root, "usr/share/dict")
english = sorted({w.lower() for w in words(os.path.join(dict_folder, "american-english")) if w.isalpha() and w.isascii() and 3 <= len(w) <= 12})
ukrainian = sorted({w.replace("'", "\u2019") for w in words(os.path.join(dict_folder, "ukrainian"))
                    if "'" in w and 3 <= len(w) <= 12 and w.replace("'", "").isalpha() and w[0].islower()})


def anagrams(locale, ws):
    # every letter has a look-alike, so that every word can make rounds (the list is about words)
    alphabet = "abcdefghijklmnopqrstuvwxyz" if locale == "en" else "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"
    confusables = {letter: [alphabet[(i + 1) % len(alphabet)]] for i, letter in enumerate(alphabet)}
    return {"kind": "anagrams", "locale": locale, "confusables": confusables,
            "levels": [{"level": 1, "wordLength": [3, 12], "substitutions": 1, "words": ws}]}


def typo(word):
    letters = list(word)
    i = rng.randrange(len(letters) - 1)
    letters[i], letters[i + 1] = letters[i + 1], letters[i]
    return "".join(letters)


en = rng.sample(english, 1000)
uk = rng.sample(ukrainian, 1000)
write("word-lists", {"anagrams/en.json": anagrams("en", en), "anagrams/uk.json": anagrams("uk", uk)}, locales=("en", "uk"))
typos_en = [t for t in (typo(w) for w in rng.sample(en, 100)) if t.lower() not in set(english)]
typos_uk = [t for t in (typo(w) for w in rng.sample(uk, 100)) if t not in set(ukrainian)]
# a Ukrainian і in a Russian word is the Russian list's defect: a Russian list of Ukrainian words with і would be all defects,
# so the injected alphabet defect is a Latin letter typed for its Cyrillic look-alike in a Ukrainian word
latin = [w.replace("о", "o", 1) for w in rng.sample([w for w in uk if "о" in w], 20)]
# the other slips: a letter dropped, doubled or typed wrong (the dictionary check reports them as
# infos: no look-up tells them from a variant spelling the dictionary lacks); 50 of each per locale
slips = random.Random(33)


def slipped(word, how, alphabet):
    i = slips.randrange(len(word))
    if how == "dropped":
        return word[:i] + word[i + 1:]
    if how == "doubled":
        return word[:i] + word[i] + word[i:]
    return word[:i] + slips.choice([c for c in alphabet if c != word[i]]) + word[i + 1:]


other_slips = {"en": [], "uk": []}
for locale, source, known, alphabet in (("en", en, set(english), "abcdefghijklmnopqrstuvwxyz"),
                                        ("uk", uk, set(ukrainian), "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя")):
    for how in ("dropped", "doubled", "wrong"):
        for word in slips.sample(source, 50):
            typo_word = slipped(word, how, alphabet)
            if typo_word.lower() not in known and typo_word not in other_slips[locale] and len(typo_word) >= 3:
                other_slips[locale].append(typo_word)
                injected.append(["anagram-dictionary", typo_word, "word", f"anagram-dictionary: a letter {how}"])
write("word-lists-defects", {"anagrams/en.json": anagrams("en", typos_en + other_slips["en"]), "anagrams/uk.json": anagrams("uk", typos_uk + latin + other_slips["uk"])}, locales=("en", "uk"))
injected += [["anagram-dictionary", w, "word", "anagram-dictionary: two letters swapped"] for w in typos_en + typos_uk] + [("text-mixed-script|text-alphabet", w) for w in latin]

# a lesson ladder: TuxMath's lessons in their order, each a math-check level (a lesson whose
# operations have ranges of their own, or that asks for a missing number, cannot be written as
# one level and is left out)
def lesson(path):
    title, values = None, {}
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("#") and title is None and line.strip("# \n"):
            title = line.strip("# \n")
        m = re.match(r"\s*([a-z_]+)\s*=\s*(-?[0-9.]+)", line)
        if m:
            values[m.group(1)] = float(m.group(2))
    return title, values


lessons_dir = os.path.join(root, "usr/share/tuxmath/missions/lessons")
ladder = []
for name in sorted(n for n in os.listdir(lessons_dir) if re.fullmatch(r"lesson\d+", n)):
    title, v = lesson(os.path.join(lessons_dir, name))
    g = lambda key, default=0: int(v.get(key, default))
    ops, firsts, seconds = [], [], []
    for op, allowed, a, b in [("+", "addition", "augend", "addend"), ("-", "subtraction", "minuend", "subtrahend"),
                              ("*", "multiplication", "multiplier", "multiplicand")]:
        if g(allowed + "_allowed"):
            ops.append(op); firsts.append((g("min_" + a), g("max_" + a, 12))); seconds.append((g("min_" + b), g("max_" + b, 12)))
    if g("division_allowed"):
        d, q = (g("min_divisor"), g("max_divisor", 12)), (g("min_quotient"), g("max_quotient", 12))
        products = [x * y for x in d for y in q]
        ops.append("/"); firsts.append((min(products), max(products))); seconds.append(d)
    missing = any(g(k) for k in v if re.fullmatch(r"format_(\w+_)?answer_(first|middle)", k))
    if not ops or len(set(firsts)) > 1 or len(set(seconds)) > 1 or missing:
        continue
    level = {"level": len(ladder) + 1, "operands": [list(firsts[0]), list(seconds[0])], "operations": ops, "pointsPerRound": 10}
    if not g("allow_negatives"):
        level["results"] = [0, g("max_answer", 144)]
    ladder.append(level)


def math_game(levels):
    numbered = [dict(level, level=i + 1) for i, level in enumerate(levels)]
    rounds = list(range(1, min(50, len(numbered)) + 1))
    return {"kind": "games", "game": "math-check", "rounds": len(rounds), "penalty": 0.3, "roundsBackOnMistake": 1,
            "gameLevels": numbered, "levels": [{"level": 1, "rounds": rounds}]}


ladder_files = {"slides/math-check.json": {"kind": "slides", "game": "math-check", "slides": [{"image": "../img/a.svg", "text": {"en": "Play."}}]},
                "img/a.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#c33"/></svg>'}
write("lesson-ladder", dict(ladder_files, **{"games/math-check.json": math_game(ladder)}))

# injected: neighbours swapped where the later lesson is clearly harder (the same operations,
# each range holding the earlier's and reaching bigger numbers: "sums to 20" after "sums to 10";
# "multiples of 13 to 15" after "0 to 15" asks the hardest part of it, not less), disjoint
# pairs in one copy; and operands typed as [0, 1]
# for a range of five values or more (the same operations as the level before) in another
def ladder_defects(ladder, pack):
    swapped, taken = list(ladder), set()
    for i in range(len(ladder) - 1):
        a, b = ladder[i], ladder[i + 1]
        holds = all(lb <= la and ha <= hb for (la, ha), (lb, hb) in zip(a["operands"], b["operands"]))
        holds = holds and max(h for _, h in b["operands"]) > max(h for _, h in a["operands"])
        if a["operations"] == b["operations"] and holds and a["operands"] != b["operands"] and not {i - 1, i, i + 1} & taken:
            swapped[i], swapped[i + 1] = b, a
            taken |= {i, i + 1}
            injected.append(["game-difficulty", f"game level {i + 2} is easier than game level {i + 1}", "message", "game-difficulty: neighbours swapped", pack + "-swapped"])
    collapsed = [dict(level) for level in ladder]
    for i in range(1, len(ladder)):
        before, level = ladder[i - 1], ladder[i]
        if before["operations"] == level["operations"] and before["operands"][0][1] - before["operands"][0][0] >= 4 and i % 2 == 0:
            collapsed[i] = dict(level, operands=[[0, 1], level["operands"][1]])
            injected.append(["game-difficulty", f"operand 1 of game level {i + 1} takes only", "message", "game-difficulty: operand typed [0, 1]", pack + "-collapsed"])
    return swapped, collapsed


swapped, collapsed = ladder_defects(ladder, "lesson-ladder")
write("lesson-ladder-swapped", dict(ladder_files, **{"games/math-check.json": math_game(swapped)}))
write("lesson-ladder-collapsed", dict(ladder_files, **{"games/math-check.json": math_game(collapsed)}))

# a second lesson ladder: GCompris's arithmetic activities (gcompris-qt-data), each activity's
# datasets in GCompris's order as one math-check game, a level's operands the range of the first and
# second numbers its questions use (the additions "with 1, 2 and 3", the table of 7, …)
gcompris_rcc = os.path.join(root, "usr/share/gcompris-qt/rcc")
gcompris = {}
for name in ("learn_additions", "learn_subtractions", "algebra_plus", "algebra_minus", "algebra_by", "algebra_div",
             "memory", "categorization"):
    gcompris.update(rcc.read(os.path.join(gcompris_rcc, name + ".rcc")))
operation_of = {"learn_additions": "+", "learn_subtractions": "-", "algebra_plus": "+", "algebra_minus": "-", "algebra_by": "*", "algebra_div": "/"}
gcompris_ladders = 0
for activity, operation in operation_of.items():
    prefix = f"gcompris/src/activities/{activity}/resource/"
    datasets = sorted((int(k[len(prefix):].split("/")[0]), k) for k in gcompris if k.startswith(prefix) and k.endswith("/Data.qml"))
    levels = []
    for _, key in datasets:
        text = gcompris[key].decode("utf-8")
        pairs = [(int(a), int(b)) for a, b in re.findall(r'"first"\s*:\s*(\d+)\s*,\s*"second"\s*:\s*(\d+)', text)]
        pairs += [(int(a), int(b)) for a, b in re.findall(r'"(\d+)\s*[-+]\s*(\d+)"', text)]
        if not pairs:
            continue
        firsts, seconds = [a for a, _ in pairs], [b for _, b in pairs]
        results = [{"+": a + b, "-": a - b, "*": a * b, "/": a // b}[operation] for a, b in pairs]
        levels.append({"level": len(levels) + 1, "operands": [[min(firsts), max(firsts)], [min(seconds), max(seconds)]],
                       "operations": [operation], "results": [0, max(results)], "pointsPerRound": 10})
    pack = "gcompris-" + activity.replace("_", "-")
    write(pack, dict(ladder_files, **{"games/math-check.json": math_game(levels)}))
    swapped, collapsed = ladder_defects(levels, pack)
    write(pack + "-swapped", dict(ladder_files, **{"games/math-check.json": math_game(swapped)}))
    write(pack + "-collapsed", dict(ladder_files, **{"games/math-check.json": math_game(collapsed)}))
    gcompris_ladders += len(levels)

# memory cards: openclipart's drawings filed under one name in two folders, labelled by looking
# (Tests/ContentKitTests/Fixtures/card-likeness/measured): each pair of different drawings is a set
# of its own in one pack (nothing to find), each pair of one drawing re-saved a set in another (the
# later card is memory-look-alike's finding)
pairs_path = os.path.join(here, "..", "ContentKitTests", "Fixtures", "card-likeness", "measured", "openclipart-duplicates.tsv")
clean_sets, duplicate_sets = {}, {}
for number, line in enumerate(open(pairs_path, encoding="utf-8")):
    if line.startswith("#"):
        continue
    label, first, second = line.rstrip("\n").split("\t")
    files = duplicate_sets if label == "sameDrawing" else clean_sets
    names = [f"img/p{number}-a.svg", f"img/p{number}-b.svg"]
    for name, source in zip(names, (first, second)):
        files[name] = open(os.path.join(root, source), encoding="utf-8", errors="replace").read()
    files[f"memory/p{number}.json"] = {"kind": "memory", "id": f"p{number}", "title": {"en": "Pair"}, "grid": [2, 2], "cardSize": 256,
                                       "category": "clip-art", "cover": "../" + names[0], "cards": ["../" + n for n in names]}
    if label == "sameDrawing":
        injected.append(["memory-look-alike", names[1]])
write("clipart-pairs", clean_sets)
write("clipart-pairs-defects", duplicate_sets)

# memory cards from GCompris: its memory game's 21 animal drawings as one set, and the photographs
# its categorisation game sorts (fishes, tools, monuments, renewable energy, others), eight to a set
# in file order, as PNG (the toolchain reads PNG and SVG; GCompris ships WebP): natural pictures of
# one kind, where look-alikes are real (two silver fish on sand) and no two are one picture
def natural_key(name):
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


memory_prefix = "gcompris/src/activities/memory/resource/"
# the cards its data set lists ("01_cat.svg" … "21_frog.svg"), not the board's other drawings
animals = sorted((k for k in gcompris if k.startswith(memory_prefix) and re.fullmatch(r"\d\d_\w+\.svg", k[len(memory_prefix):])), key=natural_key)
gcompris_cards = {"img/animals/" + k[len(memory_prefix):]: gcompris[k].decode("utf-8") for k in animals}
gcompris_cards["memory/animals.json"] = {"kind": "memory", "id": "animals", "title": {"en": "Animals"}, "grid": [6, 7], "cardSize": 256,
                                         "category": "animals", "cover": "../img/animals/" + animals[0][len(memory_prefix):],
                                         "cards": ["../img/animals/" + k[len(memory_prefix):] for k in animals]}
photo_prefix = "gcompris/src/activities/categorization/resource/images/"
photo_sets = 0
for category in ("fishes", "tools", "monuments", "renewable", "others"):
    photos = sorted((k for k in gcompris if k.startswith(photo_prefix + category + "/") and k.endswith(".webp")), key=natural_key)
    for start in range(0, len(photos) - 1, 8):
        chunk = photos[start:start + 8]
        if len(chunk) < 2:
            continue
        names = []
        for key in chunk:
            png = io.BytesIO()
            Image.open(io.BytesIO(gcompris[key])).convert("RGB").save(png, "PNG")
            name = f"img/{category}/{os.path.basename(key)[:-5]}.png"
            gcompris_cards[name] = png.getvalue()
            names.append("../" + name)
        set_id = f"{category}-{start // 8 + 1}"
        gcompris_cards[f"memory/{set_id}.json"] = {"kind": "memory", "id": set_id, "title": {"en": category}, "grid": [4, 4] if len(names) == 8 else [2, len(names)], "cardSize": 256,
                                                   "category": category, "cover": names[0], "cards": names}
        photo_sets += 1
write("gcompris-cards", gcompris_cards)
# injected: the first photograph of each set filed again re-exported (75 % of its size, through
# JPEG at quality 85, a little brighter), each pair a set: one photograph twice, memory-look-alike's
photo_copies = {}
for name, value in list(gcompris_cards.items()):
    if not (isinstance(value, dict) and value["id"] != "animals"):
        continue
    first = value["cards"][0][len("../"):]
    image = Image.open(io.BytesIO(gcompris_cards[first])).convert("RGB")
    image = image.resize((image.width * 3 // 4, image.height * 3 // 4), Image.LANCZOS)
    jpeg = io.BytesIO()
    image.save(jpeg, "JPEG", quality=85)
    image = Image.open(io.BytesIO(jpeg.getvalue())).point(lambda v: min(255, v + 6))
    png = io.BytesIO()
    image.save(png, "PNG")
    copy = first[:-4] + "-again.png"
    photo_copies[first], photo_copies[copy] = gcompris_cards[first], png.getvalue()
    photo_copies[f"memory/{value['id']}-again.json"] = dict(value, id=value["id"] + "-again", grid=[2, 2], cover="../" + first, cards=["../" + first, "../" + copy])
    injected.append(["memory-look-alike", copy, "word", "memory-look-alike: a photograph re-exported", "gcompris-cards-defects"])
write("gcompris-cards-defects", photo_copies)

# GCompris's hand-placed connect-the-dots pictures, made into a dots pack by Scripts/gcompris-dots
# (30 one-stroke pictures: clickanddraw, number_sequence, drawnumbers, drawletters)
subprocess.run([sys.executable, os.path.join(here, "..", "..", "Scripts", "gcompris-dots"), root, os.path.join(out, "gcompris-dots")],
               check=True, stdout=subprocess.DEVNULL)
# injected: each picture's reveal drawn again holding the outline, on a canvas 10 % larger than the
# line art's (a reveal exported at another size): dots-reveal's
dots_folder = os.path.join(out, "gcompris-dots")
resized = {}
for name in sorted(os.listdir(os.path.join(dots_folder, "dots"))):
    item = json.load(open(os.path.join(dots_folder, "dots", name), encoding="utf-8"))
    line_art = open(os.path.join(dots_folder, "dots", item["svg"]), encoding="utf-8").read()
    bigger = line_art.replace('width="520" height="520"', 'width="572" height="572"').replace('fill="none"', 'fill="#8c6"')
    assert bigger != line_art
    reveal = "img/" + name[:-5] + "-bigger.svg"
    resized["img/" + os.path.basename(item["svg"])] = line_art
    resized[reveal] = bigger
    resized["dots/" + name] = dict(item, reveal="../" + reveal)
    injected.append(["dots-reveal", "dots/" + name, "file", "dots-reveal: the reveal on a canvas 10 % larger", "gcompris-dots-defects"])
write("gcompris-dots-defects", resized)

sound_count, sound_defects = sounds.write_packs(root, out, write, injected)

with open(os.path.join(out, "injected.json"), "w", encoding="utf-8") as f:
    json.dump(injected, f, ensure_ascii=False, indent=1)
print(f"sounds: {sound_count} files, {sound_defects} defects")
print(f"quiz-riddles: {len(items)} riddles; quiz-series: {len(series)} series; word-lists: {len(en)} en, {len(uk)} uk words; lesson-ladder: {len(ladder)} levels; gcompris ladders: {gcompris_ladders} levels; clipart-pairs: {sum(k.startswith('memory/') for k in clean_sets)} different, {sum(k.startswith('memory/') for k in duplicate_sets)} one drawing; gcompris-cards: {len(animals)} animals + {photo_sets} photo sets; injected: {len(injected)}")
