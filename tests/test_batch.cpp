// Batch segment tests equal the scalar exact path, including degenerate pairs and odd lengths.
#include <algorithm>
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
