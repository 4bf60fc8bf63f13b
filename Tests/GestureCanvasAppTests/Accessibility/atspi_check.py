#!/usr/bin/python3
"""What a screen reader sees of gesture-canvas, checked through AT-SPI (pyatspi) on a private
session bus (run under dbus-run-session, which starts at-spi-bus-launcher on demand), with the
app on weston's headless backend.

Usage: atspi_check.py APP SCRATCH {tree|tree-kwin|bad-input|portal}
  tree       the tree (roles, names, states, extents), focus, each photo's actions with their
             descriptions and keys, performing them; prints the report's final line and the
             replay of the matching gestures' final line, which must agree
  tree-kwin  the same with the app under KWin's virtual backend
  bad-input  an action on a view that was removed, ten thousand requests in a second, the bus
             going away: each logged in a sentence, and the app keeps running
  portal     a settings portal (played here) that says the desktop turned animations off: the
             app reduces motion; one that says they are on: it does not
Exits 0 when every check passed, 1 with the failed check's sentence otherwise, 77 when
something this needs is missing (the caller skips).
"""
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import time

try:
    import gi
    import pyatspi
    from gi.repository import GLib
except ImportError as error:
    print(f"skip: pyatspi is not installed ({error}; Debian's python3-pyatspi)")
    sys.exit(77)

APP, SCRATCH, MODE = sys.argv[1], sys.argv[2], sys.argv[3]
SIZE = (1200, 720)
PHOTO_ACTIONS = {
    "move up": "Up", "move down": "Down", "move left": "Left", "move right": "Right",
    "zoom in": "plus", "zoom out": "minus", "turn left": "bracketleft", "turn right": "bracketright",
    "fade": "Return", "unfade": "<Shift>Return", "reset": "0",
}


class CheckFailed(Exception):
    pass


def check(condition, sentence):
    if not condition:
        raise CheckFailed(sentence)


def wait_for(predicate, seconds, what):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise CheckFailed(f"{what} within {seconds} s")


class Session:
    """A headless compositor (weston, or KWin) and the app on it, ended (and waited for) on exit."""

    def __init__(self, compositor="weston"):
        runtime = os.path.join(SCRATCH, "runtime")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        self.environment = dict(os.environ, XDG_RUNTIME_DIR=runtime)
        self.environment.pop("WAYLAND_DISPLAY", None)
        errors = open(os.path.join(SCRATCH, f"{compositor}.log"), "w")
        if compositor == "kwin":
            # A copy, as the compositor harness runs it: the installed binary's file capabilities
            # keep it from starting in some containers.
            os.makedirs(os.path.join(SCRATCH, "bin"), exist_ok=True)
            kwin = os.path.join(SCRATCH, "bin", "kwin_wayland")
            shutil.copy(shutil.which("kwin_wayland"), kwin)
            home = os.path.join(SCRATCH, "home")
            os.makedirs(home, exist_ok=True)
            environment = dict(self.environment, HOME=home, KWIN_COMPOSE="Q", KWIN_WAYLAND_NO_PERMISSION_CHECKS="1",
                               QT_QPA_PLATFORM="wayland-org.kde.kwin.qpa")
            command = [kwin, "--virtual", "--socket", "wayland-atspi", "--width", "1280", "--height", "800",
                       "--no-lockscreen", "--no-global-shortcuts", "--no-kactivities"]
        else:
            environment = self.environment
            command = ["weston", "--backend=headless-backend.so", "--socket=wayland-atspi", "--width=1280",
                       "--height=800", "--no-config", "--idle-time=0"]
        self.compositor = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=errors)
        wait_for(lambda: os.path.exists(os.path.join(runtime, "wayland-atspi")), 15, f"{compositor} did not start")
        self.report = os.path.join(SCRATCH, "report.jsonl")
        self.log = os.path.join(SCRATCH, "app.log")
        self.app = subprocess.Popen(
            [APP, "run", "-v", "--size", f"{SIZE[0]}x{SIZE[1]}", "--report", self.report],
            env=dict(self.environment, WAYLAND_DISPLAY="wayland-atspi"),
            stdout=subprocess.DEVNULL, stderr=open(self.log, "w"))

    def log_text(self):
        with open(self.log) as file:
            return file.read()

    def alive(self):
        return self.app.poll() is None

    def report_lines(self):
        """The report's lines so far (the app writes them as they happen)."""
        try:
            with open(self.report) as file:
                return [json.loads(line) for line in file if line.strip().endswith("}")]
        except (FileNotFoundError, json.JSONDecodeError):
            return []

    def finish(self):
        """Ends the app with SIGTERM (its report's final line is written) and returns that line."""
        if self.alive():
            self.app.send_signal(signal.SIGTERM)
        status = self.app.wait(10)
        check(status == 0, f"the app ended with status {status}, not 0 (log: {self.log_text()[-800:]})")
        with open(self.report) as file:
            lines = [json.loads(line) for line in file if line.strip()]
        check(lines and lines[-1].get("type") == "final", "the report has no final line")
        return lines[-1]

    def close(self):
        for process in (self.app, self.compositor):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


