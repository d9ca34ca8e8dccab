// perturb.cpp — a value moved ulp by ulp (hitlab/perturb.h).
#include "hitlab/perturb.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace hitlab::perturb {

namespace {

// std::bit_cast, which Emscripten 3.1.6's libc++ (13) lacks (the web build, docs/web.md).
template <class To, class From>
To bitCast(const From& x) {
  static_assert(sizeof(To) == sizeof(From));
  To to;
  std::memcpy(&to, &x, sizeof to);
  return to;
}

// Doubles as integers in their order: non-negative ones by their bits, negative ones mirrored below zero
// (-0 and +0 both map to 0).
std::int64_t ordered(double x) {
  const std::int64_t bits = bitCast<std::int64_t>(x);
  return bits >= 0 ? bits : -(bits & std::numeric_limits<std::int64_t>::max());
}
double fromOrdered(std::int64_t n) { return n >= 0 ? bitCast<double>(n) : -bitCast<double>(-n); }

}  // namespace

double moveUlps(double x, std::int64_t k) {
  const std::int64_t top = ordered(std::numeric_limits<double>::max());
  // (In 128 bits: no overflow; then no step past the largest finite double either way.)
  const __int128 n = static_cast<__int128>(ordered(x)) + k;
  return fromOrdered(static_cast<std::int64_t>(n > top ? top : (n < -top ? -top : n)));
}

std::int64_t ulpsBetween(double x, double y) {
  if (std::isnan(x) || std::isnan(y)) return std::numeric_limits<std::int64_t>::max();
  const __int128 gap = static_cast<__int128>(ordered(y)) - ordered(x);
  const __int128 size = gap < 0 ? -gap : gap;
  return size > std::numeric_limits<std::int64_t>::max() ? std::numeric_limits<std::int64_t>::max()
                                                         : static_cast<std::int64_t>(size);
}

std::int64_t ulpsOfCell(int i, bool logarithmic) {
  if (!logarithmic || i == 0) return i;
  const std::int64_t magnitude = std::int64_t{1} << (std::abs(i) - 1);
  return i < 0 ? -magnitude : magnitude;
}

std::vector<Cell> strip(const Shape& moved, const Shape& other, int valueIndex, bool logarithmic) {
  const int range = logarithmic ? 63 : 64;
  std::vector<Cell> cells;
  cells.reserve(2 * range + 1);
  for (int i = -range; i <= range; ++i) {
    Cell c;
    c.k = ulpsOfCell(i, logarithmic);
    c.moved = moved;
    int index = 0;
    forEachValue(c.moved, [&](double& v) {
      if (index++ == valueIndex) c.value = v = moveUlps(v, c.k);
    });
    if (auto* circle = std::get_if<Circle>(&c.moved); circle && circle->radius < 0) circle->radius = 0;
    const PairResult r = evaluate(c.moved, other);
    c.valid = r.error.empty();
    c.relation = r.relation;
    const compare::Comparison f = compare::compareFormula(c.moved, other);
    c.formula = f.formula, c.f32 = f.f32, c.f64 = f.f64, c.exact = f.exact;
    cells.push_back(std::move(c));
  }
  return cells;
}

}  // namespace hitlab::perturb
