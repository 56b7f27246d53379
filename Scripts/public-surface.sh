#!/usr/bin/env bash
# The libraries' public surface, measured two ways (DECISIONS, "A public surface an embedder can
# read"):
#   source:  the lines of Sources/<library> that declare something `public` or `open`;
#   symbols: the symbols `swift-symbolgraph-extract -minimum-access-level public` reports that the
#            library declares in its own files (enum cases included; members a protocol's
#            extension or the compiler supplies, which have no source location there, excluded);
#            of them, `cases` are enum cases and `types` are types.
# Lists every public declaration with no doc comment, by either measure.
#
#   Scripts/public-surface.sh [--source-only] [--limit N] [--symbol-limit M]
#
# `--limit N` fails (exit 1) when the source count exceeds N or a declaration is undocumented;
# `--symbol-limit M` when the symbol count (which counts enum cases too) exceeds M.
# The symbol measure reads the modules of a debug build (`swift build` first; it is run if the
# modules are missing). TextFieldUITests' PublicSurfaceTests checks the source measure on every
# `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."

libraries=(InputMask TextFieldCore TextFieldUI TextFieldCurses TextFieldTypes TextFieldTestSupport)
source_only=0
limit=""
symbol_limit=""
while [ $# -gt 0 ]; do
  case "$1" in
    --source-only) source_only=1 ;;
    --limit) limit="${2:?--limit needs a number}"; shift ;;
    --symbol-limit) symbol_limit="${2:?--symbol-limit needs a number}"; shift ;;
    *) echo "public-surface.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
  shift
done

graphs=""
if [ "$source_only" -eq 0 ]; then
  bin=$(swift build --show-bin-path)
  modules="$bin/Modules"
  [ -d "$modules" ] || modules="$bin"
  if [ ! -e "$modules/TextFieldCurses.swiftmodule" ]; then
    swift build --target TextFieldTestSupport >&2
    swift build --target TextFieldCurses >&2
    swift build --target TextFieldTypes >&2
  fi
  graphs=$(mktemp -d)
  trap 'rm -rf "$graphs"' EXIT
  triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
  # The C targets' module maps (SwiftPM writes CTerminal's beside its objects).
  maps=()
  for map in Sources/CNcurses/module.modulemap "$bin"/CTerminal.build/module.modulemap; do
    [ -e "$map" ] && maps+=(-Xcc "-fmodule-map-file=$PWD/${map#"$PWD"/}")
  done
  for library in "${libraries[@]}"; do
    mkdir -p "$graphs/$library"
    swift-symbolgraph-extract -module-name "$library" -target "$triple" \
      -I "$modules" -I Sources/CTerminal/include "${maps[@]}" \
      -minimum-access-level public -skip-synthesized-members -skip-inherited-docs \
      -output-dir "$graphs/$library" >&2
  done
fi

python3 - "$PWD" "$graphs" "$limit" "$symbol_limit" "${libraries[@]}" <<'PY'
import json, os, re, sys

root, graphs, limit, symbol_limit = sys.argv[1:5]
libraries = sys.argv[5:]

# A declaration line: attributes, then modifiers including `public` or `open`, then a keyword.
declaration = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:\w+(?:\([^)]*\))?)\s+)*?(?:public|open)\s+"
    r"(?:(?:static|final|class|mutating|nonmutating|override|convenience|required|indirect|"
    r"nonisolated|prefix|postfix|infix|private\(set\)|internal\(set\)|fileprivate\(set\)|"
    r"package\(set\))\s+)*"
    r"(func|var|let|init|subscript|struct|class|enum|protocol|typealias|case|actor|extension|"
    r"associatedtype|operator)\b")

def documented(lines, index):
    """The declaration at `index` has a `///` or `/** */` comment above its attributes."""
    i = index - 1
    while i >= 0 and lines[i].strip().startswith("@"):
        i -= 1
    if i < 0:
        return False
    above = lines[i].strip()
    return above.startswith("///") or above.endswith("*/")

source_counts, undocumented = {}, []
for library in libraries:
    count = 0
    for folder, _, files in sorted(os.walk(os.path.join(root, "Sources", library))):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            lines = open(path, encoding="utf-8").read().split("\n")
            for i, line in enumerate(lines):
                match = declaration.match(line)
                if not match or match.group(1) == "extension":
                    continue
                count += 1
                if not documented(lines, i):
                    undocumented.append(f"{os.path.relpath(path, root)}:{i + 1}: {line.strip()}")
    source_counts[library] = count

symbol_counts, symbol_types, symbol_cases = {}, {}, {}
type_kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
              "swift.actor"}
if graphs:
    for library in libraries:
        folder = os.path.join(graphs, library)
        own = os.path.join(root, "Sources", library) + "/"
        seen, types, cases = set(), 0, 0
        for name in sorted(os.listdir(folder)):
            graph = json.load(open(os.path.join(folder, name), encoding="utf-8"))
            for symbol in graph["symbols"]:
                uri = symbol.get("location", {}).get("uri", "")
                path = uri.removeprefix("file://")
                if not path.startswith(own):
                    continue  # supplied by a protocol's extension or the compiler
                key = symbol["identifier"]["precise"]
                if key in seen:
                    continue
                seen.add(key)
                if symbol["kind"]["identifier"] in type_kinds:
                    types += 1
                if symbol["kind"]["identifier"] == "swift.enum.case":
                    cases += 1
                if not symbol.get("docComment", {}).get("lines"):
                    line = symbol["location"]["position"]["line"] + 1
                    title = " ".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                    place = f"{os.path.relpath(path, root)}:{line}:"
                    if not any(entry.startswith(place + " ") for entry in undocumented):
                        undocumented.append(f"{place} {title}")
        symbol_counts[library], symbol_types[library] = len(seen), types
        symbol_cases[library] = cases

print(f"{'library':<22}{'source':>8}"
      + (f"{'symbols':>9}{'cases':>7}{'types':>7}" if graphs else ""))
for library in libraries:
    row = f"{library:<22}{source_counts[library]:>8}"
    if graphs:
        row += f"{symbol_counts[library]:>9}{symbol_cases[library]:>7}{symbol_types[library]:>7}"
    print(row)
total_source = sum(source_counts.values())
total_symbols = sum(symbol_counts.values())
row = f"{'total':<22}{total_source:>8}"
if graphs:
    row += f"{total_symbols:>9}{sum(symbol_cases.values()):>7}{sum(symbol_types.values()):>7}"
print(row)
print(f"undocumented: {len(undocumented)}")
for entry in sorted(undocumented):
    print(f"  {entry}")

if limit or symbol_limit:
    failures = []
    if limit and total_source > int(limit):
        failures.append(f"{total_source} public declarations in the sources, over {limit}")
    if symbol_limit and graphs and total_symbols > int(symbol_limit):
        failures.append(f"{total_symbols} public symbols, over {symbol_limit}")
    if undocumented:
        failures.append(f"{len(undocumented)} public declarations without a doc comment")
    for failure in failures:
        print(f"public-surface.sh: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)
PY
