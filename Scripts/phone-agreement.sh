#!/bin/sh
# Generates the whole phone agreement corpus (every region × type example, international and
# national form) with the pinned `phonenumbers`, installed into a temporary directory, and runs
# the agreement test on it: prints the keystroke agreement and the first disagreements.
# Usage: Scripts/phone-agreement.sh [--time]   (--time also prints the reference's µs per key)
set -eu
VERSION=9.0.43
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 -m pip install --quiet --disable-pip-version-check --no-deps --target "$TMP/lib" \
  "phonenumbers==$VERSION"
PYTHONPATH="$TMP/lib" python3 "$ROOT/Scripts/phone-corpus.py" "$TMP/phone-agreement.jsonl"
if [ "${1:-}" = "--time" ]; then
  PYTHONPATH="$TMP/lib" python3 "$ROOT/Scripts/phone-corpus.py" --time
fi
cd "$ROOT"
PHONE_AGREEMENT_CORPUS="$TMP/phone-agreement.jsonl" \
  swift test --filter PhoneAgreementTests 2>&1 | grep -E "phone agreement|disagrees|✘|error:" || true
