#!/bin/sh
# Regenerates Sources/TextFieldTypes/Phone/PhoneMetadata+Table.swift from libphonenumber's
# metadata, as shipped by the pinned `phonenumbers` package (Apache-2.0), installed into a
# temporary directory. Usage: Scripts/phone-metadata.sh
set -eu
VERSION=9.0.43
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 -m pip install --quiet --disable-pip-version-check --no-deps --target "$TMP/lib" \
  "phonenumbers==$VERSION"
OUT="$ROOT/Sources/TextFieldTypes/Phone/PhoneMetadata+Table.swift"
PYTHONPATH="$TMP/lib" python3 "$ROOT/Scripts/phone-metadata.py" "$OUT"
# The licence of the data, next to it (the Apache-2.0 text as the package ships it).
cp "$TMP/lib/phonenumbers-$VERSION.dist-info/licenses/LICENSE" \
  "$ROOT/Sources/TextFieldTypes/Phone/LICENSE-libphonenumber.txt"
