#!/usr/bin/env bash
# Bounded fuzzing campaigns (libFuzzer, with AddressSanitizer), one per target, each with its own
# corpus and SECONDS of time:
#   replay   bytes → trace parser → replay through every scene (inspector shown) → renderer
#   scene    bytes → scene-file reader → the photos scene laid out, driven and drawn
#   trace    the trace parser's round trip (accepted traces write back to the same records)
#   touches  byte streams of touch events through competing recognizers
#   live     bytes → a window (scene, size, scale, kiosk, buffer policy) and a long sequence of
#            gestures, keys, wheel and touchpad input, resizes, scale changes and time passing,
#            through the app as `run` builds it on an in-process compositor on a manual clock:
#            the live drawing path (moving views from rasters, TurnedCopy, which only this
#            optimized build runs, damage into reused buffers, exact redraws); each turn of the
#            loop within 1 s of processor time, transforms finite, nothing left animating or
#            alive, the app freed. About 3 inputs a second (each starts a compositor and a client
#            and draws up to 25 megapixels); its memory reached 1.1 GB in 10 minutes under
#            AddressSanitizer (flat without it), so runs of it much past 20 minutes may reach 2 GB.
# Any input that breaks a check (a failed check, a trap, a hang past 10 s, memory past 2 GB) is
# copied into Tests/FuzzChecksTests/Regressions with its target's selector byte in front, where
# the regular tests replay it (each in a child process): commit it together with the fix.
# TOMLKit leaks a few hundred bytes per scene file parsed (scripts/lsan.supp): the scene target's
# memory grows about 4 MB a second, so runs of it past about 8 minutes reach the 2 GB RSS limit.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (default 60 seconds each; all five targets)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(replay scene trace touches live)
scratch=.build-fuzz
regressions=Tests/FuzzChecksTests/Regressions
# swift-driver keeps only the last `-sanitize=` flag it is given, and SwiftPM passes one per
# `--sanitize`: alone, `--sanitize=fuzzer --sanitize=address` compiles the Swift modules with
# AddressSanitizer but without coverage (only the C shims were instrumented, ~5,000 counters, and
# the campaigns ran blind). The combined flag, last on the line, instruments every Swift module.
build() {
    swift build -c release --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address \
        -Xswiftc -sanitize=fuzzer,address --product gesture-canvas-fuzz
}
build
# A blind campaign passes without finding anything, so refuse one: the instrumented build has
# about 90,000 coverage counters (76,000 before the live target brought in the Wayland client
# and the test compositor), an uninstrumented Swift part about 5,000.
counters=$(GESTURE_CANVAS_FUZZ_TARGET=trace "$scratch/release/gesture-canvas-fuzz" -runs=0 2>&1 |
    sed -n 's/.*(\([0-9]*\) inline 8-bit counters).*/\1/p' | head -n1)
if [ "${counters:-0}" -lt 40000 ]; then
    echo "fuzz: the build has only ${counters:-no} coverage counters (expected about 90,000): the Swift code is not instrumented" >&2
    exit 1
fi
echo "fuzz: $counters coverage counters"

selector_of() {
    case "$1" in
        trace) echo 0 ;; touches) echo 1 ;; replay) echo 2 ;; scene) echo 3 ;; live) echo 4 ;;
        *) echo "fuzz: unknown target '$1' (replay, scene, trace, touches or live)" >&2; exit 2 ;;
    esac
}

# The live target starts a compositor and a client for each input, and allocations that outlive
# an input but stay reachable (libdispatch's thread, caches; resident memory is flat over 2,000
# inputs) made libFuzzer run LeakSanitizer's full check after every one: 300 ms of each 330. Its
# leaks are LeakSanitizer's business in `make sanitize` instead.
options_of() {
    case "$1" in
        live) echo "-detect_leaks=0" ;;
        *) echo "" ;;
    esac
}

# Seeds: the kept inputs of the target, the demo traces, the example scene file.
seed() {
    local target=$1 corpus=$2 selector
    selector=$(selector_of "$target")
    for kept in "$regressions"/*; do
        [ "$(basename "$kept")" = README.md ] && continue
        # A kept input's first byte is its selector; the rest is the target's input.
        if [ "$(head -c1 "$kept" | od -An -tu1 | tr -d ' ')" = "$selector" ]; then
            tail -c +2 "$kept" > "$corpus/kept-$(basename "$kept")"
        fi
    done
    case "$target" in
        trace | replay) cp Resources/traces/*.jsonl "$corpus"/ ;;
        scene) cp Resources/kiosk/kiosk.toml "$corpus"/ ;;
    esac
}

failed=0
for target in "${targets[@]}"; do
    selector=$(selector_of "$target")
    corpus="$scratch/corpus-$target"
    artifacts="$scratch/artifacts-$target"
    mkdir -p "$corpus" "$artifacts"
    seed "$target" "$corpus"
    echo "fuzz: $target for ${seconds}s"
    status=0
    # The suppressions are third-party allocations made once (fontconfig) or per scene file read
    # (TOMLKit); see the file.
    # Swift's own crash backtracer is off: under AddressSanitizer it trips over itself and can hang.
    SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0 \
        GESTURE_CANVAS_FUZZ_TARGET=$target "$scratch/release/gesture-canvas-fuzz" "$corpus" \
        -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts/" -print_final_stats=1 $(options_of "$target") || status=$?
    found=0
    for artifact in "$artifacts"/*; do
        [ -f "$artifact" ] || continue
        name="$target-$(basename "$artifact")"
        { printf "\\x0$selector"; cat "$artifact"; } > "$regressions/$name"
        rm "$artifact"
        found=$((found + 1))
    done
    if [ "$found" -gt 0 ]; then
        echo "fuzz: $target: $found input(s) broke a check; kept in $regressions/ (commit them with the fix)"
        failed=1
    elif [ "$status" -ne 0 ]; then
        echo "fuzz: $target: libFuzzer stopped with status $status"
        failed=1
    else
        echo "fuzz: $target: no failures in ${seconds}s"
    fi
done
exit $failed
