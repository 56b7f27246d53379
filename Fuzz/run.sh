#!/usr/bin/env bash
# Runs the libFuzzer targets, one at a time.
#
#   Fuzz/run.sh [target|all] [seconds]     default: all, 1800 seconds (30 minutes) per target
#
# Targets: mask-format mask-apply mask-set model. Each run builds its target (Fuzz/build.sh),
# grows its corpus in Fuzz/corpus/<target>/ (the committed seed-* files plus what the fuzzer
# finds, which git ignores), and writes crashing, timing-out or memory-hungry inputs to
# Fuzz/findings/<target>/. Replay a finding with `Fuzz/.build/<target> <file>`, or every corpus
# and finding with Fuzz/regress.sh.
#
# Environment: FUZZ_JOBS (parallel fuzzing jobs, default 1), FUZZ_FLAGS (extra libFuzzer flags),
# FUZZ_IGNORE (model: invariants to look past, comma-separated words of their names),
# FUZZ_STRICT_GRAPHEMES (mask targets: check inputs with Characters that can merge, too).
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
target=${1:-all}
seconds=${2:-1800}
fuzz_targets=(mask-format mask-apply mask-set model)
if [ "$target" = all ]; then
  targets=("${fuzz_targets[@]}")
else
  targets=("$target")
fi

"$fuzz_dir/build.sh" "${targets[@]}"

# The Swift runtime's backtracer would fight AddressSanitizer over a crash; the Swift runtime's
# one-time allocations are not leaks.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:symbolize=1}

status=0
for name in "${targets[@]}"; do
  corpus=$fuzz_dir/corpus/$name
  findings=$fuzz_dir/findings/$name
  mkdir -p "$corpus" "$findings"
  case $name in
    mask-format) max_len=256 ;;
    mask-apply | mask-set) max_len=512 ;;
    *) max_len=2048 ;;
  esac
  flags=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len"
    -print_final_stats=1 -artifact_prefix="$findings/")
  [ -f "$fuzz_dir/dict/$name.dict" ] && flags+=(-dict="$fuzz_dir/dict/$name.dict")
  jobs=${FUZZ_JOBS:-1}
  [ "$jobs" -gt 1 ] && flags+=(-fork="$jobs" -ignore_crashes=1)
  echo "== $name for ${seconds}s (corpus $corpus, findings $findings)"
  # shellcheck disable=SC2086
  if ! "$fuzz_dir/.build/$name" "${flags[@]}" ${FUZZ_FLAGS:-} "$corpus"; then
    echo "== $name: the fuzzer stopped on a finding, see $findings" >&2
    status=1
  fi
done
exit $status
