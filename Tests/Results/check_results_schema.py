#!/usr/bin/env python3
"""The results format's contract for apps in other languages: schemas/results.json accepts every
record of Tests/Results/records.jsonl (which the Swift writer writes byte for byte, as
ResultsFormatTests checks) and refuses every line of Tests/Results/broken.jsonl (which the Swift
reader refuses too). check-jsonschema runs offline, one file per line.

Usage: Tests/Results/check_results_schema.py
"""
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY / "Tests" / "Editors"))
import check_schemas  # noqa: E402  (its check-jsonschema runner, offline)

SCHEMA = REPOSITORY / "schemas" / "results.json"
FOLDER = REPOSITORY / "Tests" / "Results"


def lines(name):
    return [line for line in (FOLDER / name).read_text(encoding="utf-8").split("\n") if line.strip()]


def main():
    runner = check_schemas.check_jsonschema()
    problems = []
    with tempfile.TemporaryDirectory(prefix="results-schema-") as temporary:
        folder = Path(temporary)
        good = []
        for number, line in enumerate(lines("records.jsonl"), 1):
            path = folder / f"record-{number}.json"
            path.write_text(line, encoding="utf-8")
            good.append(path)
        result = check_schemas.run(runner, SCHEMA, good)
        if result.returncode != 0:
            problems.append(f"schemas/results.json refuses a written record:\n{result.stdout}{result.stderr}")
        broken = lines("broken.jsonl")
        for number, line in enumerate(broken, 1):
            path = folder / f"broken-{number}.json"
            path.write_text(line, encoding="utf-8")
            if check_schemas.run(runner, SCHEMA, [path]).returncode == 0:
                problems.append(f"schemas/results.json accepts broken.jsonl line {number}: {line}")
    if problems:
        sys.exit("\n".join(problems))
    print(f"check_results_schema: {len(good)} records accepted, {len(broken)} broken lines refused by schemas/results.json")


if __name__ == "__main__":
    main()
