// hitlab/math.h — 2D vector value type and the conventions every other header relies on.
//
// Conventions (stated once): world units, y axis points up, polygons may be given in either winding,
// "counter-clockwise" means positive signed area. All shapes are closed point sets.
#pragma once

#include <cmath>

namespace hitlab {

/// A 2D point or vector in world units (y up).
struct Vec2 {
  double x = 0, y = 0;
  friend bool operator==(const Vec2&, const Vec2&) = default;
};

inline Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
inline Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
inline Vec2 operator*(double s, Vec2 a) { return {s * a.x, s * a.y}; }
inline Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
/// Dot product (rounded; use predicates.h for exact signs).
inline double dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
/// z of the 3D cross product (rounded; use predicates.h for exact signs).
inline double cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
/// sqrt(x^2 + y^2) rounded to nearest (ties to even), with no overflow or underflow on the way: the same bits
/// on every platform, where std::hypot's last bit is the C library's own (glibc's and musl's differ).
double roundedHypot(double x, double y);
/// |a|: a plain square root where the squares can neither underflow nor overflow (roundedHypot is several
/// times slower), roundedHypot elsewhere.
inline double length(Vec2 a) {
  double s = a.x * a.x + a.y * a.y;
  return s > 0x1p-900 && s < 0x1p900 ? std::sqrt(s) : roundedHypot(a.x, a.y);
}
/// Right perpendicular: the outward normal of an edge of a counter-clockwise polygon.
inline Vec2 rightPerp(Vec2 a) { return {a.y, -a.x}; }
/// Unit vector in the direction of a, or (1, 0) for the zero vector. A tiny (even subnormal) or huge a is
/// first scaled by a power of two, so its direction keeps full precision.
inline Vec2 normalized(Vec2 a) {
  const double m = std::fmax(std::fabs(a.x), std::fabs(a.y));
  if (!(m > 0)) return {1, 0};
  if (m < 0x1p-450 || m > 0x1p450) {
    const int e = std::ilogb(m);
    a = {std::ldexp(a.x, -e), std::ldexp(a.y, -e)};
  }
  const double l = length(a);
  return {a.x / l, a.y / l};
}

}  // namespace hitlab
