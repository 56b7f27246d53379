#!/usr/bin/env python3
"""Extracts the phone-number metadata TextFieldTypes needs from the `phonenumbers` package.

Run through Scripts/phone-metadata.sh, which installs the pinned version into a temporary
directory. Writes Sources/TextFieldTypes/Phone/PhoneMetadata+Table.swift: one StaticString in a
compact text encoding (see PhoneMetadataReader.swift), parsed on first use.

Every regular expression of the metadata is compiled here into something simpler:
* leading-digit patterns and national-number patterns into DFAs over the ten digits;
* national-prefix and international-prefix patterns into lists of digit-set sequences, in the
  order Python's backtracking tries them (so the first one that matches is Python's match);
* format patterns (groups of `\\d{n,m}`, classes, literals) into groups of quantified digit sets,
  with the as-you-type template computed here.
"""
import re
import sys
from re import _parser as sre  # noqa: the stdlib parser behind `re`

import phonenumbers
from phonenumbers.phonemetadata import PhoneMetadata
from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE, SUPPORTED_REGIONS
from phonenumbers.asyoutypeformatter import _ELIGIBLE_FORMAT_PATTERN
from phonenumbers.phonenumberutil import _formatting_rule_has_first_group_only

ALL = (1 << 10) - 1
UNBOUNDED = 63


# MARK: Regular expressions → digit sets

def digit_mask(items):
    """The 10-bit set of ASCII digits an IN node (or a LITERAL) matches."""
    mask = 0
    negate = False
    for op, arg in items:
        if op is sre.NEGATE:
            negate = True
        elif op is sre.LITERAL:
            if 48 <= arg <= 57:
                mask |= 1 << (arg - 48)
        elif op is sre.RANGE:
            for c in range(max(arg[0], 48), min(arg[1], 57) + 1):
                mask |= 1 << (c - 48)
        elif op is sre.CATEGORY and arg is sre.CATEGORY_DIGIT:
            mask = ALL
        else:
            raise ValueError("unsupported class item %r" % ((op, arg),))
    return ALL & ~mask if negate else mask


def parse(pattern):
    return sre.parse(pattern)


# MARK: NFA and DFA

class NFA:
    def __init__(self):
        self.edges = []  # per state: list of (mask, target)
        self.eps = []    # per state: list of targets

    def state(self):
        self.edges.append([])
        self.eps.append([])
        return len(self.edges) - 1

    def build(self, seq, start):
        """Adds `seq` (a parsed sequence) after `start`; returns its end state."""
        cur = start
        for op, arg in seq:
            cur = self.node(op, arg, cur)
        return cur

    def node(self, op, arg, cur):
        if op is sre.LITERAL or op is sre.IN:
            mask = digit_mask([(op, arg)]) if op is sre.LITERAL else digit_mask(arg)
            nxt = self.state()
            self.edges[cur].append((mask, nxt))
            return nxt
        if op is sre.SUBPATTERN:
            return self.build(arg[3], cur)
        if op is sre.BRANCH:
            end = self.state()
            for alt in arg[1]:
                self.eps[self.build(alt, cur)].append(end)
            return end
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            lo, hi, sub = arg
            for _ in range(lo):
                cur = self.build(sub, cur)
            if hi == sre.MAXREPEAT:
                loop = self.state()
                self.eps[cur].append(loop)
                self.eps[self.build(sub, loop)].append(loop)
                return loop
            end = self.state()
            self.eps[cur].append(end)
            for _ in range(hi - lo):
                cur = self.build(sub, cur)
                self.eps[cur].append(end)
            return end
        raise ValueError("unsupported node %r" % ((op, arg),))


def closure(nfa, states):
    stack = list(states)
    seen = set(states)
    while stack:
        s = stack.pop()
        for t in nfa.eps[s]:
            if t not in seen:
                seen.add(t)
                stack.append(t)
    return frozenset(seen)


