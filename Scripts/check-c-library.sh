#!/usr/bin/env bash
# Checks an installed C library (Scripts/build-c-library.sh --check runs it):
#
#   Scripts/check-c-library.sh PREFIX
#
# * PREFIX/lib/libtextfieldkit.so exports, and PREFIX/lib/libtextfieldkit.a defines as globals,
#   exactly the functions PREFIX/include/textfieldkit.h declares;
# * Tests/TextFieldKitCTests/CHost/phone_host.c, built with `cc` and pkg-config against each
#   (textfieldkit, textfieldkit-static), passes every check when run with LD_LIBRARY_PATH set to
#   PREFIX/lib alone, and ldd shows no library from the Swift toolchain (nor, for the static
#   build, libtextfieldkit.so).
# Prints the libraries' sizes. Exits non-zero on the first failure.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: Scripts/check-c-library.sh PREFIX" >&2; exit 2; }
prefix=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
root=$PWD
lib=$prefix/lib
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-c-library: FAIL: $*" >&2; exit 1; }

grep -v '^[ /#]' "$prefix/include/textfieldkit.h" | grep -o 'tfk_[a-z0-9_]*(' | tr -d '(' |
  sort -u >"$work/declared"
nm -D -g --defined-only "$lib/libtextfieldkit.so" | awk '{print $3}' | sort -u >"$work/shared"
diff -u "$work/declared" "$work/shared" >&2 ||
  fail "libtextfieldkit.so exports other symbols than the header's functions (diff above)"
nm -g --defined-only "$lib/libtextfieldkit.a" | awk 'NF == 3 {print $3}' | sort -u >"$work/static"
diff -u "$work/declared" "$work/static" >&2 ||
  fail "libtextfieldkit.a defines other globals than the header's functions (diff above)"
echo "exports: $(wc -l <"$work/declared") functions, the header's, in both libraries"

export PKG_CONFIG_PATH=$lib/pkgconfig
host=$root/Tests/TextFieldKitCTests/CHost/phone_host.c
for kind in shared static; do
  package=textfieldkit
  [ $kind = static ] && package=textfieldkit-static
  # shellcheck disable=SC2046
  cc -std=c99 -pedantic -Wall -Wextra -Werror "$host" -o "$work/host-$kind" \
    $(pkg-config --cflags --libs --static "$package") || fail "cc against $package"
  needs=$(LD_LIBRARY_PATH=$lib ldd "$work/host-$kind")
  if grep -q -F "$toolchain" <<<"$needs"; then fail "$kind: ldd shows the toolchain:"$'\n'"$needs"; fi
  if grep -q "not found" <<<"$needs"; then fail "$kind: ldd shows a missing library:"$'\n'"$needs"; fi
  if [ $kind = static ] && grep -q libtextfieldkit <<<"$needs"; then
    fail "static: the program loads libtextfieldkit.so"
  fi
  output=$(env -u LD_PRELOAD LD_LIBRARY_PATH="$lib" "$work/host-$kind") ||
    fail "$kind: phone_host exited non-zero:"$'\n'"$output"
  [ "$(tail -n 1 <<<"$output")" = "all checks passed" ] ||
    fail "$kind: phone_host said:"$'\n'"$output"
  echo "$kind: phone_host passed $(grep -c '^ok ' <<<"$output") checks; it loads:" \
    "$(awk '/=>/ {print $1}' <<<"$needs" | tr '\n' ' ')"
done
echo "sizes: libtextfieldkit.so $(stat -L -c %s "$lib/libtextfieldkit.so") bytes," \
  "libtextfieldkit.a $(stat -c %s "$lib/libtextfieldkit.a") bytes," \
  "the static host $(stat -c %s "$work/host-static") bytes"
