"""Times content-lint side by side with check-jsonschema and jsonschema-rs on the same corpus and
schemas, in one run, and prints a table: content-lint without its cache (every file checked, the
peers' work) and with a warm one (nothing changed since the last run) as separate rows, and the
peers' ratios against the rows without the cache.

Usage: compare.py CONTENT_LINT VENV_BIN SCHEMAS CORPUS ONE_FILE_PACK"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def run(command, expect_ok=True):
    """Wall seconds and CPU seconds (user + system) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if expect_ok and result.returncode != 0:
        sys.exit(f"{command[0]} failed ({result.returncode}):\n{result.stdout.decode()[:2000]}{result.stderr.decode()[:2000]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(commands, runs):
    """Median wall and CPU over `runs` repetitions of a list of commands run one after another."""
    walls, cpus = [], []
    for _ in range(runs):
        wall = cpu = 0.0
        for command in commands:
            w, c = run(command)
            wall += w
            cpu += c
        walls.append(wall)
        cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus)


def files_by_kind(root):
    kinds = {}
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".json") and name != "pack.json":
                kinds.setdefault(os.path.basename(folder), []).append(os.path.join(folder, name))
    return kinds


def check_jsonschema_commands(venv_bin, schemas, root):
    commands = []
    for kind, files in sorted(files_by_kind(root).items()):
        schema = os.path.abspath(os.path.join(schemas, kind + ".json"))
        commands.append([os.path.join(venv_bin, "check-jsonschema"), "--schemafile", schema] + files)
    pack = os.path.abspath(os.path.join(schemas, "pack.json"))
    commands.append([os.path.join(venv_bin, "check-jsonschema"), "--schemafile", pack, os.path.join(root, "pack.json")])
    return commands


def schema_only_config(content_lint, folder):
    """A content-lint configuration turning off every rule but the JSON, kind and schema checks
    and those a configuration may not turn off (assets, ids, the pack's version: cheap on this
    corpus, which has no pictures): the same work as the peers do, for a like-for-like row."""
    listing = subprocess.run([content_lint, "--list-rules"], stdout=subprocess.PIPE, check=True).stdout.decode()
    ids = [line.split()[0] for line in listing.splitlines() if line.strip()]
    kept = {"schema", "content-kind", "asset-content", "asset-missing", "asset-outside-pack", "asset-type",
            "id-unique", "pack-version-semver"}
    rules = {rule: "off" for rule in ids if rule not in kept and not rule.startswith("json-")}
    path = os.path.join(folder, "schema-only.json")
    with open(path, "w") as f:
        json.dump({"rules": rules}, f)
    return path, len(ids)


def main():
    content_lint, venv_bin, schemas, corpus, one_file = sys.argv[1:6]
    here = os.path.dirname(os.path.abspath(__file__))
    rs_script = [os.path.join(venv_bin, "python"), os.path.join(here, "jsonschema_rs_validate.py"), schemas]
    count = sum(len(f) for f in files_by_kind(corpus).values()) + 1
    work = os.path.dirname(os.path.abspath(corpus))
    config, rule_count = schema_only_config(content_lint, work)
    # why: the warm rows keep their cache in a folder of this run's own, made warm by one run first
    cache = ["--cache-dir", os.path.join(work, "lint-cache")]
    rows = []
    print(f"corpus: {count} files; 2 cores; medians; ratios are peer wall time / content-lint wall time "
          "without its cache (the peers have none): like with like", flush=True)
    for label, runs_ours, runs_rs, runs_cj, root in (("whole corpus", 7, 7, 1, corpus), ("one file", 21, 11, 3, one_file)):
        cold = measure([[content_lint, "--no-cache", root]], runs_ours)
        schema_cold = measure([[content_lint, "--no-cache", "--config", config, root]], runs_ours)
        run([content_lint] + cache + [root])
        warm = measure([[content_lint] + cache + [root]], runs_ours)
        run([content_lint] + cache + ["--config", config, root])
        schema_warm = measure([[content_lint] + cache + ["--config", config, root]], runs_ours)
        rs = measure([rs_script + [root]], runs_rs)
        cj = measure(check_jsonschema_commands(venv_bin, schemas, root), runs_cj)
        rows.append((label, f"content-lint, all {rule_count} rules, no cache", cold, None, None))
        rows.append((label, "content-lint, JSON + schema rules, no cache", schema_cold, None, None))
        rows.append((label, f"content-lint, all {rule_count} rules, warm cache", warm, None, None))
        rows.append((label, "content-lint, JSON + schema rules, warm cache", schema_warm, None, None))
        rows.append((label, "jsonschema-rs (schemas only)", rs, rs[0] / cold[0], rs[0] / schema_cold[0]))
        rows.append((label, "check-jsonschema (schemas only)", cj, cj[0] / cold[0], cj[0] / schema_cold[0]))
    print(f"{'case':<14} {'tool':<48} {'wall s':>8} {'CPU s':>8} {'vs all rules':>13} {'vs schema rules':>16}")
    for label, tool, (wall, cpu), ratio_all, ratio_schema in rows:
        all_text = f"{ratio_all:.2f}x" if ratio_all is not None else ""
        schema_text = f"{ratio_schema:.2f}x" if ratio_schema is not None else ""
        print(f"{label:<14} {tool:<48} {wall:>8.3f} {cpu:>8.3f} {all_text:>13} {schema_text:>16}")


if __name__ == "__main__":
    main()
