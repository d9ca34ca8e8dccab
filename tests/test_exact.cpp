// The floating-point filter: sound error bounds, exact zeros, and how often the rational fallback runs.
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

#include "exact/exact.h"
#include "helpers.h"
#include "hitlab/predicates.h"
#include "pairs/constructions.h"
#include "pairs/predicates.h"

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
// plain filter gives up on (circle constructions use it instead of the rationals).
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

// The cross products of crossing points: when certain, within 2u of the rationals, at every scale
// and under cancellation down to ~40 bits; certain for nearly all of them (the rationals are the rare path),
// and never certain where the value is an exact zero.
TEST(Filter, CrossesOfDifferencesAreWithinTwoUlpsOfTheRationals) {
  std::mt19937_64 rng(29);
  std::uniform_real_distribution<double> u(-1, 1);
  std::uniform_int_distribution<int> expo(-200, 40), cancel(0, 44);
  int certain = 0, total = 0;
  for (int i = 0; i < 40000; ++i) {
    const double scale = std::ldexp(1.0, expo(rng)), near = std::ldexp(1.0, -cancel(rng));
    // cross(q - p, r - q) with r off the line p q by `near` of their size (cancellation), in both lanes.
    double px[2], py[2], qx[2], qy[2], rx[2], ry[2];
    for (int k = 0; k < 2; ++k) {
      px[k] = u(rng) * scale, py[k] = u(rng) * scale, qx[k] = u(rng) * scale, qy[k] = u(rng) * scale;
      const double t = u(rng);
      rx[k] = qx[k] + t * (qx[k] - px[k]) + u(rng) * near * scale;
      ry[k] = qy[k] + t * (qy[k] - py[k]) + u(rng) * near * scale;
    }
    exact::CrossOfDifferences c[2];
    for (int k = 0; k < 2; ++k)
      c[k] = exact::crossOfDifferences(qx[k], px[k], qy[k], py[k], rx[k], qx[k], ry[k], qy[k]);
    ++total;
    if (!c[0].certain || !c[1].certain) continue;
    ++certain;
    for (int k = 0; k < 2; ++k) {
      mpq_class q = (mpq_class(qx[k]) - px[k]) * (mpq_class(ry[k]) - qy[k]) -
                    (mpq_class(qy[k]) - py[k]) * (mpq_class(rx[k]) - qx[k]);
      ASSERT_NE(sgn(q), 0) << i;
      ASSERT_LE(abs(q - c[k].value), abs(mpq_class(c[k].value)) * mpq_class(0x1p-52)) << i << " lane " << k;
    }
  }
  EXPECT_GT(certain, total * 95 / 100);
  // Exact zeros (r on the line through p and q, on an integer grid) are never certain: the rationals decide.
  EXPECT_FALSE(exact::crossOfDifferences(1, 0, 1, 0, 3, 1, 3, 1).certain);
  EXPECT_FALSE(exact::crossOfDifferences(2, 0, 2, 0, 6, 2, 6, 2).certain);
}

