// filtered_disk_toi.cpp — the time of impact of a disk and a convex polygon without radius, a segment or a
// point (motion/filtered_toi.h), decided in doubles with rigorous bounds (exact::Fl), its numbers rounded
// from double-doubles.
//
// In the polygon's frame the disk's centre c moves by w (the disk's motion less the polygon's). They meet
// while the centre is within R (the disk's radius) of the polygon: one interval [T0, T1] of times, those at
// which it is inside the capsule around some edge (the capsules and the polygon make the grown polygon, and
// the centre enters the polygon only across an edge; a segment's one edge is its capsule, a point has only
// its vertex disk). A capsule's times are the hull of its end disks' (the
// roots of U t^2 + 2 B t + C with U = |w|^2, B = w.(c - v), C = |c - v|^2 - R^2) and its band's (across:
// the offset lines n.(c + t w - e0) = +-R |n|; along: the edge's ends), so T0 is the least entering time
// of every vertex disk and every band, T1 the largest leaving one. The one that enters first gives the
// contact: a vertex (its disk), or the foot of the centre on an edge (its band's offset line: the band's
// own ends could only win together with a vertex disk, a tie this path leaves to the rationals).
#include <cmath>
#include <optional>
#include <utility>

#include "motion/bounded.h"
#include "motion/filtered_toi.h"
#include "pairs/scaling.h"

