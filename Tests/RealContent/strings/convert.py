#!/usr/bin/env python3
"""Django's translations (PyPI wheel `django`, BSD-3-Clause) as `strings` packs for the app-text
rules, measured on content they were not written against.

Reads every gettext catalogue (.po) of the wheel for the locales below and writes, into OUT:

- `django-clean/`: one strings file per catalogue and locale (table `<domain>-<locale>`, locales
  en and that locale), each translated, non-fuzzy message an entry: English from msgid (and
  msgid_plural as "other"), the translation from msgstr (msgstr[n] mapped to CLDR categories by
  evaluating the catalogue's own Plural-Forms expression on CLDR's integer witnesses of each
  category). Placeholders of python-format and javascript-format messages become {name}
  (%(name)s) and {argN} (the N-th %s/%d); %% becomes %; braces of any other text are doubled.
- `django-defects/`: the same files with defects injected, one per entry, listed in
  `django-defects/expected.json` as (file, key, rule): a plural form dropped, a plural form a
  locale does not have added, a locale's forms replaced by one string, a placeholder renamed, a
  placeholder dropped, a stray brace, and a maxLength one character short of the translation
  (and, not a defect, one exactly its length).

Usage: convert.py DJANGO-WHEEL OUT
"""
import json
import random
import re
import sys
import unicodedata
import zipfile
from pathlib import Path

LOCALES = ["ru", "uk", "pl", "cs", "fr", "de", "es", "ar"]
# CLDR's categories of each locale with an integer that takes it (None: fractions only)
WITNESSES = {
    "en": {"one": 1, "other": 2},
    "de": {"one": 1, "other": 2},
    "ru": {"one": 1, "few": 2, "many": 5, "other": None},
    "uk": {"one": 1, "few": 2, "many": 5, "other": None},
    "pl": {"one": 1, "few": 2, "many": 5, "other": None},
    "cs": {"one": 1, "few": 2, "many": None, "other": 5},
    "fr": {"one": 1, "many": 1000000, "other": 2},
    "es": {"one": 1, "many": 1000000, "other": 2},
    "ar": {"zero": 0, "one": 1, "two": 2, "few": 3, "many": 11, "other": 100},
}


# --- .po reading -------------------------------------------------------------------------------

