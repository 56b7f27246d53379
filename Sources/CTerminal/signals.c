// Restoring the terminal on every exit path, and leaving/re-entering it around a stop.
// CTerminal.h declares the functions Swift calls (only Curses.swift's TerminalRestore does); the
// rest are this file's own. The state they share is defined once, in state.c.
//
// What happens on a signal (the handler runs with every handled signal blocked):
// * a signal whose default action ends the process (INT, TERM, HUP, QUIT, PIPE, ALRM, USR1...,
//   and the fault signals sent with kill): restore the terminal, then die by that signal with
//   the default disposition (status 128+n as the shell shows it);
// * a real crash (a fault the kernel raised: SEGV, BUS, ILL, FPE, TRAP, SYS with si_code > 0, or
//   a signal the process sent itself, as abort() does): restore, run the previous handler (the
//   Swift runtime's backtracer) so the report is printed on a sane terminal, then die by the
//   signal even if that handler returns;
// * TSTP (Ctrl-Z through Terminal.suspend(), or kill -TSTP): restore, stop with the default
//   action; once continued, flag the main thread to re-enter curses mode and repaint;
// * CONT after any other stop (kill -STOP): flag a re-entry too (the shell may have changed the
//   tty's modes while we were stopped).
// Every death by signal first kills the process group of a child running at the time (child.c).
// While the main thread is inside ncurses (opening, drawing, closing) an asynchronous signal is
// deferred to the end of that section, so it never lands in the middle of an escape sequence or
// of ncurses' own bookkeeping. Signals ignored when the terminal was opened stay ignored, and a
// handler the host installed for a non-crash signal is left alone (the host owns that signal).

#include <errno.h>
#include <pthread.h>
#include <termios.h>
#include <time.h>
#if defined(__APPLE__)
#include <sys/ucontext.h>  // macOS refuses <ucontext.h> (its deprecated routines) by default
#else
#include <ucontext.h>
#endif

#include "CTerminal.h"
#include "terminal_state.h"

/// The signals whose default action ends the process; the first eight are crash signals.
static const int *cterm_terminating_signals(size_t *count) {
  static const int numbers[] = {
    SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS,
    SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU,
    SIGXFSZ,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
  };
  *count = sizeof(numbers) / sizeof(numbers[0]);
  return numbers;
}

static int cterm_is_crash_signal(int number) {
  size_t count;
  const int *numbers = cterm_terminating_signals(&count);
  for (size_t i = 0; i < 8 && i < count; i++) {
    if (numbers[i] == number) return 1;
  }
  return 0;
}

/// Whether `info` describes a real crash: a fault the kernel raised, or a crash signal the
/// process sent itself (abort()). `kill -SEGV` from elsewhere is not a crash.
static int cterm_is_crash(int number, const siginfo_t *info) {
  if (!cterm_is_crash_signal(number) || info == NULL) return 0;
  int fault = number == SIGSEGV || number == SIGBUS || number == SIGILL || number == SIGFPE
    || number == SIGTRAP || number == SIGSYS;
  if (fault && info->si_code > 0) return 1;
  return info->si_code <= 0 && info->si_pid == getpid();
}

