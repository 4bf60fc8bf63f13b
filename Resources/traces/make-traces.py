#!/usr/bin/env python3
"""Writes the demo traces in this folder (the trace format of SPEC.md).

Each trace plays one scene at 1280x800 through every recognizer it has, the way a person would:
fingers sampled at 60 Hz with the last motion and the lift in separate frames. Re-run after
changing a scene's layout:  python3 Resources/traces/make-traces.py
"""
import json
import math
import os

WIDTH, HEIGHT = 1280, 800
FRAME = 1 / 60
HERE = os.path.dirname(os.path.abspath(__file__))

# The photos scene's home at 1280x800 (see PhotoHome): side by side in the middle of the content
# area (800 minus the 56-point scene switcher), each half its height across, 20 % of that apart.
CONTENT = HEIGHT - 56
DIAMETER = min(0.5 * CONTENT, 0.8 * WIDTH / 2.2, 720)
IMAGE1 = (WIDTH / 2 - 0.6 * DIAMETER, CONTENT / 2)
IMAGE2 = (WIDTH / 2 + 0.6 * DIAMETER, CONTENT / 2)


class Trace:
    def __init__(self):
        self.time = 0.0
        self.lines = [{"format": "gesture-trace", "version": 1, "size": [WIDTH, HEIGHT]}]
        self.next_id = 0

    def add(self, **event):
        self.lines.append({"t": round(self.time, 6), **event})

    def wait(self, seconds):
        self.time += seconds

    def idle(self, seconds):
        self.wait(seconds)
        self.add(type="idle")

    def fingers(self, starts, ends, duration, pause=0.0):
        """Fingers moving in straight lines from starts to ends, then resting and lifting."""
        ids = []
        for x, y in starts:
            ids.append(self.next_id)
            self.add(type="touch", phase="down", id=self.next_id, x=round(x, 2), y=round(y, 2))
            self.next_id += 1
        self.add(type="frame")
        steps = max(1, round(duration / FRAME))
        for step in range(1, steps + 1):
            self.wait(duration / steps)
            t = step / steps
            for finger, (start, end) in zip(ids, zip(starts, ends)):
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t
                self.add(type="touch", phase="motion", id=finger, x=round(x, 2), y=round(y, 2))
            self.add(type="frame")
        self.wait(pause + FRAME)
        for finger in ids:
            self.add(type="touch", phase="up", id=finger)
        self.add(type="frame")

    def path(self, points, step=FRAME):
        """One finger through `points`, one frame apart."""
        finger = self.next_id
        self.next_id += 1
        x, y = points[0]
        self.add(type="touch", phase="down", id=finger, x=round(x, 2), y=round(y, 2))
        self.add(type="frame")
        for x, y in points[1:]:
            self.wait(step)
            self.add(type="touch", phase="motion", id=finger, x=round(x, 2), y=round(y, 2))
            self.add(type="frame")
        self.wait(step)
        self.add(type="touch", phase="up", id=finger)
        self.add(type="frame")

    def tap(self, point, count=1):
        for index in range(count):
            if index:
                self.wait(0.12)
            self.fingers([point], [point], 0.05)

    def press(self, point, seconds):
        self.fingers([point], [point], seconds)

    def key(self, name):
        self.add(type="key", key=name, state="pressed")
        self.wait(0.05)
        self.add(type="key", key=name, state="released")

    def write(self, name):
        # The header names its scene, so `replay TRACE` plays it there without --scene.
        self.lines[0]["scene"] = name.removesuffix("-demo.jsonl")
        with open(os.path.join(HERE, name), "w") as file:
            for line in self.lines:
                file.write(json.dumps(line, separators=(",", ":")) + "\n")


def offset(point, dx, dy):
    return (point[0] + dx, point[1] + dy)


