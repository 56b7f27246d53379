#!/usr/bin/env bash
# Builds the C library to install (docs/c-api.md), release, into PREFIX:
#
#   lib/libtextfieldkit.so.0 shared (and libtextfieldkit.so, a link to it); the Swift runtime linked in (-static-stdlib), so it needs no
#                            Swift toolchain at run time: only libc, libm, libstdc++, ncursesw
#   lib/libtextfieldkit.a    static: one object (the library and the parts of the Swift runtime
#                            it uses), every symbol but the header's made local
#   include/textfieldkit.h
#   lib/pkgconfig/textfieldkit.pc          the shared library (Libs.private: what the static one needs)
#   lib/pkgconfig/textfieldkit-static.pc   the static library by path, and what it needs
#
#   Scripts/build-c-library.sh [--prefix DIR] [--check]
#
# Both export exactly the functions textfieldkit.h declares (a linker version script for the
# shared library, made from the header; objcopy --keep-global-symbols for the static one).
# PREFIX defaults to .build/c-library/prefix; the build's scratch path is .build/c-library.
# --check then builds Tests/TextFieldKitCTests/CHost/phone_host.c against each library with `cc`
# and pkg-config, runs it with LD_LIBRARY_PATH set to PREFIX/lib alone, and fails when ldd shows
# a library from the Swift toolchain or the exports differ from the header's. Linux only. Prints
# PREFIX.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=$root/.build/c-library/prefix
check=0
while [ $# -gt 0 ]; do
  case $1 in
    # A relative PREFIX is the caller's, resolved before the script moves to the package.
    --prefix) [ $# -ge 2 ] || { echo "build-c-library: --prefix needs a folder" >&2; exit 2; }
      mkdir -p "$2" && prefix=$(cd "$2" && pwd); shift 2 ;;
    --check) check=1; shift ;;
    -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-c-library: unknown argument '$1' (--prefix DIR, --check)" >&2; exit 2 ;;
  esac
done
cd "$root"
if [ "$(uname -s)" != Linux ]; then
  echo "build-c-library: Linux only (the version script and the static runtime)" >&2
  exit 1
fi
header=$root/Sources/CTextFieldKit/include/textfieldkit.h
scratch=$root/.build/c-library
work=$scratch/install-work
mkdir -p "$work"
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
runtime=$toolchain/lib/swift_static/linux

# The header's functions: a line outside comments naming `tfk_…(` (as ExportContractTests reads it).
grep -v '^[ /#]' "$header" | grep -o 'tfk_[a-z0-9_]*(' | tr -d '(' | sort -u >"$work/api.txt"
{
  echo "{"
  echo "  global:"
  sed 's/.*/    &;/' "$work/api.txt"
  echo "  local: *;"
  echo "};"
} >"$work/textfieldkit.map"

echo "build-c-library: swift build -c release (scratch path $scratch)" >&2
# The shared library's SONAME is libtextfieldkit.so.0: its ABI is 0 until the 1.0 (the header's
# "Stability"); a host linked with -ltextfieldkit loads libtextfieldkit.so.0.
flags=(-c release --product textfieldkit --scratch-path "$scratch" -Xswiftc -static-stdlib
  -Xlinker "--version-script=$work/textfieldkit.map" -Xlinker -soname=libtextfieldkit.so.0)
swift build "${flags[@]}" >&2
bin=$(swift build "${flags[@]}" --show-bin-path)
rm -f "$bin/libtextfieldkit.so" # the map is not an input SwiftPM knows of: always link again
swift build "${flags[@]}" >&2

# The static library: the shared library's objects and the runtime's archives in one relocatable
# object (the linker takes from the archives only what is used), then every global but the API
# made local, so nothing of ours or of the runtime meets a host's own symbols.
objects=()
while IFS= read -r line; do objects+=("${line//\'/}"); done <"$bin/textfieldkit.product/Objects.LinkFileList"
"$toolchain/bin/ld.lld" -r -o "$work/textfieldkit.o" "$runtime/x86_64/swiftrt.o" "${objects[@]}" \
  --start-group "$runtime"/libswiftCore.a "$runtime"/libswift_Concurrency.a \
  "$runtime"/libswift_StringProcessing.a "$runtime"/libswift_RegexParser.a \
  "$runtime"/libswiftSynchronization.a "$runtime"/libswiftGlibc.a \
  "$runtime"/libswift_Builtin_float.a "$runtime"/libdispatch.a "$runtime"/libBlocksRuntime.a \
  --end-group
"$toolchain/bin/llvm-objcopy" --strip-debug --keep-global-symbols="$work/api.txt" "$work/textfieldkit.o"
rm -f "$work/libtextfieldkit.a"
"$toolchain/bin/llvm-ar" rcs "$work/libtextfieldkit.a" "$work/textfieldkit.o"

# The package's version (Scripts/version.sh, the one place it is written); the C API's own
# version is TFK_API_VERSION in the header.
version=$("$root/Scripts/version.sh")
mkdir -p "$prefix/lib/pkgconfig" "$prefix/include"
rm -f "$prefix/lib/libtextfieldkit.so" "$prefix/lib/libtextfieldkit.so.0"
install -m 755 "$bin/libtextfieldkit.so" "$prefix/lib/libtextfieldkit.so.0"
strip --strip-debug "$prefix/lib/libtextfieldkit.so.0"
ln -s libtextfieldkit.so.0 "$prefix/lib/libtextfieldkit.so"
install -m 644 "$work/libtextfieldkit.a" "$prefix/lib/libtextfieldkit.a"
install -m 644 "$header" "$prefix/include/textfieldkit.h"
private="-lncursesw -ltinfo -lstdc++ -lm -ldl -lpthread"
{
  echo "# TextFieldKit's C library, shared (Scripts/build-c-library.sh; docs/c-api.md)."
  grep -v '^#' "$root/Sources/TextFieldKitC/textfieldkit.pc.in" |
    sed -e "s|@PREFIX@|$prefix|" -e "s|@VERSION@|$version|"
} >"$prefix/lib/pkgconfig/textfieldkit.pc"
echo "Libs.private: $private" >>"$prefix/lib/pkgconfig/textfieldkit.pc"
sed -e "s|^Name: textfieldkit|Name: textfieldkit-static|" -e "s|, shared (|, static (|" \
  -e "s|^Libs: .*|Libs: \${libdir}/libtextfieldkit.a $private|" \
  "$prefix/lib/pkgconfig/textfieldkit.pc" | grep -v '^Libs.private' \
  >"$prefix/lib/pkgconfig/textfieldkit-static.pc"

if [ $check -eq 1 ]; then
  "$root/Scripts/check-c-library.sh" "$prefix" >&2
fi
echo "$prefix"
