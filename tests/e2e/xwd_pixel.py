"""Pixels of an X screen as Xvfb keeps it in an XWD file (Xvfb -fbdir DIR writes DIR/Xvfb_screen0):
prints "r g b" per x y pair. Usage: xwd_pixel.py FILE x y [x y ...]"""
import struct
import sys

data = open(sys.argv[1], "rb").read()
(header_size, _version, _format, _depth, width, height, _xoffset, byte_order, _unit, _bit_order, _pad,
 bits_per_pixel, bytes_per_line, _visual, red_mask, green_mask, blue_mask, _bits_rgb, _entries,
 ncolors) = struct.unpack(">20I", data[:80])
assert bits_per_pixel == 32, "expects a 24-bit screen (32 bits per pixel)"
start = header_size + 12 * ncolors
order = "<" if byte_order == 0 else ">"


def shift(mask):
    return (mask & -mask).bit_length() - 1


coords = list(map(int, sys.argv[2:]))
for x, y in zip(coords[::2], coords[1::2]):
    assert 0 <= x < width and 0 <= y < height, f"({x}, {y}) is off the {width}x{height} screen"
    (v,) = struct.unpack_from(order + "I", data, start + y * bytes_per_line + 4 * x)
    print((v & red_mask) >> shift(red_mask), (v & green_mask) >> shift(green_mask),
          (v & blue_mask) >> shift(blue_mask))
