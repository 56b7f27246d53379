// The process group of a child run in a group of its own (`textfield --suggest-command`), killed
// when this process dies by a signal while the child runs, so nothing it started outlives us.
//
// One child at a time (a second thread's run waits for the first): the record is one atomic group
// id in the shared signal state (terminal_state.h), read by the signal handlers (signals.c's
// cterm_die kills the group before dying, on every death by signal).
// While a child runs, every terminating signal this process does not ignore gets this file's
// handler for the duration: it kills the group, then does what the signal did before (dies by
// it, or calls the handler that was there: signals.c's, or the accessible mode's, which restore
// the terminal). Ignored signals are left alone. Between the spawn and the record, the
// terminating signals are blocked, so no signal can end us with a child not yet recorded; and
// SIGCHLD is at its default for the run, so the child is reaped by waitpid, not by the kernel.

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
/// SIGCHLD's action before the run, and whether the run set it to the default.
static struct sigaction reaping;
static int reaping_changed;

/// Kills the running child's group, then does what the signal did before this run: dies by it
/// (its default action, through signals.c's cterm_die), or calls the handler that was there
/// (signals.c's, or the accessible mode's, which restore the terminal and then die).
static void cterm_child_signal_handler(int number, siginfo_t *info, void *context) {
  pid_t group = TFK_LOAD(cterm_signals()->child_group);
  if (group > 0) kill(-group, SIGKILL);
  struct sigaction before = unguarded[number];
  int custom = (before.sa_flags & SA_SIGINFO) ||
               (before.sa_handler != SIG_DFL && before.sa_handler != SIG_IGN);
  if (!custom) cterm_die(number);
  cterm_call_action(number, &before, info, context);
}

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
  action.sa_sigaction = cterm_child_signal_handler;
  action.sa_mask = block;
  for (int number = 1; number < NSIG; number++) {
    guarded[number] = 0;
    if (!cterm_is_guarded_signal(number)) continue;
    struct sigaction current;
    if (sigaction(number, NULL, &current) != 0) continue;
    // An ignored signal does not end the process: left alone.
    if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) continue;
    // Saved before ours is in place: a signal in between finds the action it replaces.
    unguarded[number] = current;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | (current.sa_flags & SA_RESTART);
    if (sigaction(number, &action, NULL) == 0) guarded[number] = 1;
  }
  // A child is reaped by waitpid, never by the kernel: SIGCHLD ignored (a parent may pass it
  // so) would lose its status and free its number before its group is killed.
  struct sigaction child_default;
  memset(&child_default, 0, sizeof(child_default));
  child_default.sa_handler = SIG_DFL;
  sigemptyset(&child_default.sa_mask);
  reaping_changed = 0;
  if (sigaction(SIGCHLD, NULL, &reaping) == 0 &&
      ((!(reaping.sa_flags & SA_SIGINFO) && reaping.sa_handler == SIG_IGN) ||
       (reaping.sa_flags & SA_NOCLDWAIT))) {
    reaping_changed = sigaction(SIGCHLD, &child_default, NULL) == 0;
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
  if (reaping_changed) sigaction(SIGCHLD, &reaping, NULL);
  reaping_changed = 0;
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
