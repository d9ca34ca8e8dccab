"""The seed articles' own formulas, as written, in the arithmetic you choose: float32 (a game's float), double
(what the articles' Python computes) or exact (the same formula on the doubles' exact values). Where float32 or
double part from exact, the article's code answers wrong for the doubles given; where exact parts from
``hitlab.classify``, the formula itself is wrong at the edges (touching, collinear).

>>> from hitlab import articles
>>> articles.check_intersection(0.3, -0.1, -0.3, 0.2, 0, 0.2, 0.1, 0, arithmetic="double")
True
>>> articles.check_intersection(0.3, -0.1, -0.3, 0.2, 0, 0.2, 0.1, 0, arithmetic="exact")
False
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, Tuple

from . import Circle, Polygon, Rect, Segment, Shape, _core, _core_args

__all__ = ["Comparison", "Quantity", "compare", "check_intersection", "intersects", "intersects_rect",
           "check_collision"]


@dataclass(frozen=True)
class Quantity:
    """One intermediate value of a formula in the three arithmetics (NaN where it does not exist there)."""

    name: str
    float32: float  #: the float32 value, widened exactly to double
    double: float
    exact: str  #: its exact decimal expansion, or "" where it does not exist (a square root)


@dataclass(frozen=True)
class Comparison:
    """The article's formula for a pair in the three arithmetics, as the app's lab shows it."""

    formula: Optional[str]  #: "seed000.check_intersection", ...; None when no article gives code for the pair
    float32: bool
    double: bool
    exact: bool
    quantities: Tuple[Quantity, ...]

    @property
    def disagree(self) -> bool:
        """float32 or double says something else than the same formula evaluated exactly."""
        return self.formula is not None and (self.float32 != self.exact or self.double != self.exact)


def compare(a: Shape, b: Shape) -> Comparison:
    """The formula that applies to the pair (in either order), evaluated three ways (``hitlab-cli compare``)."""
    name, f32, f64, exact, quantities = _core.compare(*_core_args(a), *_core_args(b))
    return Comparison(name, f32, f64, exact, tuple(Quantity(*q) for q in quantities))


def _verdict(a: Shape, b: Shape, arithmetic: str) -> bool:
    answer = _core.formula(*_core_args(a), *_core_args(b), arithmetic)
    assert answer is not None  # (each function below builds a pair its formula applies to)
    return bool(answer)


def check_intersection(ax: float, ay: float, bx: float, by: float, cx: float, cy: float, dx: float, dy: float,
                       arithmetic: str = "double") -> bool:
    """Seed 000's segment test, ``tc * td < 0 and ta * tb < 0``: segment AB against CD."""
    return _verdict(Segment((ax, ay), (bx, by)), Segment((cx, cy), (dx, dy)), arithmetic)


def intersects(c1x: float, c1y: float, r1: float, c2x: float, c2y: float, r2: float,
               arithmetic: str = "double") -> bool:
    """Seed 000's circle test, ``d < r1 + r2`` with ``d = ((c1x - c2x) ** 2 + (c1y - c2y) ** 2) ** 0.5``."""
    return _verdict(Circle((c1x, c1y), r1), Circle((c2x, c2y), r2), arithmetic)


def intersects_rect(axmin: float, aymin: float, axmax: float, aymax: float, bxmin: float, bymin: float,
                    bxmax: float, bymax: float, arithmetic: str = "double") -> bool:
    """Seed 000's rectangle test (the article's ``intersects`` of two boxes): centres against half sizes."""
    return _verdict(Rect((axmin, aymin), (axmax, aymax)), Rect((bxmin, bymin), (bxmax, bymax)), arithmetic)


def check_collision(ps: Sequence[Sequence[float]], qs: Sequence[Sequence[float]], arithmetic: str = "double") -> bool:
    """Seed 000's polygon test as the article calls it: ``ps`` and ``qs`` are [[x1, x2, ...], [y1, y2, ...]]
    (a 2 x N array), the vertices counter-clockwise; no edge has every vertex of the other polygon outside."""
    return _verdict(Polygon(zip(ps[0], ps[1])), Polygon(zip(qs[0], qs[1])), arithmetic)
