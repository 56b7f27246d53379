#!/usr/bin/env python3
"""Prints the names `textfield form --output env` refuses as keys, from the shells' manuals.

Sources (the man pages of zsh 5.9 and bash 5.2 as Debian installs them):
  * zshparam(1): "PARAMETERS SET BY THE SHELL" and "PARAMETERS USED BY THE SHELL", with the
    tied names in parentheses (`cdpath` (`CDPATH`));
  * zshzle(1): "USER-DEFINED WIDGETS" (BUFFER, CURSOR, …: special inside widgets);
  * zshcompwid(1): "COMPLETION SPECIAL PARAMETERS" (words, CURRENT, compstate, …);
  * the special parameters of every zsh/* module (zshmodules(1)): zsh itself with each module
    loaded, `${(k)parameters[(R)*special*]}` (history, modules, widgets, terminfo, …);
  * bash(1): "Special Parameters" and "Shell Variables".

Usage: Scripts/shell-parameters.py > names.txt  (needs zsh, bash and their man pages). The
names go into Sources/textfield/ShellParameters.swift.
"""
import glob
import gzip
import os
import re
import subprocess

MAN = "/usr/share/man/man1"
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def man(page):
    with gzip.open(os.path.join(MAN, page + ".1.gz"), "rt", encoding="utf-8") as f:
        return f.read().splitlines()


def section(lines, start, kind=".SH"):
    """The lines of the section whose title contains `start`, up to the next of its kind."""
    out, inside = [], False
    for line in lines:
        if line.startswith(kind) or (kind == ".SS" and line.startswith(".SH")):
            if inside:
                break
            inside = start in line.replace("\\-", "-")
            continue
        if inside:
            out.append(line)
    return out


def entries(lines):
    """Names of the top-level `.TP` entries (not those nested in `.RS`/`.RE`)."""
    names, depth, tagged = [], 0, False
    for line in lines:
        if line.startswith(".RS"):
            depth += 1
        elif line.startswith(".RE"):
            depth = max(0, depth - 1)
        elif line.startswith(".TP"):
            tagged = depth == 0
        elif tagged and line.startswith(".") and not line.startswith(".B "):
            continue  # `.PD 0` between `.TP` and its tag
        elif tagged:
            tagged = False
            # `\fBcdpath\fP <S> <Z> (\fBCDPATH\fP <S>)` or `.B PATH`
            words = re.findall(r"\\fB([^\\]+)\\f[PR]", line)
            if line.startswith(".B "):
                words.append(line[3:].strip().strip('"'))
            names += [w.replace("\\-", "-") for w in words]
    return [n for n in names if NAME.match(n)]


def zsh_module_specials():
    script = r"""
      cd $module_path[1] || exit 1
      for f in zsh/**/*.so(N); do
        [[ $f == zsh/example.so ]] || zmodload ${f%.so} 2>/dev/null
      done
      print -l ${(k)parameters[(R)*special*]}
    """
    out = subprocess.run(["zsh", "-fc", script], capture_output=True, text=True).stdout
    return [n for n in out.split() if NAME.match(n)]


names = set()
zshparam = man("zshparam")
names |= set(entries(section(zshparam, "PARAMETERS SET BY THE SHELL")))
names |= set(entries(section(zshparam, "PARAMETERS USED BY THE SHELL")))
names |= set(entries(section(man("zshzle"), "USER-DEFINED WIDGETS")))
names |= set(entries(section(man("zshcompwid"), "COMPLETION SPECIAL PARAMETERS")))
names |= set(zsh_module_specials())
bash = man("bash")
names |= set(entries(section(bash, "Special Parameters", ".SS")))
names |= set(entries(section(bash, "Shell Variables", ".SS")))
for name in sorted(names):
    print(name)
