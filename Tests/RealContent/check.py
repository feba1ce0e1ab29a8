#!/usr/bin/env python3
"""Lints the real-content packs and compares the findings with the frozen labels.

Usage: check.py CONTENT_LINT DICTIONARIES PACKS LABELS [--write-unjudged FILE]

Clean packs (every item correct as published): each finding must be labelled, by rule, file and
message, "true" (right about the content) or "false" (a false alarm, judged by eye, with why).
Defect packs: the injected defects (PACKS/injected.json) are each caught by a finding of their
rule naming the item or word (in the pack it was injected into, where the entry names one). Prints per rule the findings on clean content (true / false, by
severity) and the recall on each injected class. Fails when a finding on clean content has no
label (judge it: a false one that comes back after a fix fails here too), when a finding labelled
true went, when a clean pack has a false error, or when an injected class is caught below 95 %."""
import collections, json, re, subprocess, sys

lint, dictionaries, packs, labels_path = sys.argv[1:5]
write_unjudged = sys.argv[6] if len(sys.argv) > 6 and sys.argv[5] == "--write-unjudged" else None
labels = json.load(open(labels_path, encoding="utf-8"))
injected = json.load(open(f"{packs}/injected.json", encoding="utf-8"))


def findings(pack):
    result = subprocess.run([lint, "--no-cache", "--format", "json", "--dictionaries", dictionaries, f"{packs}/{pack}"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode not in (0, 1):
        sys.exit(f"content-lint failed on {pack}: {result.stderr.decode()[:2000]}")
    prefix = f"{packs}/{pack}/"
    return [dict(d, file=d["file"][len(prefix):] if d["file"].startswith(prefix) else d["file"]) for d in json.loads(result.stdout)["diagnostics"]]


failures = []
table = collections.defaultdict(lambda: collections.Counter())
unjudged = {}
for pack, judged in labels["clean"].items():
    found = findings(pack)
    by_key = {(l["rule"], l["file"], l["message"]): l for l in judged}
    seen = set()
    for d in found:
        key = (d["rule"], d["file"], d["message"])
        label = by_key.get(key)
        if label is None:
            failures.append(f"{pack}: unjudged {d['severity']} [{d['rule']}] {d['file']}: {d['message']}")
            unjudged.setdefault(pack, []).append({"rule": d["rule"], "file": d["file"], "message": d["message"], "verdict": "?", "why": ""})
            continue
        seen.add(key)
        table[d["rule"]][(d["severity"], label["verdict"])] += 1
        if label["verdict"] == "false" and d["severity"] == "error":
            failures.append(f"{pack}: false error [{d['rule']}] {d['file']}: {d['message']}")
    for key, label in by_key.items():
        if key not in seen and label["verdict"] == "true":
            failures.append(f"{pack}: a true finding went: [{key[0]}] {key[1]}: {key[2]}")
        elif key not in seen:
            print(f"fixed since labelled (remove the label): {pack} [{key[0]}] {key[2]}")

recall = collections.defaultdict(lambda: [0, 0, 0])
findings_by_pack = {pack: findings(pack) for pack in labels["defects"]}
all_defect_findings = [d for found in findings_by_pack.values() for d in found]
for entry in injected:
    # [rules, key] or [rules, text, "message", "word" or "file", class] or the same with the pack it is in
    rules, key = entry[0], entry[1]
    how, name = (entry[2], entry[3]) if len(entry) > 3 else (None, rules)
    if len(entry) > 4 and entry[4] not in findings_by_pack:
        failures.append(f"injected into {entry[4]}, which labels.json does not list as a defect pack")
    defect_findings = findings_by_pack.get(entry[4], []) if len(entry) > 4 else all_defect_findings
    wanted = set(rules.split("|"))
    # the finding names the item or word, or the part of the word it is about (text rules split
    # words at an apostrophe); a defect marked "message" is caught by a finding whose message
    # holds the text (a level is named by its number, not quoted)
    if how == "message":
        catching = [d for d in defect_findings if d["rule"] in wanted and key in d["message"]]
    elif how == "file":
        catching = [d for d in defect_findings if d["rule"] in wanted and d["file"] == key]
    else:
        catching = [d for d in defect_findings
                    if d["rule"] in wanted and any(q == key or (len(q) >= 2 and q in key) for q in re.findall(r'"([^"]+)"', d["message"]))]
    recall[name][0] += bool(catching)
    recall[name][1] += 1
    recall[name][2] += any(d["severity"] in ("error", "warning") for d in catching)
for rules, (caught, total, _) in sorted(recall.items()):
    if caught < 0.95 * total:
        failures.append(f"injected {rules}: {caught} of {total} caught, under 95 %")

print(f"{'rule':<26} {'clean: true':>12} {'false':>6}  (errors / warnings / infos false)")
for rule, counts in sorted(table.items()):
    true = sum(v for (s, verdict), v in counts.items() if verdict == "true")
    false = sum(v for (s, verdict), v in counts.items() if verdict == "false")
    by_severity = " / ".join(str(counts[(s, "false")]) for s in ("error", "warning", "info"))
    print(f"{rule:<26} {true:>12} {false:>6}  ({by_severity})")
for rules, (caught, total, warned) in sorted(recall.items()):
    print(f"injected {rules:<30} {caught}/{total} caught ({100 * caught / total:.0f} %), {warned} as warnings or errors")
if write_unjudged:
    json.dump(unjudged, open(write_unjudged, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
for failure in failures:
    print("FAIL " + failure)
sys.exit(1 if failures else 0)
