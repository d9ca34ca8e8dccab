// dump_results.cpp — every result of a fixed set of pairs, every double in hexadecimal (%a), one line per
// pair: what the reference build (HITLAB_FAST=OFF) and the fast build must print alike, byte for byte
// (tests/check_fast_equals_reference.sh compares them).
//
// The pairs: every pair family in each generator mode (integer grid, 1-ulp nudges, random doubles,
// tenths), each also scaled by powers of two from 2^-1000 to 2^900, polygons of 9 to 40 vertices (the
// general SAT kernels and the straddle test), each pair plain and prepared, and relation-only classify();
// then the broad phase over all the shapes and the batch segment tests.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "generators.h"
#include "hitlab/batch.h"
#include "hitlab/broadphase.h"
#include "hitlab/prepared.h"
#include "hitlab/relation.h"

namespace hitlab::test {
namespace {

// A double as C's %a prints it with glibc, subnormals as 0x0.<hex>p-1022 (the C library of the web build,
// musl, prints them normalised, 0x1.<hex>p-10xx), so that the dump's bytes do not depend on the C library.
std::string hex(double x) {
  std::uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  std::string s = bits >> 63 ? "-" : "";
  const int biased = static_cast<int>(bits >> 52 & 0x7ff);
  const std::uint64_t fraction = bits & ((std::uint64_t{1} << 52) - 1);
  if (biased == 0x7ff) return s + (fraction ? "nan" : "inf");
  if (biased == 0 && fraction == 0) return s + "0x0p+0";
  s += biased ? "0x1" : "0x0";
  if (fraction) {
    char digits[16];
    std::snprintf(digits, sizeof digits, "%013llx", static_cast<unsigned long long>(fraction));
    std::string d = digits;
    d.erase(d.find_last_not_of('0') + 1);
    s += "." + d;
  }
  const int e = biased ? biased - 1023 : -1022;
  return s + "p" + (e >= 0 ? "+" : "") + std::to_string(e);
}

void print(const PairResult& r) {
  std::printf(" %s|%d|%d|", r.error.c_str(), static_cast<int>(r.relation), static_cast<int>(r.containment));
  for (Vec2 p : r.points) std::printf("%s,%s;", hex(p.x).c_str(), hex(p.y).c_str());
  std::printf("|%s|%s|", hex(r.distance).c_str(), hex(r.depth).c_str());
  if (r.mtv) std::printf("%s,%s", hex(r.mtv->x).c_str(), hex(r.mtv->y).c_str());
  if (!r.sat) return;
  std::printf("|sat %d", r.sat->firstSeparating);
  for (const SatAxis& a : r.sat->axes)
    std::printf(" %c%d%d:%s,%s:%s,%s,%s,%s:%s", a.owner, a.edge, a.separating ? 1 : 0, hex(a.axis.x).c_str(),
                hex(a.axis.y).c_str(), hex(a.aMin).c_str(), hex(a.aMax).c_str(), hex(a.bMin).c_str(),
                hex(a.bMax).c_str(), hex(a.overlap).c_str());
}

void dumpPair(const Shape& a, const Shape& b) {
  const PairResult r = evaluate(a, b);
  print(r);
  print(evaluate(PreparedShape(a, "a"), PreparedShape(b, "b")));
  // (classify's polygons must be valid: an invalid one has no relation to agree on)
  if (r.error.empty()) std::printf(" %d", static_cast<int>(classify(a, b)));
  std::printf("\n");
}

// SplitMix64's finalizer: every bit of x moves about half of the result's.
std::uint64_t mixed(std::uint64_t x) {
  x = (x ^ x >> 30) * 0xbf58476d1ce4e5b9;
  x = (x ^ x >> 27) * 0x94d049bb133111eb;
  return x ^ x >> 31;
}

Shape scaled(const Shape& s, double f) {
  return std::visit(
      [&](auto x) -> Shape {
        using S = decltype(x);
        auto m = [&](Vec2 p) { return Vec2{p.x * f, p.y * f}; };
        if constexpr (std::is_same_v<S, Point>) x.p = m(x.p);
        if constexpr (std::is_same_v<S, Segment>) x.a = m(x.a), x.b = m(x.b);
        if constexpr (std::is_same_v<S, Circle>) x.center = m(x.center), x.radius *= f;
        if constexpr (std::is_same_v<S, Rect>) x.min = m(x.min), x.max = m(x.max);
        if constexpr (std::is_same_v<S, Polygon>)
          for (Vec2& p : x.points) p = m(p);
        return x;
      },
      s);
}

// The broad phase's shapes must be valid (its relations, as classify's, assume valid polygons).
bool valid(const Shape& s) { return shapeProblem(s, "s").empty(); }

// (cos t, sin t) from + - * / alone, so the same bits on every platform (the C libraries' cos and sin differ
// in the last bit now and then: glibc's and musl's, the web build's): the quadrant, then the Taylor series
// on [-pi/4, pi/4]. Within an ulp or two; the vertices need only lie near a circle.
Vec2 unitVector(double t) {
  const double halfPi = 1.5707963267948966;
  const int k = static_cast<int>(std::floor(t / halfPi + 0.5));
  const double x = t - k * halfPi, x2 = x * x;
  double c = 1, s = x, cTerm = 1, sTerm = x;
  for (int n = 1; n <= 11; ++n) {
    cTerm *= -x2 / ((2 * n - 1) * (2 * n));
    sTerm *= -x2 / ((2 * n) * (2 * n + 1));
    c += cTerm, s += sTerm;
  }
  switch (k & 3) {
    case 0:
      return {c, s};
    case 1:
      return {-s, c};
    case 2:
      return {-c, -s};
    default:
      return {s, -c};
  }
}

// A convex polygon of n vertices on a circle (sorted angles; rounding may leave a few invalid, which is
// compared too).
Shape roundPolygon(Gen& g, int n, double cx, double cy, double r) {
  std::vector<double> angles(n);
  for (double& t : angles) t = uniformReal(g.rng, 0, 6.283185307179586);
  std::sort(angles.begin(), angles.end());
  Polygon p;
  for (double t : angles) {
    const Vec2 u = unitVector(t);
    p.points.push_back({cx + r * u.x, cy + r * u.y});
  }
  return p;
}

}  // namespace
}  // namespace hitlab::test

