#!/usr/bin/env bash
# `make install` into a temporary DESTDIR as a packager would, then the installed program as a
# user meets it: run from another folder with no compositor, it finds its pictures and demo and
# writes the demo's frames; the unit file and desktop entry name files that exist; the man page
# renders; `make uninstall` leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."

destdir=$(mktemp -d)
runtime=$(mktemp -d)
trap 'rm -rf "$destdir" "$runtime"' EXIT
prefix=/usr
make install DESTDIR="$destdir" PREFIX="$prefix"
root="$destdir$prefix"

fail() { echo "check-install: $*" >&2; exit 1; }
[ -x "$root/bin/gesture-canvas" ] || fail "no $root/bin/gesture-canvas"

# From another folder, with no source checkout above the binary to fall back on.
output=$(cd / && env -u WAYLAND_DISPLAY -u WAYLAND_SOCKET XDG_RUNTIME_DIR="$runtime" TMPDIR="$runtime" \
    "$root/bin/gesture-canvas" run --scene taps 2>&1) || fail "the installed demo failed: $output"
frames=$(find "$runtime" -name 'frame-*.png' | wc -l)
[ "$frames" -ge 10 ] || fail "the installed demo wrote $frames frames: $output"

unit="$root/lib/systemd/user/gesture-canvas-kiosk.service"
binary=$(sed -n 's/^ExecStart=\([^ ]*\).*/\1/p' "$unit")
[ "$binary" = "$prefix/bin/gesture-canvas" ] && [ -x "$destdir$binary" ] || fail "the unit runs $binary"
desktop="$root/share/applications/org.gesturecanvas.GestureCanvas.desktop"
config=$(sed -n 's/^Exec=.*--config \([^ ]*\).*/\1/p' "$desktop")
[ -f "$destdir$config" ] || fail "the desktop entry's kiosk action reads $config, which is not installed"
(cd / && "$root/bin/gesture-canvas" replay "$root/share/gesture-canvas/Resources/traces/photos-demo.jsonl" \
    --config "$destdir$config" --report /dev/null) || fail "the installed example scene file is refused"
if command -v man >/dev/null; then
    man -l "$root/share/man/man1/gesture-canvas.1" 2>/dev/null | grep -q "EXIT STATUS" || fail "the man page does not render"
fi

make uninstall DESTDIR="$destdir" PREFIX="$prefix"
left=$(find "$destdir" -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "check-install: installed into a DESTDIR, ran the installed demo ($frames frames), uninstalled cleanly"
