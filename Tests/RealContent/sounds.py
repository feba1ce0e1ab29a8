"""The sounds packs of the real-content suite (imported by convert.py).

`sounds-<package>`: every sound of sound-theme-freedesktop (35 names; a name that is a link to another is
listed once), oxygen-sounds (50), tuxmath-data (12 WAV effects, 4 Ogg music tracks) and
frozen-bubble-data (21 Ogg: 3 music, 18 effects), as the packages ship them, one pack per
package (a set of sounds made to be heard together, as an app's are). Roles: music by name (tuxmath's .ogg, frozen-bubble's *zik*), voice for
freedesktop's spoken channel names, effect for the rest. The defaults apply (44.1/48 kHz, 8 MiB).

`sounds-defects`: the same sounds, and defects made from them with sox (`injected` entries):
clipped (normalised to +10 dBFS: peaks driven three times past full scale), silence padded before (1.5 s) or after (4 s), resampled to 22.05 kHz,
made quiet (gain -20 dB), music written as 16-bit WAV (over 8 MiB), effects cut to the first half of
their bytes or given random bytes behind a RIFF header, and music filed as an effect."""
import os, random, re, shutil, subprocess

SOURCES = [
    ("freedesktop", "usr/share/sounds/freedesktop/stereo"),
    ("oxygen", "usr/share/sounds"),
    ("tuxmath", "usr/share/tuxmath/sounds"),
    ("frozen-bubble", "usr/share/games/frozen-bubble/snd"),
]
EXTENSIONS = (".wav", ".ogg", ".oga", ".flac", ".mp3")


def role(package, name):
    if package == "tuxmath" and name.endswith(".ogg") or package == "frozen-bubble" and "zik" in name:
        return "music"
    if package == "freedesktop" and name.startswith("audio-channel-"):
        return "voice"
    return "effect"


def catalogue(root):
    """(package, name, path, role) of every sound file (links to a file already listed left out)."""
    found = []
    for package, folder in SOURCES:
        full = os.path.join(root, folder)
        for name in sorted(os.listdir(full)):
            path = os.path.join(full, name)
            if not name.endswith(EXTENSIONS) or not os.path.isfile(path) or os.path.islink(path):
                continue
            found.append((package, name, path, role(package, name)))
    return found


def ident(*parts):
    """A kebab-case id of the parts."""
    return re.sub(r"[^a-z0-9]+", "-", "-".join(parts).lower()).strip("-")


def sox(source, target, *effects):
    subprocess.run(["sox", "-V1", source, target, *effects], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def write_packs(root, out, write, injected):
    sounds = catalogue(root)
    clean, files, every = {}, {}, {}
    for package, name, path, kind in sounds:
        target = f"snd/{package}/{name}"
        files.setdefault(package, {})[target] = every[target] = open(path, "rb").read()
        clean.setdefault(package, []).append({"id": ident(package, os.path.splitext(name)[0]), "file": "../" + target, "role": kind})
    # one pack per package: each is a set of sounds made to be heard together, as an app's are
    for package, items in clean.items():
        files[package][f"sounds/{package}.json"] = every[f"sounds/{package}.json"] = {"kind": "sounds", "items": items}
        write(f"sounds-{package}", files[package])

    rng = random.Random(32)
    defects = dict(every)
    made = []
    work = os.path.join(out, ".sound-work")
    os.makedirs(work, exist_ok=True)
    effects = [s for s in sounds if s[3] == "effect"]
    music = [s for s in sounds if s[3] == "music"]

    def inject(package, name, path, kind, suffix, effects_, rule, label, extension=None):
        stem, ext = os.path.splitext(name)
        extension = extension or (".ogg" if ext == ".oga" else ext)
        target = f"snd/defects/{package}-{stem}-{suffix}{extension}"
        temporary = os.path.join(work, os.path.basename(target))
        sox(path, temporary, *effects_)
        defects[target] = open(temporary, "rb").read()
        made.append({"id": ident(package, stem, suffix), "file": "../" + target, "role": kind})
        injected.append([rule, "../" + target, "word", label, "sounds-defects"])

    picks = rng.sample(effects, 40)
    for s in picks[0:10]:
        inject(*s, "clipped", ["gain", "-n", "10"], "sound-clipping", "sound-clipping: normalised to +10 dBFS")
    for s in picks[10:18]:
        inject(*s, "late", ["pad", "1.5", "0"], "sound-silence", "sound-silence: 1.5 s of silence before")
    for s in picks[18:26]:
        inject(*s, "tail", ["pad", "0", "4"], "sound-silence", "sound-silence: 4 s of silence after")
    for s in [s for s in picks[26:] if "22050" not in s[1]][:8]:
        inject(*s, "22k", ["rate", "22050"], "sound-sample-rate", "sound-sample-rate: resampled to 22.05 kHz")
    long_enough = [s for s in effects if float(subprocess.run(["soxi", "-D", s[2]], capture_output=True, text=True).stdout or 0) >= 0.5]
    for s in rng.sample(long_enough, 10):
        inject(*s, "quiet", ["gain", "-20"], "sound-loudness", "sound-loudness: gain -20 dB")
    for s in music[:3]:
        inject(*s, "wav", ["rate", "44100"], "sound-size", "sound-size: music as 16-bit WAV", extension=".wav")
    for package, name, path, kind in rng.sample(effects, 5):
        data = open(path, "rb").read()
        stem = os.path.splitext(name)[0]
        cut = f"snd/defects/{package}-{stem}-cut{os.path.splitext(name)[1]}"
        noise = f"snd/defects/{package}-{stem}-noise.wav"
        defects[cut] = data[: len(data) // 2]
        defects[noise] = b"RIFF" + (1 << 30).to_bytes(4, "little") + b"WAVEfmt " + bytes(rng.randrange(256) for _ in range(2000))
        for target, suffix in ((cut, "cut"), (noise, "noise")):
            made.append({"id": ident(package, stem, suffix), "file": "../" + target, "role": kind})
            injected.append(["sound-decodable", "../" + target, "word", f"sound-decodable: {'cut short' if suffix == 'cut' else 'random bytes behind a RIFF header'}", "sounds-defects"])
    for package, name, path, kind in music[:3]:
        target = f"snd/{package}/{name}"
        made.append({"id": ident(package, os.path.splitext(name)[0], "as-effect"), "file": "../" + target, "role": "effect"})
        injected.append(["sound-duration", "../" + target, "word", "sound-duration: music filed as an effect", "sounds-defects"])
    defects["sounds/defects.json"] = {"kind": "sounds", "items": made}
    shutil.rmtree(work)
    write("sounds-defects", defects)
    return len(sounds), len(made)
