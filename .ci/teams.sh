#!/usr/bin/env bash
# Where Swift teams run designspec besides SwiftPM: the pre-commit hooks (.pre-commit-hooks.yaml, run
# with `pre-commit try-repo` in a scratch git repository) and the GitHub Actions example
# (docs/examples/designspec-code-scanning.yml: its check step runs as written and its SARIF is validated
# against the SARIF 2.1.0 schema; its build step is the release variant of the build .ci/run does).
#
# Usage: .ci/teams.sh <path to the designspec binary>
# Creates (or reuses) the virtual environment .build/venv-teams with the pinned .ci/teams-requirements.txt.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <path to the designspec binary>" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
venv="$root/.build/venv-teams"
requirements="$root/.ci/teams-requirements.txt"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! cmp -s "$requirements" "$venv/.requirements.txt"; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/.requirements.txt"
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

echo "-- the YAML files parse and say what the docs say"
"$venv/bin/python" - "$root" "$scratch" <<'PY'
import re, sys, yaml
root = sys.argv[1]
hooks = {hook["id"]: hook for hook in yaml.safe_load(open(f"{root}/.pre-commit-hooks.yaml"))}
assert set(hooks) == {"designspec-check", "designspec-format"}, hooks
for hook_id, entry in [("designspec-check", "designspec check"), ("designspec-format", "designspec format")]:
    hook = hooks[hook_id]
    assert hook["entry"] == entry and hook["language"] == "system", hook
    pattern = re.compile(hook["files"])
    assert all(pattern.search(name) for name in ["a.design.json", "dir/b.design.jsonc"]), hook
    assert not any(pattern.search(name) for name in ["a.json", "a.design.json.bak", "tokens.jsonc"]), hook

workflow = yaml.safe_load(open(f"{root}/docs/examples/designspec-code-scanning.yml"))
assert workflow["permissions"]["security-events"] == "write", workflow["permissions"]
steps = workflow["jobs"]["designspec"]["steps"]
check = next(step for step in steps if step.get("id") == "check")
upload = next(step for step in steps if step.get("uses", "").startswith("github/codeql-action/upload-sarif@"))
assert steps.index(upload) > steps.index(check)
assert f"> {upload['with']['sarif_file']}" in check["run"], (check["run"], upload)
open(sys.argv[2] + "/workflow-check-step.sh", "w").write(check["run"])
PY

echo "-- the workflow's check step, as written, on a repository of specs"
mkdir -p "$scratch/workflow"
cp -R "$root/Examples" "$scratch/workflow/"
(cd "$scratch/workflow" && DESIGNSPEC="$binary" GITHUB_OUTPUT="$scratch/github-output" bash -e "$scratch/workflow-check-step.sh")
grep -qx "errors=1" "$scratch/github-output" || { echo "the showcase's errors should set errors=1"; cat "$scratch/github-output"; exit 1; }
"$venv/bin/python" - "$root/Tests/DesignSpecCLITests/Resources/sarif-schema-2.1.0.json" "$scratch/workflow/designspec.sarif" <<'PY'
import json, sys, jsonschema
schema, log = (json.load(open(path)) for path in sys.argv[1:3])
jsonschema.validate(log, schema, cls=jsonschema.Draft7Validator)
results = log["runs"][0]["results"]
assert any(result["level"] == "error" for result in results), "the showcase has errors"
print(f"designspec.sarif: valid SARIF 2.1.0, {len(results)} results")
PY

echo "-- pre-commit try-repo (designspec on PATH)"
repo="$scratch/app"
mkdir -p "$repo"
git -C "$repo" init --quiet
cp "$root/Examples/showcase.design.jsonc" "$repo/bad.design.jsonc"
cp "$root/Examples/recipes.design.jsonc" "$repo/good.design.jsonc"
printf '{"name":"Unformatted","platforms":{"iOS":"17.0"}}\n' > "$repo/unformatted.design.json"
git -C "$repo" add .
export PATH="$(dirname "$binary"):$PATH" PRE_COMMIT_HOME="$scratch/pre-commit-home"
cd "$repo"
"$venv/bin/pre-commit" try-repo "$root" designspec-check --files good.design.jsonc
set +e
"$venv/bin/pre-commit" try-repo "$root" designspec-check --files bad.design.jsonc > "$scratch/bad.txt" 2>&1
status=$?
"$venv/bin/pre-commit" try-repo "$root" designspec-format --files unformatted.design.json > "$scratch/format.txt" 2>&1
format_status=$?
set -e
grep -m 3 -F "bad.design.jsonc:" "$scratch/bad.txt"
if [ "$status" -eq 0 ] || ! grep -qF "bad.design.jsonc:479:19: error: Slider can't appear on tvOS" "$scratch/bad.txt"; then
  cat "$scratch/bad.txt"; echo "designspec-check should fail on the showcase's errors and print them"; exit 1
fi
if [ "$format_status" -eq 0 ] || ! grep -qF "files were modified by this hook" "$scratch/format.txt"; then
  cat "$scratch/format.txt"; echo "designspec-format should reformat the file and stop the commit"; exit 1
fi
designspec format --check unformatted.design.json
echo "pre-commit hooks: check passed on a clean spec, failed on errors; format rewrote the file"
