// What evaluate works out when asked for less than the full result (hitlab/relation.h's Query): every
// field asked for is the full result's bit for bit, on every family, SIMD target, grid, decimal, random and
// nudged input, plain and prepared, into a fresh result and into one reused across queries; every field
// not asked for keeps its default.
#include <gtest/gtest.h>

#include <hwy/targets.h>
#include <bit>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "generators.h"
#include "helpers.h"
#include "hitlab/prepared.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"

namespace hitlab::test {
namespace {

bool sameMtv(const std::optional<Vec2>& x, const std::optional<Vec2>& y) {
  return x.has_value() == y.has_value() && (!x || (sameBits(x->x, y->x) && sameBits(x->y, y->y)));
}

// `got` (asked `query`) against the full result of the same pair: each part asked for bit for bit, each
// other at its default. Returns the first difference, or empty.
std::string differs(const PairResult& got, const PairResult& full, Query query) {
  const PairResult none;
  auto want = [&](Query part) -> const PairResult& { return asks(query, part) ? full : none; };
  if (got.error != full.error) return "error";
  if (got.relation != full.relation) return "relation";
  if (got.points != want(Query::Points).points) return "points";
  if (!sameBits(got.depth, want(Query::Depth).depth)) return "depth";
  if (!sameMtv(got.mtv, want(Query::Depth).mtv)) return "mtv";
  if (!sameBits(got.distance, want(Query::Distance).distance)) return "distance";
  if (got.containment != want(Query::Containment).containment) return "containment";
  const std::optional<SatResult>& sat = want(Query::Sat).sat;
  if (got.sat.has_value() != sat.has_value()) return "sat present";
  if (!got.sat) return {};
  if (got.sat->firstSeparating != sat->firstSeparating || got.sat->axes.size() != sat->axes.size())
    return "sat axes";
  for (std::size_t k = 0; k < sat->axes.size(); ++k) {
    const SatAxis &x = got.sat->axes[k], &y = sat->axes[k];
    if (!(x.owner == y.owner && x.edge == y.edge && x.separating == y.separating && x.axis == y.axis &&
          sameBits(x.aMin, y.aMin) && sameBits(x.aMax, y.aMax) && sameBits(x.bMin, y.bMin) &&
          sameBits(x.bMax, y.bMax) && sameBits(x.overlap, y.overlap)))
      return "sat axis " + std::to_string(k);
  }
  // (The SAT detail's mtv is the result's: the Depth part.)
  if (!sameMtv(got.sat->mtv, asks(query, Query::Depth) ? sat->mtv : std::nullopt)) return "sat mtv";
  return {};
}

// Every query: each set of the five parts.
std::vector<Query> everyQuery() {
  std::vector<Query> out;
  for (unsigned bits = 0; bits < 32; ++bits) out.push_back(static_cast<Query>(bits));
  return out;
}

std::string nameOf(Query q) {
  std::string s;
  const char* names[] = {"points", "depth", "distance", "containment", "sat"};
  for (int k = 0; k < 5; ++k)
    if (static_cast<unsigned>(q) >> k & 1) s += std::string(s.empty() ? "" : "|") + names[k];
  return s.empty() ? "relation" : s;
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

// (Under the sanitizers a quarter of the pairs, as the property tests: HITLAB_PROPERTY_CASES.)
constexpr int kPairsPerFamily = 240 * HITLAB_PROPERTY_CASES / 100000;

TEST(Query, EachPartAskedForIsTheFullResultsBitForBit) {
  const std::vector<Query> queries = everyQuery();
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    Gen g(91);
    PairResult reused;  // one result for every query in turn, as a caller switching queries has
    int overlapping = 0, touching = 0, withPoints = 0, withMtv = 0, pairs = 0;
    for (auto [ta, tb] : allFamilies()) {
      for (int i = 0; i < kPairsPerFamily; ++i) {
        g.mode = i % 4;
        Shape a = maybeRounded(g, ta), b = maybeRounded(g, tb);
        if (g.mode == 1) g.nudgeOne(b);
        if (i % 2) std::swap(a, b);
        const PairResult full = evaluate(a, b);
        const PreparedShape pa(a, "a"), pb(b, "b");
        // (Plain shapes for every query; prepared ones into one result, each query after another.)
        for (Query q : queries) {
          const std::string what = describe(a, b) + " " + nameOf(q);
          ASSERT_EQ(differs(evaluate(a, b, q), full, q), "") << what;
          evaluate(pa, pb, q, reused);
          ASSERT_EQ(differs(reused, full, q), "") << what << " (prepared, reused)";
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

// roundLengths rounds the lengths as roundPrinted does, bit for bit, and leaves the SAT table as evaluate()
// gave it: every family, grid, nudged, random and decimal inputs, rounded shapes among them.
TEST(Query, RoundLengthsIsRoundPrintedWithoutTheTable) {
  Gen g(93);
  int changed = 0, pairs = 0;
  for (auto [ta, tb] : allFamilies()) {
    for (int i = 0; i < 160; ++i) {
      g.mode = i % 4;
      Shape a = maybeRounded(g, ta), b = maybeRounded(g, tb);
      if (g.mode == 1) g.nudgeOne(b);
      const PairResult evaluated = evaluate(a, b);
      PairResult printed = evaluated, lengths = evaluated;
      roundPrinted(a, b, printed);
      roundLengths(a, b, lengths);
      // (and from a result without the SAT detail, as the hunt rounds them)
      PairResult bare = evaluate(a, b, Query::Points | Query::Depth | Query::Distance | Query::Containment);
      roundLengths(a, b, bare);
      ASSERT_TRUE(sameBits(bare.distance, printed.distance) && sameBits(bare.depth, printed.depth) &&
                  sameMtv(bare.mtv, printed.mtv))
          << describe(a, b);
      const std::string what = describe(a, b);
      ASSERT_TRUE(sameBits(lengths.distance, printed.distance)) << what;
      ASSERT_TRUE(sameBits(lengths.depth, printed.depth)) << what;
      ASSERT_EQ(lengths.mtv.has_value(), printed.mtv.has_value()) << what;
      if (lengths.mtv) {
        ASSERT_TRUE(sameBits(lengths.mtv->x, printed.mtv->x) && sameBits(lengths.mtv->y, printed.mtv->y))
            << what;
      }
      ASSERT_EQ(lengths.sat.has_value(), evaluated.sat.has_value()) << what;
      if (lengths.sat) {
        for (std::size_t k = 0; k < lengths.sat->axes.size(); ++k) {
          const SatAxis &x = lengths.sat->axes[k], &y = evaluated.sat->axes[k];
          ASSERT_TRUE(sameBits(x.aMin, y.aMin) && sameBits(x.aMax, y.aMax) && sameBits(x.bMin, y.bMin) &&
                      sameBits(x.bMax, y.bMax) && sameBits(x.overlap, y.overlap) && x.axis == y.axis)
              << what << " axis " << k;
        }
      }
      changed += !sameBits(printed.distance, evaluated.distance) || !sameBits(printed.depth, evaluated.depth);
      ++pairs;
    }
  }
  // (Some lengths evaluate() left an ulp off: the test sees the rounding happen.)
  EXPECT_GT(changed, 0);
  EXPECT_EQ(pairs, 160 * static_cast<int>(allFamilies().size()));
}

// An invalid polygon: the same one-line error for every query, and nothing else set.
TEST(Query, AnInvalidShapeIsTheSameErrorForEveryQuery) {
  const Shape bowtie = Polygon{{{0, 0}, {1, 1}, {1, 0}, {0, 1}}}, square = Rect{{0, 0}, {1, 1}};
  const PairResult full = evaluate(bowtie, square, "bow", "sq");
  ASSERT_FALSE(full.error.empty());
  for (Query q : everyQuery()) {
    EXPECT_EQ(differs(evaluate(bowtie, square, q, "bow", "sq"), full, q), "");
  }
}

}  // namespace
}  // namespace hitlab::test
