/*
 * A C host of textfieldkit.h, built with `cc` against libtextfieldkit.so by CHostTests: a masked
 * phone field fed raw bytes, its value and picture, and the misuse paths. Prints one line per
 * check and exits 1 on the first mismatch (0 when all hold).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "textfieldkit.h"

static int failures = 0;

static void check_status(const char *what, tfk_status got, tfk_status want) {
  if (got == want) {
    printf("ok %s: %s\n", what, tfk_status_name(got));
  } else {
    printf("FAIL %s: got %s, want %s (%s)\n", what, tfk_status_name(got), tfk_status_name(want),
           tfk_last_error_message(NULL));
    failures++;
  }
}

static void check_text(const char *what, const char *got, const char *want) {
  if (strcmp(got, want) == 0) {
    printf("ok %s: %s\n", what, got);
  } else {
    printf("FAIL %s:\n  got  [%s]\n  want [%s]\n", what, got, want);
    failures++;
  }
}

enum { WIDTH = 30, HEIGHT = 2 };

/* Row `y` of the picture as text, and its roles as hex digits. */
static void picture_row(const tfk_cell *cells, const char *text, int y, char *row, char *roles) {
  row[0] = '\0';
  for (int x = 0; x < WIDTH; x++) {
    const tfk_cell *cell = &cells[y * WIDTH + x];
    strcat(row, text + cell->text_offset);
    roles[x] = "0123456789abcdef"[cell->role & 0xF];
  }
  roles[WIDTH] = '\0';
}

