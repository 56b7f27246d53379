#include "terminal_state.h"

static cterm_signal_state state = {.fd = -1};

cterm_signal_state *cterm_signals(void) { return &state; }