int main(int argc, char** argv) {
  using namespace hitlab;
  using namespace hitlab::test;
  const int perMode = argc > 1 ? std::stoi(argv[1]) : 300;
  std::vector<Shape> all;
  int line = 0;
  for (auto [ta, tb] : allFamilies())
    for (int mode = 0; mode < 4; ++mode) {
      Gen g(1000 + 10 * static_cast<int>(ta) + static_cast<int>(tb) + 100 * mode);
      g.mode = mode % 4 == 1 ? 0 : mode;
      for (int i = 0; i < perMode; ++i) {
        Shape a = g.shape(ta), b = g.shape(tb);
        if (mode == 1) g.nudgeOne(g.pick(0, 1) ? a : b);
        std::printf("%d", line++);
        dumpPair(a, b);
        if (i % 8 == 0)
          for (int k : {-1000, -300, -60, 60, 300, 900}) {
            std::printf("%d 2^%d", line++, k);
            dumpPair(scaled(a, std::ldexp(1.0, k)), scaled(b, std::ldexp(1.0, k)));
          }
        if (i % 4 == 0 && valid(a) && valid(b)) all.push_back(a), all.push_back(b);
      }
    }
  Gen g(7);
  g.mode = 2;
  // (The draws one at a time, in the order GCC evaluated them as a call's arguments: right to left. Clang,
  // which builds the web version, evaluates them left to right.)
  auto drawRoundPolygon = [&g](int minVertices, int maxVertices, double r) {
    const double cy = g.coord() * 0.3, cx = g.coord() * 0.3;
    return roundPolygon(g, g.pick(minVertices, maxVertices), cx, cy, r);
  };
  for (int i = 0; i < perMode; ++i) {
    const Shape big = drawRoundPolygon(9, 40, 1 + g.coord() * 0.1);
    Shape other;
    switch (i % 4) {
      case 0:
        other = drawRoundPolygon(3, 8, 0.5);
        break;
      case 1:
        other = drawRoundPolygon(9, 40, 1);
        break;
      case 2:
        other = g.shape(ShapeType::Circle);
        break;
      default:
        other = g.shape(ShapeType::Segment);
    }
    std::printf("%d big", line++);
    dumpPair(big, other);
    std::printf("%d big", line++);
    dumpPair(other, big);
    if (i % 4 == 0 && valid(big)) all.push_back(big);
  }
  // The broad phase's pairs by their count and two sums of their mixed indices, which do not depend on the
  // pairs' order (the sweep's order among boxes of equal min x is std::sort's, which differs between
  // libstdc++ and libc++; broadphase.h promises the pairs, not their order). Printed one by one, its 33
  // million pairs were 347 MB, nine tenths of the dump's bytes and most of its time.
  std::uint64_t sum = 0, otherSum = 0;
  const std::vector<IndexPair> meeting = meetingShapePairs(all);
  for (auto [i, j] : meeting) {
    const std::uint64_t key = std::uint64_t{i} << 32 | j;
    sum += mixed(key), otherSum += mixed(key ^ 0x9e3779b97f4a7c15);
  }
  std::printf("broad phase of %zu shapes: %zu pairs, sums %016llx %016llx\n", all.size(), meeting.size(),
              static_cast<unsigned long long>(sum), static_cast<unsigned long long>(otherSum));
  // Batch segment tests: grid segments (many touching) against each other.
  g.mode = 0;
  std::vector<double> ax, ay, bx, by, cx, cy, dx, dy;
  for (int i = 0; i < perMode * 16; ++i) {
    const Segment s = std::get<Segment>(g.shape(ShapeType::Segment)),
                  t = std::get<Segment>(g.shape(ShapeType::Segment));
    ax.push_back(s.a.x), ay.push_back(s.a.y), bx.push_back(s.b.x), by.push_back(s.b.y);
    cx.push_back(t.a.x), cy.push_back(t.a.y), dx.push_back(t.b.x), dy.push_back(t.b.y);
  }
  const SegmentsSoA first{ax.data(), ay.data(), bx.data(), by.data(), ax.size()},
      second{cx.data(), cy.data(), dx.data(), dy.data(), cx.size()};
  std::vector<std::uint8_t> out(ax.size());
  relateElementwise(first, second, out.data());
  std::printf("batch:");
  for (std::uint8_t r : out) std::printf("%d", r);
  relateOneToMany({ax[0], ay[0]}, {bx[0], by[0]}, second, out.data());
  std::printf("\none to many:");
  for (std::uint8_t r : out) std::printf("%d", r);
  std::printf("\n");
  return 0;
}
