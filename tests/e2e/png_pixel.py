#!/usr/bin/env python3
"""Prints the RGB of pixels of an 8-bit RGB/RGBA PNG: png_pixel.py FILE X Y [X Y ...] -> "r g b" per line.

decode(path) gives its rows (bytes objects, the top row first) and its channels per pixel. The decoding is
stb_image's, Debian's libstb0 (which the app's screenshots are written with) through ctypes: Python's own
loops took 1.3 s per 1280x800 screenshot, the gallery test's 20 of them half its minute.
"""
import ctypes
import sys

_stb = ctypes.CDLL("libstb.so.0")
_stb.stbi_load.restype = ctypes.POINTER(ctypes.c_ubyte)
_stb.stbi_load.argtypes = [ctypes.c_char_p] + [ctypes.POINTER(ctypes.c_int)] * 3 + [ctypes.c_int]
_stb.stbi_failure_reason.restype = ctypes.c_char_p


def decode(path):
    width, height, channels = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    pixels = _stb.stbi_load(path.encode(), ctypes.byref(width), ctypes.byref(height), ctypes.byref(channels), 0)
    if not pixels:
        raise ValueError(f"{path}: not a PNG stb_image reads ({_stb.stbi_failure_reason().decode()})")
    try:
        assert channels.value in (3, 4), f"{path}: only 8-bit RGB/RGBA"
        data = ctypes.string_at(pixels, width.value * height.value * channels.value)
    finally:
        _stb.stbi_image_free(pixels)
    stride = width.value * channels.value
    return [data[y * stride:(y + 1) * stride] for y in range(height.value)], channels.value


if __name__ == "__main__":
    rows, ch = decode(sys.argv[1])
    coords = list(map(int, sys.argv[2:]))
    for x, y in zip(coords[::2], coords[1::2]):
        px = rows[y][x * ch:x * ch + 3]
        print(px[0], px[1], px[2])
