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

# build_fixture <package path> <tools version>: the build-tool plugin at that swift-tools-version.
build_fixture() {
  # Planned afresh each time: SwiftPM would otherwise reuse the plan of the other root package.
  local package=(--package-path "$1" --scratch-path .build/plugin-fixture --disable-build-manifest-caching)
  echo "-- tools $2: swift build --target Onboarding (a warning: the build shows it and succeeds)"
  if ! swift build "${package[@]}" --target Onboarding > "$out/onboarding.txt" 2>&1; then
    cat "$out/onboarding.txt"; echo "building Onboarding should succeed: its spec has a warning only"; exit 1
  fi
  expect "$out/onboarding.txt" "Sources/Onboarding/onboarding.design.jsonc:6:50: warning: Type token \`hairline\` uses the ultralight weight"
  grep -F "design.jsonc" "$out/onboarding.txt"
  if grep -F "will not run" "$out/onboarding.txt"; then echo "SwiftPM skipped the check at tools $2"; exit 1; fi

  echo "-- tools $2: swift build --target Checkout (an error, by the fixture's .designspec.jsonc: the build fails)"
  set +e
  swift build "${package[@]}" --target Checkout > "$out/checkout.txt" 2>&1
  local status=$?
  set -e
  if [ "$status" -eq 0 ]; then cat "$out/checkout.txt"; echo "building Checkout should fail: its spec has an error"; exit 1; fi
  expect "$out/checkout.txt" "Sources/Checkout/checkout.design.jsonc:10:54: error: Button \"Pay\" is 12×12 pt"
  grep -F "design.jsonc" "$out/checkout.txt"

  echo "-- tools $2: swift build --target Checkout again (nothing changed: the error fails the build again)"
  set +e
  swift build "${package[@]}" --target Checkout > "$out/checkout-again.txt" 2>&1
  status=$?
  set -e
  if [ "$status" -eq 0 ]; then cat "$out/checkout-again.txt"; echo "building Checkout again should fail again"; exit 1; fi
  expect "$out/checkout-again.txt" "Sources/Checkout/checkout.design.jsonc:10:54: error: Button \"Pay\" is 12×12 pt"
}

build_fixture Tests/PluginFixture 6.0
# The same package at tools version 5.9 (a copy, with the clone's absolute path), built in the same
# scratch folder: designspec is compiled once for both.
cp -R Tests/PluginFixture "$out/fixture-5.9"
sed -i.orig -e 's|^// swift-tools-version: 6.0|// swift-tools-version: 5.9|' \
  -e "s|URL(fileURLWithPath: \"../..\", relativeTo: URL(fileURLWithPath: Context.packageDirectory + \"/\"))|URL(fileURLWithPath: \"$PWD\")|" \
  "$out/fixture-5.9/Package.swift"
expect "$out/fixture-5.9/Package.swift" "// swift-tools-version: 5.9"
expect "$out/fixture-5.9/Package.swift" "URL(fileURLWithPath: \"$PWD\")"
build_fixture "$out/fixture-5.9" 5.9

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