// Crossing points of proper crossings, near-parallel ones included, against the exact rational crossing:
// within 8u of the segment's size per coordinate (the parameter within ~5u, then three roundings).
TEST(Filter, CrossingPointsAreWithinUlpsOfTheExactCrossing) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> u(-1, 1);
  std::uniform_int_distribution<int> expo(-300, 45), angle(0, 50);
  int checked = 0;
  for (int i = 0; i < 40000; ++i) {
    const double scale = std::ldexp(1.0, expo(rng)), tilt = std::ldexp(1.0, -angle(rng));
    // p1-p2 and a q1-q2 through a point inside it, turned from it by about `tilt`.
    Vec2 p1{u(rng) * scale, u(rng) * scale}, p2{u(rng) * scale, u(rng) * scale};
    const double t = 0.5 + 0.4 * u(rng), s = 0.5 + 0.4 * u(rng), len = 0.2 + u(rng) * u(rng);
    Vec2 c = p1 + t * (p2 - p1), d = p2 - p1, n{-d.y, d.x};
    Vec2 q1 = c - s * len * (d + tilt * n), q2 = c + (1 - s) * len * (d + tilt * n);
    using exact::lift;
    using Q = exact::V2<mpq_class>;
    const Q P1 = lift<mpq_class>(p1), dq = lift<mpq_class>(q2) - lift<mpq_class>(q1);
    const Q dp = lift<mpq_class>(p2) - P1;
    mpq_class num = exact::crossT(lift<mpq_class>(q1) - P1, dq), den = exact::crossT(dp, dq);
    if (sgn(den) == 0) continue;
    mpq_class tx = num / den;
    // (rounding moved the crossing off the segment; clang-tidy takes GMP's expression templates for one
    // value)
    if (tx <= 0 || tx >= 1) continue;  // NOLINT(misc-redundant-expression)
    // Proper: q's ends strictly on opposite sides of p's line.
    using detail::orient;
    if (orient(p1, p2, q1) * orient(p1, p2, q2) >= 0 || orient(q1, q2, p1) * orient(q1, q2, p2) >= 0)
      continue;
    ++checked;
    const Vec2 got = detail::crossingPoint(p1, p2, q1, q2);
    const mpq_class ex = P1.x + tx * dp.x, ey = P1.y + tx * dp.y;
    const double size = std::fabs(p1.x) + std::fabs(p1.y) + std::fabs(d.x) + std::fabs(d.y);
    const mpq_class tol = mpq_class(8 * 0x1p-53 * size) + mpq_class(0x1p-1070);
    ASSERT_LE(abs(ex - got.x), tol) << i;
    ASSERT_LE(abs(ey - got.y), tol) << i;
  }
  EXPECT_GT(checked, 30000);
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

TEST(Filter, DegenerateInputsReachTheExactStageAndOnlyThenTheRationals) {
  const long long before = exactFallbackCount(), expansions = exact::tExpansionDecisions;
  // 0.1 + 0.2 vs 0.3: the orientation is a few ulps from zero, beyond what the bound can certify; the exact
  // stage's expansions decide it.
  EXPECT_EQ(classify(Point{{0.1, 0.2}}, Segment{{0, 0.3}, {0.3, 0}}), Relation::Disjoint);
  EXPECT_GT(exact::tExpansionDecisions - expansions, 0);
  EXPECT_EQ(exactFallbackCount() - before, 0);
  // Products below 2^-500 could lose their low parts: the exact stage gives up, the rationals decide.
  EXPECT_EQ(classify(Point{{0x1p-300, 0x1p-300}}, Segment{{0, 0x1p-299}, {0x1p-299, 0}}),
            Relation::Overlapping);
  EXPECT_GT(exactFallbackCount() - before, 0);
}

// [SECTION] The exact stage (expansions), alone against the rationals

mpq_class valueOf(const exact::Expansion& e) {
  mpq_class sum = 0;
  for (int i = 0; i < e.size(); ++i) sum += e.component(i);
  return sum;
}

// Its components hold the exact value of sums and products, nonoverlapping and increasing, zeros dropped.
TEST(ExactStage, ExpansionsHoldSumsAndProductsExactly) {
  std::mt19937_64 rng(41);
  std::uniform_real_distribution<double> u(-1e3, 1e3), tiny(-1e-12, 1e-12);
  using exact::Expansion;
  int held = 0;
  for (int i = 0; i < 20000; ++i) {
    const double a = u(rng), b = u(rng), c = u(rng) + tiny(rng), d = i % 3 == 0 ? a : u(rng);
    const Expansion x =
        (Expansion(a) - Expansion(b)) * (Expansion(c) + Expansion(d)) - Expansion(a) * Expansion(c);
    const mpq_class q = (mpq_class(a) - b) * (mpq_class(c) + d) - mpq_class(a) * c;
    if (x.failed()) continue;
    ++held;
    ASSERT_EQ(valueOf(x), q) << i;
    ASSERT_EQ(x.sign(), sgn(q)) << i;
    for (int k = 0; k < x.size(); ++k) {
      ASSERT_NE(x.component(k), 0) << i;
      if (k > 0) {
        ASSERT_LT(std::fabs(x.component(k - 1)), std::fabs(x.component(k))) << i;
      }
    }
  }
  EXPECT_EQ(held, 20000);  // (degree 2 of doubles: always within its capacity)
  EXPECT_TRUE((Expansion(0x1p-300) * Expansion(0x1p-300)).failed());
  EXPECT_TRUE((Expansion(0x1p400) * Expansion(0x1p400)).failed());
  EXPECT_TRUE(Expansion(INFINITY).failed());
  EXPECT_EQ((Expansion(3.0) - Expansion(3.0)).size(), 0);
}

