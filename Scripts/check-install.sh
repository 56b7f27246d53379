#!/usr/bin/env bash
# Checks `make install` and `make uninstall` as a new user runs them, into a scratch prefix
# without root: every file in its place, the command and its man page working from there, a C
# program and Demos/c-host built against the installed library through pkg-config, the Python
# package running on it, the man page and the completions found in bash, zsh and fish with
# nothing sourced by hand (a user whose prefix is ~/.local, as the README says), a staged install
# (DESTDIR) naming the final prefix, and an uninstall that leaves nothing of ours behind.
#
#   Scripts/check-install.sh        (builds what `make install` builds: the lean command and
#                                    the C library, release)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/home/.local
fail() { echo "check-install: $*" >&2; exit 1; }

make -s install PREFIX="$prefix" >/dev/null
expected=$(make -s -f - print-files PREFIX="$prefix" <<'MAKE'
include Makefile
print-files:
	@printf '%s\n' $(FILES)
MAKE
)
installed=$(cd "$prefix" && find . -type f -o -type l | sed 's|^\./||' | sort)
[ "$installed" = "$(printf '%s\n' "$expected" | sort)" ] ||
  fail "installed files differ from the Makefile's list:
$(diff <(printf '%s\n' "$expected" | sort) <(printf '%s\n' "$installed"))"
for notice in LICENSE NOTICE THIRD-PARTY-NOTICES; do
  [ -s "$prefix/share/doc/textfieldkit/$notice" ] || fail "$notice is not installed"
done

# The command, from the prefix, with nothing of the build on its path.
version=$(Scripts/version.sh)
got=$(env -i PATH="$prefix/bin:/usr/bin:/bin" textfield --version)
case $got in "$version"*) ;; *) fail "textfield --version printed '$got', not $version" ;; esac
echo 5551234567 | env -i PATH="$prefix/bin:/usr/bin:/bin" \
  textfield format --mask '+1 ([000]) [000]-[0000]' | grep -qx '+1 (555) 123-4567' ||
  fail "the installed textfield does not format"
MANWIDTH=80 man -l "$prefix/share/man/man1/textfield.1" 2>/dev/null | grep -q 'textfield completion' ||
  fail "man -l does not show the installed page"

# A C host through pkg-config, run with the installed library alone.
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
[ "$(pkg-config --modversion textfieldkit)" = "$version" ] || fail "pkg-config's version is not $version"
# shellcheck disable=SC2046
cc -o "$work/host" Tests/TextFieldKitCTests/CHost/phone_host.c $(pkg-config --cflags --libs textfieldkit)
env -i LD_LIBRARY_PATH= "$work/host" >/dev/null || fail "a C host against the installed library failed"
! ldd "$work/host" | grep -q /opt/swift || fail "the installed library needs the Swift toolchain"
readelf -d "$work/host" | grep -q 'NEEDED.*\[libtextfieldkit.so.0\]' ||
  fail "a host does not load the library by its SONAME, libtextfieldkit.so.0"

# The C host demo builds against the installed library as its Makefile says, and loads it by
# its SONAME; the Python package runs on the installed library.
make -s -C Demos/c-host OUT="$work/c-host" >/dev/null
readelf -d "$work/c-host" | grep -q 'NEEDED.*\[libtextfieldkit.so.0\]' ||
  fail "Demos/c-host does not load libtextfieldkit.so.0"
got=$(TEXTFIELDKIT_LIBRARY="$prefix/lib/libtextfieldkit.so" PYTHONPATH=Bindings/python/src python3 -c '
from textfieldkit import Field
with Field(mask="+1 ([000]) [000]-[0000]") as phone:
    phone.feed(b"5551234567")
    print(phone.formatted)')
[ "$got" = "+1 (555) 123-4567" ] || fail "the Python package on the installed library printed '$got'"

# As the README says: a user whose prefix is ~/.local, with ~/.local/bin on PATH, gets the man
# page and the completions with nothing sourced by hand (bash-completion and fish look under
# ~/.local/share; zsh needs the one fpath line the README gives). A fresh HOME: no rc files of
# the user's (fish reads only its own system configuration, which sets its completion path).
as_user() { env -i HOME="$work/home" PATH="$prefix/bin:/usr/bin:/bin" TERM=dumb "$@"; }
[ "$(as_user man -w textfield 2>/dev/null)" = "$prefix/share/man/man1/textfield.1" ] ||
  fail "man textfield does not find the installed page from PATH"
if [ -e /usr/share/bash-completion/bash_completion ]; then
  as_user bash --norc --noprofile -c 'source /usr/share/bash-completion/bash_completion
    __load_completion textfield; complete -p textfield' 2>/dev/null | grep -q _textfield ||
    fail "bash-completion does not load the installed completion"
fi
if command -v zsh >/dev/null; then
  as_user zsh -fc 'fpath=(~/.local/share/zsh/site-functions $fpath)
    autoload -Uz compinit && compinit -u -D && print -r -- $_comps[textfield]' |
    grep -qx _textfield || fail "zsh's compinit does not find _textfield"
fi
if command -v fish >/dev/null; then
  as_user fish -c 'complete -C "textfield --ver"' | grep -q -- --version ||
    fail "fish does not find the installed completion"
fi

# Staged: the files go under DESTDIR, the pkg-config file names the final prefix.
make -s install DESTDIR="$work/stage" PREFIX=/usr >/dev/null
grep -qx 'prefix=/usr' "$work/stage/usr/lib/pkgconfig/textfieldkit.pc" ||
  fail "a staged install's pkg-config file does not name /usr"

make -s uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f -o -type l)
[ -z "$left" ] || fail "uninstall left: $left"
[ ! -e "$prefix/share/doc/textfieldkit" ] || fail "uninstall left share/doc/textfieldkit"
echo "check-install: make install and uninstall into $prefix: ok ($(printf '%s\n' "$expected" | wc -l) files)"
