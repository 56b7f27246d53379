#!/usr/bin/env bash
# Runs the model's property check from a seed, outside the fuzzer and `swift test`.
#
#   Fuzz/property.sh [steps] [seed]       default: 1000000 steps, seed 1
#
# Builds an optimised runner (no sanitizers) and drives random filter chains with random
# commands of hostile text (Tests/TestSupport/Hostile); prints each broken invariant once with
# the smallest scenario found, as Swift, and a count per invariant. FUZZ_IGNORE as in run.sh.
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
"$fuzz_dir/build.sh" model-property
SWIFT_BACKTRACE=enable=no exec "$fuzz_dir/.build/model-property" "${1:-1000000}" "${2:-1}"
