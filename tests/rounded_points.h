// rounded_points.h — where two shapes' outlines meet, exactly, each coordinate rounded by the oracle
// (rounding_oracle.h): the points evaluate() must print (issue 27), independent of the core. Edge crossings
// are rational (the ends of a shared piece where edges are collinear), circle-edge and circle-circle
// crossings a + b sqrt(c); the set is sorted and deduplicated after rounding, as the contract says. Used by
// hitlab-rounding-audit and the fuzz_eval harness.
#pragma once

#include <algorithm>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "grown_oracle.h"
#include "reference.h"
#include "rounding_oracle.h"

namespace hitlab::oracle {

using ref::Q2;

// Edges of an outline: a point (one degenerate edge), a segment, or a closed polygon.
inline std::vector<std::pair<Q2, Q2>> edges(const ref::Set& s) {
  std::vector<std::pair<Q2, Q2>> out;
  if (s.v.size() == 1) out.push_back({s.v[0], s.v[0]});
  if (s.v.size() == 2) out.push_back({s.v[0], s.v[1]});
  if (s.v.size() >= 3)
    for (size_t i = 0; i < s.v.size(); ++i) out.push_back({s.v[i], s.v[(i + 1) % s.v.size()]});
  return out;
}
inline bool onSegment(const Q2& p, const Q2& a, const Q2& b) {
  if (ref::crs(ref::sub(b, a), ref::sub(p, a)) != 0) return false;
  return ref::dt(ref::sub(p, a), ref::sub(p, b)) <= 0;
}

using Pt = std::pair<Value, Value>;  // an exact point, each coordinate a + b sqrt(c)
inline void segmentCrossings(const Q2& p0, const Q2& p1, const Q2& q0, const Q2& q1, std::vector<Pt>& out) {
  const Q2 r = ref::sub(p1, p0), s = ref::sub(q1, q0);
  const mpq_class den = ref::crs(r, s);
  if (den != 0) {
    const mpq_class t = ref::crs(ref::sub(q0, p0), s) / den, u = ref::crs(ref::sub(q0, p0), r) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) {
      const Q2 x = ref::lerp(p0, p1, t);
      out.push_back({rational(x.x), rational(x.y)});
    }
    return;
  }
  for (const Q2& c : {p0, p1, q0, q1})
    if (onSegment(c, p0, p1) && onSegment(c, q0, q1)) out.push_back({rational(c.x), rational(c.y)});
}
inline void circleEdgeCrossings(const Q2& c, const mpq_class& r, const Q2& a, const Q2& b,
                                std::vector<Pt>& out) {
  const Q2 d = ref::sub(b, a), w = ref::sub(a, c);
  const mpq_class L = ref::dt(d, d);
  if (L == 0) {
    if (ref::dt(w, w) == r * r) out.push_back({rational(a.x), rational(a.y)});
    return;
  }
  const mpq_class B = ref::dt(d, w), C = ref::dt(w, w) - r * r, disc = B * B - L * C;
  if (disc < 0) return;
  for (int sign : {-1, 1}) {
    // t = (-B + sign sqrt(disc)) / L within [0, 1]
    const mpq_class a0 = -B / L, b0 = mpq_class(sign) / L;
    if (signOf(a0, b0, disc) < 0 || signOf(a0 - 1, b0, disc) > 0) continue;
    out.push_back({Value{a.x + a0 * d.x, b0 * d.x, disc}, Value{a.y + a0 * d.y, b0 * d.y, disc}});
  }
}
inline void circleCircleCrossings(const ref::Set& A, const ref::Set& B, std::vector<Pt>& out) {
  const Q2 d = ref::sub(B.c, A.c);
  const mpq_class D = ref::dt(d, d), s = A.r + B.r, t = A.r - B.r;
  const mpq_class f1 = s * s - D, f2 = D - t * t;
  if (D == 0 || f1 < 0 || f2 < 0) return;
  const mpq_class along = (D + A.r * A.r - B.r * B.r) / (2 * D), H2 = f1 * f2 / (4 * D * D);
  for (int sign : {-1, 1})
    out.push_back({Value{A.c.x + along * d.x, -sign * d.y, H2}, Value{A.c.y + along * d.y, sign * d.x, H2}});
}
inline std::vector<Vec2> roundedPoints(const std::vector<Pt>& pts) {
  std::vector<Vec2> out;
  for (const Pt& p : pts) out.push_back({nearest(p.first), nearest(p.second)});
  auto less = [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); };
  std::sort(out.begin(), out.end(), less);
  out.erase(std::unique(out.begin(), out.end(), [](Vec2 u, Vec2 w) { return u.x == w.x && u.y == w.y; }),
            out.end());
  return out;
}

