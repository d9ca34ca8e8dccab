// Batch segment tests equal the scalar exact path, including degenerate pairs and odd lengths.
#include <algorithm>
#include <array>
#include <random>

#include "helpers.h"
#include "hitlab/batch.h"

#include <hwy/targets.h>

namespace hitlab::test {
namespace {

struct Soa {
  std::vector<double> ax, ay, bx, by;
  void add(Vec2 a, Vec2 b) { ax.push_back(a.x), ay.push_back(a.y), bx.push_back(b.x), by.push_back(b.y); }
  SegmentsSoA view() const { return view(ax.size()); }
  SegmentsSoA view(size_t n) const { return {ax.data(), ay.data(), bx.data(), by.data(), n}; }
  Shape at(size_t i) const { return Segment{{ax[i], ay[i]}, {bx[i], by[i]}}; }
};

Soa randomSegments(std::mt19937_64& rng, size_t n) {
  Soa s;
  std::uniform_int_distribution<int> grid(-3, 3);
  std::uniform_real_distribution<double> real(-3, 3);
  for (size_t i = 0; i < n; ++i) {
    bool degenerate = i % 2 == 0;  // half on a small grid: shared ends, collinear, T-junctions
    auto c = [&] { return degenerate ? static_cast<double>(grid(rng)) : real(rng); };
    Vec2 a{c(), c()}, b{c(), c()};
    if (i % 7 == 0) b.y = std::nextafter(b.y, 10.0);
    s.add(a, b);
  }
  return s;
}

TEST(Batch, ElementwiseEqualsScalarOnOddLengths) {
  std::mt19937_64 rng(7);
  for (size_t n : {0u, 1u, 3u, 17u, 1001u, 20000u}) {
    Soa a = randomSegments(rng, n), b = randomSegments(rng, n);
    std::vector<std::uint8_t> out(n);
    std::size_t slow = relateElementwise(a.view(), b.view(), out.data());
    EXPECT_LE(slow, n);
    for (size_t i = 0; i < n; ++i)
      ASSERT_EQ(out[i], static_cast<std::uint8_t>(classify(a.at(i), b.at(i)))) << "pair " << i << " of " << n;
  }
}

TEST(Batch, TheFilterDecidesGeneralInputAndRunsOnADispatchedTarget) {
  // Random real coordinates are almost never degenerate: the SIMD pass must settle nearly all of them.
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<double> real(-3, 3);
  Soa a, b;
  for (int i = 0; i < 4099; ++i) {
    a.add({real(rng), real(rng)}, {real(rng), real(rng)});
    b.add({real(rng), real(rng)}, {real(rng), real(rng)});
  }
  std::vector<std::uint8_t> out(a.ax.size());
  EXPECT_LT(relateElementwise(a.view(), b.view(), out.data()), 10u);
  EXPECT_LT(relateOneToMany({0, 0}, {1, 1}, b.view(), out.data()), 10u);
  EXPECT_STRNE(batchSimdTarget(), "");
}

// Pairs whose end c lies within a few ulps of line a-b (an interpolated point, nudged): the sign of
// orient(a, b, c) is tiny, and a SIMD bound must either certify it correctly or leave the pair to the exact
// path. c is the second segment's first or second end in turn.
void nearLinePairs(std::mt19937_64& rng, int n, Soa& a, Soa& b) {
  std::uniform_real_distribution<double> real(-1e3, 1e3), t(0.05, 0.95);
  std::uniform_int_distribution<int> nudge(-3, 3);
  for (int i = 0; i < n; ++i) {
    Vec2 p{real(rng), real(rng)}, q{real(rng), real(rng)};
    Vec2 c = p + t(rng) * (q - p);
    for (int k = nudge(rng); k != 0; k += k > 0 ? -1 : 1) c.y = std::nextafter(c.y, k > 0 ? 1e308 : -1e308);
    Vec2 d{real(rng), real(rng)};
    a.add(p, q), b.add(i % 2 ? c : d, i % 2 ? d : c);
  }
}

TEST(Batch, EndsWithinUlpsOfTheOtherLineAreNeverMisjudged) {
  std::mt19937_64 rng(41);
  Soa a, b;
  nearLinePairs(rng, 20000, a, b);
  std::vector<std::uint8_t> out(a.ax.size());
  relateElementwise(a.view(), b.view(), out.data());
  for (size_t i = 0; i < out.size(); ++i)
    ASSERT_EQ(out[i], static_cast<std::uint8_t>(classify(a.at(i), b.at(i)))) << "pair " << i;
}

#if HITLAB_FAST
// Every SIMD target compiled in and supported by this CPU (SSE4, AVX2, AVX-512, ...), not only the best one
// the dispatcher picks here: each has its own code for the certificate (AVX-512's range instruction, generic
// min/max of absolute values elsewhere), and a CI machine may pick another.
TEST(Batch, EveryCompiledTargetAgreesWithTheExactPath) {
  std::mt19937_64 rng(43);
  Soa a = randomSegments(rng, 2001), b = randomSegments(rng, 2001);  // degenerate on a grid, or anywhere
  nearLinePairs(rng, 2000, a, b);
  std::vector<std::uint8_t> want(a.ax.size()), got(a.ax.size());
  for (size_t i = 0; i < want.size(); ++i) want[i] = static_cast<std::uint8_t>(classify(a.at(i), b.at(i)));
  int targets = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    // (13 pairs: a whole step of 8 lanes, a lone vector of 4 after it on AVX2, then the scalar tail)
    for (size_t n : {want.size(), size_t{13}}) {
      relateElementwise(a.view(n), b.view(n), got.data());
      ASSERT_TRUE(std::equal(want.begin(), want.begin() + n, got.begin()))
          << hwy::TargetName(target) << " " << n;
    }
    EXPECT_STREQ(batchSimdTarget(), hwy::TargetName(target));
    relateOneToMany({a.ax[0], a.ay[0]}, {a.bx[0], a.by[0]}, b.view(), got.data());
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_EQ(got[i], static_cast<std::uint8_t>(classify(a.at(0), b.at(i))))
          << hwy::TargetName(target) << " " << i;
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  RecordProperty("targets", targets);
}

// Pairs on grids (quarter integers in [-2, 2], integers at 2^-40 and at 2^40, points of zero length, shared
// ends, collinear overlaps, T-junctions) are decided in the lanes on every target: the grid stage
// (fast/batch_simd.cpp's gridStage), the exact path never; the answers are classify's. A coordinate off the
// grid by one ulp, or beyond 2^24 steps of it, leaves the lane to the exact path.
TEST(Batch, GridPairsAreDecidedInTheLanesOnEveryTarget) {
  std::mt19937_64 rng(61);
  std::uniform_int_distribution<int> quarter(-8, 8), small(-3, 3);
  Soa a, b, off, offB;
  for (int i = 0; i < 4096; ++i) {
    const double unit = i % 3 == 0 ? 0.25 : i % 3 == 1 ? 0x1p-40 : 0x1p40;
    auto v = [&] {
      return Vec2{(i % 3 == 0 ? quarter(rng) : small(rng)) * unit,
                  (i % 3 == 0 ? quarter(rng) : small(rng)) * unit};
    };
    const Vec2 p = v(), q = i % 17 == 0 ? p : v();  // (now and then a point)
    a.add(p, q), b.add(i % 5 == 0 ? q : v(), v());  // (now and then a shared end)
    off.add(p, q), offB.add({std::nextafter(p.x + unit, 1e300), p.y}, v());
  }
  std::vector<std::uint8_t> got(a.ax.size());
  int targets = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    if (target == HWY_EMU128 || target == HWY_SCALAR) continue;  // (no lanes to speak of)
    hwy::SetSupportedTargetsForTest(target);
    EXPECT_EQ(relateElementwise(a.view(), b.view(), got.data()), 0u) << hwy::TargetName(target);
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_EQ(got[i], static_cast<std::uint8_t>(classify(a.at(i), b.at(i))))
          << hwy::TargetName(target) << " " << i;
    EXPECT_GT(relateElementwise(off.view(), offB.view(), got.data()), 0u) << hwy::TargetName(target);
    for (size_t i = 0; i < got.size(); ++i)
      ASSERT_EQ(got[i], static_cast<std::uint8_t>(classify(off.at(i), offB.at(i))))
          << hwy::TargetName(target) << " " << i;
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 1);  // (the sanitizer build compiles one SIMD target)
}
#endif

// The rows form (hitlab/batch.h's SegmentRows, NumPy's (N, 2) arrays): the same answers as the columns,
// answer for answer, on every SIMD target, odd lengths included (relateElementwise(SegmentsSoA) is the
// reference of its speed-only kernel, fast/batch_simd.cpp); one against many and all pairs likewise; a pair
// with a NaN or an infinity anywhere gets 255 and never reaches the exact path.
struct Rows {
  std::vector<double> a, b;
  explicit Rows(const Soa& s) {
    for (size_t i = 0; i < s.ax.size(); ++i)
      a.insert(a.end(), {s.ax[i], s.ay[i]}), b.insert(b.end(), {s.bx[i], s.by[i]});
  }
  SegmentRows view(size_t n) const { return {a.data(), b.data(), n}; }
};

TEST(Batch, RowsAreTheStructureOfArraysAnswerForAnswer) {
  std::mt19937_64 rng(47);
  Soa a = randomSegments(rng, 3001), b = randomSegments(rng, 3001);
  nearLinePairs(rng, 3000, a, b);
  const Rows ra(a), rb(b);
  std::vector<std::uint8_t> want(a.ax.size()), got(a.ax.size());
  int targets = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    for (size_t n : {want.size(), size_t{13}, size_t{1}}) {
      const std::size_t slowWant =
          relateElementwise(SegmentsSoA{a.ax.data(), a.ay.data(), a.bx.data(), a.by.data(), n},
                            SegmentsSoA{b.ax.data(), b.ay.data(), b.bx.data(), b.by.data(), n}, want.data());
      EXPECT_EQ(relateElementwise(ra.view(n), rb.view(n), got.data()), slowWant) << hwy::TargetName(target);
      ASSERT_TRUE(std::equal(want.begin(), want.begin() + n, got.begin()))
          << hwy::TargetName(target) << " " << n;
    }
    relateOneToMany({a.ax[5], a.ay[5]}, {a.bx[5], a.by[5]}, b.view(), want.data());
    relateOneToMany({a.ax[5], a.ay[5]}, {a.bx[5], a.by[5]}, rb.view(want.size()), got.data());
    ASSERT_EQ(got, want) << hwy::TargetName(target);
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> soaPairs, rowPairs;
  const Soa few = randomSegments(rng, 40), many = randomSegments(rng, 70);
  const Rows fewRows(few), manyRows(many);
  EXPECT_EQ(meetingPairs(fewRows.view(40), manyRows.view(70), &rowPairs),
            meetingPairs(few.view(), many.view(), &soaPairs));
  EXPECT_EQ(rowPairs, soaPairs);
  EXPECT_FALSE(rowPairs.empty());
}

TEST(Batch, RowsWithANonFiniteCoordinateGetNoAnswer) {
  std::mt19937_64 rng(53);
  Soa a = randomSegments(rng, 40), b = randomSegments(rng, 40);
  Rows ra(a), rb(b);
  const double bad[] = {std::nan(""), INFINITY, -INFINITY};
  // Coordinate k of pair i: a's start x, y, end x, y, then b's.
  const auto coordinate = [&](size_t i, size_t k) -> double& {
    Rows& r = k < 4 ? ra : rb;
    return (k % 4 < 2 ? r.a : r.b)[2 * i + k % 2];
  };
  for (size_t k = 0; k < 8; ++k) coordinate(3 * k, k) = bad[k % 3];  // (pairs 0, 3, ..., 21)
  std::vector<std::uint8_t> out(40);
  relateElementwise(ra.view(40), rb.view(40), out.data());
  for (size_t i = 0; i < 40; ++i) {
    const bool broken = i % 3 == 0 && i / 3 < 8;
    if (broken)
      EXPECT_EQ(out[i], 255) << i;
    else
      EXPECT_EQ(out[i], static_cast<std::uint8_t>(classify(a.at(i), b.at(i)))) << i;
  }
  coordinate(39, 0) = std::nan("");  // (the last pair: the scalar tail)
  relateElementwise(ra.view(40), rb.view(40), out.data());
  EXPECT_EQ(out[39], 255);
  relateOneToMany({0, 0}, {1, 1}, ra.view(40), out.data());
  EXPECT_EQ(out[0], 255);
  EXPECT_EQ(out[39], 255);
  EXPECT_EQ(out[1], static_cast<std::uint8_t>(classify(Segment{{0, 0}, {1, 1}}, a.at(1))));
}

// [SECTION] Capsules over rows

struct CapsuleTable {
  std::vector<double> a, b, r;
  void add(Vec2 p, Vec2 q, double radius) {
    a.push_back(p.x), a.push_back(p.y), b.push_back(q.x), b.push_back(q.y), r.push_back(radius);
  }
  CapsuleRows view(size_t n) const { return {a.data(), b.data(), r.data(), n}; }
  Capsule at(size_t i) const { return {{a[2 * i], a[2 * i + 1]}, {b[2 * i], b[2 * i + 1]}, r[i]}; }
  size_t size() const { return r.size(); }
};

// Pairs of capsules: a third on a small grid with half-integer radii (ends on each other, parallel at the
// sum of the radii, ends equal: disks), a third there with the second moved to touch exactly at a 3-4-5 or
// 5-12-13 distance from the first's end (end caps tangent), a third random; some scaled far out of the
// filter's range (2^-600, 2^400), where the exact path decides.
void capsulePairs(std::mt19937_64& rng, size_t n, CapsuleTable& x, CapsuleTable& y) {
  std::uniform_int_distribution<int> grid(-3, 3), half(0, 4);
  std::uniform_real_distribution<double> real(-3, 3), radius(0, 1.5);
  for (size_t i = 0; i < n; ++i) {
    const int kind = static_cast<int>(i % 3);
    if (kind == 2) {
      x.add({real(rng), real(rng)}, {real(rng), real(rng)}, radius(rng));
      y.add({real(rng), real(rng)}, {real(rng), real(rng)}, radius(rng));
      continue;
    }
    auto g = [&] { return Vec2{double(grid(rng)), double(grid(rng))}; };
    const Vec2 p = g(), q = g();
    const double r1 = half(rng) / 2.0;
    if (kind == 0) {
      x.add(p, q, r1);
      y.add(g(), g(), half(rng) / 2.0);
    } else {  // (from q out along (3, 4) or (12, 5): the other's end at 5 or 13 from the first's end)
      const bool small = rng() % 2;
      const Vec2 d = small ? Vec2{3, 4} : Vec2{12, 5};
      const double far = small ? 5 : 13;
      x.add(q + d, q + 2.0 * d, far - r1 > 0 ? far - r1 : far);
      y.add(p, q, far - r1 > 0 ? r1 : 0);
    }
  }
  for (size_t i = 1; i < n; i += 6) {  // (tangent end caps a few ulps off, at scales 2^-60 to 2^60, moved)
    const double k = std::ldexp(1.0, static_cast<int>(rng() % 121) - 60), shift = real(rng) * k * 8;
    for (CapsuleTable* t : {&x, &y}) {
      for (size_t c = 0; c < 2; ++c)
        t->a[2 * i + c] = t->a[2 * i + c] * k + shift, t->b[2 * i + c] = t->b[2 * i + c] * k + shift;
      t->r[i] *= k;
    }
    for (int step = static_cast<int>(rng() % 5) - 2; step != 0; step += step > 0 ? -1 : 1)
      y.r[i] = std::nextafter(y.r[i], step > 0 ? INFINITY : 0.0);
  }
  for (size_t i = 0; i < n; i += 17) {  // (scaled: the same question out of the filter's range)
    const double k = i % 2 ? 0x1p-600 : 0x1p400;
    for (CapsuleTable* t : {&x, &y}) {
      for (size_t c = 0; c < 2; ++c) t->a[2 * i + c] *= k, t->b[2 * i + c] *= k;
      t->r[i] *= k;
    }
  }
}

TEST(Batch, CapsuleRowsAreTheExactRelationOnEveryTarget) {
  std::mt19937_64 rng(61);
  CapsuleTable x, y;
  capsulePairs(rng, 6001, x, y);
  std::vector<std::uint8_t> got(x.size());
  std::array<int, 3> relations{};
  for (size_t i = 0; i < x.size(); ++i) ++relations[static_cast<int>(classify(x.at(i), y.at(i)))];
  EXPECT_GT(relations[1], 500);  // (touching: the end caps, the grid)
  int targets = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    for (size_t n : {x.size(), size_t{13}, size_t{1}}) {
      const std::size_t slow = relateElementwise(x.view(n), y.view(n), got.data());
      for (size_t i = 0; i < n; ++i)
        ASSERT_EQ(got[i], static_cast<std::uint8_t>(classify(x.at(i), y.at(i))))
            << hwy::TargetName(target) << " pair " << i;
      if (n == x.size()) {  // (the exact path for the touching, the scaled and the undecided: not the rest)
        EXPECT_GE(slow, static_cast<size_t>(relations[1]));
        EXPECT_LT(slow, n * 2 / 3) << hwy::TargetName(target);
      }
    }
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
}

TEST(Batch, CapsuleRowsDecideRandomPairsWithoutTheExactPath) {
  std::mt19937_64 rng(67);
  std::uniform_real_distribution<double> real(0, 100), radius(0, 5);
  CapsuleTable x, y;
  for (int i = 0; i < 100000; ++i) {
    x.add({real(rng), real(rng)}, {real(rng), real(rng)}, radius(rng));
    y.add({real(rng), real(rng)}, {real(rng), real(rng)}, radius(rng));
  }
  std::vector<std::uint8_t> got(x.size());
  EXPECT_LT(relateElementwise(x.view(x.size()), y.view(y.size()), got.data()), 10u);
  for (size_t i = 0; i < x.size(); i += 97)
    ASSERT_EQ(got[i], static_cast<std::uint8_t>(classify(x.at(i), y.at(i)))) << i;
}

TEST(Batch, CapsuleRowsWithANonFiniteValueOrANegativeRadiusGetNoAnswer) {
  std::mt19937_64 rng(71);
  CapsuleTable x, y;
  capsulePairs(rng, 40, x, y);
  x.a[2 * 3] = std::nan("");
  y.b[2 * 6 + 1] = INFINITY;
  x.r[9] = -1;
  y.r[39] = std::nan("");  // (the last pair: the scalar tail)
  std::vector<std::uint8_t> out(40);
  relateElementwise(x.view(40), y.view(40), out.data());
  for (size_t i = 0; i < 40; ++i)
    if (i == 3 || i == 6 || i == 9 || i == 39)
      EXPECT_EQ(out[i], 255) << i;
    else
      EXPECT_EQ(out[i], static_cast<std::uint8_t>(classify(x.at(i), y.at(i)))) << i;
}

TEST(Batch, SeedOneAgainstManyExample) {
  // Seed 000's NumPy form: ab against c1d1, c2d2, c3d3 gives [True, False, True] (strict crossing).
  Soa many;
  many.add({1, -1}, {1, 1});  // crosses
  many.add({5, -1}, {5, 1});  // misses
  many.add({2, 1}, {3, -1});  // crosses
  many.add({4, 0}, {4, 1});   // touches the end: the seed's strict test says no, the relation says touching
  std::vector<std::uint8_t> out(4);
  relateOneToMany({0, 0}, {4, 0}, many.view(), out.data());
  EXPECT_EQ(out, (std::vector<std::uint8_t>{2, 0, 2, 1}));
}

TEST(Batch, AllPairsCountAndList) {
  std::mt19937_64 rng(11);
  Soa a = randomSegments(rng, 60), b = randomSegments(rng, 45);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> list;
  std::size_t count = meetingPairs(a.view(), b.view(), &list);
  std::size_t want = 0;
  for (size_t i = 0; i < 60; ++i)
    for (size_t j = 0; j < 45; ++j) want += classify(a.at(i), b.at(j)) != Relation::Disjoint;
  EXPECT_EQ(count, want);
  EXPECT_EQ(list.size(), want);
  EXPECT_GT(want, 0u);
}

}  // namespace
}  // namespace hitlab::test
