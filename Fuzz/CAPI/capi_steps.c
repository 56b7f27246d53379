/*
 * capi_steps.c: the C API fuzz driver's steps, one per call of textfieldkit.h. The predicted
 * status follows the header and the library's order of checks: a handle that is not live, then
 * NULL and bad arguments, then invalid UTF-8, then a field that has ended.
 */
#include <stdlib.h>
#include <string.h>

#include "capi_calls.h"

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static void step_new_mask(driver *d) {
  char text[40];
  const char *mask;
  tfk_status expected;
  unsigned choice = stream_below(&d->in, 10);
  if (choice < 7) {
    unsigned which = stream_below(&d->in, COUNT(known_masks));
    mask = known_masks[which].mask;
    expected = known_masks[which].status;
  } else if (choice < 9) {
    mask = random_text(d, text, sizeof text);
    expected = utf8_valid((const uint8_t *)mask, strlen(mask)) ? 1 : TFK_ERR_INVALID_UTF8;
  } else {
    mask = NULL;
    expected = TFK_ERR_NULL_ARGUMENT;
  }
  int no_out = stream_below(&d->in, 20) == 0;
  if (no_out) expected = TFK_ERR_NULL_ARGUMENT;
  tfk_field *made = (tfk_field *)&made;
  tfk_status status = tfk_field_new_mask(mask, no_out ? NULL : &made);
  if (expected == 1) expected = status == TFK_OK ? TFK_OK : TFK_ERR_BAD_ARGUMENT;
  expect(d, "tfk_field_new_mask", NULL, 0, status, expected);
  if (!no_out && (status == TFK_OK) != (made != NULL))
    driver_mismatch(d, "tfk_field_new_mask (out)", status, "*out set exactly on success");
  if (status == TFK_OK && made != NULL) keep(d, made);
}

static void step_new_max_length(driver *d) {
  static const int64_t lengths[] = {-1, 0, 1, 4, 10, 1000000, 1000001, INT64_MIN, INT64_MAX};
  int64_t length = stream_below(&d->in, 3) == 0 ? (int64_t)stream_below(&d->in, 100)
                                                : lengths[stream_below(&d->in, COUNT(lengths))];
  int no_out = stream_below(&d->in, 20) == 0;
  tfk_status expected = no_out                                ? TFK_ERR_NULL_ARGUMENT
                        : length >= 0 && length <= 1000000 ? TFK_OK
                                                              : TFK_ERR_BAD_ARGUMENT;
  tfk_field *made = NULL;
  tfk_status status = tfk_field_new_max_length(length, no_out ? NULL : &made);
  expect(d, "tfk_field_new_max_length", NULL, 0, status, expected);
  if (status == TFK_OK && made != NULL) keep(d, made);
}

static void step_new_type(driver *d) {
  unsigned which = stream_below(&d->in, COUNT(known_types));
  const char *type = known_types[which].type;
  tfk_status expected = known_types[which].status;
  if (stream_below(&d->in, 20) == 0) {
    type = NULL;
    expected = TFK_ERR_NULL_ARGUMENT;
  }
  int no_out = stream_below(&d->in, 20) == 0;
  if (no_out) expected = TFK_ERR_NULL_ARGUMENT;
  tfk_field *made = NULL;
  tfk_status status =
      tfk_field_new_type(type, known_types[which].option, no_out ? NULL : &made);
  expect(d, "tfk_field_new_type", NULL, 0, status, expected);
  if (status == TFK_OK && made != NULL) keep(d, made);
}

static void step_free(driver *d) {
  int slot;
  tfk_field *handle = pick(d, &slot);
  tfk_status status = tfk_field_free(handle);
  expect(d, "tfk_field_free", handle, 0, status, slot >= 0 ? TFK_OK : TFK_ERR_BAD_HANDLE);
  if (slot < 0 || status != TFK_OK) return;
  driver_remember_freed(d, handle);
  d->live[slot] = d->live[--d->live_count];
}

static void step_feed(driver *d) {
  int slot;
  tfk_field *handle = pick(d, &slot);
  char bytes[256];
  size_t length = input_bytes(d, bytes, sizeof bytes);
  if (slot >= 0 && d->live[slot].given + length > GROWTH_LIMIT) length = 0;
  if (slot >= 0) d->live[slot].given += length;
  const void *pointer = bytes;
  unsigned twist = stream_below(&d->in, 20);
  if (twist == 0) length = SIZE_MAX - stream_below(&d->in, 8); /* negative as a Swift Int */
  if (twist == 1) pointer = NULL;
  tfk_status expected = slot < 0                            ? TFK_ERR_BAD_HANDLE
                        : d->live[slot].ended               ? TFK_ERR_ENDED
                        : twist == 0                        ? TFK_ERR_BAD_ARGUMENT
                        : pointer == NULL && length > 0     ? TFK_ERR_NULL_ARGUMENT
                                                            : TFK_OK;
  snapshot before;
  if (expected < 0 && slot >= 0) take(handle, &before);
  tfk_status status = tfk_field_feed(handle, pointer, length);
  check_input(d, "tfk_field_feed", handle, slot, status, expected,
              expected < 0 && slot >= 0 ? &before : NULL);
}

