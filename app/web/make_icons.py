#!/usr/bin/env python3
"""The page's app icons (its manifest's, the installed web app's): two disks that overlap, their lens
drawn in the overlap colour, on the app's dark background. Written as PNG with the standard library alone.

    make_icons.py OUT_DIR        writes icon-192.png, icon-512.png (and a maskable 512 with a wider margin)
"""
import struct
import sys
import zlib

BACKGROUND = (23, 25, 30)
LEFT, RIGHT, LENS = (77, 163, 255), (255, 170, 60), (250, 92, 92)


def colour_at(x, y, margin):
    """The colour at (x, y) of the unit square [0, 1]^2 (y down): two disks of radius 0.26 (shrunk by the
    margin a maskable icon keeps clear)."""
    scale = 1 - 2 * margin
    u, v = (x - 0.5) / scale + 0.5, (y - 0.5) / scale + 0.5
    in_left = (u - 0.38) ** 2 + (v - 0.5) ** 2 <= 0.26 ** 2
    in_right = (u - 0.62) ** 2 + (v - 0.5) ** 2 <= 0.26 ** 2
    if in_left and in_right:
        return LENS
    return LEFT if in_left else RIGHT if in_right else BACKGROUND


def png(size, margin):
    """RGB PNG bytes of the icon at size x size, each pixel the mean of 2 x 2 samples (smooth edges)."""
    rows = []
    n = 2
    for j in range(size):
        row = bytearray([0])  # (filter: none)
        for i in range(size):
            acc = [0, 0, 0]
            for a in range(n):
                for b in range(n):
                    c = colour_at((i + (a + 0.5) / n) / size, (j + (b + 0.5) / n) / size, margin)
                    acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]
            row += bytes(round(v / (n * n)) for v in acc)
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)

    header = struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(b''.join(rows), 9))
            + chunk(b'IEND', b''))


def main():
    out = sys.argv[1]
    for name, size, margin in (('icon-192.png', 192, 0.02), ('icon-512.png', 512, 0.02),
                               ('icon-maskable-512.png', 512, 0.12)):
        with open(f'{out}/{name}', 'wb') as f:
            f.write(png(size, margin))


if __name__ == '__main__':
    main()
