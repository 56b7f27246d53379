/*
 * capi_calls.h: the C API fuzz driver's state: the fields it made (live, and freed ones kept to
 * be used again on purpose), its counts, and one step (a call with arguments drawn from the
 * stream, its status checked).
 */
#ifndef CAPI_CALLS_H
#define CAPI_CALLS_H

#include "capi_model.h"

/* A field stops growing past GROWTH_LIMIT bytes of input (later feeds and pastes give it none):
 * a number field's key costs time in proportion to its text (0.5 µs a digit in release, about
 * 50 times that under ASan), so a field of 60,000 digits made one run take minutes. */
enum { LIVE_LIMIT = 6, FREED_LIMIT = 8, STATUS_LOWEST = -7, STATUS_KINDS = 9, GROWTH_LIMIT = 800 };

typedef struct live_field {
  tfk_field *handle;
  /* Whether the field was submitted or cancelled (input calls answer TFK_ERR_ENDED). */
  int ended;
  /* Bytes fed and pasted into it so far (capped: see GROWTH_LIMIT). */
  size_t given;
} live_field;

typedef struct driver {
  stream in;
  live_field live[LIVE_LIMIT];
  int live_count;
  tfk_field *freed[FREED_LIMIT];
  int freed_count, freed_next;
  unsigned long calls, made, mismatches;
  /* Calls per status, from TFK_ERR_ENDED (-7) to TFK_NO_EVENT (1). */
  unsigned long counts[STATUS_KINDS];
} driver;

/* What a field shows to the host, to compare before and after a failed call. */
typedef struct snapshot {
  char value[512];
  int32_t outcome;
} snapshot;

/* One call with arguments drawn from the stream; its status and outputs checked. */
void driver_step(driver *d);

/* Keeps `handle` (just freed) to use again. */
void driver_remember_freed(driver *d, tfk_field *handle);

/* A status other than the one the header promises: counted, printed, and (fuzzing) abort. */
void driver_mismatch(driver *d, const char *call, tfk_status got, const char *expected);

/* ---- Shared by the steps (capi_calls.c) ---- */

/* Counts a call's status. */
void count(driver *d, tfk_status status);
/* `got` must be `expected`; an error must leave a non-empty message (the field's when `live`). */
void expect(driver *d, const char *call, tfk_field *handle, int live, tfk_status got,
            tfk_status expected);
/* A handle: a live field's (*slot its index), or NULL, a freed or a foreign one (*slot -1). */
tfk_field *pick(driver *d, int *slot);
/* Keeps a field just made (or frees it when the table is full). */
void keep(driver *d, tfk_field *made);
/* The field's value and outcome. */
void take(tfk_field *handle, snapshot *s);
/* Reads the live field's outcome into its `ended`. */
void refresh(driver *d, int slot);
/* Checks an input call's status, and that a failure changed nothing (`before`). */
void check_input(driver *d, const char *call, tfk_field *handle, int slot, tfk_status got,
                 tfk_status expected, const snapshot *before);
/* Up to 32 stream bytes but NUL, NUL-terminated, in `buffer`. */
const char *random_text(driver *d, char *buffer, size_t capacity);
/* Terminal-like bytes in `buffer`; returns their length. */
size_t input_bytes(driver *d, char *buffer, size_t capacity);

#endif