def find_application():
    """The app on the accessibility bus (whose processes are noted, to be ended at the end)."""
    def search():
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and "gesture-canvas" in (app.name or ""):
                return app
        return None
    app = wait_for(search, 15, "no application named gesture-canvas on the accessibility bus")
    if not BUS_PROCESSES:
        note_bus_processes()
    return app


def children(node):
    # A child removed between reading the count and fetching it comes back as None (the count is
    # cached by pyatspi): it is gone, so it is not a child.
    fetched = (node.getChildAtIndex(index) for index in range(node.childCount))
    return [child for child in fetched if child is not None]


def states(node):
    return {pyatspi.stateToString(state) for state in node.getState().getStates()}


def extents(node):
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (box.x, box.y, box.width, box.height)


def actions(node):
    action = node.queryAction()
    return {action.getName(i): (i, action.getDescription(i), action.getKeyBinding(i)) for i in range(action.nActions)}


def perform(node, name):
    index = actions(node)[name][0]
    return node.queryAction().doAction(index)


def photos_of(frame):
    return [node for node in children(frame) if node.getRoleName() == "image"]


def final_view(final, name):
    for view in final["views"]:
        if view["name"] == name:
            return view
    raise CheckFailed(f"the report's final line has no view {name}")


# MARK: tree

