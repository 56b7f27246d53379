#!/usr/bin/env bash
# Builds a Debian package of TextFieldKit with dpkg-deb: what `make install PREFIX=/usr` installs
# (the command, the C library, its header and pkg-config files, the man page, the completions),
# laid out as Debian wants it (the man page and changelog compressed, the notices in
# /usr/share/doc/textfieldkit/copyright), then checks it with lintian when lintian is installed.
#
#   Scripts/build-deb.sh [--check]   → .build/deb/textfieldkit_VERSION_ARCH.deb (its path printed)
#
# --check also unpacks the package into a scratch root and runs `textfield --version` and
# `man -l` on its page from there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
check=0
case "${1:-}" in
--check) check=1 ;;
"") ;;
*) echo "build-deb: unknown argument '$1' (--check)" >&2; exit 2 ;;
esac
command -v dpkg-deb >/dev/null || { echo "build-deb: dpkg-deb is needed (Debian, Ubuntu)" >&2; exit 1; }
version=$(Scripts/version.sh)
arch=$(dpkg --print-architecture)
out=$root/.build/deb
stage=$out/textfieldkit_${version}_$arch
rm -rf "$stage"
mkdir -p "$stage"
make -s install DESTDIR="$stage" PREFIX=/usr >/dev/null

doc=$stage/usr/share/doc/textfieldkit
# Stripped as Debian ships binaries (the lean build keeps symbols for backtraces).
strip --strip-unneeded --remove-section=.comment --remove-section=.note \
  "$stage/usr/bin/textfield" "$stage/usr/lib/libtextfieldkit.so.0"
gzip -9n "$stage/usr/share/man/man1/textfield.1"
# Debian's changelog is the package's own (a native package's: changelog.gz); the project's
# CHANGELOG.md stays beside it.
{
  echo "textfieldkit ($version) unstable; urgency=medium"
  echo
  echo "  * Release $version: see /usr/share/doc/textfieldkit/CHANGELOG.md."
  echo
  echo " -- TextFieldKit maintainers <textfieldkit@users.noreply.github.com>  $(date -R -d "$(git log -1 --format=%cI 2>/dev/null || date -R)")"
} | gzip -9n >"$doc/changelog.gz"
gzip -9n "$doc/CHANGELOG.md"
# copyright: the project's licence, then what it bundles (THIRD-PARTY-NOTICES), machine-readable.
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: TextFieldKit"
  echo
  echo "Files: *"
  echo "Copyright: TextFieldKit contributors"
  echo "License: Apache-2.0"
  echo " On Debian systems, the full text of the Apache License 2.0 is in"
  echo " /usr/share/common-licenses/Apache-2.0."
  echo
  echo "Comment: bundled components and their licences"
  sed 's/^$/./; s/^/ /' THIRD-PARTY-NOTICES
} >"$doc/copyright"
# The licence texts Debian ships already are not installed twice; the others stay in LICENSES/.
rm -f "$doc/LICENSE" "$doc/LICENSES/Apache-2.0.txt" "$doc/LICENSES/GPL-3.0-or-later.txt"

# The command links ncurses statically on purpose (the lean build: a prompt starts in a third
# of the time; DECISIONS, "The lean build"), which lintian reports as an embedded library.
mkdir -p "$stage/usr/share/lintian/overrides"
cat >"$stage/usr/share/lintian/overrides/textfieldkit" <<'OVERRIDES'
# The command is linked with a static ncurses on purpose: start-up time (DECISIONS, the lean build).
textfieldkit: embedded-library ncurses [usr/bin/textfield]
# Non-PIE on purpose: no start-up relocations (DECISIONS, glibc linked dynamically).
textfieldkit: hardening-no-pie [usr/bin/textfield]
OVERRIDES
mkdir -p "$stage/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<CONTROL
Package: textfieldkit
Version: $version
Architecture: $arch
Maintainer: TextFieldKit maintainers <textfieldkit@users.noreply.github.com>
Installed-Size: $size
Depends: libc6 (>= 2.34), libgcc-s1, libncursesw6, libstdc++6, libtinfo6
Section: utils
Priority: optional
Homepage: https://github.com/textfieldkit/textfieldkit
Description: terminal text fields with input masks and typed fields
 textfield asks for a value in the terminal through an input mask
 (+1 ([000]) [000]-[0000]) or a field type (phone numbers for every
 region, numbers and money in every locale, dates that cannot be wrong),
 and formats or checks values in batch. The C library libtextfieldkit
 embeds the same fields in a program's own screen.
CONTROL
# The shared library: not executable, known to ldconfig and to dpkg-shlibdeps of packages that
# link it. (One package for now; Debian's split into textfield, libtextfieldkit0 and
# libtextfieldkit-dev is what lintian's two remaining warnings ask for.)
chmod 644 "$stage/usr/lib/libtextfieldkit.so.0"
echo "activate-noawait ldconfig" >"$stage/DEBIAN/triggers"
echo "libtextfieldkit 0 textfieldkit (>= $version)" >"$stage/DEBIAN/shlibs"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums" "$stage/DEBIAN/triggers" \
  "$stage/DEBIAN/shlibs"
package=$out/textfieldkit_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$package" >/dev/null

if command -v lintian >/dev/null; then
  # Errors fail the build; the warnings are listed (DECISIONS, "The Debian package").
  lintian --tag-display-limit 0 "$package" >&2 || { echo "build-deb: lintian found errors" >&2; exit 1; }
fi

if [ $check -eq 1 ]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  dpkg-deb -x "$package" "$scratch"
  got=$("$scratch/usr/bin/textfield" --version)
  case $got in "$version"*) ;; *) echo "build-deb: textfield --version printed '$got'" >&2; exit 1 ;; esac
  MANWIDTH=80 man -l "$scratch/usr/share/man/man1/textfield.1.gz" 2>/dev/null | grep -q 'textfield completion' ||
    { echo "build-deb: man -l does not show the packaged page" >&2; exit 1; }
  echo "build-deb: unpacked, textfield --version ($got) and man -l work" >&2
fi
echo "$package"