int main(void) {
  tfk_field *phone = NULL;
  check_status("new_mask", tfk_field_new_mask("+1 ([000]) [000]-[0000]", &phone), TFK_OK);
  if (phone == NULL) return 1;
  check_status("set_label", tfk_field_set_label(phone, "Phone"), TFK_OK);
  check_status("feed", tfk_field_feed(phone, "5551234567", 10), TFK_OK);

  /* The value, with a size query first. */
  size_t needed = 0;
  check_status("value size query", tfk_field_value_json(phone, NULL, 0, &needed), TFK_OK);
  char small[8];
  check_status("value into 8 bytes", tfk_field_value_json(phone, small, sizeof small, &needed),
               TFK_ERR_BUFFER_TOO_SMALL);
  check_text("small buffer left empty", small, "");
  char json[128];
  check_status("value", tfk_field_value_json(phone, json, sizeof json, &needed), TFK_OK);
  check_text("value json", json,
             "{\"formatted\": \"+1 (555) 123-4567\", \"value\": \"5551234567\", \"complete\": true}");
  char size[32];
  snprintf(size, sizeof size, "%zu", needed);
  check_text("value needed", size, "76");

  /* The picture: the field's row and its message line, each cell's role, the caret. */
  tfk_cell cells[WIDTH * HEIGHT];
  char text[512];
  int32_t caret_x = -2, caret_y = -2;
  check_status("render", tfk_field_render(phone, WIDTH, HEIGHT, cells, WIDTH * HEIGHT, text,
                                          sizeof text, &needed, &caret_x, &caret_y), TFK_OK);
  char row[WIDTH * 8], roles[WIDTH + 1];
  picture_row(cells, text, 0, row, roles);
  check_text("row 0", row, "Phone: +1 (555) 123-4567      ");
  check_text("row 0 roles", roles, "333333055555555555555555777777");
  picture_row(cells, text, 1, row, roles);
  check_text("row 1", row, "Enter submit · Esc cancel     ");
  check_text("row 1 roles", roles, "bbbbbbbbbbbbbbbbbbbbbbbbb00000");
  char caret[32];
  snprintf(caret, sizeof caret, "%d,%d", caret_x, caret_y);
  check_text("caret", caret, "24,0");
  check_status("render into a small text buffer",
               tfk_field_render(phone, WIDTH, HEIGHT, cells, WIDTH * HEIGHT, text, 10, &needed,
                                NULL, NULL),
               TFK_ERR_BUFFER_TOO_SMALL);
  snprintf(size, sizeof size, "%zu", needed);
  check_text("picture text needed", size, "121");

  /* Events: ten changes; then a refused letter, F5 given back, and Enter submitting. */
  tfk_event event;
  int changes = 0;
  while (tfk_field_next_event(phone, &event) == TFK_OK) changes += event.kind == TFK_EVENT_CHANGED;
  snprintf(size, sizeof size, "%d", changes);
  check_text("changes", size, "10");
  check_status("feed x F5 Enter", tfk_field_feed(phone, "x\x1b[15~\r", 7), TFK_OK);
  check_status("event 1", tfk_field_next_event(phone, &event), TFK_OK);
  check_text("refused", event.kind == TFK_EVENT_REFUSED ? event.message : "(another kind)",
             "\"x\": the field is full");
  check_status("event 2", tfk_field_next_event(phone, &event), TFK_OK);
  snprintf(size, sizeof size, "%d %d", event.kind, event.key - TFK_KEY_F0);
  check_text("F5 unused", size, "6 5");
  check_status("event 3", tfk_field_next_event(phone, &event), TFK_OK);
  snprintf(size, sizeof size, "%d", event.kind);
  check_text("submitted", size, "3");
  check_status("no more events", tfk_field_next_event(phone, &event), TFK_NO_EVENT);
  int32_t outcome = -1;
  check_status("outcome", tfk_field_outcome(phone, &outcome), TFK_OK);
  snprintf(size, sizeof size, "%d", outcome);
  check_text("outcome submitted", size, "1");
  check_status("feed after the end", tfk_field_feed(phone, "1", 1), TFK_ERR_ENDED);
  check_status("restart", tfk_field_restart(phone), TFK_OK);

  /* Misuse: NULL everywhere, bad values, a freed handle, a foreign one. */
  check_status("feed NULL field", tfk_field_feed(NULL, "1", 1), TFK_ERR_BAD_HANDLE);
  check_text("its message", tfk_last_error_message(NULL), "the field is NULL");
  check_status("feed NULL bytes", tfk_field_feed(phone, NULL, 3), TFK_ERR_NULL_ARGUMENT);
  check_text("its message", tfk_last_error_message(phone), "bytes is NULL");
  check_status("new_mask NULL out", tfk_field_new_mask("[0]", NULL), TFK_ERR_NULL_ARGUMENT);
  check_status("new_mask NULL mask", tfk_field_new_mask(NULL, &phone), TFK_ERR_NULL_ARGUMENT);
  check_text("out is NULL after a failure", phone == NULL ? "NULL" : "not NULL", "NULL");
  check_status("new_mask again", tfk_field_new_mask("+1 ([000]) [000]-[0000]", &phone), TFK_OK);
  check_status("paste invalid UTF-8", tfk_field_paste(phone, "5\xff", 2), TFK_ERR_INVALID_UTF8);
  check_text("its message", tfk_last_error_message(phone),
             "the pasted text is not valid UTF-8 (at byte 1)");
  check_status("control key", tfk_field_key(phone, 1, 0), TFK_ERR_BAD_ARGUMENT);
  check_status("bad mask", tfk_field_new_mask("[00", &phone), TFK_ERR_BAD_ARGUMENT);
  check_text("bad mask message", tfk_last_error_message(NULL),
             "bad mask:\n\"[\" is never closed at character 1\n  [00\n  ^");
  check_status("new_mask once more", tfk_field_new_mask("[000]", &phone), TFK_OK);
  tfk_field *freed = phone;
  check_status("free", tfk_field_free(phone), TFK_OK);
  check_status("double free", tfk_field_free(freed), TFK_ERR_BAD_HANDLE);
  check_status("feed freed", tfk_field_feed(freed, "1", 1), TFK_ERR_BAD_HANDLE);
  check_text("its message", tfk_last_error_message(freed),
             "the field handle is not live (freed, or not made by tfk_field_new_*)");
  int local = 0;
  check_status("foreign handle", tfk_field_feed((tfk_field *)&local, "1", 1), TFK_ERR_BAD_HANDLE);
  check_status("value of a freed field", tfk_field_value_json(freed, json, sizeof json, NULL),
               TFK_ERR_BAD_HANDLE);

  if (failures > 0) {
    printf("%d checks failed\n", failures);
    return 1;
  }
  printf("all checks passed\n");
  return 0;
}
