#!/usr/bin/env bash
# Installs the Debian packages GestureCanvas needs that are not installed yet.
# Usage: scripts/install-dependencies.sh [build|test|deb]
#   build: the libraries and tools to build and run the app
#   test:  also the compositors the tests run the app under
#   deb:   also what `make deb` packages with (dpkg-shlibdeps) and checks in (debootstrap)
set -euo pipefail

# libpango1.0-dev: CairoCanvas lays text out with Pango (pangocairo). libatk1.0-dev and
# libatk-bridge2.0-dev: the accessibility tree (ATK objects, put on the AT-SPI bus by atk-bridge).
build_packages=(pkg-config libwayland-dev libwayland-bin wayland-protocols libxkbcommon-dev libcairo2-dev libpango1.0-dev
    libturbojpeg0-dev libatk1.0-dev libatk-bridge2.0-dev)
# kwin-wayland, plasma-wayland-protocols (KWin's fake-input XML) and dbus-daemon (dbus-run-session)
# are for the KWin tests of Sources/CompositorHarness; wayland-utils (wayland-info) checks what a
# compositor offers. gtk-4-examples (gtk4-demo) is what `gesture-canvas bench` compares its latency
# with under KWin. cage (the kiosk compositor, 0.1.4: no wl_touch.frame) runs nested in that KWin.
# mutter (43: a wl_touch.frame per finger) takes touches over D-Bus, which need pipewire-bin's daemon;
# mutter is the big one (~275 MB with zenity's WebKitGTK, about 30 s here).
# fonts-dejavu-core (fontconfig's usual first choice, named here so no other takes its place): the
# text rendering tests draw Hebrew, Arabic and emoticons from DejaVu Sans; a colour emoji font is
# not needed (fonts-noto-color-emoji is 10 MB).
# python3-pyatspi (with at-spi2-core's bus launcher and registry) is the screen reader's eyes in
# ScreenReaderTests, run on a private bus by dbus-run-session (dbus-daemon).
# Always --no-install-recommends: kwin-wayland pulls 900+ packages without it.
test_packages=(weston sway xkb-data kwin-wayland plasma-wayland-protocols dbus-daemon wayland-utils gtk-4-examples
    cage mutter pipewire-bin fonts-dejavu-core python3-pyatspi at-spi2-core python3-dbus)

# dpkg-dev: dpkg-shlibdeps works out the package's Depends; binutils: strip; debootstrap: the
# fresh root without Swift that scripts/check-deb.sh installs the package into.
deb_packages=(dpkg-dev binutils debootstrap)

packages=("${build_packages[@]}")
if [ "${1:-build}" = test ]; then packages+=("${test_packages[@]}"); fi
if [ "${1:-build}" = deb ]; then packages+=("${deb_packages[@]}"); fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
# A build plan made while these were missing (`make run` before `make test`: the protocol plugin
# plans a failing step for XML that is not there yet) must not be reused: a newer manifest makes
# SwiftPM plan again, and run the plugin again, at the next build.
touch "$(dirname "$0")/../Package.swift"
