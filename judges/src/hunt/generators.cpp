// generators.cpp — where a judge is likely to be wrong: shapes on a small integer grid touch, line up and
// share vertices all the time (exactly, in doubles); the same grid in decimals (0.1, 0.2, 0.3) is where
// binary floating point cannot hold the input; Pythagorean triples give exact tangents; a few ulps from any
// of those is where a float formula's rounding decides; scaled by 2^-40 to 2^40 and moved off the origin it
// is the same question at other magnitudes; near-parallel segments and plain random shapes do the rest.
#include "generators.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>

#include "hitlab/judge.h"
#include "hitlab/relation.h"

namespace hitlab::judge {

namespace {

// [SECTION] Values: coordinates and radii

// Calls fc(double&) for every coordinate and fr(double&) for every radius of s.
template <class FC, class FR>
void mapValues(Shape& s, FC fc, FR fr) {
  // (the radius: a circle's third value, a capsule's fifth, a rounded rect's fifth, a rounded polygon's last)
  int count = 0;
  forEachValue(s, [&](double) { ++count; });
  int radius = -1;
  switch (typeOf(s)) {
    case ShapeType::Circle:
      radius = 2;
      break;
    case ShapeType::Capsule:
      radius = 4;
      break;
    case ShapeType::Rect:
    case ShapeType::Polygon:
      radius = count % 2 == 1 ? count - 1 : -1;
      break;
    case ShapeType::Point:
    case ShapeType::Segment:
      break;
  }
  int k = 0;
  forEachValue(s, [&](double& x) { k++ == radius ? fr(x) : fc(x); });
}

template <class F>
void mapAll(Shape& s, F f) {
  mapValues(s, f, f);
}

// Every coordinate times `scale` plus the offset, every radius times `scale` (each rounded once).
void scaleAndMove(Shape& s, double scale, Vec2 offset) {
  bool isY = false;
  mapValues(
      s,
      [&](double& x) {
        x = x * scale + (isY ? offset.y : offset.x);
        isY = !isY;
      },
      [&](double& r) { r *= scale; });
}

// Moves x by n units in the last place (of a float when `single`), toward zero through zero to 0.
// std::bit_cast, which Emscripten 3.1.6's libc++ lacks.
template <class To, class From>
To bitsAs(From from) {
  static_assert(sizeof(To) == sizeof(From));
  To to;
  std::memcpy(&to, &from, sizeof to);
  return to;
}

double ulpMove(double x, long long n, bool single) {
  if (x == 0) return 0;
  if (single) {
    const float f = static_cast<float>(x);
    std::int64_t m = bitsAs<std::uint32_t>(std::fabs(f));
    m += f > 0 ? n : -n;
    if (m <= 0) return 0;
    const float moved = bitsAs<float>(static_cast<std::uint32_t>(std::min<std::int64_t>(m, 0x7F7FFFFF)));
    return std::copysign(static_cast<double>(moved), x);
  }
  std::int64_t m = bitsAs<std::int64_t>(std::fabs(x));
  m += x > 0 ? n : -n;
  if (m <= 0) return 0;
  const double moved = bitsAs<double>(std::min<std::int64_t>(m, 0x7FEFFFFFFFFFFFFF));
  return std::copysign(moved, x);
}

// [SECTION] Shapes on the integer grid

constexpr int kGrid = 3;

Vec2 lattice(Rng& rng, int r = kGrid) { return {double(rng.range(-r, r)), double(rng.range(-r, r))}; }

// Convex lattice polygons, counter-clockwise: a thin triangle up to an octagon.
const std::array<std::vector<Vec2>, 8>& templates() {
  static const std::array<std::vector<Vec2>, 8> t = {{
      {{0, 0}, {2, 0}, {0, 2}},
      {{0, 0}, {3, 1}, {1, 3}},
      {{0, 0}, {4, 1}, {1, 2}},
      {{0, 0}, {2, 0}, {2, 2}, {0, 2}},
      {{1, 0}, {2, 1}, {1, 2}, {0, 1}},
      {{0, 0}, {2, 0}, {3, 2}, {1, 3}, {-1, 2}},
      {{1, 0}, {3, 0}, {4, 2}, {3, 4}, {1, 4}, {0, 2}},
      {{1, 0}, {2, 0}, {3, 1}, {3, 2}, {2, 3}, {1, 3}, {0, 2}, {0, 1}},
  }};
  return t;
}

Polygon gridPolygon(Rng& rng, bool ccw) {
  std::vector<Vec2> v = templates()[rng.range(0, 7)];
  const int turn = rng.range(0, 3);
  const bool mirror = rng.coin();
  const Vec2 at = lattice(rng, 2);
  const double size = rng.range(0, 3) == 0 ? 2 : 1;
  for (Vec2& p : v) {
    for (int k = 0; k < turn; ++k) p = {-p.y, p.x};
    if (mirror) p.x = -p.x;
    p = Vec2{at.x + size * p.x, at.y + size * p.y};
  }
  if (mirror) std::reverse(v.begin(), v.end());  // (a mirror turns the winding: back to counter-clockwise)
  if (!ccw && rng.coin()) std::reverse(v.begin(), v.end());
  std::rotate(v.begin(), v.begin() + rng.range(0, int(v.size()) - 1), v.end());
  return Polygon{std::move(v)};
}

// A radius of 1/2 to 2 on two rects or polygons in three, for a judge that takes them (no draw otherwise:
// the other judges' hunts stay as they were).
Shape roundedNowAndThen(Rng& rng, Shape shape, const GeneratorSettings& s) {
  if (!s.rounded || rng.range(0, 2) == 0) return shape;
  const double r = double(rng.range(1, 4)) / 2;
  if (auto* rect = std::get_if<Rect>(&shape)) rect->radius = r;
  if (auto* poly = std::get_if<Polygon>(&shape)) poly->radius = r;
  return shape;
}

Shape gridShape(Rng& rng, ShapeType t, const GeneratorSettings& s) {
  switch (t) {
    case ShapeType::Point:
      return Point{lattice(rng)};
    case ShapeType::Segment: {
      const Vec2 a = lattice(rng);
      Vec2 b = lattice(rng);
      if (b == a && rng.range(0, 7) != 0) b.x += 1;  // (now and then a segment of length 0: a point)
      return Segment{a, b};
    }
    case ShapeType::Circle:
      return Circle{lattice(rng), double(rng.range(0, 15) == 0 ? 0 : rng.range(1, 4))};
    case ShapeType::Rect: {
      const Vec2 a = lattice(rng);
      const double w = rng.range(0, 15) == 0 ? 0 : rng.range(1, 4), h = rng.range(1, 4);
      return roundedNowAndThen(rng, Rect{a, {a.x + w, a.y + h}}, s);
    }
    case ShapeType::Polygon:
      return roundedNowAndThen(rng, gridPolygon(rng, s.ccw), s);
    case ShapeType::Capsule: {
      const Vec2 a = lattice(rng);
      Vec2 b = lattice(rng);
      if (b == a && rng.range(0, 7) != 0) b.y += 1;  // (now and then equal ends: a disk)
      return Capsule{a, b, double(rng.range(1, 4)) / 2};
    }
  }
  return Point{};  // (unreachable: every shape type has its case, and the compiler says when one has none)
}

// The integers of a grid shape as decimals: (n + offset) / 10^k, each the nearest double (one division of
// exact operands rounds once). Radii get no offset.
void toDecimals(Rng& rng, Shape& a, Shape& b) {
  static constexpr double kTens[] = {10, 100, 1000};
  const double ten = kTens[rng.range(0, 2)];
  const double ox = rng.coin() ? rng.range(-50, 50) : 0, oy = rng.coin() ? rng.range(-50, 50) : 0;
  for (Shape* s : {&a, &b}) {
    bool isY = false;
    mapValues(
        *s,
        [&](double& x) {
          x = (x + (isY ? oy : ox)) / ten;
          isY = !isY;
        },
        [&](double& r) { r /= ten; });
  }
}

// [SECTION] Tangents from Pythagorean triples

constexpr std::array<std::array<int, 3>, 5> kTriples{
    {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}}};

// An integer vector of integer length: (x, y) with x^2 + y^2 = length^2, any direction of the eight.
Vec2 pythagorean(Rng& rng, double& length) {
  const auto& t = kTriples[rng.range(0, int(kTriples.size()) - 1)];
  double x = t[0], y = t[1];
  if (rng.coin()) std::swap(x, y);
  if (rng.coin()) x = -x;
  if (rng.coin()) y = -y;
  length = t[2];
  return {x, y};
}

Vec2 someVertex(Rng& rng, const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s)) return rectCorners(*r)[rng.range(0, 3)];
  if (auto* p = std::get_if<Polygon>(&s)) return p->points[rng.range(0, int(p->points.size()) - 1)];
  if (auto* g = std::get_if<Segment>(&s)) return rng.coin() ? g->a : g->b;
  if (auto* q = std::get_if<Point>(&s)) return q->p;
  if (auto* k = std::get_if<Capsule>(&s)) return rng.coin() ? k->a : k->b;
  return std::get<Circle>(s).center;
}

