#!/usr/bin/env python3
"""Every file of a built bundle has a JSON Schema (schemas/bundle/, and schemas/manifest.json for
the manifest): the contract a reader in another language is written against. This builds the
sample pack in each answer mode (embedded, separate, hashed) with content-build, then

- finds the schema of every JSON file of each bundle by its path (a file no schema covers fails:
  the contract names every file) and validates it with check-jsonschema, offline;
- does the same for each Apple String Catalog (strings/*.xcstrings, JSON);
- parses every Android string resource file (strings/android/*/*.xml) with Python's XML parser
  and checks its shape: <resources> of <string name> and <plurals name> with CLDR quantities;
- breaks a copy of one file per schema three ways (a value of the wrong type for the whole file,
  a required property taken out, an unknown property added where the schema closes the object)
  and checks that each copy is refused.

Usage: Tests/Bundle/check_bundle_schemas.py PATH-TO-content-build
"""
import fnmatch
import json
import re
import xml.etree.ElementTree as ElementTree
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY / "Tests" / "Editors"))
import check_schemas  # noqa: E402  (its check-jsonschema runner, offline)

SCHEMAS = REPOSITORY / "schemas"
# bundle path pattern -> schema, first match wins
CONTRACT = [
    ("manifest.json", "manifest.json"),
    ("answers.json", "bundle/answers.json"),
    ("tables.json", "bundle/tables.json"),
    ("revisions.json", "bundle/revisions.json"),
    ("items/*.json", "bundle/items/{name}"),
    ("anagrams/*/rounds.json", "bundle/anagram-rounds.json"),
    ("games/*/rounds.json", "bundle/game-rounds.json"),
    ("dots/*/dots.json", "bundle/dots.json"),
    ("jigsaw/*/pieces.json", "bundle/pieces.json"),
    ("strings/*.xcstrings", "bundle/xcstrings.json"),
]
QUANTITIES = {"zero", "one", "two", "few", "many", "other"}
MODES = ["embedded", "separate", "hashed"]


def schema_for(relative):
    for pattern, schema in CONTRACT:
        if fnmatch.fnmatchcase(relative, pattern) and relative.count("/") == pattern.count("/"):
            return SCHEMAS / schema.format(name=relative.split("/")[-1])
    return None


def build(content_build, folder, mode):
    """The sample pack built with its answers in `mode`: the bundle folder."""
    pack = folder / f"pack-{mode}"
    shutil.copytree(REPOSITORY / "content", pack)
    manifest = json.loads((pack / "pack.json").read_text(encoding="utf-8"))
    manifest["answers"] = mode
    (pack / "pack.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8")
    out = folder / f"out-{mode}"
    result = subprocess.run([content_build, str(pack), "-o", str(out)], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"check_bundle_schemas: content-build failed in {mode} mode:\n{result.stdout}{result.stderr}")
    return next(path for path in out.iterdir() if (path / "manifest.json").is_file())


def broken_copies(path, schema, folder):
    """(name, text) of copies of `path` the schema must refuse."""
    document = json.loads(path.read_text(encoding="utf-8"))
    rules = json.loads(schema.read_text(encoding="utf-8"))
    copies = [("wrong type", json.dumps("not a bundle file"))]
    if isinstance(document, dict):
        required = [key for key in rules.get("required", []) if key in document]
        if required:
            copies.append((f'without "{required[0]}"', json.dumps({k: v for k, v in document.items() if k != required[0]})))
        if rules.get("additionalProperties") is False or rules.get("unevaluatedProperties") is False:
            copies.append(("an unknown property", json.dumps(dict(document, zzUnknownProperty=1))))
    return copies


