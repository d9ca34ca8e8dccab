// The vectorised parts of the full result round exactly as the scalar definitions they replace: the
// distance is the smallest pointSegmentDistance over every vertex and edge, each SAT axis is normalized() of
// its edge normal, and each interval is the min and max of the rounded dot products.
#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <random>

#include <hwy/targets.h>

#include "generators.h"
#include "helpers.h"
#include "hitlab/detail/bounds.h"
#include "hitlab/prepared.h"
#include "pairs/constructions.h"
#include "pairs/outline_meet.h"
#include "pairs/pair_circle.h"
#include "pairs/pair_polytope.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"
#include "pairs/sat.h"
#include "pairs/sat_kernels.h"
#include "pairs/scaling.h"
#include "pairs/views.h"
#include "reference.h"
#include "rounded_points.h"
#if HITLAB_FAST
#include "fast/fast_paths.h"
#endif

namespace hitlab::test {
namespace {

// A convex n-gon with jittered angles, in either winding, around (cx, cy) at scale s.
Shape randomPolygon(std::mt19937_64& rng, int n, double cx, double cy, double s) {
  std::uniform_real_distribution<double> jitter(-0.3, 0.3), radius(0.5, 1.5), turn(0, 6.283185307179586);
  double r = radius(rng) * s, a0 = turn(rng);
  std::vector<Vec2> pts;
  for (int i = 0; i < n; ++i) {
    double a = a0 + 6.283185307179586 * (i + jitter(rng)) / n;
    pts.push_back({cx + r * std::cos(a), cy + r * std::sin(a)});
  }
  if (rng() % 2) std::reverse(pts.begin(), pts.end());
  return Polygon{pts};
}

Shape randomShape(std::mt19937_64& rng, double s) {
  std::uniform_real_distribution<double> u(-3, 3), len(0.1, 2);
  double cx = u(rng) * s, cy = u(rng) * s;
  switch (rng() % 6) {
    case 0:
      return Point{{cx, cy}};
    case 1:
      return Segment{{cx, cy}, {cx + u(rng) * s, cy + u(rng) * s}};
    case 2:
      return Rect{{cx, cy}, {cx + len(rng) * s, cy + len(rng) * s}};
    case 3:
      return randomPolygon(rng, 3, cx, cy, s);
    default:
      return randomPolygon(rng, 3 + static_cast<int>(rng() % 14), cx, cy, s);
  }
}

double referenceDistanceAsGiven(const Shape& a, const Shape& b) {
  detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
  double best = INFINITY;
  for (auto [from, to] : {std::pair{&ga, &gb}, std::pair{&gb, &ga}})
    for (int j = 0; j < to->outlineCount(); ++j)
      for (int i = 0; i < from->n; ++i)
        best = std::min(best, detail::pointSegmentDistance(from->at(i), to->edgeFrom(j), to->edgeTo(j)));
  return best;
}

// The same on the scale evaluate() works at (scaling.h).
double referenceDistance(const Shape& a, const Shape& b) {
  const int k = detail::workingShift(a, b);
  bool exact = true;
  return std::ldexp(
      referenceDistanceAsGiven(detail::scaledShape(a, -k, exact), detail::scaledShape(b, -k, exact)), k);
}

// Is `got` the distance of the apart pair (a, b)? With a point or a segment, the exact distance rounded once
// (issue 27: oracle::polytopeDistance). Two polygons: the brute-force minimum bit for bit; below 2^-16 of the
// pair's size the exact distance (refineTinyLengths works it out from exact squares there).
::testing::AssertionResult isReferenceDistance(double got, const Shape& a, const Shape& b) {
  auto thin = [](const Shape& s) { return typeOf(s) == ShapeType::Point || typeOf(s) == ShapeType::Segment; };
  if (thin(a) || thin(b)) {
    const double want = oracle::polytopeDistance(a, b);
    if (got == want || (want == 0 && got == DBL_TRUE_MIN)) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << got << " is not the exact distance rounded once, " << want;
  }
  const double brute = referenceDistance(a, b);
  const double size = std::max(detail::satSize(detail::toGeom(a)), detail::satSize(detail::toGeom(b)));
  if (brute < 0x1p-16 * size) {
    const double exact = ref::distance(a, b);
    if (std::fabs(got - exact) <= 1e-12 * exact) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << got << " is not the exact small distance " << exact;
  }
  if (got != brute)
    return ::testing::AssertionFailure() << got << " is not the brute-force minimum " << brute;
  // And, independently of the core's functions, within the contract's 1e-9 S of the exact distance (every
  // fourth pair: the exact distance is a long computation).
  static int counted = 0;
  if (counted++ % 4 != 0) return ::testing::AssertionSuccess();
  const double exact = ref::distance(a, b);
  if (std::fabs(got - exact) <= 1e-9 * size) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << got << " is not within 1e-9 S of the exact distance " << exact;
}

// At scales ordinary, tiny and huge (1e-150 and 1e140 are worked on scaled by a power of two: scaling.h),
// every apart pair's distance is the brute-force minimum bit for bit; returns how many pairs were apart.
template <class MakePair>
int expectReferenceDistances(int perScale, MakePair makePair) {
  int disjoint = 0;
  for (double scale : {1.0, 1e-3, 1e6, 1e-150, 1e140}) {
    for (int i = 0; i < perScale; ++i) {
      auto [a, b] = makePair(scale);
      if (typeOf(a) == ShapeType::Point && typeOf(b) == ShapeType::Point) continue;  // not a polytope pair
      PairResult r = evaluate(a, b);
      EXPECT_TRUE(r.error.empty()) << r.error;
      if (r.relation != Relation::Disjoint) continue;
      ++disjoint;
      const auto same = isReferenceDistance(r.distance, a, b);
      EXPECT_TRUE(same) << "scale " << scale << " case " << i;
      if (!same) return disjoint;
    }
  }
  return disjoint;
}

TEST(FullKernels, DistanceIsTheSmallestVertexToEdgeDistanceAtEveryScale) {
  std::mt19937_64 rng(71);
  int disjoint = expectReferenceDistances(3000, [&](double scale) {
    return std::pair{randomShape(rng, scale), randomShape(rng, scale)};
  });
  EXPECT_GT(disjoint, 5000);
}

// Two polygons placed as the benchmark places them: centre distance uniform in [0, 1.2 (rA + rB)], so about
// half are near misses, where the distance only measures the pairs that can be closest.
std::pair<Shape, Shape> nearPolygons(std::mt19937_64& rng, double scale) {
  std::uniform_real_distribution<double> unit(0, 1), turn(0, 6.283185307179586);
  int na = 3 + static_cast<int>(rng() % 10), nb = 3 + static_cast<int>(rng() % 10);
  double d = unit(rng) * 1.2 * 3 * scale, t = turn(rng);
  return {randomPolygon(rng, na, 0.5 * scale, -0.25 * scale, scale),
          randomPolygon(rng, nb, 0.5 * scale + d * std::cos(t), -0.25 * scale + d * std::sin(t), scale)};
}

TEST(FullKernels, NearMissDistanceIsTheSmallestVertexToEdgeDistanceAtEveryScale) {
  std::mt19937_64 rng(73);
  int disjoint = expectReferenceDistances(4000, [&](double scale) { return nearPolygons(rng, scale); });
  EXPECT_GT(disjoint, 4000);
}

// Polygons apart side by side and diagonally, thin ones among them, and grid polygons with parallel edges:
// the closest pair is often not at the vertices furthest along the widest gap's axis, so the candidate pairs
// beyond the first measure decide it.
TEST(FullKernels, ClosestPairAwayFromTheWidestGapIsTheSmallestVertexToEdgeDistance) {
  std::mt19937_64 rng(77);
  std::uniform_real_distribution<double> unit(0, 1), turn(0, 6.283185307179586);
  int disjoint = expectReferenceDistances(3000, [&](double scale) {
    auto stretch = [&](Shape s, double sx) {  // thin: squeezed along y
      for (Vec2& p : std::get<Polygon>(s).points) p = {p.x * sx, p.y / sx};
      return s;
    };
    if (rng() % 3 == 0) {  // integer grid polygons a few cells apart (redrawn until valid)
      auto grid = [&](double cx, double cy) {
        for (;;) {
          Shape s = randomPolygon(rng, 3 + static_cast<int>(rng() % 6), cx, cy, 4 * scale);
          for (Vec2& p : std::get<Polygon>(s).points)
            p = {std::round(p.x / scale) * scale, std::round(p.y / scale) * scale};
          if (shapeProblem(s, "p").empty()) return s;
        }
      };
      double side = rng() % 2 ? 1 : -1;
      return std::pair{grid(0, 0),
                       grid((9 + rng() % 5) * scale * side, static_cast<double>(rng() % 9) * scale)};
    }
    double d = (2.2 + 2 * unit(rng)) * scale, t = turn(rng), sx = 1 + 3 * unit(rng);
    return std::pair{
        stretch(randomPolygon(rng, 3 + static_cast<int>(rng() % 6), 0, 0, scale), sx),
        stretch(randomPolygon(rng, 3 + static_cast<int>(rng() % 6), d * std::cos(t), d * std::sin(t), scale),
                sx)};
  });
  EXPECT_GT(disjoint, 9000);
}

// Every field of two SAT axis records, bit for bit.
void expectSameAxis(const SatAxis& p, const SatAxis& q) {
  ASSERT_EQ(p.owner, q.owner);
  ASSERT_EQ(p.edge, q.edge);
  ASSERT_EQ(p.separating, q.separating);
  ASSERT_TRUE(p.axis == q.axis);
  ASSERT_EQ(p.aMin, q.aMin);
  ASSERT_EQ(p.aMax, q.aMax);
  ASSERT_EQ(p.bMin, q.bMin);
  ASSERT_EQ(p.bMax, q.bMax);
  ASSERT_EQ(p.overlap, q.overlap);
}

// Every field of two results, bit for bit.
void expectSameResult(const PairResult& x, const PairResult& y) {
  ASSERT_EQ(x.error, y.error);
  ASSERT_EQ(x.relation, y.relation);
  ASSERT_EQ(x.containment, y.containment);
  ASSERT_EQ(x.points.size(), y.points.size());
  for (std::size_t k = 0; k < x.points.size(); ++k) ASSERT_TRUE(x.points[k] == y.points[k]);
  ASSERT_EQ(x.distance, y.distance);
  ASSERT_EQ(x.depth, y.depth);
  ASSERT_EQ(x.mtv.has_value(), y.mtv.has_value());
  if (x.mtv) {
    ASSERT_TRUE(*x.mtv == *y.mtv);
  }
  ASSERT_EQ(x.sat.has_value(), y.sat.has_value());
  if (!x.sat) return;
  ASSERT_EQ(x.sat->firstSeparating, y.sat->firstSeparating);
  ASSERT_EQ(x.sat->axes.size(), y.sat->axes.size());
  for (std::size_t k = 0; k < x.sat->axes.size(); ++k) {
    expectSameAxis(x.sat->axes[k], y.sat->axes[k]);
    ASSERT_FALSE(::testing::Test::HasFatalFailure()) << "axis " << k;
  }
}

TEST(FullKernels, PreparedShapesGiveExactlyTheResultOfPlainShapes) {
  std::mt19937_64 rng(74);
  PairResult reused;  // one result reused across pairs, as a caller evaluating a scene does
  int pairs = 0;
  for (double scale : {1.0, 1e-150, 1e140}) {
    for (int i = 0; i < 3000; ++i) {
      auto [a, b] =
          i % 2 ? nearPolygons(rng, scale) : std::pair{randomShape(rng, scale), randomShape(rng, scale)};
      if (i % 7 == 0) b = Circle{{0.5 * scale, 0}, 0.75 * scale};
      PreparedShape pa(a, "a"), pb(b, "b");
      PairResult plain = evaluate(a, b);
      evaluate(pa, pb, reused);
      expectSameResult(plain, reused);
      expectSameResult(plain, evaluate(pa, pb));
      ++pairs;
    }
  }
  // An invalid polygon: the same error, and nothing else left over from the previous pair.
  PreparedShape bowtie(Polygon{{{0, 0}, {1, 1}, {1, 0}, {0, 1}}}, "bow"), square(Rect{{0, 0}, {1, 1}}, "sq");
  EXPECT_FALSE(bowtie.problem().empty());
  evaluate(bowtie, square, reused);
  expectSameResult(evaluate(bowtie.shape(), square.shape(), "bow", "sq"), reused);
  EXPECT_EQ(pairs, 9000);
}

// A polygon inside another, on its boundary, or out of it by an ulp: containment is what the exact vertex
// tests say, whether the prepared pair's SAT decides it or the exact test does (and the rest of the result
// is the plain shapes' bit for bit).
TEST(FullKernels, ContainmentWithinUlpsOfTheBoundaryIsExact) {
  std::mt19937_64 rng(77);
  std::uniform_real_distribution<double> u(0, 1);
  int inside = 0, outside = 0;
  PairResult reused;
  for (int i = 0; i < 6000; ++i) {
    const double scale = i % 3 == 0 ? 1e-150 : (i % 3 == 1 ? 1.0 : 1e140);
    const int n = 3 + static_cast<int>(rng() % 6);
    const Shape outer = randomPolygon(rng, n, 0.25 * scale, -0.5 * scale, scale);
    const std::vector<Vec2>& o = std::get<Polygon>(outer).points;
    // The inner one: some of the outer's vertices and points on its edges, pulled in towards its centre,
    // left on the boundary, or nudged out by an ulp or two.
    Vec2 c{0, 0};
    for (Vec2 v : o) c = c + (1.0 / n) * v;
    std::vector<Vec2> in;
    for (int k = 0; k < n; ++k) {
      if (rng() % 3 == 0 && in.size() + (n - k) > 3) continue;
      Vec2 v = o[k];
      if (rng() % 2) v = v + u(rng) * (o[(k + 1) % n] - v);  // a point on the edge (rounded)
      switch (rng() % 4) {
        case 0:
          v = c + (1 - 0x1p-40) * (v - c);
          break;
        case 1:
          v = {std::nextafter(v.x, v.x + (v.x - c.x)), std::nextafter(v.y, v.y + (v.y - c.y))};
          break;
        default:
          break;
      }
      in.push_back(v);
    }
    const Shape inner = Polygon{in};
    if (!polygonProblem(std::get<Polygon>(inner)).empty()) continue;
    const detail::Geom gi = detail::toGeom(inner), go = detail::toGeom(outer);
    bool innerIn = true, outerIn = true;
    for (Vec2 v : in) innerIn &= detail::inPolygon(go, v);
    for (Vec2 v : o) outerIn &= detail::inPolygon(gi, v);
    const Containment expected = innerIn && outerIn ? Containment::Equal
                                 : innerIn          ? Containment::AInB
                                 : outerIn          ? Containment::BInA
                                                    : Containment::None;
    const PreparedShape pa(inner, "a"), pb(outer, "b");
    evaluate(pa, pb, reused);
    ASSERT_EQ(reused.containment, expected) << "case " << i;
    expectSameResult(evaluate(inner, outer), reused);
    (innerIn ? inside : outside)++;
  }
  EXPECT_GT(inside, 1000);
  EXPECT_GT(outside, 1000);
}

// Pair i of a run of small pairs: 3- to 8-gons (every fifth a rect against an n-gon) at three scales, their
// centres up to 1.2 times the sum of their radii apart (half of them meet).
std::pair<Shape, Shape> smallPolygonPair(std::mt19937_64& rng, int i) {
  const double scale = i % 3 == 0 ? 1e-150 : (i % 3 == 1 ? 1.0 : 1e140);
  const int na = 3 + static_cast<int>(rng() % 6), nb = 3 + static_cast<int>(rng() % 6);
  std::uniform_real_distribution<double> unit(0, 1), turn(0, 6.283185307179586);
  const double d = unit(rng) * 1.2 * 3 * scale, t = turn(rng);
  Shape a = i % 5 == 0 ? Shape{Rect{{0, 0}, {scale, 2 * scale}}} : randomPolygon(rng, na, 0, 0, scale);
  return {std::move(a), randomPolygon(rng, nb, d * std::cos(t), d * std::sin(t), scale)};
}

#if HITLAB_FAST
// The edge-line relation filter of small vertex lists in vector lanes (polygon_relation.cpp) against its
// reference, the witness walk, answer for answer (0, 2 or undecided), on every SIMD target: points, segments
// and 3- to 8-gons in both windings, at three scales, apart, overlapping, a vertex moved onto a rounded point
// of the other's edge (orientations at the error bound), and integer ones on a small grid (vertices on each
// other's edges, shared edges: exact zeros). Halving the bound fails it.
// segmentsByOrientation (the fast layer's exact relation of two segments) is polytopeRelation's answer,
// on random pairs and on the grid's: shared ends, T-junctions, collinear overlaps and gaps, equal segments,
// zero lengths, at every scale the exact stage and the rationals take.
TEST(FullKernels, SegmentsByOrientationIsThePolytopeRelation) {
  std::mt19937_64 rng(59);
  std::uniform_real_distribution<double> u(-1, 1);
  std::uniform_int_distribution<int> grid(-3, 3), scaleBits(-400, 400);
  int counts[3] = {0, 0, 0};
  for (int i = 0; i < 200000; ++i) {
    const int kind = i % 4;
    const double scale = kind == 3 ? std::ldexp(1.0, scaleBits(rng)) : 1;
    auto value = [&] { return kind == 0 ? u(rng) : grid(rng) * 0.5 * scale; };
    auto point = [&] { return Vec2{value(), value()}; };
    Vec2 a1 = point(), a2 = point(), b1 = point(), b2 = point();
    if (i % 7 == 0) b1 = a1;                     // a shared end
    if (i % 11 == 0) b2 = a1 + 0.5 * (a2 - a1);  // an end on the other (exactly, on the grid)
    if (i % 13 == 0) a2 = a1;                    // a zero length
    const Shape sa = Segment{a1, a2}, sb = Segment{b1, b2};
    const detail::Geom ga = detail::toGeom(sa), gb = detail::toGeom(sb);
    const Relation want = detail::polytopeRelation(ga, gb);
    ++counts[static_cast<int>(want)];
    ASSERT_EQ(detail::classifyExact(std::get<Segment>(sa), std::get<Segment>(sb)), want) << i;
    if (ga.kind != ShapeType::Segment || gb.kind != ShapeType::Segment) continue;
    ASSERT_EQ(detail::segmentsByOrientation(ga, gb), want)
        << i << ": " << a1.x << " " << a1.y << " " << a2.x << " " << a2.y << " / " << b1.x << " " << b1.y
        << " " << b2.x << " " << b2.y;
    ASSERT_EQ(detail::segmentsByOrientation(gb, ga), want) << i;
  }
  for (int c : counts) EXPECT_GT(c, 10000);
}

// polygonsOnGrid (two polygons on a small grid from exact orientations: a tile map's pairs) is
// polytopeRelation's answer wherever it answers, and it answers every pair on an integer grid (collinear
// vertices, shared edges and corners, a vertex on an edge), translated far and scaled by 2^-400 to 2^400;
// it declines random doubles and 1-ulp nudges, and classify of two polygons equals the exact one throughout.
TEST(FullKernels, PolygonsOnGridIsThePolytopeRelation) {
  Gen gen(61);
  std::uniform_int_distribution<int> scaleBits(-400, 400), offset(-(1 << 20), 1 << 20);
  int counts[3] = {0, 0, 0}, declined[4] = {0, 0, 0, 0}, cases[4] = {0, 0, 0, 0};
  for (int i = 0; i < 40000; ++i) {
    gen.mode = i % 4;
    std::vector<Vec2> a = gen.convexPolygon(), b = gen.convexPolygon();
    if (gen.mode == 1) {
      Vec2& v = a[gen.pick(0, static_cast<int>(a.size()) - 1)];
      v.x = gen.nudge(v.x);
    }
    if (gen.mode == 0 && i % 3 == 1) {  // b beside a: apart, touching at a corner or along an edge
      const Vec2 by{double(gen.pick(-7, 7)), double(gen.pick(-7, 7))};
      for (Vec2& v : b) v = v + by;
    }
    if (gen.mode == 0 && i % 3 == 2) {  // a copy of a beside it, one box width along: touching
      double x0 = INFINITY, x1 = -INFINITY;
      for (Vec2 v : a) x0 = std::min(x0, v.x), x1 = std::max(x1, v.x);
      b = a;
      for (Vec2& v : b) v.x += x1 - x0;
    }
    if (gen.mode == 0 && i % 9 == 0) b = a;                      // equal polygons: overlapping
    if (gen.mode == 0 && i % 15 == 0) b[0] = a[0], b[1] = a[1];  // (a shared edge, when b stays convex)
    const double scale = std::ldexp(1.0, gen.mode == 0 && i % 2 == 0 ? scaleBits(gen.rng) : 0);
    const Vec2 shift{gen.mode == 0 && i % 8 == 0 ? double(offset(gen.rng)) : 0.0, 0.0};
    for (auto* poly : {&a, &b})
      for (Vec2& v : *poly) v = scale * (v + shift);
    const Polygon pa{a}, pb{b};
    if (!polygonProblem(pa).empty() || !polygonProblem(pb).empty()) continue;
    ++cases[gen.mode];
    const detail::Geom ga = detail::toGeom(pa), gb = detail::toGeom(pb);
    const Relation want = detail::polytopeRelation(ga, gb);
    ASSERT_EQ(classify(pa, pb), want) << i;
    for (const auto& [p, q] : {std::pair{&ga, &gb}, std::pair{&gb, &ga}}) {
      const auto got = detail::polygonsOnGrid(p->v(), p->n, p->winding, q->v(), q->n, q->winding);
      if (!got) {
        ++declined[gen.mode];
        continue;
      }
      ASSERT_EQ(*got, want) << i << " (mode " << gen.mode << ")";
      ++counts[static_cast<int>(want)];
    }
  }
  EXPECT_EQ(declined[0], 0);             // (an integer grid, at every scale, is always answered)
  EXPECT_EQ(declined[2], 2 * cases[2]);  // (random doubles never are)
  EXPECT_EQ(declined[1], 2 * cases[1]);  // (a nudge off the grid: declined)
  for (int c : counts) EXPECT_GT(c, 2000) << counts[0] << " " << counts[1] << " " << counts[2];
}

TEST(FullKernels, SmallPolygonsRelationOnEveryTargetIsTheWitnessWalk) {
  std::mt19937_64 rng(140);
  struct List {
    std::vector<Vec2> v;
    int winding;
  };
  auto list = [&](int i) {
    // (half of them quadrilaterals: a pair of two takes its own lanes, both ways at once)
    const int n = (i / 4) % 2 == 0 ? 4 : 1 + static_cast<int>(rng() % 8);
    List l;
    if (i % 4 == 3) {  // a small integer grid: exact zeros
      if (n >= 3) {
        // an axis-aligned rect or a triangle, in either winding
        const double x = double(rng() % 4), y = double(rng() % 4), w = double(1 + rng() % 3);
        l.v = rng() % 2 ? std::vector<Vec2>{{x, y}, {x + w, y}, {x + w, y + w}, {x, y + w}}
                        : std::vector<Vec2>{{x, y}, {x + w, y}, {x, y + w}};
        if (rng() % 2) std::reverse(l.v.begin(), l.v.end());
      } else {
        for (int k = 0; k < n; ++k) l.v.push_back({double(rng() % 5), double(rng() % 5)});
      }
    } else {
      const double scale = i % 3 == 0 ? 1e-120 : (i % 3 == 1 ? 1.0 : 1e140);
      std::uniform_real_distribution<double> u(-2, 2);
      const double cx = u(rng) * scale, cy = u(rng) * scale;
      if (n >= 3) {
        l.v = std::get<Polygon>(randomPolygon(rng, n, cx, cy, scale)).points;
      } else {
        for (int k = 0; k < n; ++k) l.v.push_back({cx + u(rng) * scale, cy + u(rng) * scale});
      }
    }
    l.winding = l.v.size() >= 3 ? detail::filteredWinding(l.v.data(), static_cast<int>(l.v.size())) : 1;
    return l;
  };
  std::vector<std::pair<List, List>> pairs;
  for (int i = 0; pairs.size() < 20000; ++i) {
    List a = list(i), b = list(i);
    if (i % 4 == 1 && a.v.size() >= 2) {  // b's first vertex moved onto a rounded point of a's edge k
      const std::size_t k = rng() % a.v.size();
      const Vec2 p = a.v[k], q = a.v[(k + 1) % a.v.size()];
      const double t = std::uniform_real_distribution<double>(0, 1)(rng);
      const Vec2 shift = Vec2{p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)} - b.v[0];
      for (Vec2& v : b.v) v = v + shift;
    }
    if (a.winding == 0 || b.winding == 0 || (a.v.size() < 3 && b.v.size() < 3)) continue;
    pairs.emplace_back(std::move(a), std::move(b));
  }
  std::vector<std::uint8_t> expected;
  int answers[3] = {}, quads[3] = {};  // 0, 2, undecided (quads: of two quadrilaterals)
  for (const auto& [a, b] : pairs) {
    expected.push_back(detail::polygonsByWitness(a.v.data(), int(a.v.size()), a.winding, b.v.data(),
                                                 int(b.v.size()), b.winding));
    const int answer = expected.back() == 0 ? 0 : (expected.back() == 2 ? 1 : 2);
    ++answers[answer];
    if (a.v.size() == 4 && b.v.size() == 4) ++quads[answer];
  }
  EXPECT_GT(answers[0], 1000);
  EXPECT_GT(answers[1], 1000);
  EXPECT_GT(answers[2], 100);
  EXPECT_GT(quads[0], 1000);
  EXPECT_GT(quads[1], 1000);
  EXPECT_GT(quads[2], 100);
  int targets = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const auto& [a, b] = pairs[i];
      ASSERT_EQ(int(detail::smallPolygonsRelation(a.v.data(), int(a.v.size()), a.winding, b.v.data(),
                                                  int(b.v.size()), b.winding)),
                int(expected[i]))
          << hwy::TargetName(target) << " pair " << i << ": " << a.v.size() << " and " << b.v.size()
          << " vertices";
    }
    EXPECT_STREQ(detail::smallPolygonsRelationTarget(), hwy::TargetName(target));
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  RecordProperty("targets", targets);
}

