"""Runs the art benchmark side by side: our PNG codec against Pillow's on the same photo, and our
SVG renderer against rsvg-convert on every clip-art drawing, and prints MB/s and ratios."""
import io
import json
import os
import shutil
import subprocess
import sys
import time

from PIL import Image


def best(run, repeats=3):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return min(times), result


def main():
    bench, build, photo, clipart = sys.argv[1:5]
    ours = [json.loads(line) for line in subprocess.run([bench, "png", photo, "3"], check=True, capture_output=True, text=True).stdout.splitlines()]
    image = Image.open(photo)
    image.load()
    raw_mb = image.width * image.height * 4 / 1e6

    def pillow_decode():
        with Image.open(photo) as im:
            im.load()

    def pillow_encode():
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        return buffer.tell()

    pillow_decode_s, _ = best(pillow_decode)
    pillow_encode_s, pillow_bytes = best(pillow_encode)
    print(f"PNG, {image.width}x{image.height} RGBA photo ({raw_mb:.0f} MB of pixels), best of 3, one core")
    print(f"{'case':46} {'seconds':>8} {'MB/s':>7} {'size MB':>8} {'vs Pillow time':>15} {'vs Pillow size':>15}")
    decode = next(r for r in ours if r["case"] == "decode")
    print(f"{'decode: ours (libpng simplified)':46} {decode['seconds']:8.3f} {raw_mb / decode['seconds']:7.0f} {'':>8} {pillow_decode_s / decode['seconds']:14.2f}x")
    print(f"{'decode: Pillow':46} {pillow_decode_s:8.3f} {raw_mb / pillow_decode_s:7.0f}")
    for r in (r for r in ours if r["case"] == "encode"):
        name = "encode: ours, " + r["settings"]
        print(f"{name:46} {r['seconds']:8.3f} {raw_mb / r['seconds']:7.0f} {r['bytes'] / 1e6:8.2f} {pillow_encode_s / r['seconds']:14.2f}x {r['bytes'] / pillow_bytes:14.3f}")
    print(f"{'encode: Pillow default (zlib 6, adaptive)':46} {pillow_encode_s:8.3f} {raw_mb / pillow_encode_s:7.0f} {pillow_bytes / 1e6:8.2f}")

    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(clipart) for f in fs if f.endswith(".svg"))
    render = json.loads(subprocess.run([bench, "render", "256"] + files, check=True, capture_output=True, text=True).stdout)
    print()
    print(f"Rendering {len(files)} clip-art drawings at 256 px on the longer side, to PNG, best of 3")
    rsvg = shutil.which("rsvg-convert")
    content_build = os.path.join(build, "content-build")

    def processes(command):
        for f in files:
            subprocess.run(command(f), check=True, capture_output=True)

    ours_cli, _ = best(lambda: processes(lambda f: [content_build, "render", f, "-o", "/tmp/bench-render.png", "--width", "256", "--height", "256"]))
    print(f"{'ours, in process (parse, render, encode)':46} {render['seconds']:8.3f} s  ({render['parse_seconds']:.3f} s parsing)")
    print(f"{'ours, content-build render, a process each':46} {ours_cli:8.3f} s")
    if rsvg:
        theirs, _ = best(lambda: processes(lambda f: [rsvg, "-w", "256", "-h", "256", "--keep-aspect-ratio", "-o", "/tmp/bench-rsvg.png", f]))
        print(f"{'rsvg-convert, a process each':46} {theirs:8.3f} s   rsvg / ours (processes): {theirs / ours_cli:.2f}x")
    else:
        print("rsvg-convert not installed (apt-get install librsvg2-bin): no comparison")


main()
