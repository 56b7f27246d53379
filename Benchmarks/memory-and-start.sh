#!/usr/bin/env bash
# Resident memory and start time of `textfield` beside its peers, measured in one run.
#
#   Benchmarks/memory-and-start.sh [ROUNDS]        (default 7)
#
# Builds `textfield` in release mode twice: as usual (the Swift runtime in shared libraries) and
# the lean build (Scripts/build-lean.sh: one static executable, hot code first). Installs dialog
# with apt-get when it is missing. Measures
#  * start time with no terminal: `--help`, `format --mask … TEXT`, beside `dialog --help` and
#    `bash -c :`: for each round, the mean of 20 runs of each command, the rounds interleaved;
#    the median round is printed;
#  * resident memory (maximum RSS from /usr/bin/time): `--help`, `format` on 100,000 lines, and a
#    prompt typed into in a pseudo-terminal (../shared/tools/ttymeter.py, or $TTYMETER), beside
#    `dialog --inputbox`, readline (`bash read -e`) and `bash -c :`.
# Prints a table with ratios against dialog and readline/bash from the same run, and the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-7}"
meter="${TTYMETER:-../shared/tools/ttymeter.py}"
[ -f "$meter" ] || { echo "ttymeter.py not found at $meter (set TTYMETER)" >&2; exit 1; }
missing=()
command -v dialog >/dev/null || missing+=(dialog)
[ -x /usr/bin/time ] || missing+=(time)
# A new machine has no package lists yet: read them first.
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
fi

swift build -c release --product textfield >/dev/null
shared="$(swift build -c release --show-bin-path)/textfield"
lean="$(Scripts/build-lean.sh)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
awk 'BEGIN { srand(42); for (i = 0; i < 100000; i++) print int(rand() * 1e10) }' >"$work/lines"
mask='+1 ([000]) [000]-[0000]'

# --- Start time -----------------------------------------------------------------------------------
names=(tf-help tf-lean-help tf-format tf-lean-format dialog-help bash)
run_one() {
  case "$1" in
  tf-help) "$shared" --help ;;
  tf-lean-help) "$lean" --help ;;
  tf-format) "$shared" format --mask "$mask" 5551234567 ;;
  tf-lean-format) "$lean" format --mask "$mask" 5551234567 ;;
  dialog-help) dialog --help ;;
  bash) bash -c : ;;
  esac
}
declare -A samples
for _ in $(seq 1 "$rounds"); do
  for name in "${names[@]}"; do
    start=$(date +%s%N)
    for _ in $(seq 1 20); do run_one "$name" >/dev/null 2>&1 </dev/null; done
    end=$(date +%s%N)
    samples[$name]+="$(((end - start) / 20000)) " # µs per run
  done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
declare -A start_us
for name in "${names[@]}"; do start_us[$name]=$(echo "${samples[$name]}" | median); done

# --- Resident memory (KiB) ------------------------------------------------------------------------
rss() { /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null 2>&1 </dev/null || true; tail -n 1 "$work/rss"; }
rss_in() { # rss_in INPUT CMD…
  local input="$1"; shift
  /usr/bin/time -f %M -o "$work/rss" "$@" <"$input" >/dev/null 2>&1 || true; tail -n 1 "$work/rss"
}
rss_tty() { # rss_tty READY KEYS CMD…: the command in a pty, typed into, until it exits
  local ready="$1" keys="$2"; shift 2
  python3 "$meter" --ready "$ready" --keys "$keys" --compact -- \
    /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null
  tail -n 1 "$work/rss"
}
declare -A rss_kib
rss_kib[tf-help]=$(rss "$shared" --help)
rss_kib[tf-lean-help]=$(rss "$lean" --help)
rss_kib[tf-format]=$(rss_in "$work/lines" "$shared" format --mask "$mask")
rss_kib[tf-lean-format]=$(rss_in "$work/lines" "$lean" format --mask "$mask")
keys='5551234567{Enter}'
rss_kib[tf-prompt]=$(rss_tty 'Phone' "$keys" "$shared" --prompt Phone --mask "$mask")
rss_kib[tf-lean-prompt]=$(rss_tty 'Phone' "$keys" "$lean" --prompt Phone --mask "$mask")
rss_kib[dialog-help]=$(rss dialog --help)
rss_kib[dialog-prompt]=$(rss_tty 'Phone' "$keys" dialog --inputbox Phone 8 40)
rss_kib[readline-prompt]=$(rss_tty 'Phone: ' "$keys" bash -c 'read -e -p "Phone: " x; echo "$x"')
rss_kib[bash]=$(rss bash -c :)

# --- Table ----------------------------------------------------------------------------------------
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'; }
ms() { awk -v u="$1" 'BEGIN { printf "%.2f ms", u / 1000 }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f MiB", k / 1024 }'; }
echo "textfield: start and resident memory, release builds, medians of $rounds rounds"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"\
  "$(uname -srm)"
echo
echo "| start, no terminal | shared stdlib | lean | × dialog --help (shared, lean) | × bash -c : (lean) |"
echo "|---|---:|---:|---:|---:|"
for what in help format; do
  a=${start_us[tf-$what]} b=${start_us[tf-lean-$what]}
  label=$([ "$what" = help ] && echo '`textfield --help`' || echo '`textfield format --mask … TEXT`')
  echo "| $label | $(ms "$a") | $(ms "$b") | $(ratio "$a" "${start_us[dialog-help]}"), $(ratio "$b" "${start_us[dialog-help]}") | $(ratio "$b" "${start_us[bash]}") |"
done
echo "| \`dialog --help\` | $(ms "${start_us[dialog-help]}") | | | |"
echo "| \`bash -c :\` | $(ms "${start_us[bash]}") | | | |"
echo
echo "| max RSS | shared stdlib | lean | × dialog (lean) | × readline (lean) |"
echo "|---|---:|---:|---:|---:|"
for what in help format prompt; do
  a=${rss_kib[tf-$what]} b=${rss_kib[tf-lean-$what]}
  peer=$([ "$what" = prompt ] && echo dialog-prompt || echo dialog-help)
  label=$(case $what in help) echo '`textfield --help`' ;; format) echo '`textfield format` (100,000 lines)' ;; prompt) echo 'prompt, 10 keys typed' ;; esac)
  echo "| $label | $(mib "$a") | $(mib "$b") | $(ratio "$b" "${rss_kib[$peer]}") | $(ratio "$b" "${rss_kib[readline-prompt]}") |"
done
echo "| \`dialog --help\` | $(mib "${rss_kib[dialog-help]}") | | | |"
echo "| \`dialog --inputbox\`, 10 keys typed | $(mib "${rss_kib[dialog-prompt]}") | | | |"
echo "| readline (\`bash read -e\`), 10 keys typed | $(mib "${rss_kib[readline-prompt]}") | | | |"
echo "| \`bash -c :\` | $(mib "${rss_kib[bash]}") | | | |"
echo
echo "shared libraries of the shared-stdlib build: $(ldd "$shared" | awk '{ print $1 }' | grep -E 'swift|Foundation|ICU|curses|tinfo' | tr '\n' ' ')"
echo "binary sizes: $(stat -c %s "$shared" | awk '{ printf "%.1f MB", $1 / 1e6 }') shared, $(stat -c %s "$lean" | awk '{ printf "%.1f MB", $1 / 1e6 }') lean"
