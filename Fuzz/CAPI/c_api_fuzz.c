/*
 * c_api_fuzz.c: random call sequences over textfieldkit.h with hostile arguments (NULL, freed
 * handles, foreign pointers, invalid UTF-8, huge lengths, wrong-order calls, several fields
 * interleaved), each call's status checked against what the header promises for its arguments.
 *
 * Built two ways (Fuzz/c-api.sh):
 *   with -DCAPI_FUZZ_LIBFUZZER and clang -fsanitize=fuzzer,address: a libFuzzer target, its
 *     choices drawn from the fuzzer's bytes; a wrong status aborts (a finding);
 *   without: `c-api-fuzz [--seed N] [--calls N]`, choices from a seeded stream; prints a summary
 *     and exits 1 when a status was wrong (TextFieldKitCTests runs it, Fuzz/c-api.sh --seeded).
 *
 * Handles are never freed twice by accident: a freed handle is kept and used on purpose, since
 * the API promises it is detected through the handle table (TFK_ERR_BAD_HANDLE).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capi_calls.h"

static driver *current_driver;

void driver_mismatch(driver *d, const char *call, tfk_status got, const char *expected) {
  d->mismatches++;
  if (d->mismatches <= 20) {
    fprintf(stderr, "MISMATCH at call %lu, %s: got %s (%d), expected %s; message: %s\n",
            d->calls, call, tfk_status_name(got), (int)got, expected,
            tfk_last_error_message(NULL));
  }
#ifdef CAPI_FUZZ_LIBFUZZER
  abort();
#endif
}

/* Frees every live field (each must answer TFK_OK) and frees each freed one again (each must
 * answer TFK_ERR_BAD_HANDLE). */
static void driver_finish(driver *d) {
  for (int i = 0; i < d->live_count; i++) {
    tfk_status status = tfk_field_free(d->live[i].handle);
    d->calls++;
    if (status != TFK_OK) driver_mismatch(d, "tfk_field_free (at the end)", status, "TFK_OK");
    driver_remember_freed(d, d->live[i].handle);
  }
  d->live_count = 0;
  for (int i = 0; i < d->freed_count; i++) {
    tfk_status status = tfk_field_free(d->freed[i]);
    d->calls++;
    if (status != TFK_ERR_BAD_HANDLE)
      driver_mismatch(d, "tfk_field_free (freed)", status, "TFK_ERR_BAD_HANDLE");
  }
}

static void driver_run(driver *d, unsigned long limit) {
  current_driver = d;
  if (tfk_api_version() != TFK_API_VERSION) driver_mismatch(d, "tfk_api_version", 0, "1");
  while (d->calls < limit && !stream_done(&d->in)) driver_step(d);
  driver_finish(d);
}

#ifdef CAPI_FUZZ_LIBFUZZER

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  driver d;
  memset(&d, 0, sizeof d);
  d.in.data = data;
  d.in.size = size;
  driver_run(&d, 4000);
  return 0;
}

#else

int main(int argc, char **argv) {
  unsigned long long seed = 1;
  unsigned long calls = 4000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (strcmp(argv[i], "--seed") == 0) seed = strtoull(argv[i + 1], NULL, 10);
    else if (strcmp(argv[i], "--calls") == 0) calls = strtoul(argv[i + 1], NULL, 10);
    else {
      fprintf(stderr, "usage: c-api-fuzz [--seed N] [--calls N]\n");
      return 2;
    }
  }
  driver d;
  memset(&d, 0, sizeof d);
  d.in.state = seed;
  driver_run(&d, calls);
  printf("seed %llu: %lu calls, %lu fields made, %lu mismatches\n", seed, d.calls, d.made,
         d.mismatches);
  printf("statuses:");
  for (int s = 0; s < STATUS_KINDS; s++) {
    printf(" %s=%lu", tfk_status_name((tfk_status)(s + STATUS_LOWEST)), d.counts[s]);
  }
  printf("\n");
  return d.mismatches == 0 ? 0 : 1;
}

#endif
