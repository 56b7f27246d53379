/*
 * SPDX-License-Identifier: Apache-2.0
 *
 * textfieldkit.h: TextFieldKit's C API, a host-driven text field with input masks and typed
 * fields (phone numbers, numbers, money, dates). Plain C99; link with -ltextfieldkit
 * (pkg-config: textfieldkit). The design and its reasons: docs/c-api.md.
 *
 * The host owns the terminal, the screen, the event loop and time. It creates a field, feeds it
 * input (raw terminal bytes, decoded keys or a paste), asks for the picture (cells and the caret)
 * and reads the value (JSON) and the events (changed, refused, submitted, cancelled, keys given
 * back), polled or through a callback. An ncurses host can instead have the field drawn into
 * its WINDOW * and hand it its wget_wch keys (tfk_field_draw_curses, tfk_field_handle_wch). The
 * library never reads the terminal, never blocks, never writes to a descriptor and keeps no
 * editor state outside the fields.
 *
 * Every call returns a tfk_status: TFK_OK (0), a positive note (TFK_NO_EVENT) or a negative
 * error. On an error nothing changed, and tfk_last_error_message says what was wrong. No
 * argument crashes the library: NULL, a freed or foreign handle, a buffer too small, a size
 * past SSIZE_MAX (a -1 made a size_t), invalid UTF-8 and calls in the wrong order are all
 * errors.
 *
 * Threads: calls on different fields may run on different threads at once. A field is used by
 * one thread at a time; a call on a field another thread is inside returns TFK_ERR_BUSY
 * (nothing happens; try again or serialise), and so does a call on a field from inside its own
 * event callback. Messages returned as `const char *` belong to the field (or, for
 * tfk_last_error_message(NULL), to the calling thread).
 *
 * Stability: API version 1 (TFK_API_VERSION). Until 1.0 of the library, calls may be added and
 * enum values appended; existing values and struct layouts do not change within a version.
 */
#ifndef TEXTFIELDKIT_H
#define TEXTFIELDKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The API version this header describes (tfk_api_version() gives the library's). */
#define TFK_API_VERSION 1

/** A field: a token made by a tfk_field_new_* call, never dereferenced (not a pointer to memory). */
typedef struct tfk_field tfk_field;

/** What a call did: TFK_OK, a positive note, or a negative error (TFK_ERR_*). */
typedef int32_t tfk_status;

enum {
  /** Done. */
  TFK_OK = 0,
  /** tfk_field_next_event: no event is waiting (not an error). */
  TFK_NO_EVENT = 1,
  /** A required pointer argument is NULL. */
  TFK_ERR_NULL_ARGUMENT = -1,
  /** The handle is NULL, was freed, or was not made by this library. */
  TFK_ERR_BAD_HANDLE = -2,
  /** Another thread is inside a call on this field, or the call came from the field's own
   *  event callback. */
  TFK_ERR_BUSY = -3,
  /** A string argument is not valid UTF-8. */
  TFK_ERR_INVALID_UTF8 = -4,
  /** An argument has a bad value: a malformed mask, an unknown type, a key code out of range. */
  TFK_ERR_BAD_ARGUMENT = -5,
  /** A caller's buffer is too small; the call's `needed` says how large it must be. */
  TFK_ERR_BUFFER_TOO_SMALL = -6,
  /** The field was submitted or cancelled: tfk_field_restart before giving it more input. */
  TFK_ERR_ENDED = -7,
};

/** Keys for tfk_field_key: a Unicode scalar value (below TFK_KEY_BASE) types that character;
 *  the named keys come after it. */
