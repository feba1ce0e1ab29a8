"""Times content-lint on a games pack with game-content on and off (median of 7 runs each, in
one run), and content-build of the same pack; prints the rounds' generation time."""
import json
import os
import statistics
import subprocess
import sys
import time

bin_dir, work = sys.argv[1], sys.argv[2]
pack = os.path.join(work, "pack")


def median(command, runs=7):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            sys.exit(f"{command} failed:\n{result.stdout.decode()[:2000]}{result.stderr.decode()[:2000]}")
    return statistics.median(times)


lint = os.path.join(bin_dir, "content-lint")
on = median([lint, "--config", os.path.join(work, "on.json"), pack])
off = median([lint, "--config", os.path.join(work, "off.json"), pack])
build = median([os.path.join(bin_dir, "content-build"), pack, "-o", os.path.join(work, "dist")], runs=3)
rounds = 0
bundle = next(d for d in sorted(os.listdir(os.path.join(work, "dist"))) if not d.endswith(".zip") and not d.startswith("."))
games = os.path.join(work, "dist", bundle, "games")
for game in sorted(os.listdir(games)):
    with open(os.path.join(games, game, "rounds.json"), encoding="utf-8") as f:
        data = json.load(f)
    count = sum(len(play["rounds"]) for level in data["levels"] for play in level["plays"])
    rounds += count
    print(f"  {game:14} {count:6} rounds")
print(f"content-lint, game-content on : {on * 1000:8.1f} ms")
print(f"content-lint, game-content off: {off * 1000:8.1f} ms")
print(f"generating all {rounds} rounds : {max(0.0, on - off) * 1000:8.1f} ms ({max(0.0, on - off) / rounds * 1e6:.1f} µs a round)")
print(f"content-build of the games pack: {build * 1000:8.1f} ms")
