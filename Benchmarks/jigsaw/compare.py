"""Runs the jigsaw cases side by side and prints one table: wall and CPU seconds and peak memory
of content-build and piecemaker, and Pillow's default encode of our exact piece rasters."""
import io
import json
import os
import shutil
import subprocess
import sys
import time

from PIL import Image


def timed(command, cwd=None):
    """Wall seconds, CPU seconds and peak resident MB of a command (GNU time)."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M"] + command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{command[0]} failed:\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    wall, user, system, peak = result.stderr.strip().splitlines()[-1].split()
    return float(wall), float(user) + float(system), int(peak) / 1024


def make_pack(folder, photo, rows, columns):
    if os.path.exists(folder):
        shutil.rmtree(folder)
    os.makedirs(os.path.join(folder, "jigsaw"))
    os.makedirs(os.path.join(folder, "img"))
    shutil.copy(photo, os.path.join(folder, "img", "photo.png"))
    with open(os.path.join(folder, "pack.json"), "w") as f:
        json.dump({"kind": "pack", "id": "bench", "version": "1.0.0", "title": {"en": "Bench"}, "locales": ["en"], "answers": "separate"}, f)
    with open(os.path.join(folder, "jigsaw", "photo.json"), "w") as f:
        json.dump({"kind": "jigsaw", "id": "photo", "image": "../img/photo.png", "rows": rows, "columns": columns,
                   "cut": {"style": "classic", "seed": 2026, "tabSize": 0.2, "jitter": 0.04}, "difficulty": 5}, f)


def pillow_floor(folder):
    """Seconds Pillow's default PNG encode (zlib 6, adaptive filters) takes for every piece."""
    pieces = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".png"):
            image = Image.open(os.path.join(folder, name))
            image.load()
            pieces.append(image)
    start = time.perf_counter()
    total = 0
    for image in pieces:
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        total += buffer.tell()
    return time.perf_counter() - start, len(pieces), total


def main():
    content_build, piecemaker, work = sys.argv[1:4]
    skip_piecemaker = "--skip-piecemaker" in sys.argv
    cases = [(4096, 32, 1000), (2048, 10, 100), (2048, 32, 1000)]
    print(f"{'case':28} {'tool':34} {'wall s':>8} {'CPU s':>8} {'peak MB':>8} {'files':>6}  ratio")
    for size, grid, requested in cases:
        photo = os.path.join(work, f"photo-{size}.png")
        pack = os.path.join(work, f"pack-{size}-{grid}")
        out = os.path.join(work, f"out-{size}-{grid}")
        make_pack(pack, photo, grid, grid)
        if os.path.exists(out):
            shutil.rmtree(out)
        ours = timed([content_build, pack, "-o", out])
        pieces_folder = os.path.join(out, "bench-1.0.0", "jigsaw", "photo")
        our_files = len(os.listdir(pieces_folder))
        label = f"{size}x{size} into {grid * grid}"
        print(f"{label:28} {'content-build (lint + build)':34} {ours[0]:8.2f} {ours[1]:8.2f} {ours[2]:8.0f} {our_files:6}")
        floor, count, floor_bytes = pillow_floor(pieces_folder)
        our_bytes = sum(os.path.getsize(os.path.join(pieces_folder, n)) for n in os.listdir(pieces_folder) if n.endswith(".png"))
        print(f"{'':28} {'Pillow encode of our pieces':34} {floor:8.2f} {floor:8.2f} {'':>8} {count:6}  floor/ours wall {floor / ours[0]:.2f}x, CPU {floor / ours[1]:.2f}x; sizes ours/Pillow {our_bytes / floor_bytes:.3f}")
        if skip_piecemaker:
            continue
        theirs_dir = os.path.join(work, f"piecemaker-{size}-{grid}")
        if os.path.exists(theirs_dir):
            shutil.rmtree(theirs_dir)
        os.makedirs(theirs_dir)
        theirs = timed([piecemaker, "--dir", theirs_dir, "-n", str(requested), "--use-max-size", photo])
        their_files = sum(len(files) for _, _, files in os.walk(theirs_dir))
        print(f"{'':28} {f'piecemaker 0.8.1 (-n {requested})':34} {theirs[0]:8.2f} {theirs[1]:8.2f} {theirs[2]:8.0f} {their_files:6}  piecemaker/ours wall {theirs[0] / ours[0]:.1f}x")


main()