// Each predicate decided by every stage, by the exact stage then the rationals, and by the rationals alone
// gives one answer, on random, grid, decimal and degenerate inputs; on the grid and on decimals the exact
// stage never leaves a predicate to the rationals.
struct StagesScope {
  explicit StagesScope(exact::Stages s) { exact::tStages = s; }
  ~StagesScope() { exact::tStages = exact::Stages::All; }
};

TEST(ExactStage, EveryPredicateAnswersAsTheRationalsAndTheGridNeverNeedsThem) {
  std::mt19937_64 rng(43);
  std::uniform_real_distribution<double> u(-100, 100);
  std::uniform_int_distribution<int> grid(-8, 8), decimal(-100, 100);
  auto coordinate = [&](int kind) {
    switch (kind) {
      case 0:
        return u(rng);
      case 1:
        return grid(rng) * 0.25;  // a quarter-integer grid
      default:
        return decimal(rng) / 10.0;  // one decimal digit (0.1 is not a binary fraction)
    }
  };
  for (int kind = 0; kind < 3; ++kind) {
    long long fallbacks = 0;
    for (int i = 0; i < 20000; ++i) {
      auto v = [&] { return Vec2{coordinate(kind), coordinate(kind)}; };
      const Vec2 a = v(), b = v(), c = v(), d = i % 4 == 0 ? a : v();
      const double r = std::fabs(coordinate(kind)), r2 = std::fabs(coordinate(kind));
      const detail::AxisDef axis{a, b, i % 2 == 0};
      auto all = [&] {
        return std::array<int, 10>{detail::orient(a, b, c),
                                   detail::dotSign(a, b, c, d),
                                   detail::circleSide(c, a, r),
                                   detail::circlesSide(a, r, c, r2, i % 2 == 0),
                                   detail::segmentDistanceVsRadius(c, r, a, b),
                                   detail::compareExtremes(axis, {c, r, 1}, {d, r2, -1}),
                                   detail::orient(a, c, d),
                                   orientation(a, b, c),  // (hitlab/predicates.h, the public ones)
                                   crossSign(a, b, c, d),
                                   dotSign(a, b, c, d)};
      };
      const auto reference = [&] {
        StagesScope only(exact::Stages::RationalsOnly);
        return all();
      }();
      const long long before = exactFallbackCount();
      const auto staged = [&] {
        StagesScope scope(exact::Stages::ExpansionThenRationals);
        return all();
      }();
      fallbacks += exactFallbackCount() - before;
      // (the public cross sign beside the rationals written out)
      const mpq_class cross =
          (mpq_class(b.x) - a.x) * (mpq_class(d.y) - c.y) - (mpq_class(b.y) - a.y) * (mpq_class(d.x) - c.x);
      ASSERT_EQ(reference[8], sgn(cross)) << kind << " " << i;
      ASSERT_EQ(staged, reference) << kind << " " << i;
      ASSERT_EQ(all(), reference) << kind << " " << i;
    }
    if (kind > 0) {
      EXPECT_EQ(fallbacks, 0) << "inputs of kind " << kind;
    }
  }
}

