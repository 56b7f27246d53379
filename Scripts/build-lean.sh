#!/usr/bin/env bash
# Builds the lean `textfield`: release, one static executable (the Swift runtime, ncurses and the
# C library linked in, so the loader has nothing to look up), linked by lld with the functions a
# prompt runs next to each other (Scripts/textfield.order). Prints the binary's path.
#
#   Scripts/build-lean.sh            → .build/lean/release/textfield
#   install "$(Scripts/build-lean.sh)" /usr/local/bin/
#
# It starts in a third of the time of `swift build -c release`'s binary and a prompt takes about a
# third of its memory (README, "Performance"). It needs the static ncurses libraries (libncursesw.a and
# libtinfo.a: Debian and Ubuntu's libncurses-dev has them, Fedora's ncurses-static) and the lld
# that comes with Swift. TEXTFIELD_ORDER_FILE=none links without the order file.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" != Linux ]; then
  echo "build-lean: static executables are Linux only; use swift build -c release" >&2
  exit 1
fi
order="${TEXTFIELD_ORDER_FILE:-$PWD/Scripts/textfield.order}"
flags=(-c release --scratch-path .build/lean --product textfield
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections)
if [ "$order" != none ]; then
  [ -f "$order" ] || { echo "build-lean: no order file at $order (Scripts/order-file.sh)" >&2; exit 1; }
  flags+=(-Xlinker "--symbol-ordering-file=$order")
fi

bin="$(swift build "${flags[@]}" --show-bin-path)/textfield"
rm -f "$bin" # the order file's contents are not an input SwiftPM knows of: always link again
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift build "${flags[@]}" >"$log" 2>&1; then
  cat "$log" >&2
  if grep -q "unable to find library -l\(ncursesw\|tinfo\)" "$log"; then
    echo "build-lean: the static ncurses libraries are missing (libncurses-dev on Debian and" \
      "Ubuntu, ncurses-static on Fedora)" >&2
  fi
  exit 1
fi
stale=$(grep -c "symbol ordering file: no such symbol" "$log" || true)
if [ "$stale" -gt 0 ]; then
  echo "build-lean: $stale symbols of $order are not in the binary any more; run" \
    "Scripts/order-file.sh to write it again" >&2
fi
echo "$bin"
