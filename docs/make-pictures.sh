#!/usr/bin/env bash
# Renders the README's pictures of each scene by replaying the bundled demo traces.
# Usage: docs/make-pictures.sh   (after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/.."
app=${APP:-$(swift build --show-bin-path)/gesture-canvas}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# scene, seconds into its demo worth showing, extra replay flags
shoot() {
    local scene=$1 time=$2 name=$3
    shift 3
    "$app" replay "Resources/traces/$scene-demo.jsonl" --scene "$scene" --frames "$work/$name" \
        --frame-every "$time" "$@" 2>/dev/null
    cp "$work/$name/frame-0001.png" "docs/$name.png"
}
shoot photos 4.0 photos
shoot draw 2.0 draw
shoot taps 3.2 taps
shoot checkmark 0.4 checkmark
shoot draw 3.35 inspector --inspector
echo "wrote docs/{photos,draw,taps,checkmark,inspector}.png"
