// The hot paths allocate nothing: a counting global operator new around the fast relation and the batch.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <new>
#include <random>

#include "hitlab/batch.h"
#include "hitlab/relation.h"

static std::atomic<long> gAllocations{0};

void* operator new(std::size_t n) {
  ++gAllocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace hitlab {
namespace {

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
  long calls = 0;
  long long exactBefore = exactFallbackCount();
  long before = gAllocations;
  for (const Shape& a : shapes)
    for (const Shape& b : shapes) calls += classify(a, b) != Relation::Disjoint;
  long allocations = gAllocations - before;
  EXPECT_GT(calls, 0);
  // Only the rare exact fallback may allocate (GMP); general-position input never needs it.
  if (exactFallbackCount() == exactBefore) {
    EXPECT_EQ(allocations, 0);
  }
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
