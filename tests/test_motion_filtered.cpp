// test_motion_filtered.cpp — the time of impact of two polygons, or of a disk and a polygon, in bounded
// doubles (motion/filtered_toi.cpp, filtered_disk_toi.cpp), speed-only paths, is the rational sweep's
// (time_of_impact.cpp, with the tiers off through exact::tStages) bit for bit: every field of the result, on
// grid, nudged, random and decimal rects, circles, convex polygons, points and segments with motions of every
// kind (still, along an axis, both moving, a hair off an edge's direction).
#include <gtest/gtest.h>
#if HITLAB_FAST
#include <hwy/targets.h>
#endif

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "exact/exact.h"
#include "generators.h"
#include "helpers.h"
#include "hitlab/motion.h"
#include "hitlab/prepared.h"
#include "motion/filtered_toi.h"
#include "motion/swept_kernels.h"
#include "pairs/sat_kernels.h"
#include "pairs/scaling.h"

using namespace hitlab;

namespace {

// (the sanitizer build runs a quarter of the cases: HITLAB_PROPERTY_CASES, tests/CMakeLists.txt)
constexpr int kQuarters = HITLAB_PROPERTY_CASES / 25000;

using hitlab::test::sameBits;

// Every field, doubles as bits; empty when equal, else what differs.
std::string difference(const TimeOfImpact& x, const TimeOfImpact& y) {
  if (x.kind != y.kind)
    return std::string("kind ") + impactCaseName(x.kind) + " vs " + impactCaseName(y.kind);
  if (x.t.has_value() != y.t.has_value() || (x.t && !sameBits(*x.t, *y.t))) return "t";
  if (x.points.size() != y.points.size()) return "point count";
  for (std::size_t i = 0; i < x.points.size(); ++i)
    if (!sameBits(x.points[i], y.points[i])) return "point " + std::to_string(i);
  if (x.normal.has_value() != y.normal.has_value() || (x.normal && !sameBits(*x.normal, *y.normal)))
    return "normal";
  if (x.tunnels != y.tunnels) return "tunnels";
  if (x.atEnd != y.atEnd) return "atEnd";
  if (x.error != y.error) return "error";
  return {};
}

Shape polygonRectOrCircle(test::Gen& gen) {
  const int k = gen.pick(0, 5);
  return gen.shape(k == 0   ? ShapeType::Rect
                   : k == 1 ? ShapeType::Circle
                   : k == 4 ? ShapeType::Point  // (a ray, when it moves)
                   : k == 5 ? ShapeType::Segment
                            : ShapeType::Polygon);
}

Vec2 motionOf(test::Gen& gen, const Shape& s) {
  switch (gen.pick(0, 7)) {
    case 0:
      return {0, 0};
    case 1:
      return {2 * gen.coord(), 0};
    case 2:
      return {0, 2 * gen.coord()};
    case 3: {  // along an edge, now and then a hair off it
      if (const auto* p = std::get_if<Polygon>(&s)) {
        const Vec2 d = p->points[1] - p->points[0];
        return gen.pick(0, 1) ? Vec2{2 * d.x, 2 * d.y} : Vec2{2 * d.x, std::nextafter(2 * d.y, INFINITY)};
      }
      return {gen.coord(), 0};
    }
    default:
      return {3 * gen.coord(), 3 * gen.coord()};
  }
}

TEST(Motion, FilteredPathsAreTheRationalSweepBitForBit) {
  test::Gen gen(5252);
  long long cases = 0, answered = 0, enteringAnswered = 0, disks = 0, rays = 0, segments = 0;
  long long timeOnlyAnswered = 0;  // (the time decided by the tiers where the whole answer is the rationals')
  for (int n = 0; n < 2500 * kQuarters; ++n) {
    gen.mode = n % 4;
    Shape a = polygonRectOrCircle(gen), b = polygonRectOrCircle(gen);
    if (gen.mode == 1) gen.nudgeOne(gen.pick(0, 1) ? a : b);
    Vec2 va = motionOf(gen, a), vb = n % 3 == 0 ? motionOf(gen, b) : Vec2{0, 0};
    if (n % 2 == 1) {  // b a step away, a sent towards it (entering, tunnelling, missing by a little)
      const Vec2 away{4 * gen.coord(), 4 * gen.coord()};
      b = translated(b, away);
      va = {vb.x + away.x * gen.pick(1, 4) / 2 + gen.coord() / 2, vb.y + away.y * gen.pick(1, 4) / 2};
    }
    const long long before = detail::tFilteredToiAnswers;
    const TimeOfImpact fast = timeOfImpact(a, va, b, vb);
    const bool byFilter = detail::tFilteredToiAnswers > before;
    exact::tStages = exact::Stages::RationalsOnly;
    const TimeOfImpact reference = timeOfImpact(a, va, b, vb);
    exact::tStages = exact::Stages::All;
    ASSERT_EQ(detail::tFilteredToiAnswers, before + byFilter);  // (never with the tiers off)
    if (!reference.error.empty()) continue;
    ++cases;
    answered += byFilter;
    enteringAnswered += byFilter && fast.kind == ImpactCase::Entering;
    disks += byFilter && fast.kind == ImpactCase::Entering &&
             (std::holds_alternative<Circle>(a) || std::holds_alternative<Circle>(b));
    rays += byFilter && fast.kind == ImpactCase::Entering &&
            (std::holds_alternative<Point>(a) || std::holds_alternative<Point>(b));
    segments += byFilter && fast.kind == ImpactCase::Entering &&
                (std::holds_alternative<Segment>(a) || std::holds_alternative<Segment>(b));

    ASSERT_EQ(difference(fast, reference), "") << n << " mode " << gen.mode << " by filter " << byFilter;

    // The time alone: the full answer's kind, time, tunnels and end relation, by the tiers and by the
    // rationals, no points, no normal.
    TimeOfImpact timeAlone = reference;
    timeAlone.points.clear(), timeAlone.normal.reset();
    const long long beforeTime = detail::tFilteredToiAnswers;
    ASSERT_EQ(difference(timeOfImpact(a, va, b, vb, ImpactQuery::Time), timeAlone), "") << n;
    const bool timeByFilter = detail::tFilteredToiAnswers > beforeTime;
    EXPECT_TRUE(timeByFilter || !byFilter) << n;  // (what the tiers decide whole, they decide the time of)
    timeOnlyAnswered += timeByFilter && !byFilter;
    exact::tStages = exact::Stages::RationalsOnly;
    ASSERT_EQ(difference(timeOfImpact(a, va, b, vb, ImpactQuery::Time), timeAlone), "") << n;
    exact::tStages = exact::Stages::All;
  }
  // Most pairs are decided by the filter, entering ones included; ties and faces go to the rationals.
  EXPECT_GT(cases, 2250 * kQuarters);
  EXPECT_GT(answered, cases * 5 / 10);  // (a point against a circle or a point: the rationals')
  EXPECT_GT(enteringAnswered, 300 * kQuarters);
  EXPECT_GT(disks, 125 * kQuarters);
  EXPECT_GT(rays, 75 * kQuarters);
  EXPECT_GT(segments, 25 * kQuarters);  // (against a disk)
  EXPECT_GT(timeOnlyAnswered, 0);       // (a face meeting a face, a point or normal not certain)
  std::printf(
      "%lld pairs: %lld by the filter, %lld entering; disks %lld, points %lld, segments %lld; "
      "%lld more by the filter for the time alone\n",
      cases, answered, enteringAnswered, disks, rays, segments, timeOnlyAnswered);
}

// A disk whose centre starts inside a polygon: overlapping at t = 0, and at t = 1 still overlapping, touching
// or apart, each as the rationals say, prepared or not, in either order; then random centres inside.
TEST(Motion, ADiskStartingInsideAPolygon) {
  const Shape square = Rect{{-2, -2}, {2, 2}},
              hexagon = Polygon{{{-2, -1}, {0, -2}, {2, -1}, {2, 1}, {0, 2}, {-2, 1}}};
  const std::pair<Vec2, Relation> steps[] = {{{0.5, 0}, Relation::Overlapping},
                                             {{3, 0}, Relation::Touching},
                                             {{3.5, 0}, Relation::Disjoint},
                                             {{0, -3.25}, Relation::Disjoint}};
  test::Gen gen(71);
  int byFilter = 0, stillOverlapping = 0;
  for (int n = 0; n < 400; ++n) {
    const Shape& poly = n % 2 ? hexagon : square;
    const bool hand = n < 16;
    const Vec2 centre = hand ? Vec2{0, 0} : Vec2{gen.pick(-7, 7) / 8.0, gen.pick(-7, 7) / 8.0};
    const Vec2 motion =
        hand ? steps[n / 2 % 4].first : Vec2{gen.pick(-32, 32) / 8.0, gen.pick(-32, 32) / 8.0};
    const Shape disk = Circle{centre, 1};
    const bool diskFirst = n / 8 % 2 == 0;
    const Shape &a = diskFirst ? disk : poly, &b = diskFirst ? poly : disk;
    const Vec2 va = diskFirst ? motion : Vec2{0, 0}, vb = diskFirst ? Vec2{0, 0} : motion;
    exact::tStages = exact::Stages::RationalsOnly;
    const TimeOfImpact reference = timeOfImpact(a, va, b, vb);
    exact::tStages = exact::Stages::All;
    ASSERT_EQ(reference.kind, ImpactCase::Overlapping) << n;
    if (hand) {
      ASSERT_EQ(reference.atEnd, steps[n / 2 % 4].second) << n;
    }
    stillOverlapping += reference.atEnd != Relation::Disjoint;
    const PreparedShape pa(a), pb(b);
    for (const ImpactQuery what : {ImpactQuery::Full, ImpactQuery::Time}) {
      TimeOfImpact want = reference;
      if (what == ImpactQuery::Time) want.points.clear(), want.normal.reset();
      const long long before = detail::tFilteredToiAnswers;
      ASSERT_EQ(difference(timeOfImpact(a, va, b, vb, what), want), "") << n;
      ASSERT_EQ(difference(timeOfImpact(pa, va, pb, vb, what), want), "") << n;
      byFilter += detail::tFilteredToiAnswers > before;
    }
  }
  EXPECT_GT(byFilter, 700);
  EXPECT_GT(stillOverlapping, 50);
}

// Regular 8-gons (the benchmark's shape) at random places, sizes and angles: almost every pair is the
// filter's.
TEST(Motion, FilteredPathDecidesRandomOctagons) {
  test::Gen gen(88);
  gen.mode = 2;
  long long answered = 0, entering = 0;
  Vec2 c;
  const auto octagon = [&] {
    c = gen.point();
    const double r = 0.5 + std::fabs(gen.coord()) / 4, phase = gen.coord();
    Polygon p;
    for (int i = 0; i < 8; ++i)
      p.points.push_back(
          {c.x + r * std::cos(phase + i * M_PI / 4), c.y + r * std::sin(phase + i * M_PI / 4)});
    return p;
  };
  for (int n = 0; n < 500 * kQuarters; ++n) {
    const Polygon a = octagon();
    const Vec2 ca = c;
    const Polygon b = octagon();
    // (half of them sent towards each other, as the benchmark's)
    const Vec2 va = n % 2 ? Vec2{3 * gen.coord(), 3 * gen.coord()} : Vec2{2 * (c.x - ca.x), 2 * (c.y - ca.y)};
    const long long before = detail::tFilteredToiAnswers;
    const TimeOfImpact fast = timeOfImpact(a, va, b, {0, 0});
    const bool byFilter = detail::tFilteredToiAnswers > before;
    exact::tStages = exact::Stages::RationalsOnly;
    const TimeOfImpact reference = timeOfImpact(a, va, b, {0, 0});
    exact::tStages = exact::Stages::All;
    ASSERT_EQ(difference(fast, reference), "") << n;
    answered += byFilter;
    entering += byFilter && fast.kind == ImpactCase::Entering;
  }
  EXPECT_GT(answered, 497 * kQuarters);
  EXPECT_GT(entering, 125 * kQuarters);
}

// The axes' winners found in lanes (a speed-only shortcut) are the loop's: with and without them the
// polygon path gives the same result bit for bit whenever both answer; the lanes decide most random pairs and
// leave the ties of grids (equal times on parallel edges) to the loop.
TEST(Motion, AxesInLanesAreTheLoopsWinnersBitForBit) {
  test::Gen gen(54);
  long long both = 0, byLanes = 0, declined = 0;
  for (int n = 0; n < 4000 * kQuarters; ++n) {
    gen.mode = n % 4;  // (integer grid, nudged, random, tenths)
    const Shape a = Polygon{gen.convexPolygon()};
    Shape b = Polygon{gen.convexPolygon()};
    Vec2 va = n % 3 ? Vec2{gen.coord(), gen.coord()} : Vec2{gen.coord(), 0};
    const Vec2 vb = n % 5 ? Vec2{0, 0} : Vec2{0, gen.coord()};
    if (n % 2 == 1) {  // b a step away, a sent towards it (as the polygon path's own test)
      const Vec2 away{4 * gen.coord(), 4 * gen.coord()};
      b = translated(b, away);
      va = {vb.x + away.x * gen.pick(1, 4) / 2 + gen.coord() / 2, vb.y + away.y * gen.pick(1, 4) / 2};
    }
    const long long before = detail::tLaneWinners;
    const std::optional<TimeOfImpact> lanes = detail::filteredPolygonToi(a, va, b, vb, ImpactQuery::Full);
    const bool decided = detail::tLaneWinners > before;
    detail::tAxesInLanes = false;
    const std::optional<TimeOfImpact> loop = detail::filteredPolygonToi(a, va, b, vb, ImpactQuery::Full);
    detail::tAxesInLanes = true;
    byLanes += decided;
    declined += !decided && gen.mode == 0;
    if (!lanes || !loop) continue;
    ASSERT_EQ(difference(*lanes, *loop), "") << n << " mode " << gen.mode;
    ++both;
  }
  EXPECT_GT(both, 1500 * kQuarters);
  EXPECT_GT(byLanes, 1500 * kQuarters);
  EXPECT_GT(declined, 0);
  std::printf("both answered %lld, the lanes decided %lld, declined on the grid %lld\n", both, byLanes,
              declined);
}

// A prepared pair's time of impact (hitlab/prepared.h: what the shapes hold read, not worked out again) is
// the shapes' own, every field bit for bit, on every kind of shape (rounded, invalid and huge ones too, which
// take the shapes' path) with motions of every kind.
TEST(Motion, PreparedShapesTimeOfImpactIsTheShapes) {
  test::Gen gen(56);
  int byFilter = 0;
  for (int n = 0; n < 3000 * kQuarters; ++n) {
    gen.mode = n % 4;
    Shape a = polygonRectOrCircle(gen),
          b = n % 7 == 0 ? gen.shape(ShapeType::Capsule) : polygonRectOrCircle(gen);
    if (auto* r = std::get_if<Rect>(&a); r && n % 5 == 0) r->radius = 0.5;  // (a rounded box)
    if (n % 11 == 0) a = Polygon{{{0, 0}, {1, 1}, {2, 2}}};  // (invalid: the error, as the shapes give it)
    if (n % 13 == 0) b = translated(b, {1e300, 0});          // (beyond the comfortable range)
    const Vec2 va = motionOf(gen, a), vb = n % 3 ? Vec2{0, 0} : motionOf(gen, b);
    const PreparedShape pa(a, "a"), pb(b, "b");
    for (const ImpactQuery what : {ImpactQuery::Full, ImpactQuery::Time}) {
      const long long before = detail::tFilteredToiAnswers;
      const TimeOfImpact prepared = timeOfImpact(pa, va, pb, vb, what);
      byFilter += detail::tFilteredToiAnswers > before;
      ASSERT_EQ(difference(prepared, timeOfImpact(a, va, b, vb, what)), "") << n;
    }
  }
  EXPECT_GT(byFilter, 1000 * kQuarters);
}

// The same for a disk against a polygon: the two winning offset lines found in lanes are the loop's, the
// result the same bit for bit with them and without them whenever both answer.
TEST(Motion, DiskLinesInLanesAreTheLoopsBitForBit) {
  test::Gen gen(58);
  long long both = 0, byLanes = 0;
  for (int n = 0; n < 4000 * kQuarters; ++n) {
    gen.mode = n % 4;  // (integer grid, nudged, random, tenths)
    const Shape disk = Circle{gen.point(), 0.25 + gen.pick(1, 8) * 0.25};
    Shape poly = n % 3 ? Shape(Polygon{gen.convexPolygon()}) : gen.shape(ShapeType::Rect);
    Vec2 v = n % 3 ? Vec2{gen.coord(), gen.coord()} : Vec2{gen.coord(), 0};
    if (n % 2 == 1) {  // the polygon a step away, the disk sent towards it
      const Vec2 away{4 * gen.coord(), 4 * gen.coord()};
      poly = translated(poly, away);
      v = {away.x * gen.pick(1, 4) / 2 + gen.coord() / 2, away.y * gen.pick(1, 4) / 2};
    }
    const bool diskFirst = n % 4 < 2;
    const Shape &a = diskFirst ? disk : poly, &b = diskFirst ? poly : disk;
    const Vec2 va = diskFirst ? v : Vec2{0, 0}, vb = diskFirst ? Vec2{0, 0} : v;
    const long long before = detail::tDiskLaneWinners;
    const std::optional<TimeOfImpact> lanes = detail::filteredDiskPolygonToi(a, va, b, vb, ImpactQuery::Full);
    byLanes += detail::tDiskLaneWinners > before;
    detail::tDisksInLanes = false;
    const std::optional<TimeOfImpact> loop = detail::filteredDiskPolygonToi(a, va, b, vb, ImpactQuery::Full);
    detail::tDisksInLanes = true;
    if (!lanes || !loop) continue;
    ASSERT_EQ(difference(*lanes, *loop), "") << n << " mode " << gen.mode;
    ++both;
  }
  EXPECT_GT(both, 1500 * kQuarters);
  EXPECT_GT(byLanes, 1500 * kQuarters);
}

#if HITLAB_FAST
// Runs check(gen, n, answered) for 3000 cases n on every SIMD target compiled in and supported here (the
// generator restarted from `seed` for each, its mode n % 4); check asserts that the lanes equal their scalar
// definition and says whether that answered. Both answers and declines must be common.
template <class Check>
void onEveryTarget(int seed, Check check) {
  int targets = 0, answered = 0, declined = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    test::Gen gen(seed);
    for (int n = 0; n < 3000; ++n) {
      gen.mode = n % 4;
      bool answer = false;
      check(gen, n, answer);
      if (::testing::Test::HasFatalFailure()) {
        hwy::SetSupportedTargetsForTest(0);
        FAIL() << hwy::TargetName(target) << ", case " << n;
      }
      answered += answer, declined += !answer;
    }
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  EXPECT_GT(answered, 1000 * targets);
  EXPECT_GT(declined, 300 * targets);
}

// The axes' winners in vector lanes (fast/swept_winners.cpp) are their scalar definition's
// (motion/swept_kernels.cpp) on every SIMD target compiled in and supported here: the same answer and the
// same axes, on the frames of polygon pairs on grids (ties: no answer), nudged, random and in tenths, with
// motions along an axis (exact zeros) or none.
TEST(Motion, SweptWinnersInLanesAreTheirScalarDefinition) {
  onEveryTarget(57, [](test::Gen& gen, int n, bool& answered) {
    std::vector<Vec2> a = gen.convexPolygon(), b = gen.convexPolygon();
    const Vec2 away = n % 2 ? Vec2{4 * gen.coord(), 4 * gen.coord()} : Vec2{0, 0};
    for (Vec2& p : b) p = p + away;
    if (n % 5 == 0) a.insert(a.end(), b.begin(), b.end());  // (more axes: not a polygon, the same lanes)
    // The frame (relative to a's first vertex), every edge's normal, both projected on all of them.
    constexpr int kMax = 64;
    std::vector<Vec2> fa, fb;
    for (Vec2 p : a) fa.push_back(p - a[0]);
    for (Vec2 p : b) fb.push_back(p - a[0]);
    double largestX = 0, largestY = 0;
    for (const auto* f : {&fa, &fb})
      for (Vec2 p : *f)
        largestX = std::max(largestX, std::fabs(p.x)), largestY = std::max(largestY, std::fabs(p.y));
    std::vector<double> nx(kMax, 0), ny(kMax, 0), aLo(kMax, 0), aHi(kMax, 0), bLo(kMax, 0), bHi(kMax, 0);
    int count = 0;
    for (const auto* f : {&fa, &fb})
      for (std::size_t i = 0; i < f->size() && count < kMax; ++i, ++count) {
        const Vec2 e0 = (*f)[i], e1 = (*f)[(i + 1) % f->size()];
        nx[count] = -(e1.y - e0.y), ny[count] = e1.x - e0.x;
      }
    detail::Geom ga, gb;
    ga.kind = gb.kind = ShapeType::Polygon;
    ga.n = static_cast<int>(fa.size()), ga.ext = fa.data(), gb.n = static_cast<int>(fb.size()),
    gb.ext = fb.data();
    detail::reference::projectOnAxes(ga, nx.data(), ny.data(), count, aLo.data(), aHi.data());
    detail::reference::projectOnAxes(gb, nx.data(), ny.data(), count, bLo.data(), bHi.data());
    const Vec2 v = n % 3 == 0    ? Vec2{gen.coord(), 0}
                   : n % 17 == 0 ? Vec2{0, 0}
                                 : Vec2{gen.coord(), gen.coord()};
    const detail::SweptAxes axes{nx.data(), ny.data(), aLo.data(), aHi.data(), bLo.data(), bHi.data(),
                                 count,     largestX,  largestY,   v.x,        v.y};
    int inF = -1, outF = -1, inR = -1, outR = -1;
    detail::SweptTimes timesF, timesR;
    const bool fast = detail::fast::sweptWinners(axes, timesF, inF, outF),
               reference = detail::reference::sweptWinners(axes, timesR, inR, outR);
    ASSERT_EQ(fast, reference) << n;
    for (int k = 0; k < count; ++k)
      ASSERT_TRUE(sameBits(timesF.tIn[k], timesR.tIn[k]) && sameBits(timesF.eIn[k], timesR.eIn[k]) &&
                  sameBits(timesF.tOut[k], timesR.tOut[k]) && sameBits(timesF.eOut[k], timesR.eOut[k]))
          << n << " axis " << k;
    ASSERT_EQ(inF, inR) << n;
    ASSERT_EQ(outF, outR) << n;
    answered = reference;
  });
}

// The offset lines' winners in lanes (fast/swept_winners.cpp) are their scalar definition's
// (motion/swept_kernels.cpp) on every SIMD target: the same answer, the same lines, every time and bound the
// same bits, for disks on grids (ties), nudged, random and in tenths, moving along an axis or along an edge.
TEST(Motion, DiskWinnersInLanesAreTheirScalarDefinition) {
  onEveryTarget(59, [](test::Gen& gen, int n, bool& answered) {
    std::vector<Vec2> p = gen.convexPolygon();
    if (n % 7 == 0) p.push_back(p[0]);  // (a zero-length edge: its root is not certain)
    const int count = static_cast<int>(p.size());
    // (past count: what the lanes read and must leave out, a prepared polygon's other columns, or NaN)
    std::vector<double> x0(64), y0(64), x1(64), y1(64);
    for (std::vector<double>* column : {&x0, &y0, &x1, &y1})
      for (double& x : *column) x = n % 2 ? std::numeric_limits<double>::quiet_NaN() : gen.coord();
    for (int j = 0; j < count; ++j) {
      const Vec2 e1 = p[(j + 1) % count];
      x0[j] = p[j].x, y0[j] = p[j].y, x1[j] = e1.x, y1[j] = e1.y;
    }
    const Vec2 c = gen.point(), w = n % 3 == 0   ? Vec2{gen.coord(), 0}
                                    : n % 5 == 0 ? p[1] - p[0]  // (along an edge: across is zero)
                                                 : Vec2{gen.coord(), gen.coord()};
    const exact::Fl wx = exact::Fl(w.x) - exact::Fl(0.5), wy = exact::Fl(w.y) - exact::Fl(0.0);
    const detail::DiskSweep sweep{x0.data(),
                                  y0.data(),
                                  x1.data(),
                                  y1.data(),
                                  count,
                                  n % 2 ? 1 : -1,
                                  c.x,
                                  c.y,
                                  wx.v,
                                  wx.e,
                                  wy.v,
                                  wy.e,
                                  0.25 + gen.pick(0, 8) * 0.25};
    int inF = -1, outF = -1, inR = -1, outR = -1;
    detail::DiskTimes timesF, timesR;
    const bool fast = detail::fast::diskWinners(sweep, timesF, inF, outF),
               reference = detail::reference::diskWinners(sweep, timesR, inR, outR);
    ASSERT_EQ(fast, reference) << n;
    for (int k = 0; k < count; ++k)
      ASSERT_TRUE(sameBits(timesF.t[k], timesR.t[k]) && sameBits(timesF.et[k], timesR.et[k]) &&
                  sameBits(timesF.enter[k], timesR.enter[k]))
          << n << " edge " << k;
    ASSERT_EQ(inF, inR) << n;
    ASSERT_EQ(outF, outR) << n;
    // With the edges' lengths a prepared polygon keeps (writeDiskEdges): the same answer, bit for bit.
    if (count <= detail::kSweptBlock) {
      detail::Geom g;
      g.kind = ShapeType::Polygon, g.n = count, g.ext = p.data();
      std::vector<double> edges(detail::kDiskEdgeColumns * detail::kSweptBlock);
      detail::writeDiskEdges(g, edges.data());
      constexpr int k = detail::kSweptBlock;
      detail::DiskSweep kept = sweep;
      kept.rootV = edges.data(), kept.rootE = edges.data() + k;
      for (const bool lanes : {true, false}) {
        int in = -1, out = -1;
        detail::DiskTimes times;
        const bool got = lanes ? detail::fast::diskWinners(kept, times, in, out)
                               : detail::reference::diskWinners(kept, times, in, out);
        ASSERT_EQ(got, reference) << n << (lanes ? " lanes" : " scalar");
        for (int j = 0; j < count; ++j)
          ASSERT_TRUE(sameBits(times.t[j], timesR.t[j]) && sameBits(times.et[j], timesR.et[j]) &&
                      sameBits(times.enter[j], timesR.enter[j]))
              << n << " edge " << j << (lanes ? " lanes" : " scalar");
        ASSERT_EQ(in, inR) << n;
        ASSERT_EQ(out, outR) << n;
      }
    }
    answered = reference;
  });
}
#endif

}  // namespace