def check_tree(session):
    app = find_application()
    check(app.getRoleName() == "application", f"the application's role is {app.getRoleName()}")
    frames = children(app)
    check(len(frames) == 1 and frames[0].getRoleName() == "frame", "the application has not one frame")
    frame = frames[0]
    check(extents(frame)[2:] == SIZE, f"the window's extents are {extents(frame)}, not {SIZE}")
    check({"showing", "visible", "active"} <= states(frame), f"the window's states are {states(frame)}")

    photos = photos_of(frame)
    check([photo.name for photo in photos] == ["Photo 1", "Photo 2"], f"photos: {[p.name for p in photos]}")
    for photo in photos:
        check({"showing", "visible", "focusable", "enabled"} <= states(photo), f"{photo.name}: {states(photo)}")
        check("focused" not in states(photo), f"{photo.name} is focused before anything moved the focus")
        check("pinch" in photo.description, f"{photo.name}'s description says nothing of its gestures")
        listed = actions(photo)
        check(set(listed) == set(PHOTO_ACTIONS), f"{photo.name}'s actions: {sorted(listed)}")
        for name, (_, description, key) in listed.items():
            check(name.split()[0] in description.lower() and name in description.lower(),
                  f"{photo.name}: the description of {name!r} ({description!r}) does not say it")
            check(key == PHOTO_ACTIONS[name], f"{photo.name}: {name!r} has key {key!r}, not {PHOTO_ACTIONS[name]!r}")

    tab_lists = [node for node in children(frame) if node.getRoleName() == "page tab list"]
    check(len(tab_lists) == 1, "no page tab list of scenes")
    tabs = children(tab_lists[0])
    check([tab.getRoleName() for tab in tabs] == ["page tab"] * 4, "the scene tabs are not four page tabs")
    check([tab.name for tab in tabs] == ["Photos", "Draw", "Taps", "Checkmark"], f"tabs: {[t.name for t in tabs]}")
    check("selected" in states(tabs[0]) and "selected" not in states(tabs[1]), "the Photos tab is not the selected one")
    tab_box = extents(tab_lists[0])
    check(tab_box[1] + tab_box[3] == SIZE[1] and tab_box[2] == SIZE[0], f"the tab bar's extents are {tab_box}")

    # Focus: an assistive technology moves it; the state and the focus event follow.
    focused_events = []
    listener = lambda event: focused_events.append((event.source.name, event.detail1))
    pyatspi.Registry.registerEventListener(listener, "object:state-changed:focused")
    check(photos[1].queryComponent().grabFocus(), "Photo 2 refused the focus")
    wait_for(lambda: "focused" in states(photos[1]), 5, "Photo 2 did not become focused")
    check("focused" not in states(photos[0]), "Photo 1 is focused as well")
    context = GLib.MainContext.default()

    def heard():
        while context.pending():
            context.iteration(False)
        return ("Photo 2", 1) in focused_events
    wait_for(heard, 5, "no focus event for Photo 2")
    check(photos[0].queryComponent().grabFocus(), "Photo 1 refused the focus")
    wait_for(lambda: "focused" in states(photos[0]) and "focused" not in states(photos[1]), 5,
             "the focus did not move back to Photo 1")
    pyatspi.Registry.deregisterEventListener(listener, "object:state-changed:focused")

    # The actions a finger's gestures stand for, on Photo 1: a move, a zoom, a turn, a fade. Each
    # is performed as its gesture, over a few frames, one after another: wait for the last.
    photo = photos[0]
    before = extents(photo)
    for name in ["move right", "move down", "zoom in", "turn right", "fade"]:
        check(perform(photo, name), f"{name!r} on Photo 1 was refused")
    wait_for(lambda: any(line.get("recognizer") == "longPress" and line.get("state") == "ended"
                         for line in session.report_lines()), 10, "the fade's long press did not end")
    after = extents(photo)
    center_before = (before[0] + before[2] / 2, before[1] + before[3] / 2)
    center_after = (after[0] + after[2] / 2, after[1] + after[3] / 2)
    check(abs(center_after[0] - center_before[0] - 10) <= 1 and abs(center_after[1] - center_before[1] - 10) <= 1,
          f"Photo 1's extents moved from {before} to {after}, not 10 right and 10 down")
    # Turned 15°, its box grows by cos 15° + sin 15°; scaled 2^(1/4).
    expected = before[2] * 2 ** 0.25 * (math.cos(math.pi / 12) + math.sin(math.pi / 12))
    check(abs(after[2] - expected) <= 2, f"Photo 1's extents are {after[2]} wide, not {expected:.0f}")

    final = session.finish()
    acted = summary(session.report_lines())
    image1 = final_view(final, "image1")
    check(abs(image1["center"][0] - center_after[0]) <= 1 and abs(image1["center"][1] - center_after[1]) <= 1,
          f"the report's image1 centre {image1['center']} is not the extents' centre {center_after}")

    # The same by finger: drags 10 right and 10 down, a pinch 2^(1/4) apart, a 15° turn, a hold;
    # replayed by the same app, the report must have the same lines (each run of changes as one)
    # and image1 must end where the actions left it.
    start = (center_before[0], center_before[1])
    lines = replay(gestures(start), session)
    gestured = final_view(lines[-1], "image1")
    print("actions:  " + json.dumps(image1))
    print("gestures: " + json.dumps(gestured))
    check(acted, "the actions wrote no report lines")
    check(acted == summary(lines), f"the actions' report lines {acted} are not the gestures' {summary(lines)}")
    for key, tolerance in [("scale", 0.01), ("rotation", 0.01), ("alpha", 0.001)]:
        check(abs(image1[key] - gestured[key]) <= tolerance,
              f"image1's {key} is {image1[key]} after the actions, {gestured[key]} after the gestures")
    for axis in (0, 1):
        check(abs(image1["center"][axis] - gestured["center"][axis]) <= 1,
              f"image1's centre is {image1['center']} after the actions, {gestured['center']} after the gestures")


