/*
 * threads.c: several threads calling the C API on the same handles at once (Fuzz/c-api.sh
 * --threads builds it with ASan; CAPIFuzzSeededTests runs it against the debug library).
 *
 *   c-api-threads [threads] [calls per thread] [seed]     default 4, 20000, 1
 *
 * The threads share eight slots of handles: each call picks a slot and reads its handle (which
 * another thread may be using, may have freed or may be replacing), then makes, frees, feeds,
 * types into, draws or reads it. With valid arguments the only answers the header allows are
 * TFK_OK, TFK_NO_EVENT, TFK_ERR_ENDED, and for a handle another thread holds or freed,
 * TFK_ERR_BUSY and TFK_ERR_BAD_HANDLE; anything else, or an error without a message, is
 * counted. Prints the counts; exits 1 on a wrong answer.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textfieldkit.h"

enum { SLOTS = 8, STATUSES = 9 };

static uintptr_t slots[SLOTS];
static unsigned long counts[STATUSES];
static unsigned long wrong;
static pthread_mutex_t counts_lock = PTHREAD_MUTEX_INITIALIZER;

typedef struct worker {
  uint64_t state;
  long calls;
  unsigned long counts[STATUSES];
  unsigned long wrong;
} worker;

static unsigned next(worker *w, unsigned bound) {
  w->state += 0x9E3779B97F4A7C15ULL;
  uint64_t z = w->state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return (unsigned)((z ^ (z >> 31)) % bound);
}

static void check(worker *w, const char *call, tfk_status status) {
  if (status >= -7 && status <= 1) w->counts[status + 7]++;
  int allowed = status == TFK_OK || status == TFK_NO_EVENT || status == TFK_ERR_ENDED ||
                status == TFK_ERR_BUSY || status == TFK_ERR_BAD_HANDLE;
  const char *message = status < 0 && status != TFK_ERR_ENDED ? tfk_last_error_message(NULL) : "x";
  if (!allowed || message == NULL || message[0] == '\0') {
    w->wrong++;
    if (w->wrong <= 5) fprintf(stderr, "WRONG %s: %s\n", call, tfk_status_name(status));
  }
}

static void *work(void *argument) {
  worker *w = argument;
  for (long i = 0; i < w->calls; i++) {
    unsigned slot = next(w, SLOTS);
    tfk_field *field = (tfk_field *)__atomic_load_n(&slots[slot], __ATOMIC_ACQUIRE);
    switch (next(w, 11)) {
      case 0:
      case 10: {
        tfk_field *made = NULL;
        check(w, "new_mask", tfk_field_new_mask("+1 ([000]) [000]-[0000]", &made));
        uintptr_t old = __atomic_exchange_n(&slots[slot], (uintptr_t)made, __ATOMIC_ACQ_REL);
        /* Freed here or by no one: a thread may still be inside a call on it (BUSY: it then
         * stays live and is lost, as a host's leak would be). */
        if (old != 0) check(w, "free (replaced)", tfk_field_free((tfk_field *)old));
        break;
      }
      case 1: {
        /* Emptied first when it still holds this handle, so the slot is made again soon. */
        uintptr_t expected = (uintptr_t)field;
        __atomic_compare_exchange_n(&slots[slot], &expected, 0, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE);
        check(w, "free", tfk_field_free(field));
        break;
      }
      case 2: check(w, "key", tfk_field_key(field, '0' + (int32_t)next(w, 10), 0)); break;
      case 3: check(w, "feed", tfk_field_feed(field, "12\r\x1b[D", 1 + next(w, 5))); break;
      case 4: check(w, "restart", tfk_field_restart(field)); break;
      case 5: {
        tfk_cell cells[2 * 40];
        char text[2 * 40 * 8];
        check(w, "render", tfk_field_render(field, 40, 2, cells, 80, text, sizeof text, NULL,
                                            NULL, NULL));
        break;
      }
      case 6: {
        char value[256];
        check(w, "value_json", tfk_field_value_json(field, value, sizeof value, NULL));
        break;
      }
      case 7: {
        tfk_event event;
        check(w, "next_event", tfk_field_next_event(field, &event));
        break;
      }
      case 8: {
        const char *message = tfk_last_error_message(field);
        if (message == NULL) w->wrong++;
        break;
      }
      default: check(w, "paste", tfk_field_paste(field, "5551234", 7)); break;
    }
  }
  pthread_mutex_lock(&counts_lock);
  for (int s = 0; s < STATUSES; s++) counts[s] += w->counts[s];
  wrong += w->wrong;
  pthread_mutex_unlock(&counts_lock);
  return NULL;
}

int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 4;
  long calls = argc > 2 ? atol(argv[2]) : 20000;
  unsigned long long seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
  if (threads < 1 || threads > 64 || calls < 1) {
    fprintf(stderr, "usage: c-api-threads [threads 1–64] [calls per thread] [seed]\n");
    return 2;
  }
  pthread_t ids[64];
  worker workers[64];
  memset(workers, 0, sizeof workers);
  for (int t = 0; t < threads; t++) {
    workers[t].state = seed * 1000 + (uint64_t)t;
    workers[t].calls = calls;
    if (pthread_create(&ids[t], NULL, work, &workers[t]) != 0) return 1;
  }
  for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);
  for (int s = 0; s < SLOTS; s++) {
    tfk_status status = tfk_field_free((tfk_field *)slots[s]);
    if (status != TFK_OK && status != TFK_ERR_BAD_HANDLE) wrong++;
  }
  printf("%d threads × %ld calls: %lu wrong\nstatuses:", threads, calls, wrong);
  for (int s = 0; s < STATUSES; s++) printf(" %s=%lu", tfk_status_name(s - 7), counts[s]);
  printf("\n");
  return wrong == 0 ? 0 : 1;
}
