// What evaluate works out when asked for less than the full result (hitlab/relation.h's Query): every
// field asked for is the full result's bit for bit, on every family, SIMD target, grid, decimal, random and
// nudged input, plain and prepared, into a fresh result and into one reused across queries; every field
// not asked for keeps its default.
#include <gtest/gtest.h>

#include <cstring>
#include <hwy/targets.h>
#include <random>
#include <string>

#include "generators.h"
#include "hitlab/prepared.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"

namespace hitlab::test {
namespace {

bool sameBits(double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; }

// `got` (asked `query`) against the full result of the same pair: what a query asks for, bit for bit; the
// rest at its default. Returns a description of the first difference, or empty.
std::string differs(const PairResult& got, const PairResult& full, Query query) {
  if (got.error != full.error) return "error";
  if (got.relation != full.relation) return "relation";
  if (got.containment != Containment::None) return "containment set";
  if (!sameBits(got.distance, 0.0)) return "distance set";
  if (got.sat) return "sat set";
  if (query == Query::Relation) {
    if (!got.points.empty() || !sameBits(got.depth, 0.0) || got.mtv) return "a contact field set";
    return {};
  }
  if (got.points != full.points) return "points";
  if (!sameBits(got.depth, full.depth)) return "depth";
  if (got.mtv.has_value() != full.mtv.has_value()) return "mtv present";
  if (got.mtv && !(sameBits(got.mtv->x, full.mtv->x) && sameBits(got.mtv->y, full.mtv->y))) return "mtv";
  return {};
}

// A rect or polygon from the generator, rounded now and then (a capsule's family).
Shape maybeRounded(Gen& g, ShapeType t) {
  Shape s = g.shape(t);
  if (g.pick(0, 3) != 0) return s;
  const double r = g.radius();
  if (auto* rect = std::get_if<Rect>(&s)) rect->radius = r;
  if (auto* poly = std::get_if<Polygon>(&s)) poly->radius = r;
  return s;
}

// The pair as a scene file, to replay a failure with hitlab-cli.
std::string describe(const Shape& a, const Shape& b) {
  Scene scene;
  scene.shapes = {{"a", a, {}}, {"b", b, {}}};
  return sceneToJson(scene);
}

TEST(Query, EachFieldAskedForIsTheFullResultsBitForBit) {
  constexpr Query kLess[] = {Query::Contact, Query::Relation};
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    Gen g(91);
    PairResult reused;  // one result for every query in turn, as a caller switching queries has
    int overlapping = 0, touching = 0, withPoints = 0, withMtv = 0, pairs = 0;
    for (auto [ta, tb] : allFamilies()) {
      for (int i = 0; i < 600; ++i) {
        g.mode = i % 4;
        Shape a = maybeRounded(g, ta), b = maybeRounded(g, tb);
        if (g.mode == 1) g.nudgeOne(b);
        if (i % 2) std::swap(a, b);
        const PairResult full = evaluate(a, b);
        const PreparedShape pa(a, "a"), pb(b, "b");
        for (Query q : kLess) {
          const std::string what = describe(a, b) + (q == Query::Contact ? " contact" : " relation");
          const std::string plain = differs(evaluate(a, b, q), full, q);
          ASSERT_EQ(plain, "") << what;
          evaluate(pa, pb, q, reused);
          ASSERT_EQ(differs(reused, full, q), "") << what << " (prepared, reused)";
          evaluate(pa, pb, Query::Full, reused);  // the full result again, into the same memory
          ASSERT_EQ(reused.containment, full.containment) << what;
          ASSERT_TRUE(sameBits(reused.distance, full.distance)) << what;
          ASSERT_EQ(reused.sat.has_value(), full.sat.has_value()) << what;
        }
        ++pairs;
        overlapping += full.relation == Relation::Overlapping;
        touching += full.relation == Relation::Touching;
        withPoints += !full.points.empty();
        withMtv += full.mtv.has_value();
      }
    }
    // (The inputs reach every kind of answer: a test of empty results would pass anything.)
    EXPECT_GT(overlapping, pairs / 5);
    EXPECT_GT(touching, pairs / 50);
    EXPECT_GT(withPoints, pairs / 5);
    EXPECT_GT(withMtv, pairs / 10);
  }
  hwy::SetSupportedTargetsForTest(0);
}

// Two small polygons take the SAT kernel without its table (the least push's move from its flags): the
// depth and mtv of overlapping 8-gons, at every scale the kernel takes, as the table's scan finds them.
TEST(Query, AContactOfSmallPolygonsHasTheDepthOfTheFullResult) {
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    std::mt19937_64 rng(92);
    std::uniform_real_distribution<double> unit(0, 1);
    auto polygon = [&](int n, double cx, double cy, double s) {
      std::vector<Vec2> v;
      const double start = 6.283185307179586 * unit(rng);
      for (int k = 0; k < n; ++k) {
        const double t = start + 6.283185307179586 * k / n;
        v.push_back({cx + s * std::cos(t), cy + s * std::sin(t)});
      }
      if (rng() % 2) std::reverse(v.begin(), v.end());  // clockwise too
      return Polygon{v};
    };
    PairResult contact;
    int deep = 0;
    for (double scale : {1.0, 1e-100, 1e100}) {
      for (int i = 0; i < 3000; ++i) {
        const int na = 3 + static_cast<int>(rng() % 6), nb = 3 + static_cast<int>(rng() % 6);
        const Shape a = polygon(na, 0, 0, scale),
                    b = polygon(nb, (unit(rng) - 0.5) * 3 * scale, (unit(rng) - 0.5) * 3 * scale, scale);
        const PreparedShape pa(a), pb(b);
        const PairResult full = evaluate(pa, pb);
        evaluate(pa, pb, Query::Contact, contact);
        ASSERT_EQ(differs(contact, full, Query::Contact), "") << describe(a, b);
        deep += full.depth > 0;
      }
    }
    EXPECT_GT(deep, 3000);
  }
  hwy::SetSupportedTargetsForTest(0);
}

// An invalid polygon: the same one-line error for every query, and nothing else set.
TEST(Query, AnInvalidShapeIsTheSameErrorForEveryQuery) {
  const Shape bowtie = Polygon{{{0, 0}, {1, 1}, {1, 0}, {0, 1}}}, square = Rect{{0, 0}, {1, 1}};
  const PairResult full = evaluate(bowtie, square, "bow", "sq");
  ASSERT_FALSE(full.error.empty());
  for (Query q : {Query::Contact, Query::Relation}) {
    EXPECT_EQ(differs(evaluate(bowtie, square, q, "bow", "sq"), full, q), "");
  }
}

}  // namespace
}  // namespace hitlab::test
