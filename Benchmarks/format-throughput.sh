#!/usr/bin/env bash
# Measures `textfield format` throughput (lines per second) on one million lines, release build.
#
#   Benchmarks/format-throughput.sh [LINES]
#
# Builds `textfield` in release mode and the lean build (Scripts/build-lean.sh), writes LINES (default 1,000,000) digit strings of random
# length 0–11 (fixed seed) to a temporary file, and times formatting them with the phone mask,
# for each output kind, then the same inputs as `--jsonl` requests
# (`{"format": "+1 ([000]) [000]-[0000]", "input": "5551234"}`, and with a caret and gravity).
# Prints lines/s per run, for each build.
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${1:-1000000}"

swift build -c release --product textfield >/dev/null
shared="$(swift build -c release --show-bin-path)/textfield"
lean="$(Scripts/build-lean.sh)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
awk -v n="$lines" 'BEGIN { srand(42); for (i = 0; i < n; i++) { len = int(rand() * 12); s = "";
  for (j = 0; j < len; j++) s = s int(rand() * 10); print s } }' >"$work/input.txt"

awk '{ printf "{\"format\": \"+1 ([000]) [000]-[0000]\", \"input\": \"%s\"}\n", $0 }' \
  "$work/input.txt" >"$work/input.jsonl"
awk '{ printf "{\"format\": \"+1 ([000]) [000]-[0000]\", \"input\": \"%s\", \"caret\": %d, " \
  "\"caretGravity\": \"backward\", \"autoskip\": true}\n", $0, length($0) / 2 }' \
  "$work/input.txt" >"$work/input-caret.jsonl"

now() { date +%s.%N; }
run() {
  local label="$1"; shift
  local input="$work/input.txt"
  if [ "$1" = "--input" ]; then input="$2"; shift 2; fi
  local start end
  start="$(now)"
  # Exit 3: some lines were refused (each printed empty, its reason on standard error).
  local status=0
  "$bin" format "$@" <"$input" >"$work/output.txt" 2>"$work/errors.txt" || status=$?
  end="$(now)"
  if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
    echo "format $* exited $status:" >&2; head -3 "$work/errors.txt" >&2; exit 1
  fi
  local count refused
  count="$(wc -l <"$work/output.txt")"
  refused="$(wc -l <"$work/errors.txt")"
  awk -v label="$label" -v n="$count" -v r="$refused" -v s="$start" -v e="$end" \
    'BEGIN { t = e - s; printf "%-40s %9d lines (%d refused) in %6.3f s = %10.0f lines/s\n",
      label, n, r, t, n / t }'
}

# Most random inputs are shorter than the mask: --allow-incomplete prints them (as before issue
# 22) instead of refusing each with a line on standard error, so the runs measure formatting.
for build in shared lean; do
bin=${!build}
echo "textfield format, $build build, $lines lines ($(uname -m), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
run "--output text" --mask '+1 ([000]) [000]-[0000]' --allow-incomplete
run "--output value" --mask '+1 ([000]) [000]-[0000]' --allow-incomplete --output value
run "--output json" --mask '+1 ([000]) [000]-[0000]' --allow-incomplete --output json
run "--affine '[000]-[0000]'" --mask '+1 ([000]) [000]-[0000]' --allow-incomplete --affine '[000]-[0000]'
run "--jsonl" --input "$work/input.jsonl" --jsonl
run "--jsonl, caret and gravity" --input "$work/input-caret.jsonl" --jsonl
done
