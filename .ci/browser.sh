#!/usr/bin/env bash
# A real browser on the preview pages: installs Debian's chromium when missing, writes the preview
# of every example (every platform) and of the gradients-and-materials golden fixture and the
# `check --format html` report of Examples/, loads them headless and offline, and fails on a blank
# page, a missing screen, a console error (an inline style the page's content security policy
# blocks is one), any network request, a badge or label covering the drawing, or a background the
# spec gives that is not drawn
# (.ci/browser_check.py says how). Screenshots go to .build/browser/; `--update-docs` also copies
# the showcase screenshot to docs/preview-showcase.png (the one README shows); so does DESIGNSPEC_UPDATE=1,
# the switch that regenerates every generated file.
# usage: .ci/browser.sh [<designspec binary>] [--update-docs]
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
update_docs=0
if [ "${DESIGNSPEC_UPDATE:-}" = 1 ]; then update_docs=1; fi
for argument in "$@"; do
  case "$argument" in
    --update-docs) update_docs=1 ;;
    *) binary="$argument" ;;
  esac
done
if [ -z "$binary" ]; then
  swift build --product designspec
  binary="$(swift build --show-bin-path)/designspec"
fi

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium (Debian package)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

out=.build/browser
rm -rf "$out"
mkdir -p "$out/pages"
# One page per example: together they draw every platform (iOS, iPadOS, macOS, tvOS, visionOS, watchOS).
"$binary" preview Examples/*.design.jsonc --out "$out/pages" >/dev/null
# Gradients and materials (SVG definitions, the angular sweep), which the examples do not use yet.
styles=Tests/SpecPreviewTests/Fixtures/kinds/color-styles.design.jsonc
"$binary" preview "$styles" --out "$out/pages" >/dev/null
set +e
"$binary" check --format html Examples > "$out/pages/check-report.html"
status=$?
set -e
if [ "$status" -ne 1 ]; then echo "check --format html on Examples/ should exit 1 (the showcase has errors), got $status"; exit 1; fi

examples="$(find Examples -name '*.design.json' -o -name '*.design.jsonc' | sort | paste -sd, -)"
pages=()
for spec in Examples/*.design.jsonc; do
  name="$(basename "$spec" .design.jsonc)"
  pages+=("$out/pages/$name.preview.html:$spec")
done
pages+=("$out/pages/color-styles.preview.html:$styles")
python3 .ci/browser_check.py --out "$out" "${pages[@]}" "$out/pages/check-report.html:$examples"

if [ "$update_docs" -eq 1 ]; then
  mkdir -p docs
  cp "$out/showcase.preview-top.png" docs/preview-showcase.png
  echo "updated docs/preview-showcase.png"
fi
