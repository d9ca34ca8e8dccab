"""hitlab: exact 2D hit testing (当たり判定) from Python.

Shapes are closed point sets in a y-up plane: ``Point``, ``Segment``, ``Circle``, ``Rect`` (axis-aligned) and
``Polygon`` (convex, either winding). ``evaluate(a, b)`` gives everything hitlab knows of a pair: the relation
(disjoint / touching / overlapping), containment, where the outlines meet, distance, penetration depth, the
translation that separates them and, for boxes, polygons and circles with them, every separating-axis
candidate with both projection intervals. Every decision is exact for the doubles given, and every number is
the exact value rounded once (the same bits ``hitlab-cli eval`` prints).

>>> import hitlab
>>> hitlab.classify(hitlab.Segment((0, 0), (2, 2)), hitlab.Segment((0, 2), (2, 0)))
<Relation.OVERLAPPING: 'overlapping'>

The batch functions run the SIMD batch of the C++ core on NumPy arrays of points, as seed 000's NumPy
expression does (``segments_meet``, ``segment_relations``, ``meeting_segment_pairs``).
"""
from __future__ import annotations

import enum
import math
import os
from dataclasses import dataclass, field, replace
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

from . import _core as _core
from . import _svg

__all__ = [
    "Point", "Segment", "Circle", "Rect", "Polygon", "Capsule", "Shape", "Relation", "Containment", "SatAxis", "Sat",
    "PairResult", "PairError", "evaluate", "explain", "Explanation", "ExplainStep", "classify", "Scene", "SceneError", "NamedShape", "load", "segment_relations", "capsule_relations",
    "segments_meet", "meeting_segment_pairs", "simd_target", "Expectation", "CheckCase", "hunt", "Hunt",
    "Finding", "Message", "Impact", "TimeOfImpact", "time_of_impact", "relation_at_time", "ToiExpectation",
    "EngineImpact", "EngineImpacts", "engine_impacts", "RayScene", "RayHits", "cast_rays",
    "SweptAxis", "AxesSweep", "swept_axes", "DiskSweep", "swept_disks",
]

Vec = Tuple[float, float]

#: A scene file the loader rejects: the one-line message names the file, the place and the field.
SceneError = _core.SceneError


# [SECTION] Shapes


def _vec(value: object, what: str) -> Vec:
    """(x, y) from a tuple, a list or a NumPy row, as two finite floats."""
    try:
        x, y = (float(c) for c in value)  # type: ignore[attr-defined]
    except (TypeError, ValueError) as e:
        raise ValueError(f"{what}: expected two numbers (x, y), got {value!r}") from e
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"{what}: not a finite number: ({x!r}, {y!r})")
    return (x, y)


def _radius(value: float) -> float:
    """A radius: a finite float >= 0."""
    r = float(value)
    if not (math.isfinite(r) and r >= 0):
        raise ValueError(f"radius: must be a finite number >= 0, got {r!r}")
    return r


@dataclass(frozen=True)
class Point:
    """One point ``p``."""

    p: Vec

    _type = 0

    def __init__(self, p: Iterable[float]) -> None:
        object.__setattr__(self, "p", _vec(p, "p"))

    def _values(self) -> Tuple[float, ...]:
        return self.p


@dataclass(frozen=True)
class Segment:
    """The closed segment from ``a`` to ``b`` (a zero-length one is a point)."""

    a: Vec
    b: Vec

    _type = 1

    def __init__(self, a: Iterable[float], b: Iterable[float]) -> None:
        object.__setattr__(self, "a", _vec(a, "a"))
        object.__setattr__(self, "b", _vec(b, "b"))

    def _values(self) -> Tuple[float, ...]:
        return self.a + self.b


@dataclass(frozen=True)
class Circle:
    """The closed disk of ``radius`` (>= 0; 0 is a point) about ``center``."""

    center: Vec
    radius: float

    _type = 2

    def __init__(self, center: Iterable[float], radius: float) -> None:
        object.__setattr__(self, "center", _vec(center, "center"))
        object.__setattr__(self, "radius", _radius(radius))

    def _values(self) -> Tuple[float, ...]:
        return self.center + (self.radius,)


@dataclass(frozen=True)
class Rect:
    """The closed axis-aligned box from ``min`` to ``max`` (min <= max on both axes), grown by ``radius``
    (>= 0; 0: the box itself): every point within ``radius`` of the box, a rounded box. Scene files with a
    rounded one are format version 3."""

    min: Vec
    max: Vec
    radius: float = 0.0

    _type = 3

    def __init__(self, min: Iterable[float], max: Iterable[float],  # noqa: A002 (the format's names)
                 radius: float = 0.0) -> None:
        lo, hi = _vec(min, "min"), _vec(max, "max")
        if lo[0] > hi[0] or lo[1] > hi[1]:
            raise ValueError(f"rect: min {lo} must not exceed max {hi}")
        object.__setattr__(self, "min", lo)
        object.__setattr__(self, "max", hi)
        object.__setattr__(self, "radius", _radius(radius))

    def _values(self) -> Tuple[float, ...]:
        # (the radius only when it is not 0: a plain rect has the four values it always had)
        return self.min + self.max + ((self.radius,) if self.radius else ())


