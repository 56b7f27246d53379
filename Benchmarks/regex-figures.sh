#!/usr/bin/env bash
# Times LinearRegex in a release build: the backtracking figures `(a+)+$`, `(a|aa)*b`, `(x+x+)+y`
# on 10,000-character inputs (goal < 50 ms each) and a 10 MB paste into a `[0-9]*` RegexFilter
# (goal < 1 s).
#
#   Benchmarks/regex-figures.sh
#
# The program lives in its own package (Benchmarks/RegexFigures), which depends on TextFieldKit by
# path and on nothing else.
set -euo pipefail
cd "$(dirname "$0")/RegexFigures"
swift build -c release --product regex-figures >/dev/null
echo "$(uname -m), $(nproc) cores"
"$(swift build -c release --show-bin-path)/regex-figures"
