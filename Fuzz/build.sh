#!/usr/bin/env bash
# Builds every fuzz target with AddressSanitizer and libFuzzer's coverage; prints the folder of the
# binaries. Used by run.sh; run it alone to build without fuzzing.
#
# Not `-sanitize=fuzzer`: it links libFuzzer's own main function, and SwiftPM links each executable
# with `--defsym main=<module>_main`, so the two clash. The targets keep a main.swift that calls
# libFuzzer's driver instead (FuzzSupport/FuzzDriver.swift), and link the runtime without its main.
set -euo pipefail
cd "$(dirname "$0")"

configuration="${FUZZ_CONFIGURATION:-release}"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
runtime=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-"$(uname -m)".a 2>/dev/null | head -n 1)
if [ -z "$runtime" ]; then
    echo "build.sh: libclang_rt.fuzzer_no_main is not in the toolchain at $toolchain" >&2
    exit 1
fi

flags=(
    -c "$configuration"
    -Xswiftc -sanitize=address
    -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
    # The envelope target compares the runtime's internal fast path with its general one.
    -Xswiftc -enable-testing
    -Xlinker "$runtime" -Xlinker -lstdc++
)
swift build "${flags[@]}" >&2
swift build "${flags[@]}" --show-bin-path