@dataclass(frozen=True)
class Polygon:
    """The closed convex region of ``points`` (3 or more, either winding), grown by ``radius`` (>= 0; 0: the
    region itself), a rounded polygon. As in a scene file, a polygon that is not convex or has no area can be
    made (``problem`` says why); evaluating it raises ValueError. Scene files with a rounded one are format
    version 3."""

    points: Tuple[Vec, ...]
    radius: float = 0.0

    _type = 4

    def __init__(self, points: Iterable[Iterable[float]], radius: float = 0.0) -> None:
        pts = tuple(_vec(p, f"points[{i}]") for i, p in enumerate(points))
        if len(pts) < 3:
            raise ValueError(f"points: a polygon needs at least 3 vertices, got {len(pts)}")
        object.__setattr__(self, "points", pts)
        object.__setattr__(self, "radius", _radius(radius))

    @classmethod
    def box(cls, center: Iterable[float], half: Iterable[float], angle: float = 0.0,
            radius: float = 0.0) -> "Polygon":
        """The box of half extents ``half`` about ``center``, turned by ``angle`` (radians, counter-clockwise),
        grown by ``radius``: its corners are the rotated ones rounded to doubles, counter-clockwise from
        (-hx, -hy), as an engine stores a rotated box (Box2D's b2MakeOffsetBox)."""
        (cx, cy), (hx, hy) = _vec(center, "center"), _vec(half, "half")
        if not (hx > 0 and hy > 0):
            raise ValueError(f"half: both half extents must be > 0, got {(hx, hy)}")
        a = float(angle)
        if not math.isfinite(a):
            raise ValueError(f"angle: not a finite number: {a!r}")
        return cls(_core.rotated_box(cx, cy, hx, hy, a), radius)  # (hitlab::rotatedBox in C++)

    def _values(self) -> Tuple[float, ...]:
        # (the radius last, only when it is not 0: a plain polygon has the values it always had)
        return tuple(c for p in self.points for c in p) + ((self.radius,) if self.radius else ())

    @property
    def problem(self) -> str:
        """Why the polygon cannot be evaluated ("is not convex (reflex vertex 2)"), or "" when it is valid."""
        return _core.polygon_problem([c for p in self.points for c in p])

    @property
    def problem_id(self) -> str:
        """The problem's id ("polygon.reflex-vertex"), "" when the polygon is valid: for a message in another
        language (the ids and their English: hitlab/message.h; the app's Japanese has a row for each)."""
        return _core.polygon_problem_message([c for p in self.points for c in p])[0]

    @property
    def problem_args(self) -> Tuple[str, ...]:
        """The values the problem's message names, in its form's order ("2": the vertex), as problem_id's."""
        return _core.polygon_problem_message([c for p in self.points for c in p])[1]


@dataclass(frozen=True)
class Capsule:
    """Every point within ``radius`` (>= 0) of the closed segment from ``a`` to ``b`` (a stadium; equal ends:
    a disk, radius 0: the segment). Scene files with one are format version 2."""

    a: Vec
    b: Vec
    radius: float

    _type = 5

    def __init__(self, a: Iterable[float], b: Iterable[float], radius: float) -> None:
        object.__setattr__(self, "a", _vec(a, "a"))
        object.__setattr__(self, "b", _vec(b, "b"))
        object.__setattr__(self, "radius", _radius(radius))

    def _values(self) -> Tuple[float, ...]:
        return self.a + self.b + (self.radius,)


Shape = Union[Point, Segment, Circle, Rect, Polygon, Capsule]
_TYPES = (Point, Segment, Circle, Rect, Polygon, Capsule)
_TYPE_NAMES = ("point", "segment", "circle", "rect", "polygon", "capsule")


def _from_core(type_index: int, values: Sequence[float]) -> Shape:
    v = list(values)
    if type_index == 0:
        return Point(v[0:2])
    if type_index == 1:
        return Segment(v[0:2], v[2:4])
    if type_index == 2:
        return Circle(v[0:2], v[2])
    if type_index == 3:
        return Rect(v[0:2], v[2:4], v[4] if len(v) > 4 else 0.0)
    if type_index == 5:
        return Capsule(v[0:2], v[2:4], v[4])
    radius = v.pop() if len(v) % 2 else 0.0  # (a rounded polygon's radius follows its vertices)
    return Polygon(zip(v[0::2], v[1::2]), radius)


def _core_args(shape: Shape) -> Tuple[int, List[float]]:
    if not isinstance(shape, _TYPES):
        raise TypeError(
            f"expected a hitlab shape (Point, Segment, Circle, Rect, Polygon, Capsule), got {type(shape).__name__}")
    return shape._type, list(shape._values())


# [SECTION] Results


class Relation(str, enum.Enum):
    """How two closed point sets meet; compares equal to its name ("touching")."""

    DISJOINT = "disjoint"  #: no common point
    TOUCHING = "touching"  #: a common point, but the interiors do not meet
    OVERLAPPING = "overlapping"  #: the interiors meet

    def __str__(self) -> str:
        return self.value


class Containment(str, enum.Enum):
    """Whether one shape lies inside the other (the scene format's names)."""

    NONE = "none"
    A_IN_B = "a_in_b"
    B_IN_A = "b_in_a"
    EQUAL = "equal"

    def __str__(self) -> str:
        return self.value


_RELATIONS = (Relation.DISJOINT, Relation.TOUCHING, Relation.OVERLAPPING)
_CONTAINMENTS = (Containment.NONE, Containment.A_IN_B, Containment.B_IN_A, Containment.EQUAL)


