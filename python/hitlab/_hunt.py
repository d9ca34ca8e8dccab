"""The hunt: your own collision function on trial beside the exact answer (``hitlab.hunt``).

The hunt of ``hitlab-cli hunt`` (docs/judges.md) over a Python callable: pairs generated where collision code
goes wrong (touching, collinear, tangent, a vertex on an edge, a few ulps from those, at every scale), each
decided exactly, the function's answer assessed under its conventions, one finding per cause (kind of wrong
answer, situation of the pair, scale) with its first pair shrunk to short numbers and its worst pair, each
judged again from its own scene file.
"""
from __future__ import annotations

import inspect
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

from . import Relation, Shape, _core, _from_core, _TYPE_NAMES

Vec = Tuple[float, float]

__all__ = ["hunt", "Hunt", "Finding"]

Array = npt.NDArray[np.float64]
_POINT_BASED = {0: 1, 1: 2}  # shape type -> how many points it is (a point, a segment)
_VALUE_COUNT = {0: 2, 1: 4, 2: 3, 3: 4, 5: 5}  # shape type -> values (point, segment, circle, rect, capsule;
# polygons vary)


@dataclass(frozen=True)
class Message:
    """A message by id and arguments, as the C++ core makes it (hitlab/message.h): for a message in another
    language, each language's table words the id (the app's Japanese has a row for each)."""

    id: str  #: its form, "assess.touching-said-miss"
    args: Tuple[str, ...]  #: the values put where the form says {1}, {2}, ... (as the input spelled them)
    inner: Tuple["Message", ...] = ()  #: messages within this one, after the arguments, in the same language

    @staticmethod
    def _of(t: Any) -> "Message":
        return Message(t[0], tuple(t[1]), tuple(Message._of(i) for i in t[2]))


@dataclass(frozen=True)
class Finding:
    """One cause of wrong answers, on its first pair, shrunk: the function is still wrong on ``a``, ``b`` in the
    same way and situation, and the pair is in the order the function takes it."""

    kind: str  #: "touching-as-hit", "overlapping-as-miss", "crash", ... (as in the scene file's name)
    description: str  #: "touching taken as a hit", ...
    pair_type: str  #: "segment-segment", as given to hunt()
    a: Shape
    b: Shape
    exact: Relation  #: the exact relation of (a, b)
    answer: str  #: what the function said: "miss", "meet", "touching", "overlapping", "crash", "hang"
    why: str  #: one line: "exactly touching, it says meet", or the exception it raised
    count: int  #: how many pairs it was wrong on in this way
    generator: str  #: the generator of the first of them
    first_seconds: float  #: when the first of them was found
    original: Tuple[Shape, Shape]  #: the pair as generated, before shrinking
    situation: str  #: what the pair is: "shared-vertex", "edges-on-one-line", "tangent", "general", ...
    scale: str  #: "tiny", "ordinary" or "huge": where products of four coordinates leave the number type
    severity: str  #: how wrong at worst, in words: "apart by 0.12% of their size", "on the boundary"
    relative_error: float  #: the worst error found over the shapes' size (nan: a crash, a hang)
    worst: Optional[Tuple[Shape, Shape]]  #: the pair of that worst error, shrunk (None: the same as a, b)
    file: str  #: its scene file's name without ".json" ("segment-segment-apart-as-hit")
    out_of_scope: bool  #: beyond what hunt() was told the function handles (degenerate="skip", range=R)
    _report: Any = field(repr=False, compare=False)
    _index: int = field(repr=False, compare=False)
    #: in motion ("toi:" pair types): the motions of a and b over the step, in the order the function takes
    #: them (``answer`` is then "contact at t = T" or "no contact", ``exact`` the relation at t = 0)
    motion: Optional[Tuple[Tuple[float, float], Tuple[float, float]]] = None
    #: ``why`` by id and arguments (its English is ``why``, word for word)
    message: Message = Message("", ())

    def save(self, folder: Union[str, "os.PathLike[str]"]) -> List[str]:
        """Writes this finding as a regression scene ``<pair>-<kind>.json`` (the exact expectations:
        ``hitlab-cli check --exact`` holds them; the function's answer under "found_by"), its picture
        ``<pair>-<kind>.svg``, ``report.html`` and ``junit.xml`` into ``folder`` (made if missing). Returns the
        files written."""
        return list(self._report.write_one(self._index, os.fspath(folder)))

    def _repr_svg_(self) -> str:
        """The pair whole, and zoomed to where the answers part (as ``hitlab-cli hunt`` draws it)."""
        return str(self._report.svg(self._index))


