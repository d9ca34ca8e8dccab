// The vectorised parts of the full result round exactly as the scalar definitions they replace: the
// distance is the smallest pointSegmentDistance over every vertex and edge, each SAT axis is normalized() of
// its edge normal, and each interval is the min and max of the rounded dot products.
#include <random>

#include "geom.h"
#include "helpers.h"

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

double referenceDistance(const Shape& a, const Shape& b) {
  detail::Geom ga = detail::toGeom(a), gb = detail::toGeom(b);
  double best = INFINITY;
  for (auto [from, to] : {std::pair{&ga, &gb}, std::pair{&gb, &ga}})
    for (int j = 0; j < to->outlineCount(); ++j)
      for (int i = 0; i < from->n; ++i)
        best = std::min(best, detail::pointSegmentDistance(from->at(i), to->edgeFrom(j), to->edgeTo(j)));
  return best;
}

TEST(FullKernels, DistanceIsTheSmallestVertexToEdgeDistanceAtEveryScale) {
  std::mt19937_64 rng(71);
  int disjoint = 0;
  // 1e-150 puts the squares below 2^-900 (the one-by-one path); 1e140 puts them above 2^900.
  for (double scale : {1.0, 1e-3, 1e6, 1e-150, 1e140}) {
    for (int i = 0; i < 3000; ++i) {
      Shape a = randomShape(rng, scale), b = randomShape(rng, scale);
      if (typeOf(a) == ShapeType::Point && typeOf(b) == ShapeType::Point) continue;  // not a polytope pair
      PairResult r = evaluate(a, b);
      ASSERT_TRUE(r.error.empty()) << r.error;
      if (r.relation != Relation::Disjoint) continue;
      ++disjoint;
      ASSERT_EQ(r.distance, referenceDistance(a, b)) << "scale " << scale << " case " << i;
    }
  }
  EXPECT_GT(disjoint, 5000);
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

}  // namespace
}  // namespace hitlab::test
