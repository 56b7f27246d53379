#!/usr/bin/env bash
# Builds the libFuzzer targets (and the seeded model runner) outside SwiftPM.
#
#   Fuzz/build.sh [target…]     targets: mask-format mask-apply mask-set model model-property
#
# The library modules are compiled straight from Sources/ with the sanitizers (coverage for the
# fuzzer, AddressSanitizer), optimised, into Fuzz/.build/fuzz; `model-property` uses an
# uninstrumented, optimised copy in Fuzz/.build/plain so a million steps run fast. Nothing here
# touches Package.swift or `swift test`'s build. Libraries are rebuilt only when a source changed.
set -euo pipefail

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz_dir")
out=$fuzz_dir/.build
swiftc=${SWIFTC:-swiftc}
all_targets=(mask-format mask-apply mask-set model model-property)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")

common=(-swift-version 6 -O -g -parse-as-library -package-name TextFieldKit -use-ld=lld)

# lib FLAVOUR MODULE [FLAGS…]: a static library and module from Sources/MODULE.
lib() {
  local flavour=$1 module=$2
  shift 2
  local dir=$out/$flavour
  local archive=$dir/lib$module.a
  mkdir -p "$dir/modules"
  local sources
  mapfile -t sources < <(find "$root/Sources/$module" -name '*.swift' | sort)
  if [ -f "$archive" ] && [ -z "$(find "$root/Sources/$module" -name '*.swift' -newer "$archive")" ] \
    && [ "$archive" -nt "$fuzz_dir/build.sh" ]; then
    return
  fi
  echo "building $module ($flavour)" >&2
  "$swiftc" "${common[@]}" "$@" -I "$dir/modules" -module-name "$module" \
    -emit-module -emit-module-path "$dir/modules/$module.swiftmodule" \
    -emit-library -static -o "$archive" "${sources[@]}"
}

harness=("$root"/Tests/TestSupport/Hostile/*.swift "$root/Tests/TestSupport/FieldHelpers.swift")
support=("$fuzz_dir"/Support/*.swift)
fuzz_flags=(-sanitize=fuzzer,address)

for target in "${targets[@]}"; do
  case $target in
    mask-format | mask-apply | mask-set)
      lib fuzz InputMask "${fuzz_flags[@]}"
      case $target in
        mask-format) main=MaskFormat.swift ;;
        mask-apply) main=MaskApply.swift ;;
        mask-set) main=MaskSetFuzz.swift ;;
      esac
      echo "building $target" >&2
      "$swiftc" "${common[@]}" "${fuzz_flags[@]}" -I "$out/fuzz/modules" -module-name FuzzTarget \
        "${support[@]}" "$fuzz_dir/Targets/$main" "$out/fuzz/libInputMask.a" -o "$out/$target"
      ;;
    model)
      lib fuzz InputMask "${fuzz_flags[@]}"
      lib fuzz TextFieldCore "${fuzz_flags[@]}"
      echo "building $target" >&2
      "$swiftc" "${common[@]}" "${fuzz_flags[@]}" -I "$out/fuzz/modules" -module-name FuzzTarget \
        "$fuzz_dir/Support/FuzzInput.swift" "${harness[@]}" "$fuzz_dir/Targets/Model.swift" \
        "$out/fuzz/libTextFieldCore.a" "$out/fuzz/libInputMask.a" -o "$out/$target"
      ;;
    model-property)
      lib plain InputMask
      lib plain TextFieldCore
      echo "building $target" >&2
      "$swiftc" "${common[@]}" -I "$out/plain/modules" -module-name ModelProperty \
        "${harness[@]}" "$fuzz_dir/Targets/ModelProperty.swift" \
        "$out/plain/libTextFieldCore.a" "$out/plain/libInputMask.a" -o "$out/$target"
      ;;
    *)
      echo "unknown target '$target' (known: ${all_targets[*]})" >&2
      exit 2
      ;;
  esac
done
