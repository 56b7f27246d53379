#!/usr/bin/env bash
# Builds a scratch package that depends on this one by path, as an app would, and fails when the
# build prints a warning: what SwiftPM says while it loads and plans this package (pkg-config
# flags it refuses, files it does not know what to do with) reaches every consumer's build.
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
consumer=.build/consumer-check
rm -rf "$consumer/Sources" "$consumer/Package.swift"
mkdir -p "$consumer/Sources/Consumer"
# A path dependency's identity is its folder's name.
identity=$(basename "$root")
cat >"$consumer/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "TextFieldCore", package: "$identity"),
        .product(name: "TextFieldCurses", package: "$identity"),
        .product(name: "TextFieldTypes", package: "$identity"),
      ])
  ]
)
MANIFEST
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
