#!/usr/bin/env bash
# Measures the two speed targets of the github-search example:
#   1. one search of the mocked service in a release build: at most 0.5 ms (prex-bench's mock-search
#      workload: matching, paging and the Link header round trip, awaited one after the other);
#   2. 1 MiB of random bytes piped into the prompt of a debug build (about 4,000 lines, each a query or a
#      command): under 10 seconds.
# The random bytes come from a fixed seed, so every run feeds the same input. Wall-clock times on a shared
# machine drift by ±30%; the targets leave room for that.
#
# Usage: Example/Scripts/search-speed.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build -c release --product prex-bench >/dev/null
"$(swift build -c release --show-bin-path)/prex-bench" mock-search

swift build --product github-search >/dev/null
input=$(mktemp)
trap 'rm -f "$input"' EXIT
python3 -c 'import random, sys; random.seed(13); sys.stdout.buffer.write(random.randbytes(1 << 20))' >"$input"
binary="$(swift build --show-bin-path)/github-search"
start=$(date +%s%N)
status=0
"$binary" <"$input" >/dev/null 2>&1 || status=$?
end=$(date +%s%N)
milliseconds=$(((end - start) / 1000000))
verdict=$([[ $milliseconds -lt 10000 ]] && echo yes || echo NO)
echo "1 MiB of random input, debug build: $milliseconds ms (exit $status; target < 10000 ms: $verdict)"