enum {
  TFK_KEY_BASE = 0x110000,
  TFK_KEY_ENTER = TFK_KEY_BASE + 1,
  TFK_KEY_TAB,
  TFK_KEY_ESCAPE,
  TFK_KEY_BACKSPACE,
  TFK_KEY_DELETE,
  TFK_KEY_INSERT,
  TFK_KEY_UP,
  TFK_KEY_DOWN,
  TFK_KEY_LEFT,
  TFK_KEY_RIGHT,
  TFK_KEY_HOME,
  TFK_KEY_END,
  TFK_KEY_PAGE_UP,
  TFK_KEY_PAGE_DOWN,
  /** F1 is TFK_KEY_F0 + 1, up to TFK_KEY_F0 + 63. */
  TFK_KEY_F0 = TFK_KEY_BASE + 0x100,
};

/** Modifier bits for tfk_field_key and tfk_event. Control-A is 'a' with TFK_MOD_CONTROL. */
enum {
  TFK_MOD_SHIFT = 1,
  TFK_MOD_ALT = 2,
  TFK_MOD_CONTROL = 4,
};

/** What a cell shows, by meaning: draw each role in the host's own colours. */
enum {
  /** Nothing of the field (between the label and the text, past the message). */
  TFK_ROLE_NONE = 0,
  TFK_ROLE_TITLE,
  TFK_ROLE_LABEL,
  TFK_ROLE_FOCUSED_LABEL,
  TFK_ROLE_INVALID_LABEL,
  TFK_ROLE_TEXT,
  TFK_ROLE_SELECTION,
  /** An empty cell of the text area (it shows the field's extent). */
  TFK_ROLE_FIELD_BLANK,
  /** The placeholder, and the dim rest of a mask (`___-____`). */
  TFK_ROLE_PLACEHOLDER,
  TFK_ROLE_MESSAGE,
  /** A refused edit's reason, a failed validation. */
  TFK_ROLE_ERROR,
  TFK_ROLE_HINT,
  /** A suggestion's ghost after the caret (what Right would take). */
  TFK_ROLE_SUGGESTION,
};

/** How the library's standard theme draws a role (tfk_cell.attributes, tfk_cell.color). */
enum {
  TFK_ATTR_BOLD = 1,
  TFK_ATTR_DIM = 2,
  TFK_ATTR_UNDERLINE = 4,
  TFK_ATTR_REVERSE = 8,
};
enum {
  TFK_COLOR_STANDARD = 0,
  TFK_COLOR_ERROR = 1,
  TFK_COLOR_ACCENT = 2,
};

/** One cell of the picture. */
typedef struct tfk_cell {
  /** Where the cell's text starts in the render's text buffer: UTF-8, NUL-terminated; "" for
   *  the second cell of a wide character. */
  uint32_t text_offset;
  /** The text's length in bytes (without the NUL). */
  uint32_t text_length;
  /** TFK_ROLE_*. */
  uint8_t role;
  /** TFK_ATTR_* bits: how the standard theme draws the role. */
  uint8_t attributes;
  /** TFK_COLOR_*: the standard theme's colour for the role. */
  uint8_t color;
  uint8_t reserved;
} tfk_cell;

/** What happened, oldest first (tfk_field_next_event). */
enum {
  /** The text changed (a user edit). */
  TFK_EVENT_CHANGED = 1,
  /** An edit was refused or trimmed; the message says why. */
  TFK_EVENT_REFUSED = 2,
  /** Enter with a complete, valid value: the field ended (TFK_OUTCOME_SUBMITTED). */
  TFK_EVENT_SUBMITTED = 3,
  /** Esc: the field ended (TFK_OUTCOME_CANCELLED). */
  TFK_EVENT_CANCELLED = 4,
  /** Ctrl-C: the field ended (TFK_OUTCOME_INTERRUPTED). */
  TFK_EVENT_INTERRUPTED = 5,
  /** A key the field does not use (a function key, Tab, Up): the host's. */
  TFK_EVENT_KEY_UNUSED = 6,
};