@dataclass(frozen=True)
class Hunt:
    """What a hunt found: the findings, one per cause, the worst first, and what it did."""

    judge: str  #: the function's name
    pair_type: str
    touching: str
    float32: bool
    seed: int
    calls: int  #: pairs judged
    declined: int  #: pairs it declined (answered a negative number)
    seconds: float
    findings: Tuple[Finding, ...]  #: one per cause, the worst first
    generators: Dict[str, Tuple[int, int]]  #: per generator: pairs judged, pairs wrong
    #: findings dropped because the function was not wrong again on their own scene files (their file names)
    not_reproduced: Tuple[str, ...]
    #: the database's findings asked first (hunt(db=...)): each file and whether it is still wrong
    replayed: Tuple[Tuple[str, bool], ...]
    _report: Any = field(repr=False, compare=False)

    def save(self, folder: Union[str, "os.PathLike[str]"]) -> List[str]:
        """Writes every finding as a regression scene and a picture, ``report.html`` (the pictures inline) and
        ``junit.xml`` into ``folder`` (made if missing), as ``hitlab-cli hunt --out`` does. Returns the files."""
        return list(self._report.write(os.fspath(folder)))

    def __str__(self) -> str:
        lines = [f"hunt {self.judge} ({self.pair_type}, touching={self.touching}"
                 f"{', float32' if self.float32 else ''}): {self.calls:,} pairs in {self.seconds:.1f} s, seed "
                 f"{self.seed}" + (f", {self.declined:,} declined" if self.declined else "")]
        if not self.findings:
            lines.append("nothing found")
        for f in self.findings:
            lines.append(f"  {f.description:<32} {f.situation:<18} {f.count:>10,} pairs  {f.severity}  "
                         f"e.g. a={_text(f.a)} b={_text(f.b)}")
        for name in self.not_reproduced:
            lines.append(f"  dropped: {name} (not wrong again on its own scene file)")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        from html import escape
        rows = "".join(f"<tr><td>{escape(f.description)}</td><td>{f.count:,}</td><td>{escape(f.why)}</td></tr>"
                       for f in self.findings)
        pictures = "".join(f"<h4>{escape(f.description)}</h4><p><code>a = {escape(_text(f.a))}<br>"
                           f"b = {escape(_text(f.b))}</code></p>{f._repr_svg_()}" for f in self.findings)
        head = escape(str(self).splitlines()[0])
        if not self.findings:
            return f"<p>{head}: nothing found.</p>"
        return (f"<p>{head}</p><table><tr><th>what went wrong</th><th>pairs</th><th>first pair, shrunk</th></tr>"
                f"{rows}</table>{pictures}")


def _text(s: Shape) -> str:
    return f"{type(s).__name__}{tuple(getattr(s, n) for n in s.__dataclass_fields__)}"


def _positional_count(fn: Callable[..., Any]) -> Optional[int]:
    """How many positional arguments fn takes without defaults; None when it takes any number."""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return None
    return sum(1 for p in params
               if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty)


def _call_style(fn: Callable[..., Any], types: Tuple[int, int], args: str, pair_type: str,
                rounded: bool = False) -> str:
    counts = {"shapes": 2}
    if all(t in _POINT_BASED for t in types):
        counts["points"] = sum(_POINT_BASED[t] for t in types)
    if all(t in _VALUE_COUNT for t in types):  # (a rounded rect: its radius the fifth value)
        counts["values"] = sum(_VALUE_COUNT[t] + (1 if rounded and t == 3 else 0) for t in types)
    if args != "auto":
        if args not in ("shapes", "points", "values"):
            raise ValueError(f'args: "auto", "shapes", "points" or "values", got {args!r}')
        if args not in counts:
            raise ValueError(f"args={args!r}: {pair_type} is not made of {args} (it takes {', '.join(counts)})")
        return args
    n = _positional_count(fn)
    if n is None:
        return "shapes"
    for style, count in counts.items():
        if n == count:
            return style
    each = [f"{count} {style}" for style, count in counts.items()]
    ways = ", ".join(each[:-1]) + " or " + each[-1] if len(each) > 1 else each[0]
    raise TypeError(f"{getattr(fn, '__name__', 'fn')} takes {n} arguments; hitlab calls a {pair_type} test with "
                    f"{ways} (say which with args=)")


def _scalar_caller(fn: Callable[..., Any], types: Tuple[int, int], style: str,
                   swap: bool) -> Callable[[Sequence[float], Sequence[float]], Any]:
    ta, tb = types
    if style == "shapes":
        if swap:
            return lambda va, vb: fn(_from_core(tb, vb), _from_core(ta, va))
        return lambda va, vb: fn(_from_core(ta, va), _from_core(tb, vb))
    if style == "values":
        return (lambda va, vb: fn(*vb, *va)) if swap else (lambda va, vb: fn(*va, *vb))

    def points(v: Sequence[float]) -> List[Tuple[float, float]]:
        return [(v[i], v[i + 1]) for i in range(0, len(v), 2)]
    return (lambda va, vb: fn(*points(vb), *points(va))) if swap else (lambda va, vb: fn(*points(va), *points(vb)))