static void cterm_write_ignoring_errors(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

/// Leaves curses mode: bracketed paste and mouse reporting off, then `endwin` (shell tty modes,
/// keypad off, cursor shown, alternate screen left). For the inline terminal: its restore bytes
/// (clear the drawn region, modes off, cursor shown; kept current by the main thread), then the
/// tty attributes saved when it entered raw mode (tcsetattr is async-signal-safe). Once; a
/// second caller (another thread) waits for the first to finish. Returns whether this call
/// restored the terminal.
int cterm_restore_now(void) {
  cterm_signal_state *state = cterm_signals();
  int expected = 1;
  if (__atomic_compare_exchange_n(
        &state->active, &expected, 2, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
    if (state->inline_mode) {
      if (state->fd >= 0) {
        cterm_write_ignoring_errors(state->fd, state->restore_bytes, state->restore_length);
        tcsetattr(state->fd, TCSADRAIN, &state->saved_termios);
      }
    } else {
      if (state->fd >= 0 && state->modes_on) {
        state->modes_on = 0;
        static const char off[] = "\033[?2004l\033[?1006l\033[?1003l\033[?1002l\033[?1000l";
        cterm_write_ignoring_errors(state->fd, off, sizeof(off) - 1);
      }
      endwin();
    }
    TFK_STORE(state->active, 0);
    return 1;
  }
  for (int i = 0; i < 200 && TFK_LOAD(state->active) == 2; i++) {
    struct timespec pause = {0, 10 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
  return 0;
}

void cterm_call_action(int number, const struct sigaction *action, siginfo_t *info,
                       void *context) {
  int custom = (action->sa_flags & SA_SIGINFO) ||
               (action->sa_handler != SIG_DFL && action->sa_handler != SIG_IGN);
  if (!custom) return;
  if (action->sa_flags & SA_RESETHAND) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(number, &fallback, NULL);
  }
  sigset_t mask = action->sa_mask;
  if (context != NULL) {
    const sigset_t *interrupted = &((const ucontext_t *)context)->uc_sigmask;
    for (int other = 1; other < NSIG; other++) {
      if (sigismember(interrupted, other) == 1) sigaddset(&mask, other);
    }
  }
  if (!(action->sa_flags & SA_NODEFER)) sigaddset(&mask, number);
  pthread_sigmask(SIG_SETMASK, &mask, NULL);
  if (action->sa_flags & SA_SIGINFO) {
    if (action->sa_sigaction != NULL) action->sa_sigaction(number, info, context);
  } else {
    action->sa_handler(number);
  }
}

/// Kills a running child's process group (child.c), then dies by `number` with its default
/// action (status 128+number as the shell shows it).
void cterm_die(int number) {
  pid_t group = TFK_LOAD(cterm_signals()->child_group);
  if (group > 0) kill(-group, SIGKILL);
  struct sigaction fallback;
  memset(&fallback, 0, sizeof(fallback));
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(number, &fallback, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, number);
  raise(number);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
  _exit(128 + number);
}

/// Restores the terminal, stops with TSTP's default action and, once continued, flags a
/// re-entry when curses mode was on.
static void cterm_stop_now(void) {
  cterm_signal_state *state = cterm_signals();
  int was_active = cterm_restore_now();
  struct sigaction fallback, ours;
  memset(&fallback, 0, sizeof(fallback));
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(SIGTSTP, &fallback, &ours);
  sigset_t set, old;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  raise(SIGTSTP);
  pthread_sigmask(SIG_UNBLOCK, &set, &old);
  // Continued (or never stopped: an orphaned process group discards TSTP).
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  sigaction(SIGTSTP, &ours, NULL);
  if (was_active) TFK_STORE(state->resumed, 1);
}

/// Whether the process is in the terminal's background process group.
static int cterm_in_background(void) {
  int fd = cterm_signals()->fd;
  if (fd < 0) return 0;
  pid_t group = tcgetpgrp(fd);
  return group > 0 && group != getpgrp();
}

static void cterm_signal_handler(int number, siginfo_t *info, void *context) {
  cterm_signal_state *state = cterm_signals();
  int saved_errno = errno;
  if (number == SIGCONT) {
    if (TFK_LOAD(state->active) == 1) TFK_STORE(state->resumed, 1);
  } else if (number == SIGTSTP) {
    TFK_STORE(state->deferred_stop, 1);
    if (!TFK_LOAD(state->busy) && TFK_EXCHANGE(state->deferred_stop, 0)) cterm_stop_now();
  } else if (cterm_is_crash(number, info)) {
    cterm_restore_now();
    // Run it with the mask the kernel would have given it: the backtracer catches its own
    // faults while it reads memory, which a blocked SEGV or BUS would turn into a kill.
    struct sigaction previous = state->previous[number];
    cterm_call_action(number, &previous, info, context);
    cterm_die(number);
  } else {
    int none = 0;
    __atomic_compare_exchange_n(
      &state->deferred, &none, number, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    // Busy in the foreground: the main thread dies at the end of its ncurses call. In the
    // background it may be stopped on SIGTTOU, and it cannot have changed the tty's modes.
    if (TFK_LOAD(state->busy) && !cterm_in_background()) {
      errno = saved_errno;
      return;
    }
    int pending = TFK_EXCHANGE(state->deferred, 0);
    if (pending != 0) {
      if (!TFK_LOAD(state->busy)) cterm_restore_now();
      cterm_die(pending);
    }
  }
  errno = saved_errno;
}

static void cterm_atexit_restore(void) {
  pid_t group = TFK_LOAD(cterm_signals()->child_group);
  if (group > 0) kill(-group, SIGKILL);
  cterm_restore_now();
}

/// Installs the handlers (before newterm, so ncurses installs none for these signals) and an
/// atexit hook. Idempotent.
void cterm_install_restore_handlers(void) {
  cterm_signal_state *state = cterm_signals();
  if (state->installed) return;
  state->installed = 1;
  size_t count;
  const int *numbers = cterm_terminating_signals(&count);
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_sigaction = cterm_signal_handler;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;  // no SA_RESTART: a read returns on a signal
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < count; i++) sigaddset(&action.sa_mask, numbers[i]);
  sigaddset(&action.sa_mask, SIGTSTP);
  for (size_t i = 0; i < count; i++) {
    int number = numbers[i];
    struct sigaction previous;
    if (sigaction(number, NULL, &previous) != 0) continue;
    int custom = (previous.sa_flags & SA_SIGINFO) || previous.sa_handler != SIG_DFL;
    if (previous.sa_handler == SIG_IGN && !(previous.sa_flags & SA_SIGINFO)) continue;
    if (custom && !cterm_is_crash_signal(number)) continue;
    if (sigaction(number, &action, &state->previous[number]) == 0) state->handled[number] = 1;
  }
  const int stops[] = {SIGTSTP, SIGCONT};
  for (size_t i = 0; i < 2; i++) {
    struct sigaction previous;
    if (sigaction(stops[i], NULL, &previous) != 0) continue;
    if ((previous.sa_flags & SA_SIGINFO) || previous.sa_handler != SIG_DFL) continue;
    if (sigaction(stops[i], &action, &state->previous[stops[i]]) == 0) {
      state->handled[stops[i]] = 1;
    }
  }
  atexit(cterm_atexit_restore);
}

/// Enters a section of ncurses calls: asynchronous signals wait for its end.
void cterm_begin_output(void) { TFK_STORE(cterm_signals()->busy, 1); }

/// Leaves the section: a signal that arrived meanwhile is acted on now.
void cterm_end_output(void) {
  cterm_signal_state *state = cterm_signals();
  TFK_STORE(state->busy, 0);
  int pending = TFK_EXCHANGE(state->deferred, 0);
  if (pending != 0) {
    cterm_restore_now();
    cterm_die(pending);
  }
  if (TFK_EXCHANGE(state->deferred_stop, 0)) cterm_stop_now();
}

/// Remembers the terminal's file descriptor (before newterm, for the background check).
void cterm_set_terminal_fd(int fd) { cterm_signals()->fd = fd; }

/// Notes that bracketed paste and mouse reporting were turned on (restoring turns them off).
void cterm_set_modes_on(void) { cterm_signals()->modes_on = 1; }

/// Marks curses mode active: from now on every exit path restores the terminal.
void cterm_set_screen_active(void) { TFK_STORE(cterm_signals()->active, 1); }

/// Whether the process was continued after a stop since the last call (then re-enter curses
/// mode and repaint); clears the flag.
int cterm_take_resumed(void) { return TFK_EXCHANGE(cterm_signals()->resumed, 0); }

/// Stops the process group as the tty's suspend character would (Ctrl-Z in raw mode).
void cterm_suspend(void) { kill(0, SIGTSTP); }
