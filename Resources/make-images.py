#!/usr/bin/python3
"""Draws the app's images into Resources/images/ with Cairo.

Run from anywhere: `/usr/bin/python3 Resources/make-images.py` (needs Debian's python3-cairo).
The output is the same on every run, so the PNG files only change when this script does.

- image1@2x.png, image2@2x.png: the photos scene's two "photos", 480x480 px shown as
  240x240 pt. Each has distinct features off-centre and towards the corners (inside the circle
  the scene clips them to) so rotation, scaling and panning are plain to see in screenshots.
- checkmark@2x.png: the green check the checkmark scene shows, 400x400 px (200x200 pt).
"""

import math
import os

import cairo

PHOTO_PIXELS = 480
CHECK_PIXELS = 400
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")


def rgb(hex_value, alpha=1.0):
    """(r, g, b, a) in 0...1 from a 0xRRGGBB value."""
    return ((hex_value >> 16 & 0xFF) / 255, (hex_value >> 8 & 0xFF) / 255, (hex_value & 0xFF) / 255, alpha)


def gradient(pattern, stops):
    for offset, colour in stops:
        pattern.add_color_stop_rgba(offset, *colour)
    return pattern


class Random:
    """A small linear congruential generator: the same stars on every run and every Python."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) % (1 << 31)
        return self.state / (1 << 31)

    def uniform(self, low, high):
        return low + (high - low) * self.next()


def hills(cr, base_y, bumps, colour):
    """A band of rolling hills from the left edge to the right, filled down to the bottom."""
    cr.move_to(0, PHOTO_PIXELS)
    cr.line_to(0, base_y)
    step = PHOTO_PIXELS / len(bumps)
    x = 0
    for height in bumps:
        cr.curve_to(x + step * 0.3, base_y - height, x + step * 0.7, base_y - height, x + step, base_y)
        x += step
    cr.line_to(PHOTO_PIXELS, PHOTO_PIXELS)
    cr.close_path()
    cr.set_source_rgba(*colour)
    cr.fill()


def cloud(cr, x, y, scale, colour):
    for dx, dy, radius in [(0, 0, 26), (30, -12, 30), (62, 0, 24), (30, 8, 26)]:
        cr.arc(x + dx * scale, y + dy * scale, radius * scale, 0, 2 * math.pi)
        cr.close_path()
    cr.set_source_rgba(*colour)
    cr.fill()


def house(cr, walls, roof_rise, window, colours):
    """A house: walls (x, y, width, height), a roof overhanging them by 8 px and rising
    `roof_rise` above the roof's eaves, and a lit window placed relative to the walls."""
    x, y, width, height = walls
    wall_colour, roof_colour, window_colour = colours
    cr.rectangle(x, y, width, height)
    cr.set_source_rgba(*wall_colour)
    cr.fill()
    eaves = y + 4
    cr.move_to(x - 8, eaves)
    cr.line_to(x + width / 2, eaves - roof_rise)
    cr.line_to(x + width + 8, eaves)
    cr.close_path()
    cr.set_source_rgba(*roof_colour)
    cr.fill()
    cr.rectangle(x + window[0], y + window[1], window[2], window[3])
    cr.set_source_rgba(*window_colour)
    cr.fill()


