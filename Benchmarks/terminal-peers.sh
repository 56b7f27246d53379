#!/usr/bin/env bash
# The prompt beside readline, dialog and whiptail in one run, with ../shared/tools/ttymeter.py:
#  * first paint (exec → the label on the terminal), median of ROUNDS rounds: as each round
#    comes (cold: the host may have dropped the program's pages from memory since its last run)
#    and right after a run of the same program (warm);
#  * a 200-key session (150 × x, 20 × Left, 29 × Backspace, Enter): median latency per key (write
#    → first byte back), bytes per key, and CPU time (user + system, from wait4) of the program;
#  * latency per key typed at the end of a value of 100, 1,000, 10,000 and 100,000 Characters.
# Programs: textfield (`swift build -c release`, and the lean build of Scripts/build-lean.sh),
# readline (`bash read -e`), dialog and whiptail (`--inputbox`). Installs dialog, whiptail and
# python3 when missing.
#
#   Benchmarks/terminal-peers.sh [ROUNDS]        (default 7)
#
# Prints a Markdown table with each figure and its ratio to readline's and dialog's from the same
# run, and the machine. The programs take turns, one run each per round, so load from other
# processes (or a shared host's) weighs on every program alike; run it on a quiet machine for
# absolute figures.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-7}"
meter="${TTYMETER:-../shared/tools/ttymeter.py}"
[ -f "$meter" ] || { echo "ttymeter.py not found at $meter (set TTYMETER)" >&2; exit 1; }
missing=()
command -v python3 >/dev/null || missing+=(python3)
command -v dialog >/dev/null || missing+=(dialog)
command -v whiptail >/dev/null || missing+=(whiptail)
# A new machine has no package lists yet: read them first.
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
fi

swift build -c release --product textfield >/dev/null
shared="$(swift build -c release --show-bin-path)/textfield"
lean="$(Scripts/build-lean.sh)"

exec python3 - "$meter" "$rounds" "$shared" "$lean" <<'PY'
import collections, json, os, platform, statistics, subprocess, sys, tempfile

meter, rounds, shared, lean = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
work = tempfile.mkdtemp()

# The wrapper that reports a program's CPU time: fork, exec, wait4 (the meter still sees the
# program's output unchanged; the wrapper runs only in the CPU runs).
cpu_wrapper = os.path.join(work, "cpu.py")
with open(cpu_wrapper, "w") as f:
    f.write(
        "import os, sys\n"
        "pid = os.fork()\n"
        "if pid == 0:\n"
        "    os.execvp(sys.argv[2], sys.argv[2:])\n"
        "_, status, usage = os.wait4(pid, 0)\n"
        "open(sys.argv[1], 'w').write(str(usage.ru_utime + usage.ru_stime))\n"
        "sys.exit(os.waitstatus_to_exitcode(status) & 0xFF)\n")

def programs(initial=""):
    """Each program asking for a value labelled Name, with `initial` as the text to edit."""
    return {
        "textfield": [shared, "--prompt", "Name", "--value", initial],
        "textfield (lean)": [lean, "--prompt", "Name", "--value", initial],
        "readline": ["bash", "-c", 'read -e -p "Name: " -i "$1" x', "bash", initial],
        "dialog": ["dialog", "--inputbox", "Name", "8", "40", initial],
        "whiptail": ["whiptail", "--inputbox", "Name", "8", "40", initial],
    }

def meter_run(command, keys, repeat, extra=()):
    out = subprocess.run(
        ["python3", meter, "--ready", "Name", "--keys", keys, "--repeat", str(repeat),
         "--settle-ms", "10", "--timeout", "120",
         "--detail", "summary", "--compact", *extra, "--", *command],
        capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"ttymeter failed for {command[0]}: {out.stderr or out.stdout}")
    return json.loads(out.stdout)["summary"]

session = "{x*150}{Left*20}{BSpace*29}{Enter}"
typing = "{y*30}{Enter}"
# Round by round, each program once per measure: a machine that slows down or speeds up during
# the run (a shared host) weighs on every program alike, and the ratios stay fair.
names = list(programs())
samples = {name: collections.defaultdict(list) for name in names}
for _ in range(rounds):
    for name, command in programs().items():
        got = samples[name]
        got["paint"].append(meter_run(command, "{Enter}", 1)["first_paint_ms"])
        got["warm paint"].append(
            meter_run(command, "{Enter}", 1, ("--warmup", "1"))["first_paint_ms"])
        run = meter_run(command, session, 1)
        got["latency"].append(run["latency_ms_median"])
        got["bytes"].append(run["bytes_total"] / 200)
        meter_run(["python3", cpu_wrapper, os.path.join(work, "cpu")] + command, session, 1)
        got["cpu"].append(float(open(os.path.join(work, "cpu")).read()) * 1000)
for _ in range(max(3, rounds // 2)):
    for size, key in ((100, "latency100"), (1000, "latency1k"), (10000, "latency10k"),
                      (100000, "latency100k")):
        for name in names:
            run = meter_run(programs("x" * size)[name], typing, 1)
            samples[name][key].append(run["latency_ms_median"])
results = {name: {key: statistics.median(values) for key, values in samples[name].items()}
           for name in names}

rows = [
    ("first paint, cold (ms)", "paint", "{:.2f}"),
    ("first paint, warm (ms)", "warm paint", "{:.2f}"),
    ("CPU, 200-key session (ms)", "cpu", "{:.1f}"),
    ("latency per key, median (ms)", "latency", "{:.3f}"),
    ("latency per key at 100 Characters (ms)", "latency100", "{:.3f}"),
    ("latency per key at 1,000 Characters (ms)", "latency1k", "{:.3f}"),
    ("latency per key at 10,000 Characters (ms)", "latency10k", "{:.3f}"),
    ("latency per key at 100,000 Characters (ms)", "latency100k", "{:.3f}"),
    ("bytes written per key, mean of the session", "bytes", "{:.1f}"),
]
names = list(results)
print(f"Prompt beside its peers, 80x24, medians of {rounds} rounds, the programs taking turns"
      f" (ttymeter), {platform.platform()},"
      f" {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}")
print()
print("| measure | " + " | ".join(names) + " | lean ÷ readline | lean ÷ dialog |")
print("|---|" + "---:|" * (len(names) + 2))
for label, key, form in rows:
    cells = [form.format(results[n][key]) for n in names]
    ours = results["textfield (lean)"][key]
    ratio = lambda peer: f"{ours / results[peer][key]:.2f}×" if results[peer][key] else "–"
    print(f"| {label} | " + " | ".join(cells) + f" | {ratio('readline')} | {ratio('dialog')} |")
print()
print("(ratios are the lean build's: Scripts/build-lean.sh, the build the README installs)")
PY
