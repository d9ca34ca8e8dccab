// rounding_check.h — every number of a pair's result held to its exact value rounded once (issue 27), from
// the contract's definitions with rationals and one square root (rounding_oracle.h, rounded_points.h),
// independent of the core. Used by hitlab-rounding-audit, the fuzz_eval harness and RoundingScenes.
//   points     where the outlines meet: edge crossings (rational), circle-edge and circle-circle crossings
//              (a + b sqrt(c)); compared as the sorted, deduplicated set of the rounded exact points
//   distance   disjoint pairs: sqrt of the least squared vertex-edge distance, or sqrt(D) - r (- r2)
//   depth/mtv  circle-circle overlaps: r1 + r2 - sqrt(D), and d (r1 + r2) / sqrt(D) - d; a disk's depth in a
//              rect or polygon: r + the nearest edge line's distance (centre inside), or r - sqrt(D), and its
//              mtv; two areas: the least push over SAT's axes, and push times the unit axis
//   axis       each SAT axis's unit outward normal (rect/polygon pairs): N / sqrt(|e|^2)
//   interval   each SAT axis's interval ends: the extreme w . N over a shape's vertices, / sqrt(|e|^2)
//   overlap    each SAT axis's min(aMax, bMax) - max(aMin, bMin) of those, exactly, / sqrt(|e|^2)
//   circle *   the same for a disk and a rect or polygon: the polygon's normals and the axis towards the
//              nearest vertex, the disk's interval c . N / sqrt(L) -+ r
#pragma once

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "grown_oracle.h"
#include "hitlab/relation.h"
#include "reference.h"
#include "rounded_points.h"
#include "rounding_oracle.h"