def sunset(cr):
    size = PHOTO_PIXELS
    sky = cairo.LinearGradient(0, 0, 0, 330)
    gradient(sky, [(0, rgb(0x2B1055)), (0.35, rgb(0x7A2A6B)), (0.65, rgb(0xE8505B)),
                   (0.85, rgb(0xF9A65A)), (1, rgb(0xFDE68A))])
    cr.set_source(sky)
    cr.paint()

    # The sun sits low and left of centre, with a soft glow around it.
    glow = cairo.RadialGradient(165, 285, 40, 165, 285, 190)
    gradient(glow, [(0, rgb(0xFFF3B0, 0.8)), (1, rgb(0xFFB347, 0))])
    cr.set_source(glow)
    cr.paint()
    cr.arc(165, 285, 62, 0, 2 * math.pi)
    sun = cairo.RadialGradient(150, 270, 5, 165, 285, 62)
    gradient(sun, [(0, rgb(0xFFFBE0)), (1, rgb(0xFFC15E))])
    cr.set_source(sun)
    cr.fill()

    cloud(cr, 60, 100, 1.3, rgb(0xF6B8C8, 0.9))
    cloud(cr, 300, 190, 0.8, rgb(0xF9C9A0, 0.8))

    # Three birds towards the top right.
    cr.set_source_rgba(*rgb(0x2A1433))
    cr.set_line_width(4)
    cr.set_line_cap(cairo.LINE_CAP_ROUND)
    cr.set_line_join(cairo.LINE_JOIN_ROUND)
    for x, y, span in [(330, 90, 22), (372, 70, 16), (395, 118, 13)]:
        cr.move_to(x - span, y - span * 0.45)
        cr.curve_to(x - span * 0.5, y - span * 0.6, x - span * 0.2, y - span * 0.3, x, y)
        cr.curve_to(x + span * 0.2, y - span * 0.3, x + span * 0.5, y - span * 0.6, x + span, y - span * 0.45)
        cr.stroke()

    hills(cr, 320, [50, 20, 70, 35], rgb(0x7B4A8E))
    hills(cr, 360, [30, 60, 25, 45, 20], rgb(0x4E7A55))
    # The front hill rises towards the right, where a tree stands on it.
    cr.move_to(0, size)
    cr.line_to(0, 420)
    cr.curve_to(140, 400, 260, 380, size, 330)
    cr.line_to(size, size)
    cr.close_path()
    cr.set_source_rgba(*rgb(0x24543A))
    cr.fill()

    cr.rectangle(356, 300, 14, 52)
    cr.set_source_rgba(*rgb(0x3B2416))
    cr.fill()
    for dx, dy, radius in [(0, 0, 34), (-24, 16, 24), (24, 14, 26), (0, -26, 24)]:
        cr.arc(363 + dx, 286 + dy, radius, 0, 2 * math.pi)
        cr.close_path()
    cr.set_source_rgba(*rgb(0x173D28))
    cr.fill()

    # A small red house with a lit window at the bottom left, and a path winding down from it.
    cr.move_to(112, 430)
    cr.curve_to(150, 450, 120, 470, 170, size)
    cr.set_source_rgba(*rgb(0xD9B779))
    cr.set_line_width(10)
    cr.stroke()
    house(cr, (82, 384, 60, 46), roof_rise=36, window=(12, 12, 16, 14),
          colours=(rgb(0xB8352E), rgb(0x5A2320), rgb(0xFFE48A)))


def star(cr, x, y, radius, colour):
    """A four-pointed sparkle."""
    cr.move_to(x, y - radius)
    for angle in range(1, 9):
        reach = radius if angle % 2 == 0 else radius * 0.3
        theta = -math.pi / 2 + angle * math.pi / 4
        cr.line_to(x + reach * math.cos(theta), y + reach * math.sin(theta))
    cr.close_path()
    cr.set_source_rgba(*colour)
    cr.fill()