// The kernels of small prepared polygons (SAT, the closest pair of apart ones) on every SIMD target compiled
// in and supported by this CPU (the dispatcher alone would only run the best one here): each has its own
// comparisons into bit masks.
TEST(FullKernels, SmallPolygonSatOnEveryCompiledTargetIsThePlainResult) {
  std::mt19937_64 rng(78);
  std::vector<std::pair<Shape, Shape>> pairs;
  pairs.reserve(3000);
  for (int i = 0; i < 3000; ++i) pairs.push_back(smallPolygonPair(rng, i));
  std::vector<PairResult> plain;
  plain.reserve(pairs.size());
  for (const auto& [a, b] : pairs) plain.push_back(evaluate(a, b));
  int targets = 0;
  PairResult reused;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const PreparedShape pa(pairs[i].first, "a"), pb(pairs[i].second, "b");
      evaluate(pa, pb, reused);
      expectSameResult(plain[i], reused);
      // (Plain pairs take the same kernels, so the distance is also held to the brute-force minimum.)
      if (reused.relation == Relation::Disjoint) {
        ASSERT_TRUE(isReferenceDistance(reused.distance, pairs[i].first, pairs[i].second));
      }
      ASSERT_FALSE(HasFatalFailure()) << hwy::TargetName(target) << " pair " << i;
    }
    EXPECT_STREQ(detail::smallSatTarget(), hwy::TargetName(target));
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  RecordProperty("targets", targets);
}
#endif