typedef struct tfk_event {
  /** TFK_EVENT_*. */
  int32_t kind;
  /** For TFK_EVENT_KEY_UNUSED: the key (as tfk_field_key takes it) and its modifiers. */
  int32_t key;
  uint32_t modifiers;
  /** UTF-8, never NULL ("" when there is nothing to say): the refusal's reason. Valid until the
   *  next tfk_field_next_event or tfk_field_free on the field. */
  const char *message;
  /** The field the event concerns, by its index in the form (its place in the spec's "fields";
   *  0 in a field made alone): CHANGED names the field whose text changed, REFUSED and
   *  KEY_UNUSED the field that had the focus. -1 for SUBMITTED, CANCELLED and INTERRUPTED, which
   *  end the whole form. */
  int32_t field;
} tfk_event;

/** How the field stands (tfk_field_outcome). */
enum {
  TFK_OUTCOME_EDITING = 0,
  TFK_OUTCOME_SUBMITTED = 1,
  TFK_OUTCOME_CANCELLED = 2,
  TFK_OUTCOME_INTERRUPTED = 3,
};

/* ---- Library ---------------------------------------------------------------------------- */

/** The API version the library implements (TFK_API_VERSION of its header). */
int32_t tfk_api_version(void);

/** The status's name ("TFK_ERR_BAD_HANDLE"); "TFK_UNKNOWN_STATUS" for another number. */
const char *tfk_status_name(tfk_status status);

/** What the last failed call said: for a live field, its last error; for NULL or a handle that
 *  is not live, the calling thread's last error that had no field (a constructor's, a bad
 *  handle's). "" when there is none. Valid until the next failed call on the same field (or on
 *  this thread), and, for a field's, until tfk_field_free frees the field. */
const char *tfk_last_error_message(const tfk_field *field);

/* ---- Creating and destroying ------------------------------------------------------------ */

/** A field formatted by the input mask `mask` (UTF-8, NUL-terminated):
 *  "+1 ([000]) [000]-[0000]". Enter submits only a complete value. On success *out is the new
 *  field; on an error *out is NULL (when `out` is not NULL) and the message says why. */
tfk_status tfk_field_new_mask(const char *mask, tfk_field **out);

/** A field holding at most `max_length` characters (0 to 1,000,000). */
tfk_status tfk_field_new_max_length(int64_t max_length, tfk_field **out);

/** A typed field: `type` is "phone", "number", "currency" or "date". `option` (may be NULL) is
 *  the type's one setting: the phone's region ("US"; NULL: any, from the country code), the
 *  number's locale (NULL: "en_US"), the currency's ISO code ("EUR", required), the date's pattern
 *  (NULL: "yyyy-MM-dd"). Enter submits only a complete value. */
tfk_status tfk_field_new_type(const char *type, const char *option, tfk_field **out);

/** A field from `json` (UTF-8, NUL-terminated, at most 1 MiB): one object as an element of the
 *  "fields" array `textfield form --spec` reads, with every option that takes:
 *  {"key": "phone", "label": "Phone", "type": "phone", "region": "US", "required": true}.
 *  "key" is required (it names the field in messages); "label" defaults to it. Checked as the
 *  command checks it: an unknown option, a value of the wrong type, a bad mask or regex, options
 *  that contradict each other are TFK_ERR_BAD_ARGUMENT with the command's words ("spec: field
 *  \"phone\": unknown type \"fone\" …"). An initial "value" the field cannot take whole is
 *  not an error: the field starts with what it took and its message line says what it did not,
 *  as on the command's screen. */
tfk_status tfk_field_new_spec(const char *json, tfk_field **out);

/** A form from `json` (UTF-8, NUL-terminated, at most 1 MiB): the spec `textfield form --spec`
 *  reads, {"fields": [{"key": "phone", …}, {"key": "born", …}]}, checked as the command checks
 *  it (a key used twice, no fields, any field's error is TFK_ERR_BAD_ARGUMENT with its words).
 *  The handle is a tfk_field: every tfk_field_* call takes it and acts on the form. Tab,
 *  Shift-Tab, Up and Down move the focus; Enter moves on, and on the last field submits when
 *  every field is complete and valid (else the focus goes to the first that is not, and a
 *  TFK_EVENT_REFUSED says why); Esc cancels. Each event's `field` names the field it concerns;
 *  tfk_field_value_json gives every field's value by key, as `textfield form --output json`:
 *  {"phone": {"formatted": …, "value": …, "complete": true}, "born": {…}}. The labels are the
 *  spec's: tfk_field_set_label on a form is TFK_ERR_BAD_ARGUMENT. */
