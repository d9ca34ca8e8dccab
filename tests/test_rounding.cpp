// test_rounding.cpp — correct rounding (issue 27): the oracle of rounding_oracle.h on values with known
// answers, the core's rational rounding (exact::nearest) and its certified fast paths against the oracle,
// and every quantity the core computes through `accurate` (segment crossing points) correctly rounded, on
// random, ulp-nudged, huge, tiny and subnormal inputs, and bit-identical under swap, mirror and scaling.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

#include "exact/rounding.h"
#include "generators.h"
#include "grown_oracle.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"
#include "pairs/constructions.h"
#include "rounding_check.h"
#include "rounding_oracle.h"

namespace {

using hitlab::Vec2;
namespace oracle = hitlab::oracle;

bool same(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0 || (a == 0 && b == 0);  // (the sign of a zero aside)
}
mpq_class pow2(long e) {
  mpz_class one = 1;
  return e >= 0 ? mpq_class(one << static_cast<mp_bitcnt_t>(e))
                : mpq_class(one, one << static_cast<mp_bitcnt_t>(-e));
}

// [SECTION] The oracle

TEST(RoundingOracle, KnownValues) {
  EXPECT_EQ(oracle::nearest(mpq_class(1, 10)), 0.1);
  EXPECT_EQ(oracle::nearest(mpq_class(-9, 5)), -1.8);
  EXPECT_EQ(oracle::nearest(mpq_class(1, 3)), 1.0 / 3);
  EXPECT_EQ(oracle::nearest(oracle::root(2)), std::sqrt(2.0));
  EXPECT_EQ(oracle::nearest(oracle::root(mpq_class(1, 2))), std::sqrt(0.5));
  EXPECT_EQ(oracle::nearest(oracle::root(4)), 2.0);
  // 1 - sqrt(2) = -0.41421356237309504880...: the double nearest (printed by a correctly rounding printf).
  EXPECT_EQ(oracle::nearest(oracle::Value{1, -1, 2}), -0.41421356237309503);
  // Overflow: 1e308 * 10 and the largest double's upper midpoint (a tie: to infinity, the even side).
  EXPECT_EQ(oracle::nearest(mpq_class(1e308) * 10), INFINITY);
  EXPECT_EQ(oracle::nearest(-mpq_class(1e308) * 10), -INFINITY);
  const mpq_class maxMid = mpq_class(DBL_MAX) + pow2(970);
  EXPECT_EQ(oracle::nearest(maxMid), INFINITY);
  EXPECT_EQ(oracle::nearest(maxMid - pow2(-100)), DBL_MAX);
  // Subnormals and their ties: 2^-1075 is halfway between 0 and 2^-1074 (to 0, even); 3 2^-1075 halfway
  // between 2^-1074 and 2^-1073 (to 2^-1073).
  EXPECT_EQ(oracle::nearest(pow2(-1074)), 0x1p-1074);
  EXPECT_EQ(oracle::nearest(pow2(-1075)), 0.0);
  EXPECT_EQ(oracle::nearest(pow2(-1075) + pow2(-1200)), 0x1p-1074);
  EXPECT_EQ(oracle::nearest(pow2(-1075) * 3), 0x1p-1073);
  EXPECT_EQ(oracle::nearest(pow2(-1075) * 5), 0x1p-1073);
  EXPECT_TRUE(std::signbit(oracle::nearest(-pow2(-1076))));
  // Halfway cases in the normal range: 1 + 2^-53 to 1, 1 + 3 2^-53 to 1 + 2^-51, 1 - 2^-54 (below a power of
  // two the spacing halves) to 1.
  EXPECT_EQ(oracle::nearest(1 + pow2(-53)), 1.0);
  EXPECT_EQ(oracle::nearest(1 + pow2(-53) * 3), 1 + 0x1p-51);
  EXPECT_EQ(oracle::nearest(1 - pow2(-54)), 1.0);
  EXPECT_EQ(oracle::nearest(1 - pow2(-54) - pow2(-200)), 1 - 0x1p-53);
  // The root of a square between subnormals: sqrt(2^-2148) = 2^-1074.
  EXPECT_EQ(oracle::nearest(oracle::root(pow2(-2148))), 0x1p-1074);
}

// IEEE 754's own operations are correctly rounded: the oracle must agree with the hardware on every one,
// subnormal results included.
TEST(RoundingOracle, AgreesWithHardwareOperations) {
  std::mt19937_64 rng(27);
  std::uniform_int_distribution<int> scale(-1080, 1000);
  std::uniform_real_distribution<double> unit(-1, 1);
  for (int i = 0; i < 4000; ++i) {
    const double a = std::ldexp(unit(rng), scale(rng) / 2), b = std::ldexp(unit(rng), scale(rng) / 2);
    const mpq_class A(a), B(b);
    ASSERT_TRUE(same(oracle::nearest(A * B), a * b)) << a << " * " << b;
    ASSERT_TRUE(same(oracle::nearest(A + B), a + b)) << a << " + " << b;
    if (b != 0) {
      ASSERT_TRUE(same(oracle::nearest(mpq_class(A / B)), a / b)) << a << " / " << b;
    }
    ASSERT_TRUE(same(oracle::nearest(oracle::root(abs(A))), std::sqrt(std::fabs(a)))) << a;
    // A rational combination with one root: a + b sqrt(c) where b sqrt(c) is exact (c a square).
    ASSERT_TRUE(same(oracle::nearest(oracle::Value{A, B, 4}), a + 2 * b)) << a << " + 2 " << b;
  }
}

// [SECTION] The core's rational rounding

TEST(Rounding, NearestOfRationalsMatchesTheOracle) {
  std::mt19937_64 rng(2027);
  std::uniform_int_distribution<long> exponent(-1200, 1100);
  auto randomInteger = [&](int bits) {
    mpz_class z = 0;
    for (int i = 0; i < bits; i += 32) z = (z << 32) + static_cast<unsigned long>(rng() & 0xffffffffu);
    return z;
  };
  for (int i = 0; i < 20000; ++i) {
    const int bits = 1 + static_cast<int>(rng() % 160);
    mpq_class x(randomInteger(bits) + 1, randomInteger(1 + static_cast<int>(rng() % 100)) + 1);
    x.canonicalize();
    x *= pow2(exponent(rng) - bits);
    if (rng() & 1) x = -x;
    ASSERT_TRUE(same(hitlab::exact::nearest(x), oracle::nearest(x))) << x.get_str();
  }
  // Ties and neighbours of ties at every scale, subnormal and overflowing ones included.
  for (long e : {-1076L, -1075L, -1074L, -1073L, -1060L, -1023L, -1022L, -1021L, -1L, 0L, 1L, 52L, 53L, 1000L,
                 1022L, 1023L}) {
    for (long k = 0; k < 16; ++k) {
      for (int nudge = -1; nudge <= 1; ++nudge) {
        const mpq_class x =
            (pow2(53) + k) * pow2(e - 53) + (k % 2 ? pow2(e - 54) : 0) + nudge * pow2(e - 120);
        ASSERT_TRUE(same(hitlab::exact::nearest(x), oracle::nearest(x))) << e << " " << k << " " << nudge;
        ASSERT_TRUE(same(hitlab::exact::nearest(-x), oracle::nearest(-x)));
      }
    }
  }
  EXPECT_EQ(hitlab::exact::nearest(mpq_class(DBL_MAX) + pow2(970)), INFINITY);
  EXPECT_EQ(hitlab::exact::nearest(mpq_class(DBL_MAX) + pow2(970) - pow2(900)), DBL_MAX);
  EXPECT_EQ(hitlab::exact::nearest(mpq_class(1, 10)), 0.1);
}

// roundsToOne certifies only when the whole interval rounds to one double: the interval touching the
// midpoint does not certify; halving its margin would.
TEST(Rounding, RoundsToOneStopsAtTheMidpoint) {
  double out;
  // 1.5 with lo just under half an ulp: certified only with no error beyond that half ulp.
  const double h = 1.5, half = 0x1p-53;
  EXPECT_TRUE(hitlab::exact::roundsToOne(h, half / 2, half / 4, out));
  EXPECT_EQ(out, h);
  EXPECT_FALSE(hitlab::exact::roundsToOne(h, half / 2, half / 2, out));  // reaches the midpoint
  EXPECT_FALSE(hitlab::exact::roundsToOne(h, -half / 2, half / 2, out));
  // Below a power of two the midpoint is twice as near.
  EXPECT_TRUE(hitlab::exact::roundsToOne(1.0, -0x1p-56, 0x1p-56, out));
  EXPECT_FALSE(hitlab::exact::roundsToOne(1.0, -0x1p-55, 0x1p-55, out));
  EXPECT_TRUE(hitlab::exact::roundsToOne(1.0, 0x1p-55, 0x1p-56, out));
  // Exact values certify themselves; subnormal estimates never (the rationals decide).
  EXPECT_TRUE(hitlab::exact::roundsToOne(0x1p-1074, 0, 0, out));
  EXPECT_FALSE(hitlab::exact::roundsToOne(0x1p-1070, 0, 0x1p-1074, out));
  EXPECT_FALSE(hitlab::exact::roundsToOne(DBL_MAX, DBL_MAX, 0, out));
}

// [SECTION] Segment crossing points (pairs/constructions.h: crossingPoint)

struct Crossing {
  Vec2 p1, p2, q1, q2;
};
int orient(Vec2 a, Vec2 b, Vec2 c) {
  const mpq_class ax(a.x), ay(a.y);
  return sgn(mpq_class((mpq_class(b.x) - ax) * (mpq_class(c.y) - ay) -
                       (mpq_class(b.y) - ay) * (mpq_class(c.x) - ax)));
}
bool properlyCross(const Crossing& c) {
  return orient(c.p1, c.p2, c.q1) * orient(c.p1, c.p2, c.q2) < 0 &&
         orient(c.q1, c.q2, c.p1) * orient(c.q1, c.q2, c.p2) < 0;
}
// The exact crossing, each coordinate rounded by the oracle.
Vec2 oracleCrossing(const Crossing& c) {
  const mpq_class px(c.p1.x), py(c.p1.y), ex = mpq_class(c.p2.x) - px, ey = mpq_class(c.p2.y) - py;
  const mpq_class fx = mpq_class(c.q2.x) - mpq_class(c.q1.x), fy = mpq_class(c.q2.y) - mpq_class(c.q1.y);
  const mpq_class t = ((mpq_class(c.q1.x) - px) * fy - (mpq_class(c.q1.y) - py) * fx) / (ex * fy - ey * fx);
  return {oracle::nearest(mpq_class(px + t * ex)), oracle::nearest(mpq_class(py + t * ey))};
}

// Corpora of crossing segment pairs: random doubles, small integers nudged by an ulp, one scale 2^k (huge,
// tiny, subnormal), coordinates at mixed binary scales, and a long edge (to 2^127) crossed within 2^-890 of
// its end, at a fraction t of its length below the normal doubles.
enum class Corpus { Random, UlpNudged, Huge, Tiny, Subnormal, MixedScales, TinyFraction };
struct CrossingGen {
  std::mt19937_64 rng;
  Corpus corpus;
  double unit() { return std::uniform_real_distribution<double>(-1, 1)(rng); }
  double coord() {
    switch (corpus) {
      case Corpus::Random:
        return 10 * unit();
      case Corpus::UlpNudged: {
        const double v = static_cast<double>(static_cast<int>(rng() % 9) - 4);
        const int n = static_cast<int>(rng() % 3) - 1;
        return n == 0 || v == 0 ? v : std::nextafter(v, n * INFINITY);  // (no subnormal from 0)
      }
      case Corpus::Huge:
        return std::ldexp(unit(), 500);
      case Corpus::Tiny:
        return std::ldexp(unit(), -500);
      case Corpus::Subnormal:
        return std::ldexp(static_cast<double>(static_cast<int>(rng() % 2001) - 1000), -1074);
      case Corpus::MixedScales:
        return std::ldexp(unit(), static_cast<int>(rng() % 40) - 20);
      case Corpus::TinyFraction:
        return std::ldexp(unit(), -890 - static_cast<int>(rng() % 12));
    }
    return 0;
  }
  Crossing next() {
    for (;;) {
      Crossing c{{coord(), coord()}, {coord(), coord()}, {coord(), coord()}, {coord(), coord()}};
      if (corpus == Corpus::TinyFraction) {  // q: nearly vertical, about 1 long, through p's tiny end
        const int far = 116 + static_cast<int>(rng() % 12);
        c.p2 = {std::ldexp(unit(), far), std::ldexp(unit(), far)};
        c.q1.y = -1 - std::fabs(unit()), c.q2.y = 1 + std::fabs(unit());
      }
      if (properlyCross(c)) return c;
    }
  }
};

TEST(RoundingCrossings, EveryCoordinateIsTheNearestDouble) {
  const std::pair<Corpus, int> corpora[] = {{Corpus::Random, 60000},      {Corpus::UlpNudged, 60000},
                                            {Corpus::Huge, 20000},        {Corpus::Tiny, 20000},
                                            {Corpus::Subnormal, 20000},   {Corpus::MixedScales, 40000},
                                            {Corpus::TinyFraction, 20000}};
  for (auto [corpus, count] : corpora) {
    CrossingGen g{std::mt19937_64(270 + static_cast<int>(corpus)), corpus};
    // (the sanitizer build runs a quarter of them, as it does of the property tests)
    for (long i = 0; i < long{count} * HITLAB_PROPERTY_CASES / 100000; ++i) {
      const Crossing c = g.next();
      const Vec2 got = hitlab::detail::crossingPoint(c.p1, c.p2, c.q1, c.q2), want = oracleCrossing(c);
      // (The rationals alone too: the first tier leaves them few cases.)
      const Vec2 exact = hitlab::detail::exactCrossing(c.p1, c.p2, c.q1, c.q2);
      ASSERT_TRUE(same(exact.x, want.x) && same(exact.y, want.y)) << "corpus " << static_cast<int>(corpus);
      ASSERT_TRUE(same(got.x, want.x) && same(got.y, want.y))
          << "corpus " << static_cast<int>(corpus) << ": " << std::hexfloat << c.p1.x << " " << c.p1.y << " "
          << c.p2.x << " " << c.p2.y << " " << c.q1.x << " " << c.q1.y << " " << c.q2.x << " " << c.q2.y
          << ": got " << got.x << " " << got.y << ", want " << want.x << " " << want.y;
    }
  }
}

// Crossings whose exact coordinate lies on a rounding boundary (a midpoint between two doubles: ties to
// even) or within 2^-k of one, k up to past the double-doubles' precision: the segment from (h, -1) to
// (h', 1), h' = h's neighbour, crosses y = eps at the midpoint plus eps (h' - h) / 2. Here an error bound
// too small certifies the wrong side.
TEST(RoundingCrossings, NearMidpointsTheRightSide) {
  std::mt19937_64 rng(2701);
  long checked = 0;
  for (int i = 0; i < 20000; ++i) {
    const double h = std::ldexp(1 + std::uniform_real_distribution<double>(0, 1)(rng),
                                static_cast<int>(rng() % 200) - 100);
    const double up = std::nextafter(h, INFINITY);
    const int k = 30 + static_cast<int>(rng() % 90);
    const double eps = (rng() & 1 ? 1 : -1) * (rng() % 4 == 0 ? 0.0 : std::ldexp(1.0, -k));
    const double w = std::ldexp(1.0, static_cast<int>(rng() % 60) - 30);
    Crossing c{{h, -w}, {up, w}, {-4 * h, eps * w}, {4 * h, eps * w}};
    if (rng() & 1) c.q2.y = std::nextafter(c.q2.y, INFINITY);  // (not quite horizontal)
    if (!properlyCross(c)) continue;
    const Vec2 got = hitlab::detail::crossingPoint(c.p1, c.p2, c.q1, c.q2), want = oracleCrossing(c);
    ASSERT_TRUE(same(got.x, want.x) && same(got.y, want.y)) << std::hexfloat << h << " " << eps << " " << w;
    ++checked;
  }
  EXPECT_GT(checked, 15000);
}

// The first tier's bounds hold on every crossing it takes: t = num / den within et (crossingRatio), and each
// coordinate within e (crossingEstimate). Coordinates at mixed binary scales, and nearly parallel pairs
// (cancellation in den up to the certain limit). Prints how close the bounds come: the coordinates' within a
// few percent (halving it fails this test), t's within a factor 8 (the cross products' 2^-101 mag is twice
// what its derivation needs, and 2^-50 |tl| covers the worst case of two roundings).
TEST(RoundingCrossings, FirstTierBoundsHold) {
  using hitlab::detail::CrossingRatio;
  std::mt19937_64 rng(2705);
  std::uniform_real_distribution<double> unit(-1, 1);
  double worstT = 0, worstX = 0;
  long taken = 0;
  for (int i = 0; i < 100000; ++i) {
    auto coord = [&] { return std::ldexp(unit(rng), static_cast<int>(rng() % 40) - 20); };
    Crossing c{{coord(), coord()}, {coord(), coord()}, {coord(), coord()}, {coord(), coord()}};
    if (i % 2) {  // q nearly parallel to p: q2 - q1 = (p2 - p1) (1 + small) turned by a hair
      const double k = std::ldexp(1.0, -static_cast<int>(rng() % 45));
      c.q2 = {c.q1.x + (c.p2.x - c.p1.x) * (1 + unit(rng) * k),
              c.q1.y + (c.p2.y - c.p1.y) * (1 + unit(rng) * k)};
    }
    const auto n =
        hitlab::exact::crossOfDifferences(c.q1.x, c.p1.x, c.q1.y, c.p1.y, c.q2.x, c.q1.x, c.q2.y, c.q1.y);
    const auto d =
        hitlab::exact::crossOfDifferences(c.p2.x, c.p1.x, c.p2.y, c.p1.y, c.q2.x, c.q1.x, c.q2.y, c.q1.y);
    CrossingRatio t;
    if (!hitlab::detail::crossingRatio(n, d, t)) continue;
    ++taken;
    const mpq_class px(c.p1.x), py(c.p1.y), ex = mpq_class(c.p2.x) - px, ey = mpq_class(c.p2.y) - py;
    const mpq_class fx = mpq_class(c.q2.x) - mpq_class(c.q1.x), fy = mpq_class(c.q2.y) - mpq_class(c.q1.y);
    const mpq_class exactT =
        ((mpq_class(c.q1.x) - px) * fy - (mpq_class(c.q1.y) - py) * fx) / (ex * fy - ey * fx);
    const mpq_class errT = abs(exactT - mpq_class(t.th) - mpq_class(t.tl));
    ASSERT_LE(cmp(errT, mpq_class(t.et)), 0)
        << i << std::hexfloat << " " << c.p1.x << " " << c.p1.y << " " << c.p2.x << " " << c.p2.y << " "
        << c.q1.x << " " << c.q1.y << " " << c.q2.x << " " << c.q2.y;
    if (t.et > 0) worstT = std::max(worstT, mpq_class(errT / mpq_class(t.et)).get_d());
    for (int axis = 0; axis < 2; ++axis) {
      const double a = axis ? c.p1.y : c.p1.x, b = axis ? c.p2.y : c.p2.x;
      double hi, lo, e;
      hitlab::detail::crossingEstimate(a, b, t, hi, lo, e);
      const mpq_class exact = mpq_class(a) + exactT * (mpq_class(b) - mpq_class(a));
      const mpq_class err = abs(exact - mpq_class(hi) - mpq_class(lo));
      ASSERT_LE(cmp(err, mpq_class(e)), 0) << i << " axis " << axis;
      worstX = std::max(worstX, mpq_class(err / mpq_class(e)).get_d());
    }
  }
  EXPECT_GT(taken, 60000);
  EXPECT_GT(worstX, 0.5);  // the coordinates' bound is tight: halved, it fails here
  std::printf("first tier taken %ld of 100000; worst error / bound: t %.3g, coordinates %.3g\n", taken,
              worstT, worstX);
}

// The same crossing whichever segment comes first, whichever way each runs, mirrored in x or y, with x and
// y swapped, or scaled by 2^k (nothing subnormal): the same numbers, bit for bit (mapped alike).
TEST(RoundingCrossings, InvariantUnderSwapMirrorAndScaling) {
  using hitlab::detail::crossingPoint;
  for (Corpus corpus : {Corpus::Random, Corpus::UlpNudged, Corpus::MixedScales}) {
    CrossingGen g{std::mt19937_64(2702 + static_cast<int>(corpus)), corpus};
    for (int i = 0; i < 20000; ++i) {
      const Crossing c = g.next();
      const Vec2 base = crossingPoint(c.p1, c.p2, c.q1, c.q2);
      auto map = [&](auto f) {
        const Vec2 m = crossingPoint(f(c.p1), f(c.p2), f(c.q1), f(c.q2)), want = f(base);
        return same(m.x, want.x) && same(m.y, want.y);
      };
      const Vec2 swapped = crossingPoint(c.q2, c.q1, c.p2, c.p1);
      ASSERT_TRUE(same(swapped.x, base.x) && same(swapped.y, base.y));
      ASSERT_TRUE(map([](Vec2 p) { return Vec2{-p.x, p.y}; }));
      ASSERT_TRUE(map([](Vec2 p) { return Vec2{p.x, -p.y}; }));
      ASSERT_TRUE(map([](Vec2 p) { return Vec2{p.y, p.x}; }));
      ASSERT_TRUE(map([](Vec2 p) { return Vec2{std::ldexp(p.x, 300), std::ldexp(p.y, 300)}; }));
      ASSERT_TRUE(map([](Vec2 p) { return Vec2{std::ldexp(p.x, -300), std::ldexp(p.y, -300)}; }));
    }
  }
}

// The rationals are the exception: on general-position crossings the first tier decides nearly all (a filter
// that stopped filtering would still be right, and slow).
TEST(RoundingCrossings, FewExactFallbacksInGeneralPosition) {
  CrossingGen g{std::mt19937_64(2703), Corpus::Random};
  const long long before = hitlab::detail::tRoundingFallbacks;
  for (int i = 0; i < 100000; ++i) {
    const Crossing c = g.next();
    (void)hitlab::detail::crossingPoint(c.p1, c.p2, c.q1, c.q2);
  }
  EXPECT_LT(hitlab::detail::tRoundingFallbacks - before, 100);
}

// Polygons crossing: evaluate()'s points are the rounded exact crossings, sorted, with no duplicate after
// rounding (two exact crossings a hair apart that round to one double are one point).
TEST(RoundingCrossings, EvaluatedPointsAreRoundedThenDeduplicated) {
  using hitlab::Polygon;
  // A sliver triangle whose long edges cross a's diagonal at (1, 1) and (1 + 2^-64, 1 + 2^-64), and a's top
  // at (1, 2) and (1 + 2^-63, 2).
  const Polygon a{{{0, 0}, {2, 2}, {0, 2}}};
  const Polygon b{{{1, 0}, {1 + 0x1p-52, 0x1p12}, {1, 0x1p12}}};
  const hitlab::PairResult r = hitlab::evaluate(a, b), s = hitlab::evaluate(b, a);
  for (size_t i = 1; i < r.points.size(); ++i)
    EXPECT_TRUE(r.points[i - 1].x < r.points[i].x ||
                (r.points[i - 1].x == r.points[i].x && r.points[i - 1].y < r.points[i].y));
  ASSERT_EQ(r.points.size(), s.points.size());
  for (size_t i = 0; i < r.points.size(); ++i)
    EXPECT_TRUE(same(r.points[i].x, s.points[i].x) && same(r.points[i].y, s.points[i].y));
  ASSERT_EQ(r.points.size(), 2u);
  EXPECT_TRUE(r.points[0].x == 1 && r.points[0].y == 1);
  EXPECT_TRUE(r.points[1].x == 1 && r.points[1].y == 2);
}

// [SECTION] Quantities with a square root: (an + bn sqrt(c)) / den

TEST(RoundingSumRoot, NearestSumRootMatchesTheOracle) {
  std::mt19937_64 rng(2706);
  auto rational = [&](int bits) {
    mpq_class q(mpz_class(static_cast<long>(rng() >> (64 - bits))) - mpz_class(1L << (bits - 1)),
                mpz_class(static_cast<long>(1 + (rng() >> (64 - bits)))));
    q.canonicalize();
    return q;
  };
  for (int i = 0; i < 20000; ++i) {
    const mpq_class a = rational(40), b = rational(30), c = abs(rational(50));
    ASSERT_TRUE(same(hitlab::exact::nearestSumRoot(a, b, c), oracle::nearest(oracle::Value{a, b, c})))
        << a.get_str() << " " << b.get_str() << " " << c.get_str();
  }
  // Exact roots, cancellation to zero, and exact ties: 1 + 2^-53 = 1 + 2^-53 sqrt(1) (a tie: to even, 1),
  // 1 + 3 2^-53 (a tie: to 1 + 2^-51), and sqrt(2) - sqrt(2) = 0.
  EXPECT_EQ(hitlab::exact::nearestSumRoot(1, pow2(-53), 1), 1.0);
  EXPECT_EQ(hitlab::exact::nearestSumRoot(1, pow2(-53) * 3, 1), 1 + 0x1p-51);
  EXPECT_EQ(hitlab::exact::nearestSumRoot(0, 1, mpq_class(81, 25)), 1.8);
  EXPECT_EQ(hitlab::exact::nearestSumRoot(0, 1, pow2(-2148)), 0x1p-1074);
  EXPECT_EQ(hitlab::exact::nearestSumRoot(1, -1, 1), 0.0);
  // 2^-1075 (a tie between 0 and the smallest subnormal: to 0) and just above it.
  EXPECT_EQ(hitlab::exact::nearestSumRoot(0, 1, pow2(-2150)), 0.0);
  EXPECT_EQ(hitlab::exact::nearestSumRoot(pow2(-1200), 1, pow2(-2150)), 0x1p-1074);
}

// The double-double tier's bounds hold (sqrt and quotient), and the quotient's is tight: a halved bound
// fails.
TEST(RoundingSumRoot, QuotientAndRootBoundsHold) {
  using hitlab::exact::DD;
  std::mt19937_64 rng(2704);
  std::uniform_real_distribution<double> mantissa(1, 2);
  double worstQuotient = 0, worstRoot = 0;
  for (int i = 0; i < 200000; ++i) {
    const double d = std::ldexp(mantissa(rng), static_cast<int>(rng() % 40) - 20);
    DD n(std::ldexp(mantissa(rng), static_cast<int>(rng() % 40) - 20));
    if (i % 2) n = DD(n.hi, n.hi * mantissa(rng) * 0x1p-60, 0);
    double hi, lo, e;
    ASSERT_TRUE(hitlab::exact::quotient(n, DD(d), hi, lo, e));
    const mpq_class exact = (mpq_class(n.hi) + mpq_class(n.lo)) / mpq_class(d);
    const mpq_class error = abs(exact - mpq_class(hi) - mpq_class(lo));
    ASSERT_LE(cmp(error, mpq_class(e)), 0) << std::hexfloat << n.hi << " " << n.lo << " / " << d;
    worstQuotient = std::max(worstQuotient, mpq_class(error / mpq_class(e)).get_d());
    // The root of n: its square against the bound's interval, exactly (no root taken).
    DD root;
    ASSERT_TRUE(hitlab::exact::squareRoot(n, root));
    const mpq_class x = mpq_class(n.hi) + mpq_class(n.lo), s = mpq_class(root.hi) + mpq_class(root.lo),
                    bound(root.e);
    ASSERT_LE(cmp(mpq_class((s - bound) * (s - bound)), x), 0) << std::hexfloat << n.hi << " " << n.lo;
    ASSERT_GE(cmp(mpq_class((s + bound) * (s + bound)), x), 0) << std::hexfloat << n.hi << " " << n.lo;
    // How close: |s^2 - x| / (2 s bound) approximates the error over the bound.
    worstRoot = std::max(worstRoot, mpq_class(abs(mpq_class(s * s - x)) / (2 * s * bound)).get_d());
  }
  EXPECT_GT(worstQuotient, 0.5);
  std::printf("worst error / bound: quotient %.3g, root %.3g\n", worstQuotient, worstRoot);
  // A quotient below the smallest double is no exact zero (its bound survives the underflow).
  double hi, lo, e;
  ASSERT_TRUE(hitlab::exact::quotient(DD(-0x1.4p-992, 0, 0x1p-1000), DD(-0x1.4p+83), hi, lo, e));
  EXPECT_GT(e, 0);
  EXPECT_FALSE(hitlab::exact::roundsToOne(hi, lo, e, hi));
}

// [SECTION] Circles

// The examples: values that are exact decimals (the doubles nearest to them) print as those doubles.
TEST(RoundingCircles, ExactValuesPrintAsThemselves) {
  using hitlab::Circle;
  // Tangent at (1.6, 1.8): centers 5 apart, radii 3 and 2.
  const hitlab::PairResult t = hitlab::evaluate(Circle{{4, 0}, 3}, Circle{{0, 3}, 2});
  EXPECT_EQ(t.relation, hitlab::Relation::Touching);
  ASSERT_EQ(t.points.size(), 1u);
  EXPECT_EQ(t.points[0].x, 1.6);
  EXPECT_EQ(t.points[0].y, 1.8);
  // A 3-4-5 crossing at 1e14: (3e14, +-4e14) exactly; depth 4e14, mtv (4e14, 0).
  const hitlab::PairResult big = hitlab::evaluate(Circle{{0, 0}, 5e14}, Circle{{6e14, 0}, 5e14});
  ASSERT_EQ(big.points.size(), 2u);
  EXPECT_TRUE(big.points[0].x == 3e14 && big.points[0].y == -4e14 && big.points[1].x == 3e14 &&
              big.points[1].y == 4e14);
  EXPECT_EQ(big.depth, 4e14);
  ASSERT_TRUE(big.mtv);
  EXPECT_TRUE(big.mtv->x == 4e14 && big.mtv->y == 0);
  // Apart: 5 - (1 + 3.9) (the double 3.9), rounded once.
  const hitlab::PairResult apart = hitlab::evaluate(Circle{{0, 0}, 1}, Circle{{3, 4}, 3.9});
  EXPECT_EQ(apart.distance, oracle::nearest(oracle::Value{-(mpq_class(1) + mpq_class(3.9)), 1, 25}));
  // A circle crossing a segment at (0.6, 0.8) and (-0.6, 0.8)
  const hitlab::PairResult edge = hitlab::evaluate(Circle{{0, 0}, 1}, hitlab::Segment{{-2, 0.8}, {2, 0.8}});
  ASSERT_EQ(edge.points.size(), 2u);
  EXPECT_TRUE(edge.points[0].x == -0.6 && edge.points[1].x == 0.6)
      << edge.points[0].x << " " << edge.points[1].x;
}

// Circle pairs swapped, mirrored, with x and y swapped or scaled by 2^k: the same numbers, bit for bit.
TEST(RoundingCircles, InvariantUnderSwapMirrorAndScaling) {
  using hitlab::Circle;
  std::mt19937_64 rng(2707);
  std::uniform_real_distribution<double> unit(-1, 1);
  int overlapping = 0;
  for (int i = 0; i < 20000; ++i) {
    const Circle a{{4 * unit(rng), 4 * unit(rng)}, 1 + 2 * std::fabs(unit(rng))},
        b{{4 * unit(rng), 4 * unit(rng)}, 1 + 2 * std::fabs(unit(rng))};
    const hitlab::PairResult r = hitlab::evaluate(a, b), s = hitlab::evaluate(b, a);
    ASSERT_EQ(r.points, s.points);
    ASSERT_TRUE(same(r.distance, s.distance) && same(r.depth, s.depth));
    if (r.mtv) {
      ASSERT_TRUE(s.mtv && same(r.mtv->x, -s.mtv->x) && same(r.mtv->y, -s.mtv->y));
      ++overlapping;
    }
    auto mapped = [&](auto f) {
      const hitlab::PairResult m =
          hitlab::evaluate(Circle{f(a.center), a.radius}, Circle{f(b.center), b.radius});
      std::vector<Vec2> want;
      for (Vec2 p : r.points) want.push_back(f(p));
      std::sort(want.begin(), want.end(),
                [](Vec2 u, Vec2 w) { return u.x < w.x || (u.x == w.x && u.y < w.y); });
      return m.points == want && same(m.distance, r.distance) && same(m.depth, r.depth) &&
             (!r.mtv || (m.mtv && m.mtv->x == f(*r.mtv).x && m.mtv->y == f(*r.mtv).y));
    };
    ASSERT_TRUE(mapped([](Vec2 p) { return Vec2{-p.x, p.y}; })) << i;
    ASSERT_TRUE(mapped([](Vec2 p) { return Vec2{p.x, -p.y}; })) << i;
    ASSERT_TRUE(mapped([](Vec2 p) { return Vec2{p.y, p.x}; })) << i;
    const Circle a2{{std::ldexp(a.center.x, 200), std::ldexp(a.center.y, 200)}, std::ldexp(a.radius, 200)},
        b2{{std::ldexp(b.center.x, 200), std::ldexp(b.center.y, 200)}, std::ldexp(b.radius, 200)};
    const hitlab::PairResult big = hitlab::evaluate(a2, b2);
    ASSERT_EQ(big.points.size(), r.points.size());
    for (size_t k = 0; k < r.points.size(); ++k)
      ASSERT_TRUE(big.points[k].x == std::ldexp(r.points[k].x, 200) &&
                  big.points[k].y == std::ldexp(r.points[k].y, 200));
    ASSERT_EQ(big.depth, std::ldexp(r.depth, 200));
    ASSERT_EQ(big.distance, std::ldexp(r.distance, 200));
  }
  EXPECT_GT(overlapping, 5000);
}

// On general-position circle pairs and circle-segment pairs the double-doubles decide nearly every number.
TEST(RoundingCircles, FewExactFallbacksInGeneralPosition) {
  using hitlab::Circle;
  std::mt19937_64 rng(2708);
  std::uniform_real_distribution<double> unit(-1, 1);
  const long long before = hitlab::detail::tRoundingFallbacks;
  long numbers = 0;
  for (int i = 0; i < 20000; ++i) {
    const Circle a{{4 * unit(rng), 4 * unit(rng)}, 1 + 2 * std::fabs(unit(rng))},
        b{{4 * unit(rng), 4 * unit(rng)}, 1 + 2 * std::fabs(unit(rng))};
    const hitlab::Segment s{{4 * unit(rng), 4 * unit(rng)}, {4 * unit(rng), 4 * unit(rng)}};
    const hitlab::PairResult r = hitlab::evaluate(a, b), t = hitlab::evaluate(a, s);
    numbers += 2 * static_cast<long>(r.points.size() + t.points.size()) + 1 + (r.mtv ? 2 : 0);
  }
  EXPECT_GT(numbers, 50000);
  EXPECT_LT(hitlab::detail::tRoundingFallbacks - before, 50);
}

}  // namespace