def dfa(pattern, prefix_match=False):
    """A minimal DFA (list of (accepting, [10 targets])) for `pattern` over ASCII digits.

    State 0 is dead, state 1 the start. With `prefix_match`, accepting states are absorbing (the
    DFA accepts a text some prefix of which matches, as `re.match` does).
    """
    nfa = NFA()
    start = nfa.state()
    accept = nfa.build(parse(pattern), start)
    first = closure(nfa, [start])
    index = {frozenset(): 0, first: 1}
    order = [frozenset(), first]
    table = [None, None]
    i = 1
    while i < len(order):
        cur = order[i]
        acc = accept in cur
        targets = []
        for d in range(10):
            if acc and prefix_match:
                nxt = cur  # absorbing
            else:
                nxt = closure(nfa, [t for s in cur for (m, t) in nfa.edges[s] if m >> d & 1])
            if nxt not in index:
                index[nxt] = len(order)
                order.append(nxt)
                table.append(None)
            targets.append(index[nxt])
        table[i] = (acc, targets)
        i += 1
    table[0] = (False, [0] * 10)
    return minimize(table)


def minimize(table):
    """Moore's partition refinement; dead stays 0, start becomes 1; unreachable-to-accept → 0."""
    n = len(table)
    # States that can reach an accepting state.
    live = {s for s in range(n) if table[s][0]}
    changed = True
    while changed:
        changed = False
        for s in range(n):
            if s not in live and any(t in live for t in table[s][1]):
                live.add(s)
                changed = True
    block = [(1 if table[s][0] else 2) if s in live else 0 for s in range(n)]
    while True:
        sig = {}
        new = []
        for s in range(n):
            key = (block[s], tuple(block[t] for t in table[s][1]))
            if block[s] == 0:
                key = (0,)
            if key not in sig:
                sig[key] = len(sig)
            new.append(sig[key])
        if len(set(new)) == len(set(block)):
            block = new
            break
        block = new
    # Renumber: dead 0, start 1, then in order of first appearance from the start.
    dead = block[0]
    names = {dead: 0}
    if block[1] not in names:
        names[block[1]] = 1
    queue = [1]
    seen = {1}
    while queue:
        s = queue.pop(0)
        for t in table[s][1]:
            if block[t] not in names:
                names[block[t]] = len(names)
            if t not in seen:
                seen.add(t)
                queue.append(t)
    out = [None] * len(names)
    for s in range(n):
        name = names.get(block[s])
        if name is not None and out[name] is None:
            out[name] = (table[s][0] and name != 0, [names[block[t]] for t in table[s][1]])
    out[0] = (False, [0] * 10)
    return out


# MARK: Expansions (priority order)

def expand(seq):
    """The strings `seq` matches as lists of digit masks, plus whether `$` ends them, in the
    order Python's backtracking matcher tries them."""
    results = [([], False)]
    for op, arg in seq:
        alts = expand_node(op, arg)
        new = []
        for masks, anchored in results:
            if anchored:
                continue  # nothing can follow `$` but the end
            for m2, a2 in alts:
                new.append((masks + m2, a2))
        results = new
        if len(results) > 5000:
            raise ValueError("too many expansions")
    return results


def expand_node(op, arg):
    if op is sre.LITERAL or op is sre.IN:
        return [([digit_mask([(op, arg)]) if op is sre.LITERAL else digit_mask(arg)], False)]
    if op is sre.SUBPATTERN:
        return expand(arg[3])
    if op is sre.BRANCH:
        return [x for alt in arg[1] for x in expand(alt)]
    if op is sre.AT and arg is sre.AT_END:
        return [([], True)]
    if op is sre.MAX_REPEAT:
        lo, hi, sub = arg
        if hi == sre.MAXREPEAT:
            raise ValueError("unbounded repetition")
        return repeat(expand(sub), lo, hi)
    raise ValueError("unsupported node %r" % ((op, arg),))


def repeat(one, lo, hi):
    """`x{lo,hi}` in backtracking order: each alternative of a first `x` followed by the
    repetitions after it, then (when `lo` is 0) none at all."""
    if hi == 0:
        return [([], False)]
    out = []
    rest = repeat(one, max(lo - 1, 0), hi - 1)
    for masks, anchored in one:
        if anchored:
            out.append((masks, True))
            continue
        out.extend((masks + m2, a2) for m2, a2 in rest)
    if lo == 0:
        out.append(([], False))
    return out


def expansions(pattern):
    """The expansions of `pattern` without repeats; the empty pattern matches the empty text."""
    if not pattern:
        return [([], False)]
    seen = set()
    out = []
    for masks, anchored in expand(parse(pattern)):
        key = (tuple(masks), anchored)
        if key not in seen:  # a repeat can never be the first match
            seen.add(key)
            out.append(key)
    return out


