#!/usr/bin/env bash
# Measures the round trip of `textfield serve` as a host sees it (release build): a request
# written to the server's standard input, its reply read back from its standard output.
#
#   Benchmarks/serve-roundtrip.sh [KEYS] [TEXTFIELD]
#
# Builds `textfield` in release mode (unless TEXTFIELD names a binary), opens the README's masked
# phone field and sends KEYS (default 20,000) `key` requests ("5", with "C-u" clearing the field
# every 10 digits, as a host typing phone numbers), then the same keys each followed by a
# `render` of 40 × 2 cells (what a host that redraws after every key pays), then `bytes`
# requests carrying one key each. The client is Python (pipes, one write and one line read per
# request); its own cost is in the figures. Prints p50, p90 and p99 per round trip in µs, with
# the machine.
set -euo pipefail
cd "$(dirname "$0")/.."
keys="${1:-20000}"
bin="${2:-}"
if [ -z "$bin" ]; then
  swift build -c release --product textfield >/dev/null
  bin="$(swift build -c release --show-bin-path)/textfield"
fi
echo "machine: $(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "textfield: $bin"
python3 - "$bin" "$keys" <<'PY'
import base64, json, subprocess, sys, time

binary, keys = sys.argv[1], int(sys.argv[2])
server = subprocess.Popen([binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
reader = server.stdout

def request(line):
    """Writes one request and reads lines up to its reply; returns the reply's type."""
    server.stdin.write(line)
    while True:
        reply = json.loads(reader.readline())
        if reply["type"] in ("hello", "opened", "ok", "frame", "error"):
            return reply["type"]

request(b'{"type": "hello", "version": 1}\n')
spec = {"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}]}
assert request(json.dumps({"type": "open", "spec": spec}).encode() + b"\n") == "opened"

digit = b'{"type": "key", "key": "5"}\n'
clear = b'{"type": "key", "key": "C-u"}\n'
render = b'{"type": "render", "width": 40, "height": 2}\n'
byte = ('{"type": "bytes", "base64": "%s"}\n' % base64.b64encode(b"5").decode()).encode()
kill = ('{"type": "bytes", "base64": "%s"}\n' % base64.b64encode(b"\x15").decode()).encode()

def run(name, key, clearing, then=None):
    times = []
    for i in range(keys):
        if i % 10 == 0:
            request(clearing)
            if then: request(then)
        start = time.perf_counter_ns()
        assert request(key) == "ok"
        if then: assert request(then) == "frame"
        times.append((time.perf_counter_ns() - start) / 1000)
    times.sort()
    pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]
    print(f"{name:<34} p50 {pick(0.5):7.1f} µs   p90 {pick(0.9):7.1f} µs   p99 {pick(0.99):7.1f} µs")

run("warm-up", digit, clear)
run("key -> ok", digit, clear)
run("key -> ok, render 40x2 -> frame", digit, clear, render)
run("bytes (one key) -> ok", byte, kill)
server.stdin.close()
server.wait()
PY
