"""Peer for the lint benchmark: validates every content file of a pack against its kind's schema
with jsonschema-rs (schema validation only), the way a Python pipeline would."""
import json
import os
import sys

import jsonschema_rs

BASE = "https://contentkit.dev/schemas/v1/"


def main():
    schemas_dir, root = sys.argv[1], sys.argv[2]
    schemas = {}
    for name in os.listdir(schemas_dir):
        with open(os.path.join(schemas_dir, name), encoding="utf-8") as f:
            # why: the files carry no $id (editors resolve their $refs beside the file); the
            # registry needs one URI per schema for "common.json#..." to resolve against.
            schemas[name] = {**json.load(f), "$id": BASE + name}
    registry = jsonschema_rs.Registry([(BASE + name, schema) for name, schema in schemas.items()])
    validators = {name[:-5]: jsonschema_rs.validator_for(schema, registry=registry) for name, schema in schemas.items()}
    invalid = 0
    checked = 0
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".json"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                document = json.load(f)
            checked += 1
            if not validators[document["kind"]].is_valid(document):
                invalid += 1
    print(f"jsonschema-rs: {checked} files, {invalid} invalid")
    sys.exit(1 if invalid else 0)


if __name__ == "__main__":
    main()
