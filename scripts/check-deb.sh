#!/usr/bin/env bash
# The package as a kiosk image meets it: a fresh Debian 12 root (debootstrap minbase, no Swift
# anywhere), `apt install ./gesture-canvas_*.deb` pulling its Depends from the archive, then the
# installed program: --version, the headless demo into PNG frames, the window under weston's
# headless backend until SIGTERM (status 0, the report's final line), and `apt remove` leaving
# none of the package's files. Needs root (chroot) and the network.
# Usage: scripts/check-deb.sh PACKAGE.deb
set -euo pipefail
deb=$(realpath "$1")
root=$(mktemp -d "${TMPDIR:-/tmp}/check-deb.XXXXXX")
cleanup() {
    for mount in proc dev; do umount -R "$root/$mount" 2>/dev/null || umount -lR "$root/$mount" 2>/dev/null || true; done
    # Never delete through a mount that is still there (the host's /dev).
    if findmnt -rn -o TARGET | grep -q "^$root"; then echo "check-deb: mounts left under $root" >&2; return; fi
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT
fail() { echo "check-deb: $*" >&2; exit 1; }

debootstrap --variant=minbase bookworm "$root" >/dev/null
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
cp "$deb" "$root/root/"
# apt in a chroot as root: its download sandbox user cannot read the fresh root's lists.
apt="apt-get -o APT::Sandbox::User=root -y -qq"
inside() { chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 bash -euo pipefail -c "$1"; }

inside 'compgen -c | grep -qx swift && exit 1; ls /usr/lib/swift /opt/swift 2>/dev/null && exit 1; true' ||
    fail "the fresh root has Swift in it"
inside "$apt update && DEBIAN_FRONTEND=noninteractive $apt install --no-install-recommends ./root/$(basename "$deb") >/dev/null" ||
    fail "apt cannot install $(basename "$deb")"
inside 'dpkg -L gesture-canvas' >"$root/root/files"
version=$(inside 'gesture-canvas --version')
[ "$version" = "$(inside "dpkg-query -W -f='\${Version}' gesture-canvas")" ] ||
    fail "gesture-canvas --version says $version, not the package's version"

# No compositor: the demo replays into frames (the installed pictures and traces are found).
inside 'mkdir -p /run/user/0 && chmod 700 /run/user/0 && cd / &&
    XDG_RUNTIME_DIR=/run/user/0 TMPDIR=/tmp gesture-canvas run --scene photos 2>&1' >"$root/root/demo.log" ||
    fail "the headless demo failed: $(cat "$root/root/demo.log")"
frames=$(find "$root/tmp" -name 'frame-*.png' | wc -l)
[ "$frames" -ge 10 ] || fail "the headless demo wrote $frames frames"

# Under a compositor: weston's headless backend (installed for the check), the window shown
# until SIGTERM, which ends the app with status 0 and its report's final line.
inside "DEBIAN_FRONTEND=noninteractive $apt install --no-install-recommends weston >/dev/null"
inside 'export XDG_RUNTIME_DIR=/run/user/0
    weston --backend=headless-backend.so --socket=wl-deb --idle-time=0 >/tmp/weston.log 2>&1 &
    for _ in $(seq 50); do [ -S /run/user/0/wl-deb ] && break; sleep 0.1; done
    WAYLAND_DISPLAY=wl-deb GESTURE_CANVAS_LOG=info gesture-canvas run --no-demo --report /tmp/report.jsonl \
        >/tmp/app.log 2>&1 & app=$!
    for _ in $(seq 100); do grep -q "window open" /tmp/app.log && break; sleep 0.1; done
    grep -q "window open" /tmp/app.log
    kill -TERM $app; status=0; wait $app || status=$?
    kill -TERM %1 || true
    [ $status -eq 0 ] && grep -q "\"type\":\"final\"" /tmp/report.jsonl' ||
    fail "the window under weston: $(cat "$root/tmp/app.log" 2>/dev/null)"

inside "DEBIAN_FRONTEND=noninteractive $apt remove gesture-canvas >/dev/null"
left=$(while read -r path; do [ -f "$root$path" ] && echo "$path"; done <"$root/root/files" || true)
[ -z "$left" ] || fail "apt remove left: $left"
echo "check-deb: installed $(basename "$deb") in a fresh Debian 12 without Swift, ran its demo ($frames frames) and its window under weston, removed it cleanly"
