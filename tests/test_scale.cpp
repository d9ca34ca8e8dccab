// Metamorphic and accuracy properties of every construction at every scale (issue 14).
//
// Each pair is evaluated as generated and again scaled by 2^k for k from -1060 to 993 (coordinates up to
// about 1e300), where the scaled doubles are exact. Checked at every scale: the decisions do not change; no
// value is NaN or infinite; each output is the unscaled one times 2^k bit for bit where neither is subnormal;
// outline points lie on both outlines; the distance is within 1e-9 of its exact value (relative), and a
// disjoint pair has a positive distance; an overlapping pair of area shapes has a positive depth and an mtv
// of that length that leaves the pair touching (within the tolerance) when b is moved by it; SAT axes are
// unit vectors; (b, a) gives the same lengths and points bit for bit; the pair mirrored, in the other
// winding, with rects as polygons and moved exactly gives the same decisions, and lengths and points within
// the tolerance. Tolerances are 1e-9 S, S the pair's scale, but never below the spacing of subnormals.
#include <gmpxx.h>

#include <cfloat>
#include <cmath>

#include "generators.h"
#include "helpers.h"
#include "hitlab/invariants.h"
#include "hitlab/prepared.h"
#include "hitlab/scene_io.h"
#include "pairs/point_set.h"
#include "reference.h"