@dataclass(frozen=True)
class SatAxis:
    """One candidate axis of the separating axis test, with both projection intervals."""

    owner: str  #: "a" or "b": whose edge (or circle) gave the axis
    edge: int  #: the edge index (edge i runs from vertex i to i + 1), -1 for a circle's vertex axis
    axis: Vec  #: the unit outward normal
    a: Vec  #: a's projection interval (min, max)
    b: Vec  #: b's projection interval
    overlap: float  #: min(a.max, b.max) - max(a.min, b.min); negative is a gap
    separating: bool  #: the closed intervals are disjoint (exact)


@dataclass(frozen=True)
class Sat:
    """Every candidate axis in order: a's edges, b's edges, a circle's vertex axis last."""

    axes: Tuple[SatAxis, ...]
    first_separating: Optional[int]  #: where an early-exit test stops, or None
    mtv: Optional[Vec]  #: move b by this to leave them touching, or None

    def _core(self) -> _core.SatTuple:
        return ([(x.owner, x.edge, x.axis, x.a[0], x.a[1], x.b[0], x.b[1], x.overlap, x.separating) for x in self.axes],
                -1 if self.first_separating is None else self.first_separating, self.mtv)


def _sat(t: Optional[_core.SatTuple]) -> Optional[Sat]:
    """Sat from the core's tuple (a result's or an expectation's)."""
    if t is None:
        return None
    axes, first, mtv = t
    return Sat(tuple(SatAxis(o, e, ax, (a0, a1), (b0, b1), ov, sep) for o, e, ax, a0, a1, b0, b1, ov, sep in axes),
               None if first < 0 else first, mtv)


@dataclass(frozen=True)
class PairResult:
    """Everything hitlab reports for the ordered pair (a, b), as ``hitlab-cli eval`` prints it."""

    relation: Relation
    containment: Containment
    points: Tuple[Vec, ...]  #: where the outlines meet (sorted, no duplicates)
    distance: float  #: the minimum distance between the point sets
    depth: float  #: the shortest translation length that leaves them only touching (area shapes)
    mtv: Optional[Vec]  #: when depth > 0: move b by this to make them touch
    sat: Optional[Sat]  #: for boxes and polygons, and a circle with one
    a: str = "a"  #: the ids the pair was evaluated under
    b: str = "b"
    shapes: Optional[Tuple["Shape", "Shape"]] = field(default=None, compare=False, repr=False)  #: (a, b)
    toi: Optional["TimeOfImpact"] = None  #: a scene's pair where a shape moves: its time of impact

    def _repr_svg_(self) -> str:
        """The pair drawn (Jupyter): its relation's colour, the meeting points, the separating line or mtv."""
        if self.shapes is None:
            raise ValueError("a PairResult made without its shapes has no picture")
        return _svg.pair_svg(self, *self.shapes)

    def to_dict(self) -> Dict[str, Any]:
        """The pair object of ``hitlab-cli eval`` (docs/formats.md), for ``json.dumps``."""
        d: Dict[str, Any] = {"a": self.a, "b": self.b, "relation": self.relation.value,
                   "containment": self.containment.value, "points": [list(p) for p in self.points],
                   "distance": self.distance, "depth": self.depth}
        if self.sat is not None:
            d["sat"] = {
                "axes": [{"owner": x.owner, "edge": x.edge, "axis": list(x.axis), "a": list(x.a), "b": list(x.b),
                          "overlap": x.overlap, "separating": x.separating} for x in self.sat.axes],
                "first_separating": self.sat.first_separating,
                "mtv": None if self.sat.mtv is None else list(self.sat.mtv)}
        if self.toi is not None:
            d["toi"] = self.toi.to_dict()
        return d


@dataclass(frozen=True)
class PairError:
    """A scene's pair that cannot be evaluated (a polygon that is not convex or has no area), as the CLI
    lists it."""

    a: str
    b: str
    error: str  #: one line: "polygon 'p' has zero area"

    def to_dict(self) -> Dict[str, Any]:
        """The pair object of ``hitlab-cli eval`` for such a pair."""
        return {"a": self.a, "b": self.b, "error": self.error}


def _result(t: Tuple[Any, ...], a: str, b: str, shapes: Optional[Tuple["Shape", "Shape"]] = None) -> PairResult:
    error, relation, containment, points, distance, depth, mtv, sat = t
    if error:
        raise ValueError(error)
    return PairResult(_RELATIONS[relation], _CONTAINMENTS[containment], tuple(points), distance, depth, mtv,
                      _sat(sat), a, b, shapes)


_QUERY_PARTS = {"points": 1, "depth": 2, "distance": 4, "containment": 8, "sat": 16}
_QUERIES = {"relation": 0, "contact": 3, "full": 31}


def _query_bits(query: Union[str, Iterable[str]]) -> int:
    if isinstance(query, str):
        if query in _QUERIES:
            return _QUERIES[query]
        raise ValueError(f"query: 'full', 'contact', 'relation' or parts of {sorted(_QUERY_PARTS)}, got {query!r}")
    bits = 0
    for part in query:
        if part not in _QUERY_PARTS:
            raise ValueError(f"query: a part is one of {sorted(_QUERY_PARTS)}, got {part!r}")
        bits |= _QUERY_PARTS[part]
    return bits