tfk_status tfk_form_new_spec(const char *json, tfk_field **out);

/** Destroys the field. A second free, or a handle that is not live, is TFK_ERR_BAD_HANDLE. */
tfk_status tfk_field_free(tfk_field *field);

/* ---- Setting up ------------------------------------------------------------------------- */

/** The label drawn before the field ("Phone"; a trailing ':' is dropped); "" by default. */
tfk_status tfk_field_set_label(tfk_field *field, const char *label);

/* ---- Input ------------------------------------------------------------------------------ */

/** Raw bytes from the host's terminal, decoded as TextFieldKit's inline terminal decodes them:
 *  UTF-8 (an invalid sequence is one U+FFFD, as a terminal shows it), control bytes as Control
 *  keys, xterm key sequences, Esc + key as Alt, bracketed paste (ESC[200~ … ESC[201~) as one
 *  paste. A sequence cut short at the end (a lone Esc, half a UTF-8 character, an open paste)
 *  waits for the next feed: call tfk_field_flush when the host's escape delay has passed with
 *  no more input. Bytes after a key that ends the field (Enter submitting, Esc) wait for
 *  tfk_field_restart and the next feed; a feed of no bytes decodes what waits. `bytes` may be
 *  NULL when `length` is 0. */
tfk_status tfk_field_feed(tfk_field *field, const void *bytes, size_t length);

/** Ends the input cut short by the last feed: a lone Esc is the Esc key, half a UTF-8 character
 *  is U+FFFD, an open paste ends. */
tfk_status tfk_field_flush(tfk_field *field);

/** Whether fed bytes wait to be decoded (*pending is 1 or 0): while the field is editing, a
 *  sequence cut short (call tfk_field_flush when the host's escape delay passes with this at
 *  1); once it has ended (tfk_field_outcome is not TFK_OUTCOME_EDITING), what came after the
 *  ending key, decoded by the next feed after tfk_field_restart (a flush then is
 *  TFK_ERR_ENDED). */
tfk_status tfk_field_input_pending(tfk_field *field, int32_t *pending);

/** One decoded key: a Unicode scalar value that types itself (not a control character: give
 *  'a' with TFK_MOD_CONTROL for Control-A), or a TFK_KEY_* code; `modifiers` TFK_MOD_* bits. */
tfk_status tfk_field_key(tfk_field *field, int32_t key, uint32_t modifiers);

/** Pastes `length` bytes of UTF-8 as one edit (line ends become spaces). Invalid UTF-8 is
 *  TFK_ERR_INVALID_UTF8 and nothing is pasted. Past 16 MiB the rest is dropped, and the field
 *  says so (a TFK_EVENT_REFUSED). */
tfk_status tfk_field_paste(tfk_field *field, const char *utf8, size_t length);

/** Begins editing again after the field was submitted or cancelled (the text stays). */
tfk_status tfk_field_restart(tfk_field *field);

/* ---- Output ----------------------------------------------------------------------------- */

/** Draws the field into a `width` × `height` picture (0 to 4096 each, at most 1,048,576 cells):
 *  row 0 holds the label and the text area, row 1 the message line (a hint, or why an edit was
 *  refused). `cells` receives width × height cells row by row (`cell_count` of them fit);
 *  `text`, of `text_capacity` bytes, receives every cell's NUL-terminated UTF-8. *text_needed
 *  (when not NULL) is the text bytes the picture takes; a `text` too small is
 *  TFK_ERR_BUFFER_TOO_SMALL (so is a `cell_count` below width × height). *caret_x and *caret_y
 *  (each may be NULL) are the caret's cell, or -1 when the field shows none. */
