#!/usr/bin/env bash
# Builds the lean `textfield`: release, one static executable (the Swift runtime, ncurses and the
# C library linked in, so the loader has nothing to look up), linked by lld with the functions a
# prompt runs next to each other (Scripts/textfield.order). Prints the binary's path.
#
#   Scripts/build-lean.sh            → .build/lean/release/textfield
#   install "$(Scripts/build-lean.sh)" /usr/local/bin/
#
# It starts in a third of the time of `swift build -c release`'s binary and a prompt takes about a
# third of its memory (README, "Performance"). It needs the static C, C++ and ncurses libraries
# (Debian and Ubuntu: libncurses-dev; Fedora: glibc-static, libstdc++-static, ncurses-static) and
# the lld that comes with Swift. Debug information is left out (the symbols stay, for
# backtraces). TEXTFIELD_ORDER_FILE=FILE links with another order file, =none without one. Two
# runs at once relink the same binary: do not build while a benchmark runs it.
set -euo pipefail
order="${TEXTFIELD_ORDER_FILE:-}"
if [ -n "$order" ] && [ "$order" != none ]; then order="$(realpath -- "$order")"; fi
cd "$(dirname "$0")/.."
if [ "$(uname -s)" != Linux ]; then
  echo "build-lean: static executables are Linux only; use swift build -c release" >&2
  exit 1
fi
order="${order:-$PWD/Scripts/textfield.order}"
# The C target's functions get sections of their own too (-ffunction-sections), so the order file
# places them. libncursesw.a needs libtinfo.a, which a shared libncursesw.so pulls in by itself.
flags=(-c release --scratch-path .build/lean --product textfield
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections
  -Xcc -ffunction-sections -Xlinker -ltinfo -Xlinker --strip-debug)
if [ "$order" != none ]; then
  if [ ! -s "$order" ]; then
    echo "build-lean: no order file, or an empty one, at $order (Scripts/order-file.sh)" >&2
    exit 1
  fi
  flags+=(-Xlinker "--symbol-ordering-file=$order")
fi

bin="$(swift build "${flags[@]}" --show-bin-path)/textfield"
rm -f "$bin" # the order file's contents are not an input SwiftPM knows of: always link again
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift build "${flags[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  if grep -q "unable to find library -l" "$log"; then
    echo "build-lean: a static library is missing (Debian and Ubuntu: libncurses-dev; Fedora:" \
      "glibc-static, libstdc++-static, ncurses-static)" >&2
  fi
  if grep -q "invalid linker name" "$log"; then
    echo "build-lean: this Swift toolchain has no lld (swift.org's Linux toolchains do)" >&2
  fi
  exit 1
fi
# Warnings other than the known ones: static glibc's note on dlopen (textfield opens no library)
# and stale order-file entries (counted below).
grep -i "warning:" "$log" | grep -v -e "statically linked applications" \
  -e "symbol ordering file: no such symbol" -e "unable to order" >&2 || true
stale=$(grep -c -e "symbol ordering file: no such symbol" -e "unable to order" "$log" || true)
if [ "$stale" -gt 0 ]; then
  echo "build-lean: $stale symbols of $order are not in the binary any more. That costs memory" \
    "(code is laid out less tightly), not correctness; Scripts/order-file.sh writes it again." >&2
fi
echo "$bin"
