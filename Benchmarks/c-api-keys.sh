#!/usr/bin/env bash
# What a key costs through the C API, beside the same key in Swift, in one run (release).
#
#   Benchmarks/c-api-keys.sh [keys] [repeats]       default: 200000 keys, 5 repeats
#   Benchmarks/c-api-keys.sh --instructions [keys]  instructions per key instead (callgrind),
#                                                    default 5000 keys
#
# Builds the installable library (Scripts/build-c-library.sh: release, the Swift runtime linked
# in), then Benchmarks/CAPIKeys/keys.c with `cc -O2` against it (pkg-config textfieldkit), and
# Benchmarks/CAPIKeys/keys.swift with `swiftc -O` against the same release build's modules.
# Both type digits into `+1 ([000]) [000]-[0000]`, ten at a time with an untimed restart
# (Enter, restart, Control-U) after each ten; render excluded. Prints µs per key (median of the
# repeats) and the machine. CAPI_KEYS_PREFIX=DIR uses a library already built there.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
instructions=0
if [ "${1:-}" = --instructions ]; then
  instructions=1
  shift
  command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
fi
keys=${1:-200000}
[ $instructions -eq 1 ] && keys=${1:-5000}
repeats=${2:-5}
case $keys$repeats in *[!0-9]*) echo "c-api-keys: keys and repeats are numbers" >&2; exit 2 ;; esac
prefix=${CAPI_KEYS_PREFIX:-$(Scripts/build-c-library.sh)}
out=$root/.build/c-api-keys
mkdir -p "$out"

# shellcheck disable=SC2046
cc -std=c99 -O2 -Wall -Wextra Benchmarks/CAPIKeys/keys.c -o "$out/keys-c" \
  $(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --cflags --libs textfieldkit)

bin=$(swift build -c release --scratch-path .build/c-library --show-bin-path)
modules=$bin/Modules
[ -d "$modules" ] || modules=$bin
objects=()
for module in InputMask TextFieldCore TextFieldUI; do
  while IFS= read -r -d '' object; do objects+=("$object"); done \
    < <(find "$bin/$module.build" -name '*.o' -print0)
done
# The package's name for `package` access: SwiftPM derives it from the checkout's folder name.
package=$(grep -o -m1 '"-package-name","[^"]*"' .build/c-library/release.yaml | cut -d'"' -f4)
swiftc -O -parse-as-library -package-name "$package" -I "$modules" \
  Benchmarks/CAPIKeys/keys.swift "${objects[@]}" -o "$out/keys-swift"

if [ $instructions -eq 1 ]; then
  # Each figure: (instructions for 2 × keys − instructions for keys) / keys, so the start, the
  # first field and the warm-up cancel out. The whole program counts (the untimed restart every
  # ten keys included), except for the "fresh" runs: only inside the call named (one insert each;
  # making and freeing the fields left out).
  count() {
    local file=$out/callgrind.out toggle=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$file" ${toggle:+"--toggle-collect=$toggle"} \
      "$@" >/dev/null 2>&1
    sed -n 's/^summary: //p; s/^totals: //p' "$file" | head -n 1
  }
  while read -r program mode toggle; do
    one=$(count "$toggle" "$out/$program" "$keys" 1 "$mode")
    two=$(count "$toggle" "$out/$program" $((keys * 2)) 1 "$mode")
    echo "$program $mode${toggle:+ (inside $toggle)}: $(((two - one) / keys)) instructions per key"
  done <<'RUNS'
keys-c key
keys-c feed
keys-c events
keys-swift form
keys-swift model
keys-c fresh tfk_field_key
keys-swift fresh $s11TextFieldUI4FormC5offery*
RUNS
  exit 0
fi
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc)" \
  "cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(swiftc --version 2>&1 | head -n 1)"
"$out/keys-c" "$keys" "$repeats"
"$out/keys-swift" "$keys" "$repeats"