def unquote(text):
    body = text.strip()[1:-1]
    out, index = [], 0
    while index < len(body):
        char = body[index]
        if char == "\\" and index + 1 < len(body):
            index += 1
            out.append({"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}.get(body[index], "\\" + body[index]))
        else:
            out.append(char)
        index += 1
    return "".join(out)


def read_po(text):
    """The catalogue's messages: dicts of msgctxt, msgid, msgid_plural, msgstr (list), flags."""
    messages, current, field = [], None, None

    def finish():
        if current and "msgid" in current:
            messages.append(current)

    for line in text.splitlines():
        if line.startswith("#~"):
            continue
        if line.startswith("#,"):
            finish()
            current, field = {"flags": {flag.strip() for flag in line[2:].split(",")}}, None
            continue
        if line.startswith("#") or not line.strip():
            continue
        match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$', line)
        if match:
            keyword, number, value = match.groups()
            if keyword in ("msgid", "msgctxt") and current is not None and "msgstr" in current:
                finish()
                current = None
            if current is None:
                current = {"flags": set()}
            if keyword.startswith("msgstr"):
                strings = current.setdefault("msgstr", [])
                index = int(number or 0)
                while len(strings) <= index:
                    strings.append("")
                strings[index] = unquote(value)
                field = ("msgstr", index)
            else:
                current[keyword] = unquote(value)
                field = (keyword, None)
        elif line.startswith('"') and current is not None and field:
            if field[0] == "msgstr":
                current["msgstr"][field[1]] += unquote(line)
            else:
                current[field[0]] += unquote(line)
    finish()
    return messages


# --- gettext plural expressions (C syntax) ----------------------------------------------------

def plural_function(header):
    match = re.search(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+)", header)
    if not match:
        return 1, lambda n: 0
    count, expression = int(match.group(1)), match.group(2)
    tokens = re.findall(r"\d+|n|&&|\|\||==|!=|<=|>=|[<>%?:()!*/+-]", expression)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        position[0] += 1
        return tokens[position[0] - 1]

    levels = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

    def ternary():
        condition = binary(0)
        if peek() == "?":
            take()
            yes = ternary()
            take()  # ':'
            no = ternary()
            return lambda n: yes(n) if condition(n) else no(n)
        return condition

    def binary(level):
        if level == len(levels):
            return unary()
        left = binary(level + 1)
        while peek() in levels[level]:
            operator, right = take(), binary(level + 1)
            left = combine(operator, left, right)
        return left

    def combine(operator, left, right):
        operations = {
            "||": lambda a, b: int(bool(a) or bool(b)), "&&": lambda a, b: int(bool(a) and bool(b)),
            "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b), "<": lambda a, b: int(a < b),
            ">": lambda a, b: int(a > b), "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
            "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
            "/": lambda a, b: a // b if b else 0, "%": lambda a, b: a % b if b else 0,
        }[operator]
        return lambda n: operations(left(n), right(n))

    def unary():
        token = take()
        if token == "!":
            inner = unary()
            return lambda n: int(not inner(n))
        if token == "(":
            inner = ternary()
            take()  # ')'
            return inner
        if token == "n":
            return lambda n: n
        value = int(token)
        return lambda n: value

    function = ternary()
    return count, function


def categories_of_indexes(locale, header):
    """gettext form index -> the CLDR categories it serves, by the catalogue's own expression
    (an index serves every category whose integer witness it takes: French catalogues with
    nplurals=2 serve "many" and "other" with their second form)."""
    count, plural = plural_function(header)
    mapping = {}
    witnesses = WITNESSES[locale]
    for category, witness in witnesses.items():
        if witness is not None:
            index = plural(witness)
            if index < count:
                mapping.setdefault(index, []).append(category)
    left = [index for index in range(count) if index not in mapping]
    without = [category for category, witness in witnesses.items() if witness is None]
    if len(left) == 1 and len(without) == 1:
        mapping[left[0]] = without
    return mapping


# --- placeholders ------------------------------------------------------------------------------

PERCENT = re.compile(r"%(?:\((?P<name>[^)]*)\))?[#0 +-]*\d*(?:\.\d+)?(?P<type>[sdifrxXeEgGcu%])")


def convert(text, formatted):
    """A message in the {name} syntax: python-format placeholders named, other braces doubled."""
    if not formatted:
        return text.replace("{", "{{").replace("}", "}}")
    out, last, positional = [], 0, 0
    for match in PERCENT.finditer(text):
        out.append(text[last:match.start()].replace("{", "{{").replace("}", "}}"))
        if match.group("type") == "%":
            out.append("%")
        elif match.group("name") is not None:
            out.append("{" + match.group("name") + "}")
        else:
            positional += 1
            out.append("{arg%d}" % positional)
        last = match.end()
    out.append(text[last:].replace("{", "{{").replace("}", "}}"))
    return "".join(out)


def placeholders(text):
    return re.findall(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}", text)


# --- packs -------------------------------------------------------------------------------------

def kebab(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def catalogues(wheel):
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            match = re.match(r"django/(.*?)/?locale/([^/]+)/LC_MESSAGES/([^/]+)\.po$", name)
            if match and match.group(2) in LOCALES:
                area = kebab(match.group(1)) or "django"
                yield area + "-" + match.group(3), match.group(2), archive.read(name).decode("utf-8")


def entries(domain, locale, text):
    messages = read_po(text)
    header = next((m["msgstr"][0] for m in messages if m.get("msgid") == "" and m.get("msgstr")), "")
    mapping = categories_of_indexes(locale, header)
    found = []
    for number, message in enumerate(messages, start=1):
        if not message.get("msgid") or "fuzzy" in message["flags"]:
            continue
        strings = message.get("msgstr", [])
        formatted = bool(message["flags"] & {"python-format", "javascript-format", "c-format"})
        entry = {"key": f"{domain}-{locale}-{number}"[:64].strip("-")}
        context = message.get("msgctxt")
        if context:
            entry["comment"] = "Context: " + context
        if "msgid_plural" in message:
            if not any(strings):
                continue
            english = {"one": convert(message["msgid"], formatted), "other": convert(message["msgid_plural"], formatted)}
            forms = {category: convert(text, formatted)
                     for index, text in enumerate(strings) if text and index in mapping for category in mapping[index]}
            names = placeholders(english["other"])
            if names and "count" not in names:
                entry["pluralBy"] = names[0]
            entry["text"] = {"en": english, locale: forms}
        else:
            if not strings or not strings[0]:
                continue
            entry["text"] = {"en": convert(message["msgid"], formatted), locale: convert(strings[0], formatted)}
        found.append(entry)
    return found


def write(folder, name, table, locale, items):
    document = {"kind": "strings", "table": table, "locales": ["en", locale], "items": items}
    (folder / name).write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def pack_json(folder, pack_id):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pack.json").write_text(json.dumps({
        "kind": "pack", "id": pack_id, "version": "1.0.0", "title": {locale: "Django" for locale in ["en"] + LOCALES},
        "locales": ["en"] + LOCALES, "answers": "embedded"}, indent=1) + "\n", encoding="utf-8")