namespace hitlab::test {
namespace {

std::string debugJson(const Shape& a, const Shape& b) {
  Scene s;
  s.shapes = {{"a", a}, {"b", b}};
  return sceneToJson(s);
}

// Is p within tol of the outline (boundary curve; the set itself for points and segments)? Exact.
bool nearOutline(const Shape& s, Vec2 p, double tol) {
  ref::Set S = ref::toSet(s);
  ref::Q2 P = ref::q(p);
  mpq_class t(tol);
  if (S.disk || S.grow > 0) {  // (within tol of the circle or the capsule's outline: its core at r +- tol)
    const ref::Set core = ref::grownForm(S);
    mpq_class d2 = ref::dist2Polytope(core, P), lo = core.grow > t ? mpq_class(core.grow - t) : mpq_class(0),
              hi = core.grow + t;
    return lo * lo <= d2 && d2 <= hi * hi;
  }
  mpq_class best = -1;
  size_t n = S.v.size() <= 2 ? 1 : S.v.size();
  for (size_t i = 0; i < n; ++i) {
    mpq_class d = ref::dist2Segment(P, S.v[i], S.v[(i + 1) % S.v.size()]);
    if (best < 0 || d < best) best = d;
  }
  return best <= t * t;
}

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

bool isArea(const Shape& s) {
  auto k = detail::toGeom(s).kind;
  return k == ShapeType::Circle || k == ShapeType::Polygon;
}

// The smallest tolerance that rounding at this scale allows: 1e-9 S, and never below a few subnormal steps.
double tolerance(double S) { return std::max(1e-9 * S, 4 * DBL_TRUE_MIN); }

// Does the pair hold a subnormal coordinate or radius (its arithmetic may underflow at any scale)?
bool hasSubnormal(const Shape& s) {
  bool any = false;
  auto value = [&](double v) { any = any || (v != 0 && std::fabs(v) < DBL_MIN); };
  forEachValue(s, value);
  return any;
}

// Are two values, the second computed at scale 2^k, the same times 2^k? Bit for bit where no underflow
// happens (`bitwise`: no input is subnormal at either scale) and both values are normal, else within tol.
bool sameScaled(double v0, double vk, int k, double tol, bool bitwise) {
  double want = std::ldexp(v0, k);
  bool normal = v0 == 0 || (std::fabs(v0) >= DBL_MIN && std::fabs(want) >= DBL_MIN);
  if (normal && bitwise) return want == vk;
  return std::fabs(want - vk) <= tol;
}

struct Failure {
  std::string what;
};

// Every property of one result at one scale; `base` is the unscaled result, `exact` the unscaled exact
// distance. Returns what failed, or empty.
std::string checkAtScale(const Shape& a, const Shape& b, const PairResult& r, const PairResult& base,
                         double exactDist, int k, bool bitwise) {
  const double S = pairScale(a, b), tol = tolerance(S);
  if (r.error != base.error) return "error differs";
  if (!r.error.empty()) return "";
  if (r.relation != base.relation) return "relation differs from the unscaled pair";
  if (r.containment != base.containment) return "containment differs from the unscaled pair";
  for (Vec2 p : r.points)
    if (!finite(p)) return "a point is not finite";
  if (!std::isfinite(r.distance) || !std::isfinite(r.depth)) return "distance or depth not finite";
  if (r.mtv && !finite(*r.mtv)) return "mtv not finite";
  // Bit for bit against the unscaled result.
  if (r.points.size() != base.points.size()) return "point count differs from the unscaled pair";
  if (bitwise) {
    for (size_t i = 0; i < r.points.size(); ++i)
      if (!sameScaled(base.points[i].x, r.points[i].x, k, tol, bitwise) ||
          !sameScaled(base.points[i].y, r.points[i].y, k, tol, bitwise))
        return "point " + std::to_string(i) + " is not the unscaled one times 2^k";
  } else {  // (within the tolerance, in any order: a subnormal difference may sort them the other way)
    std::vector<Vec2> want;
    for (Vec2 p : base.points) want.push_back({std::ldexp(p.x, k), std::ldexp(p.y, k)});
    if (!samePoints(want, r.points, tol)) return "the points are not the unscaled ones times 2^k";
  }
  if (!sameScaled(base.distance, r.distance, k, tol, bitwise))
    return "distance is not the unscaled one times 2^k";
  if (!sameScaled(base.depth, r.depth, k, tol, bitwise)) return "depth is not the unscaled one times 2^k";
  if (r.mtv.has_value() != base.mtv.has_value()) return "mtv presence differs";
  if (r.mtv && (!sameScaled(base.mtv->x, r.mtv->x, k, tol, bitwise) ||
                !sameScaled(base.mtv->y, r.mtv->y, k, tol, bitwise)))
    return "mtv is not the unscaled one times 2^k";
  // Accuracy.
  for (Vec2 p : r.points)
    if (!nearOutline(a, p, tol) || !nearOutline(b, p, tol)) return "a point is off an outline";
  // (Scaled from the unscaled pair's while both are normal; a subnormal one is worked out again here.)
  const double scaledDist = std::ldexp(exactDist, k);
  const bool normalDist =
      (exactDist == 0 && r.relation != Relation::Disjoint) || (exactDist >= DBL_MIN && scaledDist >= DBL_MIN);
  const double want = normalDist ? scaledDist : ref::distance(a, b);
  if (r.relation == Relation::Disjoint) {
    if (want > 0 && !(r.distance > 0)) return "disjoint with distance 0";
    if (std::fabs(r.distance - want) > 1e-9 * want + 2 * DBL_TRUE_MIN)
      return "distance is off its exact value";
  } else if (r.distance != 0) {
    return "meeting pair with a distance";
  }
  if (r.relation == Relation::Overlapping && isArea(a) && isArea(b)) {
    if (!(r.depth > 0) || !r.mtv) return "overlapping areas with no depth or mtv";
  }
  if (r.mtv) {
    const double len = length(*r.mtv);
    if (std::fabs(len - r.depth) > 4 * DBL_EPSILON * r.depth + 2 * DBL_TRUE_MIN) return "|mtv| is not depth";
    PairResult moved = evaluate(a, translated(b, *r.mtv));
    if (moved.depth > tol || moved.distance > tol) return "moving b by the mtv does not leave them touching";
  }
  if (r.sat)
    for (const SatAxis& ax : r.sat->axes) {
      if (!finite(ax.axis) || std::fabs(length(ax.axis) - 1) > 1e-12)
        return "a SAT axis is not a unit vector";
      for (double v : {ax.aMin, ax.aMax, ax.bMin, ax.bMax, ax.overlap})
        if (!std::isfinite(v)) return "a SAT interval is not finite";
    }
  if (r.sat && base.sat) {
    if (r.sat->firstSeparating != base.sat->firstSeparating || r.sat->axes.size() != base.sat->axes.size())
      return "SAT differs from the unscaled pair";
    for (size_t i = 0; i < r.sat->axes.size(); ++i)
      if (r.sat->axes[i].separating != base.sat->axes[i].separating) return "a separating flag differs";
  }
  return "";
}

// [SECTION] The cases issue 14 names

TEST(TinyLengths, ADisjointPairKeepsAGapFarBelowTheRoundingOfItsSize) {
  // 6.2e-33 between shapes of size 1 (was 0), and 2^-60 between a square and a triangle's vertex.
  PairResult r = evaluate(pt(0.5, 6.2e-33), seg(0, 0, 1, 0));
  EXPECT_EQ(r.relation, Relation::Disjoint);
  EXPECT_EQ(r.distance, 6.2e-33);
  r = evaluate(rect(0, 0, 1, 1), poly({{1 + 0x1p-52, 0.5}, {3, 0}, {3, 1}}));
  EXPECT_EQ(r.relation, Relation::Disjoint);
  EXPECT_EQ(r.distance, 0x1p-52);
  // At S = 3072: a vertex 1e-13 off a long diagonal edge, measured against the exact distance.
  const Shape big = poly({{0, 0}, {3072, 1024}, {0, 3072}});
  const Shape t =
      poly({{1536 + 1e-13 / std::sqrt(10.0), 512 - 3e-13 / std::sqrt(10.0)}, {3000, -50}, {3070, 10}});
  r = evaluate(big, t);
  EXPECT_EQ(r.relation, Relation::Disjoint);
  EXPECT_NEAR(r.distance, ref::distance(big, t), 1e-9 * ref::distance(big, t));
}

TEST(TinyLengths, AnOverlapOfAFewUlpsHasADepthAndAnMtv) {
  const Shape q = poly({{0, 0}, {3, 1}, {2, 4}, {-1, 3}}),
              t = poly({{1.4999999999999998, 0.5}, {4, -2}, {5, 1}});
  PairResult r = evaluate(q, t);
  ASSERT_EQ(r.relation, Relation::Overlapping);
  EXPECT_NEAR(r.depth, 0x1p-52 / std::sqrt(10.0), 1e-9 * r.depth);  // the vertex is 2^-52 / sqrt(10) inside
  ASSERT_TRUE(r.mtv.has_value());
  EXPECT_NEAR(r.mtv->x / r.depth, 1 / std::sqrt(10.0), 1e-12);  // out along the square's edge normal
  EXPECT_NEAR(r.mtv->y / r.depth, -3 / std::sqrt(10.0), 1e-12);
  ASSERT_TRUE(r.sat && r.sat->mtv);
  EXPECT_EQ(*r.sat->mtv, *r.mtv);
}

TEST(TinyLengths, ACircleAHairOutsideAnEdgeIsPushedAlongTheEdgeNormal) {
  // The circle overlaps the triangle by about 1 and must leave along the hypotenuse's normal, not along the
  // rounding noise of its center minus the nearest point (was (0.894, 0.447)).
  const Shape t = poly({{0, 0}, {4, 0}, {0, 4}}), c = circ(2.0000000000000004, 2, 1);
  PairResult r = evaluate(t, c);
  ASSERT_EQ(r.relation, Relation::Overlapping);
  ASSERT_TRUE(r.mtv.has_value());
  EXPECT_NEAR(r.mtv->x, std::sqrt(0.5) * r.depth, 1e-12);
  EXPECT_NEAR(r.mtv->y, std::sqrt(0.5) * r.depth, 1e-12);
  PairResult moved = evaluate(t, translated(c, *r.mtv));
  EXPECT_LE(moved.depth, 1e-9 * 4);
  EXPECT_LE(moved.distance, 1e-9 * 4);
}

TEST(TinyLengths, ASubnormalVectorHasAUnitDirection) {
  const Vec2 u = normalized({5e-324, -5e-324});
  EXPECT_NEAR(u.x, std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(u.y, -std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(length(normalized({1e300, 3e299})), 1, 1e-15);
}

// [SECTION] Every pair family at every scale

const int kScales[] = {0,    -1060, -1040, -1000, -900, -700, -540, -300,
                       -100, -40,   40,    100,   300,  600,  900,  993};

class ScaleFamily : public ::testing::TestWithParam<std::pair<ShapeType, ShapeType>> {};

TEST_P(ScaleFamily, EveryScaleGivesTheSameAnswerScaled) {
  auto [ta, tb] = GetParam();
  Gen gen(7000 + static_cast<int>(ta) * 10 + static_cast<int>(tb));
  int checkedScaled = 0, checkedTwins = 0;
  // (A capsule's pairs build their points and SAT numbers in the rationals, tens of microseconds a pair at
  // every scale and twin: half the cases, as test_property.cpp takes a fifth.)
  const int cases = HITLAB_SCALE_CASES / (ta == ShapeType::Capsule || tb == ShapeType::Capsule ? 2 : 1);
  for (int n = 0; n < cases; ++n) {
    gen.mode = n % 4;
    Shape a = gen.shape(ta), b = gen.shape(tb);
    if (gen.mode == 1) gen.nudgeOne(gen.pick(0, 1) ? a : b);
    PairResult base = evaluate(a, b);
    if (!base.error.empty()) continue;
    const double exactDist = ref::distance(a, b);
    for (int k : kScales) {
      Shape as, bs;
      if (!scaledExactly(a, k, as) || !scaledExactly(b, k, bs)) continue;
      ++checkedScaled;
      PairResult r = evaluate(as, bs);
      const bool bitwise = !hasSubnormal(a) && !hasSubnormal(b) && !hasSubnormal(as) && !hasSubnormal(bs);
      std::string why = checkAtScale(as, bs, r, base, exactDist, k, bitwise);
      ASSERT_EQ(classify(as, bs), base.relation)
          << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      ASSERT_EQ(typedClassify(as, bs), base.relation)
          << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      ASSERT_EQ(why, "") << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      // Prepared shapes (as hitlab-cli evaluates a scene) give the same result, every number bit for bit.
      ASSERT_EQ(pairToJson("a", "b", evaluate(PreparedShape(as), PreparedShape(bs))), pairToJson("a", "b", r))
          << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      PairResult s = evaluate(bs, as);
      ASSERT_EQ(s.relation, r.relation);
      ASSERT_EQ(s.distance, r.distance) << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      ASSERT_EQ(s.depth, r.depth) << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      ASSERT_EQ(s.points, r.points) << "case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      const double tol = tolerance(pairScale(as, bs));
      for (const InvariantTwin& t : invariantTwins(as, bs)) {
        using K = InvariantTwin::Kind;
        if (t.kind == K::Swapped || t.kind == K::Scaled) continue;  // (checked above, at every scale)
        ++checkedTwins;
        ASSERT_EQ(twinDifference(t, r, evaluate(t.a, t.b), tol), "")
            << t.name << ", case " << n << " at 2^" << k << ": " << debugJson(as, bs);
      }
    }
  }
  EXPECT_GT(checkedScaled, cases * 8);
  EXPECT_GT(checkedTwins, checkedScaled * 2);  // both mirrors always, a translation mostly
}

INSTANTIATE_TEST_SUITE_P(AllPairs, ScaleFamily, ::testing::ValuesIn(allFamilies()), [](const auto& info) {
  return std::string(typeName(info.param.first)) + "_" + typeName(info.param.second);
});

}  // namespace
}  // namespace hitlab::test