tfk_status tfk_field_render(
    tfk_field *field, int32_t width, int32_t height, tfk_cell *cells, size_t cell_count,
    char *text, size_t text_capacity, size_t *text_needed, int32_t *caret_x, int32_t *caret_y);

/** The value as the CLI's `--output json` writes it, NUL-terminated:
 *  {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}
 *  (a phone field adds "region" once it is known). *needed (when not NULL) is the size with the
 *  NUL. `buffer` NULL with `capacity` 0 asks the size only (TFK_OK); a smaller buffer is
 *  TFK_ERR_BUFFER_TOO_SMALL and holds "" when `capacity` is not 0. */
tfk_status tfk_field_value_json(
    tfk_field *field, char *buffer, size_t capacity, size_t *needed);

/** How the field stands: TFK_OUTCOME_*. */
tfk_status tfk_field_outcome(tfk_field *field, int32_t *outcome);

/** Takes the oldest event into *event: TFK_OK, or TFK_NO_EVENT (then *event.kind is 0). At most
 *  4096 events wait; older ones are dropped first. */
tfk_status tfk_field_next_event(tfk_field *field, tfk_event *event);

/* ---- Forms ------------------------------------------------------------------------------ */

/* Every handle is a form: one made by tfk_form_new_spec holds the spec's fields, one made by a
 * tfk_field_new_* call holds one field (index 0, key ""; its own key with tfk_field_new_spec).
 * An `index` out of range is TFK_ERR_BAD_ARGUMENT. */

/** How many fields the handle holds (*count). */
tfk_status tfk_form_field_count(tfk_field *form, int32_t *count);

/** The key of field `index`, NUL-terminated, into `buffer` (the size query of
 *  tfk_field_value_json). */
tfk_status tfk_form_field_key(
    tfk_field *form, int32_t index, char *buffer, size_t capacity, size_t *needed);

/** The value of field `index` as tfk_field_value_json writes a single field's. */
tfk_status tfk_form_field_value_json(
    tfk_field *form, int32_t index, char *buffer, size_t capacity, size_t *needed);

/** The index of the field with the focus (*index; -1 when none has it). */
tfk_status tfk_form_focused(tfk_field *form, int32_t *index);

/** Moves the focus to field `index` as Tab would: the field left is checked as Tab checks it
 *  (a required field left empty says so on the message line) and the focus moves. After the
 *  form ended, TFK_ERR_ENDED. */
tfk_status tfk_form_focus(tfk_field *form, int32_t index);

/* ---- Event callback --------------------------------------------------------------------- */

/** Called with each event of `field` (the handle the callback was set on), during the call that
 *  caused it and before that call returns, in the order tfk_field_next_event would give them.
 *  `event` and its message, and `reason`, are valid only until the callback returns: copy what
 *  you keep. `reason` (never NULL) names why an edit was refused, for programs, as `textfield
 *  serve` does: "maskRefused", "tooLong", "onlyAllowed", a type's own ("beyondMonthEnd"),
 *  "trimmed" for an edit that landed cut (a paste too long), "invalid" for the field's own
 *  check (Enter on an incomplete value); "" for the other kinds. The field is busy meanwhile: a
 *  call on it from inside its callback (tfk_field_value_json included) returns TFK_ERR_BUSY and
 *  does nothing, its message in tfk_last_error_message(NULL). Calls on other fields are
 *  allowed. The callback must return (no longjmp out of it). */
typedef void (*tfk_event_callback)(
    tfk_field *field, const tfk_event *event, const char *reason, void *user_data);

/** Sends the field's events to `callback` (with `user_data`) instead of the queue
 *  tfk_field_next_event reads; NULL removes it, and events queue again. Events queued before a
 *  callback is set stay for tfk_field_next_event. */
tfk_status tfk_field_set_event_callback(
    tfk_field *field, tfk_event_callback callback, void *user_data);

