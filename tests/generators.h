// generators.h — random and degenerate-by-construction shapes for the property tests.
//
// Half of the cases are degenerate by construction: small integer grids make shared endpoints, collinear
// pieces, vertices on edges and Pythagorean tangencies common; some of those then get a 1-ulp nudge
// (std::nextafter, which turns a 0 into the smallest subnormal) so that the exact answer flips on a hair.
// The rest are random doubles, some scaled by 0.1 (values binary cannot hold).
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <utility>
#include <vector>

#include "hitlab/shapes.h"

namespace hitlab::test {

// Uniform draws from the engine, written out as libstdc++ (GCC 12) makes them, which these tests have always
// drawn with: the engine's numbers are the standard's, but each library has its own distributions, and the
// web build's libc++ would draw other shapes from the same seed (tests/web compares the wasm dump with the
// native one byte for byte).
inline int uniformInt(std::mt19937_64& rng, int lo, int hi) {
  // (Lemire's multiply-and-shift with rejection: std::uniform_int_distribution's downscaling)
  const uint64_t range = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo) + 1;
  unsigned __int128 product = static_cast<unsigned __int128>(rng()) * range;
  if (static_cast<uint64_t>(product) < range) {
    const uint64_t threshold = -range % range;
    while (static_cast<uint64_t>(product) < threshold)
      product = static_cast<unsigned __int128>(rng()) * range;
  }
  return static_cast<int>(static_cast<uint64_t>(product >> 64) + static_cast<uint64_t>(lo));
}
inline double uniformReal(std::mt19937_64& rng, double lo, double hi) {
  // (std::generate_canonical<double, 53>: one 64-bit draw over 2^64, below 1)
  double u = static_cast<double>(rng()) / 0x1p64;
  if (u >= 1) u = std::nextafter(1.0, 0.0);
  return u * (hi - lo) + lo;
}

struct Gen {
  std::mt19937_64 rng;
  int mode = 0;  // 0: integer grid, 1: grid then 1-ulp nudges, 2: random doubles, 3: tenths
  explicit Gen(uint64_t seed) : rng(seed) {}
  int pick(int lo, int hi) { return uniformInt(rng, lo, hi); }
  double coord() {
    if (mode == 2) return uniformReal(rng, -5, 5);
    if (mode == 3) return pick(-40, 40) * 0.1;
    return pick(-4, 4);
  }
  Vec2 point() { return {coord(), coord()}; }
  double radius() {
    if (mode == 2) return uniformReal(rng, 0, 3);
    if (mode == 3) return pick(0, 30) * 0.1;
    return pick(0, 5) * (pick(0, 3) == 0 ? 0.5 : 1);
  }
  double nudge(double x) { return pick(0, 1) ? std::nextafter(x, INFINITY) : std::nextafter(x, -INFINITY); }

  std::vector<Vec2> convexPolygon() {
    for (;;) {
      std::vector<Vec2> pts;
      int k = pick(3, 7);
      for (int i = 0; i < k; ++i) pts.push_back(point());
      // Monotone chain hull with exact orientation (the core's predicate is tested elsewhere).
      std::sort(pts.begin(), pts.end(),
                [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
      pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
      if (pts.size() < 3) continue;
      auto turn = [](Vec2 a, Vec2 b, Vec2 c) {
        mpq_class v =
            (mpq_class(b.x) - a.x) * (mpq_class(c.y) - a.y) - (mpq_class(b.y) - a.y) * (mpq_class(c.x) - a.x);
        return sgn(v);
      };
      std::vector<Vec2> hull;
      for (int pass = 0; pass < 2; ++pass) {
        size_t start = hull.size();
        for (Vec2 p : pts) {
          while (hull.size() >= start + 2 && turn(hull[hull.size() - 2], hull.back(), p) <= 0)
            hull.pop_back();
          hull.push_back(p);
        }
        hull.pop_back();
        std::reverse(pts.begin(), pts.end());
      }
      if (hull.size() < 3) continue;
      if (mode == 0 && pick(0, 2) == 0) {  // a collinear vertex between two neighbours (exact midpoint)
        size_t i = pick(0, static_cast<int>(hull.size()) - 1);
        Vec2 a = hull[i], b = hull[(i + 1) % hull.size()];
        hull.insert(hull.begin() + i + 1, Vec2{(a.x + b.x) / 2, (a.y + b.y) / 2});
      }
      if (pick(0, 1)) std::reverse(hull.begin(), hull.end());
      std::rotate(hull.begin(), hull.begin() + pick(0, static_cast<int>(hull.size()) - 1), hull.end());
      return hull;
    }
  }

  Shape shape(ShapeType t) {
    switch (t) {
      case ShapeType::Point:
        return Point{point()};
      case ShapeType::Segment: {
        Vec2 a = point();
        return Segment{a, pick(0, 9) == 0 ? a : point()};
      }
      case ShapeType::Circle:
        return Circle{point(), radius()};
      case ShapeType::Rect: {
        Vec2 a = point(), b = point();
        if (pick(0, 9) == 0) b.x = a.x;
        return Rect{{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}};
      }
      case ShapeType::Polygon:
        return Polygon{convexPolygon()};
      case ShapeType::Capsule: {
        Vec2 a = point();
        return Capsule{a, pick(0, 9) == 0 ? a : point(), radius()};
      }
    }
    return Point{};
  }

  // Moves one coordinate of the shape by one ulp (a rect keeps min <= max).
  void nudgeOne(Shape& s) {
    std::visit(
        [&](auto& x) {
          using S = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<S, Point>) x.p.y = nudge(x.p.y);
          if constexpr (std::is_same_v<S, Segment>)
            (pick(0, 1) ? x.a : x.b).x = nudge((pick(0, 1) ? x.a : x.b).x);
          if constexpr (std::is_same_v<S, Circle>) {
            if (pick(0, 1))
              x.center.x = nudge(x.center.x);
            else if (x.radius > 0)
              x.radius = nudge(x.radius);
          }
          if constexpr (std::is_same_v<S, Rect>) {
            if (x.max.x > x.min.x) x.max.x = std::max(x.min.x, nudge(x.max.x));
          }
          if constexpr (std::is_same_v<S, Polygon>) {
            Vec2& p = x.points[pick(0, static_cast<int>(x.points.size()) - 1)];
            p.y = nudge(p.y);
          }
        },
        s);
  }
};

/// Every unordered pair of shape types (point-point up to polygon-polygon), for parameterised tests.
inline std::vector<std::pair<ShapeType, ShapeType>> allFamilies() {
  std::vector<std::pair<ShapeType, ShapeType>> out;
  for (int i = 0; i < kShapeTypeCount; ++i)
    for (int j = i; j < kShapeTypeCount; ++j)
      out.push_back({static_cast<ShapeType>(i), static_cast<ShapeType>(j)});
  return out;
}

}  // namespace hitlab::test
