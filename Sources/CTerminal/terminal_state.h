#ifndef TEXTFIELDKIT_CTERMINAL_STATE_H
#define TEXTFIELDKIT_CTERMINAL_STATE_H

// The state the signal handlers share with the main thread (signals.c, inline.c, child.c), internal
// to this target.
//
// It is defined once, in state.c. It was once a function-local static in a `static inline`
// header function, which is not one object: Swift's importer emits such a function, with its own
// copy of the static, into every object file whose code calls it, and a release build inlines
// the Swift wrappers across files. The handler then set one copy and the main thread read
// another: a release build never saw a resume or a resize. The functions are now compiled once,
// here, too.

#include <signal.h>
#include <stddef.h>
#include <termios.h>

#define TFK_LOAD(x) __atomic_load_n(&(x), __ATOMIC_SEQ_CST)
#define TFK_STORE(x, v) __atomic_store_n(&(x), (v), __ATOMIC_SEQ_CST)
#define TFK_EXCHANGE(x, v) __atomic_exchange_n(&(x), (v), __ATOMIC_SEQ_CST)

/// The most bytes an inline terminal's restore sequence may hold.
#define TFK_RESTORE_BYTES 2048

typedef struct {
  int fd;             // the terminal's file descriptor (-1: none)
  int active;         // 0 shell mode, 1 curses mode, 2 being restored (atomic)
  int busy;           // the main thread is inside ncurses (atomic)
  int deferred;       // a terminating signal that arrived while busy (atomic)
  int deferred_stop;  // a stop that arrived while busy (atomic)
  int resumed;        // continued after a stop: re-enter curses mode and repaint (atomic)
  int modes_on;       // bracketed paste was turned on (its off sequence is then due)
  int installed;
  // The inline terminal (terminfo layer + termios, no endwin): see inline.c.
  int inline_mode;    // 1: restoring means restore_bytes + saved_termios, not endwin
  int resized;        // SIGWINCH arrived (atomic)
  // A child in a process group of its own (child.c): killed before any death by signal.
  pid_t child_group;  // the running child's group, 0 when none (atomic)
  struct termios saved_termios;
  size_t restore_length;
  char restore_bytes[TFK_RESTORE_BYTES];
  int handled[NSIG];
  struct sigaction previous[NSIG];
} cterm_signal_state;

/// The process's one signal state.
cterm_signal_state *cterm_signals(void);

/// Kills a running child's process group, then dies by `number` with its default action
/// (signals.c; async-signal-safe, for signal handlers).
void cterm_die(int number);

/// Calls the handler `action` names for `number` (nothing for SIG_DFL or SIG_IGN) as the kernel
/// would have: a one-shot one (SA_RESETHAND) with the default action back first, with its own
/// mask added to the one the signal interrupted (`ctx`'s), and the signal itself unless
/// SA_NODEFER (signals.c; for signal handlers that pass a signal on).
void cterm_call_action(int number, const struct sigaction *action, siginfo_t *info, void *ctx);

#endif
