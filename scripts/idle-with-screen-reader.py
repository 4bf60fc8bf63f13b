#!/usr/bin/python3
"""What the app costs idle with the accessibility bridge running: the app on weston's headless
backend in a private session bus (run this under dbus-run-session, which starts
at-spi-bus-launcher when the app asks for the accessibility bus), then thread wake-ups and CPU
time over 5 s, read from /proc/PID/task/*/schedstat as the bench's idle figure is.

Usage: dbus-run-session -- python3 scripts/idle-with-screen-reader.py APP SCRATCH {none|left}
  none  no assistive technology ever connects: the bridge is up, nobody listens
  left  a screen reader (pyatspi, in a process of its own) finds the app, walks its whole tree and
        exits; the 5 s start a second later
Prints the wake-ups and CPU time of the 5 s, those of the walk (a check that the counting sees
the app working), and the load average. Needs weston and python3-pyatspi (docs/performance.md).
"""
import glob
import os
import subprocess
import sys
import time

APP, SCRATCH, MODE = sys.argv[1], sys.argv[2], sys.argv[3]

# The screen reader: finds the app on the accessibility bus and walks every object under it.
SCREEN_READER = """
import pyatspi, time
desktop = pyatspi.Registry.getDesktop(0)
app = None
for _ in range(100):
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    app = next((a for a in apps if a is not None and 'gesture-canvas' in (a.name or '')), None)
    if app:
        break
    time.sleep(0.1)
def walk(node):
    return 1 + sum(walk(node.getChildAtIndex(i)) for i in range(node.childCount))
print(walk(app))
"""


def main():
    runtime = os.path.join(SCRATCH, "runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    environment = dict(os.environ, XDG_RUNTIME_DIR=runtime)
    environment.pop("WAYLAND_DISPLAY", None)
    weston = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", "--socket=wayland-idle", "--width=1280", "--height=800",
         "--no-config", "--idle-time=0"], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while not os.path.exists(os.path.join(runtime, "wayland-idle")):
        time.sleep(0.05)
    log_path = os.path.join(SCRATCH, "app.log")
    app = subprocess.Popen([APP, "run", "-v", "--size", "1200x720", "--no-demo"],
                           env=dict(environment, WAYLAND_DISPLAY="wayland-idle"),
                           stdout=subprocess.DEVNULL, stderr=open(log_path, "w"))

    def statistics():
        runs, nanoseconds = 0, 0
        for task in glob.glob(f"/proc/{app.pid}/task/*/schedstat"):
            ran, _, slices = open(task).read().split()
            runs, nanoseconds = runs + int(slices), nanoseconds + int(ran)
        return runs, nanoseconds / 1e6

    try:
        time.sleep(3)
        if MODE == "left":
            before = statistics()
            walked = subprocess.run(["/usr/bin/python3", "-c", SCREEN_READER], env=environment,
                                    capture_output=True, text=True, timeout=60).stdout.strip()
            after = statistics()
            print(f"the screen reader walked {walked} objects: {after[0] - before[0]} wake-ups, "
                  f"{after[1] - before[1]:.2f} ms CPU")
        time.sleep(1)
        before = statistics()
        time.sleep(5)
        after = statistics()
        print(f"{MODE}: {after[0] - before[0]} wake-ups, {after[1] - before[1]:.2f} ms CPU in 5 s")
        print("load average " + open("/proc/loadavg").read().strip())
    finally:
        app.terminate()
        app.wait(10)
        weston.terminate()
        weston.wait(10)
    with open(log_path) as log:
        if not any("on the accessibility bus" in line for line in log):
            print("the bridge did not start (no accessibility bus?)")
            sys.exit(1)


main()
