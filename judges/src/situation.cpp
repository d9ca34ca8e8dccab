// situation.cpp — what a pair is (its situation, decided exactly where it is a fact such as a shared vertex,
// in doubles where it is a matter of degree such as "near-parallel"), its scale band, and how large a wrong
// answer's error is in the shapes' own size. The hunt groups findings by them (hitlab/judge.h).
#include <algorithm>
#include <cmath>
#include <limits>

#include "corners.h"
#include "hitlab/detail/filters.h"
#include "hitlab/expectations.h"
#include "hitlab/judge.h"
#include "hitlab/predicates.h"

namespace hitlab::judge {

// [SECTION] Names

const char* situationName(Situation s) {
  switch (s) {
    case Situation::Degenerate:
      return "a degenerate shape";
    case Situation::Nested:
      return "one inside the other";
    case Situation::SharedVertex:
      return "a shared vertex";
    case Situation::EdgesOnOneLine:
      return "edges on one line";
    case Situation::VertexOnOutline:
      return "a vertex on the other's outline";
    case Situation::Tangent:
      return "tangent";
    case Situation::ParallelEdges:
      return "parallel edges facing";
    case Situation::NearParallel:
      return "near-parallel";
    case Situation::NearCorner:
      return "near a corner";
    case Situation::General:
      return "general position";
    case Situation::StartsInContact:
      return "in contact at the start";
    case Situation::ContactAtStepEnd:
      return "first contact at the step's end";
    case Situation::Grazing:
      return "grazing";
    case Situation::Tunnelling:
      return "passing through in one step";
    case Situation::Entering:
      return "a first contact in the step";
    case Situation::NoContact:
      return "no contact in the step";
  }
  return "?";
}

const char* situationKey(Situation s) {
  switch (s) {
    case Situation::Degenerate:
      return "degenerate";
    case Situation::Nested:
      return "nested";
    case Situation::SharedVertex:
      return "shared-vertex";
    case Situation::EdgesOnOneLine:
      return "edges-on-one-line";
    case Situation::VertexOnOutline:
      return "vertex-on-outline";
    case Situation::Tangent:
      return "tangent";
    case Situation::ParallelEdges:
      return "parallel-edges";
    case Situation::NearParallel:
      return "near-parallel";
    case Situation::NearCorner:
      return "near-corner";
    case Situation::General:
      return "general";
    case Situation::StartsInContact:
      return "starts-in-contact";
    case Situation::ContactAtStepEnd:
      return "contact-at-step-end";
    case Situation::Grazing:
      return "grazing";
    case Situation::Tunnelling:
      return "tunnelling";
    case Situation::Entering:
      return "entering";
    case Situation::NoContact:
      return "no-contact";
  }
  return "?";
}

const char* scaleName(ScaleBand s) {
  switch (s) {
    case ScaleBand::Tiny:
      return "tiny";
    case ScaleBand::Ordinary:
      return "ordinary";
    case ScaleBand::Huge:
      return "huge";
  }
  return "?";
}

std::vector<Vec2> cornersOf(const Shape& s) {
  if (auto* p = std::get_if<Point>(&s)) return {p->p};
  if (auto* g = std::get_if<Segment>(&s)) return {g->a, g->b};
  if (auto* r = std::get_if<Rect>(&s)) {
    const auto c = rectCorners(*r);
    return {c.begin(), c.end()};
  }
  if (auto* poly = std::get_if<Polygon>(&s)) return poly->points;
  return {};
}

bool hasArea(const Shape& s) {
  return std::holds_alternative<Circle>(s) || std::holds_alternative<Rect>(s) ||
         std::holds_alternative<Polygon>(s);
}

namespace {

// [SECTION] Edges and exact signs

std::vector<Segment> edgesOf(const Shape& s) {
  if (auto* g = std::get_if<Segment>(&s)) return {*g};
  const std::vector<Vec2> c = cornersOf(s);
  std::vector<Segment> out;
  if (c.size() < 3) return out;
  for (std::size_t i = 0; i < c.size(); ++i) out.push_back({c[i], c[(i + 1) % c.size()]});
  return out;
}

// The sign of cross(q - p, r - p), exactly.
// The sign of cross(b - a, d - c) of two edges, exactly: 0 when the two directions are parallel.
int crossSign(const Segment& e, const Segment& f) { return hitlab::crossSign(e.a, e.b, f.a, f.b); }

// Whether p lies on the outline of s (a segment's outline is the segment), exactly.
bool onOutline(Vec2 p, const Shape& s) {
  const Relation r = classify(Point{p}, s);
  return hasArea(s) ? r == Relation::Touching : r != Relation::Disjoint;
}

bool degenerate(const Shape& s) {
  if (auto* g = std::get_if<Segment>(&s)) return g->a == g->b;
  if (auto* r = std::get_if<Rect>(&s)) return r->min.x == r->max.x || r->min.y == r->max.y;
  if (auto* c = std::get_if<Circle>(&s)) return c->radius == 0;
  return false;
}

// The longer side of its bounding box (a circle's diameter; a capsule, a rounded rect or polygon with its
// radius).
double extent(const Shape& s) {
  if (auto* c = std::get_if<Circle>(&s)) return 2 * c->radius;
  double lx = INFINITY, ly = INFINITY, hx = -INFINITY, hy = -INFINITY;
  auto add = [&](Vec2 p) {
    lx = std::fmin(lx, p.x), ly = std::fmin(ly, p.y), hx = std::fmax(hx, p.x), hy = std::fmax(hy, p.y);
  };
  // (the corners' box, without making the corners: a hunt asks this of every pair it makes)
  double grow = roundingOf(s);
  if (auto* p = std::get_if<Point>(&s)) add(p->p);
  if (auto* g = std::get_if<Segment>(&s)) add(g->a), add(g->b);
  if (auto* r = std::get_if<Rect>(&s)) add(r->min), add(r->max);
  if (auto* q = std::get_if<Polygon>(&s))
    for (Vec2 v : q->points) add(v);
  if (auto* k = std::get_if<Capsule>(&s)) add(k->a), add(k->b), grow = k->radius;
  return std::fmax(hx - lx, hy - ly) + 2 * grow;
}

double angleBetween(const Segment& e, const Segment& f) {
  const long double ux = (long double)e.b.x - e.a.x, uy = (long double)e.b.y - e.a.y;
  const long double vx = (long double)f.b.x - f.a.x, vy = (long double)f.b.y - f.a.y;
  const long double n = std::hypot(ux, uy) * std::hypot(vx, vy);
  if (!(n > 0)) return INFINITY;
  return double(std::fabs(ux * vy - uy * vx) / n);
}

constexpr double kNear = 0x1p-20;  ///< "near": within this fraction of the pair's size, or this angle

// [SECTION] The depth of an overlap, for any two shapes

// An interval [lo, hi] of a shape projected on the axis n (not unit: divided by |n| at the end).
void project(const Shape& s, Vec2 n, long double& lo, long double& hi) {
  if (auto* c = std::get_if<Circle>(&s)) {
    const long double m = (long double)c->center.x * n.x + (long double)c->center.y * n.y;
    const long double r = c->radius * std::hypot((long double)n.x, (long double)n.y);
    lo = m - r, hi = m + r;
    return;
  }
  lo = INFINITY, hi = -INFINITY;
  for (Vec2 p : cornersOf(s)) {
    const long double m = (long double)p.x * n.x + (long double)p.y * n.y;
    lo = std::min(lo, m), hi = std::max(hi, m);
  }
}

// How far one must move to leave two overlapping convex shapes only touching: the shortest push along the
// axes that can separate them (the edges' normals and directions, from a circle's centre to each corner and
// the other centre), a push along an axis being the shorter way to move one projection off the other. Any
// axis's push moves them apart, so this is never below the true depth, and it is the depth where those axes
// are the candidates (polygons, circles, segments).
double overlapDepth(const Shape& a, const Shape& b) {
  // Exactly 0 where a line through an edge has the other shape on its outer side or on it (collinear
  // segments, a point on a segment): the float projections below would give rounding noise there.
  for (int side = 0; side < 2; ++side) {
    const Shape& s = side == 0 ? a : b;
    const std::vector<Vec2> others = cornersOf(side == 0 ? b : a);
    if (others.empty()) continue;  // (a circle)
    const std::vector<Vec2> own = cornersOf(s);
    for (const Segment& e : edgesOf(s)) {
      int inner = 0;  // (the side the shape itself lies on; a segment has none)
      for (Vec2 p : own)
        if (!inner) inner = orientation(e.a, e.b, p);
      bool plus = true, minus = true;
      for (Vec2 p : others) {
        const int o = orientation(e.a, e.b, p);
        plus = plus && o >= 0, minus = minus && o <= 0;
      }
      if ((plus && inner <= 0) || (minus && inner >= 0)) return 0;
    }
  }
  std::vector<Vec2> axes;
  for (const Shape* s : {&a, &b}) {
    for (const Segment& e : edgesOf(*s)) {
      const Vec2 d = e.b - e.a;
      if (d.x != 0 || d.y != 0) axes.push_back({-d.y, d.x}), axes.push_back(d);
    }
  }
  for (int side = 0; side < 2; ++side) {
    const Shape& s = side == 0 ? a : b;
    const Shape& other = side == 0 ? b : a;
    auto* c = std::get_if<Circle>(&s);
    if (!c) continue;
    for (Vec2 p : cornersOf(other))
      if (p != c->center) axes.push_back(p - c->center);
    if (auto* d = std::get_if<Circle>(&other); d && d->center != c->center)
      axes.push_back(d->center - c->center);
    if (auto* g = std::get_if<Segment>(&other)) {  // (the foot of the centre on the segment)
      const Vec2 e = g->b - g->a;
      const double ee = dot(e, e);
      if (ee > 0) {
        const double t = std::clamp(dot(c->center - g->a, e) / ee, 0.0, 1.0);
        const Vec2 foot = g->a + t * e;
        if (foot != c->center) axes.push_back(foot - c->center);
      }
    }
  }
  long double best = INFINITY;
  for (Vec2 n : axes) {
    long double la = 0, ha = 0, lb = 0, hb = 0;
    project(a, n, la, ha), project(b, n, lb, hb);
    const long double push = std::min(ha - lb, hb - la);  // (moving b either way along n until they part)
    best = std::min(best, std::max(push, 0.0L) / std::hypot((long double)n.x, (long double)n.y));
  }
  return std::isfinite(best) ? double(best) : 0;  // (two points, two circles at one centre: no axis)
}

}  // namespace

bool isDegenerate(const Shape& s) { return degenerate(s); }
double depthOfOverlap(const Shape& a, const Shape& b) { return overlapDepth(a, b); }

// [SECTION] The situation

double pairSize(const Shape& a, const Shape& b) {
  const double s = std::fmax(extent(a), extent(b));
  return s > 0 ? s : 0;
}

Situation situationOf(const Shape& a, const Shape& b, const PairResult& r) {
  if (degenerate(a) || degenerate(b)) return Situation::Degenerate;
  const bool pointA = std::holds_alternative<Point>(a), pointB = std::holds_alternative<Point>(b);
  if (r.relation == Relation::Overlapping && r.containment != Containment::None &&
      !((r.containment == Containment::AInB && pointA) || (r.containment == Containment::BInA && pointB)))
    return Situation::Nested;
  const std::vector<Vec2> ca = cornersOf(a), cb = cornersOf(b);
  for (Vec2 p : ca)
    if (std::find(cb.begin(), cb.end(), p) != cb.end()) return Situation::SharedVertex;
  const std::vector<Segment> ea = edgesOf(a), eb = edgesOf(b);
  for (const Segment& e : ea)
    for (const Segment& f : eb)
      if (orientation(e.a, e.b, f.a) == 0 && orientation(e.a, e.b, f.b) == 0 &&
          classify(Shape{e}, Shape{f}) != Relation::Disjoint)
        return Situation::EdgesOnOneLine;
  for (Vec2 p : ca)
    if (onOutline(p, b)) return Situation::VertexOnOutline;
  for (Vec2 p : cb)
    if (onOutline(p, a)) return Situation::VertexOnOutline;
  const double size = pairSize(a, b);
  const bool circle = std::holds_alternative<Circle>(a) || std::holds_alternative<Circle>(b);
  const double gap = r.relation == Relation::Disjoint   ? r.distance
                     : r.relation == Relation::Touching ? 0
                                                        : -1;
  if (circle && (r.relation == Relation::Touching || (gap >= 0 && gap <= kNear * size) ||
                 (hasArea(a) && hasArea(b) && r.depth > 0 && r.depth <= kNear * size)))
    return Situation::Tangent;
  // Two parallel edges facing each other, where the pair is nearest (apart pairs).
  if (r.relation == Relation::Disjoint) {
    for (const Segment& e : ea)
      for (const Segment& f : eb)
        if (crossSign(e, f) == 0 && evaluate(Shape{e}, Shape{f}).distance == r.distance) {
          // (facing: each edge's ends are not both beyond the same end of the other, along the edge)
          const Vec2 d = e.b - e.a;
          const double t0 = dot(f.a - e.a, d), t1 = dot(f.b - e.a, d), len = dot(d, d);
          if (std::fmax(t0, t1) > 0 && std::fmin(t0, t1) < len) return Situation::ParallelEdges;
        }
  }
  // Nearly parallel segments or a segment nearly along an edge it meets or comes near.
  const bool segmentA = std::holds_alternative<Segment>(a), segmentB = std::holds_alternative<Segment>(b);
  if (segmentA || segmentB) {
    const Segment& g = segmentA ? std::get<Segment>(a) : std::get<Segment>(b);
    for (const Segment& f : segmentA ? eb : ea)
      if (angleBetween(g, f) < kNear && evaluate(Shape{g}, Shape{f}).distance <= kNear * size)
        return Situation::NearParallel;
  }
  // Where they meet, or a gap of a hair, within a hair of a corner.
  auto nearCorner = [&](Vec2 p) {
    for (const auto* corners : {&ca, &cb})
      for (Vec2 c : *corners)
        if (std::hypot(p.x - c.x, p.y - c.y) <= kNear * size) return true;
    return false;
  };
  for (Vec2 p : r.points)
    if (nearCorner(p)) return Situation::NearCorner;
  if (r.relation == Relation::Disjoint && r.distance <= kNear * size) {
    for (Vec2 p : ca)
      if (evaluate(Point{p}, b).distance <= kNear * size) return Situation::NearCorner;
    for (Vec2 p : cb)
      if (evaluate(Point{p}, a).distance <= kNear * size) return Situation::NearCorner;
  }
  return Situation::General;
}

ScaleBand scaleOf(const Shape& a, const Shape& b, bool float32) {
  // A quarter of the exponent range: products of four coordinates (a product of two cross products, the
  // straddle test's) stay normal within it.
  const int third = float32 ? 31 : 255;
  const double size = pairSize(a, b), magnitude = pairScale(a, b);
  if (magnitude > std::ldexp(1.0, third)) return ScaleBand::Huge;
  if (size > 0 ? size < std::ldexp(1.0, -third) : magnitude < std::ldexp(1.0, -third)) return ScaleBand::Tiny;
  return ScaleBand::Ordinary;
}

// [SECTION] How wrong

double errorOf(const Shape& a, const Shape& b, const PairResult& r, const Verdict& v, FindingClass c) {
  switch (c) {
    case FindingClass::ApartAsHit:
      return r.distance;
    case FindingClass::OverlapAsMiss:
    case FindingClass::OverlapAsTouching:
      return hasArea(a) && hasArea(b) && r.depth > 0 ? r.depth : overlapDepth(a, b);
    case FindingClass::TouchingAsMiss:
    case FindingClass::TouchingAsHit:
    case FindingClass::TouchingAsOverlap:
      return 0;  // (on the boundary: no size to it)
    case FindingClass::DistanceOff:
      return v.distance ? std::fabs(*v.distance - r.distance) : 0;
    case FindingClass::PointsOff: {
      const std::vector<Vec2> said = v.points.value_or(std::vector<Vec2>{});
      if (said.empty() != r.points.empty()) return pairSize(a, b);  // (all missing, or all made up)
      double worst = 0;
      auto farthest = [&](const std::vector<Vec2>& from, const std::vector<Vec2>& to) {
        for (Vec2 p : from) {
          double nearest = INFINITY;
          for (Vec2 q : to) nearest = std::fmin(nearest, std::hypot(p.x - q.x, p.y - q.y));
          worst = std::fmax(worst, nearest);
        }
      };
      farthest(said, r.points), farthest(r.points, said);
      return worst;
    }
    case FindingClass::Crash:
    case FindingClass::Hang:
    case FindingClass::NotANumber:
    case FindingClass::ContactMissed:  // (in motion: motionErrorOf)
    case FindingClass::PhantomContact:
    case FindingClass::TimeEarly:
    case FindingClass::TimeLate:
    case FindingClass::NormalOff:
      break;
  }
  return std::numeric_limits<double>::quiet_NaN();
}

bool isGross(double relativeError, bool float32) {
  // More than 2^10 units in the last place of the judge's number type: no rounding makes that.
  return relativeError > (float32 ? 0x1p-13 : 0x1p-42);
}

}  // namespace hitlab::judge
