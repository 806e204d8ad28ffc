#!/usr/bin/env bash
# Counts instructions (and heap allocations) per action for the dispatch and presenter workloads; for dispatch
# on Fluxes made with `debugLog: nil` and with `middleware: []` (the debug-log and middleware workloads' loops),
# which must equal dispatch; and for dispatch with one `store.observe(\.count)` instead of a plain listener (the
# observe workload's loop); and for the observable model (a body tracking ten properties through an
# ObservableModel, one changing per action, redrawn when invalidated: `observable`), against the same screen written
# with `@Observable` (`observable-macro`) and the plain presenter path reading the ten properties (`presenter10`),
# and for the model with no body to invalidate (`observable-idle`); and for the same two screens drawn again once
# per ten dispatches, as SwiftUI merges the changes of a frame into one redraw (`observable-frame`,
# `observable-macro-frame`).
#
# Wall-clock times drift ±30% between runs on shared machines; instruction counts do not. Each workload runs
# under `valgrind --tool=callgrind` at two sizes; the difference divided by the size difference is the cost
# of one action, free of start-up and set-up costs. Allocations are counted the same way, from memcheck's
# "total heap usage" line.
#
# Usage: Benchmarks/instructions.sh [SMALL LARGE]    (default sizes: 20000 40000)
set -euo pipefail
cd "$(dirname "$0")/.."

small=${1:-20000}
large=${2:-40000}
if ! [[ "$small" =~ ^[0-9]+$ && "$large" =~ ^[0-9]+$ ]] || (( large <= small )); then
    echo "instructions.sh: sizes must be whole numbers with SMALL < LARGE (got '$small' '$large')" >&2
    exit 64
fi
if ! command -v valgrind >/dev/null; then
    echo "instructions.sh: valgrind is not installed (Debian: apt-get install valgrind)" >&2
    exit 1
fi

swift build -c release --product prex-bench >/dev/null
binary=$(swift build -c release --show-bin-path)/prex-bench

instructions() {  # workload size -> total instructions
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" --profile --count "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

allocations() {  # workload size -> total heap allocations
    valgrind --tool=memcheck "$binary" "$1" --profile --count "$2" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

printf '%-24s %24s %22s\n' workload "instructions/action" "allocations/action"
for workload in dispatch presenter debug-log middleware observe presenter10 observable-idle observable \
    observable-macro observable-frame observable-macro-frame; do
    i_small=$(instructions "$workload" "$small")
    i_large=$(instructions "$workload" "$large")
    a_small=$(allocations "$workload" "$small")
    a_large=$(allocations "$workload" "$large")
    per_action=$(( (i_large - i_small) / (large - small) ))
    allocs=$(awk -v a="$a_small" -v b="$a_large" -v n="$(( large - small ))" 'BEGIN { printf "%.3f", (b - a) / n }')
    printf '%-24s %24s %22s\n' "$workload" "$per_action" "$allocs"
done
