#!/usr/bin/env bash
# Seconds per key and memory of `textfield --prompt` after a large bracketed paste, and how long
# Ctrl-C takes to end it while a key is being decided: the bound on a key's work (docs/RELIABILITY.md,
# "Time per key is bounded").
#
#   Benchmarks/long-text-keys.sh [keys]          default: 6 keys per case
#
# Each case runs the binary in a pseudo-terminal (python3's pty; TEXTFIELD=/path measures that
# binary, else a release build is made), pastes its text as one bracketed paste (for the regular
# expression, random a and b, which no DFA cache can hold), waits for the paint, then types keys
# one at a time (Backspace and a Character in turn, so every key changes the text and runs the
# field's filters) and reports the median time from the key's write to the first byte of its
# repaint. Then it writes Backspace and Ctrl-C at once and measures the time from Ctrl-C to
# the program's exit, and the peak memory (VmHWM) the program reached.
set -euo pipefail
cd "$(dirname "$0")/.."
keys=${1:-6}
case $keys in '' | *[!0-9]* | 0) echo "long-text-keys: keys must be a number ≥ 1" >&2; exit 2 ;; esac
if [ -z "${TEXTFIELD:-}" ]; then
  swift build -c release --product textfield >/dev/null
  TEXTFIELD="$(swift build -c release --show-bin-path)/textfield"
fi
exec python3 - "$TEXTFIELD" "$keys" <<'PY'
import os, pty, random, select, signal, statistics, sys, time

binary, keys = sys.argv[1], int(sys.argv[2])
MB = 1_000_000
only = os.environ.get("CASES", "plain,number,regex").split(",")
cases = [
    ("plain, 10 MB paste", [], "x" * (10 * MB), "x"),
    ("--type number, 10 MB paste", ["--type", "number"], "1234567890" * MB, "7"),
    ("--regex '[ab]*a[ab]{1000}', 1 MB paste", ["--regex", "[ab]*a[ab]{1000}"],
     "".join(random.Random(1).choices("ab", k=MB)), "b"),
]

def read_until_quiet(fd, quiet, limit):
    """Reads until `quiet` seconds pass without output (or `limit`); returns the first byte's time."""
    first = None
    end = time.monotonic() + limit
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            if first is not None:
                return first
            continue
        try:
            data = os.read(fd, 1 << 16)
        except OSError:
            return first
        if not data:
            return first
        if first is None:
            first = time.monotonic()
    return first

def peak_memory(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")

def run(name, flags, text, key):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["LANG"] = "C.UTF-8"
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary, "--prompt", "Name", *flags])
    read_until_quiet(fd, 0.3, 20)
    paste = b"\x1b[200~" + text.encode() + b"\x1b[201~"
    start = time.monotonic()
    view = memoryview(paste)
    while view:
        _, writable, _ = select.select([fd], [fd], [], 1)
        if fd in writable:
            view = view[os.write(fd, view[:1 << 16]):]
        read_until_quiet(fd, 0, 0)  # drain what it wrote meanwhile
    shown = read_until_quiet(fd, 0.5, 600)
    paste_seconds = (shown or time.monotonic()) - start
    times = []
    for index in range(keys):
        sent = time.monotonic()
        os.write(fd, b"\x7f" if index % 2 == 0 else key.encode())
        first = read_until_quiet(fd, 0.1, 600)
        times.append((first or time.monotonic()) - sent)
    os.write(fd, b"\x7f")  # a deletion: every filter decides it
    interrupted = time.monotonic()
    os.write(fd, b"\x03")
    memory = peak_memory(pid)
    status = None
    while status is None and time.monotonic() - interrupted < 600:
        read_until_quiet(fd, 0.01, 0.02)
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
    exit_seconds = time.monotonic() - interrupted
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    print(f"| {name} | {paste_seconds:.2f} s | {statistics.median(times):.3f} s"
          f" (max {max(times):.3f}) | {exit_seconds:.3f} s (exit {status}) | {memory:.0f} MB |",
          flush=True)

print(f"{binary}, {keys} keys per case (median, max); Ctrl-C written right after Backspace\n")
print("| field | paste shown after | seconds per key | Ctrl-C to exit | peak memory |")
print("|---|---:|---:|---:|---:|")
for case, tag in zip(cases, ("plain", "number", "regex")):
    if tag in only:
        run(*case)
PY