// The small-polygon kernel (plain and prepared pairs of up to 8 edges take it) against the general SAT code
// (simd_kernels.cpp, which bigger polygons take), record for record.
TEST(FullKernels, SmallPolygonSatIsTheGeneralSatBitForBit) {
  std::mt19937_64 rng(79);
  int pairs = 0, separated = 0;
  for (int i = 0; i < 6000; ++i) {
    const auto [a, b] = smallPolygonPair(rng, i);
    const PairResult r = evaluate(a, b);
    const detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
    const SatResult general = detail::separatingAxes(a, b, ga, gb, false);
    ASSERT_TRUE(r.sat.has_value());
    ASSERT_EQ(r.sat->firstSeparating, general.firstSeparating) << "pair " << i;
    ASSERT_EQ(r.sat->axes.size(), general.axes.size());
    for (std::size_t k = 0; k < general.axes.size(); ++k) {
      expectSameAxis(r.sat->axes[k], general.axes[k]);
      ASSERT_FALSE(HasFatalFailure()) << "pair " << i << " axis " << k;
    }
    ++pairs, separated += general.firstSeparating >= 0;
  }
  EXPECT_EQ(pairs, 6000);
  EXPECT_GT(separated, 1000);
  EXPECT_LT(separated, 5000);
}

// The unit axis the contract defines for edge k of a polygon or rect (outward normal of the edge).
std::optional<Vec2> edgeAxis(const Shape& s, int k) {
  if (std::holds_alternative<Rect>(s)) {
    static constexpr Vec2 kNormals[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    return kNormals[k];
  }
  if (auto* p = std::get_if<Polygon>(&s)) {
    detail::Geom g = detail::toGeom(*p);
    Vec2 from = g.at(k), to = g.edgeTo(k);
    return normalized(g.winding > 0 ? rightPerp(to - from) : rightPerp(from - to));
  }
  return std::nullopt;
}

void referenceInterval(const Shape& s, Vec2 n, double& lo, double& hi) {
  if (auto* c = std::get_if<Circle>(&s)) {
    double m = dot(c->center, n);
    lo = m - c->radius, hi = m + c->radius;
    return;
  }
  std::vector<Vec2> v;
  if (auto* r = std::get_if<Rect>(&s)) {
    auto corners = rectCorners(*r);
    v.assign(corners.begin(), corners.end());
  } else {
    v = std::get<Polygon>(s).points;
  }
  lo = hi = dot(v[0], n);
  for (Vec2 p : v) lo = std::min(lo, dot(p, n)), hi = std::max(hi, dot(p, n));
}

TEST(FullKernels, SatAxesAndIntervalsRoundAsTheScalarDefinition) {
  std::mt19937_64 rng(72);
  std::uniform_real_distribution<double> u(-3, 3), radius(0.1, 2);
  // 1e-200 makes the squared normals underflow and 1e140 overflow (normalized() then takes hypot).
  for (double scale : {1.0, 1e-200, 1e140}) {
    for (int i = 0; i < 700; ++i) {
      auto areaOrCircle = [&]() -> Shape {
        double cx = u(rng) * scale, cy = u(rng) * scale;
        switch (rng() % 3) {
          case 0:
            return Circle{{cx, cy}, radius(rng) * scale};
          case 1:
            return Rect{{cx, cy}, {cx + radius(rng) * scale, cy + radius(rng) * scale}};
          default:
            return randomPolygon(rng, 3 + static_cast<int>(rng() % 30), cx, cy, scale);
        }
      };
      Shape a = areaOrCircle(), b = areaOrCircle();
      if (typeOf(a) == ShapeType::Circle && typeOf(b) == ShapeType::Circle) continue;
      PairResult r = evaluate(a, b);
      ASSERT_TRUE(r.sat.has_value());
      for (const SatAxis& ax : r.sat->axes) {
        if (ax.edge >= 0) {
          std::optional<Vec2> want = edgeAxis(ax.owner == 'a' ? a : b, ax.edge);
          ASSERT_TRUE(want.has_value());
          ASSERT_EQ(ax.axis.x, want->x);
          ASSERT_EQ(ax.axis.y, want->y);
        }
        double aLo, aHi, bLo, bHi;
        referenceInterval(a, ax.axis, aLo, aHi);
        referenceInterval(b, ax.axis, bLo, bHi);
        ASSERT_EQ(ax.aMin, aLo);
        ASSERT_EQ(ax.aMax, aHi);
        ASSERT_EQ(ax.bMin, bLo);
        ASSERT_EQ(ax.bMax, bHi);
      }
    }
  }
}

// Where the outlines meet, decided for every edge pair by the exact predicates alone (no filter, no
// pruning): the points the full result must list, bit for bit. This checks which pairs give points; how a
// crossing point rounds (crossingPoint, used by both) is held to the independent oracle below and in
// test_rounding.
std::vector<Vec2> referencePointsAsGiven(const Shape& a, const Shape& b) {
  detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
  std::vector<Vec2> points;
  detail::OutlineMeet meet(points);
  for (int i = 0; i < ga.outlineCount(); ++i)
    for (int j = 0; j < gb.outlineCount(); ++j)
      meet.addSegmentPairExact(ga.edgeFrom(i), ga.edgeTo(i), gb.edgeFrom(j), gb.edgeTo(j));
  meet.finish();
  return points;
}

// The same on the scale evaluate() works at (a pair outside the comfortable range is scaled there by a power
// of two and its results scaled back: scaling.h).
std::vector<Vec2> referencePoints(const Shape& a, const Shape& b) {
  const int k = detail::workingShift(a, b);
  bool exact = true;
  std::vector<Vec2> pts =
      referencePointsAsGiven(detail::scaledShape(a, -k, exact), detail::scaledShape(b, -k, exact));
  for (Vec2& p : pts) p = {std::ldexp(p.x, k), std::ldexp(p.y, k)};
  return pts;
}

// A convex n-gon on a small integer grid: shared vertices, vertices on edges and collinear edges are common.
Shape gridPolygon(std::mt19937_64& rng, int n) {
  Shape s = randomPolygon(rng, n, static_cast<double>(rng() % 5), static_cast<double>(rng() % 5), 4);
  for (Vec2& p : std::get<Polygon>(s).points) p = {std::round(p.x), std::round(p.y)};
  return s;
}

TEST(FullKernels, OutlinePointsAreEveryEdgePairDecidedExactly) {
  std::mt19937_64 rng(75);
  int meeting = 0, withPoints = 0, bigPairs = 0;
  for (int i = 0; i < 12000; ++i) {
    double scale = i % 3 == 0 ? 1e-150 : (i % 3 == 1 ? 1.0 : 1e140);
    std::pair<Shape, Shape> pair;
    switch (i % 4) {
      case 0:
        pair = nearPolygons(rng, scale);
        break;
      case 1:
        pair = {randomShape(rng, scale), randomShape(rng, scale)};
        break;
      case 2:  // a 9- to 68-gon (up to 9 words of straddle rows, or past them) with a small or a big one
        pair = {randomPolygon(rng, 9 + static_cast<int>(rng() % 60), 0, 0, scale),
                randomPolygon(rng, (i / 4 % 2 ? 9 : 3) + static_cast<int>(rng() % 6), 0.5 * scale, 0, scale)};
        break;
      default:
        pair = {gridPolygon(rng, 3 + static_cast<int>(rng() % 6)),
                gridPolygon(rng, 3 + static_cast<int>(rng() % 6))};
    }
    const auto& [a, b] = pair;
    if (typeOf(a) == ShapeType::Point && typeOf(b) == ShapeType::Point) continue;
    PairResult r = evaluate(a, b);
    if (!r.error.empty() || r.relation == Relation::Disjoint) continue;  // (a grid polygon may be invalid)
    if (r.containment == Containment::Equal && typeOf(a) == ShapeType::Polygon) continue;  // one closed curve
    ++meeting;
    withPoints += !r.points.empty();
    bigPairs += i % 4 == 2;
    std::vector<Vec2> want = referencePoints(a, b);
    ASSERT_EQ(r.points.size(), want.size()) << "case " << i;
    for (std::size_t k = 0; k < want.size(); ++k) ASSERT_TRUE(r.points[k] == want[k]) << "case " << i;
    // Independently of the core: each point is one of the exact meeting points rounded once (the oracle
    // also lists edge ends inside a collinear shared piece, which the contract merges into one piece). (Every
    // fourth pair: the oracle is rational arithmetic.)
    if (meeting % 4 != 0) continue;
    const std::vector<Vec2> exact = oracle::meetingPoints(a, b);
    for (Vec2 p : r.points)
      ASSERT_NE(std::find(exact.begin(), exact.end(), p), exact.end())
          << "case " << i << ": " << p.x << " " << p.y;
  }
  EXPECT_GT(meeting, 5000);
  EXPECT_GT(withPoints, 4000);
  EXPECT_GT(bigPairs, 1500);
}

// The depth and mtv of two overlapping polygons: the strictly smallest push over SAT's candidates, scanned
// in order (each axis's push along its owner's winding first), as the contract defines them.
TEST(FullKernels, DepthIsTheFirstLeastPushOfTheSatCandidates) {
  std::mt19937_64 rng(76);
  int overlapping = 0;
  for (int i = 0; i < 6000; ++i) {
    double scale = i % 3 == 0 ? 1e-150 : (i % 3 == 1 ? 1.0 : 1e140);
    auto [a, b] = nearPolygons(rng, scale);
    PairResult r = evaluate(a, b);
    if (r.relation != Relation::Overlapping) continue;
    ++overlapping;
    int wa = detail::toGeom(a).winding, wb = detail::toGeom(b).winding;
    double best = INFINITY;
    Vec2 move;
    for (const SatAxis& ax : r.sat->axes) {
      double aPast = ax.aMax - ax.bMin, bPast = ax.bMax - ax.aMin;
      std::pair<double, Vec2> order[2] = {{aPast, ax.axis}, {bPast, -ax.axis}};
      if ((ax.owner == 'a' ? wa : wb) < 0) std::swap(order[0], order[1]);
      for (auto [push, dir] : order)
        if (push < best) best = push, move = dir;
    }
    ASSERT_EQ(r.depth, std::max(best, 0.0)) << "case " << i;
    ASSERT_EQ(r.mtv.has_value(), r.depth > 0);
    if (r.mtv) {
      ASSERT_TRUE(*r.mtv == r.depth * move) << "case " << i;
    }
  }
  EXPECT_GT(overlapping, 1500);
}

#if HITLAB_FAST
// A disk against a polygon from one rounded pass of signs gives the exact predicates' result bit for bit, or
// declines. Random pairs at every scale (nearly all decided by the signs), and integer pairs built to touch:
// vertices on the circle (3-4-5 and 5-12-13 triangles), edges tangent to it, the center on an edge or a
// vertex (those must decline or agree).
TEST(FullKernels, CirclePolygonSignsGiveTheExactPredicatesResult) {
  int targets = 0;
  // On every SIMD target compiled in and supported here (the dispatcher alone would run only the best).
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    std::mt19937_64 rng(75);
    int decided = 0, declined = 0, touching = 0, contained = 0, pairs = 0;
    auto check = [&](const Circle& c, const Shape& polygon) {
      const Shape circle = c;
      const detail::Geom disk = detail::toGeom(circle), g = detail::toGeom(polygon);
      ++pairs;
      for (Query query : {Query::Full, Query::Contact, Query::Relation}) {
        const bool full = query == Query::Full;
        PairResult bySigns;
        if (!detail::circlePolygonBySigns(c.center, c.radius, g, query, bySigns)) {
          declined += full;
          continue;
        }
        decided += full;
        const PairResult exact = detail::circlePolytopePair(disk, g, query);
        touching += full && exact.relation == Relation::Touching;
        contained += full && exact.containment != Containment::None;
        expectSameResult(exact, bySigns);
        ASSERT_FALSE(::testing::Test::HasFatalFailure())
            << "circle (" << c.center.x << ", " << c.center.y << ") r " << c.radius << ", polygon of " << g.n
            << " from (" << g.at(0).x << ", " << g.at(0).y << ")";
      }
    };
    std::uniform_real_distribution<double> u(-3, 3), radius(0.1, 3);
    for (double scale : {1.0, 1e-3, 1e6, 1e-150, 1e140}) {
      for (int i = 0; i < 2000; ++i)
        check(Circle{{u(rng) * scale, u(rng) * scale}, radius(rng) * scale},
              randomPolygon(rng, 3 + static_cast<int>(rng() % 14), u(rng) * scale, u(rng) * scale, scale));
      // The signs settle nearly every random pair at ordinary scales (squares below 2^-960 or overflowing
      // decline).
      if (scale == 1e6) {
        EXPECT_GT(decided, 5900);
      }
    }
    // Near-degenerate pairs: a circle through a vertex, or tangent to an edge's line, as rounding places it
    // (the exact sign is as small as an ulp, either way): the signs must decline or agree.
    for (int i = 0; i < 3000; ++i) {
      const Shape p = randomPolygon(rng, 3 + static_cast<int>(rng() % 6), u(rng), u(rng), 1);
      const auto& pts = std::get<Polygon>(p).points;
      const std::size_t k = rng() % pts.size();
      const Vec2 v = pts[k], w = pts[(k + 1) % pts.size()], c{u(rng), u(rng)};
      const double rad = radius(rng);
      const Vec2 mid = 0.5 * (v + w), normal = normalized(rightPerp(w - v));
      check(Circle{c, length(v - c)}, p);
      check(Circle{mid + rad * normal, rad}, p);
      check(Circle{mid - rad * normal, rad}, p);
    }
    // Integer pairs: a 3-4-5 / 5-12-13 triangle or an axis-aligned box around the origin, circles of integer
    // radius at integer centers near it (many exactly touching).
    const std::vector<std::vector<Vec2>> exactPolygons = {
        {{0, 0}, {3, 4}, {-4, 3}}, {{0, 0}, {12, 5}, {-5, 12}}, {{-2, -1}, {2, -1}, {2, 1}, {-2, 1}}};
    std::uniform_int_distribution<int> at(-7, 7), r(1, 13);
    for (int i = 0; i < 6000; ++i) {
      std::vector<Vec2> pts = exactPolygons[i % exactPolygons.size()];
      if (i % 2) std::reverse(pts.begin(), pts.end());
      check(Circle{{double(at(rng)), double(at(rng))}, double(r(rng))}, Polygon{pts});
      check(Circle{{0, 0}, double(i % 2 ? 5 : 13)}, Polygon{pts});  // vertices on the circle
    }
    EXPECT_EQ(pairs, 31000);
    EXPECT_GT(declined, 6000);  // touching pairs are left to the exact predicates (all 6000 on the circle)
    EXPECT_GT(contained, 100);
    // A touching pair needs a sign that is exactly zero, which no error bound certifies: the exact path
    // decides every one of them.
    EXPECT_EQ(touching, 0);
    EXPECT_STREQ(detail::circlePolygonSignsTarget(), hwy::TargetName(target));
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
}
#endif

#if HITLAB_FAST
// The general SAT kernels and the straddle test of every edge pair (polygons of more than 8 edges, a circle
// against a polygon, a segment against a polygon) on every SIMD target compiled in and supported by this CPU
// (the dispatcher alone would only run the best one here): each gives the best target's result bit for bit,
// plain and prepared.
TEST(FullKernels, GeneralKernelsOnEveryCompiledTargetGiveTheSameResult) {
  std::mt19937_64 rng(80);
  std::uniform_real_distribution<double> u(-2, 2), radius(0.2, 2);
  std::vector<std::pair<Shape, Shape>> pairs;
  for (int i = 0; i < 2400; ++i) {
    const double s = i % 3 == 0 ? 1e-3 : 1;
    auto polygon = [&](int least, int spread) {
      return randomPolygon(rng, least + static_cast<int>(rng() % spread), u(rng) * s, u(rng) * s, s);
    };
    const Shape big = polygon(9, 12);
    Shape other;
    switch (i % 5) {
      case 0:
        other = Circle{{u(rng) * s, u(rng) * s}, radius(rng) * s};
        break;
      case 1:
        other = polygon(3, 6);  // bigger than 8 against at most 8: the straddle kernel
        break;
      case 2:
        other = Segment{{u(rng) * s, u(rng) * s}, {u(rng) * s, u(rng) * s}};
        break;
      case 3:
        other = polygon(9, 12);
        break;
      default:  // a circle against a small polygon: its own SAT path
        pairs.emplace_back(Circle{{u(rng) * s, u(rng) * s}, radius(rng) * s}, polygon(3, 6));
        continue;
    }
    if (i % 2)
      pairs.emplace_back(big, other);
    else
      pairs.emplace_back(other, big);
  }
  std::vector<PairResult> best;
  best.reserve(pairs.size());
  for (const auto& [a, b] : pairs) best.push_back(evaluate(a, b));
  int targets = 0, meeting = 0;
  PairResult reused;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const PreparedShape pa(pairs[i].first, "a"), pb(pairs[i].second, "b");
      expectSameResult(best[i], evaluate(pairs[i].first, pairs[i].second));
      evaluate(pa, pb, reused);
      expectSameResult(best[i], reused);
      ASSERT_FALSE(HasFatalFailure()) << hwy::TargetName(target) << " pair " << i;
      meeting += targets == 0 && best[i].relation != Relation::Disjoint;
    }
    EXPECT_STREQ(detail::fast::kernelsTarget(), hwy::TargetName(target));
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  EXPECT_GT(meeting, 400);  // crossing outlines (the straddle kernel's points) as well as apart pairs
  RecordProperty("targets", targets);
}
#endif