namespace {

// [SECTION] Distances from a point to a segment (roundedSegmentDistance)

// sign (dist(p, a-b) - r) as the oracle's a + b sqrt(c), the nearest feature decided here with rationals.
oracle::Value exactSegmentGap(Vec2 p, Vec2 a, Vec2 b, double r, int sign) {
  const mpq_class px = p.x, py = p.y, ax = a.x, ay = a.y, bx = b.x, by = b.y;
  const mpq_class dx = bx - ax, dy = by - ay, wx = px - ax, wy = py - ay, L = dx * dx + dy * dy;
  const mpq_class along = wx * dx + wy * dy;
  mpq_class square;
  if (L == 0 || along <= 0) {
    square = wx * wx + wy * wy;
  } else if (along >= L) {
    square = (px - bx) * (px - bx) + (py - by) * (py - by);
  } else {
    const mpq_class c = dx * wy - dy * wx;
    square = c * c / L;
  }
  return {mpq_class(-sign * mpq_class(r)), sign, square};
}

struct SegmentGapCase {
  Vec2 p, a, b;
  double r;
  int sign;
};

// Cases of each crossing corpus, with feet near either end, points nearly on the line, points on it and
// degenerate segments among them.
SegmentGapCase nextSegmentGap(CrossingGen& g) {
  SegmentGapCase c{{g.coord(), g.coord()}, {g.coord(), g.coord()}, {g.coord(), g.coord()}, 0, 1};
  switch (g.rng() % 6) {
    case 0:  // the foot near a: p on a's perpendicular, nudged
      c.p = {c.a.x - (c.b.y - c.a.y), c.a.y + (c.b.x - c.a.x)};
      c.p.x = std::nextafter(c.p.x, g.unit() * INFINITY);
      break;
    case 1:  // nearly on the line
      c.p = {c.a.x + 0.375 * (c.b.x - c.a.x), c.a.y + 0.375 * (c.b.y - c.a.y)};
      c.p.y = std::nextafter(c.p.y, g.unit() * INFINITY);
      break;
    case 2:
      c.b = c.a;
      break;
    default:
      break;
  }
  if (g.rng() % 2) c.r = std::fabs(g.coord()), c.sign = g.rng() % 2 ? 1 : -1;
  return c;
}

TEST(RoundingDistances, SegmentDistanceIsTheNearestDouble) {
  using hitlab::detail::roundedSegmentDistance;
  for (Corpus corpus : {Corpus::Random, Corpus::UlpNudged, Corpus::Huge, Corpus::Tiny, Corpus::Subnormal,
                        Corpus::MixedScales}) {
    CrossingGen g{std::mt19937_64(2727 + static_cast<int>(corpus)), corpus};
    int wrong = 0;
    for (int i = 0; i < 8000; ++i) {
      const SegmentGapCase c = nextSegmentGap(g);
      const double got = roundedSegmentDistance(c.p, c.a, c.b, c.r, c.sign),
                   want = oracle::nearest(exactSegmentGap(c.p, c.a, c.b, c.r, c.sign));
      if (!same(got, want) && ++wrong <= 3)
        ADD_FAILURE() << "corpus " << static_cast<int>(corpus) << ": p (" << c.p.x << ", " << c.p.y
                      << "), a (" << c.a.x << ", " << c.a.y << "), b (" << c.b.x << ", " << c.b.y << "), r "
                      << c.r << " sign " << c.sign << ": " << got << " instead of " << want;
    }
    EXPECT_EQ(wrong, 0) << "corpus " << static_cast<int>(corpus);
  }
}

TEST(RoundingDistances, ExactValuesPrintAsThemselves) {
  using hitlab::detail::roundedSegmentDistance;
  EXPECT_EQ(roundedSegmentDistance({3, 4}, {0, 0}, {0, -5}), 5);        // an end
  EXPECT_EQ(roundedSegmentDistance({1, 7}, {-3, 1}, {5, 7}, 0), 2.4);   // inside: 24 / 10
  EXPECT_EQ(roundedSegmentDistance({0.1, 0}, {0, 0}, {0, 1}, 0), 0.1);  // a decimal at the foot 0
  EXPECT_EQ(roundedSegmentDistance({1e14, 0}, {0, -1}, {0, 1}, 0.3), 1e14 - 0.3);
  EXPECT_EQ(roundedSegmentDistance({2, 0}, {0, -1}, {0, 1}, 3, -1), 1);     // a disk's reach
  EXPECT_EQ(roundedSegmentDistance({0, 0}, {0, 0}, {0, 0}, 0.5, -1), 0.5);  // on the end itself
}

// The exact tier is rare: fewer than 0.2% of random cases near nothing special take it.
TEST(RoundingDistances, FewExactFallbacksInGeneralPosition) {
  CrossingGen g{std::mt19937_64(2728), Corpus::MixedScales};
  const long long before = hitlab::detail::tRoundingFallbacks;
  for (int i = 0; i < 20000; ++i)
    hitlab::detail::roundedSegmentDistance({g.coord(), g.coord()}, {g.coord(), g.coord()},
                                           {g.coord(), g.coord()}, std::fabs(g.coord()));
  EXPECT_LT(hitlab::detail::tRoundingFallbacks - before, 40);
}

// nearestSquareWindow's premise: the root of vertexEdgeSquare is within 128u M of the exact distance (M the
// largest |coordinate|), here at mixed scales with feet near the ends and points nearly on the line. (A
// window, not a decision's bound: a wider one only measures more edges, so it is kept 4x wide.)
TEST(RoundingDistances, SquaresStayWithinTheNearestWindow) {
  double worst = 0;
  for (Corpus corpus : {Corpus::Random, Corpus::UlpNudged, Corpus::MixedScales}) {
    CrossingGen g{std::mt19937_64(2729 + static_cast<int>(corpus)), corpus};
    for (int i = 0; i < 20000; ++i) {
      const SegmentGapCase c = nextSegmentGap(g);
      const double M = std::max({std::fabs(c.p.x), std::fabs(c.p.y), std::fabs(c.a.x), std::fabs(c.a.y),
                                 std::fabs(c.b.x), std::fabs(c.b.y)});
      if (!(M > 0)) continue;
      const double s = hitlab::detail::vertexEdgeSquare(c.p.x, c.p.y, c.a.x, c.a.y, c.b.x, c.b.y);
      const oracle::Value exact = exactSegmentGap(c.p, c.a, c.b, 0, 1);
      // |sqrt(s) - sqrt(c)| = |s - c| / (sqrt(s) + sqrt(c)), bounded here through the rationals.
      const mpq_class diff = abs(mpq_class(s) - exact.c);
      const double lower = std::sqrt(s) + std::sqrt(exact.c.get_d());
      if (lower > 0) worst = std::max(worst, (diff.get_d() / lower) / (M * 0x1p-53));
    }
  }
  EXPECT_LT(worst, 128) << "in units of u M";
  std::printf("vertexEdgeSquare's root: at most %.1f u M from the exact distance\n", worst);
}

}  // namespace