def summary(lines):
    """A report's action lines on image1 as (recognizer, state, touches, kind), each run of
    changes as one: what the gestures did, without their frame-by-frame values."""
    result = []
    for line in lines:
        if line.get("view") != "image1":
            continue
        entry = (line["recognizer"], line["state"], line.get("touches"), line.get("kind"))
        if entry[1] == "changed" and result and result[-1] == entry:
            continue
        result.append(entry)
    return result


def gestures(center):
    """A trace of the gestures the actions stand for, on a photo centred at `center`."""
    lines = [{"format": "gesture-trace", "version": 1, "size": list(SIZE)}]
    clock = [0.5]

    def touch(phase, finger, point=None):
        line = {"t": round(clock[0], 3), "type": "touch", "phase": phase, "id": finger}
        if point:
            line.update(x=round(point[0], 3), y=round(point[1], 3))
        lines.append(line)

    def frame():
        lines.append({"t": round(clock[0], 3), "type": "frame"})

    def wait(seconds):
        clock[0] += seconds
        lines.append({"t": round(clock[0], 3), "type": "idle"})

    def two_fingers(positions):
        """Two fingers through `positions` (pairs of points), slowly, held still, then lifted."""
        for finger in (0, 1):
            touch("down", finger, positions[0][finger])
        frame()
        for pair in positions[1:]:
            clock[0] += 0.032
            for finger in (0, 1):
                touch("motion", finger, pair[finger])
            frame()
        wait(0.3)
        for finger in (0, 1):
            touch("up", finger)
        frame()
        wait(1.0)

    x, y = center
    # Two slow drags (well below a glide's 50 points a second), each a little past the pan's slop
    # (10 points) and back onto 10 points, held still before the lift.
    for dx, dy in [(1, 0), (0, 1)]:
        touch("down", 0, (x, y))
        frame()
        for step in list(range(1, 13)) + [10]:
            clock[0] += 0.032
            touch("motion", 0, (x + dx * step, y + dy * step))
            frame()
        wait(0.3)
        touch("up", 0)
        frame()
        wait(1.0)
        x, y = x + dx * 10, y + dy * 10
    spread = 2 ** 0.25
    two_fingers([((x - 80 * f, y), (x + 80 * f, y)) for f in [1 + (spread - 1) * s / 20 for s in range(21)]])
    angles = [math.pi / 12 * s / 20 for s in range(21)]
    two_fingers([((x - 40 * math.cos(a), y - 40 * math.sin(a)), (x + 40 * math.cos(a), y + 40 * math.sin(a)))
                 for a in angles])
    touch("down", 0, (x, y))
    frame()
    wait(0.8)
    touch("up", 0)
    frame()
    wait(1.0)
    return lines


def replay(lines, session):
    trace = os.path.join(SCRATCH, "gestures.jsonl")
    report = os.path.join(SCRATCH, "gestures-report.jsonl")
    with open(trace, "w") as file:
        file.writelines(json.dumps(line) + "\n" for line in lines)
    result = subprocess.run([APP, "replay", trace, "--size", f"{SIZE[0]}x{SIZE[1]}", "--report", report],
                            env=session.environment, capture_output=True, text=True)
    check(result.returncode == 0, f"replaying the gestures failed: {result.stderr}")
    with open(report) as file:
        return [json.loads(line) for line in file if line.strip()]


# MARK: bad input

def a11y_bus():
    import dbus
    session = dbus.SessionBus()
    address = session.get_object("org.a11y.Bus", "/org/a11y/bus").GetAddress(dbus_interface="org.a11y.Bus")
    return dbus.bus.BusConnection(str(address)), session


