// The floating-point filter: sound error bounds, exact zeros, and how often the rational fallback runs.
#include <random>

#include "exact.h"
#include "helpers.h"

namespace hitlab::test {
namespace {

using exact::Fl;

TEST(Filter, BoundsContainTheExactValueOfRandomExpressions) {
  std::mt19937_64 rng(17);
  std::uniform_real_distribution<double> u(-1e3, 1e3);
  for (int i = 0; i < 20000; ++i) {
    double a = u(rng), b = u(rng), c = u(rng), d = u(rng) * 1e-9;
    Fl x = (Fl(a) - Fl(b)) * (Fl(c) + Fl(d)) - Fl(a) * Fl(c);
    mpq_class q = (mpq_class(a) - b) * (mpq_class(c) + d) - mpq_class(a) * c;
    mpq_class err = q - x.v;
    ASSERT_LE(abs(err), mpq_class(x.e)) << i;
  }
}

// The double-double tier of `accurate`: its bound must hold, and it must stay tight under cancellation the
// plain filter gives up on (crossing points and circle constructions use it instead of the rationals).
TEST(Filter, DoubleDoubleBoundsHoldAndStayTightUnderCancellation) {
  std::mt19937_64 rng(23);
  std::uniform_real_distribution<double> u(-1e3, 1e3), tiny(-1e-9, 1e-9);
  int tight = 0;
  for (int i = 0; i < 20000; ++i) {
    // cross(q - p, r - q) with r nearly on the line p q: the products cancel to ~1e-9 of their size.
    double px = u(rng), py = u(rng), qx = u(rng), qy = u(rng), t = u(rng) * 1e-3;
    double rx = qx + t * (qx - px) + tiny(rng), ry = qy + t * (qy - py) + tiny(rng);
    using exact::DD;
    DD x = (DD(qx) - DD(px)) * (DD(ry) - DD(qy)) - (DD(qy) - DD(py)) * (DD(rx) - DD(qx));
    mpq_class q = (mpq_class(qx) - px) * (mpq_class(ry) - qy) - (mpq_class(qy) - py) * (mpq_class(rx) - qx);
    ASSERT_LE(abs(q - mpq_class(x.hi) - mpq_class(x.lo)), mpq_class(x.e)) << i;
    Fl f = (Fl(qx) - Fl(px)) * (Fl(ry) - Fl(qy)) - (Fl(qy) - Fl(py)) * (Fl(rx) - Fl(qx));
    if (f.e > std::fabs(f.v) * 0x1p-50 && x.e <= std::fabs(x.hi) * 0x1p-51) ++tight;
  }
  EXPECT_GT(tight, 19000);  // the filter alone would have needed the rationals for these
}

TEST(Filter, ExactZerosAreCertain) {
  exact::tUncertain = false;
  EXPECT_EQ(exact::sign(Fl(3.0) - Fl(3.0)), 0);
  EXPECT_EQ(exact::sign(Fl(0.0) * (Fl(0.1) - Fl(0.3))), 0);
  EXPECT_FALSE(exact::tUncertain);
  EXPECT_EQ(exact::sign((Fl(0.1) + Fl(0.2)) - Fl(0.3)), 1);  // 2.8e-17 in binary, and the bound proves it
  EXPECT_FALSE(exact::tUncertain);
  exact::sign(Fl(0.1) * Fl(0.7) - Fl(0.7) * Fl(0.1));  // zero, but through rounded products: uncertain
  EXPECT_TRUE(exact::tUncertain);
  exact::tUncertain = false;
}

TEST(Filter, GeneralPositionNeedsNoRationalFallback) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> u(-2, 2), ang(0, 6.283185307179586), jitter(-0.2, 0.2);
  // Jittered angles and radii: a regular octagon would be degenerate by construction (each edge exactly
  // parallel to chords across it, up to the rounding of sin and cos), and those ties rightly go exact.
  auto octagon = [&] {
    Polygon p;
    double cx = u(rng), cy = u(rng), a0 = ang(rng);
    for (int i = 0; i < 8; ++i) {
      double a = a0 + (i + jitter(rng)) * 0.785398, r = 1 + jitter(rng);
      p.points.push_back({cx + r * std::cos(a), cy + r * std::sin(a)});
    }
    return p;
  };
  long long before = exactFallbackCount();
  int overlapping = 0, valid = 0;
  for (int i = 0; i < 2000; ++i) {
    PairResult r = evaluate(octagon(), octagon());
    if (!r.error.empty()) continue;  // jitter can make a reflex vertex
    ++valid;
    overlapping += r.relation == Relation::Overlapping;
    evaluate(Circle{{u(rng), u(rng)}, 1}, octagon());
  }
  EXPECT_GT(valid, 1500);
  EXPECT_GT(overlapping, 300);
  EXPECT_EQ(exactFallbackCount() - before, 0);
}

TEST(Filter, DegenerateInputsDoReachTheRationalPath) {
  long long before = exactFallbackCount();
  // 0.1 + 0.2 vs 0.3: the orientation is a few ulps from zero, beyond what the bound can certify.
  EXPECT_EQ(classify(Point{{0.1, 0.2}}, Segment{{0, 0.3}, {0.3, 0}}), Relation::Disjoint);
  EXPECT_GT(exactFallbackCount() - before, 0);
}

}  // namespace
}  // namespace hitlab::test