// A shape's radius (a circle's, a capsule's, a rounded rect's or polygon's; 0 for the others).
double radiusOf(const Shape& s) {
  if (auto* c = std::get_if<Circle>(&s)) return c->radius;
  if (auto* k = std::get_if<Capsule>(&s)) return k->radius;
  return roundingOf(s);
}

// Sets a shape's radius where it has one: false for points and segments, and for rects and polygons unless
// the judge takes rounded ones.
bool setRadius(Shape& s, double r, const GeneratorSettings& settings) {
  if (auto* c = std::get_if<Circle>(&s)) return c->radius = r, true;
  if (auto* k = std::get_if<Capsule>(&s)) return k->radius = r, true;
  if (!settings.rounded) return false;
  if (auto* rect = std::get_if<Rect>(&s)) return rect->radius = r, true;
  if (auto* p = std::get_if<Polygon>(&s)) return p->radius = r, true;
  return false;
}

// The next of the eight directions of a Pythagorean vector.
Vec2 nextDirection(Vec2 d, int turn) { return turn == 3 ? Vec2{d.y, d.x} : Vec2{-d.y, d.x}; }

// Two shapes with corners of their cores at a Pythagorean distance, their radii summing to it (a rounded
// corner on a rounded corner, a point or an end on a rounded corner, a circle on one): touching where the
// offset lies within both corners' normals (tried in the eight directions until they touch).
bool roundedTangentPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                        Shape& b) {
  a = gridShape(rng, first, s), b = gridShape(rng, second, s);
  double hyp = 0;
  Vec2 d = pythagorean(rng, hyp);
  const double share = rng.range(1, int(hyp) - 1);
  const bool growA = setRadius(a, share, s), growB = setRadius(b, growA ? hyp - share : hyp, s);
  if (!growB && !setRadius(a, hyp, s)) return false;
  const Vec2 va = someVertex(rng, a), vb = someVertex(rng, b);
  const Shape placed = b;
  for (int turn = 0; turn < 8; ++turn) {
    b = translated(placed, va + d - vb);
    if (classify(a, b) == Relation::Touching) return true;
    d = nextDirection(d, turn);
  }
  return false;
}

