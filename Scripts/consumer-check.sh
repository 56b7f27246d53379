#!/usr/bin/env bash
# Builds a scratch package that depends on this one by path, as an app would (its manifest is the
# README's "In a Swift package" snippet), and fails when the build prints a warning: what SwiftPM
# says while it loads and plans this package (pkg-config flags it refuses, files it does not know
# what to do with) reaches every consumer's build.
#
#   Scripts/consumer-check.sh           the consumer at .build/consumer-check; its build plans
#                                       every target of TextFieldCurses and TextFieldTypes and
#                                       compiles the C target (seconds, not a whole build)
#   Scripts/consumer-check.sh --full    builds the consumer's program whole (our Swift too)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
full=false
case "${1:-}" in
"") ;;
--full) full=true ;;
*)
  echo "consumer-check: unknown argument '$1' (--full builds the whole consumer)" >&2
  exit 2
  ;;
esac
consumer=.build/consumer-check/app
rm -rf "$consumer/Sources" "$consumer/Package.swift"
mkdir -p "$consumer"
# The consumer's manifest is the README's "In a Swift package" snippet as it is written: it
# depends on ../TextFieldKit (a path dependency's identity is its folder's name), here a link to
# this clone whatever its folder is called.
ln -sfn "$root" "$consumer/../TextFieldKit"
snippet=$(awk '/^```swift$/ { inside = 1; text = ""; next }
  inside && /^```$/ { if (text ~ /\/\/ Package.swift/) { printf "%s", text; exit } inside = 0; next }
  inside { text = text $0 "\n" }' README.md)
case "$snippet" in
*".package(path: \"../TextFieldKit\")"*) ;;
*)
  echo "consumer-check: README.md has no Package.swift snippet depending on ../TextFieldKit" >&2
  exit 1
  ;;
esac
{
  printf '// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n'
  printf '  name: "Consumer",\n%s)\n' "$snippet"
} >"$consumer/Package.swift"
# The snippet names its executable App; this one is Consumer.
sed -i 's/name: "App"/name: "Consumer"/' "$consumer/Package.swift"
mkdir -p "$consumer/Sources/Consumer"
cat >"$consumer/Sources/Consumer/main.swift" <<'SOURCE'
import TextFieldCore
import TextFieldCurses
import TextFieldTypes

let model = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
let phone = try PhoneFilter(region: "GB")
model.delegate = phone
withExtendedLifetime(phone) { print("a field of \(model.text.count) Characters") }
SOURCE
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if $full; then
  what=(--product Consumer)
else
  what=(--target CTerminal)
fi
if ! swift build --package-path "$consumer" "${what[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  echo "consumer-check: the consumer's build failed" >&2
  exit 1
fi
if grep -i "warning:" "$log" >&2; then
  echo "consumer-check: a package depending on this one gets the warnings above" >&2
  exit 1
fi
if $full; then "$consumer/.build/debug/Consumer"; fi
echo "consumer-check: no warning"