def evaluate(a: Shape, b: Shape, query: Union[str, Iterable[str]] = "full") -> PairResult:
    """Everything hitlab knows of the pair (a, b): relation, containment, points, distance, depth, mtv, sat.

    ``query`` asks for less, and what is not asked for is not computed: ``"contact"`` is what an engine's
    contact needs (the relation, points, depth and mtv), ``"relation"`` the relation alone, or a set of parts
    from ``"points"``, ``"depth"`` (with the mtv), ``"distance"``, ``"containment"`` and ``"sat"``. Each part
    asked for is the full result's, bit for bit; each other keeps its default (no points, 0.0, none)."""
    return _result(_core.evaluate(*_core_args(a), *_core_args(b), "a", "b", _query_bits(query)), "a", "b",
                   (a, b))


def classify(a: Shape, b: Shape) -> Relation:
    """The exact relation of a and b alone (faster than evaluate)."""
    return _RELATIONS[_core.classify(*_core_args(a), *_core_args(b))]


# [SECTION] Motion: the time of impact over one step (hitlab/motion.h)


class Impact(str, enum.Enum):
    """How the step begins for a pair (the ``case`` of ``hitlab-cli eval``'s ``toi``)."""

    NONE = "none"  #: no contact within the step
    OVERLAPPING = "overlapping"  #: already overlapping at t = 0
    TOUCHING = "touching"  #: already touching at t = 0
    ENTERING = "entering"  #: first contact at t > 0, then overlapping within the step
    GRAZING = "grazing"  #: contact at t, and only touching within the step (sliding, or an instant)

    def __str__(self) -> str:
        return self.value


_IMPACTS = (Impact.NONE, Impact.OVERLAPPING, Impact.TOUCHING, Impact.ENTERING, Impact.GRAZING)


@dataclass(frozen=True)
class TimeOfImpact:
    """Two shapes translating over one step (t from 0 to 1): when they first meet, exactly (rounded once)."""

    case: Impact
    t: Optional[float]  #: the first time in [0, 1] they meet, or None
    points: Tuple[Vec, ...]  #: where they touch at t (a point, or a shared straight piece's two ends)
    normal: Optional[Vec]  #: unit, from a towards b; None when they overlap at t = 0
    tunnels: bool  #: disjoint at t = 0 and at t = 1 but meeting between (a test at the step's ends misses it)
    relation_at_end: Relation  #: the exact relation at t = 1

    def to_dict(self) -> Optional[Dict[str, Any]]:
        """The ``toi`` member of ``hitlab-cli eval`` (docs/formats.md): None when they never meet."""
        if self.case == Impact.NONE:
            return None
        return {"t": self.t, "case": self.case.value, "points": [list(p) for p in self.points],
                "normal": None if self.normal is None else list(self.normal), "tunnels": self.tunnels,
                "relation_at_end": self.relation_at_end.value}


def time_of_impact(a: Shape, va: Vec, b: Shape, vb: Vec = (0.0, 0.0), query: str = "full") -> TimeOfImpact:
    """a moving by va and b by vb over one step: the exact first time they meet, where and along which normal,
    and whether a test at the step's two ends misses them. A shape cast (vb = (0, 0)) and a ray cast (a a
    Point) are the same call. ``query="time"`` asks for the time alone, as an engine's time of impact gives
    it: ``case``, ``t``, ``tunnels`` and ``at_end`` as the full answer's, no points and no normal, not
    computed."""
    if query not in ("full", "time"):
        raise ValueError(f"query: \"full\" or \"time\", got {query!r}")
    error, case, t, points, normal, tunnels, at_end = _core.time_of_impact(
        *_core_args(a), _vec(va, "va"), *_core_args(b), _vec(vb, "vb"), query == "time")
    if error:
        raise ValueError(error)
    return TimeOfImpact(_IMPACTS[case], t, tuple(points), normal, tunnels, _RELATIONS[at_end])


@dataclass(frozen=True)
class EngineImpact:
    """The time one of an engine's methods finds (None: no contact in the step) and how many tests it took."""

    t: Optional[float]
    tests: int


@dataclass(frozen=True)
class EngineImpacts:
    """How game engines find the time of impact, beside ``time_of_impact``'s exact one (the app's Lab)."""

    discrete: EngineImpact  #: a test at t = 0 and t = 1 only: misses what passes through in one step
    substeps: EngineImpact  #: a test at t = k / n: late by up to 1 / n
    advancement: EngineImpact  #: conservative advancement: a little before contact, by design
    advancement_stopped: bool  #: advancement ran out of its 50 iterations


def engine_impacts(a: Shape, va: Vec, b: Shape, vb: Vec = (0.0, 0.0), *, substeps: int = 4,
                   tolerance: float = 0.0) -> EngineImpacts:
    """The time of impact of a moving by va and b by vb as engines find it (the Lab's methods, hitlab/motion.h's
    ``engineImpacts``): a test at each frame (t = 0 and t = 1), ``substeps`` sub-steps, and conservative
    advancement until the shapes are at most ``tolerance`` apart. Each test is exact on the shapes moved to
    its time with their coordinates rounded, as an engine moves them. ValueError for an invalid shape, a
    motion not finite, substeps < 1 or a tolerance < 0."""
    if int(substeps) < 1 or not float(tolerance) >= 0:
        raise ValueError(f"engine_impacts: substeps >= 1 and tolerance >= 0, got {substeps!r} and {tolerance!r}")
    r = _core.engine_impacts(*_core_args(a), _vec(va, "va"), *_core_args(b), _vec(vb, "vb"), int(substeps),
                             float(tolerance))
    if r is None:
        raise ValueError("engine_impacts: an invalid shape, or a motion that is not finite")
    (t0, n0), (t1, n1), (t2, n2), stopped = r
    return EngineImpacts(EngineImpact(t0, n0), EngineImpact(t1, n1), EngineImpact(t2, n2), stopped)


