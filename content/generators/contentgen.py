"""What the sample pack's generators share (each generator imports it from beside itself): where
the pack is, how numbers, point lists and SVG documents are written, localised texts, files
written as the pack keeps them (UTF-8, folders made, a final newline), and the check that an
answer-key order does not give itself away.

Our own code, public domain / CC0, like the content it writes."""
import json
import os

# The sample pack: the folder above this one.
CONTENT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def path(*parts):
    """A path in the pack."""
    return os.path.join(CONTENT, *parts)


def num(value):
    """A coordinate with at most one decimal, and none when it is whole."""
    value = round(value, 1)
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def pts(points):
    """An SVG point list."""
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def svg(width, height, body, view=(0, 0)):
    """An SVG document of `width` by `height` whose view box starts at `view`."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
            f'viewBox="{num(view[0])} {num(view[1])} {num(width)} {num(height)}">\n{body}</svg>\n')


def text(en, ru, uk):
    """A text in the pack's three locales."""
    return {"en": en, "ru": ru, "uk": uk}


def write(relative, content):
    """Writes text to a file of the pack (its folder made when missing); returns the path."""
    full = path(relative)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w", encoding="utf-8") as f:
        f.write(content)
    return full


def write_json(relative, value, indent=1):
    """Writes a JSON file as the pack keeps them: UTF-8 text, `indent` spaces, a final newline."""
    return write(relative, json.dumps(value, ensure_ascii=False, indent=indent) + "\n")


def check_keys(keys, positions, most=None):
    """An answer-key order a player cannot read: each position used equally (or at most `most`
    times), never twice in a row, never walking one step the same way twice."""
    if most is None:
        assert all(keys.count(p) == len(keys) // positions for p in range(positions)), keys
    else:
        assert all(keys.count(p) <= most for p in range(positions)), keys
    steps = [(b - a) % positions for a, b in zip(keys, keys[1:])]
    assert 0 not in steps, keys
    for s, t in zip(steps, steps[1:]):
        assert not (s == t and s in (1, positions - 1)), keys
