#!/usr/bin/env bash
# Builds the lean `textfield`: release, one executable that links only glibc dynamically (the Swift
# runtime, libstdc++, libgcc and ncurses linked in, so the loader maps libc and libm alone), linked
# by lld with the functions a prompt runs next to each other (Scripts/textfield.order), and
# stamped with the commit it was built from (`textfield --version`: `0.9.0 (commit …)`). Prints
# the binary's path.
#
#   Scripts/build-lean.sh            → .build/lean/release/textfield
#   install "$(Scripts/build-lean.sh)" /usr/local/bin/
#
# It starts in a third of the time of `swift build -c release`'s binary and a prompt takes about a
# third of its memory (docs/PERFORMANCE.md). glibc stays a shared library so that its LGPL
# asks nothing of whoever ships the binary (DECISIONS, "The installed `textfield` links only glibc
# dynamically"); THIRD-PARTY-NOTICES lists what is linked in. It needs the static C++ and ncurses
# libraries (Debian and Ubuntu: libncurses-dev; Fedora: libstdc++-static, ncurses-static) and the
# lld that comes with Swift. Debug information is left out (the symbols stay, for backtraces).
# TEXTFIELD_ORDER_FILE=FILE links with another order file, =none without one. Two runs at once
# relink the same binary: do not build while a benchmark runs it.
set -euo pipefail
order="${TEXTFIELD_ORDER_FILE:-}"
if [ -n "$order" ] && [ "$order" != none ]; then order="$(realpath -- "$order")"; fi
cd "$(dirname "$0")/.."
if [ "$(uname -s)" != Linux ]; then
  echo "build-lean: static executables are Linux only; use swift build -c release" >&2
  exit 1
fi
order="${order:-$PWD/Scripts/textfield.order}"
# The static libraries, alone in a folder searched first: `-lstdc++`, `-lncursesw` and `-ltinfo`
# find the archives there, and only glibc's libc and libm are left to the loader.
statics="$PWD/.build/lean/static-libraries"
mkdir -p "$statics"
clang="$(dirname "$(realpath -- "$(command -v swiftc)")")/clang"
for archive in libstdc++.a libncursesw.a libtinfo.a; do
  found=$("$clang" -print-file-name="$archive")
  if [ ! -f "$found" ]; then
    echo "build-lean: $archive, a static library, is missing (Debian and Ubuntu: libncurses-dev;" \
      "Fedora: libstdc++-static, ncurses-static)" >&2
    exit 1
  fi
  ln -sf "$found" "$statics/$archive"
done
# The commit stamp: an object defining `textfield_commit`, replacing CBuildStamp's empty weak one
# (empty too outside a git checkout). Written only when it changes.
stamp="$PWD/.build/lean/stamp"
mkdir -p "$stamp"
commit=$(Scripts/version.sh --commit)
printf 'const char textfield_commit[] = "%s";\n' "$commit" >"$stamp/commit.c.new"
if ! cmp -s "$stamp/commit.c.new" "$stamp/commit.c" || [ ! -f "$stamp/commit.o" ]; then
  mv "$stamp/commit.c.new" "$stamp/commit.c"
  "$clang" -c -O1 -o "$stamp/commit.o" "$stamp/commit.c"
else
  rm -f "$stamp/commit.c.new"
fi
# The C target's functions get sections of their own too (-ffunction-sections), so the order file
# places them. libncursesw.a needs libtinfo.a, which a shared libncursesw.so pulls in by itself.
# -static-stdlib links the Swift runtime in; libgcc in too (-static-libgcc); not position
# independent (26,000 relocations less at each start, as the static executable was); no dynamic
# symbol table beyond glibc's imports (--no-export-dynamic).
flags=(-c release --scratch-path .build/lean --product textfield
  -Xswiftc -static-stdlib -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections
  -Xswiftc -L -Xswiftc "$statics" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
  -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic
  -Xcc -ffunction-sections -Xlinker -ltinfo -Xlinker --strip-debug -Xlinker "$stamp/commit.o")
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
    echo "build-lean: a library is missing (Debian and Ubuntu: libncurses-dev; Fedora:" \
      "libstdc++-static, ncurses-static)" >&2
  fi
  if grep -q "invalid linker name" "$log"; then
    echo "build-lean: this Swift toolchain has no lld (swift.org's Linux toolchains do)" >&2
  fi
  exit 1
fi
# Warnings other than stale order-file entries (counted below).
grep -i "warning:" "$log" | grep -v \
  -e "symbol ordering file: no such symbol" -e "unable to order" >&2 || true
stale=$(grep -c -e "symbol ordering file: no such symbol" -e "unable to order" "$log" || true)
if [ "$stale" -gt 0 ]; then
  echo "build-lean: $stale symbols of $order are not in the binary any more. That costs memory" \
    "(code is laid out less tightly), not correctness; Scripts/order-file.sh writes it again." >&2
fi
echo "$bin"