// A capsule's hard cases against `other`, touching exactly at the sum of the radii: its end cap at a
// Pythagorean distance from a vertex, an end, a point or a circle's centre (the capsule along the offset,
// so that its end is the nearest point: tried in the eight directions until the pair touches); or, against
// a capsule, a segment or a rect, lying parallel at exactly the sum (along a Pythagorean direction, or a
// rect's side).
bool grownTangentPair(Rng& rng, ShapeType otherType, const GeneratorSettings& s, Shape& capsule,
                      Shape& other) {
  other = gridShape(rng, otherType, s);
  double hyp = 0;
  Vec2 d = pythagorean(rng, hyp);
  const bool parallel = rng.coin() && (otherType == ShapeType::Capsule || otherType == ShapeType::Segment ||
                                       otherType == ShapeType::Rect);
  if (otherType == ShapeType::Polygon && rng.coin()) {
    // Along one of its edges, moved out by the edge's normal (n, |n| = |e|): touching at the sum of the radii
    // when |e| is a whole number, else apart or overlapping by the radius's rounding.
    const Polygon poly = counterClockwise(std::get<Polygon>(other));
    const int n = int(poly.points.size()), i = rng.range(0, n - 1);
    const Vec2 p = poly.points[i], e = poly.points[(i + 1) % n] - p;
    const Vec2 out{e.y, -e.x};  // (outward: right of a counter-clockwise edge)
    const double length = std::sqrt(e.x * e.x + e.y * e.y), shift = rng.range(-1, 1) / 2.0;
    if (!(length > poly.radius)) return false;
    capsule =
        Capsule{p + out + shift * e, p + out + (shift + double(rng.range(1, 2))) * e, length - poly.radius};
    return true;
  }
  if (parallel) {
    const Vec2 p = lattice(rng), n{-d.y, d.x};  // (|n| = hyp)
    const double along = rng.range(1, 3), shift = rng.range(-2, 2);
    if (otherType == ShapeType::Rect) {  // along its top side, at its radius above it
      const Rect r = std::get<Rect>(other);
      const double rad = rng.range(1, 3);
      capsule = Capsule{{r.min.x - shift, r.max.y + rad}, {r.max.x + shift + along, r.max.y + rad}, rad};
      return true;
    }
    const double ra = otherType == ShapeType::Segment ? hyp : rng.range(1, int(hyp) - 1);
    capsule = Capsule{p, p + along * d, ra};
    const Vec2 q = p + n + shift * d;
    other = otherType == ShapeType::Segment ? Shape(Segment{q, q + along * d})
                                            : Shape(Capsule{q, q + along * d, hyp - ra});
    return true;
  }
  const Vec2 v = someVertex(rng, other);
  const double taken = radiusOf(other);
  if (!(taken < hyp)) return false;
  for (int turn = 0; turn < 8; ++turn) {
    const Vec2 end = v + d;
    capsule = Capsule{end, end + double(rng.range(1, 3)) * d, hyp - taken};
    if (classify(capsule, other) == Relation::Touching) return true;
    d = nextDirection(d, turn);
  }
  return false;
}

