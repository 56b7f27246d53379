#include "CBuildStamp.h"

// Weak: a definition linked in beside it (Scripts/build-lean.sh's stamp object) replaces it. The
// compiler may not read through a weak definition, so the text is looked up at run time.
__attribute__((weak)) const char textfield_commit[] = "";

const char *textfield_build_commit(void) { return textfield_commit; }