def _vector_caller(fn: Callable[..., Any], types: Tuple[int, int], style: str,
                   swap: bool) -> Callable[[Array, Array], Any]:
    def split(arr: Array) -> List[Array]:
        if style == "values":
            return [arr[:, k] for k in range(arr.shape[1])]
        return [arr[:, k:k + 2] for k in range(0, arr.shape[1], 2)]

    def call(first: Array, second: Array) -> Any:
        a, b = (second, first) if swap else (first, second)
        with np.errstate(all="ignore"):  # (a division by zero is the function's answer, not a warning)
            if style == "shapes":
                return fn(a, b)
            return fn(*split(a), *split(b))
    return call


def _motion_caller(fn: Callable[..., Any], types: Tuple[int, int],
                   swap: bool) -> Callable[[Sequence[float], Sequence[float], Vec, Vec], Any]:
    ta, tb = types
    if swap:
        return lambda va, vb, ma, mb: fn(_from_core(tb, vb), mb, _from_core(ta, va), ma)
    return lambda va, vb, ma, mb: fn(_from_core(ta, va), ma, _from_core(tb, vb), mb)


def _pair_types(pair_type: str) -> Tuple[int, int]:
    names = pair_type.replace("_", "-").split("-")
    if len(names) != 2 or any(n not in _TYPE_NAMES for n in names):
        raise ValueError(f'pair type: two of {", ".join(_TYPE_NAMES)} joined by "-" ("segment-circle"), '
                         f"got {pair_type!r}")
    return _TYPE_NAMES.index(names[0]), _TYPE_NAMES.index(names[1])


