#ifndef TEXTFIELDKIT_CNCURSES_SHIM_H
#define TEXTFIELDKIT_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600; without it the wide-character API is compiled out.
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

#ifdef __GLIBC__
#include <malloc.h>
#endif

/// Keeps up to `bytes` of freed memory at the top of the C heap instead of giving it back to the
/// system (glibc's M_TRIM_THRESHOLD), and serves blocks of up to `bytes` from the heap rather than
/// mapping each one (M_MMAP_THRESHOLD: setting the first freezes the second at 128 KiB, which
/// would map and unmap a text over 128 KiB on every edit); does nothing with other C libraries.
static inline void tfk_keep_freed_heap_top(int bytes) {
#ifdef __GLIBC__
  mallopt(M_TRIM_THRESHOLD, bytes);
  mallopt(M_MMAP_THRESHOLD, bytes);
#else
  (void)bytes;
#endif
}

// wcwidth is not visible from Swift's Glibc module.
int wcwidth(wchar_t c);

/// The version string of the linked ncurses library (e.g. "ncurses 6.4.20221231").
static inline const char *tfk_curses_version(void) { return curses_version(); }

// MARK: - Globals Swift 6 rejects as not concurrency-safe

static inline WINDOW *tfk_stdscr(void) { return stdscr; }
static inline int tfk_lines(void) { return LINES; }
static inline int tfk_cols(void) { return COLS; }
static inline int tfk_escdelay(void) { return ESCDELAY; }
static inline FILE *tfk_stdin(void) { return stdin; }
static inline FILE *tfk_stdout(void) { return stdout; }

// MARK: - Attribute and mouse macros

static inline attr_t tfk_a_normal(void) { return A_NORMAL; }
static inline attr_t tfk_a_bold(void) { return A_BOLD; }
static inline attr_t tfk_a_dim(void) { return A_DIM; }
static inline attr_t tfk_a_reverse(void) { return A_REVERSE; }
static inline attr_t tfk_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tfk_a_standout(void) { return A_STANDOUT; }
static inline attr_t tfk_color_pair(short pair) { return COLOR_PAIR(pair); }

static inline mmask_t tfk_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tfk_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tfk_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tfk_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline int tfk_key_f(int n) { return KEY_F(n); }

/// Sets a window's attributes and colour pair (wattr_set may be a macro).
static inline int tfk_set_attributes(WINDOW *window, attr_t attributes, short pair) {
  return wattr_set(window, attributes, pair, NULL);
}

/// Whether `tigetstr(name)` names a real capability (neither absent nor cancelled).
static inline int tfk_has_string_capability(const char *name) {
  char *value = tigetstr(name);
  return value != NULL && value != (char *)-1;
}

/// The key code ncurses gives the sequence of terminfo capability `name`, or 0.
static inline int tfk_key_code_for_capability(const char *name) {
  char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return 0;
  int code = key_defined(value);
  return code > 0 ? code : 0;
}

/// Whether the locale's codeset is UTF-8.
static inline int tfk_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// MARK: - Restoring the terminal on every exit path

#include "signals.h"
#include "inline.h"

/// Writes `length` bytes to `fd`, retrying short writes. Returns 0 on success.
static inline int tfk_write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written <= 0) return -1;
    bytes += written;
    length -= (size_t)written;
  }
  return 0;
}

#endif
