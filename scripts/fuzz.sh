#!/usr/bin/env bash
# A bounded fuzzing campaign on the trace parser and the touch assembly (libFuzzer, with
# AddressSanitizer). Any input that breaks a check is copied into Tests/FuzzChecksTests/Regressions,
# where the regular tests replay it: commit it together with the fix.
# Usage: scripts/fuzz.sh [SECONDS]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address --product gesture-canvas-fuzz
corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
cp Tests/FuzzChecksTests/Regressions/seed-* "$corpus"/
# The demo traces make good seeds for the parser: a 0 byte selects it.
for trace in Resources/traces/*.jsonl; do
    { printf '\x00'; cat "$trace"; } > "$corpus/demo-$(basename "$trace")"
done
status=0
"$scratch/release/gesture-canvas-fuzz" "$corpus" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 || status=$?
found=$(find "$artifacts" -type f | wc -l)
if [ "$found" -gt 0 ]; then
    cp "$artifacts"/* Tests/FuzzChecksTests/Regressions/
    echo "fuzz: $found input(s) broke a check; kept in Tests/FuzzChecksTests/Regressions/ (commit them with the fix)"
    exit 1
fi
echo "fuzz: no failures in ${seconds}s"
exit $status
