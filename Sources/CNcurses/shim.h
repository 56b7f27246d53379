#ifndef TEXTFIELDKIT_CNCURSES_SHIM_H
#define TEXTFIELDKIT_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600; without it the wide-character API is compiled out.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// wcwidth is not visible from Swift's Glibc module.
int wcwidth(wchar_t c);

/// The version string of the linked ncurses library (e.g. "ncurses 6.4.20221231").
static inline const char *tfk_curses_version(void) { return curses_version(); }

#endif
