#!/usr/bin/env python3
"""Checks content-lint's findings on the Django strings packs (convert.py) against the judged
labels (labels.json: every finding on the clean pack, by rule, file and key or text, with its
verdict) and the injected defects (expected.json: each must be found by its rule, at its entry;
a limit exactly the text's length must not be).

Usage: check.py OUT CONTENT-LINT
"""
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def lint(lint_tool, pack):
    result = subprocess.run([str(Path(lint_tool).resolve()), "--no-cache", "--format", "json", pack.name], capture_output=True, text=True,
                            cwd=pack.parent)
    if result.returncode not in (0, 1):
        sys.exit(f"check.py: content-lint failed on {pack}:\n{result.stderr}")
    return json.loads(result.stdout)["diagnostics"]


def entry_at(path, line):
    """The key of the entry a finding's line is in (the last "key" above it)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    for number in range(line - 1, -1, -1):
        text = lines[number].strip()
        if text.startswith('"key": '):
            return json.loads(text[len('"key": '):].rstrip(","))
    return None


def main():
    out, lint_tool = Path(sys.argv[1]), sys.argv[2]
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    problems = []
    clean = lint(lint_tool, out / "django-clean")
    found = {}
    for finding in clean:
        path = out / finding["file"]
        key = entry_at(path, finding["line"]) if path.name != "pack.json" else None
        found.setdefault((finding["rule"], path.name, key), 0)
        found[(finding["rule"], path.name, key)] += 1
    labelled = {(label["rule"], label["file"], label.get("key")): label for label in labels["findings"]}
    for place, count in sorted(found.items(), key=str):
        label = labelled.get(place)
        if label is None:
            problems.append(f"clean: an unjudged finding: {place}")
        elif label["count"] != count:
            problems.append(f"clean: {place}: {count} findings, {label['count']} judged")
    for place in labelled:
        if place not in found:
            problems.append(f"clean: the judged finding {place} is gone")
    defects = lint(lint_tool, out / "django-defects")
    by_entry = {}
    for finding in defects:
        path = out / finding["file"]
        key = entry_at(path, finding["line"]) if path.name != "pack.json" else None
        by_entry.setdefault((path.name, key), set()).add(finding["rule"])
    expected = json.loads((out / "expected.json").read_text(encoding="utf-8"))
    caught = missed = quiet = 0
    for defect in expected:
        rules = by_entry.get((defect["file"], defect["key"]), set())
        if defect["rule"] is None:
            if "strings-length" in rules:
                problems.append(f"defects: a limit exactly the text's length was reported: {defect}")
            else:
                quiet += 1
        elif defect["rule"] in rules:
            caught += 1
        else:
            missed += 1
            problems.append(f"defects: missed {defect}")
    injected = {(d["file"], d["key"]) for d in expected}
    for (name, key), rules in sorted(by_entry.items(), key=str):
        extra = {rule for rule in rules if rule.startswith("strings-")} - ({"strings-placeholders"} if (("strings-placeholders", name, key) in labelled) else set())
        if (name, key) not in injected and extra:
            problems.append(f"defects: {name} {key}: {sorted(extra)} where nothing was injected")
    kinds = {}
    for defect in expected:
        kinds[defect["defect"]] = kinds.get(defect["defect"], 0) + 1
    print(f"check.py: clean: {len(clean)} findings, all judged; injected: {caught} of {caught + missed} caught, "
          f"{quiet} exact limits quiet; by defect: {dict(sorted(kinds.items()))}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
