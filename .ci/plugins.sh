#!/usr/bin/env bash
# The SwiftPM plugins in a package that uses them the way an app's package would (Tests/PluginFixture):
# the build-tool plugin prints a target's findings as clang-style lines and fails the build exactly when
# `designspec check` would exit 1; `swift package designspec check|format` runs the package's designspec.
# The fixture builds designspec again in its own scratch folder, .build/plugin-fixture (kept between runs).
set -euo pipefail
cd "$(dirname "$0")/.."
fixture=(--package-path Tests/PluginFixture --scratch-path .build/plugin-fixture)
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# expect <file> <text>: the file holds the text (fixed string).
expect() {
  if ! grep -qF -- "$2" "$1"; then echo "expected '$2' in:"; cat "$1"; exit 1; fi
}

echo "-- swift build --target Onboarding (a warning: the build shows it and succeeds)"
if ! swift build "${fixture[@]}" --target Onboarding > "$out/onboarding.txt" 2>&1; then
  cat "$out/onboarding.txt"; echo "building Onboarding should succeed: its spec has a warning only"; exit 1
fi
expect "$out/onboarding.txt" "Tests/PluginFixture/Sources/Onboarding/onboarding.design.jsonc:6:50: warning: Type token \`hairline\` uses the ultralight weight"
grep -F "design.jsonc" "$out/onboarding.txt"

echo "-- swift build --target Checkout (an error, by the fixture's .designspec.jsonc: the build fails)"
set +e
swift build "${fixture[@]}" --target Checkout > "$out/checkout.txt" 2>&1
status=$?
set -e
if [ "$status" -eq 0 ]; then cat "$out/checkout.txt"; echo "building Checkout should fail: its spec has an error"; exit 1; fi
expect "$out/checkout.txt" "Tests/PluginFixture/Sources/Checkout/checkout.design.jsonc:10:54: error: Button \"Pay\" is 12×12 pt"
grep -F "design.jsonc" "$out/checkout.txt"

echo "-- swift package designspec check (both findings on stdout; exits non-zero on the error)"
set +e
swift package "${fixture[@]}" --allow-writing-to-package-directory designspec check > "$out/check.txt" 2> "$out/check-stderr.txt"
status=$?
set -e
cat "$out/check.txt"
if [ "$status" -eq 0 ]; then cat "$out/check-stderr.txt"; echo "swift package designspec check should fail on the error"; exit 1; fi
expect "$out/check.txt" "Sources/Checkout/checkout.design.jsonc:10:54: error: Button \"Pay\" is 12×12 pt"
expect "$out/check.txt" "Sources/Onboarding/onboarding.design.jsonc:6:50: warning: Type token \`hairline\`"
expect "$out/check-stderr.txt" "error: designspec check exited with status 1"

echo "-- swift package designspec check --target Onboarding (that target's specs only; succeeds)"
swift package "${fixture[@]}" --allow-writing-to-package-directory designspec check --target Onboarding > "$out/check-target.txt" 2>/dev/null
expect "$out/check-target.txt" "0 errors, 1 warning, 0 information, 0 hints in 1 file (1 file checked)"

echo "-- swift package designspec format --check (the fixture's specs are formatted)"
swift package "${fixture[@]}" --allow-writing-to-package-directory designspec format --check 2>/dev/null
