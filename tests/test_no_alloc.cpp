// The hot paths allocate nothing: a counting global operator new around the fast relation and the batch.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <new>
#include <random>

#include "hitlab/batch.h"
#include "hitlab/broadphase.h"
#include "hitlab/classify.h"
#include "hitlab/prepared.h"
#include "hitlab/relation.h"

static std::atomic<long> gAllocations{0};

// (GCC 12 takes std::free in a replaced operator delete, inlined into a vector's destructor, for a mismatch
// with the replaced operator new that malloc'd it: it is not one.)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif
void* operator new(std::size_t n) {
  ++gAllocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

namespace hitlab {
namespace {

// Runs `queries` (which returns how many pairs meet) and checks that it found some, that the filter decided
// every call (only the exact fallback may allocate: GMP) and that nothing was allocated.
template <class F>
void expectFilteredWithoutAllocation(F&& queries, long minMeeting) {
  long long exactBefore = exactFallbackCount();
  long before = gAllocations;
  long meeting = queries();
  long allocations = gAllocations - before;
  EXPECT_GT(meeting, minMeeting);
  EXPECT_EQ(exactFallbackCount(), exactBefore);
  EXPECT_EQ(allocations, 0);
}

TEST(NoAllocation, ClassifyOfEveryFamilyInGeneralPosition) {
  std::mt19937_64 rng(8);
  std::uniform_real_distribution<double> u(-2, 2);
  std::vector<Shape> shapes;
  for (int i = 0; i < 200; ++i) {
    Vec2 c{u(rng), u(rng)};
    double a = u(rng);
    switch (i % 5) {
      case 0:
        shapes.push_back(Point{c});
        break;
      case 1:
        shapes.push_back(Segment{c, c + Vec2{std::cos(a), std::sin(a)}});
        break;
      case 2:
        shapes.push_back(Circle{c, 0.5 + std::fabs(a) / 4});
        break;
      case 3:
        shapes.push_back(Rect{c, c + Vec2{1, 0.5}});
        break;
      default: {
        Polygon p;
        for (int k = 0; k < 8; ++k)
          p.points.push_back(c + Vec2{std::cos(a + k * 0.785), std::sin(a + k * 0.785 + 0.01 * k)});
        shapes.push_back(p);
      }
    }
  }
  expectFilteredWithoutAllocation(
      [&] {
        long meeting = 0;
        for (const Shape& a : shapes)
          for (const Shape& b : shapes) meeting += classify(a, b) != Relation::Disjoint;
        return meeting;
      },
      0);
}

// The typed overloads of hitlab/classify.h on general-position input: the filter decides every call (no
// exact fallback), and nothing is allocated.
TEST(NoAllocation, TypedClassifyOverloads) {
  std::mt19937_64 rng(12);
  std::uniform_real_distribution<double> u(-2, 2);
  std::vector<Segment> segments;
  std::vector<Circle> circles;
  std::vector<Polygon> polygons;
  for (int i = 0; i < 64; ++i) {
    Vec2 c{u(rng), u(rng)};
    double a = u(rng);
    segments.push_back({c, c + Vec2{std::cos(a), std::sin(a)}});
    circles.push_back({c, 0.3 + std::fabs(a) / 4});
    Polygon p;
    for (int k = 0; k < 8; ++k)
      p.points.push_back(c + Vec2{std::cos(a + k * 0.785 + 0.02 * k), std::sin(a + k * 0.785 + 0.01 * k)});
    polygons.push_back(p);
  }
  expectFilteredWithoutAllocation(
      [&] {
        long meeting = 0;
        for (int i = 0; i < 64; ++i)
          for (int j = 0; j < 64; ++j) {
            meeting += classify(segments[i], segments[j]) != Relation::Disjoint;
            meeting += classify(circles[i], circles[j]) != Relation::Disjoint;
            meeting += classify(segments[i], circles[j]) != Relation::Disjoint;
            meeting += classify(polygons[i], polygons[j]) != Relation::Disjoint;
          }
        return meeting;
      },
      1000);
}

// The full result of prepared polygons and rects into one reused result, as a scene evaluation does: once its
// lists have grown, a pass over every pair (apart, crossing, containing) allocates nothing, and the filters
// decide every pair in general position.
TEST(NoAllocation, FullResultOfPreparedShapesIntoAReusedResult) {
  std::mt19937_64 rng(21);
  std::uniform_real_distribution<double> u(-2, 2), r(0.4, 1.2);
  std::vector<PreparedShape> shapes;
  for (int i = 0; i < 48; ++i) {
    Vec2 c{u(rng), u(rng)};
    double a = u(rng), s = r(rng);
    if (i % 4 == 3) {
      shapes.emplace_back(Rect{c, c + Vec2{s, s / 2}});
      continue;
    }
    Polygon p;
    for (int k = 0; k < 8; ++k)
      p.points.push_back(c +
                         s * Vec2{std::cos(a + k * 0.785 + 0.02 * k), std::sin(a + k * 0.785 + 0.01 * k)});
    shapes.emplace_back(p);
  }
  PairResult out;
  auto pass = [&] {
    long meeting = 0, contained = 0;
    for (const PreparedShape& a : shapes)
      for (const PreparedShape& b : shapes) {
        if (&a == &b) continue;  // equal outlines share every edge: the exact path's case, not this one
        evaluate(a, b, out);
        meeting += out.relation != Relation::Disjoint;
        contained += out.containment != Containment::None;
      }
    EXPECT_GT(contained, 0);
    return meeting;
  };
  long first = pass();
  expectFilteredWithoutAllocation(pass, first - 1);
}

// All meeting pairs of a scene, queried again as an app does every frame: the per-thread scratch and the
// caller's list are reused, so the second query allocates nothing.
TEST(NoAllocation, MeetingShapePairsReusesItsMemory) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> u(0, 30);
  std::vector<Shape> shapes;
  for (int i = 0; i < 2000; ++i) {
    Vec2 c{u(rng), u(rng)};
    if (i % 2)
      shapes.push_back(Circle{c, 0.3 + u(rng) / 60});
    else
      shapes.push_back(Polygon{{c, c + Vec2{0.7, 0.1}, c + Vec2{0.5, 0.6}, c + Vec2{-0.1, 0.4}}});
  }
  std::vector<IndexPair> pairs;
  meetingShapePairs(shapes, pairs);
  std::size_t first = pairs.size();
  long long exactBefore = exactFallbackCount();
  long before = gAllocations;
  meetingShapePairs(shapes, pairs);
  long allocations = gAllocations - before;
  EXPECT_EQ(pairs.size(), first);
  EXPECT_GT(first, 100u);
  EXPECT_EQ(exactFallbackCount(), exactBefore);
  EXPECT_EQ(allocations, 0);
}

TEST(NoAllocation, BatchElementwise) {
  std::vector<double> v(8 * 4096);
  std::mt19937_64 rng(3);
  for (double& x : v) x = std::uniform_real_distribution<double>(-1, 1)(rng);
  std::vector<std::uint8_t> out(4096);
  SegmentsSoA a{&v[0], &v[4096], &v[8192], &v[12288], 4096},
      b{&v[16384], &v[20480], &v[24576], &v[28672], 4096};
  relateElementwise(a, b, out.data());  // warm-up: runtime dispatch picks its target once
  long before = gAllocations;
  relateElementwise(a, b, out.data());
  EXPECT_EQ(gAllocations - before, 0);
}

}  // namespace
}  // namespace hitlab