def photos():
    trace = Trace()
    # Drag image1 slowly to the middle and rest before lifting (no glide).
    trace.fingers([IMAGE1], [(560, 300)], 1.0, pause=0.15)
    trace.idle(0.3)
    # Flick image2 to the right: it glides on and stops inside the window.
    trace.fingers([IMAGE2], [offset(IMAGE2, 250, 30)], 0.15)
    trace.idle(1.5)
    # Pinch, rotate and move image1 together with two fingers.
    center = (560, 300)
    trace.fingers([offset(center, -50, 0), offset(center, 50, 0)],
                  [offset(center, 20, -90), offset(center, 20, 90)], 0.6, pause=0.1)
    trace.idle(0.3)
    # Long press fades it, a double tap resets scale, rotation and opacity.
    trace.press((580, 300), 0.8)
    trace.idle(0.3)
    trace.tap((580, 300), count=2)
    trace.idle(0.5)
    # A swipe right on the background stacks the photos (after the tickle fails at the lift).
    trace.fingers([(900, 650)], [(1040, 655)], 0.12)
    trace.idle(0.6)
    # A swipe left does the same (the swipes stack; the tickle spreads).
    trace.fingers([(1040, 650)], [(900, 652)], 0.12)
    trace.idle(0.6)
    # A tickle sets them side by side.
    trace.path([(900, 650), (930, 650), (960, 651), (930, 652), (900, 651), (930, 650), (960, 650)])
    trace.idle(0.6)
    # Touchpad: a pinch over image2 scales and turns it; Ctrl+wheel zooms image1.
    image2 = (640 + DIAMETER / 2 + 8, 372)
    trace.add(type="pointer", phase="motion", x=round(image2[0], 2), y=image2[1])
    trace.add(type="pinch", phase="begin", fingers=2)
    for step in range(1, 11):
        trace.wait(FRAME)
        trace.add(type="pinch", phase="update", dx=0, dy=0, scale=round(1 + 0.04 * step, 3), rotation=2.0)
    trace.wait(FRAME)
    trace.add(type="pinch", phase="end", cancelled=False)
    trace.idle(0.3)
    image1 = (640 - DIAMETER / 2 - 8, 372)
    trace.add(type="pointer", phase="motion", x=round(image1[0], 2), y=image1[1])
    trace.add(type="key", key="Control_L", state="pressed")
    trace.wait(0.05)
    trace.add(type="pointer", phase="axis", dx=0, dy=-15)
    trace.wait(0.05)
    trace.add(type="key", key="Control_L", state="released")
    trace.idle(0.5)
    trace.write("photos-demo.jsonl")


def draw():
    trace = Trace()
    # Two lines, one finger each.
    trace.fingers([(200, 200)], [(700, 220)], 0.4)
    trace.idle(0.3)
    trace.fingers([(250, 450)], [(900, 500)], 0.4)
    trace.idle(0.3)
    # A tap selects the first line and shows Delete; a tap on Delete removes it.
    trace.tap((450, 215))
    trace.idle(0.5)
    menu = (450, 215 - 40)
    trace.tap(menu)
    trace.idle(0.5)
    # A long press picks up the remaining line and the move drags it.
    finger = trace.next_id
    trace.next_id += 1
    trace.add(type="touch", phase="down", id=finger, x=575, y=475)
    trace.add(type="frame")
    trace.wait(0.7)
    for step in range(1, 21):
        trace.wait(FRAME)
        trace.add(type="touch", phase="motion", id=finger, x=575, y=475 - 5 * step)
        trace.add(type="frame")
    trace.wait(FRAME)
    trace.add(type="touch", phase="up", id=finger)
    trace.add(type="frame")
    trace.idle(0.5)
    # Two fingers draw two lines at once, then a double tap clears everything.
    trace.fingers([(300, 600), (800, 600)], [(500, 650), (1000, 650)], 0.3)
    trace.idle(0.5)
    trace.tap((640, 300), count=2)
    trace.idle(0.5)
    trace.write("draw-demo.jsonl")


