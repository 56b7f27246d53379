/* The per-thread error message of textfieldkit.h's calls that have no live field. */
#include <string.h>

#include "tfk_thread_error.h"

enum { TFK_THREAD_ERROR_CAPACITY = 1024 };

static _Thread_local char tfk_thread_error[TFK_THREAD_ERROR_CAPACITY];

void tfk_internal_set_thread_error(const char *message) {
  if (message == NULL) {
    tfk_thread_error[0] = '\0';
    return;
  }
  size_t length = strlen(message);
  if (length >= TFK_THREAD_ERROR_CAPACITY) {
    length = TFK_THREAD_ERROR_CAPACITY - 1;
    /* Back up to the start of a UTF-8 character, so the message stays valid UTF-8. */
    while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80) length--;
  }
  memcpy(tfk_thread_error, message, length);
  tfk_thread_error[length] = '\0';
}

const char *tfk_internal_thread_error(void) { return tfk_thread_error; }
