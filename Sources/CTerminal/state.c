#include "terminal_state.h"

static tfk_signal_state state = {.fd = -1};

tfk_signal_state *tfk_signals(void) { return &state; }
