// rounded_hypot.cpp — sqrt(x^2 + y^2) rounded to nearest, decided by exact residuals (hitlab/math.h).
//
// std::hypot's last bit is the C library's own: glibc's is not correctly rounded (about 0.7% of random
// arguments are one ulp off) and musl's, which the web build runs, is off elsewhere. This one is the double
// nearest the exact root (ties to even), from + - * / and sqrt alone, so every platform gives the same bits.
//
// x >= y > 0 scaled by one power of two to x in [1, 4): a first root r = sqrt(x*x + y*y) is within two ulps;
// r is the answer when x^2 + y^2 lies between the squares of the midpoints from r to its neighbours. Those
// signs are exact. With (p1, e1), (p2, e2), (p3, e3) the error-free squares of x, y and r, and s + t = p1 +
// p2: x^2 + y^2 - (r + h)^2 = (s - p3) + t + e1 + e2 - e3 - 2rh - h^2, each term exact (s - p3 too: s and p3
// lie within a factor 2 of each other) and below 2^-45. Summed in double that is within 2^-92 of exact (each
// partial sum is below 2^-42); nearer zero than 2^-88 it is summed again in integers, every term being a
// multiple of 2^-158 (y's lowest bit is at least 2^-79 once y >= 2^-27; below that the root rounds to x).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>

#include "exact/exact.h"
#include "hitlab/math.h"

namespace hitlab {

namespace {

std::uint64_t bitsOf(double v) {
  std::uint64_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  return bits;
}
double fromBits(std::uint64_t bits) {
  double v;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}
// 2^e for e in the normal range [-1022, 1023].
double powerOfTwo(int e) { return fromBits(static_cast<std::uint64_t>(e + 1023) << 52); }

// The exact sign of the sum of the seven terms, in units of 2^-158. (Out of line: inlined, GCC computed the
// conversions to 128 bits on every call, as they cannot trap, which took half the time.)
[[gnu::noinline]] int exactSignOfSum(const double (&terms)[7]) {
  __int128 units = 0;
  for (double v : terms) units += static_cast<__int128>(v * 0x1p158);  // (an integer below 2^113, exactly)
  return (units > 0) - (units < 0);
}
// The same, given the sum rounded to double: exactly only when that is too near zero to tell.
int signOfSum(double rounded, const double (&terms)[7]) {
  if (rounded > 0x1p-88) return 1;
  if (rounded < -0x1p-88) return -1;
  return exactSignOfSum(terms);
}

// Both below the normal range (2^-1022): as integers X, Y of 2^-1074, the root of X^2 + Y^2 < 2^105 rounded
// to an integer (a tie would need an odd square, 4(X^2 + Y^2) is even), which is the rounded double.
double subnormalHypot(double x, double y) {
  const auto X = static_cast<std::uint64_t>(std::ldexp(x, 1074)),
             Y = static_cast<std::uint64_t>(std::ldexp(y, 1074));
  const unsigned __int128 S = static_cast<unsigned __int128>(X) * X + static_cast<unsigned __int128>(Y) * Y;
  auto root = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(S)));
  while (static_cast<unsigned __int128>(root) * root > S) --root;
  while (static_cast<unsigned __int128>(root + 1) * (root + 1) <= S) ++root;
  const unsigned __int128 twice = 2 * static_cast<unsigned __int128>(root) + 1;
  if (4 * S > twice * twice) ++root;
  return static_cast<double>(root) * 0x1p-1074;
}

}  // namespace

double roundedHypot(double x, double y) {
  x = std::fabs(x), y = std::fabs(y);
  if (std::isinf(x) || std::isinf(y)) return std::numeric_limits<double>::infinity();
  if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<double>::quiet_NaN();
  if (x < y) std::swap(x, y);
  if (y == 0) return x;
  if (x < 0x1p-1022) return subnormalHypot(x, y);
  // x scaled into [1, 2) by a power of two (into [2, 4) from the top binade, where 2^-1023 is not normal),
  // exactly; y too, exactly unless it falls below 2^-27, where the root is below x + x 2^-55, less than half
  // an ulp above x.
  const int e = std::min(static_cast<int>(bitsOf(x) >> 52) - 1023, 1022);
  const double down = powerOfTwo(-e), xs = x * down, ys = y * down;
  if (ys < 0x1p-27) return x;
  double p1, e1, p2, e2, s, t;
  exact::twoProduct(xs, xs, p1, e1);
  exact::twoProduct(ys, ys, p2, e2);
  exact::twoSum(p1, p2, s, t);
  double r = std::sqrt(xs * xs + ys * ys);
  for (;;) {
    double p3, e3;
    exact::twoProduct(r, r, p3, e3);
    const double common = (((s - p3) + t) + e1 + e2) - e3;
    // The sign of x^2 + y^2 - (r + h)^2, h half the step to a neighbour of r.
    auto side = [&](double neighbour) {
      const double h = (neighbour - r) / 2, twoRh = 2 * r * h, hh = h * h;
      return signOfSum((common - twoRh) - hh, {s - p3, t, e1, e2, -e3, -twoRh, -hh});
    };
    const std::uint64_t bits = bitsOf(r);
    const bool odd = bits & 1;
    const double above = fromBits(bits + 1), below = fromBits(bits - 1);
    const int up = side(above), low = side(below);
    if (up > 0 || (up == 0 && odd)) {
      r = above;
      continue;
    }
    if (low < 0 || (low == 0 && odd)) {
      r = below;
      continue;
    }
    return r * powerOfTwo(e);
  }
}

}  // namespace hitlab
