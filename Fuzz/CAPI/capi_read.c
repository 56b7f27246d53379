/*
 * capi_read.c: the C API fuzz driver's output steps (render, value, outcome, events, label,
 * pending input, messages), each checking what the call wrote as well as its status.
 */
#include <stdlib.h>
#include <string.h>

#include "capi_calls.h"

void step_render(driver *d);
void step_value(driver *d);
void step_read(driver *d);

static int text_ok(const char *text, size_t length) {
  return utf8_valid((const uint8_t *)text, length);
}

void step_render(driver *d) {
  static const int32_t sides[] = {-1, 0, 1, 4097, 5000, INT32_MIN, INT32_MAX, 2048};
  int slot;
  tfk_field *handle = pick(d, &slot);
  int32_t width = stream_below(&d->in, 8) == 0 ? sides[stream_below(&d->in, 8)]
                                               : (int32_t)stream_below(&d->in, 81);
  int32_t height = stream_below(&d->in, 8) == 0 ? sides[stream_below(&d->in, 8)]
                                                : (int32_t)stream_below(&d->in, 4);
  int sides_ok = width >= 0 && width <= 4096 && height >= 0 && height <= 4096;
  long long wanted = sides_ok ? (long long)width * height : 0;
  int too_many = wanted > 1048576;
  /* Buffers as large as the call is told, never larger: a picture too large gets none. */
  size_t cell_count = too_many || wanted > 400 ? 0 : (size_t)wanted;
  if (cell_count > 0 && stream_below(&d->in, 8) == 0) cell_count--;
  static tfk_cell cells[400];
  static char text[400 * 8];
  size_t capacity = stream_below(&d->in, 4) == 0 ? stream_below(&d->in, 64) : sizeof text;
  int null_cells = stream_below(&d->in, 16) == 0;
  int null_text = stream_below(&d->in, 16) == 0;
  if (null_text) capacity = 0;
  int ask_needed = stream_below(&d->in, 4) != 0;
  size_t needed = (size_t)-1;
  int32_t x = 7, y = 7;
  tfk_status status = tfk_field_render(handle, width, height, null_cells ? NULL : cells,
                                       cell_count, null_text ? NULL : text, capacity,
                                       ask_needed ? &needed : NULL, &x, &y);
  tfk_status expected;
  if (slot < 0) expected = TFK_ERR_BAD_HANDLE;
  else if (!sides_ok || too_many) expected = TFK_ERR_BAD_ARGUMENT;
  else if ((long long)cell_count < wanted) expected = TFK_ERR_BUFFER_TOO_SMALL;
  else if (null_cells && wanted > 0) expected = TFK_ERR_NULL_ARGUMENT;
  else if (ask_needed && needed > capacity) expected = TFK_ERR_BUFFER_TOO_SMALL;
  else if (!ask_needed && status == TFK_ERR_BUFFER_TOO_SMALL) expected = status;
  else expected = TFK_OK;
  expect(d, "tfk_field_render", handle, slot >= 0, status, expected);
  if (status != TFK_OK) {
    if (x != -1 || y != -1) driver_mismatch(d, "tfk_field_render (caret)", status, "-1, -1");
    return;
  }
  if (x != -1 && (x < 0 || x >= width || y < 0 || y >= height))
    driver_mismatch(d, "tfk_field_render (caret)", status, "a caret inside the picture");
  for (long long i = 0; i < wanted; i++) {
    const tfk_cell *cell = &cells[i];
    if ((size_t)cell->text_offset + cell->text_length >= capacity ||
        text[cell->text_offset + cell->text_length] != '\0' ||
        strlen(text + cell->text_offset) != cell->text_length ||
        !text_ok(text + cell->text_offset, cell->text_length) || cell->role > TFK_ROLE_HINT) {
      driver_mismatch(d, "tfk_field_render (cell)", status, "cells inside the text buffer");
      return;
    }
  }
}

void step_value(driver *d) {
  int slot;
  tfk_field *handle = pick(d, &slot);
  static char buffer[70000 * 2];
  size_t capacity = stream_below(&d->in, 3) == 0 ? stream_below(&d->in, 120) : sizeof buffer;
  unsigned twist = stream_below(&d->in, 10);
  char *target = twist == 0 ? NULL : buffer;
  if (twist == 0 && stream_below(&d->in, 2) == 0) capacity = 0;
  /* A size no buffer has (a negative number made a size_t): refused, nothing written. */
  if (twist == 1) capacity = SIZE_MAX - stream_below(&d->in, 8);
  size_t needed = 0;
  memset(buffer, 'x', 4);
  tfk_status status = tfk_field_value_json(handle, target, capacity, &needed);
  tfk_status expected;
  if (slot < 0) expected = TFK_ERR_BAD_HANDLE;
  else if (twist == 1) expected = TFK_ERR_BAD_ARGUMENT;
  else if (target == NULL) expected = capacity == 0 ? TFK_OK : TFK_ERR_NULL_ARGUMENT;
  else expected = needed <= capacity ? TFK_OK : TFK_ERR_BUFFER_TOO_SMALL;
  expect(d, "tfk_field_value_json", handle, slot >= 0, status, expected);
  if (status == TFK_ERR_BUFFER_TOO_SMALL && capacity > 0 && buffer[0] != '\0')
    driver_mismatch(d, "tfk_field_value_json (small)", status, "\"\" in a buffer too small");
  if (twist == 1 && (needed != 0 || memcmp(buffer, "xxxx", 4) != 0))
    driver_mismatch(d, "tfk_field_value_json (huge)", status, "nothing written");
  if (status != TFK_OK || target == NULL) return;
  size_t length = strlen(buffer);
  if (length + 1 != needed || strncmp(buffer, "{\"formatted\": \"", 15) != 0 ||
      buffer[length - 1] != '}' || !text_ok(buffer, length))
    driver_mismatch(d, "tfk_field_value_json (text)", status, "the value's JSON");
}

