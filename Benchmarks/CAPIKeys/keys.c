/*
 * keys.c: what a key costs through the C API (Benchmarks/c-api-keys.sh builds and runs it).
 *
 *   keys [keys] [repeats] [key|feed|events|fresh]   default 200000 keys, 5 repeats, every figure
 *
 * Digits go into a field made by tfk_field_new_mask("+1 ([000]) [000]-[0000]"), ten at a time
 * (the mask's whole number); after each ten, untimed: Enter (the field is submitted), the events
 * drained, tfk_field_restart and Control-U (the text cleared). Timed: the ten tfk_field_key
 * calls (render excluded, as the target says), or the ten tfk_field_feed calls of one
 * byte each, or the ten keys with their events drained. Each figure is the median of the
 * repeats, in µs per key.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <textfieldkit.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void must(tfk_status status, const char *call) {
  if (status != TFK_OK) {
    fprintf(stderr, "keys: %s: %s: %s\n", call, tfk_status_name(status),
            tfk_last_error_message(NULL));
    exit(1);
  }
}

static void drain(tfk_field *field) {
  tfk_event event;
  while (tfk_field_next_event(field, &event) == TFK_OK) {}
}

enum { KEY, FEED, KEY_AND_EVENTS, FRESH };

/* Seconds for `keys` digits typed the way `how` says (FRESH: tfk_field_key into a new field
 * every ten digits, made and freed untimed, so the field's undo history never fills up). */
static double run(tfk_field *field, long keys, int how) {
  if (how == FRESH) {
    double total = 0;
    for (long typed = 0; typed < keys; typed += 10) {
      tfk_field *fresh;
      must(tfk_field_new_mask("+1 ([000]) [000]-[0000]", &fresh), "tfk_field_new_mask");
      double start = now();
      for (int i = 0; i < 10; i++) must(tfk_field_key(fresh, '0' + i, 0), "tfk_field_key");
      total += now() - start;
      must(tfk_field_free(fresh), "tfk_field_free");
    }
    return total;
  }
  double total = 0;
  long typed = 0;
  while (typed < keys) {
    double start = now();
    for (int i = 0; i < 10; i++) {
      char digit = (char)('0' + (typed + i) % 10);
      if (how == FEED) must(tfk_field_feed(field, &digit, 1), "tfk_field_feed");
      else must(tfk_field_key(field, digit, 0), "tfk_field_key");
      if (how == KEY_AND_EVENTS) drain(field);
    }
    total += now() - start;
    typed += 10;
    must(tfk_field_key(field, TFK_KEY_ENTER, 0), "tfk_field_key(Enter)");
    drain(field);
    int32_t outcome = 0;
    must(tfk_field_outcome(field, &outcome), "tfk_field_outcome");
    if (outcome != TFK_OUTCOME_SUBMITTED) {
      fprintf(stderr, "keys: ten digits did not make a complete phone number\n");
      exit(1);
    }
    must(tfk_field_restart(field), "tfk_field_restart");
    must(tfk_field_key(field, 'u', TFK_MOD_CONTROL), "tfk_field_key(C-u)");
    drain(field);
  }
  return total;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  long keys = argc > 1 ? atol(argv[1]) : 200000;
  int repeats = argc > 2 ? atoi(argv[2]) : 5;
  const char *only = argc > 3 ? argv[3] : "";
  if (keys < 10 || repeats < 1 || repeats > 99) {
    fprintf(stderr, "usage: keys [keys ≥ 10] [repeats 1–99]\n");
    return 2;
  }
  keys -= keys % 10;
  static const char *names[] = {"C tfk_field_key", "C tfk_field_feed (1 byte)",
                                "C tfk_field_key + events drained",
                                "C tfk_field_key, a new field every ten"};
  tfk_field *field;
  must(tfk_field_new_mask("+1 ([000]) [000]-[0000]", &field), "tfk_field_new_mask");
  static const char *words[] = {"key", "feed", "events", "fresh"};
  run(field, 1000, KEY); /* warm up */
  char value[256];
  must(tfk_field_value_json(field, value, sizeof value, NULL), "tfk_field_value_json");
  if (strstr(value, "\"value\": \"\"") == NULL) {
    fprintf(stderr, "keys: Control-U did not clear the field: %s\n", value);
    return 1;
  }
  for (int how = KEY; how <= FRESH; how++) {
    if (only[0] != '\0' && strcmp(only, words[how]) != 0) continue;
    double figures[99];
    for (int r = 0; r < repeats; r++) figures[r] = run(field, keys, how) / (double)keys * 1e6;
    qsort(figures, (size_t)repeats, sizeof figures[0], compare);
    printf("%-40s %6.3f µs/key (median of %d × %ld keys; min %.3f, max %.3f)\n", names[how],
           figures[repeats / 2], repeats, keys, figures[0], figures[repeats - 1]);
  }
  must(tfk_field_free(field), "tfk_field_free");
  return 0;
}