namespace hitlab::oracle {

using ref::Q2;

using Num = std::map<std::string, std::pair<long, long>>;  ///< quantity -> (checked, wrong)

inline void check(Num& n, const std::string& quantity, double printed, const Value& exact) {
  auto& [checked, wrong] = n[quantity];
  ++checked;
  const double want = oracle::nearest(exact);
  // The contract's one exception: a positive gap or depth too small for a double is the smallest double.
  if ((quantity == "distance" || quantity == "depth") && want == 0 && printed == DBL_TRUE_MIN) return;
  // ... and an mtv that would round to zero keeps the smallest double in its larger component.
  if (quantity == "mtv" && want == 0 && std::fabs(printed) == DBL_TRUE_MIN) return;
  if (!(printed == want)) {
    ++wrong;
    if (std::getenv("AUDIT_VERBOSE"))
      std::printf("%s: printed %a, exact rounded %a\n", quantity.c_str(), printed, oracle::nearest(exact));
  }
}

// The SAT axes of a rect or polygon pair: vertices in the contract's order, outward normals.
inline std::vector<Q2> satVertices(const Shape& s) {
  std::vector<Q2> out;
  if (auto* r = std::get_if<Rect>(&s))
    for (Vec2 p : rectCorners(*r)) out.push_back(ref::q(p));
  if (auto* g = std::get_if<Polygon>(&s))
    for (Vec2 p : g->points) out.push_back(ref::q(p));
  return out;
}
inline int winding(const std::vector<Q2>& v) {
  mpq_class area = 0;
  for (size_t i = 0; i < v.size(); ++i) area += ref::crs(v[i], v[(i + 1) % v.size()]);
  return sgn(area);
}

/// Holds every number of r, the result of (a, b), to the exact value rounded once; counts into n.
inline void checkEveryNumber(const Shape& a, const Shape& b, const PairResult& r, Num& n) {
  if (!r.error.empty()) return;
  const ref::Set A = ref::toSet(a), B = ref::toSet(b);
  if (ref::grownPair(A, B)) {
    // A capsule's pair: its cores' exact squared distance s and the radii's sum R give the distance
    // sqrt(s) - R and, cores apart, the depth R - sqrt(s); its points from the grown oracle (2000-bit
    // floats).
    const ref::Set GA = ref::grownForm(A), GB = ref::grownForm(B);
    const mpq_class R = GA.grow + GB.grow;
    const bool coresApart = ref::polytopeRelation(GA, GB) == Relation::Disjoint;
    const mpq_class s = coresApart ? ref::polytopesSquare(GA, GB) : mpq_class(0);
    if (r.relation == Relation::Disjoint) check(n, "distance", r.distance, Value{-R, 1, s});
    const bool areas = (GA.grow > 0 || GA.v.size() >= 3) && (GB.grow > 0 || GB.v.size() >= 3);
    if (r.relation == Relation::Overlapping && coresApart && areas)
      check(n, "depth", r.depth, Value{R, -1, s});
    if (GA.v.size() > 1 || GA.grow > 0) {
      if (GB.v.size() > 1 || GB.grow > 0) {
        if (const auto want = hitlab::test::grown_oracle::oraclePoints(a, b);
            want && r.containment != Containment::Equal) {
          auto& [checked, wrong] = n["points"];
          checked += static_cast<long>(want->size());
          wrong += r.points != *want;
        }
      }
    }
    return;
  }
  // Points (none printed where the outlines coincide: equal shapes).
  if (A.disk && B.disk && ref::eq(A.c, B.c) && A.r == B.r) return;  // the same circle: no point set to print
  const std::vector<Vec2> want = oracle::meetingPoints(a, b);
  if (!(a == b)) {
    auto& [checked, wrong] = n["points"];
    checked += static_cast<long>(std::max(want.size(), r.points.size()));
    long missing = 0;
    for (Vec2 p : want)
      if (std::find_if(r.points.begin(), r.points.end(), [&](Vec2 q) { return q.x == p.x && q.y == p.y; }) ==
          r.points.end())
        ++missing;
    long extra = static_cast<long>(r.points.size()) - (static_cast<long>(want.size()) - missing);
    wrong += std::max(missing, extra);
    if (std::max(missing, extra) > 0 && std::getenv("AUDIT_VERBOSE")) {
      std::printf("points of %s:", r.relation == Relation::Disjoint ? "disjoint" : "meeting");
      for (Vec2 p : r.points) std::printf(" (%a, %a)", p.x, p.y);
      std::printf("\n  want:");
      for (Vec2 p : want) std::printf(" (%a, %a)", p.x, p.y);
      std::printf("\n");
    }
  }
  // Distance (disjoint pairs).
  if (r.relation == Relation::Disjoint) {
    if (A.disk && B.disk) {
      const Q2 d = ref::sub(B.c, A.c);
      check(n, "distance", r.distance, Value{-(A.r + B.r), 1, ref::dt(d, d)});
    } else {
      mpq_class best = -1;
      auto consider = [&](const mpq_class& s) {
        if (best < 0 || s < best) best = s;
      };
      if (A.disk || B.disk) {
        const ref::Set &disk = A.disk ? A : B, &x = A.disk ? B : A;
        for (auto& [p, q] : edges(x)) consider(ref::dist2Segment(disk.c, p, q));
        check(n, "distance", r.distance, Value{-disk.r, 1, best});
      } else {
        for (const Q2& p : A.v)
          for (auto& [u, w] : edges(B)) consider(ref::dist2Segment(p, u, w));
        for (const Q2& p : B.v)
          for (auto& [u, w] : edges(A)) consider(ref::dist2Segment(p, u, w));
        check(n, "distance", r.distance, oracle::root(best));
      }
    }
  }
  // Depth and mtv of two circles.
  if (A.disk && B.disk && r.relation == Relation::Overlapping) {
    const Q2 d = ref::sub(B.c, A.c);
    const mpq_class D = ref::dt(d, d), s = A.r + B.r;
    check(n, "depth", r.depth, Value{s, -1, D});
    if (D != 0 && r.mtv) {
      check(n, "mtv", r.mtv->x, Value{-d.x, s * d.x, 1 / D});
      check(n, "mtv", r.mtv->y, Value{-d.y, s * d.y, 1 / D});
    }
  }
  // Depth of a disk and a rect or polygon: r past the nearest edge line when the centre lies in the area
  // (closed), else r less the centre's distance from the outline.
  if (A.disk != B.disk && r.relation == Relation::Overlapping) {
    const ref::Set& disk = A.disk ? A : B;
    const std::vector<Q2> v = satVertices(A.disk ? b : a);
    const int sigma = v.size() >= 3 ? winding(v) : 0;
    if (sigma != 0) {
      bool in = true;
      mpq_class line = -1, outline = -1;
      for (size_t i = 0; i < v.size(); ++i) {
        const Q2 &p = v[i], &q = v[(i + 1) % v.size()], d = ref::sub(q, p);
        const mpq_class side = sigma * ref::crs(d, ref::sub(disk.c, p));  // >= 0: c on the inner side
        in = in && side >= 0;
        const mpq_class l2 = side * side / ref::dt(d, d), s2 = ref::dist2Segment(disk.c, p, q);
        if (line < 0 || l2 < line) line = l2;
        if (outline < 0 || s2 < outline) outline = s2;
      }
      check(n, "depth", r.depth, in ? Value{disk.r, 1, line} : Value{disk.r, -1, outline});
      // Its mtv (the polygon moves): depth times the unit direction out, through the nearest edge line (the
      // first of exact ties) when the centre is in, else away from the nearest point of the outline.
      if (r.mtv) {
        int nearest = -1;
        mpq_class least = -1;
        for (size_t i = 0; i < v.size(); ++i) {
          const Q2 &p = v[i], &q = v[(i + 1) % v.size()], d = ref::sub(q, p);
          const mpq_class side = ref::crs(d, ref::sub(disk.c, p));
          const mpq_class key = in ? side * side / ref::dt(d, d) : ref::dist2Segment(disk.c, p, q);
          if (nearest < 0 || key < least) nearest = static_cast<int>(i), least = key;
        }
        const Q2 &p = v[nearest], &q = v[(nearest + 1) % v.size()], d = ref::sub(q, p);
        const mpq_class t = ref::dt(d, ref::sub(disk.c, p)), L = ref::dt(d, d);
        const int flip = A.disk ? 1 : -1;  // the mtv moves b
        Value mx, my;
        if (!in && (t <= 0 || t >= L)) {  // away from the vertex: (c - v) - r (c - v) / |c - v|
          const Q2 w = ref::sub(disk.c, t <= 0 ? p : q);
          const mpq_class D = ref::dt(w, w);
          mx = Value{flip * w.x, -flip * disk.r * w.x / D, D},
          my = Value{flip * w.y, -flip * disk.r * w.y / D, D};
        } else {  // along the outward normal N: (s N - r N |N|) / L, s = (c - p) . N
          const Q2 N{sigma * d.y, -sigma * d.x};
          const mpq_class s = ref::dt(ref::sub(disk.c, p), N);
          mx = Value{flip * s * N.x / L, -flip * disk.r * N.x / L, L};
          my = Value{flip * s * N.y / L, -flip * disk.r * N.y / L, L};
        }
        check(n, "mtv", r.mtv->x, mx);
        check(n, "mtv", r.mtv->y, my);
      }
    }
  }
  // SAT of a disk and a rect or polygon (as "circle axis", "circle interval", "circle overlap"): the
  // polygon's edge normals and the axis from the centre towards the nearest vertex (the first of exact
  // ties); on a unit axis N / sqrt(L) the disk projects to c . N / sqrt(L) -+ r.
  if (r.sat && A.disk != B.disk) {
    const ref::Set& disk = A.disk ? A : B;
    const std::vector<Q2> v = satVertices(A.disk ? b : a);
    const int sigma = v.size() >= 3 ? winding(v) : 0;
    if (sigma == 0) return;
    const char polygonOwner = A.disk ? 'b' : 'a';
    // a + b sqrt(c) values sharing one c, compared exactly.
    auto less = [](const Value& x, const Value& y) { return oracle::signOf(x.a - y.a, x.b - y.b, x.c) < 0; };
    for (const SatAxis& ax : r.sat->axes) {
      Q2 N;
      if (ax.edge >= 0 && ax.owner == polygonOwner && ax.edge < static_cast<int>(v.size())) {
        const Q2 e = ref::sub(v[(ax.edge + 1) % v.size()], v[ax.edge]);
        N = Q2{sigma * e.y, -sigma * e.x};
      } else if (ax.edge < 0) {
        size_t best = 0;
        for (size_t i = 1; i < v.size(); ++i) {
          const Q2 di = ref::sub(v[i], disk.c), db = ref::sub(v[best], disk.c);
          if (ref::dt(di, di) < ref::dt(db, db)) best = i;
        }
        N = ref::sub(v[best], disk.c);
      } else {
        continue;
      }
      const mpq_class L = ref::dt(N, N);
      if (L == 0) continue;
      const mpq_class invL = 1 / L;
      check(n, "circle axis", ax.axis.x, Value{0, N.x, invL});
      check(n, "circle axis", ax.axis.y, Value{0, N.y, invL});
      mpq_class lo = ref::dt(v[0], N), hi = lo;
      for (const Q2& p : v)
        lo = std::min(lo, mpq_class(ref::dt(p, N))), hi = std::max(hi, mpq_class(ref::dt(p, N)));
      const mpq_class cN = ref::dt(disk.c, N);
      const Value pLo{0, lo, invL}, pHi{0, hi, invL}, dLo{-disk.r, cN, invL}, dHi{disk.r, cN, invL};
      const Value &aLo = A.disk ? dLo : pLo, &aHi = A.disk ? dHi : pHi, &bLo = A.disk ? pLo : dLo,
                  &bHi = A.disk ? pHi : dHi;
      check(n, "circle interval", ax.aMin, aLo);
      check(n, "circle interval", ax.aMax, aHi);
      check(n, "circle interval", ax.bMin, bLo);
      check(n, "circle interval", ax.bMax, bHi);
      const Value &top = less(aHi, bHi) ? aHi : bHi, &bottom = less(aLo, bLo) ? bLo : aLo;
      check(n, "circle overlap", ax.overlap, Value{top.a - bottom.a, top.b - bottom.b, invL});
    }
  }
  // SAT of rect/polygon pairs.
  if (r.sat && !A.disk && !B.disk) {
    const std::vector<Q2> va = satVertices(a), vb = satVertices(b);
    if (va.size() < 3 || vb.size() < 3 || winding(va) == 0 || winding(vb) == 0) return;
    // Depth and mtv of overlapping areas: the least push over the axes (a's interval end past b's, or b's
    // past a's: X / sqrt(L)), the first of exact ties with the candidates in SAT's order, each axis's push
    // "b moves along +axis" first when the axis's owner winds counter-clockwise; mtv +-X N / L.
    struct Push {
      mpq_class X, L;
      Q2 N;
      int direction;
    };
    std::vector<Push> pushes;
    for (const SatAxis& ax : r.sat->axes) {
      const std::vector<Q2>& v = ax.owner == 'a' ? va : vb;
      if (ax.edge < 0 || ax.edge >= static_cast<int>(v.size())) continue;
      const Q2 e = ref::sub(v[(ax.edge + 1) % v.size()], v[ax.edge]);
      const mpq_class L = ref::dt(e, e);
      if (L == 0) continue;
      const int sigma = winding(v);
      const Q2 N{sigma * e.y, -sigma * e.x};
      const mpq_class invL = 1 / L;
      check(n, "axis", ax.axis.x, Value{0, N.x, invL});
      check(n, "axis", ax.axis.y, Value{0, N.y, invL});
      auto range = [&](const std::vector<Q2>& w, mpq_class& lo, mpq_class& hi) {
        lo = hi = ref::dt(w[0], N);
        for (const Q2& p : w)
          lo = std::min(lo, mpq_class(ref::dt(p, N))), hi = std::max(hi, mpq_class(ref::dt(p, N)));
      };
      mpq_class aLo, aHi, bLo, bHi;
      range(va, aLo, aHi), range(vb, bLo, bHi);
      check(n, "interval", ax.aMin, Value{0, aLo, invL});
      check(n, "interval", ax.aMax, Value{0, aHi, invL});
      check(n, "interval", ax.bMin, Value{0, bLo, invL});
      check(n, "interval", ax.bMax, Value{0, bHi, invL});
      check(n, "overlap", ax.overlap, Value{0, mpq_class(std::min(aHi, bHi) - std::max(aLo, bLo)), invL});
      const Push aPast{aHi - bLo, L, N, 1}, bPast{bHi - aLo, L, N, -1};
      pushes.push_back(sigma > 0 ? aPast : bPast);
      pushes.push_back(sigma > 0 ? bPast : aPast);
    }
    if (r.relation != Relation::Overlapping || pushes.size() != 2 * r.sat->axes.size()) return;
    const Push* best = &pushes[0];
    for (const Push& p : pushes)  // X / sqrt(L) < X' / sqrt(L'), both positive
      if (p.X * p.X * best->L < best->X * best->X * p.L) best = &p;
    check(n, "depth", r.depth, Value{0, best->X, 1 / best->L});
    if (!r.mtv) {
      ++n["mtv"].first, ++n["mtv"].second;  // an overlap of areas without an mtv
      return;
    }
    check(n, "mtv", r.mtv->x, oracle::rational(best->direction * best->X * best->N.x / best->L));
    check(n, "mtv", r.mtv->y, oracle::rational(best->direction * best->X * best->N.y / best->L));
  }
}

}  // namespace hitlab::oracle
