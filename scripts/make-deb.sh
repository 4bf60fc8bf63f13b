#!/usr/bin/env bash
# Builds gesture-canvas_VERSION_ARCH.deb for a machine without Swift: a release build with the
# Swift runtime and Foundation linked in (--static-swift-stdlib), the files `make install` puts
# in place under /usr, the man page compressed as Debian keeps them, and Depends worked out by
# dpkg-shlibdeps from the libraries the binary really links (Cairo, Pango, libwayland,
# xkbcommon, TurboJPEG, …). Usage: scripts/make-deb.sh [OUTPUT_FOLDER]   (default: .)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(cd "${1:-.}" && pwd)

version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' Sources/GestureCanvasApp/GestureCanvasVersion.swift)
[ -n "$version" ] || { echo "make-deb: cannot read the version from GestureCanvasVersion.swift" >&2; exit 1; }
arch=$(dpkg --print-architecture)
work=.build/deb
stage=$work/gesture-canvas_${version}_$arch
rm -rf "$work"
mkdir -p "$stage"

make install DESTDIR="$PWD/$stage" PREFIX=/usr SWIFT_BUILD_FLAGS=--static-swift-stdlib
strip --strip-unneeded "$stage/usr/bin/gesture-canvas"
gzip -9n "$stage/usr/share/man/man1/gesture-canvas.1"

# dpkg-shlibdeps reads the package's name from a debian/control in the folder it runs in.
mkdir -p "$work/debian"
printf 'Source: gesture-canvas\n\nPackage: gesture-canvas\nArchitecture: any\n' >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "-e${stage#"$work"/}/usr/bin/gesture-canvas" 2>/dev/null |
    sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
if ldd "$stage/usr/bin/gesture-canvas" | grep -q 'libswift\|libFoundation'; then
    echo "make-deb: the binary still links the Swift runtime dynamically" >&2
    exit 1
fi

mkdir -p "$stage/DEBIAN"
cat >"$stage/DEBIAN/control" <<CONTROL
Package: gesture-canvas
Version: $version
Architecture: $arch
Maintainer: GestureCanvas <gesture-canvas@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: $depends
Section: graphics
Priority: optional
Homepage: https://github.com/gesturecanvas/gesture-canvas
Description: UIKit-style gesture recognition on Wayland, with a kiosk mode
 Photos to drag, pinch and turn, a drawing canvas, taps and swipes and a
 checkmark recognizer, shown in a Wayland window with touch, pointer and
 touchpad input, or replayed headlessly from a trace into PNG frames.
 Includes a systemd user unit and a desktop entry for running it as a kiosk.
CONTROL
deb="$out/gesture-canvas_${version}_$arch.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "make-deb: wrote $deb ($(du -h "$deb" | cut -f1)); Depends: $depends"