// A circle through a point of `other` at a Pythagorean offset: tangent to another circle, through a vertex,
// an endpoint, a point.
bool tangentPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                 Shape& b) {
  if (second == ShapeType::Capsule) return grownTangentPair(rng, first, s, b, a);
  if (first == ShapeType::Capsule) return grownTangentPair(rng, second, s, a, b);
  const bool circleFirst = first == ShapeType::Circle, circleSecond = second == ShapeType::Circle;
  if (s.rounded && (!(circleFirst && circleSecond) && rng.coin()))
    return roundedTangentPair(rng, first, second, s, a, b);
  if (!circleFirst && !circleSecond) return false;
  double hyp = 0;
  const Vec2 d = pythagorean(rng, hyp);
  if (circleFirst && circleSecond) {
    const Vec2 c = lattice(rng);
    const double r1 = rng.range(1, int(hyp) - 1);
    const bool inside = rng.range(0, 2) == 0;
    a = Circle{c, r1};
    b = Circle{c + d, inside ? hyp + r1 : hyp - r1};
    return true;
  }
  ShapeType otherType = circleFirst ? second : first;
  Shape other = gridShape(rng, otherType, s);
  if (otherType == ShapeType::Segment && rng.coin()) {
    // A segment tangent to the circle at a Pythagorean point: along (-dy, dx) from it.
    const Vec2 c = lattice(rng), touch = c + d, along{-d.y, d.x};
    const double u = rng.range(0, 2), v = rng.range(0, 2) + (rng.coin() ? 0.5 : 0);
    other = Segment{touch - u * along, touch + v * along};
    const Shape circle = Circle{c, hyp};
    (circleFirst ? a : b) = circle;
    (circleFirst ? b : a) = other;
    return true;
  }
  const Vec2 v = someVertex(rng, other);
  const double taken = radiusOf(other);  // (a rounded rect's or polygon's: the circle's end of the distance)
  if (!(taken < hyp)) return false;
  const Shape circle = Circle{v + d, hyp - taken};
  (circleFirst ? a : b) = circle;
  (circleFirst ? b : a) = other;
  return true;
}

// [SECTION] The generators

bool gridPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b) {
  a = gridShape(rng, first, s), b = gridShape(rng, second, s);
  return true;
}

bool decimalPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                 Shape& b) {
  if (!(rng.coin() && tangentPair(rng, first, second, s, a, b))) gridPair(rng, first, second, s, a, b);
  toDecimals(rng, a, b);
  return true;
}

bool tangent(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b) {
  if (!tangentPair(rng, first, second, s, a, b)) return false;
  if (rng.coin()) toDecimals(rng, a, b);
  return true;
}

bool ulpWalk(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b) {
  switch (rng.range(0, 2)) {
    case 0:
      gridPair(rng, first, second, s, a, b);
      break;
    case 1:
      decimalPair(rng, first, second, s, a, b);
      break;
    default:
      if (!tangent(rng, first, second, s, a, b)) decimalPair(rng, first, second, s, a, b);
  }
  // One or two values, each moved by +-2^j ulps (j from 0 to 12).
  int count = 0;
  forEachValue(a, [&](double) { ++count; });
  forEachValue(b, [&](double) { ++count; });
  for (int moves = rng.range(1, 2); moves > 0; --moves) {
    const int which = rng.range(0, count - 1);
    const long long n = (1ll << rng.range(0, 12)) * (rng.coin() ? 1 : -1);
    int k = 0;
    for (Shape* sh : {&a, &b})
      mapAll(*sh, [&](double& x) {
        if (k++ == which) x = ulpMove(x, n, s.float32);
      });
  }
  return true;
}

