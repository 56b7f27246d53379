/*
 * capi_calls.c: what the C API fuzz driver's calls share (capi_steps.c makes them). Each call
 * draws its arguments from the stream, predicts the status textfieldkit.h promises for them (argument checks in the order the
 * library makes them: the handle, then the arguments, then the field's state), makes the call
 * and checks the status and what it wrote. A failed call on a live field must change nothing
 * (its value and outcome are compared) and must leave a message.
 */
#include <stdlib.h>
#include <string.h>

#include "capi_calls.h"

/* ---- Checking ---------------------------------------------------------------------------- */

void count(driver *d, tfk_status status) {
  d->calls++;
  if (status >= STATUS_LOWEST && status < STATUS_LOWEST + STATUS_KINDS)
    d->counts[status - STATUS_LOWEST]++;
}

static int message_ok(const char *message) {
  return message != NULL && utf8_valid((const uint8_t *)message, strlen(message));
}

/* `got` must be `expected`; an error must leave a non-empty message where the header says. */
void expect(driver *d, const char *call, tfk_field *handle, int live, tfk_status got,
                   tfk_status expected) {
  count(d, got);
  if (got != expected) {
    driver_mismatch(d, call, got, tfk_status_name(expected));
    return;
  }
  if (got >= 0) return;
  const char *message = tfk_last_error_message(live ? handle : NULL);
  if (!message_ok(message) || message[0] == '\0')
    driver_mismatch(d, call, got, "an error with a message");
}

/* ---- Handles ------------------------------------------------------------------------------ */

void driver_remember_freed(driver *d, tfk_field *handle) {
  if (d->freed_count < FREED_LIMIT) {
    d->freed[d->freed_count++] = handle;
  } else {
    d->freed[d->freed_next] = handle;
    d->freed_next = (d->freed_next + 1) % FREED_LIMIT;
  }
}

/* A handle for a call: a live field's (*slot its index), or NULL, a freed one, or a foreign
 * one (*slot -1). Foreign handles are never values the table could have issued: real pointers
 * (aligned, even), odd numbers past any counter, all bits set. */
tfk_field *pick(driver *d, int *slot) {
  static int foreign_object;
  *slot = -1;
  unsigned choice = stream_below(&d->in, 16);
  if (choice == 0) return NULL;
  if (choice == 1) {
    switch (stream_below(&d->in, 5)) {
      case 0: return (tfk_field *)&foreign_object;
      case 1: return (tfk_field *)d;
      case 2: return (tfk_field *)(uintptr_t)1;
      case 3: return (tfk_field *)(uintptr_t)((UINT64_C(1) << 62) | 1);
      default: return (tfk_field *)UINTPTR_MAX;
    }
  }
  if (choice == 2 && d->freed_count > 0)
    return d->freed[stream_below(&d->in, (unsigned)d->freed_count)];
  if (d->live_count == 0) return NULL;
  *slot = (int)stream_below(&d->in, (unsigned)d->live_count);
  return d->live[*slot].handle;
}

void keep(driver *d, tfk_field *made) {
  d->made++;
  if (d->live_count < LIVE_LIMIT) {
    d->live[d->live_count].handle = made;
    d->live[d->live_count].ended = 0;
    d->live[d->live_count].given = 0;
    d->live_count++;
    return;
  }
  tfk_status status = tfk_field_free(made);
  expect(d, "tfk_field_free (new)", made, 1, status, TFK_OK);
  driver_remember_freed(d, made);
}

void take(tfk_field *handle, snapshot *s) {
  memset(s, 0, sizeof *s);
  tfk_field_value_json(handle, s->value, sizeof s->value, NULL);
  tfk_field_outcome(handle, &s->outcome);
}

/* After a call on a live field: its ending as the library reports it. */
void refresh(driver *d, int slot) {
  int32_t outcome = -1;
  tfk_status status = tfk_field_outcome(d->live[slot].handle, &outcome);
  expect(d, "tfk_field_outcome", d->live[slot].handle, 1, status, TFK_OK);
  if (outcome < TFK_OUTCOME_EDITING || outcome > TFK_OUTCOME_INTERRUPTED)
    driver_mismatch(d, "tfk_field_outcome (value)", status, "an outcome 0 to 3");
  d->live[slot].ended = outcome != TFK_OUTCOME_EDITING;
}

/* Checks an input call on handle/slot: `expected` predicted before the call ran. */
void check_input(driver *d, const char *call, tfk_field *handle, int slot,
                        tfk_status got, tfk_status expected, const snapshot *before) {
  expect(d, call, handle, slot >= 0, got, expected);
  if (slot < 0) return;
  if (got < 0 && before != NULL) {
    snapshot after;
    take(handle, &after);
    if (strcmp(before->value, after.value) != 0 || before->outcome != after.outcome)
      driver_mismatch(d, call, got, "a failed call that changed nothing");
  }
  refresh(d, slot);
}

/* ---- Arguments ------------------------------------------------------------------------- */

/* A NUL-terminated string of up to 32 stream bytes (any bytes but NUL), in `buffer`. */
const char *random_text(driver *d, char *buffer, size_t capacity) {
  size_t length = stream_below(&d->in, 33);
  if (length >= capacity) length = capacity - 1;
  for (size_t i = 0; i < length; i++) {
    uint8_t byte = stream_byte(&d->in);
    buffer[i] = (char)(byte == 0 ? '5' : byte);
  }
  buffer[length] = '\0';
  return buffer;
}

/* Terminal-like bytes: pieces of feed_pieces, or raw stream bytes. Returns the length. */
size_t input_bytes(driver *d, char *buffer, size_t capacity) {
  size_t length = 0;
  if (stream_below(&d->in, 4) == 0) {
    size_t wanted = stream_below(&d->in, 48);
    while (length < wanted && length < capacity) buffer[length++] = (char)stream_byte(&d->in);
    return length;
  }
  unsigned pieces = 1 + stream_below(&d->in, 6);
  size_t kinds = sizeof feed_pieces / sizeof feed_pieces[0];
  for (unsigned p = 0; p < pieces; p++) {
    unsigned which = stream_below(&d->in, (unsigned)kinds);
    if (length + feed_pieces[which].length > capacity) break;
    memcpy(buffer + length, feed_pieces[which].bytes, feed_pieces[which].length);
    length += feed_pieces[which].length;
  }
  return length;
}
