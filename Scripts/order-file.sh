#!/usr/bin/env bash
# Writes Scripts/textfield.order: the symbols of every function `textfield` runs in the sessions
# below, for lld's --symbol-ordering-file (Scripts/build-lean.sh). Linking those functions next to
# each other keeps the code pages a prompt touches few: the kernel maps file pages around each
# fault (fault-around), so scattered functions pull most of an 8 MB code segment into memory.
#
#   Scripts/order-file.sh
#
# Builds the lean binary without an order file and runs each session under valgrind's callgrind:
# prompts typed into in a pseudo-terminal by ttymeter.py (../shared/tools/ttymeter.py, or the
# path in $TTYMETER), the commands without a terminal on pipes. Keeps the union of the functions
# each one ran, in the order of the sessions (the start and the prompt first), then links the
# lean binary with it. Installs valgrind when it is missing. Rerun it after a change that renames
# many functions, or with another Swift version: Scripts/build-lean.sh says when the order file
# names symbols the binary does not have.
set -euo pipefail
cd "$(dirname "$0")/.."
meter="${TTYMETER:-../shared/tools/ttymeter.py}"
[ -f "$meter" ] || { echo "ttymeter.py not found at $meter (set TTYMETER)" >&2; exit 1; }
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y valgrind >/dev/null; }

bin="$(TEXTFIELD_ORDER_FILE=none Scripts/build-lean.sh)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out() { echo "$work/$(date +%s%N).out"; } # named by time, so the sessions sort in order
callgrind() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$(out)" "$@"; }
typed() { # typed READY KEYS CMD…: the command in an 80×24 pseudo-terminal, typed into
  local ready="$1" keys="$2"
  shift 2
  python3 "$meter" --ready "$ready" --keys "$keys" --ready-timeout 60 --key-timeout-ms 5000 \
    --settle-ms 100 --exit-timeout-ms 20000 --compact -- \
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$(out)" "$@" >/dev/null
}

typed Name 'Ada{Left}{Left}{BSpace}x{Home}{End}{Enter}' "$bin" --prompt Name --placeholder you
typed Phone '5551234567{Left}{BSpace}9{Enter}' "$bin" --prompt Phone --mask '+1 ([000]) [000]-[0000]'
typed Name "$(printf 'x%.0s' $(seq 1 60))"'{Enter}' "$bin" --prompt Name --width 30
typed Secret 'hunter2{Enter}' "$bin" --prompt Secret --password --required
typed Tel '2025550123{Enter}' "$bin" --prompt Tel --type phone --region US --output json
typed Amount '1234,5{Up}{Enter}' "$bin" --prompt Amount --type currency --currency EUR \
  --locale de_DE
typed Date '24122025{Enter}' "$bin" --prompt Date --type date --format dd/MM/yyyy
typed Code 'ab12{Enter}' "$bin" --prompt Code --regex '^[a-z]*[0-9]*$' --max-length 8 --fullscreen
typed Phone '5551234567{Tab}Ada{Tab}x{Enter}' "$bin" form --field 'phone:Phone:mask=[000]-[0000]' \
  --field 'name:Name:required' --field 'note:Note' --output env
callgrind "$bin" --help >/dev/null
callgrind "$bin" form --help >/dev/null
printf '5551234567\n555\n' | callgrind "$bin" format --mask '+1 ([000]) [000]-[0000]' \
  --allow-incomplete >/dev/null
printf '5551234\n' | callgrind "$bin" format --mask '[000]-[0000]' --output json >/dev/null
printf '{"format":"[000]-[0000]","input":"5551234","caret":3}\n' |
  callgrind "$bin" format --jsonl >/dev/null
printf '+442079460000\n' | callgrind "$bin" format --type phone --region GB >/dev/null
printf 'Ada\n' | callgrind "$bin" --prompt Name >/dev/null
callgrind "$bin" --mask '[' </dev/null >/dev/null 2>&1 || true

# callgrind names each function once as "fn=(ID) NAME" (or cfn=); an address stands for code
# without a symbol, "'2" marks a recursion level. Each session's names are sorted (callgrind's
# order is not stable), so the file changes only where the functions run change.
# Only the binary's own functions are kept: glibc's run in libc.so and the loader, which the lean
# build links dynamically and no order file reaches.
order=Scripts/textfield.order
defined="$(mktemp)"
nm --defined-only "$bin" | awk '{ print $3 }' | LC_ALL=C sort -u >"$defined"
for file in "$work"/*.out; do
  sed -nE "s/^c?fn=\([0-9]+\) (.*)$/\1/p" "$file" | sed -E "s/'[0-9]+$//" | LC_ALL=C sort -u
done | grep -vE '^(0x[0-9a-f]+|\(below main\))$' |
  awk 'NR == FNR { own[$0] = 1; next } ($0 in own) && !seen[$0]++' "$defined" - >"$work/order"
rm -f "$defined"
[ -s "$work/order" ] || { echo "order-file: the sessions recorded no functions" >&2; exit 1; }
mv "$work/order" "$order"
echo "$order: $(wc -l <"$order") symbols from $(ls "$work" | wc -l) sessions" >&2
Scripts/build-lean.sh >/dev/null # the lean binary, linked with the new order again
