#!/usr/bin/env python3
# Writes the live fuzz target's hand-made seeds into Tests/FuzzChecksTests/Regressions (their
# first byte, 4, picks the live check). The bytes mirror LiveSetup.decode and LiveAction.decode
# in Sources/FuzzChecks: change them together, then run this and `make test`.
#   seed-live-every-action    every action at least once, a photo pinched from fingers nearly
#                             together to past the window, thousands of keys, every scene
#   seed-live-extreme-photos  the photos of FuzzChecks/ExtremePhotos.swift pinched, zoomed and
#                             turned, in a window going to 1280 x 800 at scale 2.5
# Both stay within LiveBudget.fuzzInput, so every action is acted out.
import math
import os

KEYS = [15, 13, 12, 26, 27, 105, 106, 103, 108, 11, 28, 42, 59, 87, 2, 3, 4, 5, 1, 16, 30]
COUNTS = [1, 1, 2, 3, 6, 20, 100, 300, 1000, 4000]
WAITS = [0.004, 0.02, 0.1, 0.3, 0.55, 1, 2.5, 8, 70]


def frac(f):
    return max(0, min(255, round(f * 255)))


def seed(write):
    out = [4]

    def b(*values):
        out.extend(v & 0xFF for v in values)

    def view(i):  # a place: the i-th named view (0 the scene's root, then the photos)
        b(i)

    def at(x, y):  # a place: a fraction of the window
        b(200, frac((x + 0.1) / 1.2), frac((y + 0.1) / 1.2))

    def key(code, count, shift=False, control=False):
        b(10, KEYS.index(code), COUNTS.index(count), 0 if shift else 1, 0 if control else 1)

    def wait(seconds):
        b(20, 2, WAITS.index(seconds))

    write(b, view, at, key, wait)
    return bytes(out)


def every_action(b, view, at, key, wait):
    # setup: photos, 240x150, not kiosk, the seed's photos, weston buffers, scale 1, fractional 1.5
    # (LiveAction.widest x tallest is 1280 x 800)
    b(0, frac(math.sqrt(239/1279)), frac(math.sqrt(149/799)), 1, 1, 0, 0, 4)
    # three wide pinch-outs on a photo, fingers from nearly together to the window's width
    b(6); view(1); b(frac(1.5/20), 255, frac(0.6), 0, 8, 2, 1)
    wait(2.5)
    # a turn of four rounds, left down
    b(8); view(2); b(frac(80/400), 255, 1, 18, 0)
    b(9, 24, 1)            # 25 fingers at once, lifted
    b(4, 38, 0); b(4, 39, 0)  # lift the turning fingers
    key(15, 1); key(13, 100); key(27, 6); key(105, 6, shift=True); key(12, 1000)
    b(12); view(1)          # pointer onto a photo
    b(14, frac(0.4), 3, 1) # wheel, Ctrl held: 100 clicks
    b(15, 0, 6, frac(0.7), 20, 0)   # touchpad pinch to 50x turning
    b(16, 0, frac(0.9), frac(0.5), 10, 0)  # three-finger swipe
    b(17, 0, 4, 0)         # touchpad hold 0.55 s
    b(0, 3, 0); view(1); wait(0.55)  # a finger on a photo held: long press
    b(4, 3, 0)
    b(18, frac(math.sqrt(320/1280)), frac(math.sqrt(240/800)), 1)  # resize to 320x240
    b(19, 1, 1, 30)        # scale 2, fractional 1.25
    key(3, 1)              # the draw scene
    b(0, 5, 1); at(0.2, 0.3); b(2, 5, 1); at(0.7, 0.6); b(4, 5, 1)
    b(6); at(0.5, 0.5); b(frac(0.1), 200, 200, 30, 10, 1, 1)
    key(4, 1); b(9, 5, 0); b(5, 0)   # taps: five fingers down, then a cancel
    key(5, 1); b(0, 7, 0); at(0.3, 0.3); b(2, 7, 0); at(0.5, 0.7); b(2, 7, 0); at(0.8, 0.2); b(4, 7, 0)
    b(20, 0)               # the touch device leaves and comes back
    b(20, 1)               # keyboard focus lost
    key(2, 1); b(18, 255, 255, 0); b(19, 1, 0)   # photos, 1280x800 full screen, scale 2
    wait(8)


def extreme_photos(b, view, at, key, wait):
    # setup: photos, 240x150, not kiosk, ExtremePhotos, sway's buffers, scale 2, no fractional scale
    # (LiveAction.widest x tallest is 1280 x 800)
    b(0, frac(math.sqrt(239/1279)), frac(math.sqrt(149/799)), 1, 0, 2, 1, 0)
    # the huge photo pinched from nearly together to past the window, three times, then zoomed by keys
    b(6); view(1); b(frac(1.5/20), 255, 255, 0, 20, 2, 1)
    key(15, 1); key(13, 1000); key(27, 100)
    b(8); view(1); b(frac(200/400), 255, 1, 30, 1)   # four rounds of turning
    b(12); view(1); b(14, frac(0.9), 3, 1)            # Ctrl+wheel in, 100 clicks
    b(15, 0, 7, frac(0.9), 10, 0)                     # a touchpad pinch to 8 million
    b(6); view(2); b(0, 255, 255, 0, 20, 1, 1)        # the speck pinched out
    wait(2.5)
    b(18, 255, 255, 1); b(19, 1, 1, 180)              # 1280 x 800 at 2.5
    b(6); view(3); b(frac(0.5), 255, 200, 60, 15, 0, 1)  # the band turned and pinched
    wait(8)


folder = os.path.join(os.path.dirname(__file__), "..", "Tests", "FuzzChecksTests", "Regressions")
for name, write in [("seed-live-every-action", every_action), ("seed-live-extreme-photos", extreme_photos)]:
    with open(os.path.join(folder, name), "wb") as file:
        file.write(seed(write))