@dataclass(frozen=True)
class SweptAxis:
    """One candidate axis of the separating axis test with velocities: both projection intervals at t = 0 and
    the rate at which a's slides against b's, so the times they overlap on it. Every number is the exact one
    rounded once."""

    direction: Vec  #: unit: an edge's normal, a segment's direction, or x or y for a point
    a0: float  #: a's projection at t = 0 (along ``direction``, from the world's origin)
    a1: float
    b0: float  #: b's
    b1: float
    rate: float  #: (va - vb) . direction: how far a's interval moves against b's in the step
    enter: Optional[float]  #: when they begin to overlap on this axis; None for a rate of 0
    leave: Optional[float]  #: when they stop
    never: bool  #: a rate of 0 and apart: they never overlap on this axis


@dataclass(frozen=True)
class AxesSweep:
    """The separating axis test with velocities (hitlab/motion.h's ``sweptAxes``): the pair meets over
    [latest enter, earliest leave] when that is not empty, and the time of impact is its start."""

    axes: Tuple[SweptAxis, ...]  #: a's axes, then b's (the first of parallel ones)
    latest_enter: Optional[int]  #: the index of the axis that decides the start; None: none
    earliest_leave: Optional[int]  #: the axis that decides the end
    meets: bool  #: latest enter <= earliest leave (exactly), and no axis is apart throughout


def swept_axes(a: Shape, va: Vec, b: Shape, vb: Vec = (0.0, 0.0)) -> Optional[AxesSweep]:
    """How the separating axis test with velocities finds the time of impact of two shapes with straight
    outlines (points, segments, rects and polygons without radius), axis by axis, as Explain shows it. None
    for a curved or grown shape, an invalid one, a motion not finite or no relative motion."""
    r = _core.swept_axes(*_core_args(a), _vec(va, "va"), *_core_args(b), _vec(vb, "vb"))
    if r is None:
        return None
    axes, enter, leave, meets = r
    return AxesSweep(tuple(SweptAxis(*x) for x in axes), enter if enter >= 0 else None,
                     leave if leave >= 0 else None, meets)


@dataclass(frozen=True)
class DiskSweep:
    """Two disks (circles, or points: radius 0) in motion: their centres are R apart when
    A t^2 + B t + C = 0; the discriminant D decides no root, one (grazing) or two. Every number is the exact
    one rounded once."""

    A: float  #: w . w (w = va - vb)
    B: float  #: 2 q . w (q = ca - cb)
    C: float  #: q . q - R^2
    D: float  #: B^2 - 4 A C
    R: float  #: the radius sum
    first: Optional[float]  #: the smaller root (they first touch), None for D < 0
    second: Optional[float]  #: the larger root (they part)


def swept_disks(a: Shape, va: Vec, b: Shape, vb: Vec = (0.0, 0.0)) -> Optional[DiskSweep]:
    """The quadratic of two disks in motion (hitlab/motion.h's ``sweptDisks``), as Explain shows it. None for
    other shapes, a motion not finite or no relative motion."""
    r = _core.swept_disks(*_core_args(a), _vec(va, "va"), *_core_args(b), _vec(vb, "vb"))
    return None if r is None else DiskSweep(*r)


def relation_at_time(a: Shape, va: Vec, b: Shape, vb: Vec, t: float) -> Relation:
    """The exact relation of a moved by t va and b by t vb, at any time t (a + t va taken exactly, not
    rounded): what the app's time slider shows. ValueError for an invalid shape or a motion or time not
    finite."""
    r = _core.relation_at_time(*_core_args(a), _vec(va, "va"), *_core_args(b), _vec(vb, "vb"), float(t))
    if r < 0:
        raise ValueError("relation_at_time: an invalid shape, or a motion or time that is not finite")
    return _RELATIONS[r]


# [SECTION] Explain: the steps of the app's Explain panel and ``hitlab-cli explain``


@dataclass(frozen=True)
class ExplainStep:
    """One step: its paragraph, the numbers it refers to, and the part of the article's formula it computes."""

    kind: str  #: the paragraph's key ("straddle.cross", "sat.axis", ...)
    text: str  #: the paragraph in the language asked for
    values: Dict[str, float]  #: the numbers the paragraph refers to, by name
    formula_part: str  #: the part of ``Explanation.formula`` this step computes, or ""


@dataclass(frozen=True)
class Explanation:
    """How the pair's answer is reached, step by step, as the articles explain it; the last step states it."""

    a: str
    b: str
    family: str  #: "segment-segment", "sat", "circle-circle", ...
    relation: str  #: the answer ("disjoint", "touching", "overlapping"), or "error"
    formula: str  #: the article's test in the project's notation, or "" when no article gives one
    steps: Tuple[ExplainStep, ...]
    #: a pair in motion: how its time of impact is found ("toi-axes", "toi-disks", "toi"; its steps follow
    #: the pair's own); "" when neither moves
    motion_family: str = ""

    def to_dict(self) -> Dict[str, Any]:
        """The object ``hitlab-cli explain --json`` prints."""
        out: Dict[str, Any] = {"a": self.a, "b": self.b, "family": self.family}
        if self.motion_family:
            out["motion_family"] = self.motion_family
        out["relation"] = self.relation
        out["steps"] = [{"kind": s.kind, "text": s.text, "values": dict(s.values)} for s in self.steps]
        return out

    def __str__(self) -> str:
        return "\n".join(f"{k}. {s.text}" for k, s in enumerate(self.steps, 1))


