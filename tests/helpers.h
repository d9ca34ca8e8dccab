// helpers.h — short constructors for shapes in tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>

#include "hitlab/classify.h"
#include "hitlab/relation.h"

namespace hitlab::test {

/// The same bits: doubles compared as their representations (a sign of zero or a NaN payload counts).
inline bool sameBits(double x, double y) {
  return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y);
}
inline bool sameBits(Vec2 p, Vec2 q) { return sameBits(p.x, q.x) && sameBits(p.y, q.y); }

inline Shape pt(double x, double y) { return Point{{x, y}}; }
inline Shape seg(double ax, double ay, double bx, double by) { return Segment{{ax, ay}, {bx, by}}; }
inline Shape circ(double x, double y, double r) { return Circle{{x, y}, r}; }
inline Shape rect(double x0, double y0, double x1, double y1) { return Rect{{x0, y0}, {x1, y1}}; }
inline Shape poly(std::vector<Vec2> pts) { return Polygon{std::move(pts)}; }

/// The typed classify overload for the pair when there is one (the inline filters), else classify(Shape).
inline Relation typedClassify(const Shape& a, const Shape& b) {
  return std::visit([](const auto& x, const auto& y) { return classify(x, y); }, a, b);
}

/// True when `got` holds the same points as `want` (any order) within tol.
inline bool samePoints(std::vector<Vec2> want, std::vector<Vec2> got, double tol = 1e-12) {
  if (want.size() != got.size()) return false;
  for (Vec2 w : want) {
    auto it = std::find_if(got.begin(), got.end(), [&](Vec2 g) {
      return std::fabs(g.x - w.x) <= tol && std::fabs(g.y - w.y) <= tol;
    });
    if (it == got.end()) return false;
    got.erase(it);
  }
  return true;
}

}  // namespace hitlab::test
