#!/usr/bin/env python3
"""Real questionnaires as survey packs: the two fixtures fef-questionnaire 6.0 ships (PyPI,
BSD-3-Clause; `sampleSurvey.json`, a publisher's reader survey of 10 questions, and
`testQuestions.yaml`, its test questionnaires in English and German, 15 questions), each
questionnaire one survey file, and a copy of them with defects injected.

    surveys.py SDIST PACKS     SDIST: fef-questionnaire-6.0.tar.gz; PACKS: convert.py's folder

Writes PACKS/fef-surveys, PACKS/fef-surveys-defects and appends the injected defects to
PACKS/injected.json. fef's question types map onto the survey kind's three: `open` and
`open-textfield` are text questions (fef sets no length: 2,000 characters here), `choice*` are
single or multiple choice, `-freeform` adds its "other" field as an option taking text,
`yesno`/`yesnodontknow` are choices of those answers, `yesnocomment` a yes/no choice and a text
question for the comment, `range` a choice of its numbers and `timeperiod` of its units."""
import copy
import json
import os
import re
import sys
import tarfile

sdist, packs = sys.argv[1:3]
ROOT = "fef-questionnaire-6.0/questionnaire/fixtures/"


def flow_yaml(text):
    """fef's fixture YAML (a list of `- fields: {k: v, …}` / `model:` / `pk:` entries) as Python
    values: the subset that file uses, so no YAML library is needed."""
    entries, entry, in_fields = [], None, False
    for line in text.splitlines():
        if line.startswith("- fields: {"):
            entry = {"fields": {}}
            entries.append(entry)
            in_fields = True
        elif in_fields and line.strip() == "}":
            in_fields = False
        elif in_fields and ":" in line:
            key, value = line.strip().rstrip(",").split(":", 1)
            value = value.strip()
            if value.startswith("!!timestamp"):
                value = value.split(" ", 1)[1]
            if value.startswith("'") and value.endswith("'"):
                value = value[1:-1].replace("''", "'")
            elif re.fullmatch(r"-?\d+", value):
                value = int(value)
            elif value == "null":
                value = None
            entry["fields"][key.strip()] = value
        elif line.startswith("  model:"):
            entry["model"] = line.split(":", 1)[1].strip()
        elif line.startswith("  pk:"):
            entry["pk"] = int(line.split(":", 1)[1])
    return entries


def kebab(text):
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9]+", "-", str(text).lower())).strip("-") or "x"


def clean(text):
    """fef's texts carry HTML line breaks and CRLF: what an app would show."""
    text = re.sub(r"<br\s*/?>", " ", text or "")
    return re.sub(r"\s+", " ", text).strip()


def localised(fields, prefix, locales, fallback=None):
    return {locale: clean(fields.get(f"{prefix}_{locale}") or fallback or "") for locale in locales}


WORDS = {
    "yes": {"en": "Yes", "de": "Ja"}, "no": {"en": "No", "de": "Nein"}, "dontknow": {"en": "Don't know", "de": "Weiß nicht"},
    "other": {"en": "Other", "de": "Andere"}, "comment": {"en": "Comment", "de": "Kommentar"},
    "day": {"en": "Days", "de": "Tage"}, "week": {"en": "Weeks", "de": "Wochen"}, "month": {"en": "Months", "de": "Monate"}, "year": {"en": "Years", "de": "Jahre"},
}


def word(key, locales):
    return {locale: WORDS[key][locale] for locale in locales}


def surveys(entries, locales, name):
    """One survey per questionnaire, its questions in question-set then sort order."""
    by_model = {}
    for entry in entries:
        by_model.setdefault(entry["model"], []).append(entry)
    sets = {e["pk"]: e["fields"] for e in by_model.get("questionnaire.questionset", [])}
    choices = {}
    for e in by_model.get("questionnaire.choice", []):
        choices.setdefault(e["fields"]["question"], []).append(e["fields"])
    out = {}
    for q in by_model.get("questionnaire.questionnaire", []):
        questions = [e for e in by_model.get("questionnaire.question", []) if sets.get(e["fields"]["questionset"], {}).get("questionnaire") == q["pk"]]
        questions.sort(key=lambda e: (sets[e["fields"]["questionset"]].get("sortid", 0), e["fields"].get("sort_id") or 0, e["pk"]))
        items = []
        for e in questions:
            f, qid = e["fields"], f"q{e['pk']}"
            kind = f.get("type", "open")
            text = localised(f, "text", locales)
            if kind in ("open", "open-textfield"):
                items.append({"id": qid, "type": "text", "text": text, "maxLength": 2000})
                continue
            options = []
            if kind.startswith("choice-yesno"):
                options = [{"id": "yes", "text": word("yes", locales)}, {"id": "no", "text": word("no", locales)}]
                if kind == "choice-yesnodontknow":
                    options.append({"id": "dontknow", "text": word("dontknow", locales)})
            elif kind == "range":
                low, high = map(int, re.search(r"range=(\d+)-(\d+)", f.get("checks", "")).groups())
                options = [{"id": f"n{n}", "text": {locale: str(n) for locale in locales}} for n in range(low, high + 1)]
            elif kind == "timeperiod":
                units = re.search(r"units=([a-z,]+)", f.get("checks", "")).group(1).split(",")
                options = [{"id": unit, "text": word(unit, locales)} for unit in units]
            else:
                for c in sorted(choices.get(e["pk"], []), key=lambda c: c.get("sortid", 0)):
                    options.append({"id": kebab(c["value"]), "text": localised(c, "text", locales)})
            if kind.endswith("-freeform"):
                options.append({"id": "other", "text": word("other", locales), "freeText": {"maxLength": 500}})
            question = {"id": qid, "type": "multiple" if kind.startswith("choice-multiple") else "single", "text": text, "options": options}
            items.append(question)
            if kind == "choice-yesnocomment":
                items.append({"id": qid + "-comment", "type": "text", "text": word("comment", locales), "maxLength": 2000})
        sid = kebab(q["fields"]["name"])
        out[f"surveys/{sid}.json"] = {
            "kind": "survey", "id": f"{name}-{sid}", "trigger": f"{name}-{sid}-done",
            "title": {locale: q["fields"]["name"] for locale in locales}, "questions": items}
    return out