def explain(a: Shape, b: Shape, lang: str = "en", names: Tuple[str, str] = ("a", "b"),
            digits: int = 0, va: Vec = (0.0, 0.0), vb: Vec = (0.0, 0.0)) -> Explanation:
    """The steps of the pair's answer in English (``lang="en"``) or Japanese (``"ja"``), the shapes called
    ``names`` in the texts; numbers in their shortest round-trip form, or ``digits`` significant digits after
    a "≈" where that rounds them (the app's View > Numbers in Explain). With a motion (a moving by ``va``,
    b by ``vb`` over one step), the steps to the time of impact follow."""
    family, relation, formula, steps, motion = _core.explain(
        *_core_args(a), _vec(va, "va"), *_core_args(b), _vec(vb, "vb"), names[0], names[1], lang, digits)
    return Explanation(names[0], names[1], family, relation, formula,
                       tuple(ExplainStep(k, t, dict(v), f) for k, t, v, f in steps), motion)


# [SECTION] Scenes


@dataclass(frozen=True)
class NamedShape:
    """A scene's shape with its unique id, and its motion over one step (format version 4)."""

    id: str
    shape: Shape
    motion: Vec = (0.0, 0.0)  #: its translation from t = 0 to t = 1; (0, 0): it stands still


@dataclass(frozen=True)
class ToiExpectation:
    """An expected time of impact (``toi`` in a scene's ``expect``): the case, and any subset of the rest
    (None: not compared; ``normal=()`` expects none)."""

    case: Impact
    t: Optional[float] = None
    points: Optional[Tuple[Vec, ...]] = None
    normal: Union[None, Vec, Tuple[()]] = None
    tunnels: Optional[bool] = None
    relation_at_end: Optional[Relation] = None

    @staticmethod
    def of(toi: TimeOfImpact) -> "ToiExpectation":
        """The expectation a time of impact satisfies exactly."""
        if toi.case == Impact.NONE:
            return ToiExpectation(Impact.NONE)
        return ToiExpectation(toi.case, toi.t, toi.points, () if toi.normal is None else toi.normal, toi.tunnels,
                              toi.relation_at_end)

    def _core(self) -> _core.ToiTuple:
        normal: Optional[List[Vec]] = None
        if self.normal is not None:
            normal = [_vec(self.normal, "toi normal")] if len(self.normal) else []
        return (_IMPACTS.index(Impact(self.case)), self.t, None if self.points is None else list(self.points),
                normal, self.tunnels,
                None if self.relation_at_end is None else _RELATIONS.index(Relation(self.relation_at_end)))

    @staticmethod
    def _from_core(t: Tuple[Any, ...]) -> "ToiExpectation":
        case, time, points, normal, tunnels, at_end = t
        return ToiExpectation(_IMPACTS[case], time, None if points is None else tuple(points),
                              None if normal is None else (normal[0] if normal else ()), tunnels,
                              None if at_end is None else _RELATIONS[at_end])


@dataclass(frozen=True)
class Expectation:
    """A regression scene's expected result for the pair (a, b): any subset of the fields (None: not
    compared), as the file's ``expect`` list holds them (docs/formats.md)."""

    a: str
    b: str
    error: Optional[bool] = None  #: whether the pair is an error
    error_message: Optional[str] = None  #: the error's exact text
    relation: Optional[Relation] = None
    containment: Optional[Containment] = None
    points: Optional[Tuple[Vec, ...]] = None
    distance: Optional[float] = None
    depth: Optional[float] = None
    sat: Optional[Sat] = None
    toi: Optional[ToiExpectation] = None  #: the pair's time of impact with the shapes' motions (version 4)

    @staticmethod
    def of(result: PairResult, toi: Optional[TimeOfImpact] = None) -> "Expectation":
        """The expectation a result (and the pair's time of impact, when given) satisfies exactly (to export a
        regression test)."""
        return Expectation(result.a, result.b, None, None, result.relation, result.containment, result.points,
                           result.distance, result.depth, result.sat,
                           None if toi is None else ToiExpectation.of(toi))

    def _core(self) -> _core.ExpectTuple:
        sat = None if self.sat is None else self.sat._core()
        return (self.a, self.b, self.error, self.error_message,
                None if self.relation is None else _RELATIONS.index(Relation(self.relation)),
                None if self.containment is None else _CONTAINMENTS.index(Containment(self.containment)),
                None if self.points is None else list(self.points), self.distance, self.depth, sat,
                None if self.toi is None else self.toi._core())

    @staticmethod
    def _from_core(t: Tuple[Any, ...]) -> "Expectation":
        a, b, error, message, relation, containment, points, distance, depth, sat, toi = t
        return Expectation(a, b, error, message, None if relation is None else _RELATIONS[relation],
                           None if containment is None else _CONTAINMENTS[containment],
                           None if points is None else tuple(points), distance, depth, _sat(sat),
                           None if toi is None else ToiExpectation._from_core(toi))


