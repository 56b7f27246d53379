/*
 * The calling thread's last error that had no field to keep it (a constructor's, a bad
 * handle's): tfk_last_error_message(NULL) returns it. Internal to the library (not installed).
 */
#ifndef TFK_THREAD_ERROR_H
#define TFK_THREAD_ERROR_H

/** Sets this thread's message to `message` (UTF-8, NUL-terminated), cut to fit 1 KiB at a
 *  character boundary. */
void tfk_internal_set_thread_error(const char *message);

/** This thread's message, "" when none. */
const char *tfk_internal_thread_error(void);

#endif /* TFK_THREAD_ERROR_H */
