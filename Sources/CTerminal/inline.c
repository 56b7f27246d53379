// The inline terminal: terminfo strings and termios raw mode, no curses screen. Only
// Curses.swift (TerminalRestore, Curses) calls these; the terminfo wrappers are in curses.c.
//
// Restoring shares signals.c's machinery (handlers, atexit hook, deferral while busy, run
// once): with `inline_mode` set, cterm_restore_now writes the restore bytes the main thread keeps
// current (move to the top of the drawn region and clear it, bracketed paste and mouse off,
// attributes reset, cursor shown) and puts back the tty attributes saved on entering raw mode.

#include <termios.h>

#include "CTerminal.h"
#include "terminal_state.h"

/// Saves the tty attributes of `fd` (restored on every exit path) and enters raw mode: no echo,
/// no line editing, no signals from keys (Ctrl-C, Ctrl-Z and Ctrl-\ are bytes), no flow control,
/// no output processing (a line feed only moves down). Marks the inline terminal active.
/// Returns 0 when it entered raw mode, 1 when it was still active (continued after a stop that
/// did not restore it: the attributes saved first are kept), -1 on failure.
int cterm_inline_enter(int fd) {
  cterm_signal_state *state = cterm_signals();
  struct termios saved, raw;
  if (tcgetattr(fd, &saved) != 0) return -1;
  raw = saved;
  raw.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INLCR | IGNCR | INPCK | ISTRIP | IXON);
  raw.c_oflag &= ~(tcflag_t)OPOST;
  raw.c_cflag |= CS8;
  raw.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN | ISIG);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  cterm_begin_output();
  int was_active = TFK_LOAD(state->active) == 1 && state->inline_mode;
  if (!was_active) {
    state->saved_termios = saved;
    state->restore_length = 0;
  }
  state->fd = fd;
  state->inline_mode = 1;
  int result = tcsetattr(fd, TCSADRAIN, &raw);
  if (result == 0) TFK_STORE(state->active, 1);
  cterm_end_output();
  return result != 0 ? -1 : was_active ? 1 : 0;
}

/// Sets the bytes written when the terminal is restored by a signal or at exit (the caller is
/// inside cterm_begin_output/cterm_end_output). Longer sequences are cut at TFK_RESTORE_BYTES.
void cterm_inline_set_restore_bytes(const char *bytes, size_t length) {
  cterm_signal_state *state = cterm_signals();
  if (length > TFK_RESTORE_BYTES) length = TFK_RESTORE_BYTES;
  state->restore_length = 0;
  memcpy(state->restore_bytes, bytes, length);
  state->restore_length = length;
}

/// After the inline terminal was restored on its normal close: restoring means endwin again.
void cterm_inline_leave(void) { cterm_signals()->inline_mode = 0; }

static void cterm_inline_winch_handler(int number) {
  (void)number;
  TFK_STORE(cterm_signals()->resized, 1);
}

/// Catches SIGWINCH (without SA_RESTART, so a waiting poll returns) unless the host handles it.
void cterm_inline_install_resize_handler(void) {
  struct sigaction previous;
  if (sigaction(SIGWINCH, NULL, &previous) != 0) return;
  if ((previous.sa_flags & SA_SIGINFO) || previous.sa_handler != SIG_DFL) return;
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = cterm_inline_winch_handler;
  sigemptyset(&action.sa_mask);
  sigaction(SIGWINCH, &action, NULL);
}

/// Whether the terminal was resized since the last call; clears the flag.
int cterm_inline_take_resized(void) {
  return TFK_EXCHANGE(cterm_signals()->resized, 0);
}
