#!/usr/bin/env bash
# Real-editor runs: headless Neovim and batch Emacs (eglot, lsp-mode) drive the built server through the
# configurations in EditorConfigs/ exactly as shipped, on Tests/Editors/fixtures/probe.design.jsonc.
# Each probe prints what the editor received and exits non-zero on any missing piece.
#
#   bash .ci/editors.sh <path to the designspec binary>
#
# Installs Debian's neovim, emacs-nox, elpa-eglot and elpa-lsp-mode when missing (needs root, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."

binary="${1:?usage: .ci/editors.sh <path to the designspec binary>}"
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
if [ ! -x "$binary" ]; then echo "editors.sh: $binary is not an executable" >&2; exit 2; fi

missing=()
command -v nvim >/dev/null 2>&1 || missing+=(neovim)
command -v emacs >/dev/null 2>&1 || missing+=(emacs-nox)
ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1 || missing+=(elpa-eglot)
ls -d /usr/share/emacs/site-lisp/elpa/lsp-mode-* >/dev/null 2>&1 || missing+=(elpa-lsp-mode)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

status=0
echo "-- static checks of the configurations CI cannot run (VS Code, Helix, Kate, Sublime, Zed)"
python3 Tests/Editors/static-checks.py || status=1
if command -v node >/dev/null 2>&1; then
  node --check EditorConfigs/vscode/extension.js && node --check EditorConfigs/vscode/scripts/copy-schema.js \
    && echo "ok   vscode: extension.js and scripts/copy-schema.js parse (node $(node --version))" || status=1
fi

echo "-- Neovim 0.11+ config (EditorConfigs/neovim/designspec-0.11.lua) on Neovim 0.7: smoke check only"
timeout 30 nvim --headless -n -i NONE --noplugin --cmd 'let g:do_filetype_lua = 1 | let g:did_load_filetypes = 0' \
  -u NONE -c 'filetype on' -c 'luafile Tests/Editors/neovim-0.11-smoke.lua' </dev/null || status=1

echo "-- Neovim (EditorConfigs/neovim/designspec.lua)"
# --cmd runs before the config, as a user's init.lua settings would.
DESIGNSPEC_PATH="$binary" timeout 60 nvim --headless -n -i NONE --noplugin \
  --cmd "lua vim.g.designspec = { rules = { ['min-touch-target'] = 'warning' } }" \
  -u EditorConfigs/neovim/designspec.lua \
  -c 'luafile Tests/Editors/neovim-probe.lua' \
  Tests/Editors/fixtures/probe.design.jsonc </dev/null || { echo "neovim run failed (exit $?)"; status=1; }

run_emacs() { # <probe file> <config file>
  echo "-- Emacs ($2)"
  local log
  log="$(mktemp)"
  if ! DESIGNSPEC_PATH="$binary" timeout 60 emacs --batch -Q -l "$1" </dev/null 2>"$log"; then
    echo "emacs run failed; its messages (last 20 lines):"
    tail -n 20 "$log"
    status=1
  fi
  rm -f "$log"
}
run_emacs Tests/Editors/eglot-probe.el EditorConfigs/emacs/designspec-eglot.el
run_emacs Tests/Editors/lsp-mode-probe.el EditorConfigs/emacs/designspec-lsp-mode.el

exit "$status"
