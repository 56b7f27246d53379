#!/usr/bin/env bash
# Cost per key through the Python binding (Bindings/python, ctypes) over the release build of
# libtextfieldkit.so: an insert into a masked phone field (render excluded), the way a host
# drives it: `field.key("5")` then `field.key(Key.BACKSPACE)`, the events drained after each.
# Also: the same keys as raw bytes (`field.feed`), and a bare ctypes call of the library
# (`tfk_field_outcome`) for the binding's floor. Issue 24's target: ≤ 30 µs per insert.
#
#   Benchmarks/python-binding.sh [pairs]        default: 20000 pairs (insert + backspace)
#
# Prints the machine (CPU model, cores, Python) and the best of 5 runs per figure, in µs.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-20000}
case $pairs in '' | *[!0-9]* | 0) echo "python-binding: pairs must be a positive number" >&2; exit 2 ;; esac
swift build -c release --product textfieldkit >&2
library="$(swift build -c release --show-bin-path)/libtextfieldkit.so"

TEXTFIELDKIT_LIBRARY="$library" PYTHONPATH=Bindings/python/src exec python3 - "$pairs" <<'PY'
import ctypes, os, platform, sys, time

import textfieldkit
from textfieldkit import Field, Key
from textfieldkit._library import lib

pairs = int(sys.argv[1])

def best(run):
    """The best of 5 runs of `run`, in µs per key."""
    figures = []
    for _ in range(5):
        start = time.perf_counter()
        keys = run()
        figures.append((time.perf_counter() - start) / keys * 1e6)
    return min(figures)

def keys_and_events():
    with Field(mask="+1 ([000]) [000]-[0000]") as field:
        for _ in range(pairs):
            field.key("5")
            for _ in field.events():
                pass
            field.key(Key.BACKSPACE)
            for _ in field.events():
                pass
    return 2 * pairs

def key_codes_only():
    with Field(mask="+1 ([000]) [000]-[0000]") as field:
        key = field.key
        for _ in range(pairs):
            key(53)
            key(Key.BACKSPACE)
        list(field.events())  # at most 4096 wait: the oldest were dropped
    return 2 * pairs

def fed_bytes():
    with Field(mask="+1 ([000]) [000]-[0000]") as field:
        for _ in range(pairs):
            field.feed(b"5")
            for _ in field.events():
                pass
            field.feed(b"\x7f")
            for _ in field.events():
                pass
    return 2 * pairs

def bare_call():
    with Field(mask="+1 ([000]) [000]-[0000]") as field:
        handle, outcome = field._handle.value, ctypes.c_int32()
        pointer = ctypes.byref(outcome)
        for _ in range(pairs * 2):
            lib.tfk_field_outcome(handle, pointer)
    return 2 * pairs

model = "unknown CPU"
try:
    with open("/proc/cpuinfo") as info:
        model = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
except (OSError, StopIteration):
    pass
print(f"machine: {model}, {os.cpu_count()} cores, {platform.system()} {platform.machine()}, "
      f"Python {platform.python_version()}")
print(f"library: {textfieldkit.library_path}")
print(f"{pairs} pairs (insert + backspace) into +1 ([000]) [000]-[0000], best of 5, render excluded:")
print(f"  key() + events() drained     {best(keys_and_events):6.2f} µs per key")
print(f"  key() alone                  {best(key_codes_only):6.2f} µs per key")
print(f"  feed(bytes) + events()       {best(fed_bytes):6.2f} µs per key")
print(f"  a bare ctypes call (floor)   {best(bare_call):6.2f} µs per call")
PY
