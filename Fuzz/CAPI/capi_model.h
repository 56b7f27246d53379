/*
 * capi_model.h: what the C API fuzz driver (c_api_fuzz.c) knows without the library: the byte
 * stream it draws its choices from, UTF-8 validity, which key codes and masks are valid. The
 * driver predicts each call's status from these and from its own table of handles.
 */
#ifndef CAPI_MODEL_H
#define CAPI_MODEL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "textfieldkit.h"

/* ---- The choices: bytes of a fuzzer input, or an endless seeded stream ------------------ */

typedef struct stream {
  const uint8_t *data; /* a fuzzer's input (NULL: the seeded stream) */
  size_t size, at;
  uint64_t state; /* SplitMix64, for the seeded stream */
} stream;

static inline int stream_done(const stream *s) { return s->data != NULL && s->at >= s->size; }

static inline uint8_t stream_byte(stream *s) {
  if (s->data != NULL) return s->at < s->size ? s->data[s->at++] : 0;
  s->state += 0x9E3779B97F4A7C15ULL;
  uint64_t z = s->state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return (uint8_t)((z ^ (z >> 31)) >> 24);
}

/* A number below `bound` (bound ≤ 65536). */
static inline unsigned stream_below(stream *s, unsigned bound) {
  unsigned value = stream_byte(s) | (unsigned)stream_byte(s) << 8;
  return bound == 0 ? 0 : value % bound;
}

/* ---- UTF-8, as the library checks it (Unicode's well-formed table) ---------------------- */

static inline int utf8_valid(const uint8_t *bytes, size_t length) {
  size_t i = 0;
  while (i < length) {
    uint8_t b = bytes[i];
    if (b < 0x80) { i++; continue; }
    size_t n;
    uint8_t low = 0x80, high = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) n = 1;
    else if (b == 0xE0) { n = 2; low = 0xA0; }
    else if (b == 0xED) { n = 2; high = 0x9F; }
    else if (b >= 0xE1 && b <= 0xEF) n = 2;
    else if (b == 0xF0) { n = 3; low = 0x90; }
    else if (b >= 0xF1 && b <= 0xF3) n = 3;
    else if (b == 0xF4) { n = 3; high = 0x8F; }
    else return 0;
    if (i + n >= length) return 0; /* cut short */
    if (bytes[i + 1] < low || bytes[i + 1] > high) return 0;
    for (size_t k = 2; k <= n; k++) {
      if (bytes[i + k] < 0x80 || bytes[i + k] > 0xBF) return 0;
    }
    i += n + 1;
  }
  return 1;
}

/* ---- Keys: what tfk_field_key takes ----------------------------------------------------- */

static inline int key_valid(int32_t key, uint32_t modifiers) {
  if (modifiers & ~(uint32_t)(TFK_MOD_SHIFT | TFK_MOD_ALT | TFK_MOD_CONTROL)) return 0;
  if (key >= 0 && key < TFK_KEY_BASE) {
    if (key >= 0xD800 && key <= 0xDFFF) return 0;
    return key >= 0x20 && !(key >= 0x7F && key <= 0x9F);
  }
  if (key >= TFK_KEY_ENTER && key <= TFK_KEY_PAGE_DOWN) return 1;
  return key >= TFK_KEY_F0 + 1 && key <= TFK_KEY_F0 + 63;
}

/* ---- Pieces the driver builds its arguments from ---------------------------------------- */

/* Masks, each with the status tfk_field_new_mask answers for it. */
static const struct {
  const char *mask;
  tfk_status status;
} known_masks[] = {
    {"+1 ([000]) [000]-[0000]", TFK_OK},
    {"[00]/[00]/[0000]", TFK_OK},
    {"[AAA]-[000]", TFK_OK},
    {"[0…]", TFK_OK},
    {"Ω [__]", TFK_OK},
    {"[0", TFK_ERR_BAD_ARGUMENT},
    {"no blanks", TFK_ERR_BAD_ARGUMENT},
    {"", TFK_ERR_BAD_ARGUMENT},
    {"\xff[00]", TFK_ERR_INVALID_UTF8},
    {"[00]\xed\xa0\x80", TFK_ERR_INVALID_UTF8},
};

/* Types and options, each with the status tfk_field_new_type answers. */
static const struct {
  const char *type, *option;
  tfk_status status;
} known_types[] = {
    {"phone", NULL, TFK_OK},
    {"phone", "US", TFK_OK},
    {"number", NULL, TFK_OK},
    {"number", "de_DE", TFK_OK},
    {"currency", "EUR", TFK_OK},
    {"currency", NULL, TFK_ERR_BAD_ARGUMENT},
    {"date", NULL, TFK_OK},
    {"date", "dd/MM/yyyy", TFK_OK},
    {"planet", NULL, TFK_ERR_BAD_ARGUMENT},
    {"", "EUR", TFK_ERR_BAD_ARGUMENT},
    {"phone", "\xc3\x28", TFK_ERR_INVALID_UTF8},
    {"\xe2\x82", NULL, TFK_ERR_INVALID_UTF8},
};

/* Terminal input: digits, letters, controls, key sequences whole and cut, paste markers,
 * invalid UTF-8, a NUL. */
static const struct {
  const char *bytes;
  size_t length;
} feed_pieces[] = {
    {"5", 1}, {"0123456789", 10}, {"a", 1}, {"\r", 1}, {"\x1b", 1}, {"\x7f", 1},
    {"\x03", 1}, {"\x1b[", 2}, {"\x1b[D", 3}, {"\x1b[C", 3}, {"\x1b[15~", 5},
    {"\x1b[200~", 6}, {"\x1b[201~", 6}, {"\xff", 1}, {"\xe2\x82", 2},
    {"\xc3\xa9\xf0\x9f\x91\x8d", 6}, {"\t", 1}, {"\0", 1}, {"\x1b[1;5D", 6}, {"\x1bOP", 3},
    {"\x15", 1}, {"\x0b", 1}, {"\x1b" "b", 2},
};

#endif