bool scaled(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b) {
  if (rng.coin()) {
    if (!tangent(rng, first, second, s, a, b)) gridPair(rng, first, second, s, a, b);
  } else {
    decimalPair(rng, first, second, s, a, b);
  }
  // (half the time 2^-40 to 2^40; else out to where products of coordinates leave the judge's number type:
  // 2^+-120 for a float judge, 2^+-500 for a double one)
  const int reach = rng.coin() ? 40 : s.float32 ? 120 : 500;
  const double scale = std::ldexp(1.0, rng.range(-reach, reach));
  const Vec2 offset = rng.coin() || reach > 40
                          ? Vec2{}
                          : Vec2{std::ldexp(rng.range(-1000, 1000) + rng.unit(), rng.range(-10, 30)),
                                 std::ldexp(rng.range(-1000, 1000) + rng.unit(), rng.range(-10, 30))};
  for (Shape* sh : {&a, &b}) scaleAndMove(*sh, scale, offset);
  return true;
}

// Two segments (or a segment and an edge) at a tiny angle: directions (p, q) and (p m + e1, q m + e2).
bool nearParallel(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                  Shape& b) {
  if (first != ShapeType::Segment && second != ShapeType::Segment) return false;
  const double p = rng.range(1, 1 << 20), q = rng.range(-(1 << 20), 1 << 20);
  const Vec2 start{double(rng.range(-100, 100)), double(rng.range(-100, 100))};
  const Segment seg{start, start + Vec2{p, q}};
  Shape other;
  const ShapeType otherType = first == ShapeType::Segment ? second : first;
  if (otherType == ShapeType::Segment) {
    const double m = rng.range(1, 3);
    const Vec2 from = start + Vec2{double(rng.range(-3, 3)), double(rng.range(-3, 3))};
    other = Segment{from, from + Vec2{p * m + rng.range(-2, 2), q * m + rng.range(-2, 2)}};
  } else {
    // The other shape placed with an edge or its centre near the segment's line.
    other = gridShape(rng, otherType, s);
    const double t = rng.range(0, 4) / 4.0;
    const Vec2 on = start + t * Vec2{p, q}, from = someVertex(rng, other);
    const Vec2 shift{on.x - from.x + rng.range(-1, 1), on.y - from.y + rng.range(-1, 1)};
    other = translated(other, shift);
  }
  const Shape segment = seg;
  if (first == ShapeType::Segment) {
    a = segment, b = other;
  } else {
    a = other, b = segment;
  }
  if (rng.coin()) {  // (down to decimals of the same digits)
    const double ten = std::pow(10.0, rng.range(1, 7));
    for (Shape* sh : {&a, &b}) mapAll(*sh, [&](double& x) { x /= ten; });
  }
  return true;
}

// Random values at a random scale; polygons on a circle at sorted random angles.
Shape randomShape(Rng& rng, ShapeType t, double scale, Vec2 centre, const GeneratorSettings& s) {
  auto value = [&] { return (rng.unit() * 2 - 1) * scale; };
  auto point = [&] { return centre + Vec2{value(), value()}; };
  switch (t) {
    case ShapeType::Point:
      return Point{point()};
    case ShapeType::Segment:
      return Segment{point(), point()};
    case ShapeType::Circle:
      return Circle{point(), std::fabs(value())};
    case ShapeType::Capsule:
      return Capsule{point(), point(), std::fabs(value()) / 2};
    case ShapeType::Rect: {
      const Vec2 p = point(), q = point();
      Rect r{{std::fmin(p.x, q.x), std::fmin(p.y, q.y)}, {std::fmax(p.x, q.x), std::fmax(p.y, q.y)}};
      if (s.rounded && rng.coin()) r.radius = std::fabs(value()) / 4;
      return r;
    }
    case ShapeType::Polygon: {
      const int n = rng.range(3, 8);
      std::vector<double> angles(n);
      for (double& x : angles) x = rng.unit() * 6.283185307179586;
      std::sort(angles.begin(), angles.end());
      const Vec2 c = point();
      const double r = std::fabs(value()) + scale * 0.1;
      Polygon poly;
      for (double x : angles) poly.points.push_back({c.x + r * std::cos(x), c.y + r * std::sin(x)});
      if (s.rounded && rng.coin()) poly.radius = std::fabs(value()) / 4;
      return poly;
    }
  }
  return Point{};  // (unreachable, as above)
}

