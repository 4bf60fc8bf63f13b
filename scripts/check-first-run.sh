#!/usr/bin/env bash
# The README's first command on a machine with no compositor: `make run` must build with only the
# build packages and replay the demo headlessly, writing its frames and a contact sheet.
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
runtime=$(mktemp -d)
trap 'rm -rf "$log" "$runtime"' EXIT
# An empty runtime folder and no WAYLAND_DISPLAY: nothing to connect to, as on a server.
env -u WAYLAND_DISPLAY -u WAYLAND_SOCKET XDG_RUNTIME_DIR="$runtime" make run 2>&1 | tee "$log"

line=$(grep -E '^gesture-canvas: wrote [0-9]+ frames to ' "$log" | tail -1 || true)
count=$(sed -E 's/^gesture-canvas: wrote ([0-9]+) frames to .*/\1/' <<<"$line")
folder=$(sed -E 's/^gesture-canvas: wrote [0-9]+ frames to (.*)\/ and a contact sheet.*/\1/' <<<"$line")
if [ -z "$line" ] || [ ! -d "$folder" ]; then
    echo "check-first-run: make run did not say where it wrote the demo's frames" >&2
    exit 1
fi
written=$(find "$folder" -maxdepth 1 -name 'frame-*.png' -size +1k | wc -l)
if [ "$written" -ne "$count" ] || [ "$count" -lt 10 ] || [ ! -s "$folder/contact-sheet.png" ]; then
    echo "check-first-run: expected $count frames and a contact sheet in $folder, found $written" >&2
    exit 1
fi
echo "check-first-run: make run wrote $count demo frames and a contact sheet to $folder"
rm -rf "$folder"
