#!/usr/bin/env bash
# LSP conformance: runs the pytest-lsp suite in Tests/Conformance against a built server binary,
# with the neovim@v0.7.0, visual-studio-code and emacs capability sets.
#
# Usage: .ci/conformance.sh <path to the designspec binary>
# Creates (or reuses) the virtual environment .venv-conformance at the repository root and installs
# the pinned packages from Tests/Conformance/requirements.txt. Exits non-zero when a test fails or
# when no test ran.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <path to the designspec binary>" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
if [ ! -x "$binary" ]; then
  echo "conformance: $binary is not an executable" >&2
  exit 2
fi

venv="$root/.venv-conformance"
requirements="$root/Tests/Conformance/requirements.txt"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! cmp -s "$requirements" "$venv/.requirements.txt"; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/.requirements.txt"
fi

cd "$root/Tests/Conformance"
DESIGNSPEC_BIN="$binary" "$venv/bin/python" -m pytest -p no:cacheprovider -q