bool randomPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b) {
  const double scale = std::ldexp(1.0, rng.range(-20, 20));
  const Vec2 centre = rng.coin() ? Vec2{} : Vec2{std::ldexp(rng.unit(), rng.range(-20, 30)), 0};
  a = randomShape(rng, first, scale, centre, s), b = randomShape(rng, second, scale, centre, s);
  return true;
}

// A pair from the grid (touching, sharing vertices, on one line) with the second shape moved off by 1e-4 to
// 1e-1 of the pair's size, either way along an axis or a diagonal: apart or overlapping by a fraction of
// their size, where tolerances, skins and rounded axes bite.
bool gapPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b) {
  if (!(rng.coin() && tangentPair(rng, first, second, s, a, b))) gridPair(rng, first, second, s, a, b);
  double size = pairSize(a, b);
  if (!(size > 0)) size = 1;
  static constexpr double kFractions[] = {1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1};
  const double d = size * kFractions[rng.range(0, 6)];
  static constexpr Vec2 kDirections[] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                         {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  const Vec2 u = kDirections[rng.range(0, 7)];
  b = translated(b, {u.x * d, u.y * d});
  return true;
}

// A box turned by a Pythagorean angle (cosine x / h, sine y / h) with half extents of whole multiples of h:
// its exact corners are whole numbers, rotatedBox's are those as an engine computes them (the cosine and sine
// rounded, then each corner). The other shape's vertex is put on an exact corner (a rounded box's: h out
// along a side's normal, where the arc meets the side): on the box, a hair inside or a hair outside.
bool rotatedBoxPair(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                    Shape& b) {
  const bool boxFirst = first == ShapeType::Polygon;
  if (!boxFirst && second != ShapeType::Polygon) return false;
  double hyp = 0;
  const Vec2 d = pythagorean(rng, hyp), centre = lattice(rng);
  const double kx = rng.range(1, 2) * (rng.coin() ? 1 : -1), ky = rng.range(1, 2) * (rng.coin() ? 1 : -1);
  const double radius = s.rounded && rng.coin() ? hyp : 0;
  const Shape box =
      rotatedBox(centre, {hyp * std::fabs(kx), hyp * std::fabs(ky)}, std::atan2(d.y, d.x), radius);
  // (the corner (kx h, ky h) turned, exactly; a side's outward normal there is +-d or +-(-dy, dx))
  Vec2 target = centre + Vec2{d.x * kx - d.y * ky, d.y * kx + d.x * ky};
  if (radius > 0)
    target = target + (rng.coin() ? std::copysign(1.0, kx) * d : std::copysign(1.0, ky) * Vec2{-d.y, d.x});
  const Shape other = gridShape(rng, boxFirst ? second : first, s);
  const Shape placed = translated(other, target - someVertex(rng, other));
  a = boxFirst ? box : placed;
  b = boxFirst ? placed : box;
  return true;
}

// [SECTION] Pairs in motion

// A whole-number motion of up to 6 each way (now and then zero: standing still).
Vec2 gridMotion(Rng& rng) { return {double(rng.range(-6, 6)), double(rng.range(-6, 6))}; }

// The relative motion w of b against a, shared out: b alone (a shape cast), a alone, or both.
PairMotion sharedOut(Rng& rng, Vec2 w) {
  switch (rng.range(0, 2)) {
    case 0:
      return {{0, 0}, w};
    case 1:
      return {-1.0 * w, {0, 0}};
    default: {
      const Vec2 u = gridMotion(rng);
      return {u, u + w};
    }
  }
}

bool gridMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b,
                PairMotion& m) {
  gridPair(rng, first, second, s, a, b);
  m = sharedOut(rng, gridMotion(rng));
  return true;
}

// An edge direction of s (a side of a rect or polygon, a segment's or a capsule's direction), if it has one.
std::optional<Vec2> someEdge(Rng& rng, const Shape& s) {
  if (auto* g = std::get_if<Segment>(&s)) return g->b - g->a;
  if (auto* k = std::get_if<Capsule>(&s)) return k->b - k->a;
  if (std::holds_alternative<Rect>(s)) return rng.coin() ? Vec2{1, 0} : Vec2{0, 1};
  if (auto* p = std::get_if<Polygon>(&s)) {
    const int n = int(p->points.size()), i = rng.range(0, n - 1);
    return p->points[(i + 1) % n] - p->points[i];
  }
  return std::nullopt;
}

