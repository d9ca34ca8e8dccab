// dump_results.cpp — every result of a fixed set of pairs, every double in hexadecimal (%a), one line per
// pair: what the reference build (HITLAB_FAST=OFF) and the fast build must print alike, byte for byte
// (tests/check_fast_equals_reference.sh compares them).
//
// The pairs: every pair family in each generator mode (integer grid, 1-ulp nudges, random doubles,
// tenths), each also scaled by powers of two from 2^-1000 to 2^900, polygons of 9 to 40 vertices (the
// general SAT kernels and the straddle test), each pair plain and prepared, and relation-only classify();
// then the broad phase over all the shapes and the batch segment tests.
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "generators.h"
#include "hitlab/batch.h"
#include "hitlab/broadphase.h"
#include "hitlab/prepared.h"
#include "hitlab/relation.h"

namespace hitlab::test {
namespace {

void print(const PairResult& r) {
  std::printf(" %s|%d|%d|", r.error.c_str(), static_cast<int>(r.relation), static_cast<int>(r.containment));
  for (Vec2 p : r.points) std::printf("%a,%a;", p.x, p.y);
  std::printf("|%a|%a|", r.distance, r.depth);
  if (r.mtv) std::printf("%a,%a", r.mtv->x, r.mtv->y);
  if (!r.sat) return;
  std::printf("|sat %d", r.sat->firstSeparating);
  for (const SatAxis& a : r.sat->axes)
    std::printf(" %c%d%d:%a,%a:%a,%a,%a,%a:%a", a.owner, a.edge, a.separating ? 1 : 0, a.axis.x, a.axis.y,
                a.aMin, a.aMax, a.bMin, a.bMax, a.overlap);
}

void dumpPair(const Shape& a, const Shape& b) {
  const PairResult r = evaluate(a, b);
  print(r);
  print(evaluate(PreparedShape(a, "a"), PreparedShape(b, "b")));
  // (classify's polygons must be valid: an invalid one has no relation to agree on)
  if (r.error.empty()) std::printf(" %d", static_cast<int>(classify(a, b)));
  std::printf("\n");
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

// A convex polygon of n vertices on a circle (sorted angles; rounding may leave a few invalid, which is
// compared too).
Shape roundPolygon(Gen& g, int n, double cx, double cy, double r) {
  std::vector<double> angles(n);
  for (double& t : angles) t = std::uniform_real_distribution<double>(0, 6.283185307179586)(g.rng);
  std::sort(angles.begin(), angles.end());
  Polygon p;
  for (double t : angles) p.points.push_back({cx + r * std::cos(t), cy + r * std::sin(t)});
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
  for (int i = 0; i < perMode; ++i) {
    const Shape big = roundPolygon(g, g.pick(9, 40), g.coord() * 0.3, g.coord() * 0.3, 1 + g.coord() * 0.1);
    Shape other;
    switch (i % 4) {
      case 0:
        other = roundPolygon(g, g.pick(3, 8), g.coord() * 0.3, g.coord() * 0.3, 0.5);
        break;
      case 1:
        other = roundPolygon(g, g.pick(9, 40), g.coord() * 0.3, g.coord() * 0.3, 1);
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
  std::printf("broad phase of %zu shapes:", all.size());
  for (auto [i, j] : meetingShapePairs(all)) std::printf(" %u,%u", i, j);
  std::printf("\n");
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
