"""The incremental lint benchmark: content-lint on a studio-sized pack, cold (an empty cache),
warm with nothing changed, and warm after one file changed, side by side in one run, with a
run without the cache for reference. Medians; wall and CPU seconds.

Usage: incremental.py CONTENT_LINT PACK [RUNS]

CONTENT_LINT as a designer's hook runs it:
  swift build -c release --product content-lint --static-swift-stdlib --scratch-path /tmp/static
  python3 Benchmarks/lint/make_studio_pack.py content /tmp/studio
  python3 Benchmarks/lint/incremental.py /tmp/static/release/content-lint /tmp/studio"""
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def lint(binary, pack, cache, *extra):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run([binary, pack, "--cache-dir", cache, "--dictionaries", "none", *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in (0, 1):
        sys.exit(f"content-lint failed ({result.returncode}): {result.stderr.decode()[:2000]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), result.stdout


def main():
    binary, pack = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    cache = tempfile.mkdtemp(prefix="lint-cache-")
    def first(kind):
        return os.path.join(pack, kind, sorted(os.listdir(os.path.join(pack, kind)))[0])

    # one file of each of three kinds, edited as a designer would: its text reworded, a word
    # swapped, a riddle added or copied from another file (riddles),
    # an item's difficulty (number series), the cut's seed (jigsaw: its photo is read and cut)
    def second(kind):
        return os.path.join(pack, kind, sorted(os.listdir(os.path.join(pack, kind)))[1])
    other = json.load(open(second("riddles")))["items"]

    def swap_word(value, run):
        words = value["items"][0]["text"]["en"].rstrip("?").split(" ")
        words[1] = ["cat", "dog", "sun", "moon"][run % 4]
        value["items"][0]["text"]["en"] = " ".join(words) + "?"

    def add_riddle(value, run):
        value["items"].append({"id": f"added-{run}", "difficulty": 3, "text": {
            "en": f"What jumps {run} times over the qwrt moon?", "ru": f"Кто прыгает {run} раз через луну?", "uk": f"Хто стрибає {run} разів через місяць?"},
            "answers": {"en": ["frog"], "ru": ["лягушка"], "uk": ["жаба"]}})

    def copy_riddle(value, run):
        # another file's riddle, one word changed: a near-duplicate the run must find
        copy = json.loads(json.dumps(other[run % len(other)]))
        copy["id"] = f"copied-{run}"
        copy["text"]["en"] = copy["text"]["en"].rstrip("?") + " too?"
        value["items"].append(copy)

    edits = {
        "riddle reworded": (first("riddles"), lambda value, run: value["items"][0]["text"].update(
            {"en": value["items"][0]["text"]["en"].rstrip("?") + (" now" * (1 + run % 3)) + "?"})),
        "riddle: a common word swapped": (first("riddles"), swap_word),
        "riddle added": (first("riddles"), add_riddle),
        "riddle copied from another file": (first("riddles"), copy_riddle),
        "series difficulty": (first("number-series"), lambda value, run: value["items"][0].update({"difficulty": 1 + run % 9})),
        # a longer or shorter value moves every item after it in the file (their ids' places)
        "series difficulty 1 <-> 10": (first("number-series"), lambda value, run: value["items"][0].update({"difficulty": 1 + 9 * (run % 2)})),
        "jigsaw seed": (first("jigsaw"), lambda value, run: value["cut"].update({"seed": 2000 + run})),
    }
    originals = {path: open(path, "rb").read() for path, _ in edits.values()}
    files = sum(len(names) for _, _, names in os.walk(pack))
    rows = []

    def measure(name, prepare, *extra):
        walls, cpus, outputs = [], [], set()
        for run in range(runs):
            prepare(run)
            wall, cpu, out = lint(binary, pack, cache, *extra)
            walls.append(wall)
            cpus.append(cpu)
            outputs.add(out)
        rows.append((name, statistics.median(walls), statistics.median(cpus), min(walls), max(walls)))
        return outputs

    def empty_cache(_):
        shutil.rmtree(cache, ignore_errors=True)

    def changing(path, edit):
        def change(run):
            value = json.loads(originals[path])
            edit(value, run)
            with open(path, "w") as f:
                json.dump(value, f, ensure_ascii=False, indent=2)
        return change

    try:
        full = measure("no cache (--no-cache)", lambda _: None, "--no-cache")
        cold = measure("cold (empty cache)", empty_cache)
        warm = measure("warm, nothing changed", lambda _: None)
        edited_agree = True
        for name, (path, edit) in edits.items():
            outputs = measure(f"one file changed: {name}", changing(path, edit))
            if name == "riddle copied from another file":
                assert all(b"copied-" in out for out in outputs), "the copied riddle was not found"
            # after the edits, the cache's findings against a run without it
            edited_agree = edited_agree and lint(binary, pack, cache)[2] == lint(binary, pack, cache, "--no-cache")[2]
            open(path, "wb").write(originals[path])
    finally:
        for path, data in originals.items():
            open(path, "wb").write(data)
        shutil.rmtree(cache, ignore_errors=True)
    assert full == cold == warm and edited_agree, "the cache changed the findings"
    print(f"pack: {files} files ({pack}); {os.cpu_count()} cores; {runs} runs each; medians")
    print(f"{'run':<38} {'wall ms':>9} {'cpu ms':>9} {'min ms':>9} {'max ms':>9}")
    for name, wall, cpu, low, high in rows:
        print(f"{name:<38} {wall * 1000:9.1f} {cpu * 1000:9.1f} {low * 1000:9.1f} {high * 1000:9.1f}")
    print(f"findings identical with and without the cache: {len(full) == 1 and full == cold == warm and edited_agree}")


if __name__ == "__main__":
    main()
