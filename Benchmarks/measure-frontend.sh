#!/usr/bin/env bash
# Measures the ncurses front end of a one-field prompt (`demo-form --prompt`) in tmux:
#  * time from exec to the first byte the program writes to the terminal (its first paint),
#  * terminal bytes written per typed ASCII character at the end of the field (median).
# Usage: Benchmarks/measure-frontend.sh [runs] [characters]   (release build; needs tmux, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
chars=${2:-30}
swift build -c release --product demo-form >/dev/null
bin="$(swift build -c release --show-bin-path)/demo-form"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'set -g remain-on-exit on\nset -g default-terminal tmux-256color\nset -g status off\n' > "$work/tmux.conf"

# The pipe-pane reader: appends every byte to bytes, stamps the first chunk's arrival in t1.
cat > "$work/reader.py" <<'PY'
import os, sys, time
out = open(sys.argv[1], "ab", buffering=0)
first = True
while True:
    chunk = os.read(0, 65536)
    if not chunk:
        break
    if first:
        open(sys.argv[2], "w").write(str(time.time_ns()))
        first = False
    out.write(chunk)
PY

wait_for() { # file or condition polling with a 10 s deadline
  local deadline=$((SECONDS + 10))
  until eval "$1"; do
    [ $SECONDS -lt $deadline ] || { echo "timeout: $1" >&2; return 1; }
    sleep 0.005
  done
}

paints=()
paint_bytes=()
per_char=()
for run in $(seq 1 "$runs"); do
  dir="$work/run$run"; mkdir -p "$dir"
  sock="tfk-bench-$$-$run"
  t() { tmux -L "$sock" -f "$work/tmux.conf" "$@"; }
  t new-session -d -x 80 -y 24 -e LANG=C.UTF-8 \
    "sh -c 'while [ ! -e $dir/go ]; do sleep 0.001; done; date +%s%N > $dir/t0; exec $bin --prompt'"
  t pipe-pane -o -t 0 "python3 $work/reader.py $dir/bytes $dir/t1"
  sleep 0.3 # let the reader start before the program does (setup, not a measurement)
  touch "$dir/go"
  wait_for "[ -s $dir/t1 ] && t capture-pane -p | grep -q 'Enter submit'"
  paints+=($(( ($(cat "$dir/t1") - $(cat "$dir/t0")) / 1000 )))
  sleep 0.05 # let the rest of the first paint arrive
  paint_bytes+=($(stat -c %s "$dir/bytes"))
  for i in $(seq 1 "$chars"); do
    before=$(stat -c %s "$dir/bytes")
    t send-keys -t 0 x
    wait_for "t capture-pane -p | head -1 | grep -q \"^Name: x\\{$i\\}\$\" && [ \$(stat -c %s $dir/bytes) -gt $before ]"
    sleep 0.02 # let a late chunk of the same update arrive
    per_char+=($(( $(stat -c %s "$dir/bytes") - before )))
  done
  t kill-server || true
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
echo "runs: $runs, characters per run: $chars"
echo "first paint (µs, exec → first terminal byte): median $(median "${paints[@]}"), min $(printf '%s\n' "${paints[@]}" | sort -n | head -1), max $(printf '%s\n' "${paints[@]}" | sort -n | tail -1)"
echo "bytes per typed character: median $(median "${per_char[@]}"), min $(printf '%s\n' "${per_char[@]}" | sort -n | head -1), max $(printf '%s\n' "${per_char[@]}" | sort -n | tail -1)"
echo "first paint bytes: median $(median "${paint_bytes[@]}")"