static void read_event(driver *d, tfk_field *handle, int slot) {
  tfk_event event;
  memset(&event, 0x55, sizeof event);
  int null_event = stream_below(&d->in, 16) == 0;
  tfk_status status = tfk_field_next_event(handle, null_event ? NULL : &event);
  if (slot < 0 || null_event) {
    expect(d, "tfk_field_next_event", handle, slot >= 0, status,
           slot < 0 ? TFK_ERR_BAD_HANDLE : TFK_ERR_NULL_ARGUMENT);
    return;
  }
  expect(d, "tfk_field_next_event", handle, 1, status, status == TFK_NO_EVENT ? status : TFK_OK);
  int kind_ok = status == TFK_NO_EVENT ? event.kind == 0
                                       : event.kind >= TFK_EVENT_CHANGED &&
                                             event.kind <= TFK_EVENT_KEY_UNUSED;
  if (!kind_ok || !text_ok(event.message, event.message ? strlen(event.message) : 0) ||
      event.message == NULL)
    driver_mismatch(d, "tfk_field_next_event (event)", status, "a known event and its message");
}

void step_read(driver *d) {
  int slot;
  tfk_field *handle = pick(d, &slot);
  tfk_status status;
  switch (stream_below(&d->in, 6)) {
    case 0:
    case 1: read_event(d, handle, slot); return;
    case 2: {
      int32_t outcome = 9;
      int null_out = stream_below(&d->in, 8) == 0;
      status = tfk_field_outcome(handle, null_out ? NULL : &outcome);
      expect(d, "tfk_field_outcome", handle, slot >= 0, status,
             slot < 0 ? TFK_ERR_BAD_HANDLE : null_out ? TFK_ERR_NULL_ARGUMENT : TFK_OK);
      if (status == TFK_OK && (outcome != TFK_OUTCOME_EDITING) != d->live[slot].ended)
        driver_mismatch(d, "tfk_field_outcome (value)", status, "the outcome the events said");
      return;
    }
    case 3: {
      int32_t pending = 9;
      int null_out = stream_below(&d->in, 8) == 0;
      status = tfk_field_input_pending(handle, null_out ? NULL : &pending);
      expect(d, "tfk_field_input_pending", handle, slot >= 0, status,
             slot < 0 ? TFK_ERR_BAD_HANDLE : null_out ? TFK_ERR_NULL_ARGUMENT : TFK_OK);
      if (status == TFK_OK && pending != 0 && pending != 1)
        driver_mismatch(d, "tfk_field_input_pending (value)", status, "0 or 1");
      return;
    }
    case 4: {
      char label[40];
      unsigned choice = stream_below(&d->in, 8);
      const char *text = choice == 0 ? NULL : choice < 3 ? "Phone:" : random_text(d, label, 40);
      tfk_status expected = slot < 0       ? TFK_ERR_BAD_HANDLE
                            : text == NULL ? TFK_ERR_NULL_ARGUMENT
                            : !text_ok(text, strlen(text)) ? TFK_ERR_INVALID_UTF8
                                                           : TFK_OK;
      snapshot before;
      if (expected < 0 && slot >= 0) take(handle, &before);
      status = tfk_field_set_label(handle, text);
      check_input(d, "tfk_field_set_label", handle, slot, status, expected,
                  expected < 0 && slot >= 0 ? &before : NULL);
      return;
    }
    default: {
      int32_t code = (int32_t)stream_below(&d->in, 24) - 12;
      const char *name = tfk_status_name(code);
      int known = code >= STATUS_LOWEST && code <= TFK_NO_EVENT;
      d->calls++;
      if (name == NULL || (strcmp(name, "TFK_UNKNOWN_STATUS") == 0) == known)
        driver_mismatch(d, "tfk_status_name", code, "a name for each known status");
      const char *message = tfk_last_error_message(handle);
      d->calls++;
      if (!text_ok(message, message ? strlen(message) : 0) || message == NULL)
        driver_mismatch(d, "tfk_last_error_message", 0, "a UTF-8 message");
      return;
    }
  }
}
