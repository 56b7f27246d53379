# Installs TextFieldKit's command and C library, and removes exactly what it installed.
#
#   make install PREFIX=$HOME/.local     # no root needed; PREFIX defaults to /usr/local
#   make uninstall PREFIX=$HOME/.local
#   make install DESTDIR=/tmp/root PREFIX=/usr   # staged (Scripts/build-deb.sh does this)
#
# What goes where (docs/ARCHITECTURE.md, "Install layout"):
#   bin/textfield                                  the lean command: glibc its one shared library
#                                                  (Scripts/build-lean.sh)
#   lib/libtextfieldkit.so.0 (SONAME), libtextfieldkit.so (a link to it), libtextfieldkit.a
#                                                  the C library (Scripts/build-c-library.sh)
#   include/textfieldkit.h
#   lib/pkgconfig/textfieldkit.pc, textfieldkit-static.pc
#   share/man/man1/textfield.1
#   share/bash-completion/completions/textfield
#   share/zsh/site-functions/_textfield
#   share/fish/vendor_completions.d/textfield.fish
#   share/doc/textfieldkit/                        the licenses and notices
#
# `make` alone builds both (release) without installing. Linux only, as the two scripts are.

PREFIX ?= /usr/local
DESTDIR ?=
INSTALL ?= install

ROOT := $(patsubst %/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
STAGE := $(ROOT)/.build/c-library/prefix
LEAN := $(ROOT)/.build/lean/release/textfield
DEST := $(DESTDIR)$(PREFIX)

# The notices installed beside the command (the licenses of what it bundles).
DOCS := $(wildcard $(ROOT)/LICENSE $(ROOT)/NOTICE $(ROOT)/THIRD-PARTY-NOTICES $(ROOT)/CHANGELOG.md)
LICENSES := $(wildcard $(ROOT)/LICENSES/*)

# Every file `install` writes, relative to PREFIX: `uninstall` removes exactly these.
FILES := bin/textfield \
  lib/libtextfieldkit.so.0 lib/libtextfieldkit.so lib/libtextfieldkit.a include/textfieldkit.h \
  lib/pkgconfig/textfieldkit.pc lib/pkgconfig/textfieldkit-static.pc \
  share/man/man1/textfield.1 \
  share/bash-completion/completions/textfield \
  share/zsh/site-functions/_textfield \
  share/fish/vendor_completions.d/textfield.fish \
  $(addprefix share/doc/textfieldkit/,$(notdir $(DOCS))) \
  $(addprefix share/doc/textfieldkit/LICENSES/,$(notdir $(LICENSES)))

.PHONY: all build install uninstall

all: build

build:
	@echo "make: building the lean textfield (release; the first build takes several minutes)"
	@cd "$(ROOT)" && Scripts/build-lean.sh >/dev/null
	@echo "make: building the C library (release)"
	@cd "$(ROOT)" && Scripts/build-c-library.sh --prefix "$(STAGE)" >/dev/null

install: build
	$(INSTALL) -d "$(DEST)/bin" "$(DEST)/lib/pkgconfig" "$(DEST)/include" \
	  "$(DEST)/share/man/man1" "$(DEST)/share/bash-completion/completions" \
	  "$(DEST)/share/zsh/site-functions" "$(DEST)/share/fish/vendor_completions.d" \
	  "$(DEST)/share/doc/textfieldkit"
	$(INSTALL) -m 755 "$(LEAN)" "$(DEST)/bin/textfield"
	$(INSTALL) -m 755 "$(STAGE)/lib/libtextfieldkit.so.0" "$(DEST)/lib/libtextfieldkit.so.0"
	ln -sf libtextfieldkit.so.0 "$(DEST)/lib/libtextfieldkit.so"
	$(INSTALL) -m 644 "$(STAGE)/lib/libtextfieldkit.a" "$(DEST)/lib/libtextfieldkit.a"
	$(INSTALL) -m 644 "$(STAGE)/include/textfieldkit.h" "$(DEST)/include/textfieldkit.h"
	@# The pkg-config files name the final PREFIX, not the stage (nor DESTDIR).
	for pc in textfieldkit textfieldkit-static; do \
	  sed "s|$(STAGE)|$(PREFIX)|g" "$(STAGE)/lib/pkgconfig/$$pc.pc" >"$(DEST)/lib/pkgconfig/$$pc.pc" \
	    && chmod 644 "$(DEST)/lib/pkgconfig/$$pc.pc" || exit 1; \
	done
	$(INSTALL) -m 644 "$(ROOT)/docs/textfield.1" "$(DEST)/share/man/man1/textfield.1"
	"$(LEAN)" completion bash >"$(DEST)/share/bash-completion/completions/textfield"
	"$(LEAN)" completion zsh >"$(DEST)/share/zsh/site-functions/_textfield"
	"$(LEAN)" completion fish >"$(DEST)/share/fish/vendor_completions.d/textfield.fish"
	chmod 644 "$(DEST)/share/bash-completion/completions/textfield" \
	  "$(DEST)/share/zsh/site-functions/_textfield" \
	  "$(DEST)/share/fish/vendor_completions.d/textfield.fish"
	$(if $(DOCS),$(INSTALL) -m 644 $(DOCS) "$(DEST)/share/doc/textfieldkit/")
	$(if $(LICENSES),$(INSTALL) -d "$(DEST)/share/doc/textfieldkit/LICENSES" && \
	  $(INSTALL) -m 644 $(LICENSES) "$(DEST)/share/doc/textfieldkit/LICENSES/")

uninstall:
	rm -f $(addprefix "$(DEST)/,$(addsuffix ",$(FILES)))
	@# Only the folders that are ours alone; shared ones (bin, lib, share/man…) stay.
	rmdir "$(DEST)/share/doc/textfieldkit/LICENSES" 2>/dev/null || true
	rmdir "$(DEST)/share/doc/textfieldkit" 2>/dev/null || true
