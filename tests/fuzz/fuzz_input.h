// fuzz_input.h — turns a fuzzer's bytes into doubles and shapes that hit the edge cases (fuzz harnesses
// only).
//
// Each value starts with a tag byte: most tags give a small integer or a small integer times a power of two,
// so collinear, touching and tangent configurations come up often; one tag range reads 8 raw bytes (any
// finite double of magnitude up to 1e300, subnormals included). Running out of bytes gives zeros.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "hitlab/shapes.h"

namespace hitlab::fuzz {

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : p_(data), end_(data + size) {}

  std::uint8_t byte() { return p_ < end_ ? *p_++ : 0; }
  bool empty() const { return p_ >= end_; }

  double value() {
    const std::uint8_t tag = byte();
    if (tag < 96) return static_cast<double>(static_cast<int>(tag) - 48);  // the small grid
    if (tag < 192) {                                                       // k * 2^e, e in [-32, 63]
      const int k = static_cast<std::int8_t>(byte());
      return std::ldexp(static_cast<double>(k), static_cast<int>(tag) - 128);
    }
    std::uint64_t bits = 0;  // raw bits
    for (int i = 0; i < 8; ++i) bits = bits << 8 | byte();
    double v;
    std::memcpy(&v, &bits, sizeof v);
    return std::isfinite(v) && std::fabs(v) <= 1e300 ? v : 0.0;
  }
  Vec2 point() {
    const double x = value();
    return {x, value()};
  }

  /// A shape of the type the next byte picks; polygons get 3 to 6 vertices, radii are made non-negative.
  Shape shape() {
    switch (byte() % 5) {
      case 0:
        return Point{point()};
      case 1: {
        const Vec2 a = point();
        return Segment{a, point()};
      }
      case 2: {
        const Vec2 c = point();
        return Circle{c, std::fabs(value())};
      }
      case 3: {
        const Vec2 a = point(), b = point();
        return Rect{{std::fmin(a.x, b.x), std::fmin(a.y, b.y)}, {std::fmax(a.x, b.x), std::fmax(a.y, b.y)}};
      }
      default: {
        Polygon g;
        const int n = 3 + byte() % 4;
        for (int i = 0; i < n; ++i) g.points.push_back(point());
        return g;
      }
    }
  }

 private:
  const std::uint8_t* p_;
  const std::uint8_t* end_;
};

}  // namespace hitlab::fuzz
