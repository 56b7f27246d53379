#!/usr/bin/env bash
# Measures `textfield format` throughput (lines per second) on one million lines, release build.
#
#   Benchmarks/format-throughput.sh [LINES]
#
# Builds `textfield` in release mode, writes LINES (default 1,000,000) digit strings of random
# length 0–11 (fixed seed) to a temporary file, and times formatting them with the phone mask,
# for each output kind. Prints lines/s per run.
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${1:-1000000}"

swift build -c release --product textfield >/dev/null
bin="$(swift build -c release --show-bin-path)/textfield"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
awk -v n="$lines" 'BEGIN { srand(42); for (i = 0; i < n; i++) { len = int(rand() * 12); s = "";
  for (j = 0; j < len; j++) s = s int(rand() * 10); print s } }' >"$work/input.txt"

now() { date +%s.%N; }
run() {
  local label="$1"; shift
  local start end
  start="$(now)"
  "$bin" format "$@" <"$work/input.txt" >"$work/output.txt"
  end="$(now)"
  local count
  count="$(wc -l <"$work/output.txt")"
  awk -v label="$label" -v n="$count" -v s="$start" -v e="$end" \
    'BEGIN { t = e - s; printf "%-40s %9d lines in %6.3f s = %10.0f lines/s\n", label, n, t, n / t }'
}

echo "textfield format, $lines lines ($(uname -m), $(nproc) cores)"
run "--output text" --mask '+1 ([000]) [000]-[0000]'
run "--output value" --mask '+1 ([000]) [000]-[0000]' --output value
run "--output json" --mask '+1 ([000]) [000]-[0000]' --output json
run "--affine '[000]-[0000]'" --mask '+1 ([000]) [000]-[0000]' --affine '[000]-[0000]'
