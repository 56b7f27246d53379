#!/usr/bin/env bash
# Fuzzes the C API (textfieldkit.h) under AddressSanitizer: random call sequences with hostile
# arguments (Fuzz/CAPI/c_api_fuzz.c), each call's status checked against the header.
#
#   Fuzz/c-api.sh [seconds]              libFuzzer, default 1800 (30 minutes)
#   Fuzz/c-api.sh --seeded [calls] [seed…]  the seeded driver under ASan (no fuzzer), default
#                                          200000 calls, seeds 1 2 3
#   Fuzz/c-api.sh --regress              replays the corpus and findings once
#   Fuzz/c-api.sh --threads [calls] [threads]   Fuzz/CAPIThreads/threads.c under ASan: threads
#                                          sharing handles (default 200000 calls, 4 threads)
#   Fuzz/c-api.sh --threads-tsan [calls] [threads]   the same under ThreadSanitizer (its own
#                                          build of the library, Fuzz/.build/c-api-tsan)
#
# The library is `swift build --sanitize=address` with coverage for the fuzzer (scratch path
# Fuzz/.build/c-api, debug: every check of the Swift code stays in); the driver is C, built by
# the toolchain's clang (which has libFuzzer) against it. The corpus grows in Fuzz/corpus/c-api
# (the committed seed-* files plus what the fuzzer finds, which git ignores); a wrong status or
# an ASan report stops the fuzzer and writes the input to Fuzz/findings/c-api/. Replay one with
# `Fuzz/.build/c-api-fuzz FILE`. FUZZ_JOBS runs parallel jobs (default 1).
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz_dir")
out=$fuzz_dir/.build
scratch=$out/c-api
clang=${CLANG:-$(dirname "$(command -v swiftc)")/clang}
coverage=edge,inline-8bit-counters,pc-table,trace-cmp

if [ "${1:-}" = --threads-tsan ]; then
  scratch=$out/c-api-tsan
  swift_libs=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/linux
  echo "building the library with TSan (swift build, $scratch)" >&2
  (cd "$root" && swift build --product textfieldkit --sanitize=thread --scratch-path "$scratch" >&2)
  lib=$(cd "$root" && swift build --sanitize=thread --scratch-path "$scratch" --show-bin-path)
  "$clang" -std=c99 -g -O1 -fuse-ld=lld -fsanitize=thread "$fuzz_dir/CAPIThreads/threads.c" \
    -I "$root/Sources/CTextFieldKit/include" -L "$lib" "-Wl,-rpath,$lib" -ltextfieldkit \
    `# TSan's runtime intercepts libdispatch, so the program links it (and its blocks) too` \
    -L "$swift_libs" "-Wl,-rpath,$swift_libs" -ldispatch -lBlocksRuntime \
    -o "$out/c-api-threads-tsan"
  export SWIFT_BACKTRACE=enable=no
  export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1}
  exec "$out/c-api-threads-tsan" "${3:-4}" "${2:-200000}"
fi

echo "building the library with ASan (swift build, $scratch)" >&2
(cd "$root" && swift build --product textfieldkit --sanitize=address --scratch-path "$scratch" \
  -Xswiftc -sanitize-coverage=$coverage -Xcc -fsanitize-coverage=$coverage >&2)
lib=$(cd "$root" && swift build --sanitize=address --scratch-path "$scratch" --show-bin-path)
sources=("$fuzz_dir"/CAPI/*.c)
flags=(-std=c99 -g -O1 -Wall -Wextra -fuse-ld=lld -I "$root/Sources/CTextFieldKit/include" -L "$lib"
  "-Wl,-rpath,$lib" -ltextfieldkit)
echo "building the drivers" >&2
"$clang" -fsanitize=fuzzer,address -DCAPI_FUZZ_LIBFUZZER "${sources[@]}" "${flags[@]}" \
  -o "$out/c-api-fuzz"
"$clang" -fsanitize=address "${sources[@]}" "${flags[@]}" -o "$out/c-api-seeded"

# The Swift runtime's backtracer would fight ASan over a crash; the runtime's one-time
# allocations are not leaks.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:symbolize=1}
corpus=$fuzz_dir/corpus/c-api
findings=$fuzz_dir/findings/c-api
mkdir -p "$corpus" "$findings"

case ${1:-} in
  --seeded)
    calls=${2:-200000}
    seeds=("${@:3}")
    [ ${#seeds[@]} -eq 0 ] && seeds=(1 2 3)
    for seed in "${seeds[@]}"; do "$out/c-api-seeded" --seed "$seed" --calls "$calls"; done
    ;;
  --threads)
    "$clang" -fsanitize=address "$fuzz_dir/CAPIThreads/threads.c" "${flags[@]}" -pthread \
      -o "$out/c-api-threads"
    "$out/c-api-threads" "${3:-4}" "${2:-200000}"
    ;;
  --regress)
    mapfile -t inputs < <(find "$corpus" "$findings" -type f | sort)
    echo "== c-api: ${#inputs[@]} inputs"
    [ ${#inputs[@]} -eq 0 ] || "$out/c-api-fuzz" -timeout=30 "${inputs[@]}"
    ;;
  *)
    seconds=${1:-1800}
    flags=(-max_total_time="$seconds" -timeout=30 -rss_limit_mb=3072 -max_len=4096
      -print_final_stats=1 -artifact_prefix="$findings/")
    jobs=${FUZZ_JOBS:-1}
    [ "$jobs" -gt 1 ] && flags+=(-fork="$jobs" -ignore_crashes=1)
    echo "== c-api for ${seconds}s (corpus $corpus, findings $findings)"
    "$out/c-api-fuzz" "${flags[@]}" "$corpus"
    ;;
esac