# The taps scene at 1280x800 (see TapsScene.layout): six 48-point rows of labels above a pad a
# third of the content's height and 60 % of its width across, the two together in the middle
# from the top of the hint's 20-point line (10 points into the first row) to the pad's foot.
TAPS_ROWS = 6 * 48
TAPS_PAD_HEIGHT = max(80, min(CONTENT / 3, CONTENT - TAPS_ROWS - 80))
TAPS_TOP = max(30, (CONTENT - (TAPS_ROWS + 20 + TAPS_PAD_HEIGHT) - 10) / 2)
TAPS_PAD = (0.2 * WIDTH, TAPS_TOP + TAPS_ROWS + 20, 0.8 * WIDTH, TAPS_TOP + TAPS_ROWS + 20 + TAPS_PAD_HEIGHT)


def taps():
    trace = Trace()
    # Left of the pad, level with its middle: the root's recognizers see these touches.
    spot = (TAPS_PAD[0] / 2, (TAPS_PAD[1] + TAPS_PAD[3]) / 2)
    for count in range(1, 5):
        trace.tap(spot, count=count)
        trace.idle(2.5)
    # A two-finger tap as hands make it: the second finger lands 40 ms after the first, the first
    # lifts 30 ms before the second.
    first, second = trace.next_id, trace.next_id + 1
    trace.next_id += 2
    trace.add(type="touch", phase="down", id=first, x=spot[0] - 30, y=spot[1])
    trace.add(type="frame")
    trace.wait(0.04)
    trace.add(type="touch", phase="down", id=second, x=spot[0] + 25, y=spot[1] + 6)
    trace.add(type="frame")
    trace.wait(0.06)
    trace.add(type="touch", phase="up", id=first)
    trace.add(type="frame")
    trace.wait(0.03)
    trace.add(type="touch", phase="up", id=second)
    trace.add(type="frame")
    trace.idle(2.5)
    # Swipes with one to five fingers off the pad, 55 points apart: right, up, left, down, right.
    # Across over the labels (their labels show there afterwards: the touches go through);
    # up and down in the strip left of the pad, which runs the scene's height.
    middle = TAPS_TOP + TAPS_ROWS / 2
    for fingers, (dx, dy) in [(1, (150, 0)), (2, (0, -150)), (3, (-150, 0)), (4, (0, 150)), (5, (150, 2))]:
        if dy in (150, -150):
            starts = [(20 + 55 * index, middle + 40 - dy / 2) for index in range(fingers)]
        else:
            left = WIDTH / 2 - 55 * fingers / 2 - dx / 2
            starts = [(left + 55 * index, middle) for index in range(fingers)]
        trace.fingers(starts, [offset(point, dx, dy) for point in starts], 0.15)
        trace.idle(2.5)
    # The pad's own detector: 25 points along, at most 5 across.
    pad = ((TAPS_PAD[0] + TAPS_PAD[2]) / 2, (TAPS_PAD[1] + TAPS_PAD[3]) / 2)
    trace.path([pad, offset(pad, 12, 1), offset(pad, 24, 2), offset(pad, 36, 2)])
    trace.idle(2.5)
    trace.path([pad, offset(pad, 1, -12), offset(pad, 2, -24), offset(pad, 2, -36)])
    trace.idle(2.5)
    trace.write("taps-demo.jsonl")


def checkmark():
    trace = Trace()
    check = [(500, 350), (515, 365), (530, 380), (545, 395), (565, 370), (590, 335), (615, 300), (640, 265)]
    trace.path(check)
    trace.idle(2.5)
    # A slow, small, slightly curved check.
    curved = [(700, 300)] + [(700 + 4 * i, 300 + 5 * i + 0.2 * i * i) for i in range(1, 8)]
    last = curved[-1]
    curved += [(last[0] + 6 * i, last[1] - 8 * i + 0.1 * i * i) for i in range(1, 10)]
    trace.path(curved, step=2 * FRAME)
    trace.idle(2.5)
    # Not checks: a line and a caret.
    trace.path([(300, 500), (350, 500), (400, 500), (450, 500)])
    trace.idle(0.5)
    trace.path([(300, 600), (330, 560), (360, 520), (390, 560), (420, 600)])
    trace.idle(2.5)
    trace.write("checkmark-demo.jsonl")


if __name__ == "__main__":
    photos()
    draw()
    taps()
    checkmark()
