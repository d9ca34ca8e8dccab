"""Pictures of shapes and pair results as SVG, for Jupyter (``_repr_svg_``): y up, the app's light-theme colours
(app/render/palette.cpp): blue disjoint, amber touching, red overlapping, green a separating line; a's
projection interval cyan, b's magenta."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Dict, Iterable, List, Optional, Sequence, Tuple

if TYPE_CHECKING:  # (the package imports this module: no import cycle at run time)
    from . import PairResult, Shape

Vec = Tuple[float, float]

COLOURS = {"disjoint": "#145cc7", "touching": "#9e5c00", "overlapping": "#cc1414", "invalid": "#b3009e",
           "neutral": "#26262b",
           "separating": "#0d8533", "interval_a": "#0073b3", "interval_b": "#bf1f80", "background": "#f7f7f2"}


def _extent(shape: "Shape") -> List[Vec]:
    """Points whose box holds the shape."""
    from . import Capsule, Circle, Point, Polygon, Rect, Segment

    if isinstance(shape, Point):
        return [shape.p]
    if isinstance(shape, Capsule):
        r = shape.radius
        return [(p[0] + dx, p[1] + dy) for p in (shape.a, shape.b) for dx, dy in ((-r, -r), (r, r))]
    if isinstance(shape, Segment):
        return [shape.a, shape.b]
    if isinstance(shape, Circle):
        (x, y), r = shape.center, shape.radius
        return [(x - r, y - r), (x + r, y + r)]
    r = shape.radius  # (a rounded rect's or polygon's)
    pts = [shape.min, shape.max] if isinstance(shape, Rect) else list(shape.points)
    return [(x + dx, y + dy) for x, y in pts for dx, dy in ((-r, -r), (r, r))]


class _Frame:
    """World (y up) to picture pixels (y down), the shapes' box with a margin, at most `size` pixels."""

    def __init__(self, points: Iterable[Vec], size: float) -> None:
        pts = list(points) or [(0.0, 0.0)]
        x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
        y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
        span = max(x1 - x0, y1 - y0, 1e-300)
        pad = 0.12 * span
        self.x0, self.y1 = x0 - pad, y1 + pad
        self.scale = size / (span + 2 * pad)
        self.width = (x1 - x0 + 2 * pad) * self.scale
        self.height = (y1 - y0 + 2 * pad) * self.scale

    def __call__(self, p: Vec) -> Vec:
        return ((p[0] - self.x0) * self.scale, (self.y1 - p[1]) * self.scale)


def _num(v: float) -> str:
    return f"{v:.2f}"


