/*
 * c-host: a plain C ncurses program that embeds TextFieldKit's fields (textfieldkit.h) in its
 * own screen. The program owns the terminal, the windows and the loop: a title bar, a "Contact"
 * window holding a masked phone field and a date field, a side panel it fills itself (a log of
 * the fields' events, or the keys), a status line. It reads each key with wget_wch and hands it
 * to the focused field; the keys the field does not use come back (Tab and Shift-Tab move the
 * focus, F2 switches the side panel, Ctrl-L redraws, F10 quits). Enter on a complete value
 * submits a field and moves on; when both are submitted, or on Esc or F10, it prints each
 * field's value (the CLI's JSON) and exits (0 when both were submitted, 1 otherwise).
 *
 * Build: make (pkg-config textfieldkit ncursesw); see Demos/c-host/Makefile.
 */
#include <curses.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "textfieldkit.h"

enum { FIELD_COUNT = 2, LOG_ROWS = 6, LOG_WIDTH = 25 };
enum { FORM_WIDTH = 50, FORM_HEIGHT = 10, FIELD_WIDTH = 44 };

/* One field of the contact window. */
typedef struct {
  const char *name;
  const char *label;
  tfk_field *field;
  int row;
  int submitted;
} slot;

static slot slots[FIELD_COUNT] = {
    {"phone", "Phone", NULL, 2, 0},
    {"birthday", "Birthday", NULL, 5, 0},
};
static int focus = 0;
static int showing_help = 0;
static char log_lines[LOG_ROWS][LOG_WIDTH + 1];
static int log_count = 0;
static WINDOW *title_bar, *form, *side, *status_line;

/* Adds a line to the side panel's log (the oldest scrolls away). */
static void log_line(const char *format, ...) {
  if (log_count == LOG_ROWS) {
    memmove(log_lines[0], log_lines[1], sizeof log_lines[0] * (LOG_ROWS - 1));
    log_count--;
  }
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(log_lines[log_count], sizeof log_lines[0], format, arguments);
  va_end(arguments);
  log_count++;
}

/* The fields' event callback: called during tfk_field_handle_wch, before it returns. */
static void on_event(tfk_field *field, const tfk_event *event, const char *reason, void *data) {
  (void)field;
  const slot *owner = data;
  switch (event->kind) {
    case TFK_EVENT_REFUSED: log_line("%s: %s", owner->name, reason); break;
    case TFK_EVENT_SUBMITTED: log_line("%s: submitted", owner->name); break;
    case TFK_EVENT_CANCELLED: log_line("%s: cancelled", owner->name); break;
    default: break;
  }
}

static void draw_title(void) {
  werase(title_bar);
  wbkgd(title_bar, A_REVERSE);
  mvwaddstr(title_bar, 0, 1, "New contact \xc2\xb7 TextFieldKit from C");
  wnoutrefresh(title_bar);
}

static void draw_side(void) {
  werase(side);
  box(side, 0, 0);
  mvwaddstr(side, 0, 2, showing_help ? " Keys " : " Log ");
  if (showing_help) {
    static const char *keys[] = {"Tab    next field", "S-Tab  previous field",
                                 "F2     log / keys", "Ctrl-L redraw", "Esc    cancel",
                                 "F10    quit"};
    for (int row = 0; row < 6; row++) mvwaddstr(side, row + 2, 2, keys[row]);
  } else {
    for (int row = 0; row < log_count; row++) mvwaddstr(side, row + 2, 2, log_lines[row]);
  }
  wnoutrefresh(side);
}

static void draw_status(void) {
  werase(status_line);
  mvwaddstr(status_line, 0, 1, "Tab next field \xc2\xb7 F2 log/keys \xc2\xb7 F10 quit");
  wnoutrefresh(status_line);
}

/* The contact window: its frame and focus marks, then the fields, the focused one last so the
 * terminal's caret is its. */
static void draw_form(void) {
  werase(form);
  box(form, 0, 0);
  mvwaddstr(form, 0, 2, " Contact ");
  for (int index = 0; index < FIELD_COUNT; index++) {
    mvwaddstr(form, slots[index].row, 1, index == focus ? ">" : " ");
  }
  wnoutrefresh(form);
  for (int step = 1; step <= FIELD_COUNT; step++) {
    const slot *field = &slots[(focus + step) % FIELD_COUNT];
    tfk_status status = tfk_field_draw_curses(field->field, form, 3, field->row, FIELD_WIDTH, 2);
    if (status != TFK_OK) log_line("draw: %s", tfk_status_name(status));
  }
}

static void draw(void) {
  draw_title();
  draw_side();
  draw_status();
  draw_form();
  doupdate();
}

/* Moves the focus by `step`; a field that was submitted begins editing again. */
static void move_focus(int step) {
  focus = (focus + step + FIELD_COUNT) % FIELD_COUNT;
  if (slots[focus].submitted) {
    tfk_field_restart(slots[focus].field);
    slots[focus].submitted = 0;
  }
}