namespace {

// segmentLengthEstimate's bound holds: the exact length within e of q + dq, measured through the rationals
// (|q + dq - sqrt(c)| = |(q + dq)^2 - c| / (q + dq + sqrt(c))), on the corpora above. The worst case is
// printed as a share of the bound (the bound is derived with margin: docs/rounding.md).
TEST(RoundingDistances, FirstTierBoundHolds) {
  double worst = 0;
  long checked = 0;
  for (Corpus corpus : {Corpus::Random, Corpus::UlpNudged, Corpus::Huge, Corpus::Tiny, Corpus::MixedScales}) {
    CrossingGen g{std::mt19937_64(2730 + static_cast<int>(corpus)), corpus};
    for (int i = 0; i < 10000; ++i) {
      const SegmentGapCase c = nextSegmentGap(g);
      for (bool inside : {false, true}) {
        double q, dq, e;
        if (!hitlab::detail::segmentLengthEstimate(c.p, c.a, c.b, inside, q, dq, e)) continue;
        const mpq_class px = c.p.x, py = c.p.y, ax = c.a.x, ay = c.a.y, dx = mpq_class(c.b.x) - ax,
                        dy = mpq_class(c.b.y) - ay, wx = px - ax, wy = py - ay;
        const mpq_class cross = dx * wy - dy * wx,
                        square = inside ? mpq_class(cross * cross / (dx * dx + dy * dy)) : wx * wx + wy * wy;
        const mpq_class v = mpq_class(q) + mpq_class(dq), off = abs(v * v - square);
        const double err = off.get_d() / (v.get_d() + std::sqrt(square.get_d()));
        ASSERT_LE(err, e) << "p (" << c.p.x << ", " << c.p.y << ") a (" << c.a.x << ", " << c.a.y << ") b ("
                          << c.b.x << ", " << c.b.y << ") inside " << inside;
        worst = std::max(worst, err / e);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 50000);
  std::printf("segmentLengthEstimate: worst error %.3f of its bound (%ld checked)\n", worst, checked);
}

}  // namespace

namespace {

// Points and segments against points, segments and polygons: evaluate()'s distance is the exact least
// vertex-edge distance rounded once (the audit covers segment-segment and segment-polygon; this adds the
// point families, at mixed scales and nearly touching).
TEST(RoundingDistances, PointAndSegmentPairsAreTheNearestDouble) {
  using hitlab::Point;
  using hitlab::Polygon;
  using hitlab::Segment;
  using hitlab::Shape;
  for (Corpus corpus : {Corpus::Random, Corpus::UlpNudged, Corpus::MixedScales, Corpus::Huge, Corpus::Tiny}) {
    CrossingGen g{std::mt19937_64(2731 + static_cast<int>(corpus)), corpus};
    int checked = 0, wrong = 0;
    for (int i = 0; i < 3000; ++i) {
      const Vec2 p{g.coord(), g.coord()}, a{g.coord(), g.coord()}, b{g.coord(), g.coord()};
      const Vec2 q{g.coord(), g.coord()}, c{g.coord(), g.coord()};
      // The shapes as vertex lists (a point is one vertex and its own edge, a segment one edge).
      std::vector<Vec2> first, second;
      Shape sa, sb;
      switch (i % 3) {
        case 0:
          sa = Point{p}, first = {p}, sb = Segment{a, b}, second = {a, b};
          break;
        case 1:
          sa = Segment{p, q}, first = {p, q}, sb = Point{a}, second = {a};
          break;
        default: {
          sa = Segment{p, q}, first = {p, q};
          // A triangle, counter-clockwise.
          const double o = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
          if (o == 0) continue;
          second = o > 0 ? std::vector<Vec2>{a, b, c} : std::vector<Vec2>{a, c, b};
          sb = Polygon{second};
        }
      }
      const hitlab::PairResult r = hitlab::evaluate(sa, sb);
      if (r.relation != hitlab::Relation::Disjoint) continue;
      auto edges = [](const std::vector<Vec2>& v) {
        std::vector<std::pair<Vec2, Vec2>> e;
        if (v.size() == 1) e.push_back({v[0], v[0]});
        if (v.size() == 2) e.push_back({v[0], v[1]});
        if (v.size() > 2)
          for (std::size_t k = 0; k < v.size(); ++k) e.push_back({v[k], v[(k + 1) % v.size()]});
        return e;
      };
      mpq_class least = -1;
      for (const auto& [from, to] : {std::pair{&first, &second}, std::pair{&second, &first}})
        for (Vec2 v : *from)
          for (const auto& [e0, e1] : edges(*to)) {
            const mpq_class s = exactSegmentGap(v, e0, e1, 0, 1).c;
            if (least < 0 || s < least) least = s;
          }
      const double want = oracle::nearest(oracle::root(least));
      ++checked;
      if (!same(r.distance, want) && !(want == 0 && r.distance == DBL_TRUE_MIN) && ++wrong <= 3)
        ADD_FAILURE() << "corpus " << static_cast<int>(corpus) << " case " << i << ": " << r.distance
                      << " instead of " << want;
    }
    EXPECT_GT(checked, 1000) << "corpus " << static_cast<int>(corpus);
    EXPECT_EQ(wrong, 0) << "corpus " << static_cast<int>(corpus);
  }
}

}  // namespace

namespace {

// NearestPairs: pairs outside the window of the least square are dropped, a vertex pair that is the nearest
// ends of several measured pairs is measured once, and more pairs in the window than it keeps give NaN (the
// caller then measures every pair). With radii it rounds the least gap dist - (r1 + r2), a radius sum that is
// not a double included.
TEST(RoundingDistances, NearestPairsKeepsTheWindowAndOverflowsHonestly) {
  using hitlab::detail::NearestPairs;
  using hitlab::detail::vertexEdgeSquare;
  auto add = [](NearestPairs& n, Vec2 p, Vec2 a, Vec2 b) {
    n.add(vertexEdgeSquare(p.x, p.y, a.x, a.y, b.x, b.y), p, a, b);
  };
  NearestPairs one(10);
  add(one, {0, 5}, {-1, 0}, {1, 0});    // 5, inside the edge
  add(one, {0, 5}, {3, 0}, {4, 4});     // farther
  add(one, {0, 0.1}, {-1, 0}, {1, 0});  // 0.1, the nearest
  EXPECT_EQ(one.rounded(), 0.1);
  // Four pairs whose nearest ends are one vertex pair (p and the corner (1, 1)): 1 / sqrt(2) rounded once.
  NearestPairs corner(10);
  add(corner, {2, 2}, {1, 1}, {1, -3});
  add(corner, {2, 2}, {-3, 1}, {1, 1});
  add(corner, {1, 1}, {2, 2}, {6, 2});
  add(corner, {1, 1}, {2, 5}, {2, 2});
  EXPECT_EQ(corner.rounded(), std::sqrt(2.0));
  // Twenty pairs at one distance: more than it keeps.
  NearestPairs many(10);
  for (int i = 0; i < 20; ++i) add(many, {static_cast<double>(i), 3}, {-50, 0}, {50, 0});
  EXPECT_TRUE(std::isnan(many.rounded()));
  // Twenty pairs, all but one far outside the window: kept within it.
  NearestPairs few(100);
  for (int i = 0; i < 20; ++i) add(few, {static_cast<double>(i), 3.0 + i}, {-50, 0}, {50, 0});
  EXPECT_EQ(few.rounded(), 3);
  NearestPairs grown(10, 0.5, 0.25);
  add(grown, {0, 5}, {-1, 0}, {1, 0});
  add(grown, {3, 4}, {0, 0}, {0, -1});  // 5 - 0.75 from the edge's end
  add(grown, {0, 2}, {-1, 0}, {1, 0});
  EXPECT_EQ(grown.rounded(), 1.25);
  // 1 + 1.25 2^-53 is not a double: 2 - (1 + 1.25 2^-53) rounds to 1 - 2^-53 (the rounded sum would give 1 -
  // 2^-52)
  NearestPairs inexact(10, 1, 0x1.4p-53);
  add(inexact, {0, 2}, {-1, 0}, {1, 0});
  EXPECT_EQ(inexact.rounded(), 1 - 0x1p-53);
}

// A proper crossing whose rounded point lands on a shared straight piece is still a meeting point of its
// own (the exact one lies off the piece): a's edge y = -1 lies on b's, and b's next edge, a hair below y =
// -1, crosses a's slanted edge about 2e-16 from a's corner (the audit's ulp-nudged corpus, seed 99).
TEST(RoundingCrossings, ACrossingAnUlpFromASharedPieceIsKept) {
  const hitlab::Shape a = hitlab::Polygon{
      {{-0.9999999999999999, -2.9999999999999996}, {0.9999999999999999, -1.0}, {-2.0000000000000004, -1.0}}};
  const hitlab::Shape b = hitlab::Polygon{
      {{2.9999999999999996, -1.0}, {-1.9999999999999998, -1.0000000000000002}, {-3.0000000000000004, -1.0}}};
  for (bool swap : {false, true}) {
    const hitlab::PairResult r = swap ? hitlab::evaluate(b, a) : hitlab::evaluate(a, b);
    EXPECT_EQ(r.points, oracle::meetingPoints(a, b));
    EXPECT_EQ(r.points.size(), 4u);
  }
}

// [SECTION] Pairs evaluated at another scale (scaling.h)

// A tiny pair is evaluated scaled up into the normal doubles and its results scaled back. Here the crossing's
// x is 3 2^-1021 / (2^54 + 1) = (1.5 - 1.5 2^-54 ...) 2^-1074: rounded to 53 bits at the working scale it is
// exactly 1.5 units, halfway between two subnormals, and scaled back ties to even gave 2 units (1e-323). The
// exact value is below the midpoint: one unit, the smallest double.
TEST(RoundingScaled, AResultHalfwayBetweenSubnormalsIsRoundedOnce) {
  const hitlab::Shape a = hitlab::Segment{{0, -0x1p-1074}, {3 * 0x1p-1021, 0x1p-1020}},
                      b = hitlab::Segment{{-0x1p-1000, 0}, {0x1p-1000, 0}};
  const std::vector<Vec2> want = {{DBL_TRUE_MIN, 0}};
  EXPECT_EQ(oracle::meetingPoints(a, b), want);
  EXPECT_EQ(hitlab::evaluate(a, b).points, want);
  EXPECT_EQ(hitlab::evaluate(b, a).points, want);
}

// A pair spanning 2^1150 is evaluated scaled down by 2^864, where a crossing 2^-160 from the origin is a
// subnormal with 50 bits: scaled back up it kept only those. It is rounded once from the pair as given.
TEST(RoundingScaled, ACrossingBelowTheNormalsOfTheWorkingScaleKeepsItsDigits) {
  const hitlab::Shape a = hitlab::Segment{{-0x1p990, -1}, {0x1p990, 1}},
                      b = hitlab::Segment{{0, -1}, {0x1p-160, 2}};
  const std::vector<Vec2> want = oracle::meetingPoints(a, b);
  ASSERT_EQ(want.size(), 1u);
  EXPECT_EQ(hitlab::evaluate(a, b).points, want) << std::hexfloat << want[0].x;
}

// A crossing at a fraction t = 2^-1050 / 3 of an edge 3 2^127 long: t is a subnormal, off by up to 2^-1075,
// which the edge's length makes 2^-946 in the coordinate, far more than its half ulp. (The first tier's
// bound now counts that underflow, and the rationals decide.)
TEST(RoundingScaled, ACrossingAtASubnormalFractionOfALongEdgeIsTheNearestDouble) {
  std::mt19937_64 rng(2711);
  for (int i = 0; i < 200; ++i) {
    const double L = std::ldexp(1 + static_cast<double>(rng() % 1000) / 1000, 127),
                 c = std::ldexp(1 + static_cast<double>(rng() % 100000) / 100000, -895);
    const hitlab::Shape a = hitlab::Segment{{0, 0}, {-L, 0x1p100}}, b = hitlab::Segment{{-c, -1}, {-c, 1}};
    ASSERT_EQ(hitlab::evaluate(a, b).points, oracle::meetingPoints(a, b)) << std::hexfloat << L << " " << c;
  }
}

// A pair 2^990 across is evaluated scaled down by 2^-864, where a meeting point within 2^-211 of an axis has
// that coordinate below the smallest subnormal: it was 0 there, and scaled back it printed 0 (found by
// fuzz_eval: a circle of radius 7.8e298 whose top lies in a small rect). Such a coordinate is rounded once
// from the pair as given: a huge circle across a small rect's sides, a long segment across short ones.
TEST(RoundingScaled, AMeetingPointThatUnderflowsAtTheWorkingScaleKeepsItsDigits) {
  std::mt19937_64 rng(2812);
  auto unit = [&] { return 1 + static_cast<double>(rng() % 100000) / 100000; };
  for (int i = 0; i < 100; ++i) {
    const double R = std::ldexp(unit(), 990 + static_cast<int>(rng() % 10)), cx = -45 * unit();
    const hitlab::Shape circle = hitlab::Circle{{cx, -R}, R},
                        rect = hitlab::Rect{{-100 - 47 * unit(), -48 * unit()}, {0, 5 * unit()}};
    const double slope = std::ldexp(unit(), -990),
                 x = std::ldexp(unit(), 400 + static_cast<int>(rng() % 200));
    const hitlab::Shape line = hitlab::Segment{{-0x1p990, -0x1p990 * slope}, {0x1p990, 0x1p990 * slope}},
                        post = hitlab::Segment{{x, -1}, {x, 2}};
    for (auto [a, b] : {std::pair{circle, rect}, std::pair{line, post}}) {
      const std::vector<Vec2> want = oracle::meetingPoints(a, b);
      ASSERT_FALSE(want.empty());
      for (Vec2 p : want) ASSERT_NE(p.y, 0) << i;  // (the case this test is for)
      ASSERT_EQ(hitlab::evaluate(a, b).points, want) << i << std::hexfloat << " " << want[0].y;
      ASSERT_EQ(hitlab::evaluate(b, a).points, want) << i;
    }
  }
}

// [SECTION] Every printed number of the bundled scenes

// Every pair of every bundled scene (scenes/ and the regression files of tests/scenes, up to 300 pairs a
// file), evaluated and rounded for printing as the CLI, the app and Explain print it: every number is the
// exact value rounded once (tests/rounding_check.h, from the contract's definitions with rationals).
TEST(RoundingScenes, EveryPrintedNumberOfTheBundledScenesIsRoundedOnce) {
  namespace fs = std::filesystem;
  long files = 0, checked = 0;
  for (const fs::path& dir : {fs::path(HITLAB_SAMPLES_DIR), fs::path(HITLAB_SCENES_DIR)})
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string name = entry.path().filename().string();
      if (entry.path().extension() != ".json" || name.rfind("stress-", 0) == 0) continue;
      const hitlab::Scene scene = hitlab::loadScene(entry.path().string());
      ++files;
      int pairs = 0;
      for (std::size_t i = 0; i < scene.shapes.size() && pairs < 300; ++i)
        for (std::size_t j = i + 1; j < scene.shapes.size() && pairs < 300; ++j, ++pairs) {
          const hitlab::Shape &a = scene.shapes[i].shape, &b = scene.shapes[j].shape;
          hitlab::PairResult r = hitlab::evaluate(a, b);
          hitlab::roundPrinted(a, b, r);
          oracle::Num count;
          oracle::checkEveryNumber(a, b, r, count);
          for (const auto& [quantity, cw] : count) {
            checked += cw.first;
            // (Points: where pieces of outlines are collinear the oracle also lists the ends of edges inside
            // a shared piece, which the contract merges; each printed point must be one of the oracle's.)
            if (quantity == "points") continue;
            EXPECT_EQ(cw.second, 0) << name << ": " << scene.shapes[i].id << " / " << scene.shapes[j].id
                                    << ", " << quantity;
          }
          const bool grown =
              std::holds_alternative<hitlab::Capsule>(a) || std::holds_alternative<hitlab::Capsule>(b);
          if (grown && r.error.empty()) {  // (a capsule's pairs: every point, the oracle's set exactly)
            const auto want = hitlab::test::grown_oracle::oraclePoints(a, b);
            if (want && !std::holds_alternative<hitlab::Point>(a) &&
                !std::holds_alternative<hitlab::Point>(b) && r.containment != hitlab::Containment::Equal) {
              EXPECT_EQ(r.points, *want) << name << ": points not rounded once";
            }
          } else if (r.error.empty() && !r.points.empty() && !(a == b)) {
            const std::vector<hitlab::Vec2> want = oracle::meetingPoints(a, b);
            for (hitlab::Vec2 p : r.points)
              EXPECT_NE(std::find(want.begin(), want.end(), p), want.end())
                  << name << ": a point not rounded once";
          }
        }
    }
  EXPECT_GT(files, 40);
  EXPECT_GT(checked, 5000);
  std::printf("%ld numbers of %ld scene files\n", checked, files);
}

// [SECTION] The printed numbers are invariant

// A pair mirrored in x, with x and y swapped, scaled by 2^+-40 or swapped prints the same numbers, moved as
// the transform moves them, bit for bit: every SAT axis (mirrored; a swapped pair lists b's axes first),
// interval end and overlap, the points, distance and depth, and the mtv (scaled; not mirrored or swapped:
// of pushes that tie exactly, the first in SAT's order wins, and the order depends on the winding).
// Polygons (mirroring reverses the winding but keeps each edge's index) and disks, on the four corpora.
// (evaluate() alone keeps these too, by its own design; this holds roundPrinted to them: its exact choices of
// extremes, pushes and features must not depend on the pair's position or order.)
TEST(RoundingScenes, PrintedNumbersMoveWithThePair) {
  using hitlab::Shape;
  using hitlab::Vec2;
  enum class Move { MirrorX, SwapXY, Up, Down };
  auto movePoint = [](Vec2 p, Move m) {
    switch (m) {
      case Move::MirrorX:
        return Vec2{-p.x, p.y};
      case Move::SwapXY:
        return Vec2{p.y, p.x};
      case Move::Up:
        return Vec2{std::ldexp(p.x, 40), std::ldexp(p.y, 40)};
      case Move::Down:
        return Vec2{std::ldexp(p.x, -40), std::ldexp(p.y, -40)};
    }
    return p;
  };
  auto length = [](double v, Move m) {
    return m == Move::Up ? std::ldexp(v, 40) : m == Move::Down ? std::ldexp(v, -40) : v;
  };
  auto moveShape = [&](const Shape& s, Move m) -> Shape {
    if (auto* c = std::get_if<hitlab::Circle>(&s))
      return hitlab::Circle{movePoint(c->center, m), length(c->radius, m)};
    hitlab::Polygon g = std::get<hitlab::Polygon>(s);
    for (Vec2& p : g.points) p = movePoint(p, m);
    return g;
  };
  auto printed = [](const Shape& a, const Shape& b) {
    hitlab::PairResult r = hitlab::evaluate(a, b);
    hitlab::roundPrinted(a, b, r);
    return r;
  };
  long compared = 0;
  for (int mode = 0; mode < 4; ++mode) {
    hitlab::test::Gen g(2790 + mode);
    g.mode = mode;
    for (int i = 0; i < 400; ++i) {
      const int kind = i % 3;  // polygon-polygon, circle-polygon, polygon-circle
      Shape a = kind == 1 ? g.shape(hitlab::ShapeType::Circle) : g.shape(hitlab::ShapeType::Polygon);
      Shape b = kind == 2 ? g.shape(hitlab::ShapeType::Circle) : g.shape(hitlab::ShapeType::Polygon);
      if (mode == 1) g.nudgeOne(a);
      // (A nudged 0 is subnormal: its numbers are rounded in the subnormals, where scaling is not exact.)
      bool subnormal = false;
      for (const Shape* s : {&a, &b}) {
        auto check = [&](double v) { subnormal |= v != 0 && std::fabs(v) < DBL_MIN; };
        if (auto* c = std::get_if<hitlab::Circle>(s))
          check(c->center.x), check(c->center.y), check(c->radius);
        if (auto* q = std::get_if<hitlab::Polygon>(s))
          for (Vec2 p : q->points) check(p.x), check(p.y);
      }
      if (subnormal) continue;
      const hitlab::PairResult r = printed(a, b);
      if (!r.error.empty()) continue;
      // (A centre on a vertex of the polygon takes the axis (1, 0) by convention, which does not move.)
      bool centreOnVertex = false;
      if (kind > 0) {
        const Vec2 c = std::get<hitlab::Circle>(kind == 1 ? a : b).center;
        for (Vec2 p : std::get<hitlab::Polygon>(kind == 1 ? b : a).points) centreOnVertex |= p == c;
      }
      for (Move m : {Move::MirrorX, Move::SwapXY, Move::Up, Move::Down}) {
        const hitlab::PairResult t = printed(moveShape(a, m), moveShape(b, m));
        ASSERT_EQ(t.relation, r.relation);
        EXPECT_EQ(t.distance, length(r.distance, m));
        EXPECT_EQ(t.depth, length(r.depth, m));
        if (m == Move::Up || m == Move::Down) {
          ASSERT_EQ(t.mtv.has_value(), r.mtv.has_value());
          if (r.mtv) {
            EXPECT_EQ(*t.mtv, movePoint(*r.mtv, m));
          }
        }
        std::vector<Vec2> points;
        for (Vec2 p : r.points) points.push_back(movePoint(p, m));
        std::sort(points.begin(), points.end(),
                  [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
        EXPECT_EQ(t.points, points);
        ASSERT_TRUE(r.sat && t.sat);
        ASSERT_EQ(t.sat->axes.size(), r.sat->axes.size());
        for (std::size_t k = 0; k < r.sat->axes.size(); ++k) {
          const hitlab::SatAxis &x = r.sat->axes[k], &y = t.sat->axes[k];
          if (x.edge < 0 && centreOnVertex && m != Move::Up && m != Move::Down) continue;
          const Vec2 axis = m == Move::MirrorX  ? Vec2{-x.axis.x, x.axis.y}
                            : m == Move::SwapXY ? Vec2{x.axis.y, x.axis.x}
                                                : x.axis;
          EXPECT_EQ(y.axis, axis) << k;
          EXPECT_EQ(y.aMin, length(x.aMin, m));
          EXPECT_EQ(y.aMax, length(x.aMax, m));
          EXPECT_EQ(y.bMin, length(x.bMin, m));
          EXPECT_EQ(y.bMax, length(x.bMax, m));
          EXPECT_EQ(y.overlap, length(x.overlap, m));
          ++compared;
        }
      }
      // (b, a): b's axes first, the circle's last, a's and b's intervals swapped.
      const hitlab::PairResult s = printed(b, a);
      EXPECT_EQ(s.distance, r.distance);
      EXPECT_EQ(s.depth, r.depth);
      EXPECT_EQ(s.points, r.points);
      const std::size_t n = r.sat->axes.size(),
                        na = kind == 1 ? 0 : std::get<hitlab::Polygon>(a).points.size(),
                        nb = kind == 2 ? 0 : std::get<hitlab::Polygon>(b).points.size();
      ASSERT_EQ(s.sat->axes.size(), n);
      for (std::size_t k = 0; k < n; ++k) {
        const std::size_t j = k < na ? nb + k : k < na + nb ? k - na : k;
        const hitlab::SatAxis &x = r.sat->axes[k], &y = s.sat->axes[j];
        EXPECT_EQ(y.axis, x.axis);
        EXPECT_EQ(y.aMin, x.bMin);
        EXPECT_EQ(y.aMax, x.bMax);
        EXPECT_EQ(y.bMin, x.aMin);
        EXPECT_EQ(y.bMax, x.aMax);
        EXPECT_EQ(y.overlap, x.overlap);
      }
    }
  }
  EXPECT_GT(compared, 20000);
}

}  // namespace
