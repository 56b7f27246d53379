#ifndef TEXTFIELDKIT_CTERMINAL_H
#define TEXTFIELDKIT_CTERMINAL_H

// The package's C: what Swift cannot call or must not run (ncurses macros and globals, variadic
// terminfo calls, signal handlers), declared here and defined in this target's .c files, so an
// edit is compiled once and every caller links the same code. TextFieldCurses's
// Terminal/Curses.swift calls these (HeapTuning.swift its mallopt wrapper, ChildProcess.swift the
// child group's record, the ncurses-host demo the globals).

// CNcurses's header, by its path: SwiftPM gives a C target no include path for a system library
// it depends on. Where modules are on (Swift's importer), this is an import of CNcurses.
#include "../../CNcurses/shim.h"

// MARK: - ncurses globals Swift 6 rejects as not concurrency-safe (curses.c)

WINDOW *cterm_stdscr(void);
int cterm_lines(void);
int cterm_cols(void);
FILE *cterm_stdin(void);
FILE *cterm_stdout(void);

// MARK: - ncurses attribute and mouse macros (curses.c)

attr_t cterm_a_normal(void);
attr_t cterm_a_bold(void);
attr_t cterm_a_dim(void);
attr_t cterm_a_reverse(void);
attr_t cterm_a_underline(void);
mmask_t cterm_button1_pressed(void);
mmask_t cterm_button1_clicked(void);
int cterm_key_f(int n);

/// Sets a window's attributes and colour pair (wattr_set may be a macro).
int cterm_set_attributes(WINDOW *window, attr_t attributes, short pair);

/// The version string of the linked ncurses library (e.g. "ncurses 6.4.20221231").
const char *cterm_curses_version(void);

// MARK: - terminfo (curses.c)

/// Loads the terminfo entry of `term` for `fd` without writing anything. 0 on success.
int cterm_setupterm(const char *term, int fd);

/// A terminfo string capability, or NULL when absent or cancelled. Needs cterm_setupterm first.
const char *cterm_terminfo_string(const char *name);

/// Whether `tigetstr(name)` names a real capability (neither absent nor cancelled).
int cterm_has_string_capability(const char *name);

/// `capability` with one numeric parameter expanded (tparm is variadic: Swift cannot call it).
const char *cterm_terminfo_expand1(const char *capability, long parameter);

/// The key code ncurses gives the sequence of terminfo capability `name`, or 0.
int cterm_key_code_for_capability(const char *name);

// MARK: - The process (curses.c)

/// Whether the locale's codeset is UTF-8.
int cterm_locale_is_utf8(void);

/// The window size of the terminal on `fd`; 0 on success.
// (Not named columns/lines: <term.h> defines those as macros.)
int cterm_window_size(int fd, int *width, int *height);

/// Writes `length` bytes to `fd`, retrying short writes. Returns 0 on success.
int cterm_write_all(int fd, const char *bytes, size_t length);

/// Keeps up to `bytes` of freed memory at the top of the C heap instead of giving it back to the
/// system (glibc's M_TRIM_THRESHOLD), and serves blocks of up to `bytes` from the heap rather than
/// mapping each one (M_MMAP_THRESHOLD: setting the first freezes the second at 128 KiB, which
/// would map and unmap a text over 128 KiB on every edit); does nothing with other C libraries.
void cterm_keep_freed_heap_top(int bytes);

// MARK: - Restoring the terminal on every exit path (signals.c)

/// Installs the handlers (before newterm, so ncurses installs none for these signals) and an
/// atexit hook. Idempotent.
void cterm_install_restore_handlers(void);

/// Remembers the terminal's file descriptor (before newterm, for the background check).
void cterm_set_terminal_fd(int fd);

/// Enters a section of ncurses calls: asynchronous signals wait for its end.
void cterm_begin_output(void);

/// Leaves the section: a signal that arrived meanwhile is acted on now.
void cterm_end_output(void);

/// Marks curses mode active: from now on every exit path restores the terminal.
void cterm_set_screen_active(void);

/// Notes that bracketed paste and mouse reporting were turned on (restoring turns them off).
void cterm_set_modes_on(void);

/// Leaves curses mode (or the inline terminal's raw mode), once; see signals.c. Returns whether
/// this call restored the terminal.
int cterm_restore_now(void);

/// Whether the process was continued after a stop since the last call (then re-enter curses
/// mode and repaint); clears the flag.
int cterm_take_resumed(void);

/// Stops the process group as the tty's suspend character would (Ctrl-Z in raw mode).
void cterm_suspend(void);

// MARK: - A child in a process group of its own (child.c)

/// Before spawning a child in a group of its own: blocks the terminating signals (until
/// cterm_child_group_set) and, for those left at their default action, installs a handler that
/// kills the child's group before dying. One child at a time: another thread's
/// call waits until cterm_child_group_end.
void cterm_child_group_begin(void);

/// Records the spawned child's process group (0 when the spawn failed) and unblocks the signals:
/// from now on a death by signal kills the group.
void cterm_child_group_set(pid_t group);

/// Forgets the group (call once it is killed, before the child is reaped) and puts back the
/// handlers cterm_child_group_begin replaced.
void cterm_child_group_end(void);

/// Whether child `pid` has exited, without reaping it: 1 yes, 0 not yet, -1 on error.
int cterm_child_has_exited(pid_t pid);

/// posix_spawn's flag that starts the child in a session of its own (`POSIX_SPAWN_SETSID`:
/// glibc 2.26 and later, macOS), or 0 where the C library has none.
int cterm_spawn_session_flag(void);

// MARK: - The inline terminal: terminfo strings and termios raw mode (inline.c)

/// Saves the tty attributes of `fd` and enters raw mode; marks the inline terminal active.
/// Returns 0 when it entered raw mode, 1 when it was still active (continued after a stop that
/// did not restore it: the attributes saved first are kept), -1 on failure.
int cterm_inline_enter(int fd);

/// Sets the bytes written when the terminal is restored by a signal or at exit (the caller is
/// inside cterm_begin_output/cterm_end_output). Longer sequences are cut at 2048 bytes.
void cterm_inline_set_restore_bytes(const char *bytes, size_t length);

/// After the inline terminal was restored on its normal close: restoring means endwin again.
void cterm_inline_leave(void);

/// Catches SIGWINCH (without SA_RESTART, so a waiting poll returns) unless the host handles it.
void cterm_inline_install_resize_handler(void);

/// Whether the terminal was resized since the last call; clears the flag.
int cterm_inline_take_resized(void);

#endif