def hunt(fn: Callable[..., Any], pair_type: str = "segment-segment", *, touching: str = "inclusive",
         budget: float = 30.0, calls: Optional[int] = None, seed: int = 0, float32: bool = False,
         vectorized: bool = False, args: str = "auto", tolerance: Optional[float] = None,
         call_limit: float = 2.0, name: Optional[str] = None, degenerate: str = "judge",
         range: Optional[float] = None, db: Union[None, str, "os.PathLike[str]"] = None,
         rounded: bool = False, band: Optional[Tuple[float, float]] = None) -> Hunt:
    """Hunts ``fn``, your test for ``pair_type`` ("segment-segment", "circle-rect", ...), for pairs where it and
    the exact answer part; returns them shrunk to short numbers, one per cause, the worst first.

    ``fn`` answers a truthy verdict (they meet) or 0 / 1 / 2 / 3 (miss / meet / touching / overlapping, as the
    C interface of hitlab/judge_abi.h; negative: it declines the pair). It is called with the two shapes
    (``fn(segment, segment)``), their points (``fn(a, b, c, d)``, each (x, y), for points and segments) or
    their values (``fn(ax, ay, bx, by, cx, cy, dx, dy)``, as seed 000's ``check_intersection``): ``args``
    says which, or "auto" picks by how many arguments ``fn`` takes. ``vectorized=True``: ``fn`` takes NumPy
    arrays, one row per pair (the shapes as (N, k) arrays of values, the points as (N, 2) arrays as in seed
    000's NumPy expression, or the values as (N,) columns) and answers an array of N verdicts: much faster.

    ``touching`` is what ``fn`` means to answer for shapes that only touch: "strict" (miss), "inclusive"
    (meet) or "either". ``float32``: ``fn`` works in float, so it is given float-representable values only.
    ``budget`` is in seconds; ``calls`` (pairs to judge) instead makes the findings the same on every run
    with the same ``seed``. An exception ``fn`` raises is a finding (kind "crash"), as is a call running past
    ``call_limit`` seconds (kind "hang": the call is interrupted, where Python code runs). Ctrl+C stops the
    hunt. ``tolerance`` (relative to the pair's size) is for numbers: the default is 1e-9 (1e-6 in float32).
    What ``fn`` does not claim to handle: ``degenerate="skip"`` (segments of length 0, rects of no width or
    height, circles of radius 0) and ``range=R`` (coordinates and radii beyond R in magnitude); its findings
    there are kept apart (``out_of_scope``), after the others. ``db``: a folder of earlier findings
    (``hitlab-cli hunt``'s database, say ``~/.local/share/hitlab/hunt/NAME``), asked first (``replayed``:
    each file and whether ``fn`` is still wrong on it), this hunt's findings added to it.
    ``rounded=True``: ``fn`` takes rounded rects and polygons too (a ``radius`` on them; for a pair type with
    a rect or polygon): the hunt gives it some, and their hard cases (tangent at the sum of the radii, a
    capsule along an edge). Their radius is then always given: a rect is 5 values (``minx, miny, maxx, maxy,
    r``), a polygon's values end with r, as hitlab/judge_abi.h's rounded functions take them (0: a plain one).

    In motion: a pair type "toi:circle-polygon" hunts ``fn(a, va, b, vb)``, your time of impact (a moving by
    va and b by vb over one step, as ``hitlab.time_of_impact`` takes them): it answers the first time in
    [0, 1] they touch, or None for no contact. It is held to the exact time by where the shapes are at the
    time it gives (docs/judges.md): a contact missed, a contact where there is none, a time early or late.
    ``band=(target, tolerance)``: it reports contact at that separation by design (stopping short, say), within
    the tolerance either way. One pair at a time (not vectorized); the findings carry their ``motion``.
    """
    motion = pair_type.startswith("toi:")
    base_type = pair_type[4:] if motion else pair_type
    ta, tb = _pair_types(base_type)
    swap = ta > tb
    types = (min(ta, tb), max(ta, tb))
    if rounded and not ({3, 4} & set(types)):
        raise ValueError(f"rounded=True: {pair_type} has no rect or polygon to round")
    if motion and vectorized:
        raise ValueError("vectorized: a time of impact is hunted one pair at a time")
    if band is not None and not motion:
        raise ValueError('band: the separation at which a time of impact reports contact (a "toi:" pair type)')
    caller: Callable[..., Any]
    if motion:
        if args not in ("auto", "shapes"):
            raise ValueError(f'args={args!r}: a time of impact takes shapes and motions, fn(a, va, b, vb)')
        n = _positional_count(fn)
        if n is not None and n != 4:
            raise TypeError(f"{getattr(fn, '__name__', 'fn')} takes {n} arguments; hitlab calls a time of impact "
                            "with 4: fn(a, va, b, vb)")
        caller = _motion_caller(fn, types, swap)
    else:
        style = _call_style(fn, (ta, tb), args, pair_type, rounded)
        if vectorized and 4 in types:
            raise ValueError("vectorized: polygons have any number of vertices; hunt a polygon test one pair at a "
                             "time")
        if vectorized:
            caller = _vector_caller(fn, types, style, swap)
        else:
            caller = _scalar_caller(fn, types, style, swap)
    if calls is None and not budget > 0:
        raise ValueError("budget: seconds > 0, or give calls")
    label = name or getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or "fn"
    report = _core.hunt(caller, vectorized, types[0], types[1], label, touching, float32,
                        0.0 if calls is not None else float(budget), int(calls or 0), int(seed),
                        -1.0 if tolerance is None else float(tolerance), float(call_limit),
                        16384 if vectorized else 256,
                        f"degenerate={degenerate}" + ("" if range is None else f"; range={float(range)!r}")
                        + ("; rounded=1" if rounded else "")
                        + ("" if band is None else f"; toi.target={float(band[0])!r}; toi.tolerance={float(band[1])!r}"),
                        "" if db is None else os.fspath(db), motion)

    def shapes(ta_: Tuple[int, Sequence[float]], tb_: Tuple[int, Sequence[float]]) -> Tuple[Shape, Shape]:
        a, b = _from_core(*ta_), _from_core(*tb_)
        return (b, a) if swap else (a, b)

    findings = []
    for i, f in enumerate(report.findings):
        a, b = shapes(f["a"], f["b"])
        worst = shapes(*f["worst"]) if f["worst"] is not None else None
        moved = f["motion"]
        if moved is not None and swap:
            moved = (moved[1], moved[0])
        findings.append(Finding(f["kind"], f["description"], pair_type, a, b, Relation(f["exact"]), f["answer"],
                                f["why"], f["count"], f["generator"], f["first_seconds"],
                                shapes(f["original_a"], f["original_b"]), f["situation"], f["scale"], f["severity"],
                                f["relative_error"], worst, f["file"], f["out_of_scope"], report, i,
                                None if moved is None else ((float(moved[0][0]), float(moved[0][1])),
                                                            (float(moved[1][0]), float(moved[1][1]))),
                                Message._of(f["message"])))
    return Hunt(label, pair_type, touching, float32, int(seed), report.calls, report.declined, report.seconds,
                tuple(findings), {g: (c, w) for g, (c, w) in report.generators}, tuple(report.not_reproduced),
                tuple(report.replayed), report)