#if HITLAB_FAST
// Each vector kernel of fast/simd_kernels.cpp against its scalar definition (pairs/sat_kernels.cpp), on every
// SIMD target compiled in and supported by this CPU: the same bits out for the same input, on random shapes,
// integer-grid shapes with exact ties and touching edges, and intervals placed on and around the error band.
TEST(FullKernels, FastKernelsEqualTheirScalarReference) {
  std::mt19937_64 rng(81);
  std::uniform_real_distribution<double> u(-2, 2);
  std::uniform_int_distribution<int> grid(-3, 3);
  auto shape = [&](int i) -> Shape {
    const double s = i % 4 == 0 ? 1e-3 : 1;
    if (i % 7 == 0) return Circle{{u(rng) * s, u(rng) * s}, 0.5 * s};
    if (i % 3 == 0) {  // integer vertices: collinear and shared points, exact zeros
      std::vector<Vec2> pts;
      for (int k = 0, n = 1 + static_cast<int>(rng() % 5); k < n; ++k)
        pts.push_back({double(grid(rng)), double(grid(rng))});
      if (pts.size() == 1) return Point{pts[0]};
      if (pts.size() == 2) return Segment{pts[0], pts[1]};
      return Polygon{pts};  // (often not convex: the kernels do not care)
    }
    return randomPolygon(rng, 3 + static_cast<int>(rng() % 20), u(rng) * s, u(rng) * s, s);
  };
  int targets = 0, checked = 0, unsureSeen = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    std::mt19937_64 again(82);
    rng = again;
    for (int i = 0; i < 1500; ++i) {
      const Shape sa = shape(i), sb = shape(i);  // (two of the same kind: both on the grid, say)
      const detail::Geom ga = detail::toGeom(sa), gb = detail::toGeom(sb);
      // Projections on random unit axes (and a few exact ones).
      const int count = 1 + static_cast<int>(rng() % 40);
      std::vector<double> nx(count + 16), ny(count + 16);
      for (int k = 0; k < count; ++k) {
        const Vec2 n = k % 5 == 0 ? Vec2{0, 1} : normalized({u(rng), u(rng)});
        nx[k] = n.x, ny[k] = n.y;
      }
      std::vector<double> loF(count + 16), hiF(count + 16), loR(count + 16), hiR(count + 16);
      std::vector<double> bLoR(count + 16), bHiR(count + 16);
      detail::fast::projectOnAxes(ga, nx.data(), ny.data(), count, loF.data(), hiF.data());
      detail::reference::projectOnAxes(ga, nx.data(), ny.data(), count, loR.data(), hiR.data());
      detail::reference::projectOnAxes(gb, nx.data(), ny.data(), count, bLoR.data(), bHiR.data());
      for (int k = 0; k < count; ++k) ASSERT_TRUE(sameBits(loF[k], loR[k]) && sameBits(hiF[k], hiR[k])) << i;
      // Classification and records, in one run or split in two, with a band that some gaps fall inside.
      const double band = i % 2 ? 1e-300 : 0.25 * std::fabs(u(rng));
      const int na = static_cast<int>(rng() % (count + 1)), split = static_cast<int>(rng() % (count + 1));
      const detail::Run whole{nx.data(),   ny.data(),   loR.data(), hiR.data(),
                              bLoR.data(), bHiR.data(), 0,          count};
      detail::Run runs[2] = {whole, whole};
      runs[0].end = split, runs[1].begin = split;
      const int runCount = i % 3 == 0 ? 2 : 1;
      const int wa = i % 2 ? 1 : -1, wb = i % 4 < 2 ? 1 : -1;
      std::vector<double> stateF(count + 16), overlapF(count + 16), stateR(count + 16), overlapR(count + 16);
      detail::GapSummary gF, gR;
      detail::fast::classifyRuns(runCount == 2 ? runs : &whole, runCount, na, wa, wb, band, stateF.data(),
                                 overlapF.data(), gF);
      detail::reference::classifyRuns(runCount == 2 ? runs : &whole, runCount, na, wa, wb, band,
                                      stateR.data(), overlapR.data(), gR);
      for (int k = 0; k < count; ++k)
        ASSERT_TRUE(sameBits(stateF[k], stateR[k]) && sameBits(overlapF[k], overlapR[k])) << i << " " << k;
      ASSERT_EQ(gF.apart, gR.apart);
      ASSERT_EQ(gF.clear, gR.clear);
      ASSERT_EQ(gF.unsure, gR.unsure);
      ASSERT_EQ(gF.aOut, gR.aOut);
      ASSERT_EQ(gF.bOut, gR.bOut);
      ASSERT_TRUE(sameBits(gF.widest, gR.widest)) << gF.widest << " " << gR.widest;
      ASSERT_TRUE(sameBits(gF.leastPush, gR.leastPush)) << gF.leastPush << " " << gR.leastPush;
      unsureSeen += gR.unsure > 0;
      std::vector<SatAxis> axesF(count + 8), axesR(count + 8);
      for (bool setsMeet : {false, true}) {
        detail::fast::writeAxes(runCount == 2 ? runs : &whole, runCount, na, setsMeet, stateR.data(),
                                overlapR.data(), axesF.data());
        detail::reference::writeAxes(runCount == 2 ? runs : &whole, runCount, na, setsMeet, stateR.data(),
                                     overlapR.data(), axesR.data());
        for (int k = 0; k < count; ++k) {
          expectSameAxis(axesF[k], axesR[k]);
          ASSERT_FALSE(HasFatalFailure()) << i << " axis " << k;
        }
      }
      // The straddle test: the outline with more edges as rows, the other (up to 8 edges) as lanes.
      if (ga.kind != ShapeType::Circle && gb.kind != ShapeType::Circle) {
        const bool aRows = gb.outlineCount() <= 8;
        const detail::Geom &rows = aRows ? ga : gb, &lanes = aRows ? gb : ga;
        if (lanes.outlineCount() <= 8 && rows.outlineCount() <= 64) {
          std::vector<double> bufR(detail::columnsSize(rows.n) + 16), bufL(detail::columnsSize(lanes.n) + 16);
          const detail::OutlineColumns cr = detail::writeColumns(rows, bufR.data()),
                                       cl = detail::writeColumns(lanes, bufL.data());
          const double bound = i % 3 == 0 ? 0 : 1e-9 * std::fabs(u(rng));  // (grid shapes: exact zeros)
          std::uint64_t crossF[8], unsureF[8], crossR[8], unsureR[8];
          detail::fast::straddleMasks(cr, cl, bound, crossF, unsureF);
          detail::reference::straddleMasks(cr, cl, bound, crossR, unsureR);
          for (int w = 0; w * 8 < cr.edges; ++w) {
            ASSERT_EQ(crossF[w], crossR[w]) << i << " word " << w;
            ASSERT_EQ(unsureF[w], unsureR[w]) << i << " word " << w;
          }
        }
      }
      ++checked;
    }
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  EXPECT_EQ(checked, 1500 * targets);
  EXPECT_GT(unsureSeen, 100);
}