// A touching pair (a tangent one, else a grid pair that touches), moved back along its relative motion so
// that it touches again at t = 0, 1/4, 1/2, 3/4 or 1; half the time the motion runs along an edge of either
// shape (sliding at exactly the contact distance).
bool contactMovingBy(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                     Shape& b, PairMotion& m, double speed) {
  bool touching = rng.coin() && tangentPair(rng, first, second, s, a, b);
  for (int tries = 0; !touching && tries < 12; ++tries) {
    gridPair(rng, first, second, s, a, b);
    touching = classify(a, b) == Relation::Touching;
  }
  if (!touching) return false;
  Vec2 w = gridMotion(rng);
  if (rng.coin())
    if (const auto e = someEdge(rng, rng.coin() ? a : b))
      w = double(rng.range(1, 2)) * (rng.coin() ? 1 : -1) * *e;
  if (w.x == 0 && w.y == 0) w = {1, 0};
  const double tau = rng.range(0, 4) / 4.0;
  m = sharedOut(rng, w);
  m = {speed * m.a, speed * m.b};
  // (at tau, a has moved by tau m.a and b by tau m.b: both start that far back)
  a = translated(a, -tau * m.a), b = translated(b, -tau * m.b);
  return true;
}

bool contactMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                   Shape& b, PairMotion& m) {
  return contactMovingBy(rng, first, second, s, a, b, m, 1);
}

// An overlapping pair pulled apart along a whole-number direction until it is apart at both ends of a step
// that carries it through: a thin shape (a segment, a point, a rect of no width) crossed in one step.
bool throughMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                   Shape& b, PairMotion& m) {
  bool overlapping = false;
  for (int tries = 0; !overlapping && tries < 12; ++tries) {
    gridPair(rng, first, second, s, a, b);
    overlapping = classify(a, b) != Relation::Disjoint;
  }
  if (!overlapping) return false;
  Vec2 w = gridMotion(rng);
  if (w.x == 0 && w.y == 0) w = {0, 1};
  for (int doubling = 0; doubling <= 6; ++doubling) {
    const double k = std::ldexp(1.0, doubling);
    const Shape before = translated(b, -k * w), after = translated(b, k * w);
    if (classify(a, before) == Relation::Disjoint && classify(a, after) == Relation::Disjoint) {
      b = before;  // (b against a: before at t = 0, where they overlap at t = 1/2, after at t = 1)
      m = sharedOut(rng, 2 * k * w);
      return true;
    }
  }
  return false;
}

// Any of the three above.
bool someMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b,
                PairMotion& m) {
  switch (rng.range(0, 2)) {
    case 0:
      if (contactMoving(rng, first, second, s, a, b, m)) return true;
      break;
    case 1:
      if (throughMoving(rng, first, second, s, a, b, m)) return true;
      break;
    default:
      break;
  }
  return gridMoving(rng, first, second, s, a, b, m);
}

// A touching pair and its motion scaled by 2^+-10 to 2^+-40 (a bullet, or a shape creeping), moved back so
// that it still touches at t = 0, ..., 1.
bool speedMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b,
                 PairMotion& m) {
  const double speed = std::ldexp(1.0, rng.range(10, 40) * (rng.coin() ? 1 : -1));
  return contactMovingBy(rng, first, second, s, a, b, m, speed);
}

// One of the above with one value, a shape's or a motion's, moved by +-2^j ulps (j from 0 to 12).
bool ulpMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b,
               PairMotion& m) {
  if (!someMoving(rng, first, second, s, a, b, m)) return false;
  int count = 4;
  forEachValue(a, [&](double) { ++count; });
  forEachValue(b, [&](double) { ++count; });
  const int which = rng.range(0, count - 1);
  const long long n = (1ll << rng.range(0, 12)) * (rng.coin() ? 1 : -1);
  int k = 0;
  auto walk = [&](double& x) {
    if (k++ == which) x = ulpMove(x, n, s.float32);
  };
  for (Shape* sh : {&a, &b}) mapAll(*sh, walk);
  for (double* x : {&m.a.x, &m.a.y, &m.b.x, &m.b.y}) walk(*x);
  return true;
}

