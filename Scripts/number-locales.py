#!/usr/bin/env python3
"""Generates the number and currency data of TextFieldTypes from CLDR, through Babel.

    python3 Scripts/number-locales.py            # installs Babel 2.18.0 into a temporary dir
    python3 Scripts/number-locales.py --wheel /tmp/pypi/babel-2.18.0-py3-none-any.whl

Writes:
  Sources/TextFieldTypes/Number/NumberLocaleData.swift      the compact table (one string literal)
  Sources/TextFieldTypes/Number/NumberLocaleDataLicense.swift the Unicode and Babel licences
  Tests/TextFieldTypesTests/Resources/number-samples.jsonl  Babel's own formatting, per locale

Nothing is fetched at build or run time; run this again to move to a newer CLDR (bump BABEL).

Table format (parsed lazily by NumberLocale+Table.swift): one line per locale, fields separated
by "|", each field a one-character key and its value. A locale lists only what differs from its
parent (CLDR inheritance, as Babel resolves it), so `de_AT` holds a few symbols and `root` all:
  <  parent, when it is not the id with its last part removed (CLDR parentLocales); the
     lines after the locales are aliases holding only this (`zh_TW|<zh_Hant_TW`)
  d  decimal separator        g  group separator         m  minus sign
  n  decimal pattern          c  currency pattern        z  the ten digits of the default
  $  a currency symbol: ISO code (3 letters) then the symbol  numbering system
A symbol equal to its ISO code is the default and is left out (as is one equal to the parent's).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import unicodedata

BABEL = "2.18.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT_OUT = os.path.join(ROOT, "Sources/TextFieldTypes/Number/NumberLocaleData.swift")
SAMPLES_OUT = os.path.join(ROOT, "Tests/TextFieldTypesTests/Resources/number-samples.jsonl")

# Values of the samples; Tests/TextFieldTypesTests/NumberSampleTests.swift lists the same.
DECIMAL_VALUES = ["-1234567.891", "1234.5", "0"]
CURRENCY_VALUES = ["1234.5", "-1234567.25"]
# The zero of each numbering system a locale uses by default (CLDR numberingSystems.xml);
# the ten digits follow it in Unicode.
ZEROS = {
    "latn": 0x30, "arab": 0x660, "arabext": 0x6F0, "deva": 0x966, "beng": 0x9E6,
    "mymr": 0x1040, "tibt": 0xF20, "olck": 0x1C50, "nkoo": 0x7C0, "mtei": 0xABF0,
    "adlm": 0x1E950, "hmnp": 0x1E140, "cakm": 0x11136,
}
SEPARATORS = "|\n"


def install_babel(wheel):
    target = tempfile.mkdtemp(prefix="babel-")
    spec = wheel or f"babel=={BABEL}"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "--no-deps", "--target", target, spec], check=True)
    sys.path.insert(0, target)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", help=f"a local babel-{BABEL} wheel instead of PyPI")
    args = parser.parse_args()
    install_babel(args.wheel)
    import babel
    from babel import Locale, localedata, numbers
    from babel.core import get_global

    if babel.__version__ != BABEL:
        sys.exit(f"expected Babel {BABEL}, got {babel.__version__}")

    ids = sorted(localedata.locale_identifiers())

    def parent_of(name):
        parent = get_global("parent_exceptions").get(name)
        if not parent:
            if localedata._is_non_likely_script(name):
                parent = "root"
            else:
                parts = name.split("_")
                parent = "root" if len(parts) == 1 else "_".join(parts[:-1])
        return parent

    currencies = sorted(get_global("all_currencies"))

    def resolved(name):
        locale = Locale.parse(name)
        system = locale.default_numbering_system
        if system not in ZEROS:
            sys.exit(f"{name}: numbering system {system} has no digits in ZEROS")
        zero = ZEROS[system]
        fields = {
            "d": numbers.get_decimal_symbol(locale, numbering_system="default"),
            "g": numbers.get_group_symbol(locale, numbering_system="default"),
            "m": numbers.get_minus_sign_symbol(locale, numbering_system="default"),
            "n": locale.decimal_formats[None].pattern,
            "c": locale.currency_formats["standard"].pattern,
            "z": "".join(chr(zero + i) for i in range(10)),
        }
        for i, digit in enumerate(fields["z"]):
            if unicodedata.digit(digit, None) != i:
                sys.exit(f"{name}: {digit!r} is not the digit {i}")
        for code in currencies:
            fields["$" + code] = locale.currency_symbols.get(code, code)
        return fields

    cache = {}

    def fields_of(name):
        if name not in cache:
            cache[name] = resolved(name)
        return cache[name]

    lines = []
    for name in ["root"] + [i for i in ids if i != "root"]:
        own = fields_of(name)
        parent = None if name == "root" else parent_of(name)
        inherited = fields_of(parent) if parent else {}
        parts = [name]
        default_parent = "root" if "_" not in name else name.rsplit("_", 1)[0]
        if parent and parent != default_parent:
            parts.append("<" + parent)
        for key, value in own.items():
            if key.startswith("$"):
                if value == inherited.get(key, key[1:]) or (not parent and value == key[1:]):
                    continue
                parts.append(key + value)
            elif value != inherited.get(key):
                parts.append(key + value)
        for part in parts:
            if any(c in part for c in SEPARATORS) or not part:
                sys.exit(f"{name}: {part!r} holds a separator of the table")
        lines.append("|".join(parts))

    # `zh_TW` is `zh_Hant_TW`: an identifier without its script, where CLDR's likely subtags
    # add it back, is a line holding only its parent.
    known = set(ids)
    aliases = []
    for name in ids:
        parts = name.split("_")
        if len(parts) == 3 and len(parts[1]) == 4:
            alias = parts[0] + "_" + parts[2]
            try:
                parsed = str(Locale.parse(alias))
            except Exception:
                continue
            if alias not in known and parsed == name:
                aliases.append(alias + "|<" + name)
                known.add(alias)
    lines += sorted(aliases)

    fractions = get_global("currency_fractions")
    currency_field = " ".join(
        code + ("" if fractions.get(code, fractions["DEFAULT"])[0] == 2
                else str(fractions.get(code)[0]))
        for code in currencies)

    write_swift(lines, currency_field)
    write_licence(babel)
    write_samples(ids, fields_of, numbers)
    print(f"{len(lines)} locales, {len(currencies)} currencies -> {os.path.relpath(SWIFT_OUT, ROOT)}")


def escape(text):
    out = []
    for c in text:
        category = unicodedata.category(c)
        if c in '\\"':
            out.append("\\" + c)
        elif category[0] in "CZM" and c != " " or c == "\u00a0":
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def write_swift(lines, currency_field):
    body = "\n".join("    " + escape(line) for line in lines)
    source = f'''// Generated by Scripts/number-locales.py from CLDR through Babel {BABEL}: do not edit.
// Unicode data: see the licences in NumberLocaleDataLicense.swift next to this file.

/// The number symbols, patterns, digits and currency symbols of every CLDR locale.
///
/// One string each, read lazily by `NumberLocale+Table.swift`: a literal costs nothing at
/// program start and needs no relocation. The format is in the script's own documentation.
enum NumberLocaleData {{
  /// One line per locale, `root` first, each listing what differs from its parent.
  static let locales = """
{body}
    """

  /// Every ISO 4217 code CLDR knows, each followed by its fraction digits when they are not 2.
  static let currencies =
    "{currency_field}"
}}
'''
    with open(SWIFT_OUT, "w", encoding="utf-8") as f:
        f.write(source)


def write_licence(babel):
    """The Unicode and Babel licences as comments of a Swift file next to the table (SwiftPM
    would warn about any other kind of file in the target)."""
    package = os.path.dirname(babel.__file__)
    unicode_licence = open(os.path.join(package, "locale-data", "LICENSE.unicode")).read()
    info = os.path.join(os.path.dirname(package), f"babel-{BABEL}.dist-info", "licenses", "LICENSE")
    babel_licence = open(info).read()
    text = f"""Licences of NumberLocaleData.swift