@dataclass(frozen=True)
class CheckCase:
    """One expectation of a scene checked: what differs, one line each (``hitlab-cli check``'s)."""

    index: int  #: its place in the scene's ``expect`` list
    a: str
    b: str
    wrong: Tuple[str, ...]  #: empty when the expectation holds

    @property
    def passed(self) -> bool:
        return not self.wrong


@dataclass
class Scene:
    """A scene file's shapes (the format of docs/formats.md), its name, view and expectations."""

    shapes: List[NamedShape] = field(default_factory=list)
    name: str = ""
    view: Optional[Tuple[Vec, float]] = None  #: (center, zoom in pixels per unit), or None
    expect: List[Expectation] = field(default_factory=list)  #: a regression scene's expected results

    @staticmethod
    def _from_core(t: Tuple[Any, ...]) -> "Scene":
        name, view, rows, expect = t
        return Scene([NamedShape(i, _from_core(k, v), m) for i, k, v, m in rows], name, view,
                     [Expectation._from_core(e) for e in expect])

    @staticmethod
    def from_json(text: str, file_name: str = "<text>") -> "Scene":
        """Parses scene text; a bad one raises SceneError naming `file_name`, the place and the field."""
        return Scene._from_core(_core.parse_scene(text, file_name))

    def _core(self) -> _core.SceneTuple:
        return (self.name, self.view,
                [(n.id, *_core_args(n.shape), _vec(n.motion, f"{n.id}: motion")) for n in self.shapes],
                [e._core() for e in self.expect])

    def to_json(self) -> str:
        """The scene as the file format's text (every number round-trips)."""
        return str(_core.scene_json(self._core()))

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Writes the file atomically: it is always the old or the new scene, never a mix."""
        _core.save_scene(self._core(), os.fspath(path))

    def __getitem__(self, id: str) -> Shape:  # noqa: A002
        for n in self.shapes:
            if n.id == id:
                return n.shape
        raise KeyError(id)

    def pairs(self) -> Iterator[Union[PairResult, PairError]]:
        """Every unordered pair in file order, as ``hitlab-cli eval`` lists them (a PairError for a pair with a
        polygon that cannot be evaluated; a pair where a shape moves with its time of impact)."""
        for i, x in enumerate(self.shapes):
            for y in self.shapes[i + 1:]:
                t = _core.evaluate(*_core_args(x.shape), *_core_args(y.shape), x.id, y.id, 31)
                if t[0]:
                    yield PairError(x.id, y.id, t[0])
                    continue
                r = _result(t, x.id, y.id, (x.shape, y.shape))
                if tuple(x.motion) != (0.0, 0.0) or tuple(y.motion) != (0.0, 0.0):
                    r = replace(r, toi=time_of_impact(x.shape, x.motion, y.shape, y.motion))
                yield r

    def _repr_svg_(self) -> str:
        """The scene drawn (Jupyter): each shape in the colour of the strongest relation it has with another
        (a scene of more than 300 shapes in one colour: its pairs are not evaluated for a picture)."""
        strongest: Dict[str, str] = {}
        order = ("disjoint", "touching", "overlapping", "invalid")
        for p in self.pairs() if len(self.shapes) <= 300 else ():
            r = "invalid" if isinstance(p, PairError) else p.relation.value
            for i in (p.a, p.b):
                if order.index(r) > order.index(strongest.get(i, "disjoint")):
                    strongest[i] = r
        return _svg.scene_svg([(n.id, n.shape) for n in self.shapes], strongest)

    def check(self, exact: bool = False) -> List[CheckCase]:
        """Each expectation against the pair's result, as ``hitlab-cli check`` (``--exact``: every number the
        same double, else within 1e-9 of the pair's scale)."""
        wrong = _core.check_scene(self._core(), exact)
        return [CheckCase(k, e.a, e.b, tuple(w)) for k, (e, w) in enumerate(zip(self.expect, wrong))]


def load(path: Union[str, "os.PathLike[str]"]) -> Scene:
    """Reads a scene file; a bad one raises SceneError (a ValueError) with the CLI's one-line message."""
    return Scene._from_core(_core.load_scene(os.fspath(path)))


# [SECTION] Batches (seed 000's NumPy form: rows of points)

ArrayLike = npt.ArrayLike


def segment_relations(a: ArrayLike, b: ArrayLike, c: ArrayLike, d: ArrayLike) -> npt.NDArray[np.int8]:
    """The exact relation of segment a[i]-b[i] with c[i]-d[i] for every row i: 0 disjoint, 1 touching,
    2 overlapping. Each argument is an (N, 2) array of points (x, y), or one point (2,) or (1, 2) on one side
    against many on the other, as in the article's broadcasting. Other dtypes are converted to float64;
    NaN or infinity raises ValueError. The GIL is released while the batch runs."""
    return np.asarray(_core.segment_relations(a, b, c, d), dtype=np.int8)


def segments_meet(a: ArrayLike, b: ArrayLike, c: ArrayLike, d: ArrayLike) -> npt.NDArray[np.bool_]:
    """True where segment a[i]-b[i] and c[i]-d[i] have a common point (touching included): the article's
    ``np.cross`` expression, exact. Same arguments as segment_relations."""
    meet: npt.NDArray[np.bool_] = segment_relations(a, b, c, d) != 0
    return meet