def graphemes(text):
    """A close count of grapheme clusters for the injected limits (combining marks join)."""
    return sum(1 for char in unicodedata.normalize("NFC", text) if not unicodedata.combining(char))


def inject(items, locale, file, expected, chance):
    """Defects into copies of some entries (one each); the rule that must find each."""
    for entry in items:
        if chance.random() > 0.08:
            continue
        own = entry["text"][locale]
        if isinstance(own, dict):
            kinds = ["drop-form", "add-form", "one-string"]
        else:
            kinds = ["stray-brace", "limit-short", "limit-exact"] + (["rename", "drop-placeholder"] if placeholders(own) else [])
        kind = chance.choice(kinds)
        if kind == "drop-form":
            if len(own) < 2:
                continue
            del own[chance.choice(sorted(own))]
            rule = "strings-plural-forms"
        elif kind == "add-form":
            missing = [c for c in ["zero", "one", "two", "few", "many", "other"] if c not in WITNESSES[locale] and c not in own]
            if not missing:
                continue
            own[missing[0]] = own.get("other") or next(iter(own.values()))
            rule = "strings-plural-forms"
        elif kind == "one-string":
            if locale in ("de",):
                continue
            entry["text"][locale] = own.get("other") or next(iter(own.values()))
            rule = "strings-plural-forms"
        elif kind == "rename":
            name = placeholders(own)[0]
            entry["text"][locale] = own.replace("{" + name + "}", "{" + name + "_x}", 1)
            rule = "strings-placeholders"
        elif kind == "drop-placeholder":
            name = placeholders(own)[0]
            entry["text"][locale] = own.replace("{" + name + "}", "", 1)
            if "{" + name + "}" in entry["text"][locale]:
                continue
            rule = "strings-placeholders"
        elif kind == "stray-brace":
            entry["text"][locale] = own + " {"
            rule = "strings-placeholder-syntax"
        else:
            literal = re.sub(r"(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*\}", "", own).replace("{{", "{").replace("}}", "}")
            length = graphemes(literal)
            english = entry["text"]["en"]
            english_length = graphemes(re.sub(r"(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*\}", "", english).replace("{{", "{").replace("}}", "}"))
            if length < 2 or english_length > length - (1 if kind == "limit-short" else 0):
                continue
            entry["maxLength"] = length - 1 if kind == "limit-short" else length
            rule = "strings-length" if kind == "limit-short" else None
        expected.append({"file": file, "key": entry["key"], "defect": kind, "rule": rule})


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: convert.py DJANGO-WHEEL OUT")
    out = Path(sys.argv[2])
    clean, defects = out / "django-clean", out / "django-defects"
    pack_json(clean, "django-clean")
    pack_json(defects, "django-defects")
    chance = random.Random(32)
    expected, counts = [], {"files": 0, "entries": 0, "plural": 0}
    for domain, locale, text in catalogues(sys.argv[1]):
        items = entries(domain, locale, text)
        if not items:
            continue
        name = f"{domain}-{locale}.json"
        write(clean, name, f"{domain}-{locale}"[:64], locale, items)
        counts["files"] += 1
        counts["entries"] += len(items)
        counts["plural"] += sum(isinstance(item["text"]["en"], dict) for item in items)
        copies = json.loads(json.dumps(items))
        inject(copies, locale, name, expected, chance)
        write(defects, name, f"{domain}-{locale}"[:64], locale, copies)
    (out / "expected.json").write_text(json.dumps(expected, indent=1) + "\n", encoding="utf-8")
    print(f"convert.py: {counts['files']} files, {counts['entries']} entries ({counts['plural']} counted), "
          f"{len(expected)} injected defects")


if __name__ == "__main__":
    main()
