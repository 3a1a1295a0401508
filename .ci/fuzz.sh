#!/usr/bin/env bash
# Runs the libFuzzer targets in Tests/Fuzz (parser, message framer, message body scanners), each for SECONDS (default 60).
# Usage: .ci/fuzz.sh [SECONDS] [TARGET...]   e.g. `.ci/fuzz.sh 3600 FuzzParser` for an hour by hand.
# Each target keeps its corpus in .build/fuzz/<target> (seeded from Tests/Fuzz/Corpus and Examples), so
# later runs continue where earlier ones stopped; a crashing input is written to .build/fuzz/ and the
# script fails. Reproduce one with: Tests/Fuzz/.build/release/<target> <crash-file>
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=(FuzzParser FuzzFramer FuzzEnvelope); fi

echo "== fuzzing (Tests/Fuzz): ${targets[*]}, ${seconds}s each"
swift build -c release --package-path Tests/Fuzz
bin="$(swift build -c release --package-path Tests/Fuzz --show-bin-path)"

for target in "${targets[@]}"; do
  corpus=".build/fuzz/$target"
  mkdir -p "$corpus"
  cp -n Tests/Fuzz/Corpus/"$target"/* "$corpus"/
  if [ "$target" = FuzzParser ]; then cp -n Examples/*.design.json* "$corpus"/; fi
  echo "== $target for ${seconds}s"
  "$bin/$target" -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix=".build/fuzz/$target-" -print_final_stats=1 "$corpus" 2>&1 | grep -v '^#[0-9]' || true
  if ls ".build/fuzz/$target-"* >/dev/null 2>&1; then
    echo "$target found crashing inputs:"; ls ".build/fuzz/$target-"*; exit 1
  fi
done
