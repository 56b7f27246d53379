#!/usr/bin/env bash
# Measures a large bracketed paste into `textfield --max-length 20` (or, with the mode `regex`,
# digits and one `x` into `textfield --regex '[0-9]*'`, of which the field keeps its first
# 131,072 Characters) in tmux (release build):
#  * seconds from `paste-buffer -p` to the trimmed text and its notice on screen,
#  * the program's user and system CPU time for the whole paste (from /proc).
# Usage: Benchmarks/paste-figures.sh [runs] [megabytes] [maxlength|regex]   (needs tmux, python3)
# TEXTFIELD=/path/to/textfield measures that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
megabytes=${2:-10}
mode=${3:-maxlength}
if [ -z "${TEXTFIELD:-}" ]; then
  swift build -c release --product textfield >/dev/null
  TEXTFIELD="$(swift build -c release --show-bin-path)/textfield"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'set -g remain-on-exit on\nset -g default-terminal tmux-256color\nset -g status off\n' > "$work/tmux.conf"
if [ "$mode" = regex ]; then
  python3 -c "import sys; sys.stdout.write('0123456789' * ($megabytes * 100000 - 1) + '012345678x')" > "$work/paste.txt"
  field=(--regex '[0-9]*')
  expect="$((megabytes * 1000000 - 131072)) characters dropped: at most 131072 characters"
else
  python3 -c "import sys; sys.stdout.write('abcdefghij' * ($megabytes * 100000))" > "$work/paste.txt"
  field=(--max-length 20)
fi
bytes=$(stat -c %s "$work/paste.txt")
[ "$mode" = regex ] || expect="$((bytes - 20)) characters dropped"
ticks=$(getconf CLK_TCK)

now() { date +%s%N; }
for run in $(seq 1 "$runs"); do
  sock="tfk-paste-$$-$run"
  t() { tmux -L "$sock" -f "$work/tmux.conf" "$@"; }
  t new-session -d -x 80 -y 24 -e LANG=C.UTF-8 \
    "sh -c 'echo \$\$ > $work/pid; exec $TEXTFIELD --prompt Name ${field[*]@Q}'"
  deadline=$((SECONDS + 20))
  until t capture-pane -p | grep -q 'Enter submit'; do
    [ $SECONDS -lt $deadline ] || { echo "no prompt" >&2; exit 1; }
    sleep 0.01
  done
  t load-buffer "$work/paste.txt"
  start=$(now)
  t paste-buffer -p -t 0
  deadline=$((SECONDS + 120))
  until t capture-pane -p | grep -q "$expect"; do
    [ $SECONDS -lt $deadline ] || { echo "notice not shown after 120 s" >&2; t kill-server; exit 1; }
    sleep 0.005
  done
  end=$(now)
  shown='^Name: abcdefghijabcdefghij$'
  [ "$mode" = regex ] && shown='^Name: .*901$'
  t capture-pane -p | grep -q "$shown" || { echo "wrong text" >&2; exit 1; }
  read -r utime stime < <(awk '{print $14, $15}' "/proc/$(cat "$work/pid")/stat")
  t send-keys -t 0 C-c
  sleep 0.1
  t kill-server 2>/dev/null || true
  python3 -c "print(f'run $run: shown after {($end - $start) / 1e9:.3f} s; cpu user {$utime / $ticks:.2f} s, system {$stime / $ticks:.2f} s')"
done | tee "$work/runs"
python3 - "$work/runs" "$bytes" "${field[*]}" <<'PY'
import re, statistics, sys
values = [float(re.search(r"after ([0-9.]+)", line).group(1)) for line in open(sys.argv[1])]
print(f"{int(sys.argv[2]):,} bytes pasted into {sys.argv[3]}: median {statistics.median(values):.3f} s "
      f"(min {min(values):.3f}, max {max(values):.3f}, {len(values)} runs) from paste-buffer to the trimmed text and notice on screen")
PY