def capsule_relations(a: ArrayLike, b: ArrayLike, ra: ArrayLike, c: ArrayLike, d: ArrayLike,
                      rb: ArrayLike) -> npt.NDArray[np.int8]:
    """The exact relation of capsule (a[i]-b[i], ra[i]) with (c[i]-d[i], rb[i]) for every row i: 0 disjoint,
    1 touching, 2 overlapping, as ``classify(Capsule(a[i], b[i], ra[i]), Capsule(c[i], d[i], rb[i]))``. The
    ends are (N, 2) arrays of points (or one point against many), the radii (N,) arrays or one number (>= 0;
    0: a segment). NaN, infinity or a negative radius raises ValueError naming the row. float64 rows are read
    as they lie; the GIL is released while the batch runs."""
    points = [np.asarray(x, dtype=np.float64) for x in (a, b, c, d)]
    radii = [np.asarray(x, dtype=np.float64) for x in (ra, rb)]
    rows = max([p.shape[0] if p.ndim == 2 else 1 for p in points] + [r.shape[0] if r.ndim == 1 else 1 for r in radii])
    for name, p in zip("abcd", points):
        if not ((p.ndim == 2 and p.shape[1] == 2) or p.shape == (2,)):
            raise ValueError(f"{name}: expected an array of shape (N, 2) or (2,), got shape {p.shape}")
    try:
        full = [np.ascontiguousarray(np.broadcast_to(p, (rows, 2))) for p in points]
        r1, r2 = (np.ascontiguousarray(np.broadcast_to(r, (rows,))) for r in radii)
    except ValueError:
        raise ValueError("a, b, ra, c, d, rb: rows that do not match (equal, or one against many)") from None
    return np.asarray(_core.capsule_relations(full[0], full[1], r1, full[2], full[3], r2), dtype=np.int8)


def meeting_segment_pairs(a: ArrayLike, b: ArrayLike, c: ArrayLike, d: ArrayLike) -> npt.NDArray[np.int64]:
    """Every (i, j) whose segments a[i]-b[i] and c[j]-d[j] are not disjoint, as an (M, 2) array in row order:
    all pairs of two sets of segments."""
    return np.asarray(_core.meeting_segment_pairs(a, b, c, d))


# [SECTION] Rays


@dataclass(frozen=True)
class RayHits:
    """The first hit of each ray, row by row: what ``time_of_impact`` gives for the ray's point and that shape,
    bit for bit."""

    shape: npt.NDArray[np.int32]  #: the index of the shape met first, -1 where the ray meets none
    t: npt.NDArray[np.float64]  #: when, in [0, 1] (rounded once); NaN where none
    point: npt.NDArray[np.float64]  #: (N, 2): where (each coordinate rounded once); NaN where none
    #: (N, 2): the unit contact normal, from the ray's point into the shape; NaN where none, and where the
    #: ray starts inside the shape
    normal: npt.NDArray[np.float64]


class RayScene:
    """Still shapes, ready for many rays: a tree of their bounding boxes, built once (hitlab/raycast.h).

    A ray is a moving point: from its origin by its motion over t in [0, 1]. Its first hit is the shape it meets
    at the least exact time, touching included; of shapes met at exactly the same time, the first listed.
    ValueError names the first invalid shape."""

    def __init__(self, shapes: Union[Shape, Iterable[Shape]]):
        listed = [shapes] if isinstance(shapes, _TYPES) else list(shapes)
        self._core = _core.RayScene([_core_args(s) for s in listed])

    def __len__(self) -> int:
        return len(self._core)

    def cast(self, origins: ArrayLike, motions: ArrayLike) -> RayHits:
        """The first hit of each ray from origins[i] by motions[i]: (N, 2) arrays of points, or one (2,) row
        against many (a fan of rays from one point, or parallel rays). NaN or infinity raises ValueError naming
        the row. The GIL is released while the rays are cast."""
        o, m = (np.asarray(x, dtype=np.float64) for x in (origins, motions))
        for name, x in (("origins", o), ("motions", m)):
            if not ((x.ndim == 2 and x.shape[1] == 2) or x.shape == (2,)):
                raise ValueError(f"{name}: expected an array of shape (N, 2) or (2,), got shape {x.shape}")
        rows = max(x.shape[0] if x.ndim == 2 else 1 for x in (o, m))
        try:
            o, m = (np.ascontiguousarray(np.broadcast_to(x, (rows, 2))) for x in (o, m))
        except ValueError:
            raise ValueError("origins and motions: rows that do not match (equal, or one against many)") from None
        shape, t, point, normal = self._core.cast(o, m)
        return RayHits(shape, t, point, normal)


def cast_rays(origins: ArrayLike, motions: ArrayLike, shapes: Union[Shape, Iterable[Shape]]) -> RayHits:
    """The first hit of each ray against one shape or many: ``RayScene(shapes).cast(origins, motions)`` (keep a
    RayScene to cast again into the same shapes)."""
    return RayScene(shapes).cast(origins, motions)


def simd_target() -> str:
    """The SIMD instruction set the batch runs on here ("AVX2", "AVX3", "SSE4", ...)."""
    return str(_core.simd_target())


from . import articles  # noqa: E402 (it builds on the shapes above)


from ._hunt import Finding, Hunt, Message, hunt  # noqa: E402 (it builds on the classes above)
