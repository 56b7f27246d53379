#!/usr/bin/env bash
# Prints TextFieldKit's version, read from the one place it is written
# (Sources/textfield/TextField+Version.swift), for scripts and packages.
#
#   Scripts/version.sh            → 0.9.0
#   Scripts/version.sh --commit   → the commit a build of this tree is stamped with: the first 12
#                                   digits of HEAD, "-dirty" after them when a tracked file has
#                                   changes; nothing outside a git checkout
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
"")
  file=Sources/textfield/TextField+Version.swift
  version=$(sed -n 's/^  static let version = "\([0-9][0-9.]*[0-9]\)"$/\1/p' "$file")
  if [ -z "$version" ] || [ "$(printf '%s\n' "$version" | wc -l)" -ne 1 ]; then
    echo "version.sh: no one 'static let version = \"X.Y.Z\"' line in $file" >&2
    exit 1
  fi
  echo "$version"
  ;;
--commit)
  # Not a checkout of this repository (a source archive, perhaps inside another repository's
  # tree), or git missing: no commit, and no error.
  top=$(git rev-parse --show-toplevel 2>/dev/null) || exit 0
  [ "$(realpath -- "$top")" = "$(realpath -- "$PWD")" ] || exit 0
  commit=$(git rev-parse --short=12 HEAD 2>/dev/null) || exit 0
  if ! git diff --quiet HEAD -- 2>/dev/null; then commit="$commit-dirty"; fi
  echo "$commit"
  ;;
*)
  echo "version.sh: unknown argument '$1' (none prints the version, --commit the commit)" >&2
  exit 2
  ;;
esac
