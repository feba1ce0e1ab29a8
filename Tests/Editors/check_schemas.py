#!/usr/bin/env python3
"""Editors see what the linter sees: check-jsonschema, offline and with no base URI, validates
every content file of the sample pack against the schema its "$schema" names (a path relative to
the file), and rejects broken files; a copy of the pack outside this repository validates the
same way against the schemas `content-lint schemas -o .schemas` writes into it.

Usage: Tests/Editors/check_schemas.py [PATH-TO-content-lint]
Without a content-lint binary (default: .build/debug/content-lint) the copied-pack check is
skipped, and says so. Installs check-jsonschema into .build/editors-python when it is missing.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
CONTENT = REPOSITORY / "content"
TOOLS = REPOSITORY / ".build" / "editors-python"
# why: with no network namespace, a proxy nobody listens on makes any download fail at once
DEAD_PROXY = "http://127.0.0.1:9"


def check_jsonschema():
    """The command running check-jsonschema, and the environment it needs."""
    try:
        import check_jsonschema  # noqa: F401
        return [sys.executable, "-m", "check_jsonschema"], {}
    except ImportError:
        pass
    if not (TOOLS / "check_jsonschema").is_dir():
        print("check_schemas: installing check-jsonschema into .build/editors-python", flush=True)
        # why: --target installs beside the build, which Debian 12 allows (PEP 668 refuses the
        # system's site-packages) and needs no venv package
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "--root-user-action=ignore",
                        "--target", str(TOOLS), "check-jsonschema"], check=True)
    return [sys.executable, "-m", "check_jsonschema"], {"PYTHONPATH": str(TOOLS)}


def offline(command, extra_environment):
    """`command` cut off from the network: no network namespace when the machine allows one,
    and a dead proxy either way."""
    environment = dict(os.environ, **extra_environment)
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY", "all_proxy"):
        environment[name] = DEAD_PROXY
    environment.pop("NO_PROXY", None)
    environment.pop("no_proxy", None)
    unshare = shutil.which("unshare")
    if unshare and subprocess.run([unshare, "-rn", "true"], capture_output=True).returncode == 0:
        command = [unshare, "-rn"] + command
    return command, environment


def content_files(root):
    """The pack's JSON files, hidden folders left out (as the linter does)."""
    return sorted(path for path in root.rglob("*.json")
                  if not any(part.startswith(".") for part in path.relative_to(root).parts))


def schema_of(path):
    """The schema file a content file's "$schema" names, and the problem when it names none."""
    document = json.loads(path.read_text(encoding="utf-8"))
    reference = document.get("$schema")
    if not isinstance(reference, str) or ":" in reference:
        return None, f'{path}: "$schema" must be a relative path, found {reference!r}'
    schema = (path.parent / reference).resolve()
    expected = f'{document.get("kind")}.json'
    if schema.name != expected:
        return None, f'{path}: "$schema" names {schema.name}, its kind\'s schema is {expected}'
    if not schema.is_file():
        return None, f'{path}: "$schema" names {reference}, which does not exist'
    return schema, None


def validate(runner, files):
    """Runs check-jsonschema once per schema over the files naming it: (problems, files checked)."""
    problems = []
    by_schema = {}
    for path in files:
        schema, problem = schema_of(path)
        if problem:
            problems.append(problem)
        else:
            by_schema.setdefault(schema, []).append(path)
    for schema, paths in sorted(by_schema.items()):
        result = run(runner, schema, paths)
        if result.returncode != 0:
            problems.append(f"check-jsonschema --schemafile {schema} failed:\n{result.stdout}{result.stderr}")
    return problems, sum(len(paths) for paths in by_schema.values())


def run(runner, schema, paths):
    base, environment = runner
    command, environment = offline(base + ["--schemafile", str(schema)] + [str(p) for p in paths], environment)
    return subprocess.run(command, capture_output=True, text=True, env=environment)


def set_schema(text, reference):
    """The file's text with its "$schema" value replaced, the rest byte for byte."""
    document = json.loads(text)
    old = json.dumps(document["$schema"], ensure_ascii=False)
    return text.replace(f'"$schema": {old}', f'"$schema": {json.dumps(reference)}', 1)


def broken_files_fail(runner, folder):
    """Broken copies of the riddles fail, each for the reason planted (found through common.json
    for the difficulty, so the cross-file $ref resolved)."""
    original = CONTENT / "riddles" / "riddles.json"
    text = original.read_text(encoding="utf-8")
    items = json.loads(text)["items"]
    first = json.dumps(items[0]["id"], ensure_ascii=False)
    cases = {
        "difficulty": (text.replace(f'"difficulty": {items[0]["difficulty"]}', '"difficulty": 12', 1),
                       "12 is greater than the maximum of 10"),
        "typo": (text.replace(f'"id": {first}', f'"id": {first}, "dificulty": 2', 1), "dificulty"),
    }
    problems = []
    target = folder / "broken" / "riddles"
    target.mkdir(parents=True)
    for name, (broken, reason) in cases.items():
        if broken == text:
            problems.append(f"could not plant the {name} defect in {original}")
            continue
        path = target / f"{name}.json"
        reference = os.path.relpath(CONTENT.parent / "schemas" / "riddles.json", target)
        path.write_text(set_schema(broken, reference), encoding="utf-8")
        schema, problem = schema_of(path)
        if problem:
            problems.append(problem)
            continue
        result = run(runner, schema, [path])
        if result.returncode != 1 or reason not in result.stdout:
            problems.append(f"the {name} defect was not reported as {reason!r} (exit {result.returncode}):\n"
                            f"{result.stdout}{result.stderr}")
    return problems


def pack_elsewhere_validates(runner, content_lint, folder):
    """The recommended layout for a pack in its own repository: `content-lint schemas -o
    PACK/.schemas`, each "$schema" a path into it."""
    pack = folder / "pack"
    for path in content_files(CONTENT):
        copy = pack / path.relative_to(CONTENT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(path.read_bytes())
    written = subprocess.run([content_lint, "schemas", "-o", str(pack / ".schemas")], capture_output=True, text=True)
    if written.returncode != 0:
        return [f"content-lint schemas failed: {written.stderr}"], 0
    for path in content_files(pack):
        kind = json.loads(path.read_text(encoding="utf-8"))["kind"]
        reference = os.path.relpath(pack / ".schemas" / f"{kind}.json", path.parent)
        path.write_text(set_schema(path.read_text(encoding="utf-8"), reference), encoding="utf-8")
    return validate(runner, content_files(pack))


def main():
    content_lint = sys.argv[1] if len(sys.argv) > 1 else str(REPOSITORY / ".build" / "debug" / "content-lint")
    runner = check_jsonschema()
    problems, checked = validate(runner, content_files(CONTENT))
    print(f"check_schemas: {checked} files of content/ valid through their \"$schema\" (offline, no base URI)"
          if not problems else "check_schemas: the sample pack does not validate through its \"$schema\"")
    with tempfile.TemporaryDirectory(prefix="check-schemas-") as temporary:
        folder = Path(temporary)
        broken = broken_files_fail(runner, folder)
        if not broken:
            print("check_schemas: broken files fail for the planted reasons")
        problems += broken
        if os.access(content_lint, os.X_OK):
            elsewhere, copied = pack_elsewhere_validates(runner, content_lint, folder)
            if not elsewhere:
                print(f"check_schemas: a copy of the pack with `content-lint schemas -o .schemas`: {copied} files valid")
            problems += elsewhere
        else:
            print(f"check_schemas: skipped the copied pack: no content-lint at {content_lint}")
    for problem in problems:
        print(f"check_schemas: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
