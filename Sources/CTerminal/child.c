// The process group of a child run in a group of its own (`textfield --suggest-command`), killed
// when this process dies by a signal while the child runs, so nothing it started outlives us.
//
// One child at a time (a second thread's run waits for the first): the record is one atomic group
// id in the shared signal state (terminal_state.h), read by the signal handlers (signals.c's
// cterm_die kills the group before dying, on every death by signal).
// While a child runs, a terminating signal this process leaves at its default action (the
// accessible line mode installs no handlers) gets this file's handler for the duration: it kills
// the group and dies by the signal. Signals ignored
// or handled by someone else are left alone. Between the spawn and the record, the terminating
// signals are blocked, so no signal can end us with a child not yet recorded.

#define _GNU_SOURCE  // glibc's POSIX_SPAWN_SETSID
#include <errno.h>
#include <pthread.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>

#include "CTerminal.h"
#include "terminal_state.h"

/// Held from cterm_child_group_begin to cterm_child_group_end: one child at a time, process-wide.
static pthread_mutex_t one_child = PTHREAD_MUTEX_INITIALIZER;
/// The signal mask before cterm_child_group_begin blocked the terminating signals.
static sigset_t saved_mask;
/// Which signals this file's handler took over, and what they had.
static int guarded[NSIG];
static struct sigaction unguarded[NSIG];

/// Kills the running child's group, then dies by `number` with its default action, as
/// signals.c's handler does (there is no terminal to restore: this handler is installed only
/// where signals.c's is not).
static void cterm_child_signal_handler(int number) { cterm_die(number); }

/// Whether `number` ends the process by default and is not a crash (a fault that must reach the
/// runtime's backtracer unchanged).
static int cterm_is_guarded_signal(int number) {
  static const int numbers[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE, SIGXCPU, SIGXFSZ,
    SIGVTALRM, SIGPROF,
  };
  for (size_t i = 0; i < sizeof(numbers) / sizeof(numbers[0]); i++) {
    if (numbers[i] == number) return 1;
  }
  return 0;
}

void cterm_child_group_begin(void) {
  pthread_mutex_lock(&one_child);
  sigset_t block;
  sigemptyset(&block);
  for (int number = 1; number < NSIG; number++) {
    if (cterm_is_guarded_signal(number)) sigaddset(&block, number);
  }
  pthread_sigmask(SIG_BLOCK, &block, &saved_mask);
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = cterm_child_signal_handler;
  action.sa_mask = block;
  for (int number = 1; number < NSIG; number++) {
    guarded[number] = 0;
    if (!cterm_is_guarded_signal(number)) continue;
    struct sigaction current;
    if (sigaction(number, NULL, &current) != 0) continue;
    if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) continue;
    if (sigaction(number, &action, &unguarded[number]) == 0) guarded[number] = 1;
  }
}

void cterm_child_group_set(pid_t group) {
  TFK_STORE(cterm_signals()->child_group, group > 0 ? group : 0);
  pthread_sigmask(SIG_SETMASK, &saved_mask, NULL);
}

void cterm_child_group_end(void) {
  TFK_STORE(cterm_signals()->child_group, 0);
  for (int number = 1; number < NSIG; number++) {
    if (guarded[number]) sigaction(number, &unguarded[number], NULL);
    guarded[number] = 0;
  }
  pthread_mutex_unlock(&one_child);
}

int cterm_child_has_exited(pid_t pid) {
  siginfo_t info;
  memset(&info, 0, sizeof(info));
  int waited;
  do {
    waited = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
  } while (waited != 0 && errno == EINTR);
  if (waited != 0) return -1;
  return info.si_pid == pid ? 1 : 0;
}

int cterm_spawn_session_flag(void) {
#ifdef POSIX_SPAWN_SETSID
  return POSIX_SPAWN_SETSID;
#else
  return 0;
#endif
}