def check_bad_input(session):
    import dbus
    from dbus.mainloop.glib import DBusGMainLoop
    app = find_application()
    frame = children(app)[0]
    photo = photos_of(frame)[0]
    photo_path = photo.path

    # An action on a view that was removed: the Draw tab's switch takes the photos away.
    draw_tab = [tab for tab in children([n for n in children(frame) if n.getRoleName() == "page tab list"][0])
                if tab.name == "Draw"][0]
    check(perform(draw_tab, "switch"), "the Draw tab's switch was refused")
    wait_for(lambda: not photos_of(frame), 20, "the photos are still in the tree after switching to Draw")
    # The draw scene: a canvas that makes lines, each line a list item that is selected, moved
    # and deleted by its actions.
    canvas = wait_for(lambda: ([n for n in children(frame) if n.getRoleName() == "drawing area"] or [None])[0], 20,
                      "no drawing area in the draw scene")
    check(perform(canvas, "make a line"), "'make a line' was refused")
    line = wait_for(lambda: ([n for n in children(canvas) if n.getRoleName() == "list item"] or [None])[0], 20,
                    "no list item for the line made")
    check(line.name.startswith("Line 1, from "), f"the line is called {line.name!r}")
    check(set(actions(line)) == {"select", "move up", "move down", "move left", "move right", "delete"},
          f"the line's actions are {sorted(actions(line))}")
    check("selected" in states(line), "the line made is not selected")
    box = extents(line)
    check(perform(line, "move down"), "'move down' was refused")
    wait_for(lambda: extents(line)[1] == box[1] + 10, 20, "the line did not move 10 points down")
    check(perform(line, "delete"), "'delete' was refused")
    wait_for(lambda: not [n for n in children(canvas) if n.getRoleName() == "list item"], 20, "the line was not deleted")

    # atk-bridge replies to DoAction before doing it, so the reply cannot say it was refused: the
    # app's log does.
    perform(photo, "zoom in")
    wait_for(lambda: "gone" in session.log_text(), 20, "no log line for the action on a removed view")
    check(session.alive(), "the app ended after an action on a removed view")

    # Ten thousand requests in a second, sent without waiting for replies.
    DBusGMainLoop(set_as_default=True)
    bus, _ = a11y_bus()
    registry = bus.get_object("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    references = registry.GetChildren(dbus_interface="org.a11y.atspi.Accessible")
    names = [str(name) for name, _ in references]
    ours = [name for name in names
            if "gesture-canvas" in str(bus.get_object(name, "/org/a11y/atspi/accessible/root").Get(
                "org.a11y.atspi.Accessible", "Name", dbus_interface="org.freedesktop.DBus.Properties"))]
    check(ours, "the registry does not list gesture-canvas")
    tabs = [tab for tab in children([n for n in children(frame) if n.getRoleName() == "page tab list"][0])]
    check(perform(tabs[0], "switch"), "the Photos tab's switch was refused")
    photo = wait_for(lambda: (photos_of(frame) or [None])[0], 20, "no photo after switching back")
    target = bus.get_object(ours[0], photo.path)
    replies = {"answered": 0, "errors": 0}

    def replied(value):
        replies["answered"] += 1

    def failed(error):
        replies["errors"] += 1
        replies.setdefault("first error", str(error))

    started = time.monotonic()
    for index in range(10000):
        target.DoAction(dbus.Int32(index % 2), dbus_interface="org.a11y.atspi.Action",
                        reply_handler=replied, error_handler=failed, timeout=30)
    sent = time.monotonic() - started
    context = GLib.MainContext.default()

    def answered():
        while context.pending():
            context.iteration(False)
        return replies["answered"] + replies["errors"] >= 10000
    wait_for(answered, 60, f"the app did not answer 10,000 requests ({replies})")
    print(f"10,000 requests sent in {sent:.2f} s: {replies}")
    # On a loaded machine (a sanitizer's build, other test runs) some calls may time out in the
    # client's bus library before the app gets to them; what matters is that it answers at all,
    # keeps running and answers afterwards.
    check(replies["answered"] > 0, f"none of the requests was answered ({replies})")
    check("actions in a second" in session.log_text(), "no log line for the flood of requests")
    check(session.alive(), "the app ended under the flood")
    check(photo.name == "Photo 1", "the app stopped answering after the flood")

    # The bus goes away: its daemon (which at-spi-bus-launcher started for this session) dies.
    # SIGKILL: the daemon may have inherited a mask that blocks SIGTERM from whoever ran the check.
    bus, _ = a11y_bus()
    daemon = int(bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus").GetConnectionUnixProcessID(
        "org.freedesktop.DBus", dbus_interface="org.freedesktop.DBus"))
    os.kill(daemon, signal.SIGKILL)
    wait_for(lambda: "accessibility bus went away" in session.log_text(), 10, "no log line for the bus going away")
    time.sleep(0.5)
    check(session.alive(), "the app ended when the accessibility bus went away")
    check(session.log_text().count("accessibility bus went away") == 1, "the bus going away was logged more than once")
    session.finish()


