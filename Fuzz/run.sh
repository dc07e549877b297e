#!/usr/bin/env bash
# Fuzzes one target for a bounded time:  Fuzz/run.sh TARGET SECONDS [libFuzzer options…]
#
# TARGET is json-reader, envelope, host-receive, spec-loader or generator. The committed corpus
# (Corpus/…, seeds and regression inputs) is run first, then libFuzzer mutates it for SECONDS,
# keeping what it learns in .work/TARGET/corpus (not committed). Exits non-zero on a finding, with
# the input saved as .work/TARGET/crash-… (or leak-…, timeout-…, oom-…): copy it into the corpus
# as a regression input (see README.md).
set -euo pipefail
cd "$(dirname "$0")"

target="${1:?usage: run.sh TARGET SECONDS [libFuzzer options…]}"
seconds="${2:?usage: run.sh TARGET SECONDS [libFuzzer options…]}"
shift 2

case "$target" in
    json-reader) corpus=json; dictionary=json ;;
    envelope | host-receive) corpus=envelope; dictionary=json ;;
    spec-loader | generator) corpus=spec; dictionary=yaml ;;
    *) echo "run.sh: unknown target '$target'" >&2; exit 2 ;;
esac

binaries="$(./build.sh)"
work=".work/$target"
mkdir -p "$work/corpus"

# The Swift runtime's backtracer would wait on a terminal after a crash; libFuzzer reports it.
export SWIFT_BACKTRACE=enable=no
# Leak checking stays on; a finding ends the run with libFuzzer's report and the input's path.
"$binaries/fuzz-$target" "$work/corpus" "Corpus/$corpus" \
    -dict="Dictionaries/$dictionary.dict" \
    -max_total_time="$seconds" \
    -timeout=20 \
    -rss_limit_mb=4096 \
    -artifact_prefix="$work/" \
    -print_final_stats=1 \
    "$@"