/* A key the focused field gave back. Returns 1 when the app quits. */
static int app_key(int status, wint_t key) {
  if (status == OK && key == '\t') {
    move_focus(1);
  } else if (status == KEY_CODE_YES && key == KEY_BTAB) {
    move_focus(-1);
  } else if (status == KEY_CODE_YES && key == KEY_F(2)) {
    showing_help = !showing_help;
  } else if (status == OK && key == 12) {
    clearok(curscr, TRUE);
    log_line("app: redraw");
  } else if (status == KEY_CODE_YES && key == KEY_F(10)) {
    return 1;
  } else if (status == KEY_CODE_YES && key == KEY_RESIZE) {
    /* The layout is fixed; the next draw repaints it. */
  } else if (status == KEY_CODE_YES) {
    log_line("app: %s", keyname((int)key));
  }
  return 0;
}

static int make_fields(void) {
  if (tfk_field_new_mask("+1 ([000]) [000]-[0000]", &slots[0].field) != TFK_OK ||
      tfk_field_new_type("date", NULL, &slots[1].field) != TFK_OK) {
    fprintf(stderr, "c-host: %s\n", tfk_last_error_message(NULL));
    return 0;
  }
  for (int index = 0; index < FIELD_COUNT; index++) {
    tfk_field_set_label(slots[index].field, slots[index].label);
    tfk_field_set_event_callback(slots[index].field, on_event, &slots[index]);
  }
  return 1;
}

/* Colours of the app's own for two roles, when the terminal has them. */
static void set_colours(void) {
  if (!has_colors()) return;
  start_color();
  use_default_colors();
  init_pair(1, COLOR_RED, -1);
  init_pair(2, COLOR_CYAN, -1);
  for (int index = 0; index < FIELD_COUNT; index++) {
    tfk_field_set_curses_attribute(slots[index].field, TFK_ROLE_ERROR, A_BOLD | COLOR_PAIR(1));
    tfk_field_set_curses_attribute(slots[index].field, TFK_ROLE_FOCUSED_LABEL,
                                   A_BOLD | COLOR_PAIR(2));
  }
}

int main(void) {
  setlocale(LC_ALL, "");
  if (!make_fields()) return 2;
  /* The screen goes to the terminal; standard output carries the values at the end, so it may
   * be a file or a pipe (`c-host > contact.txt`). */
  FILE *terminal = isatty(0) && isatty(1) ? stdout : fopen("/dev/tty", "r+");
  if (terminal == NULL || newterm(NULL, terminal, terminal == stdout ? stdin : terminal) == NULL) {
    fprintf(stderr, "c-host: needs a terminal that can address the cursor (TERM)\n");
    return 2;
  }
  cbreak();
  noecho();
  nonl();
  /* Bracketed paste: a paste arrives as one edit, and its line ends do not press Enter. */
  fputs("\033[?2004h", terminal);
  fflush(terminal);
  if (getenv("ESCDELAY") == NULL) set_escdelay(25);
  set_colours();
  title_bar = newwin(1, COLS, 0, 0);
  form = newwin(FORM_HEIGHT, FORM_WIDTH, 2, 0);
  side = newwin(FORM_HEIGHT, COLS - FORM_WIDTH - 1, 2, FORM_WIDTH + 1);
  status_line = newwin(1, COLS, LINES - 1, 0);
  log_line("focus: Tab, S-Tab");
  int quit = 0;
  while (!quit) {
    draw();
    wint_t key = 0;
    int status = wget_wch(form, &key);
    if (status == ERR) continue;
    int answer = TFK_WCH_USED;
    slot *current = &slots[focus];
    tfk_status handled = tfk_field_handle_wch(current->field, form, status, (uint32_t)key, &answer);
    if (handled != TFK_OK) {
      log_line("%s", tfk_status_name(handled));
    } else if (answer == TFK_WCH_UNUSED) {
      quit = app_key(status, key);
    } else if (answer == TFK_WCH_ENDED) {
      int32_t outcome = TFK_OUTCOME_EDITING;
      tfk_field_outcome(current->field, &outcome);
      if (outcome != TFK_OUTCOME_SUBMITTED) break;
      current->submitted = 1;
      int done = 1;
      for (int index = 0; index < FIELD_COUNT; index++) done &= slots[index].submitted;
      if (done) break;
      move_focus(1);
    }
  }
  endwin();
  fputs("\033[?2004l", terminal);
  fflush(terminal);
  int all = 1;
  for (int index = 0; index < FIELD_COUNT; index++) {
    char json[256];
    if (tfk_field_value_json(slots[index].field, json, sizeof json, NULL) != TFK_OK) {
      snprintf(json, sizeof json, "(%s)", tfk_last_error_message(slots[index].field));
    }
    printf("%s %s\n", slots[index].name, json);
    all &= slots[index].submitted;
    tfk_field_free(slots[index].field);
  }
  return all ? 0 : 1;
}