# MARK: Format patterns

def format_groups(pattern):
    """`(\\d{3})(\\d{4})` → [[(mask, min, max)], ...]."""
    groups = []
    for op, arg in parse(pattern):
        if op is not sre.SUBPATTERN:
            raise ValueError("format pattern outside a group: " + pattern)
        atoms = []
        for op2, arg2 in arg[3]:
            if op2 is sre.MAX_REPEAT:
                lo, hi, sub = arg2
                (op3, arg3), = sub
                mask = digit_mask([(op3, arg3)]) if op3 is sre.LITERAL else digit_mask(arg3)
                atoms.append((mask, lo, UNBOUNDED if hi == sre.MAXREPEAT else hi))
            else:
                mask = digit_mask([(op2, arg2)]) if op2 is sre.LITERAL else digit_mask(arg2)
                atoms.append((mask, 1, 1))
        groups.append(atoms)
    return groups


def template(pattern, fmt):
    """The as-you-type template (`x` for each digit) and its digit count, as Python builds it;
    ("", 0) when Python's search of fifteen 9s finds nothing."""
    number_re = re.compile(pattern)
    m = number_re.search("999999999999999")
    if not m:
        return "", 0
    number = m.group(0)
    return re.sub("9", "x", number_re.sub(fmt, number)), len(number)


# MARK: Encoding

TERMINAL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef"
CONTINUATION = "ghijklmnopqrstuvwxyz0123456789+/"


class Writer:
    def __init__(self):
        self.out = []
        self.strings = []
        self.string_index = {}
        self.dfas = []
        self.dfa_index = {}

    def int(self, value):
        assert value >= 0
        digits = []
        while True:
            digits.append(value & 31)
            value >>= 5
            if not value:
                break
        digits.reverse()
        self.out.append("".join(CONTINUATION[d] for d in digits[:-1]) + TERMINAL[digits[-1]])

    def string(self, text):
        text = text.replace("\\", "")  # only in patterns, kept as their identity
        assert "|" not in text and "_" not in text and "#" not in text and "\\" not in text
        if text not in self.string_index:
            self.string_index[text] = len(self.strings)
            self.strings.append(text)
        self.int(self.string_index[text])

    def dfa(self, pattern, prefix_match=False):
        """A reference (1-based; 0 is none) to the DFA of `pattern`, shared when repeated."""
        if pattern is None:
            self.int(0)
            return
        key = (pattern, prefix_match)
        if key not in self.dfa_index:
            table = dfa(pattern, prefix_match)
            if len(table) == 1:  # matches nothing: the dead state is all there is
                self.dfa_index[key] = 0
            else:
                self.dfa_index[key] = len(self.dfas) + 1
                self.dfas.append(table)
        self.int(self.dfa_index[key])

    def expansions(self, pattern):
        items = expansions(pattern)
        self.int(len(items))
        for masks, anchored in items:
            self.int(len(masks) * 2 + (1 if anchored else 0))
            for mask in masks:
                self.int(mask)

    def text(self):
        body = []
        # DFAs: count, then per DFA its states (state 0, dead, is implied): per state the
        # accepting flag and the targets, run-length encoded as (target, run) pairs.
        body_out, self.out = self.out, []
        self.int(len(self.dfas))
        for table in self.dfas:
            self.int(len(table) - 1)
            for accepting, targets in table[1:]:
                self.int(1 if accepting else 0)
                d = 0
                while d < 10:
                    run = 1
                    while d + run < 10 and targets[d + run] == targets[d]:
                        run += 1
                    self.int(targets[d])
                    self.int(run)
                    d += run
        dfa_out = self.out
        self.out = body_out
        strings = "|".join(s.replace(" ", "_") for s in self.strings)
        return strings + "#" + "".join(dfa_out) + "#" + "".join(self.out)


def main_metadata(code):
    regions = COUNTRY_CODE_TO_REGION_CODE[code]
    if regions[0] == "001":
        return PhoneMetadata.metadata_for_nongeo_region(code)
    return PhoneMetadata.metadata_for_region(regions[0])


