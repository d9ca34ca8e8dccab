// sat.cpp — the separating axis test on the declared shapes, with every candidate axis reported.
//
// Intervals are rounded (within a few ulps of the true projections on the unit normal); each `separating`
// flag is decided exactly on the unnormalised normal, where the projections are exact rationals (or, for a
// circle, a rational plus r times the normal's length, compared through squares).
#include <cmath>
#include <optional>
#include <vector>

#include "geom.h"

namespace hitlab {

using detail::AxisDef;
using detail::Geom;
using detail::Kind;

bool hasSat(ShapeType a, ShapeType b) {
  auto area = [](ShapeType t) { return t == ShapeType::Rect || t == ShapeType::Polygon; };
  return (area(a) && area(b)) || (a == ShapeType::Circle && area(b)) || (area(a) && b == ShapeType::Circle);
}

namespace {

// The unnormalised normal an axis stands for: rightPerp(q - p) for an edge's outward normal, else q - p.
Vec2 rawNormal(const AxisDef& ax) { return ax.perp ? rightPerp(ax.q - ax.p) : ax.q - ax.p; }

// A declared shape as SAT sees it: a rect keeps its four corners and fixed normals even when it is flat. Its
// axes are made on demand (no list to allocate per pair).
struct SatSide {
  Geom g;
  int axisCount = 0;
  bool rect = false;
  AxisDef axis(int k) const {
    static constexpr Vec2 kRectNormals[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    if (rect) return {{0, 0}, kRectNormals[k], false};
    Vec2 p = g.at(k), q = g.edgeTo(k);
    return g.winding > 0 ? AxisDef{p, q, true} : AxisDef{q, p, true};
  }
  /// Every axis's unnormalised normal into columns.
  void rawNormals(double* nx, double* ny) const {
    for (int k = 0; k < axisCount; ++k) {
      Vec2 raw = rawNormal(axis(k));
      nx[k] = raw.x, ny[k] = raw.y;
    }
  }
};

SatSide satSide(const Shape& s, const Geom& built) {
  SatSide side;
  Geom& g = side.g;
  if (auto* c = std::get_if<Circle>(&s)) {
    g.kind = Kind::Disk;
    g.buf[0] = c->center;
    g.r = c->radius;
  } else if (auto* r = std::get_if<Rect>(&s)) {
    auto corners = rectCorners(*r);
    std::copy(corners.begin(), corners.end(), g.buf);
    g.kind = Kind::Polygon;
    g.n = 4;
    side.rect = true, side.axisCount = 4;
  } else {
    g = built;
    side.axisCount = g.n;
  }
  return side;
}

// Axis from the circle's center to the nearest vertex of the other shape (lowest index on a tie).
AxisDef circleAxis(Vec2 c, const Geom& other) {
  int best = 0;
  for (int i = 1; i < other.n; ++i) {
    Vec2 v = other.at(i), w = other.at(best);
    int closer = exact::decide([&](auto tag) {
      using T = typename decltype(tag)::type;
      auto dv = exact::lift<T>(v) - exact::lift<T>(c), dw = exact::lift<T>(w) - exact::lift<T>(c);
      return exact::sign(T(exact::dotT(dv, dv) - exact::dotT(dw, dw)));
    });
    if (closer < 0) best = i;
  }
  Vec2 v = other.at(best);
  return v == c ? AxisDef{{0, 0}, {1, 0}, false} : AxisDef{c, v, false};
}

// The smallest and largest projection of a shape on each of `count` unit axes (as dot(v, n) rounds them).
// Axes run along the inner loop, so it is elementwise and vectorises; no reduction chain per axis.
// Returns the largest |x| + |y| (+ r) over the shape, for the error band (it rides along the vector work).
// An AVX2 clone is picked at run time where the CPU has one; it rounds exactly as the baseline (no fused
// multiply-add), so results do not depend on the machine.
__attribute__((target_clones("avx2", "default"))) double projectOnAxes(const Geom& g,
                                                                       const double* __restrict nx,
                                                                       const double* __restrict ny, int count,
                                                                       double* __restrict lo,
                                                                       double* __restrict hi) {
  const Vec2* v = g.v();
  for (int k = 0; k < count; ++k) lo[k] = hi[k] = v[0].x * nx[k] + v[0].y * ny[k];
  double size = std::fabs(v[0].x) + std::fabs(v[0].y) + g.r;
  if (g.kind == Kind::Disk) {
    for (int k = 0; k < count; ++k) lo[k] -= g.r, hi[k] += g.r;
    return size;
  }
  for (int i = 1; i < g.n; ++i) {
    const double x = v[i].x, y = v[i].y;
    size = std::max(size, std::fabs(x) + std::fabs(y));
    for (int k = 0; k < count; ++k) {
      double d = x * nx[k] + y * ny[k];
      lo[k] = d < lo[k] ? d : lo[k];  // std::min(lo, d)
      hi[k] = hi[k] < d ? d : hi[k];  // std::max(hi, d)
    }
  }
  return size;
}

// Normalises raw normals in place, as normalized() does each (sqrt and division are correctly rounded in
// every clone, so the unit normal of an axis is the same whichever pair or machine computes it).
__attribute__((target_clones("avx2", "default"))) void normalizeAxes(double* __restrict nx,
                                                                     double* __restrict ny, int count) {
  bool inRange = true;  // every squared length where length() takes the plain square root
  for (int k = 0; k < count; ++k) {
    double s = nx[k] * nx[k] + ny[k] * ny[k];
    inRange &= s > 0x1p-900 && s < 0x1p900;
  }
  if (inRange) {
    for (int k = 0; k < count; ++k) {
      double l = std::sqrt(nx[k] * nx[k] + ny[k] * ny[k]);
      nx[k] /= l, ny[k] /= l;
    }
  } else {
    for (int k = 0; k < count; ++k) {
      Vec2 n = normalized({nx[k], ny[k]});
      nx[k] = n.x, ny[k] = n.y;
    }
  }
}

}  // namespace

SatResult separatingAxes(const Shape& a, const Shape& b) { return separatingAxes(a, b, false); }

SatResult separatingAxes(const Shape& a, const Shape& b, bool setsMeet) {
  return detail::separatingAxes(a, b, detail::toGeom(a), detail::toGeom(b), setsMeet);
}

int detail::satAxisCount(const Shape& s) {
  if (auto* p = std::get_if<Polygon>(&s)) return static_cast<int>(p->points.size());
  return std::holds_alternative<Rect>(s) ? 4 : 0;
}

detail::SatPrep detail::prepareSat(const Shape& s, const Geom& g, double* buf) {
  SatPrep p;
  if (std::holds_alternative<Point>(s) || std::holds_alternative<Segment>(s)) return p;  // never in SAT
  SatSide side = satSide(s, g);
  p.count = side.axisCount;
  double *nx = buf, *ny = buf + p.count, *lo = buf + 2 * p.count, *hi = buf + 3 * p.count;
  side.rawNormals(nx, ny);
  normalizeAxes(nx, ny, p.count);
  p.size = projectOnAxes(side.g, nx, ny, p.count, lo, hi);
  p.nx = nx, p.ny = ny, p.lo = lo, p.hi = hi;
  return p;
}

SatResult detail::separatingAxes(const Shape& a, const Shape& b, const Geom& ga, const Geom& gb,
                                 bool setsMeet, SatFacts* facts, const SatPrep* prepA, const SatPrep* prepB) {
  SatSide sa = satSide(a, ga), sb = satSide(b, gb);
  // Each rounded projection is within 6u (|x| + |y|) of the exact one on the exact axis (u = 2^-53: the
  // unit axis is within 4u of the exact direction, the dot product adds 2u), so a gap between the rounded
  // intervals wider than 20u M (M bounds |x| + |y| + r over both shapes, found while projecting) decides the
  // flag; the exact test runs only inside that band. Axes first (unit normals in column form), then every
  // projection at once, then the flags.
  const int na = sa.axisCount, nb = sb.axisCount;
  const int count = na + nb + (sa.g.kind == Kind::Disk) + (sb.g.kind == Kind::Disk);
  constexpr int kInline = 64;  // columns on the stack; bigger polygons use the heap
  double inlineColumns[7 * kInline];
  std::vector<double> heapColumns;
  double* col = inlineColumns;
  if (count > kInline) heapColumns.resize(7 * static_cast<std::size_t>(count)), col = heapColumns.data();
  double *nx = col, *ny = col + count, *aLo = col + 2 * count, *aHi = col + 3 * count, *bLo = col + 4 * count,
         *bHi = col + 5 * count, *state = col + 6 * count;  // state: 0 clear, 1 apart, 2 unsure
  std::optional<AxisDef> circleAxisDef;  // a circle's vertex axis (last), kept for an exact decision
  auto axisDef = [&](int k) {
    if (k < na) return sa.axis(k);
    if (k < na + nb) return sb.axis(k - na);
    return *circleAxisDef;
  };
  // The axes in runs of columns: one run, or with both shapes prepared a's axes (its own intervals known)
  // and b's, read where they are rather than copied.
  struct Run {
    const double *nx, *ny, *aLo, *aHi, *bLo, *bHi;
    int begin, end;
  };
  Run runs[2];
  int runCount = 1;
  double M;
  if (prepA && prepB && count == na + nb) {  // only a on b's axes and b on a's are left to project
    projectOnAxes(sa.g, prepB->nx, prepB->ny, nb, aLo + na, aHi + na);
    projectOnAxes(sb.g, prepA->nx, prepA->ny, na, bLo, bHi);
    M = std::max(prepA->size, prepB->size);
    runs[0] = {prepA->nx, prepA->ny, prepA->lo, prepA->hi, bLo, bHi, 0, na};
    runs[1] = {prepB->nx - na, prepB->ny - na, aLo, aHi, prepB->lo - na, prepB->hi - na, na, count};
    runCount = 2;
  } else {
    sa.rawNormals(nx, ny);
    sb.rawNormals(nx + na, ny + na);
    if (sa.g.kind == Kind::Disk || sb.g.kind == Kind::Disk) {
      bool diskA = sa.g.kind == Kind::Disk;
      circleAxisDef = diskA ? circleAxis(sa.g.at(0), sb.g) : circleAxis(sb.g.at(0), sa.g);
      Vec2 raw = rawNormal(*circleAxisDef);
      nx[count - 1] = raw.x, ny[count - 1] = raw.y;
    }
    normalizeAxes(nx, ny, count);
    M = std::max(projectOnAxes(sa.g, nx, ny, count, aLo, aHi), projectOnAxes(sb.g, nx, ny, count, bLo, bHi));
    runs[0] = {nx, ny, aLo, aHi, bLo, bHi, 0, count};
  }
  const double band = 20 * 0x1p-53 * M + 1e-290;
  // Each axis's rounded gaps against the band: apart (certainly separating), clear (certainly overlapping
  // interiors), else the exact test decides the flag. Branch-free: the flags of a disjoint pair's axes
  // follow no pattern a branch could predict.
  int apart = 0, clear = 0, unsure = 0, aOut = 0, bOut = 0;  // counts of axes
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    for (int k = u.begin; k < u.end; ++k) {
      double gap1 = u.bLo[k] - u.aHi[k], gap2 = u.aLo[k] - u.bHi[k];
      bool isApart = (gap1 > band) | (gap2 > band), isClear = (gap1 < -band) & (gap2 < -band);
      apart += isApart, clear += isClear, unsure += !isApart & !isClear;
      state[k] = isApart ? 1.0 : (isClear ? 0.0 : 2.0);
      aOut += (u.aHi[k] - u.bHi[k] > band) | (u.bLo[k] - u.aLo[k] > band);  // a reaches past b on this axis
      bOut += (u.bHi[k] - u.aHi[k] > band) | (u.aLo[k] - u.bLo[k] > band);
    }
  }
  if (facts && ga.kind == Kind::Polygon && gb.kind == Kind::Polygon) {
    facts->size = M;
    if (apart > 0) {
      facts->relation = Relation::Disjoint;
      double widest = -1;
      for (int r = 0; r < runCount; ++r)
        for (int k = runs[r].begin; k < runs[r].end; ++k) {
          const Run& u = runs[r];
          double gap1 = u.bLo[k] - u.aHi[k], gap2 = u.aLo[k] - u.bHi[k];
          Vec2 n{u.nx[k], u.ny[k]};
          if (gap1 > widest) widest = gap1, facts->apartAxis = n;
          if (gap2 > widest) widest = gap2, facts->apartAxis = -n;
        }
    }
    if (clear == count) facts->relation = Relation::Overlapping;
    facts->aNotInB = aOut > 0, facts->bNotInA = bOut > 0;
  }
  setsMeet |= clear == count;  // no axis separates
  SatResult out;
  out.axes.resize(static_cast<std::size_t>(count));
  SatAxis* axes = out.axes.data();
  for (int r = 0; r < runCount; ++r) {
    const Run& u = runs[r];
    for (int k = u.begin; k < u.end; ++k) {
      SatAxis& s = axes[k];
      s.owner = k < na ? 'a' : 'b';
      s.separating = !setsMeet & (state[k] == 1.0);
      s.edge = k < na ? k : k - na;
      s.axis = {u.nx[k], u.ny[k]};
      s.aMin = u.aLo[k], s.aMax = u.aHi[k], s.bMin = u.bLo[k], s.bMax = u.bHi[k];
      s.overlap = std::min(s.aMax, s.bMax) - std::max(s.aMin, s.bMin);
    }
  }
  if (count > na + nb) axes[count - 1].owner = sa.g.kind == Kind::Disk ? 'a' : 'b', axes[count - 1].edge = -1;
  if (!setsMeet && unsure > 0)  // only a gap inside the band takes the exact test
    for (int k = 0; k < count; ++k)
      if (state[k] == 2.0) axes[k].separating = detail::overlapSign(sa.g, sb.g, axisDef(k)) < 0;
  if (!setsMeet && apart + unsure > 0)
    for (int k = 0; k < count && out.firstSeparating < 0; ++k)
      if (axes[k].separating) out.firstSeparating = k;
  return out;
}

}  // namespace hitlab
