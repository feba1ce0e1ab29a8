#!/usr/bin/env bash
# A real pre-commit run of this repository's hooks (.pre-commit-hooks.yaml) in a designer's
# repository: the sample pack committed, one riddle changed (the hook runs and passes, timed), a
# slides file deleted with `git rm` (the hook runs although only a deletion is staged, and blocks
# the commit). Uses the content-lint-system hook with the content-lint given.
#   Tests/PreCommit/run.sh CONTENT_LINT
set -euo pipefail
cd "$(dirname "$0")/../.."
toolchain=$(pwd)
lint_dir=$(cd "$(dirname "$1")" && pwd)
venv=.build/pre-commit-venv
if [ ! -x "$venv/bin/pre-commit" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q pre-commit
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PATH="$lint_dir:$toolchain/$venv/bin:$PATH" XDG_CACHE_HOME="$work/cache" PRE_COMMIT_HOME="$work/pre-commit-home"
git -C "$work" init -q designer
cd "$work/designer"
git config user.email designer@example.invalid
git config user.name Designer
cp -r "$toolchain/content" content
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $toolchain
    rev: $(git -C "$toolchain" rev-parse HEAD)
    hooks:
      - id: content-lint-system
        args: [content]
YAML
git add -A
git commit -qm "the pack" --no-verify
pre-commit install >/dev/null
pre-commit run --all-files >/dev/null 2>&1 || true   # first run: pre-commit clones the hook repository

riddle=$(ls content/riddles/*.json | head -1)
python3 - "$riddle" <<'PY'
import json, sys
path = sys.argv[1]
value = json.load(open(path))
value["items"][0]["difficulty"] = 1 + value["items"][0].get("difficulty", 1) % 10
json.dump(value, open(path, "w"), ensure_ascii=False, indent=2)
PY
git add "$riddle"
start=$(date +%s%N)
git commit -qm "a riddle's difficulty" >/dev/null
echo "commit of one changed riddle: passed in $(( ($(date +%s%N) - start) / 1000000 )) ms (hook and git)"

slides=$(ls content/slides/*.json | head -1)
git rm -q "$slides"
start=$(date +%s%N)
if git commit -qm "remove a slides file" > "$work/blocked.txt" 2>&1; then
  cat "$work/blocked.txt"
  echo "FAIL: the deletion was committed"; exit 1
fi
echo "commit of a deletion only ($slides): blocked in $(( ($(date +%s%N) - start) / 1000000 )) ms"
grep -E "error:" "$work/blocked.txt" | head -3
grep -q "Skipped" "$work/blocked.txt" && { echo "FAIL: the hook was skipped"; exit 1; }
echo "pre-commit: ok"