namespace hitlab::detail {

namespace {

using namespace toi;

// One feature's times: a vertex disk's, or a band's (`side`: the offset line it enters across, +1 or -1 times
// R |n| from the edge's line along n = perp(e1 - e0); 0 when it enters across an end of the band).
struct Feature {
  Fl enter, leave;
  int vertex = -1, edge = -1, side = 0;
};

// Within [lo, hi] for f + t g, or always (nothing set), or never (false): g's sign certain or exactly zero.
struct Slab {
  bool never = false;
  std::optional<Fl> lo, hi;
};
std::optional<Slab> slab(const Fl& f, const Fl& g, const Fl& lo, const Fl& hi, bool gIsZero) {
  Slab s;
  if (gIsZero) {
    const Sign above = signOf(f - lo), below = signOf(hi - f);
    if (!above.certain || !below.certain || above.s == 0 || below.s == 0) return std::nullopt;
    s.never = above.s < 0 || below.s < 0;
    return s;
  }
  Fl first, last;
  if (!exact::quotient(lo - f, g, first) || !exact::quotient(hi - f, g, last)) return std::nullopt;
  if (g.v < 0) std::swap(first, last);
  s.lo = first, s.hi = last;
  return s;
}

// x before y (certain), or none.
std::optional<bool> before(const Fl& x, const Fl& y) {
  const Sign c = screen(x.v, x.e, y.v, y.e);
  if (!c.certain) return std::nullopt;
  return c.s < 0;
}

// n / d rounded once; an exact zero stays an exact zero.
bool roundedQuotient(const DD& n, const DD& d, double& out) {
  if (n.exactZero()) return out = 0, true;
  double hi, lo, e;
  return exact::quotient(n, d, hi, lo, e) && exact::roundsToOne(hi, lo, e, out);
}
bool quotientDD(const DD& n, const DD& d, DD& out) {
  double hi, lo, e;
  if (!exact::quotient(n, d, hi, lo, e)) return false;
  out = DD(hi, lo, e);
  return true;
}

}  // namespace

std::optional<TimeOfImpact> filteredDiskPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) {
  const auto* circleA = std::get_if<Circle>(&a);
  const bool diskIsA = circleA != nullptr;
  const auto* disk = diskIsA ? circleA : std::get_if<Circle>(&b);
  if (!disk || !(disk->radius > 0)) return std::nullopt;
  const std::optional<Geom> poly = polygonGeom(diskIsA ? b : a, Cores::Any);
  if (!poly || !inComfortableRange(magnitude(a), magnitude(b)) || !motionsInRange(va, vb))
    return std::nullopt;
  const Vec2 c = disk->center, vDisk = diskIsA ? va : vb, vPoly = diskIsA ? vb : va;
  const Fl R(disk->radius), wx = Fl(vDisk.x) - Fl(vPoly.x), wy = Fl(vDisk.y) - Fl(vPoly.y);
  if (wx.v == 0 && wy.v == 0) return std::nullopt;  // (standing still: the rationals take evaluate's word)

  // Every vertex disk's and every band's times; the first to enter and the last to leave.
  const Fl U = wx * wx + wy * wy, RR = R * R;
  std::optional<Feature> first, last;
  const auto take = [&](const Feature& f) {
    if (!first) return first = f, last = f, true;
    const std::optional<bool> earlier = before(f.enter, first->enter), later = before(last->leave, f.leave);
    if (!earlier || !later) return false;  // (a tie, or too near to tell: the rationals)
    if (*earlier) first = f;
    if (*later) last = f;
    return true;
  };
  const Geom& g = *poly;
  for (int i = 0; i < g.n; ++i) {
    const Vec2 v = g.at(i);
    const Fl qx = Fl(c.x) - Fl(v.x), qy = Fl(c.y) - Fl(v.y);
    const Fl B = wx * qx + wy * qy, C = qx * qx + qy * qy - RR, disc = B * B - U * C;
    const Sign sd = signOf(disc);
    if (!sd.certain || sd.s == 0) return std::nullopt;  // (grazing the vertex's disk)
    if (sd.s < 0) continue;
    Fl root, enter, leave;
    if (!exact::squareRoot(disc, root) || !exact::quotient(-B - root, U, enter) ||
        !exact::quotient(root - B, U, leave))
      return std::nullopt;
    if (!take(Feature{enter, leave, i, -1, 0})) return std::nullopt;
  }
  for (int j = 0; j < g.edgeCount(); ++j) {
    const Vec2 e0 = g.edgeFrom(j), e1 = g.edgeTo(j);
    const Fl dx = Fl(e1.x) - Fl(e0.x), dy = Fl(e1.y) - Fl(e0.y), qx = Fl(c.x) - Fl(e0.x),
             qy = Fl(c.y) - Fl(e0.y);
    const Fl L = dx * dx + dy * dy, across = dx * wy - dy * wx, along = dx * wx + dy * wy;
    Fl rootL;
    if (!exact::squareRoot(L, rootL)) return std::nullopt;
    const Fl reach = R * rootL;
    // (a motion along or across the edge: its sign is the exact test's, zero on grids)
    const Sign sAcross = signOf(across), sAlong = signOf(along);
    const bool acrossZero = !sAcross.certain && parallel(e0, e1, vPoly, vDisk);
    const bool alongZero = !sAlong.certain && perpendicular(e0, e1, vPoly, vDisk);
    if ((!sAcross.certain && !acrossZero) || (!sAlong.certain && !alongZero)) return std::nullopt;
    const std::optional<Slab> n =
        slab(qy * dx - qx * dy, across, -reach, reach, acrossZero || sAcross.s == 0);
    const std::optional<Slab> d = slab(qx * dx + qy * dy, along, Fl(0), L, alongZero || sAlong.s == 0);
    if (!n || !d) return std::nullopt;
    if (n->never || d->never) continue;
    // The band's times: the later start, the earlier end (a motion has a non-zero part across or along).
    Feature f;
    f.edge = j;
    if (n->lo && d->lo) {
      const std::optional<bool> acrossFirst = before(n->lo.value(), d->lo.value());
      if (!acrossFirst) return std::nullopt;
      f.enter = *acrossFirst ? *d->lo : *n->lo;
      f.side = *acrossFirst ? 0 : (across.v > 0 ? -1 : 1);
    } else {
      f.enter = n->lo ? *n->lo : *d->lo;
      f.side = n->lo ? (across.v > 0 ? -1 : 1) : 0;
    }
    if (n->hi && d->hi) {
      const std::optional<bool> acrossLast = before(d->hi.value(), n->hi.value());
      if (!acrossLast) return std::nullopt;
      f.leave = *acrossLast ? *d->hi : *n->hi;
    } else {
      f.leave = n->hi ? *n->hi : *d->hi;
    }
    const std::optional<bool> empty = before(f.leave, f.enter);
    if (!empty) return std::nullopt;
    if (*empty) continue;
    if (!take(f)) return std::nullopt;
  }

  TimeOfImpact out;                               // (kind None, disjoint at the end)
  if (!first) return ++tFilteredToiAnswers, out;  // never within R of the polygon
  const std::optional<bool> meets = before(first->enter, last->leave);
  if (!meets || !*meets) return std::nullopt;  // (an instant: the rationals)
  const Fl &T0 = first->enter, &T1 = last->leave;
  const std::optional<StepVerdict> step = stepVerdict(screen(T0.v, T0.e, 0, 0), screen(T1.v, T1.e, 0, 0),
                                                      screen(T0.v, T0.e, 1, 0), screen(T1.v, T1.e, 1, 0));
  if (!step) return std::nullopt;
  if (settledWithoutContact(*step, a, b, out)) return ++tFilteredToiAnswers, out;

  // The contact at T0, in double-doubles from exact differences.
  const DD Wx = exactDifference(vDisk.x, vPoly.x), Wy = exactDifference(vDisk.y, vPoly.y), Rd(disk->radius);
  DD T;
  double t;
  Vec2 point, normal;
  if (first->vertex >= 0) {  // at a vertex: its disk's smaller root
    const Vec2 v = g.at(first->vertex);
    const DD qx = exactDifference(c.x, v.x), qy = exactDifference(c.y, v.y);
    const DD UU = Wx * Wx + Wy * Wy, B = Wx * qx + Wy * qy, C = qx * qx + qy * qy - Rd * Rd;
    DD root;
    if (!exact::squareRoot(B * B - UU * C, root) || !quotientDD(-B - root, UU, T) || !roundedSum(T, t) ||
        !movedVertex(v, T, vPoly, point))
      return std::nullopt;
    // from the centre to the vertex, over R (its length at T)
    if (!roundedQuotient(exactDifference(v.x, c.x) - T * Wx, Rd, normal.x) ||
        !roundedQuotient(exactDifference(v.y, c.y) - T * Wy, Rd, normal.y))
      return std::nullopt;
  } else {  // along an edge: the band's offset line on `side`
    if (first->side == 0) return std::nullopt;
    const Vec2 e0 = g.edgeFrom(first->edge), e1 = g.edgeTo(first->edge);
    const DD nx = -exactDifference(e1.y, e0.y), ny = exactDifference(e1.x, e0.x);
    const DD qx = exactDifference(c.x, e0.x), qy = exactDifference(c.y, e0.y);
    DD rootL, ux, uy;
    if (!exact::squareRoot(nx * nx + ny * ny, rootL)) return std::nullopt;
    const DD side(first->side), across = nx * Wx + ny * Wy;
    if (!quotientDD(side * Rd * rootL - (nx * qx + ny * qy), across, T) || !roundedSum(T, t) ||
        !quotientDD(nx, rootL, ux) || !quotientDD(ny, rootL, uy))
      return std::nullopt;
    // the foot of the centre: c + T vDisk - side R n / |n| in the world
    if (!roundedSum(DD(c.x) + T * DD(vDisk.x) - side * Rd * ux, point.x) ||
        !roundedSum(DD(c.y) + T * DD(vDisk.y) - side * Rd * uy, point.y) || !unit(nx, ny, normal))
      return std::nullopt;
    if (first->side > 0) normal = opposite(normal);  // (from the centre towards the edge: -side n)
  }
  out.kind = step->entering ? ImpactCase::Entering : ImpactCase::Grazing;
  out.t = t;
  out.points = {point};
  out.normal = diskIsA ? normal : opposite(normal);  // from a towards b
  out.tunnels = out.atEnd == Relation::Disjoint;
  return ++tFilteredToiAnswers, out;
}

}  // namespace hitlab::detail
