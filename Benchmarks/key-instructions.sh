#!/usr/bin/env bash
# Instructions per key of the lean `textfield --prompt` and of readline (`bash read -e`), in a
# pseudo-terminal, with 100, 1,000, 10,000 and 100,000 Characters in the field.
#
#   Benchmarks/key-instructions.sh [keys]        default: 60 keys
#
# Each program runs under valgrind's callgrind (exact counts: no timer, no scheduler, no other
# load on the host), typed into by ../shared/tools/ttymeter.py (or $TTYMETER), twice per size:
# once with a session of keys (half typed at the end, then Left and Backspace in the middle, then
# Enter) and once with Enter alone. The difference divided by the keys is what a key costs, the
# start and the first paint of the long text left out. Installs valgrind when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
keys=${1:-60}
case $keys in '' | *[!0-9]* | 0 | 1) echo "key-instructions: keys must be a number ≥ 2" >&2; exit 2 ;; esac
meter="${TTYMETER:-../shared/tools/ttymeter.py}"
[ -f "$meter" ] || { echo "ttymeter.py not found at $meter (set TTYMETER)" >&2; exit 1; }
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 >/dev/null; }
lean="$(Scripts/build-lean.sh)"

exec python3 - "$meter" "$keys" "$lean" <<'PY'
import os, platform, re, subprocess, sys, tempfile

meter, keys, lean = sys.argv[1], int(sys.argv[2]), sys.argv[3]
work = tempfile.mkdtemp()
typed = keys // 2
moved = (keys - typed) // 2
deleted = keys - typed - moved
session = f"{{y*{typed}}}{{Left*{moved}}}{{BSpace*{deleted}}}{{Enter}}"

def command(name, text):
    if name == "textfield (lean)":
        return [lean, "--prompt", "Name", "--value", text]
    return ["bash", "-c", 'read -e -p "Name: " -i "$1" x', "bash", text]

def instructions(argv, keys_dsl):
    out = os.path.join(work, "callgrind.out")
    run = subprocess.run(
        ["python3", meter, "--ready", "Name", "--keys", keys_dsl, "--ready-timeout", "60",
         "--key-timeout-ms", "5000", "--settle-ms", "60", "--exit-timeout-ms", "20000",
         "--compact", "--", "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *argv],
        capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"ttymeter failed for {argv[0]}: {run.stderr or run.stdout}")
    with open(out) as f:
        total = re.search(r"^(?:summary|totals): (\d+)", f.read(), re.M)
    os.remove(out)
    if total is None:
        sys.exit(f"callgrind wrote no total for {argv[0]}")
    return int(total.group(1))

sizes = (100, 1000, 10000, 100000)
names = ("textfield (lean)", "readline")
per_key = {}
for name in names:
    for size in sizes:
        text = "x" * size
        per_key[name, size] = (instructions(command(name, text), session)
                               - instructions(command(name, text), "{Enter}")) / keys

print(f"Instructions per key (callgrind), {keys} keys: {typed} typed at the end, {moved} Left,"
      f" {deleted} Backspace; {platform.platform()}\n")
print("| Characters in the field | " + " | ".join(names) + " | lean ÷ readline |")
print("|---:|" + "---:|" * (len(names) + 1))
def count(n):
    return f"{n / 1e6:.2f}M" if n >= 1e6 else f"{n / 1e3:.1f}k"

def ratio(r):
    return f"{r:.2f}×" if r >= 0.1 else f"{r:.2g}×"

for size in sizes:
    lean_k, rl_k = per_key[names[0], size], per_key[names[1], size]
    print(f"| {size:,} | {count(lean_k)} | {count(rl_k)} | {ratio(lean_k / rl_k)} |")
for name in names:
    print(f"\n{name}: 100,000 ÷ 100 = {ratio(per_key[name, 100000] / per_key[name, 100])}", end="")
print()
PY
