// tiny_lengths.cpp — distances and depths that are tiny next to the pair's size, recomputed from exact
// values (tiny_lengths.h: refineTinyLengths).
//
// The pair families round their lengths to within a few ulps of the pair's size S. A length below 2^-16 S
// would keep too few correct digits that way (a gap of 1e-33 between shapes of size 1 rounds to 0), so it is
// worked out again here: the nearest features found by comparing exact squared lengths, and the length
// rounded from its exact square, or from an exact difference of squares where it is a difference next to a
// radius (d - r = (d^2 - r^2) / (d + r)), so nothing cancels. Rare by nature: near-touching pairs only.
#include "pairs/tiny_lengths.h"
#include "exact/exact.h"
#include "exact/rounding.h"

#include <gmpxx.h>

#include <cfloat>
#include <cmath>

#include "pairs/point_set.h"
#include "pairs/predicates.h"

namespace hitlab::detail {

namespace {

using Q = mpq_class;
using QV = exact::V2<mpq_class>;

QV q(Vec2 p) { return exact::lift<Q>(p); }
Q dotQ(const QV& a, const QV& b) { return a.x * b.x + a.y * b.y; }
Q crossQ(const QV& a, const QV& b) { return a.x * b.y - a.y * b.x; }

// The binary exponent e with 2^(e-1) < |x| < 2^(e+1) for a non-zero rational.
long roughExponent(const Q& x) {
  return static_cast<long>(mpz_sizeinbase(x.get_num_mpz_t(), 2)) -
         static_cast<long>(mpz_sizeinbase(x.get_den_mpz_t(), 2));
}

// x times 2^k, exactly.
Q timesPowerOfTwo(const Q& x, long k) {
  Q out;
  if (k >= 0)
    mpq_mul_2exp(out.get_mpq_t(), x.get_mpq_t(), static_cast<mp_bitcnt_t>(k));
  else
    mpq_div_2exp(out.get_mpq_t(), x.get_mpq_t(), static_cast<mp_bitcnt_t>(-k));
  return out;
}

}  // namespace

SegmentSquare squareToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const QV P = q(p), A = q(a), B = q(b), d = B - A, w = P - A;
  const Q t = dotQ(d, w);
  if (a == b || sgn(t) <= 0) return {dotQ(w, w), false, a};
  const Q L = dotQ(d, d);
  if (t >= L) {
    const QV v = P - B;
    return {dotQ(v, v), false, b};
  }
  const Q c = crossQ(d, w);
  return {Q(c * c / L), true, a};
}

namespace {

// The nearest feature of a polytope Geom's outline to p: its exact squared distance, the edge, and where.
struct Nearest {
  SegmentSquare at;
  int edge = 0;
};
Nearest nearestOnOutline(Vec2 p, const Geom& g) {
  Nearest best{squareToSegment(p, g.edgeFrom(0), g.edgeTo(0)), 0};
  for (int i = 1; i < g.outlineCount(); ++i) {
    SegmentSquare s = squareToSegment(p, g.edgeFrom(i), g.edgeTo(i));
    if (s.square < best.at.square) best = {std::move(s), i};
  }
  return best;
}

// The unit outward normal of a polygon's edge i.
Vec2 outwardNormal(const Geom& g, int i) {
  return normalized(g.winding * rightPerp(g.edgeTo(i) - g.edgeFrom(i)));
}

// Disjoint polytopes (points, segments, polygons): the least exact distance from a vertex of one to the
// other's outline, both ways.
double polytopeDistance(const Geom& a, const Geom& b) {
  Q best = -1;
  for (const auto& [from, to] : {std::pair{&a, &b}, std::pair{&b, &a}})
    for (int i = 0; i < from->n; ++i) {
      const Q s = nearestOnOutline(from->at(i), *to).at.square;
      if (best < 0 || s < best) best = s;
    }
  return sgn(best) > 0 ? exact::nearestSumRoot(0, 1, best) : 0;  // (rounded once)
}

// Two overlapping polygons: the least push along an edge normal of either (both ways), compared exactly;
// the mtv moves b. Pushes along the normal n of an edge: max over a of v.n - min over b of v.n (b moves
// along +n), or the same with a and b exchanged (b moves along -n), each over |n|.
void polygonDepth(const Geom& a, const Geom& b, double& depth, Vec2& move) {
  bool found = false;
  Q bestN, bestL;  // the least push so far is bestN / sqrt(bestL)
  Vec2 bestMove;
  auto extremes = [](const Geom& g, const QV& n, Q& lo, Q& hi) {
    for (int i = 0; i < g.n; ++i) {
      const Q t = dotQ(q(g.at(i)), n);
      if (i == 0 || t < lo) lo = t;
      if (i == 0 || t > hi) hi = t;
    }
  };
  for (const Geom* owner : {&a, &b})
    for (int i = 0; i < owner->n; ++i) {
      const QV e = q(owner->edgeTo(i)) - q(owner->edgeFrom(i));
      const QV n{Q(owner->winding * e.y), Q(-owner->winding * e.x)};
      const Q L = dotQ(n, n);
      Q aLo, aHi, bLo, bHi;
      extremes(a, n, aLo, aHi), extremes(b, n, bLo, bHi);
      const Vec2 unit = outwardNormal(*owner, i);
      for (int way : {1, -1}) {
        const Q N = way > 0 ? Q(aHi - bLo) : Q(bHi - aLo);
        if (found && N * N * bestL >= bestN * bestN * L) continue;  // (both pushes are positive)
        found = true, bestN = N, bestL = L;
        bestMove = way > 0 ? unit : -unit;
      }
    }
  depth = exact::nearestSumRoot(0, 1, Q(bestN * bestN / bestL));  // (rounded once)
  move = bestMove;
}

// A disk (c, radius) and a polygon that overlap: the shortest push of the disk out, as a length and a unit
// direction to move the disk.
void circlePolygonPush(Vec2 c, double radius, const Geom& g, double& depth, Vec2& dir) {
  const Q R(radius);
  if (inPolygon(g, c)) {  // the nearest edge line, then out past it by the radius
    Q best = -1;
    int edge = 0;
    for (int i = 0; i < g.n; ++i) {
      const QV A = q(g.edgeFrom(i)), d = q(g.edgeTo(i)) - A, w = q(c) - A;
      const Q cr = crossQ(d, w), s = cr * cr / dotQ(d, d);
      if (best < 0 || s < best) best = s, edge = i;
    }
    depth = exact::nearestSumRoot(R, 1, best);  // sqrt(best) + r, rounded once
    dir = outwardNormal(g, edge);
    return;
  }
  const Nearest near = nearestOnOutline(c, g);
  depth = exact::nearestSumRoot(R, -1, near.at.square);  // r - sqrt(D), rounded once
  dir = near.at.interior ? outwardNormal(g, near.edge) : normalized(c - near.at.end);
}

}  // namespace