NumberLocaleData.swift is generated by Scripts/number-locales.py from the Unicode Common Locale
Data Repository (CLDR 47) as shipped in Babel {BABEL} (https://babel.pythonprojects.org); the
digits of each numbering system follow CLDR's numberingSystems.xml. The data is covered by the
Unicode licence below; Babel, which the script uses to read it, by the BSD licence after it.

--- Unicode License v3 (CLDR data) ---

{unicode_licence.strip()}

--- Babel (BSD 3-Clause) ---

{babel_licence.strip()}
"""
    lines = [("// " + line).rstrip() for line in text.splitlines()]
    with open(SWIFT_OUT.replace(".swift", "License.swift"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def spaced(text, symbol, digits):
    """Babel's currency text with CLDR's currencySpacing (root), which Babel does not apply:
    a no-break space between a symbol that does not end (or start) with a symbol character and an
    adjacent digit."""
    index = text.find(symbol)
    if index < 0 or not symbol:
        return text
    before, after = text[:index], text[index + len(symbol):]
    def plain(c):
        return unicodedata.category(c)[0] not in "SZ"
    if after and after[0] in digits and plain(symbol[-1]):
        after = "\u00a0" + after
    if before and before[-1] in digits and plain(symbol[0]):
        before = before + "\u00a0"
    return before + symbol + after


def native(text, fields):
    """Babel's text with the locale's own digits and minus sign, which Babel leaves in ASCII."""
    digits = fields["z"]
    text = "".join(digits[ord(c) - 0x30] if "0" <= c <= "9" else c for c in text)
    return text.replace("-", fields["m"], 1)


def write_samples(ids, fields_of, numbers):
    import decimal
    from babel import Locale
    with open(SAMPLES_OUT, "w", encoding="utf-8") as f:
        for name in ids:
            fields = fields_of(name)
            locale = Locale.parse(name)
            record = {"locale": name, "decimal": [], "currency": []}
            for value in DECIMAL_VALUES:
                text = numbers.format_decimal(
                    decimal.Decimal(value), locale=locale, numbering_system="default")
                record["decimal"].append(native(text, fields))
            codes = ["EUR", "JPY", "BHD"]
            if locale.territory:
                local = numbers.get_territory_currencies(locale.territory)
                if local and local[0] not in codes:
                    codes.append(local[0])
            for code in codes:
                symbol = fields["$" + code]
                texts = [code]
                for value in CURRENCY_VALUES:
                    text = numbers.format_currency(
                        decimal.Decimal(value), code, locale=locale, numbering_system="default")
                    texts.append(native(spaced(text, symbol, "0123456789"), fields))
                record["currency"].append(texts)
            f.write(json.dumps(record, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