// roundedHypot is the double nearest sqrt(x^2 + y^2), ties to even: checked against the rationals on random
// arguments of every size (subnormal to near overflow, nearly equal, one far below the other), on exact
// ties (Pythagorean triples whose hypotenuse needs 54 bits) and on the special values.
bool isRoundedRoot(double x, double y, double r) {
  const mpq_class s = mpq_class(x) * x + mpq_class(y) * y, big = mpq_class(0x1p1023) * 2;
  auto odd = [](double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    return bits & 1;
  };
  if (std::isinf(r)) {  // only at or past the midpoint between the largest double and 2^1024
    const mpq_class m = big - mpq_class(0x1p970);
    return s >= m * m;
  }
  const double below = std::nextafter(r, 0.0), above = std::nextafter(r, INFINITY);
  const mpq_class lo = r == 0 ? mpq_class(0) : (mpq_class(below) + r) / 2,
                  hi = (mpq_class(r) + (std::isinf(above) ? big : mpq_class(above))) / 2;
  const int low = cmp(s, lo * lo), high = cmp(s, hi * hi);
  if (low < 0 || high > 0) return false;
  return (low != 0 && high != 0) || r == 0 || !odd(r);
}

TEST(RoundedHypot, IsTheNearestDoubleToTheExactRoot) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> u(0.5, 1);
  auto power = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int wrong = 0, cases = 0;
  auto check = [&](double x, double y) {
    if (!std::isfinite(x) || !std::isfinite(y)) return;
    ++cases;
    const double r = roundedHypot(x, y);
    if (!isRoundedRoot(x, y, r) && ++wrong <= 5)
      ADD_FAILURE() << std::hexfloat << x << ", " << y << " -> " << r;
    EXPECT_EQ(roundedHypot(-y, x), r);
  };
  for (int i = 0; i < 100000; ++i) {
    const double x = std::ldexp(u(rng), power(-1074, 1024));
    switch (i % 4) {
      case 0:
        check(x, std::ldexp(u(rng), power(-1074, 1024)));
        break;
      case 1:
        check(x, x * (1 + (u(rng) - 0.75) * 1e-3));
        break;
      case 2:
        check(x, x * std::ldexp(u(rng), power(-60, 0)));
        break;
      default:
        check(std::ldexp(u(rng), power(-1074, -1000)), std::ldexp(u(rng), power(-1074, -1000)));
    }
  }
  int ties = 0;
  while (ties < 1000) {  // legs m^2 - n^2 and 2mn below 2^53, the odd hypotenuse m^2 + n^2 above
    const auto m = static_cast<std::uint64_t>(std::sqrt(0x1p53) * (0.7 + 0.6 * (u(rng) - 0.5) * 2));
    auto n = static_cast<std::uint64_t>(static_cast<double>(m) * (u(rng) - 0.2));
    n += ((m ^ n) & 1) == 0;
    const std::uint64_t a = m * m - n * n, b = 2 * m * n, c = m * m + n * n;
    if (a >= (std::uint64_t{1} << 53) || b >= (std::uint64_t{1} << 53) || c < (std::uint64_t{1} << 53))
      continue;
    ++ties;
    const int e = power(-1000, 900);
    check(std::ldexp(static_cast<double>(a), e), std::ldexp(static_cast<double>(b), e));
  }
  EXPECT_EQ(wrong, 0) << "of " << cases;
  EXPECT_EQ(roundedHypot(3, -4), 5);
  EXPECT_EQ(roundedHypot(0, -0.0), 0);
  EXPECT_EQ(roundedHypot(DBL_TRUE_MIN, DBL_TRUE_MIN), DBL_TRUE_MIN);  // sqrt(2) of the smallest: rounds to 1
  EXPECT_EQ(roundedHypot(DBL_MAX, DBL_MAX), INFINITY);
  EXPECT_EQ(roundedHypot(DBL_MAX, 1), DBL_MAX);
  EXPECT_EQ(roundedHypot(INFINITY, NAN), INFINITY);
  EXPECT_TRUE(std::isnan(roundedHypot(NAN, 1)));
}

}  // namespace
}  // namespace hitlab::test