def _shape(shape: "Shape", frame: _Frame, colour: str, label: str) -> List[str]:
    from . import Capsule, Circle, Point, Polygon, Rect, Segment

    out: List[str] = []
    stroke = f'stroke="{colour}" stroke-width="2"'
    fill = f'fill="{colour}" fill-opacity="0.12"'
    if isinstance(shape, Point):
        x, y = frame(shape.p)
        out.append(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="3.5" fill="{colour}"/>')
        anchor = shape.p
    elif isinstance(shape, Segment):
        (ax, ay), (bx, by) = frame(shape.a), frame(shape.b)
        out.append(f'<line x1="{_num(ax)}" y1="{_num(ay)}" x2="{_num(bx)}" y2="{_num(by)}" {stroke}/>')
        anchor = shape.b
    elif isinstance(shape, Circle):
        x, y = frame(shape.center)
        out.append(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(shape.radius * frame.scale)}" {stroke} {fill}/>')
        anchor = (shape.center[0], shape.center[1] + shape.radius)
    elif isinstance(shape, Capsule):
        # Its outline: the two sides and the two half circles (SVG arcs of the capsule's radius).
        (ax, ay), (bx, by) = shape.a, shape.b
        length = math.hypot(bx - ax, by - ay)
        nx, ny = ((-(by - ay) / length, (bx - ax) / length) if length > 0 else (0.0, 1.0))
        r, px = shape.radius, shape.radius * frame.scale
        ends = [frame((ax + r * nx, ay + r * ny)), frame((bx + r * nx, by + r * ny)),
                frame((bx - r * nx, by - r * ny)), frame((ax - r * nx, ay - r * ny))]
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ends
        out.append(f'<path d="M {_num(x0)} {_num(y0)} L {_num(x1)} {_num(y1)} A {_num(px)} {_num(px)} 0 0 1 '
                   f'{_num(x2)} {_num(y2)} L {_num(x3)} {_num(y3)} A {_num(px)} {_num(px)} 0 0 1 {_num(x0)} '
                   f'{_num(y0)} Z" {stroke} {fill}/>')
        anchor = (max(ax, bx), max(ay, by) + r)
    else:
        corners: Sequence[Vec]
        if isinstance(shape, Rect):
            (x0, y0), (x1, y1) = shape.min, shape.max
            corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        else:
            assert isinstance(shape, Polygon)
            corners = shape.points
        if shape.radius > 0:
            out.append(f'<path d="{_rounded_path(corners, shape.radius, frame)}" {stroke} {fill}/>')
        else:
            pts = " ".join(f"{_num(x)},{_num(y)}" for x, y in (frame(p) for p in corners))
            out.append(f'<polygon points="{pts}" {stroke} {fill}/>')
        top = max(corners, key=lambda p: (p[1], -p[0]))
        anchor = (top[0], top[1] + shape.radius)
    lx, ly = frame(anchor)
    out.append(f'<text x="{_num(lx + 5)}" y="{_num(ly - 5)}" fill="{colour}">{_escape(label)}</text>')
    return out


def _rounded_path(corners: Sequence[Vec], r: float, frame: _Frame) -> str:
    """A convex polygon grown by r: each edge moved out by r, an arc of radius r around each corner (SVG arcs,
    sweep 0: counter-clockwise in the world is counter-clockwise as drawn, the picture's y being flipped)."""
    pts = [p for i, p in enumerate(corners) if p != corners[i - 1]] or [corners[0]]
    if sum(a[0] * b[1] - a[1] * b[0] for a, b in zip(pts, pts[1:] + pts[:1])) < 0:
        pts.reverse()  # (counter-clockwise, so the outward normal is each edge's right)
    px = _num(r * frame.scale)
    arc = f"A {px} {px} 0 0 0"
    if len(pts) == 1:  # (a rect of no size: the disk about its corner, two half circles)
        (x, y) = pts[0]
        (x0, y0), (x1, y1) = frame((x - r, y)), frame((x + r, y))
        return f"M {_num(x0)} {_num(y0)} {arc} {_num(x1)} {_num(y1)} {arc} {_num(x0)} {_num(y0)} Z"
    sides = []
    for i, (ax, ay) in enumerate(pts):
        bx, by = pts[(i + 1) % len(pts)]
        length = math.hypot(bx - ax, by - ay)
        nx, ny = (by - ay) / length, -(bx - ax) / length
        sides.append((frame((ax + r * nx, ay + r * ny)), frame((bx + r * nx, by + r * ny))))
    d = [f"M {_num(sides[0][0][0])} {_num(sides[0][0][1])}"]
    for (_, (x1, y1)), ((x2, y2), _) in zip(sides, sides[1:] + sides[:1]):
        d.append(f"L {_num(x1)} {_num(y1)} {arc} {_num(x2)} {_num(y2)}")
    return " ".join(d) + " Z"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _document(frame: _Frame, body: List[str], title: str) -> str:
    w, h = math.ceil(frame.width), math.ceil(frame.height)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
            f'font-family="sans-serif" font-size="12">'
            f'<title>{_escape(title)}</title>'
            f'<rect width="{w}" height="{h}" fill="{COLOURS["background"]}"/>' + "".join(body) + "</svg>")