/// The rounded meeting points of a and b (valid shapes), as evaluate() must print them.
inline std::vector<Vec2> meetingPoints(const Shape& a, const Shape& b) {
  // Two areas with one outline (equal point sets: two equal circles, or a rect and a polygon, or polygons
  // listing the same vertices differently): the contract prints no points.
  auto area = [](const Shape& s) {
    return !std::holds_alternative<Point>(s) && !std::holds_alternative<Segment>(s);
  };
  if (area(a) && area(b) && ref::containment(a, b) == Containment::Equal) return {};
  const ref::Set A = ref::toSet(a), B = ref::toSet(b);
  if (ref::grownPair(A, B)) {
    // A capsule's pair: the grown oracle (2000-bit floats); a point is on the outline when they touch.
    for (const Shape* s : {&a, &b})
      if (auto* p = std::get_if<Point>(s))
        return ref::relation(a, b) == Relation::Touching ? std::vector<Vec2>{p->p} : std::vector<Vec2>{};
    return hitlab::test::grown_oracle::oraclePoints(a, b).value_or(std::vector<Vec2>{});
  }
  std::vector<Pt> pts;
  if (A.disk && B.disk) {
    circleCircleCrossings(A, B, pts);
  } else if (A.disk || B.disk) {
    const ref::Set& disk = A.disk ? A : B;
    for (auto& [p, q] : edges(A.disk ? B : A)) circleEdgeCrossings(disk.c, disk.r, p, q, pts);
  } else {
    for (auto& [p, q] : edges(A))
      for (auto& [u, w] : edges(B)) segmentCrossings(p, q, u, w, pts);
  }
  return roundedPoints(pts);
}

}  // namespace hitlab::oracle

namespace hitlab::oracle {

/// The distance of two apart shapes without a disk, exactly (the least vertex-to-outline distance both
/// ways), rounded once by the oracle: what evaluate() prints for a pair with a point or a segment.
inline double polytopeDistance(const Shape& a, const Shape& b) {
  const ref::Set A = ref::toSet(a), B = ref::toSet(b);
  mpq_class best = -1;
  for (const auto& [from, to] : {std::pair{&A, &B}, std::pair{&B, &A}})
    for (const Q2& p : from->v)
      for (auto& [u, w] : edges(*to)) {
        const mpq_class s = ref::dist2Segment(p, u, w);
        if (best < 0 || s < best) best = s;
      }
  return nearest(root(best));
}

/// The distance evaluate() prints for two apart shapes, where issue 27 has made it the exact value rounded
/// once: every pair but two areas without a disk (rects and polygons: nothing then).
inline std::optional<double> roundedDistance(const Shape& a, const Shape& b) {
  const ref::Set A = ref::toSet(a), B = ref::toSet(b);
  if (ref::grownPair(A, B)) {  // (a capsule's pair: the cores' distance less the radii)
    const ref::Set GA = ref::grownForm(A), GB = ref::grownForm(B);
    return nearest(Value{-(GA.grow + GB.grow), 1, ref::polytopesSquare(GA, GB)});
  }
  if (A.disk && B.disk) {
    const Q2 d = ref::sub(B.c, A.c);
    return nearest(Value{-(A.r + B.r), 1, ref::dt(d, d)});
  }
  if (A.disk || B.disk) {
    const ref::Set &disk = A.disk ? A : B, &x = A.disk ? B : A;
    mpq_class best = -1;
    for (auto& [p, q] : edges(x)) {
      const mpq_class s = ref::dist2Segment(disk.c, p, q);
      if (best < 0 || s < best) best = s;
    }
    return nearest(Value{-disk.r, 1, best});
  }
  if (A.v.size() >= 3 && B.v.size() >= 3) return std::nullopt;
  return polytopeDistance(a, b);
}

/// The depth evaluate() prints for a disk and a rect or polygon that overlap, the exact value rounded once:
/// r past the nearest edge line when the centre lies in the area (closed), else r less the centre's distance
/// from the outline; nothing for other pairs.
inline std::optional<double> roundedDiskDepth(const Shape& a, const Shape& b) {
  const ref::Set A = ref::toSet(a), B = ref::toSet(b);
  if (A.disk == B.disk || ref::grownPair(A, B)) return std::nullopt;  // (a capsule's: rounding_check.h)
  const ref::Set &disk = A.disk ? A : B, &x = A.disk ? B : A;
  if (x.v.size() < 3) return std::nullopt;
  bool in = true;
  mpq_class line = -1, outline = -1;
  for (auto& [p, q] : edges(x)) {  // (toSet lists a polygon counter-clockwise)
    const Q2 d = ref::sub(q, p);
    const mpq_class side = ref::crs(d, ref::sub(disk.c, p)), l2 = side * side / ref::dt(d, d);
    const mpq_class s2 = ref::dist2Segment(disk.c, p, q);
    in = in && side >= 0;
    if (line < 0 || l2 < line) line = l2;
    if (outline < 0 || s2 < outline) outline = s2;
  }
  return nearest(in ? Value{disk.r, 1, line} : Value{disk.r, -1, outline});
}

}  // namespace hitlab::oracle
