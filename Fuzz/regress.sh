#!/usr/bin/env bash
# Replays every input of the corpora and findings once, without fuzzing: a regression check.
#
#   Fuzz/regress.sh [target…]      default: mask-format mask-apply mask-set model
#
# Exits non-zero when an input still crashes or breaks an invariant.
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(mask-format mask-apply mask-set model)
"$fuzz_dir/build.sh" "${targets[@]}"
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}

status=0
for name in "${targets[@]}"; do
  inputs=()
  for dir in "$fuzz_dir/corpus/$name" "$fuzz_dir/findings/$name"; do
    [ -d "$dir" ] && while IFS= read -r -d '' file; do inputs+=("$file"); done \
      < <(find "$dir" -type f -print0)
  done
  echo "== $name: ${#inputs[@]} inputs"
  [ ${#inputs[@]} -eq 0 ] && continue
  for ((i = 0; i < ${#inputs[@]}; i += 500)); do
    if ! "$fuzz_dir/.build/$name" -timeout=10 "${inputs[@]:i:500}" > "$fuzz_dir/.build/regress-$name.log" 2>&1; then
      grep -m1 -B2 -A8 'INVARIANT BROKEN\|ERROR:' "$fuzz_dir/.build/regress-$name.log" >&2 || true
      echo "== $name: FAILED (log: Fuzz/.build/regress-$name.log)" >&2
      status=1
      break
    fi
  done
done
exit $status