def region_metadata(code, region):
    if region == "001":
        return PhoneMetadata.metadata_for_nongeo_region(code)
    return PhoneMetadata.metadata_for_region(region)


def write_format(w, f):
    w.string(f.pattern)
    groups = format_groups(f.pattern)
    w.int(len(groups))
    for atoms in groups:
        w.int(len(atoms))
        for mask, lo, hi in atoms:
            w.int(mask)
            w.int(lo)
            w.int(hi)
    w.string(re.sub(r"\\(\d)", r"$\1", f.format))
    shape, digits = template(f.pattern, f.format)
    w.string(shape)
    w.int(digits)
    npfr = f.national_prefix_formatting_rule
    flags = 0
    if _formatting_rule_has_first_group_only(npfr):
        flags |= 1
    if npfr is not None and re.search("[- ]", npfr):
        flags |= 2
    if f.national_prefix_optional_when_formatting:
        flags |= 4
    if f.domestic_carrier_code_formatting_rule is not None:
        flags |= 8
    w.int(flags)
    w.int(len(f.leading_digits_pattern))
    for ld in f.leading_digits_pattern:
        w.dfa(ld, prefix_match=True)


TYPES = ("fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "personal_number",
         "voip", "pager", "uan", "voicemail")


def type_union(m):
    parts = []
    for name in TYPES:
        desc = getattr(m, name)
        if desc is not None and desc.national_number_pattern and desc.possible_length != (-1,):
            parts.append("(?:%s)" % desc.national_number_pattern)
    return "|".join(parts) if parts else None


def lengths_mask(desc):
    mask = 0
    for n in (desc.possible_length or ()):
        if n > 0:
            mask |= 1 << n
    return mask


def generate():
    w = Writer()
    codes = sorted(COUNTRY_CODE_TO_REGION_CODE)
    w.int(len(codes))
    for code in codes:
        m = main_metadata(code)
        regions = COUNTRY_CODE_TO_REGION_CODE[code]
        w.int(code)
        # `\\+|` + the prefix, as the formatter compiles it: without one it matches nothing.
        w.expansions(m.international_prefix or "")
        w.int(0 if m.national_prefix_for_parsing is None else 1)
        if m.national_prefix_for_parsing is not None:
            w.expansions(m.national_prefix_for_parsing)
        for formats in (m.number_format, m.intl_number_format):
            eligible = [f for f in formats if re.fullmatch(_ELIGIBLE_FORMAT_PATTERN, f.format)]
            w.int(len(formats))
            w.int(len(eligible))
            for f in eligible:
                write_format(w, f)
        w.int(len(regions))
        for region in regions:
            r = region_metadata(code, region)
            w.string(region)
            w.dfa(r.leading_digits, prefix_match=True)
            w.dfa(r.general_desc.national_number_pattern)
            w.dfa(type_union(r))
            w.int(lengths_mask(r.general_desc))
    return w.text()


LICENSE_HEADER = """\
// Generated by Scripts/phone-metadata.sh from phonenumbers {version} (PyPI); do not edit.
//
// The data is libphonenumber's metadata, as shipped by the Python port `phonenumbers`:
//   Copyright (C) 2009-2025 The Libphonenumber Authors
//   Licensed under the Apache License, Version 2.0 (see NOTICE and LICENSE-libphonenumber.txt
//   in this folder); you may not use this file except in compliance with the License. Unless
//   required by applicable law or agreed to in writing, software distributed under the License
//   is distributed on an "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND.
// Changes: the patterns are compiled into DFAs and digit-set lists, the formats into templates.
// swift-format-ignore-file
"""


def main():
    out_path = sys.argv[1]
    text = generate()
    lines = [text[i:i + 96] for i in range(0, len(text), 96)]
    with open(out_path, "w") as f:
        f.write(LICENSE_HEADER.format(version=phonenumbers.__version__))
        f.write("\nextension PhoneMetadata {\n")
        f.write("  /// The encoded table (%d bytes); see `PhoneMetadataReader`.\n" % len(text))
        f.write("  static let encoded: StaticString = \"\"\"\n")
        for line in lines:
            f.write("    " + line + "\n")
        f.write("    \"\"\"\n}\n")
    print("wrote %s: %d bytes of table, phonenumbers %s" % (
        out_path, len(text), phonenumbers.__version__))


if __name__ == "__main__":
    main()