Vec2 awayFromNearest(Vec2 c, const Geom& polygon) {
  const Nearest near = nearestOnOutline(c, polygon);
  return near.at.interior ? outwardNormal(polygon, near.edge) : normalized(c - near.at.end);
}

double toDouble(const mpq_class& x) { return exact::nearest(x); }

double rootOfRational(const mpq_class& x) {
  if (sgn(x) <= 0) return 0;
  const long e = roughExponent(x), half = e >= 0 ? e / 2 : -((1 - e) / 2);
  const double m = timesPowerOfTwo(x, -2 * half).get_d();
  return std::ldexp(std::sqrt(m), static_cast<int>(std::max(-2000L, std::min(2000L, half))));
}

void refineTinyLengthsExactly(const Geom& a, const Geom& b, double size, PairResult& r) {
  if (a.kind == ShapeType::Capsule || b.kind == ShapeType::Capsule) {
    // (pair_capsule.cpp rounds every length once from its exact value; a gap too small for a double is
    // still a gap)
    if (r.relation == Relation::Disjoint && !(r.distance > 0)) r.distance = DBL_TRUE_MIN;
    return;
  }
  constexpr double kSmall = 0x1p-16;
  const double small = size * kSmall;
  if (r.relation == Relation::Disjoint && r.distance < small) {
    const bool diskA = a.kind == ShapeType::Circle, diskB = b.kind == ShapeType::Circle;
    // (Two disks: already the exact gap rounded once, pair_circle.cpp.)
    if (diskA != diskB) {
      const Geom &disk = diskA ? a : b, &x = diskA ? b : a;
      // (dist(c, X) - r rounded once from the exact nearest square.)
      r.distance = exact::nearestSumRoot(-Q(disk.r), 1, nearestOnOutline(disk.at(0), x).at.square);
    } else if (!diskA) {
      r.distance = polytopeDistance(a, b);
    }
    if (!(r.distance > 0)) r.distance = DBL_TRUE_MIN;  // a gap too small for a double is still a gap
    return;
  }
  const bool areas = (a.kind == ShapeType::Circle || a.kind == ShapeType::Polygon) &&
                     (b.kind == ShapeType::Circle || b.kind == ShapeType::Polygon);
  if (r.relation != Relation::Overlapping || !areas || r.depth >= small) return;
  Vec2 move;  // the unit direction b moves in
  if (a.kind == ShapeType::Circle && b.kind == ShapeType::Circle) {
    // Depth and mtv are already the exact ones rounded once (pair_circle.cpp); only a depth that rounds to 0
    // gets the smallest double below, along the line of centers.
    if (r.depth > 0) return;
    const Vec2 c = b.at(0) - a.at(0);
    move = c == Vec2{} ? Vec2{1, 0} : normalized(c);
  } else if (a.kind == ShapeType::Circle || b.kind == ShapeType::Circle) {
    const bool diskA = a.kind == ShapeType::Circle;
    const Geom &disk = diskA ? a : b, &polygon = diskA ? b : a;
    Vec2 dir;
    circlePolygonPush(disk.at(0), disk.r, polygon, r.depth, dir);
    move = diskA ? -dir : dir;  // b moves against the disk's push when b is the polygon
  } else {
    polygonDepth(a, b, r.depth, move);
  }
  // An overlap too small for a double still moves: by the smallest one, along the push's main axis.
  if (!(r.depth > 0)) r.depth = DBL_TRUE_MIN;
  r.mtv = r.depth * move;
  if (r.mtv->x == 0 && r.mtv->y == 0)
    r.mtv = std::fabs(move.x) >= std::fabs(move.y) ? Vec2{std::copysign(DBL_TRUE_MIN, move.x), 0}
                                                   : Vec2{0, std::copysign(DBL_TRUE_MIN, move.y)};
  if (r.sat) r.sat->mtv = r.mtv;
}

}  // namespace hitlab::detail
