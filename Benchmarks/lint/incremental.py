"""The incremental lint benchmark: content-lint on a studio-sized pack, cold (an empty cache),
warm with nothing changed, and warm after one file changed, side by side in one run, with a
run without the cache for reference. Medians; wall and CPU seconds.

Usage: incremental.py CONTENT_LINT PACK [RUNS]"""
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
    result = subprocess.run([binary, pack, "--cache-dir", cache, *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in (0, 1):
        sys.exit(f"content-lint failed ({result.returncode}): {result.stderr.decode()[:2000]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), result.stdout


def main():
    binary, pack = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    cache = tempfile.mkdtemp(prefix="lint-cache-")
    riddle = os.path.join(pack, "riddles", sorted(os.listdir(os.path.join(pack, "riddles")))[0])
    original = open(riddle, "rb").read()
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

    def change_one_file(run):
        # a riddle's difficulty, set to another value each run: valid content, new bytes
        value = json.loads(original)
        value["items"][0]["difficulty"] = 1 + run % 10
        with open(riddle, "w") as f:
            json.dump(value, f, ensure_ascii=False, indent=2)

    try:
        full = measure("no cache (--no-cache)", lambda _: None, "--no-cache")
        cold = measure("cold (empty cache)", empty_cache)
        warm = measure("warm, nothing changed", lambda _: None)
        changed = measure("warm, one file changed", change_one_file)
    finally:
        open(riddle, "wb").write(original)
        shutil.rmtree(cache, ignore_errors=True)
    assert full == cold == warm, "the cache changed the findings"
    print(f"pack: {files} files ({pack}); {os.cpu_count()} cores; {runs} runs each; medians")
    print(f"{'run':<26} {'wall ms':>9} {'cpu ms':>9} {'min ms':>9} {'max ms':>9}")
    for name, wall, cpu, low, high in rows:
        print(f"{name:<26} {wall * 1000:9.1f} {cpu * 1000:9.1f} {low * 1000:9.1f} {high * 1000:9.1f}")
    print(f"findings identical with and without the cache: {len(full) == 1 and full == cold == warm} "
          f"(one-file-changed runs: {len(changed)} distinct outputs)")


if __name__ == "__main__":
    main()
