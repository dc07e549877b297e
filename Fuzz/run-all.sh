#!/usr/bin/env bash
# Fuzzes every target for SECONDS each, one after another:
#   Fuzz/run-all.sh SECONDS [libFuzzer options…]
# What .ci/run runs (30 s each, with a fixed seed); README.md gives the longer runs for nightly use.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:?usage: run-all.sh SECONDS [libFuzzer options…]}"
shift
./build.sh >/dev/null
failed=()
for target in json-reader envelope host-receive spec-loader generator; do
    echo "== fuzz $target for ${seconds}s"
    if ! ./run.sh "$target" "$seconds" "$@" 2>&1 | tail -n 25; then
        failed+=("$target")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing found something in: ${failed[*]} (inputs in Fuzz/.work/<target>/)" >&2
    exit 1
fi
echo "fuzzing: no findings"