BUS_PROCESSES = []


def note_bus_processes():
    """Notes the ids of what this private session started for the accessibility bus."""
    import dbus
    try:
        session_bus = dbus.SessionBus()
        daemon = session_bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus")
        BUS_PROCESSES.append(int(daemon.GetConnectionUnixProcessID("org.a11y.Bus", dbus_interface="org.freedesktop.DBus")))
        bus, _ = a11y_bus()
        a11y_daemon = bus.get_object("org.freedesktop.DBus", "/org/freedesktop/DBus")
        for name in ["org.a11y.atspi.Registry", "org.freedesktop.DBus"]:
            BUS_PROCESSES.append(int(a11y_daemon.GetConnectionUnixProcessID(name, dbus_interface="org.freedesktop.DBus")))
    except Exception as error:
        print(f"note: could not find the accessibility bus's processes: {error}")


def end_accessibility_bus():
    """Ends what this private session started for the accessibility bus (at-spi-bus-launcher, its
    bus daemon and the registry), by their ids as the buses give them: they outlive
    dbus-run-session's bus otherwise. SIGKILL, as they may have inherited a mask blocking SIGTERM."""
    for pid in BUS_PROCESSES:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


# MARK: portal

def play_portal():
    """Plays the settings portal on the session bus; returns the setter of what it answers for
    enable-animations."""
    import dbus
    import dbus.service
    from dbus.mainloop.glib import DBusGMainLoop
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    answer = {"enable-animations": True}

    class Settings(dbus.service.Object):
        @dbus.service.method("org.freedesktop.portal.Settings", in_signature="ss", out_signature="v")
        def Read(self, namespace, key):
            if (namespace, key) != ("org.gnome.desktop.interface", "enable-animations"):
                raise dbus.exceptions.DBusException("no such setting", name="org.freedesktop.portal.Error.NotFound")
            # The portal's Read wraps the value in a second variant.
            return dbus.Boolean(answer["enable-animations"], variant_level=1)

    play_portal.kept = (dbus.service.BusName("org.freedesktop.portal.Desktop", bus),
                        Settings(bus, "/org/freedesktop/portal/desktop"))
    return lambda value: answer.__setitem__("enable-animations", value)


def reduces_motion():
    """Whether the app, started now, says it reduces motion."""
    session = Session()
    context = GLib.MainContext.default()

    def started():
        while context.pending():
            context.iteration(False)
        return "window open on the compositor" in session.log_text()
    try:
        wait_for(started, 15, "the app did not open its window")
        if not BUS_PROCESSES:
            note_bus_processes()  # the app started the accessibility bus too
        said = "motion reduced" in session.log_text()
        session.finish()
        return said
    finally:
        session.close()


def main():
    # What this starts (weston, the app) gets the signals the checks send, whatever mask the
    # caller left blocked.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    compositor = "kwin" if MODE == "tree-kwin" else "weston"
    program = "kwin_wayland" if compositor == "kwin" else "weston"
    if shutil.which(program) is None:
        print(f"skip: {program} is not installed")
        return 77
    if MODE == "portal":
        try:
            answer = play_portal()
            answer(False)
            check(reduces_motion(), "the desktop turned animations off, and the app does not reduce motion")
            answer(True)
            check(not reduces_motion(), "the desktop has animations on, and the app reduces motion")
        except CheckFailed as failure:
            print(f"failed: {failure}")
            return 1
        finally:
            end_accessibility_bus()
        print("passed")
        return 0
    session = Session(compositor)
    try:
        {"tree": check_tree, "tree-kwin": check_tree, "bad-input": check_bad_input}[MODE](session)
    except CheckFailed as failure:
        print(f"failed: {failure}")
        print("app log:\n" + session.log_text()[-2000:])
        return 1
    finally:
        session.close()
        end_accessibility_bus()
    print("passed")
    return 0


sys.exit(main())