// The crossing points of the pairs the straddle masks list as crossing, per target, are crossingPoint's bit
// for bit: overlapping polygons at scales 2^-500 to 2^500, and thin ones whose edges cross at tiny angles
// (cross products that cancel: some take the rationals).
TEST(FullKernels, CrossingPointsAreCrossingPoint) {
  int targets = 0, points = 0;
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    std::mt19937_64 rng(91);
    std::uniform_real_distribution<double> u(-1, 1);
    for (int i = 0; i < 3000; ++i) {
      const double s = std::ldexp(1.0, static_cast<int>(rng() % 1001) - 500);
      Shape a = randomPolygon(rng, 3 + static_cast<int>(rng() % 40), 0, 0, s);
      Shape b = randomPolygon(rng, 3 + static_cast<int>(rng() % 6), u(rng) * s, u(rng) * s, s);
      if (i % 3 == 0) {  // a sliver and the same sliver turned by a few ulps of angle
        const double t = std::ldexp(1.0, -20 - static_cast<int>(rng() % 30));
        a = Polygon{{{-s, -t * s}, {s, -t * s}, {s, t * s}, {-s, t * s}}};
        b = Polygon{{{-s, -s * t * 3}, {s, s * t * 3}, {s, s * t * 5}, {-s, -s * t}}};
      }
      const detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
      const bool aRows = gb.n <= 8;
      std::vector<double> bufA(detail::columnsSize(ga.n) + 16), bufB(detail::columnsSize(gb.n) + 16);
      const detail::OutlineColumns ca = detail::writeColumns(ga, bufA.data()),
                                   cb = detail::writeColumns(gb, bufB.data());
      const double S =
          std::max({std::fabs(ca.lo.x), std::fabs(ca.lo.y), std::fabs(ca.hi.x), std::fabs(ca.hi.y),
                    std::fabs(cb.lo.x), std::fabs(cb.lo.y), std::fabs(cb.hi.x), std::fabs(cb.hi.y)});
      std::uint64_t cross[8] = {}, unsure[8] = {};
      detail::reference::straddleMasks(aRows ? ca : cb, aRows ? cb : ca, bounds::orientForMagnitude(S), cross,
                                       unsure);
      const int words = ((aRows ? ca : cb).edges + 7) / 8;
      std::vector<Vec2> fast, each;
      detail::fast::crossingPoints(ca, cb, aRows, cross, words, fast);
      for (int w = 0; w < words; ++w)
        for (std::uint64_t m = cross[w]; m != 0; m &= m - 1) {
          const int bit = std::countr_zero(m), k = 8 * w + bit / 8, l = bit % 8;
          const int r = aRows ? k : l, c = aRows ? l : k;
          each.push_back(detail::crossingPoint({ca.x[r], ca.y[r]}, {ca.ex[r], ca.ey[r]}, {cb.x[c], cb.y[c]},
                                               {cb.ex[c], cb.ey[c]}));
        }
      ASSERT_EQ(fast.size(), each.size()) << i;
      for (std::size_t k = 0; k < each.size(); ++k)
        ASSERT_TRUE(sameBits(fast[k].x, each[k].x) && sameBits(fast[k].y, each[k].y))
            << hwy::TargetName(target) << " pair " << i << " point " << k;
      points += static_cast<int>(each.size());
    }
    ++targets;
  }
  hwy::SetSupportedTargetsForTest(0);
  EXPECT_GE(targets, 2);
  EXPECT_GT(points, 3000 * targets);
}
#endif

}  // namespace
}  // namespace hitlab::test
