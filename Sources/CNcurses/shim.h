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

// The state lives in function-local statics: Swift's importer emits those with the inline
// functions, and only NcursesTerminal.swift calls these functions (one copy per object file).

/// The terminal's file descriptor for the restore path (-1: none).
static inline int *tfk_tty_fd(void) {
  static int fd = -1;
  return &fd;
}

/// Whether curses mode is active and must be restored.
static inline volatile sig_atomic_t *tfk_screen_active(void) {
  static volatile sig_atomic_t active = 0;
  return &active;
}

/// The handlers that were installed before ours, by signal number.
static inline struct sigaction *tfk_previous_actions(void) {
  static struct sigaction actions[NSIG];
  return actions;
}

/// Turns bracketed paste off and ends curses mode, once. Async-signal tolerant.
static inline void tfk_restore_terminal(void) {
  if (!*tfk_screen_active()) return;
  *tfk_screen_active() = 0;
  if (*tfk_tty_fd() >= 0) {
    ssize_t ignored = write(*tfk_tty_fd(), "\033[?2004l", 8);
    (void)ignored;
  }
  endwin();
}

static inline void tfk_signal_handler(int signal_number) {
  tfk_restore_terminal();
  if (signal_number > 0 && signal_number < NSIG) {
    sigaction(signal_number, &tfk_previous_actions()[signal_number], NULL);
  }
  raise(signal_number);
}

static inline void tfk_atexit_restore(void) { tfk_restore_terminal(); }

/// Installs the restoring handlers (before newterm, so ncurses installs none of its own) and an
/// atexit hook; remembers the previous handlers to put back and re-raise. Idempotent.
static inline void tfk_install_restore_handlers(void) {
  static int installed = 0;
  if (installed) return;
  installed = 1;
  const int handled[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
  for (size_t i = 0; i < sizeof(handled) / sizeof(handled[0]); i++) {
    int number = handled[i];
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = tfk_signal_handler;
    sigemptyset(&action.sa_mask);
    sigaction(number, &action, &tfk_previous_actions()[number]);
  }
  atexit(tfk_atexit_restore);
}

/// Marks curses mode active and remembers the terminal's file descriptor for the restore path.
static inline void tfk_set_screen_active(int fd) {
  *tfk_tty_fd() = fd;
  *tfk_screen_active() = 1;
}

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