def night(cr):
    size = PHOTO_PIXELS
    sky = cairo.LinearGradient(0, 0, 0, size)
    gradient(sky, [(0, rgb(0x070B1F)), (0.55, rgb(0x1B2A5C)), (0.8, rgb(0x36508F)), (1, rgb(0x4A5E99))])
    cr.set_source(sky)
    cr.paint()

    moon_x, moon_y, moon_r = 345, 125, 58
    random = Random(20240611)
    for _ in range(140):
        x, y = random.uniform(0, size), random.uniform(0, 330)
        radius = random.uniform(0.8, 2.4)
        if math.hypot(x - moon_x, y - moon_y) < moon_r + 30:
            continue
        cr.arc(x, y, radius, 0, 2 * math.pi)
        cr.set_source_rgba(1, 1, 0.92, random.uniform(0.5, 1))
        cr.fill()

    # A "W" of five bright stars at the upper left, joined by faint lines.
    constellation = [(60, 120), (95, 80), (125, 118), (160, 72), (196, 104)]
    cr.set_source_rgba(0.8, 0.85, 1, 0.35)
    cr.set_line_width(2)
    cr.move_to(*constellation[0])
    for point in constellation[1:]:
        cr.line_to(*point)
    cr.stroke()
    for x, y in constellation:
        star(cr, x, y, 11, rgb(0xFFFFFF))

    # A shooting star crossing the middle towards the lower left.
    tail = cairo.LinearGradient(300, 215, 200, 265)
    gradient(tail, [(0, rgb(0xFFFFFF, 0)), (1, rgb(0xFFFFFF, 0.95))])
    cr.move_to(300, 215)
    cr.line_to(200, 265)
    cr.set_source(tail)
    cr.set_line_width(3)
    cr.set_line_cap(cairo.LINE_CAP_ROUND)
    cr.stroke()
    star(cr, 200, 265, 8, rgb(0xFFFFFF))

    # The crescent moon: a disc with a shifted disc cut away, and a halo.
    halo = cairo.RadialGradient(moon_x, moon_y, moon_r, moon_x, moon_y, moon_r * 2)
    gradient(halo, [(0, rgb(0xF5F0C8, 0.35)), (1, rgb(0xF5F0C8, 0))])
    cr.set_source(halo)
    cr.paint()
    cr.push_group()
    cr.arc(moon_x, moon_y, moon_r, 0, 2 * math.pi)
    cr.set_source_rgba(*rgb(0xF8F3D0))
    cr.fill()
    cr.set_operator(cairo.OPERATOR_DEST_OUT)
    cr.arc(moon_x - 28, moon_y - 16, moon_r * 0.9, 0, 2 * math.pi)
    cr.fill()
    cr.set_operator(cairo.OPERATOR_OVER)
    cr.pop_group_to_source()
    cr.paint()

    # Mountains with snowy tops, then pines on the right and a cabin on the left.
    cr.move_to(0, size)
    peaks = [(0, 360), (70, 300), (130, 345), (215, 262), (300, 350), (370, 310), (size, 372)]
    for x, y in peaks:
        cr.line_to(x, y)
    cr.line_to(size, size)
    cr.close_path()
    cr.set_source_rgba(*rgb(0x1A2747))
    cr.fill()
    for x, y in [(70, 300), (215, 262), (370, 310)]:
        cr.move_to(x, y)
        cr.line_to(x - 22, y + 24)
        cr.line_to(x - 6, y + 18)
        cr.line_to(x + 8, y + 26)
        cr.line_to(x + 24, y + 22)
        cr.close_path()
        cr.set_source_rgba(*rgb(0xDDE6F5))
        cr.fill()
    cr.rectangle(0, 410, size, size - 410)
    cr.set_source_rgba(*rgb(0x0E1629))
    cr.fill()
    for x, height in [(330, 92), (368, 120), (404, 84), (436, 104)]:
        cr.move_to(x, 418 - height)
        cr.line_to(x - height * 0.28, 420)
        cr.line_to(x + height * 0.28, 420)
        cr.close_path()
        cr.set_source_rgba(*rgb(0x0A2A22))
        cr.fill()
    house(cr, (96, 384, 58, 36), roof_rise=28, window=(12, 10, 14, 12),
          colours=(rgb(0x3A2A22), rgb(0x22181A), rgb(0xFFD66B)))


def checkmark(cr):
    # Coordinates in a 100-unit square; a dark outline under a brighter stroke reads on both
    # light and dark backgrounds.
    cr.scale(CHECK_PIXELS / 100, CHECK_PIXELS / 100)
    points = [(22, 53), (42, 72), (78, 30)]
    cr.set_line_cap(cairo.LINE_CAP_ROUND)
    cr.set_line_join(cairo.LINE_JOIN_ROUND)
    for width, colour in [(17, rgb(0x1B6E37)), (13, rgb(0x2FB457)), (4, rgb(0x6FDC8C))]:
        cr.move_to(*points[0])
        for point in points[1:]:
            cr.line_to(*point)
        cr.set_line_width(width)
        cr.set_source_rgba(*colour)
        cr.stroke()


def write(name, pixels, draw):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, pixels, pixels)
    draw(cairo.Context(surface))
    path = os.path.join(OUTPUT, name)
    surface.write_to_png(path)
    print(path)


def main():
    os.makedirs(OUTPUT, exist_ok=True)
    write("image1@2x.png", PHOTO_PIXELS, sunset)
    write("image2@2x.png", PHOTO_PIXELS, night)
    write("checkmark@2x.png", CHECK_PIXELS, checkmark)


if __name__ == "__main__":
    main()