static void step_flush_or_restart(driver *d) {
  int slot;
  tfk_field *handle = pick(d, &slot);
  if (stream_below(&d->in, 2) == 0) {
    tfk_status status = tfk_field_restart(handle);
    check_input(d, "tfk_field_restart", handle, slot, status,
                slot < 0 ? TFK_ERR_BAD_HANDLE : TFK_OK, NULL);
    return;
  }
  tfk_status expected =
      slot < 0 ? TFK_ERR_BAD_HANDLE : d->live[slot].ended ? TFK_ERR_ENDED : TFK_OK;
  snapshot before;
  if (expected < 0 && slot >= 0) take(handle, &before);
  tfk_status status = tfk_field_flush(handle);
  check_input(d, "tfk_field_flush", handle, slot, status, expected,
              expected < 0 && slot >= 0 ? &before : NULL);
}

static void step_key(driver *d) {
  static const int32_t keys[] = {
      '0', '1', '5', '9', 'a', 'Z', ' ', '-', 0xE9, 0x1F44D, 0x7F, 0x1B, 0x0D, 1, 0x85, -1,
      0xD800, 0xDFFF, 0x10FFFF, TFK_KEY_BASE, TFK_KEY_ENTER, TFK_KEY_TAB, TFK_KEY_ESCAPE,
      TFK_KEY_BACKSPACE, TFK_KEY_DELETE, TFK_KEY_LEFT, TFK_KEY_RIGHT, TFK_KEY_HOME, TFK_KEY_END,
      TFK_KEY_UP, TFK_KEY_PAGE_DOWN, TFK_KEY_PAGE_DOWN + 1, TFK_KEY_F0, TFK_KEY_F0 + 5,
      TFK_KEY_F0 + 63, TFK_KEY_F0 + 64, INT32_MIN, INT32_MAX};
  int slot;
  tfk_field *handle = pick(d, &slot);
  int32_t key = stream_below(&d->in, 3) == 0 ? '0' + (int32_t)stream_below(&d->in, 10)
                                             : keys[stream_below(&d->in, COUNT(keys))];
  unsigned roll = stream_below(&d->in, 16);
  uint32_t modifiers = roll < 10 ? 0 : roll < 15 ? roll - 9 : 1u << stream_below(&d->in, 32);
  tfk_status expected = slot < 0                      ? TFK_ERR_BAD_HANDLE
                        : !key_valid(key, modifiers) ? TFK_ERR_BAD_ARGUMENT
                        : d->live[slot].ended         ? TFK_ERR_ENDED
                                                      : TFK_OK;
  snapshot before;
  if (expected < 0 && slot >= 0) take(handle, &before);
  tfk_status status = tfk_field_key(handle, key, modifiers);
  check_input(d, "tfk_field_key", handle, slot, status, expected,
              expected < 0 && slot >= 0 ? &before : NULL);
}

static void step_paste(driver *d) {
  int slot;
  tfk_field *handle = pick(d, &slot);
  static char large[GROWTH_LIMIT];
  char small[256];
  const char *text = small;
  size_t length;
  unsigned twist = stream_below(&d->in, 40);
  if (twist == 0) {
    length = GROWTH_LIMIT / 2 + stream_below(&d->in, GROWTH_LIMIT / 2);
    memset(large, '0' + (int)stream_below(&d->in, 10), length);
    text = large;
  } else {
    length = input_bytes(d, small, sizeof small);
  }
  if (slot >= 0 && d->live[slot].given + length > GROWTH_LIMIT) length = 0;
  if (slot >= 0) d->live[slot].given += length;
  if (twist == 1) length = SIZE_MAX;
  if (twist == 2) text = NULL;
  tfk_status expected;
  if (slot < 0) expected = TFK_ERR_BAD_HANDLE;
  else if (twist == 1) expected = TFK_ERR_BAD_ARGUMENT;
  else if (text == NULL && length > 0) expected = TFK_ERR_NULL_ARGUMENT;
  else if (text != NULL && !utf8_valid((const uint8_t *)text, length))
    expected = TFK_ERR_INVALID_UTF8;
  else if (d->live[slot].ended) expected = TFK_ERR_ENDED;
  else expected = TFK_OK;
  snapshot before;
  if (expected < 0 && slot >= 0) take(handle, &before);
  tfk_status status = tfk_field_paste(handle, text, length);
  check_input(d, "tfk_field_paste", handle, slot, status, expected,
              expected < 0 && slot >= 0 ? &before : NULL);
}

void step_render(driver *d);
void step_value(driver *d);
void step_read(driver *d);

void driver_step(driver *d) {
  switch (stream_below(&d->in, 18)) {
    case 0: step_new_mask(d); break;
    case 1: step_new_max_length(d); break;
    case 2: step_new_type(d); break;
    case 3: step_free(d); break;
    case 4: case 5: case 6: step_feed(d); break;
    case 7: step_flush_or_restart(d); break;
    case 8: case 9: case 10: step_key(d); break;
    case 11: step_paste(d); break;
    case 12: case 13: step_render(d); break;
    case 14: step_value(d); break;
    default: step_read(d); break;
  }
}
