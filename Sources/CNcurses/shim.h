#ifndef TEXTFIELDKIT_CNCURSES_SHIM_H
#define TEXTFIELDKIT_CNCURSES_SHIM_H

// ncursesw's headers, for Swift and for the CTerminal C target (whose functions wrap what Swift
// cannot call: macros, globals, variadic and signal-handling code; CTerminal.h declares them).
//
// No pkg-config: ncursesw's entry adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
// refuses with a warning in every build of this package and of every package that depends on it.
// Of the two, only _XOPEN_SOURCE matters to these headers: it turns on the wide-character API,
// which NCURSES_WIDECHAR does directly (_DEFAULT_SOURCE is glibc's default anyway). The headers
// are found on the system include path (Debian and Ubuntu: libncurses-dev; Fedora:
// ncurses-devel); with Homebrew's ncurses, which is keg-only, pass its include and lib folders
// (README, "Two commands").
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// wcwidth is not visible from Swift's Glibc module.
int wcwidth(wchar_t c);

#endif
