// Wrappers of what Swift cannot call (ncurses macros, globals Swift 6 rejects as not
// concurrency-safe, variadic terminfo calls) and the few C library calls the terminals need.

#include <sys/ioctl.h>

#include "CTerminal.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

// MARK: - ncurses globals

WINDOW *cterm_stdscr(void) { return stdscr; }
int cterm_lines(void) { return LINES; }
int cterm_cols(void) { return COLS; }
FILE *cterm_stdin(void) { return stdin; }
FILE *cterm_stdout(void) { return stdout; }

// MARK: - ncurses attribute and mouse macros

attr_t cterm_a_normal(void) { return A_NORMAL; }
attr_t cterm_a_bold(void) { return A_BOLD; }
attr_t cterm_a_dim(void) { return A_DIM; }
attr_t cterm_a_reverse(void) { return A_REVERSE; }
attr_t cterm_a_underline(void) { return A_UNDERLINE; }
mmask_t cterm_button1_pressed(void) { return BUTTON1_PRESSED; }
mmask_t cterm_button1_clicked(void) { return BUTTON1_CLICKED; }
int cterm_key_f(int n) { return KEY_F(n); }

int cterm_set_attributes(WINDOW *window, attr_t attributes, short pair) {
  return wattr_set(window, attributes, pair, NULL);
}

const char *cterm_curses_version(void) { return curses_version(); }

// MARK: - terminfo

int cterm_setupterm(const char *term, int fd) {
  int error = 0;
  return setupterm((char *)term, fd, &error) == OK ? 0 : -1;
}

const char *cterm_terminfo_string(const char *name) {
  char *value = tigetstr(name);
  return value == NULL || value == (char *)-1 ? NULL : value;
}

int cterm_has_string_capability(const char *name) { return cterm_terminfo_string(name) != NULL; }

const char *cterm_terminfo_expand1(const char *capability, long parameter) {
  return tparm((char *)capability, parameter, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
}

int cterm_key_code_for_capability(const char *name) {
  const char *value = cterm_terminfo_string(name);
  if (value == NULL) return 0;
  int code = key_defined(value);
  return code > 0 ? code : 0;
}

// MARK: - The process

int cterm_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

int cterm_window_size(int fd, int *width, int *height) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return -1;
  *width = size.ws_col;
  *height = size.ws_row;
  return 0;
}

int cterm_write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written <= 0) return -1;
    bytes += written;
    length -= (size_t)written;
  }
  return 0;
}

void cterm_keep_freed_heap_top(int bytes) {
#ifdef __GLIBC__
  mallopt(M_TRIM_THRESHOLD, bytes);
  mallopt(M_MMAP_THRESHOLD, bytes);
#else
  (void)bytes;
#endif
}
