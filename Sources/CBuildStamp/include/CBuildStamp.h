#ifndef TEXTFIELDKIT_CBUILDSTAMP_H
#define TEXTFIELDKIT_CBUILDSTAMP_H

// The commit `textfield --version` names. Scripts/build-lean.sh links an object defining
// `textfield_commit` (the commit, "-dirty" after it when the tree had changes); every other build
// keeps stamp.c's empty weak definition, and `--version` prints the version alone.

/// The commit this binary was built from, or "" when no build stamped one.
const char *textfield_build_commit(void);

#endif