def android_problems(path):
    """What is wrong with an Android string resource file, by the shape aapt2 reads."""
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        return [f"{path.name}: not XML: {error}"]
    problems = [] if root.tag == "resources" else [f"{path.name}: the root is <{root.tag}>, not <resources>"]
    names = set()
    for element in root:
        name = element.get("name", "")
        if element.tag not in ("string", "plurals") or not re.fullmatch(r"[a-z][a-z0-9_]*", name) or name in names:
            problems.append(f"{path.name}: <{element.tag} name={name!r}> is not a unique string or plurals resource")
        names.add(name)
        if element.tag == "plurals":
            quantities = [item.get("quantity") for item in element]
            if not quantities or "other" not in quantities or not set(quantities) <= QUANTITIES or len(set(quantities)) != len(quantities):
                problems.append(f"{path.name}: <plurals name={name!r}> has quantities {quantities}")
        text = "".join(element.itertext())
        if re.search(r"(?<!\\)['\"]", text) or text.startswith(("@", "?")):
            problems.append(f"{path.name}: {name}: an unescaped quote, @ or ? in {text!r}")
    return problems


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_bundle_schemas.py PATH-TO-content-build")
    runner = check_schemas.check_jsonschema()
    problems, checked, refused = [], 0, 0
    with tempfile.TemporaryDirectory(prefix="bundle-schemas-") as temporary:
        folder = Path(temporary)
        by_schema = {}
        bundles = {}
        for mode in MODES:
            bundle = bundles[mode] = build(sys.argv[1], folder, mode)
            for path in sorted(bundle.rglob("strings/android/*/*.xml")):
                problems += [f"{mode}: {problem}" for problem in android_problems(path)]
                checked += 1
            for path in sorted(bundle.rglob("*.xcstrings")):
                # why: check-jsonschema reads a file by its extension; the catalog is JSON
                copy = folder / "xcstrings" / mode / (path.name + ".json")
                copy.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, copy)
                by_schema.setdefault(SCHEMAS / "bundle/xcstrings.json", []).append(copy)
            for path in sorted(bundle.rglob("*.json")):
                relative = path.relative_to(bundle).as_posix()
                schema = schema_for(relative)
                if schema is None:
                    problems.append(f"{mode}: {relative} has no schema in the contract")
                elif not schema.is_file():
                    problems.append(f"{mode}: {relative}: {schema.relative_to(REPOSITORY)} does not exist")
                else:
                    by_schema.setdefault(schema, []).append(path)
        # `content-build diff --format json` has a schema too (schemas/diff.json): the report
        # between two of the builds, which differ in where the keys are kept
        report = subprocess.run([sys.argv[1], "diff", "--format", "json", str(bundles["embedded"]), str(bundles["separate"])],
                                capture_output=True, text=True)
        if report.returncode != 0:
            problems.append(f"content-build diff --format json failed:\n{report.stdout}{report.stderr}")
        else:
            (folder / "diff.json").write_text(report.stdout, encoding="utf-8")
            by_schema.setdefault(SCHEMAS / "diff.json", []).append(folder / "diff.json")
        for schema, paths in sorted(by_schema.items()):
            result = check_schemas.run(runner, schema, paths)
            checked += len(paths)
            if result.returncode != 0:
                problems.append(f"{schema.relative_to(REPOSITORY)} refuses what the builder wrote:\n{result.stdout}{result.stderr}")
            for name, text in broken_copies(paths[0], schema, folder):
                copy = folder / "broken" / schema.relative_to(SCHEMAS).as_posix().replace("/", "-") / f"{name.replace(' ', '-')}.json"
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.write_text(text, encoding="utf-8")
                if check_schemas.run(runner, schema, [copy]).returncode == 0:
                    problems.append(f"{schema.relative_to(REPOSITORY)} accepts {paths[0].name} with {name}")
                else:
                    refused += 1
    print(f"check_bundle_schemas: {checked} files of the sample bundle in {len(MODES)} answer modes valid against "
          f"{len(by_schema)} schemas; {refused} broken copies refused")
    for problem in problems:
        print(f"check_bundle_schemas: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