def scene_svg(shapes: Sequence[Tuple[str, "Shape"]], relations: Dict[str, str], size: float = 420) -> str:
    """Every shape, coloured by the strongest relation it has with another (overlapping over touching over
    disjoint)."""
    frame = _Frame((p for _, s in shapes for p in _extent(s)), size)
    body: List[str] = []
    for i, s in shapes:
        body += _shape(s, frame, COLOURS[relations.get(i, "disjoint")], i)
    return _document(frame, body, f"{len(shapes)} shapes")


def pair_svg(result: "PairResult", a: "Shape", b: "Shape", size: float = 420) -> str:
    """The pair in its relation's colour, the points where the outlines meet, and for a SAT pair the first
    separating line (apart) or the translation that leaves them touching (overlapping)."""
    frame = _Frame(_extent(a) + _extent(b), size)
    colour = COLOURS[result.relation.value]
    body = _shape(a, frame, colour, result.a) + _shape(b, frame, colour, result.b)
    for p in result.points:
        x, y = frame(p)
        body.append(f'<circle class="meet" cx="{_num(x)}" cy="{_num(y)}" r="4" fill="white" stroke="#1a1a1a"/>')
    if result.sat is not None and result.sat.first_separating is not None:
        body += _separating_line(result, frame)
    mtv: Optional[Vec] = result.mtv
    if mtv is not None:
        pts = _extent(b)
        cx, cy = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
        (x0, y0), (x1, y1) = frame((cx, cy)), frame((cx + mtv[0], cy + mtv[1]))
        body.append(f'<line class="mtv" x1="{_num(x0)}" y1="{_num(y0)}" x2="{_num(x1)}" y2="{_num(y1)}" '
                    f'stroke="{COLOURS["neutral"]}" stroke-width="2" marker-end="url(#arrow)"/>')
        body.insert(0, '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
                       f'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{COLOURS["neutral"]}"/>'
                       '</marker></defs>')
    return _document(frame, body, f"{result.a} / {result.b}: {result.relation.value}")


def _separating_line(result: "PairResult", frame: _Frame) -> List[str]:
    """The line between the two projection intervals on the first separating axis, across the picture, with
    both intervals drawn along the axis."""
    assert result.sat is not None and result.sat.first_separating is not None
    axis = result.sat.axes[result.sat.first_separating]
    (ux, uy), (a0, a1), (b0, b1) = axis.axis, axis.a, axis.b
    c = (a1 + b0) / 2 if a1 < b0 else (b1 + a0) / 2  # (the gap's middle)
    reach = 2 * (frame.width + frame.height) / frame.scale
    p, q = (c * ux - reach * uy, c * uy + reach * ux), (c * ux + reach * uy, c * uy - reach * ux)
    (px, py), (qx, qy) = frame(p), frame(q)
    out = [f'<line class="separating" x1="{_num(px)}" y1="{_num(py)}" x2="{_num(qx)}" y2="{_num(qy)}" '
           f'stroke="{COLOURS["separating"]}" stroke-width="1.5" stroke-dasharray="6 4"/>']
    # Both intervals along the axis through the picture's middle m: t on the axis is m + (t - m.u) u there.
    mx, my = frame.x0 + frame.width / frame.scale / 2, frame.y1 - frame.height / frame.scale / 2
    base = mx * ux + my * uy
    for (lo, hi), key in (((a0, a1), "interval_a"), ((b0, b1), "interval_b")):
        s = frame((mx + (lo - base) * ux, my + (lo - base) * uy))
        t = frame((mx + (hi - base) * ux, my + (hi - base) * uy))
        out.append(f'<line class="interval" x1="{_num(s[0])}" y1="{_num(s[1])}" x2="{_num(t[0])}" '
                   f'y2="{_num(t[1])}" stroke="{COLOURS[key]}" stroke-width="4" stroke-linecap="round" '
                   'opacity="0.8"/>')
    return out
