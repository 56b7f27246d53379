#!/usr/bin/env bash
# Bytes written to the terminal per typed key once a 30-cell field scrolls: the `textfield`
# prompt (release build), inline and --fullscreen, beside readline (bash `read -e` with
# horizontal-scroll-mode on), in the same run, with ../shared/tools/ttymeter.py.
#
# All three get the same terminal (37x24, TERM=xterm-256color, C.UTF-8), the same "Value: "
# label and the same 120 keys: "a…zA…Z0…9" (62 distinct characters, so no shift of the row
# lines a character up with itself) repeated, then Enter. textfield's field is `--width 30`, the
# rest of the row; readline scrolls the whole 37-column line (prompt included) by jumps.
# Byte counts are deterministic, so one run would do; the medians of --repeat runs guard against a
# response split across keys on a busy machine.
#
# Usage: Benchmarks/scroll-bytes.sh [repeat]   (needs python3 and bash; builds textfield)
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=${1:-3}
meter=${TTYMETER:-../shared/tools/ttymeter.py}
swift build -c release --product textfield >/dev/null
bin="$(swift build -c release --show-bin-path)/textfield"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'set horizontal-scroll-mode on\n' >"$work/inputrc"
keys=$(python3 -c '
import string
s = string.ascii_lowercase + string.ascii_uppercase + string.digits
print((s * 2)[:120] + "{Enter}")')

measure() { # name, then the command
  local name=$1
  shift
  python3 "$meter" --cols 37 --rows 24 --ready 'Value:' --keys "$keys" --repeat "$repeat" \
    --settle-ms 30 --wait-for-output --env "INPUTRC=$work/inputrc" --compact \
    -- "$@" >"$work/$name.json" || { echo "$name: ttymeter failed" >&2; cat "$work/$name.json" >&2; exit 1; }
}

measure readline bash -c 'read -e -p "Value: " x'
measure inline "$bin" --width 30
measure fullscreen "$bin" --width 30 --fullscreen

python3 - "$work" <<'PY'
import json, statistics, sys
work = sys.argv[1]
rows = []
for name, label in [("readline", "readline (bash read -e, horizontal-scroll-mode)"),
                    ("inline", "textfield --width 30 (inline)"),
                    ("fullscreen", "textfield --width 30 --fullscreen")]:
    report = json.load(open(f"{work}/{name}.json"))
    if report["summary"].get("errors"):
        sys.exit(f"{name}: {report['summary']['errors']} runs failed")
    keys = [k for k in report["per_key"] if k["kind"] == "text"]
    counts = [k["bytes"] for k in keys]
    unstable = sum(1 for k in keys if len(set(k["bytes_runs"])) > 1)
    rows.append((label, len(counts), statistics.mean(counts), statistics.median(counts),
                 max(counts), sum(1 for c in counts if c > 8), unstable))
base = rows[0][2]
print("| program | keys | mean bytes/key | median | max | keys over 8 bytes | × readline (mean) |")
print("|---|---:|---:|---:|---:|---:|---:|")
for label, n, mean, median, top, big, unstable in rows:
    note = f" ({unstable} keys differ between runs)" if unstable else ""
    print(f"| {label}{note} | {n} | {mean:.2f} | {median:g} | {top} | {big} | {mean / base:.2f} |")
PY