// One of the above scaled by 2^-40 to 2^40 (motions alike) and, now and then, moved off the origin.
bool scaleMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b,
                 PairMotion& m) {
  if (!someMoving(rng, first, second, s, a, b, m)) return false;
  const double scale = std::ldexp(1.0, rng.range(-40, 40));
  const Vec2 offset = rng.coin() ? Vec2{}
                                 : Vec2{std::ldexp(rng.range(-1000, 1000) + rng.unit(), rng.range(-10, 30)),
                                        std::ldexp(rng.range(-1000, 1000) + rng.unit(), rng.range(-10, 30))};
  for (Shape* sh : {&a, &b}) scaleAndMove(*sh, scale, offset);
  m = {scale * m.a, scale * m.b};
  return true;
}

// One of the above in decimals: every value and motion over 10, 100 or 1000 (each rounded once).
bool decimalMoving(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                   Shape& b, PairMotion& m) {
  if (!someMoving(rng, first, second, s, a, b, m)) return false;
  static constexpr double kTens[] = {10, 100, 1000};
  const double ten = kTens[rng.range(0, 2)];
  for (Shape* sh : {&a, &b}) mapAll(*sh, [&](double& x) { x /= ten; });
  for (double* x : {&m.a.x, &m.a.y, &m.b.x, &m.b.y}) *x /= ten;
  return true;
}

}  // namespace

GeneratorSettings settingsFor(const Conventions& c, int pairType) {
  return {c.float32, c.ccw, c.roundedOf(pairType)};
}

const std::vector<Generator>& generators() {
  static const std::vector<Generator> all = {
      {"grid", gridPair},     {"decimal", decimalPair}, {"tangent", tangent},
      {"ulp-walk", ulpWalk},  {"scale", scaled},        {"near-parallel", nearParallel},
      {"random", randomPair}, {"gap", gapPair},         {"rotated-box", rotatedBoxPair},
  };
  return all;
}

const std::vector<Generator>& motionGenerators() {
  static const std::vector<Generator> all = {
      {"toi-grid", nullptr, gridMoving},       {"toi-contact", nullptr, contactMoving},
      {"toi-through", nullptr, throughMoving}, {"toi-speed", nullptr, speedMoving},
      {"toi-ulp", nullptr, ulpMoving},         {"toi-scale", nullptr, scaleMoving},
      {"toi-decimal", nullptr, decimalMoving},
  };
  return all;
}

bool generate(const Generator& g, Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s,
              PairOfShapes& p) {
  if (!g.makeMoving) {
    p.motion.reset();
    return g.make(rng, first, second, s, p.a, p.b);
  }
  p.motion.emplace();
  return g.makeMoving(rng, first, second, s, p.a, p.b, *p.motion);
}

void roundToFloats(PairMotion& m) {
  for (double* x : {&m.a.x, &m.a.y, &m.b.x, &m.b.y}) *x = static_cast<double>(static_cast<float>(*x));
}

void roundToFloats(Shape& s) {
  mapAll(s, [](double& x) { x = static_cast<double>(static_cast<float>(x)); });
}

bool usable(const Shape& s, const GeneratorSettings& settings) {
  bool ok = true;
  forEachValue(s, [&](double x) {
    ok = ok && std::isfinite(x) && std::fabs(x) <= 1e300 && (!settings.float32 || double(float(x)) == x);
  });
  if (!ok) return false;
  if (auto* c = std::get_if<Circle>(&s)) return c->radius >= 0;
  if (roundingOf(s) != 0 && !(settings.rounded && roundingOf(s) > 0)) return false;
  if (auto* r = std::get_if<Rect>(&s)) return r->min.x <= r->max.x && r->min.y <= r->max.y;
  if (auto* p = std::get_if<Polygon>(&s)) {
    if (!shapeProblem(s, "a").empty()) return false;
    // (a ccw judge's polygons stay counter-clockwise at every step: rounding, a walk, a shrink can turn one)
    return !settings.ccw || counterClockwise(*p) == *p;
  }
  return true;
}

bool usable(const PairMotion& m, const GeneratorSettings& settings) {
  for (double x : {m.a.x, m.a.y, m.b.x, m.b.y})
    if (!std::isfinite(x) || std::fabs(x) > 1e300 || (settings.float32 && double(float(x)) != x))
      return false;
  return true;
}

bool usable(const PairOfShapes& p, const GeneratorSettings& settings) {
  return usable(p.a, settings) && usable(p.b, settings) && (!p.motion || usable(*p.motion, settings));
}

}  // namespace hitlab::judge