/* ---- ncurses hosts ---------------------------------------------------------------------- */

/* For a host that runs ncurses (wide: ncursesw) itself, as TextFieldKit's Swift HostedForm:
 * the host keeps its screen, its windows and its loop. `window` is a `WINDOW *` of the
 * host's current screen, passed as `void *` so that this header needs no curses.h; it is the
 * one pointer the library cannot check (NULL is TFK_ERR_NULL_ARGUMENT; a window that is not
 * live is undefined, as for ncurses itself). The first draw or key on a window turns keypad
 * decoding on for it (keypad(window, TRUE)). */

/** tfk_field_handle_wch's answers. */
enum {
  /** The field used the key (or it was part of a key or paste still coming). */
  TFK_WCH_USED = 0,
  /** The key is the host's: act on the status and key you read (a key the field has no use
   *  for, KEY_RESIZE, a key code it does not know, a click outside the field). */
  TFK_WCH_UNUSED = 1,
  /** The key ended the field (submitted, cancelled, interrupted): see tfk_field_outcome. */
  TFK_WCH_ENDED = 2,
};

/** tfk_field_set_curses_attribute's value that gives the role back its standard look. */
#define TFK_CURSES_STANDARD_LOOK ((uint64_t)-1)

/** Draws the field into the `width` × `height` region of `window` whose top left cell is (x,
 *  y), in the window's cells (the region must lie inside the window): writes every cell of the
 *  region and nothing else, moves the window's cursor to the field's caret (when it shows one)
 *  and calls wnoutrefresh(window) only: the host's doupdate() shows it, so draw the field
 *  after the host's other windows for the terminal's caret to be the field's. The window's own
 *  attributes are left as they were. Each role is drawn in its attribute
 *  (tfk_field_set_curses_attribute), by default as the library's standard theme draws it
 *  (tfk_cell.attributes; the error and accent colours as bold). Without a current screen
 *  (initscr or newterm) it is TFK_ERR_BAD_ARGUMENT. */
tfk_status tfk_field_draw_curses(
    tfk_field *field, void *window, int32_t x, int32_t y, int32_t width, int32_t height);

/** The attribute tfk_field_draw_curses draws `role` (TFK_ROLE_NONE to TFK_ROLE_SUGGESTION) in: an
 *  ncurses attr_t with its colour pair, as for wattrset (`A_BOLD | COLOR_PAIR(2)`), or
 *  TFK_CURSES_STANDARD_LOOK. TFK_ROLE_NONE is the region's cells the field leaves empty. */
tfk_status tfk_field_set_curses_attribute(tfk_field *field, int32_t role, uint64_t attribute);

/** Handles what the host's wget_wch(window, &key) returned: `status` (OK or KEY_CODE_YES; ERR
 *  is TFK_WCH_USED with nothing done) and `key` (the wint_t character or key code), decoded as
 *  HostedForm decodes it: keypad keys and the modified keys the terminfo entry names (kLFT5…),
 *  Esc then a key as Alt, the bracketed paste markers (their body read on, as one paste),
 *  clicks in the region tfk_field_draw_curses last drew (mousemask is the host's). What the
 *  key needs after it (the key after an Esc, a paste's body) is read from `window` without
 *  waiting; what it read and did not use goes back to ncurses' input queue for the host's next
 *  wget_wch. *answer (may be NULL) is a TFK_WCH_*; the events are those of the other input
 *  calls (a key the field does not use also comes as TFK_EVENT_KEY_UNUSED when it has a
 *  TFK_KEY_* code). A refused edit rings the bell (beep), as HostedForm does. For a field
 *  that ended: TFK_ERR_ENDED. Set ESCDELAY short (set_escdelay(25)) or Esc waits a second. */
tfk_status tfk_field_handle_wch(
    tfk_field *field, void *window, int32_t status, uint32_t key, int32_t *answer);

#ifdef __cplusplus
}
#endif

#endif /* TEXTFIELDKIT_H */
