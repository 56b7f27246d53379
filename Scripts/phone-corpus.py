#!/usr/bin/env python3
"""Writes the phone agreement corpus (JSON lines) from libphonenumber's example numbers.

Every region × every PhoneNumberType example, and every non-geographic entity's example, typed
twice: in international form (`+`, country code, national significant number; no default
region) and in national form (the digits of the national format, with the region as default).
Each line: {"region": default region or null, "keys": the keys typed, "texts": the reference
AsYouTypeFormatter's text after each key, "e164": the number, "detected": its region}.

Usage: phone-corpus.py OUT.jsonl [--sample N]   (--sample keeps every k-th line, about N)
       phone-corpus.py --time [CORPUS.jsonl]     (the reference's µs per keystroke)
"""
import json
import sys
import time

import phonenumbers as pn
from phonenumbers import PhoneNumberType, PhoneNumberFormat

TYPES = [getattr(PhoneNumberType, name) for name in (
    "FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE", "TOLL_FREE", "PREMIUM_RATE", "SHARED_COST",
    "VOIP", "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL")]


def cases():
    seen = set()
    numbers = []
    for region in sorted(pn.SUPPORTED_REGIONS):
        for kind in TYPES:
            number = pn.example_number_for_type(region, kind)
            if number is not None:
                numbers.append((region, number))
    for code in sorted(pn.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        number = pn.example_number_for_non_geo_entity(code)
        if number is not None:
            numbers.append(("001", number))
    for region, number in numbers:
        e164 = pn.format_number(number, PhoneNumberFormat.E164)
        detected = pn.region_code_for_number(number)
        international = "+" + str(number.country_code) + pn.national_significant_number(number)
        forms = [(None, international)]
        if region != "001":
            national = pn.format_number(number, PhoneNumberFormat.NATIONAL)
            forms.append((region, "".join(c for c in national if c.isdigit())))
        for default, keys in forms:
            if (default, keys) in seen:
                continue
            seen.add((default, keys))
            yield {"region": default, "keys": keys, "e164": e164, "detected": detected}


def typed(default, keys):
    formatter = pn.AsYouTypeFormatter(default or "ZZ")
    texts = []
    for key in keys:
        try:
            texts.append(formatter.input_digit(key))
        except AttributeError:  # the reference fails on a template it cannot build (JP)
            texts.append(None)
            formatter = None
            break
    return texts + [None] * (len(keys) - len(texts))


def main():
    if sys.argv[1:2] == ["--time"]:
        if len(sys.argv) > 2:  # the keystrokes of a corpus file (the committed sample)
            with open(sys.argv[2]) as f:
                corpus = [json.loads(line) for line in f if line.strip()]
        else:
            corpus = list(cases())
        keys = sum(len(c["keys"]) for c in corpus)
        best = None
        for _ in range(5):
            start = time.perf_counter()
            for case in corpus:
                formatter = pn.AsYouTypeFormatter(case["region"] or "ZZ")
                for key in case["keys"]:
                    try:
                        formatter.input_digit(key)
                    except AttributeError:
                        break
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        print("python phonenumbers %s: %d numbers, %d keystrokes, %.2f µs per keystroke (best of 5)"
              % (pn.__version__, len(corpus), keys, best / keys * 1e6))
        return
    out = sys.argv[1]
    lines = []
    for case in cases():
        case["texts"] = typed(case["region"], case["keys"])
        lines.append(case)
    if "--sample" in sys.argv:
        wanted = int(sys.argv[sys.argv.index("--sample") + 1])
        step = max(1, len(lines) // wanted)
        lines = lines[::step]
    with open(out, "w") as f:
        for case in lines:
            f.write(json.dumps(case, ensure_ascii=False, sort_keys=True) + "\n")
    print("wrote %s: %d numbers, %d keystrokes" % (
        out, len(lines), sum(len(c["keys"]) for c in lines)))


if __name__ == "__main__":
    main()