// At every scale (the pair and its motions times 2^k, exactly) and far from the origin, and with motions
// beyond the range the paths take: the rational sweep's answer still, bit for bit.
TEST(Motion, FilteredPathsAtEveryScale) {
  test::Gen gen(2026);
  gen.mode = 2;
  int compared = 0;
  for (int n = 0; n < 150; ++n) {
    const Shape a0 = polygonRectOrCircle(gen), b0 = translated(polygonRectOrCircle(gen), {6, 1});
    const Vec2 v0{8 + gen.coord(), 2 + gen.coord()};
    for (int k : {-90, -30, 0, 40, 110}) {
      bool exactScale = true;
      Shape a = detail::scaledShape(a0, k, exactScale), b = detail::scaledShape(b0, k, exactScale);
      const Vec2 va{std::ldexp(v0.x, k), std::ldexp(v0.y, k)};
      if (k == 0 && n % 2) a = translated(a, {1e12, -1e12}), b = translated(b, {1e12, -1e12});
      const Vec2 vb = n % 5 == 0 ? Vec2{std::ldexp(1.0, k - 70), 0} : Vec2{0, 0};  // (a motion out of range)
      const TimeOfImpact fast = timeOfImpact(a, va, b, vb);
      exact::tStages = exact::Stages::RationalsOnly;
      const TimeOfImpact reference = timeOfImpact(a, va, b, vb);
      exact::tStages = exact::Stages::All;
      ASSERT_EQ(difference(fast, reference), "") << n << " at 2^" << k;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 750);
}