def write(pack, locales, files):
    folder = os.path.join(packs, pack)
    os.makedirs(os.path.join(folder, "surveys"), exist_ok=True)
    with open(os.path.join(folder, "pack.json"), "w", encoding="utf-8") as f:
        json.dump({"kind": "pack", "id": pack, "version": "1.0.0", "title": {l: pack for l in locales}, "locales": locales, "answers": "separate"}, f)
    for path, value in files.items():
        with open(os.path.join(folder, path), "w", encoding="utf-8") as f:
            json.dump(value, f, ensure_ascii=False, indent=1)


with tarfile.open(sdist) as archive:
    sample = json.load(archive.extractfile(ROOT + "sampleSurvey.json"))
    tests = flow_yaml(archive.extractfile(ROOT + "testQuestions.yaml").read().decode("utf-8"))
# sampleSurvey.json is English only; testQuestions.yaml English and German: a pack each
clean_packs = {"fef-surveys": (["en"], surveys(sample, ["en"], "sample")), "fef-test-surveys": (["en", "de"], surveys(tests, ["en", "de"], "test"))}
for pack, (locales, files) in clean_packs.items():
    write(pack, locales, files)

# the defects: in a copy of the reader survey, each choice question gets one defect class in turn
injected = []
_, files = clean_packs["fef-surveys"]
broken = copy.deepcopy(files)
path = next(iter(broken))
survey = broken[path]
choice_questions = [q for q in survey["questions"] if q["type"] != "text"]
for index, question in enumerate(choice_questions):
    defect = index % 4
    if defect == 0:
        question["options"] = question["options"][:1]
        injected.append(["survey-options", f"with {1} the user", "message", "survey-options: one option left", "fef-surveys-defects"])
    elif defect == 1:
        question["options"][1]["text"] = {"en": question["options"][0]["text"]["en"].upper() + " "}
        injected.append(["survey-options", question["options"][1]["id"], "word", "survey-options: an option's text repeated in capitals", "fef-surveys-defects"])
    elif defect == 2:
        question["options"][1]["id"] = question["options"][0]["id"]
        injected.append(["survey-ids", question["options"][0]["id"], "word", "survey-ids: an option id repeated", "fef-surveys-defects"])
    else:
        question["maxChoices"] = len(question["options"]) + 1
        question["type"] = "multiple"
        injected.append(["survey-options", f"maxChoices is {len(question['options']) + 1}", "message", "survey-options: maxChoices above the options", "fef-surveys-defects"])
survey["questions"][-1]["id"] = survey["questions"][0]["id"]
injected.append(["survey-ids", survey["questions"][0]["id"], "word", "survey-ids: a question id repeated", "fef-surveys-defects"])
twin = copy.deepcopy(files[path])
twin["id"] = twin["id"] + "-again"
broken[path.replace(".json", "-again.json")] = twin
injected.append(["survey-trigger", f"trigger \"{twin['trigger']}\"", "message", "survey-trigger: a survey copied with its trigger", "fef-surveys-defects"])
write("fef-surveys-defects", ["en"], broken)

listing = os.path.join(packs, "injected.json")
existing = json.load(open(listing, encoding="utf-8")) if os.path.exists(listing) else []
with open(listing, "w", encoding="utf-8") as f:
    json.dump(existing + injected, f, ensure_ascii=False, indent=1)
questions = sum(len(s["questions"]) for _, (_, fs) in clean_packs.items() for s in fs.values())
print(f"fef surveys: {sum(len(fs) for _, (_, fs) in clean_packs.items())} surveys, {questions} questions; injected: {len(injected)}")
