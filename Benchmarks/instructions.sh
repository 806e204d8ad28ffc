#!/usr/bin/env bash
# Counts instructions (and heap allocations) per operation for prex-bench workloads, under valgrind.
#
# Wall-clock times drift ±30% between runs on shared machines; instruction counts do not. Each workload runs its
# library loop (`prex-bench WORKLOAD --profile --count N`) under `valgrind --tool=callgrind` at two sizes; the
# difference divided by the size difference is the cost of one operation, free of start-up and set-up costs
# (building 10,000 contacts, first-time type lookups). Allocations are counted the same way, from memcheck's
# "total heap usage" line. Sizes are chosen per workload so that the whole script takes a few minutes.
#
# What each loop is: dispatch, presenter, fan-out… as in `prex-bench --help`. The debug-log, middleware and
# observe loops are dispatch on a Flux made with `debugLog: nil`, with `middleware: []`, and with one
# `store.observe(\.count)`; app-presenter's is the scalar change, app-diff's is difference(for:) with one element
# of 10,000 replaced; app-log-item's includes the copy of the 10,000 contacts the mutation makes with or without
# a log (the store keeps the old state). observable is a body tracking ten properties through an ObservableModel,
# one changing per action, redrawn when invalidated, against the same screen written with `@Observable`
# (observable-macro) and the plain presenter path reading the ten properties (presenter10); observable-idle is
# the model with no body to invalidate; observable-frame and observable-macro-frame draw the same two screens
# again once per ten dispatches, as SwiftUI merges the changes of a frame into one redraw.
#
# persisted-idle is dispatch of an action that leaves alone the persisted list of persisted-10000 (that row's
# saves run on a timer, so its count would depend on time; this one schedules none).
#
# observe-2 and observe-3 are dispatch with one store.observe of two or three key paths, only the first changing
# (the floor: observe-1's one key path, as the observe row); list-iterate-1000 is one `for … in` pass summing a field
# over a 1,000-element IdentifiedList, list-count one read of its count, list-contains-id one contains(id:), against
# array-iterate-1000, array-count and set-contains-id (a Set of the ids: an array's answer is a linear scan).
#
# timeline-recorder is the dispatch loop on a Flux a TimelineRecorder records (history on); timeline-step-* move to
# one step of a timeline of the example's session (state(at:) and entry(at:)), timeline-diff-* take that step's
# difference(from: n - 1, to: n) alone, on a step that changed one row (one) or replaced the results (big), on
# timelines of 1,000 and 10,000 steps: the set-up (making the session and its timeline) cancels out.
#
# app-log-item's loop also runs the workload's store listener, which reads the clock; the debug log's entry alone
# is counted by callgrind with --toggle-collect='$s8PrexDump13DebugLogEntryO4make*'.
#
# Hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING=1): Observation hashes key paths with a seed chosen
# per process, which moves the observable rows by 10-40% from one run of the same binary to the next; with one
# fixed seed, a count is the same on every run, and two builds can be compared.
#
# Usage: Benchmarks/instructions.sh [WORKLOAD...]    (default: every workload below)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1

# workload, small size, large size
sizes=(
    "baseline 20000 40000"
    "locked-baseline 20000 40000"
    "dispatch 20000 40000"
    "presenter 20000 40000"
    "churn 20000 40000"
    "debug-log 20000 40000"
    "debug-log-on 200 400"
    "middleware 20000 40000"
    "persisted-idle 20000 40000"
    "binding 20000 40000"
    "binding-plain 20000 40000"
    "binding-string 20000 40000"
    "binding-string-plain 20000 40000"
    "observe 20000 40000"
    "observe-2 20000 40000"
    "observe-3 20000 40000"
    "presenter10 20000 40000"
    "observable-idle 20000 40000"
    "observable 2000 4000"
    "observable-macro 2000 4000"
    "observable-frame 2000 4000"
    "observable-macro-frame 2000 4000"
    "app-dispatch 20000 40000"
    "app-presenter 20000 40000"
    "app-log 200 400"
    "app-log-item 20 40"
    "app-observe 20000 40000"
    "app-record 2000 4000"
    "app-diff 20 40"
    "list-iterate-1000 400 800"
    "array-iterate-1000 400 800"
    "list-count 20000 40000"
    "array-count 20000 40000"
    "list-contains-id 20000 40000"
    "set-contains-id 20000 40000"
    "read-stored 20000 40000"
    "read-element 20000 40000"
    "read-element-id 20000 40000"
    "read-element-new 2000 4000"
    "read-element-at 20000 40000"
    "read-element-with-id 20000 40000"
    "read-stored-literal 20000 40000"
    "scoped-10 2000 4000"
    "scoped-1000 2000 4000"
    "scoped-10000 2000 4000"
    "scoped-loaded-10 2000 4000"
    "scoped-loaded-10000 2000 4000"
    "scoped-all 40 80"
    "list-write-10 2000 4000"
    "list-write-10000 2000 4000"
    "scoped-all-1000 40 80"
    "array-all-1000 40 80"
    "list-bulk-1000 400 800"
    "array-bulk-1000 400 800"
    "case-slice 20000 40000"
    "case-slice-reflective 2000 4000"
    "case-enum 20000 40000"
    "case-enum-reflective 2000 4000"
    "stack-10 20000 40000"
    "stack-1000 20000 40000"
    "stack-element-10 20000 40000"
    "presented 20000 40000"
    "optional 20000 40000"
    "shared-10 2000 4000"
    "shared-10000 2000 4000"
    "shared-change-10 20000 40000"
    "shared-slice 20000 40000"
    "shared-presented 20000 40000"
    "shared-optional 20000 40000"
    "shared-stack-10 20000 40000"
    "shared-stack-1000 20000 40000"
    "undo 20000 40000"
    "undo-plain 20000 40000"
    "undo-move 20000 40000"
    "undo-typing 20000 40000"
    "timeline-recorder 20000 40000"
    "timeline-step-one-1000 20 40"
    "timeline-step-one-10000 20 40"
    "timeline-step-big-1000 4 8"
    "timeline-step-big-10000 4 8"
    "timeline-diff-one-1000 20 40"
    "timeline-diff-one-10000 20 40"
    "timeline-diff-big-1000 4 8"
    "timeline-diff-big-10000 4 8"
)

selected=("$@")
for name in "${selected[@]}"; do
    if ! printf '%s\n' "${sizes[@]}" | grep -q "^$name "; then
        echo "instructions.sh: unknown workload '$name' (one of: $(printf '%s\n' "${sizes[@]}" | cut -d' ' -f1 | tr '\n' ' '))" >&2
        exit 64
    fi
done
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

printf '%-24s %22s %20s\n' workload "instructions/op" "allocations/op"
for entry in "${sizes[@]}"; do
    read -r workload small large <<<"$entry"
    if (( ${#selected[@]} > 0 )) && ! printf '%s\n' "${selected[@]}" | grep -qx "$workload"; then
        continue
    fi
    i_small=$(instructions "$workload" "$small")
    i_large=$(instructions "$workload" "$large")
    a_small=$(allocations "$workload" "$small")
    a_large=$(allocations "$workload" "$large")
    per_op=$(( (i_large - i_small) / (large - small) ))
    allocs=$(awk -v a="$a_small" -v b="$a_large" -v n="$(( large - small ))" 'BEGIN { printf "%.3f", (b - a) / n }')
    printf '%-24s %22s %20s\n' "$workload" "$per_op" "$allocs"
done
