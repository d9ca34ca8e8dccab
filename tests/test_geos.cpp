// test_geos.cpp — a differential test against GEOS (libgeos, test only): relation and containment of every
// circle-free pair type on 100,000 integer-grid cases each, plus degenerate-by-construction cases (1-ulp
// nudges, tenths that binary cannot hold, a vertex put "on" another shape's edge by rounded arithmetic).
//
// GEOS answers with its DE-9IM matrix: disjoint when the closed sets do not meet, overlapping when the
// interiors meet (II), touching otherwise; containment from Covers both ways, which is hitlab's definition
// (relation.h). Where GEOS and hitlab differ, the independent rational reference (reference.h) decides:
// the test fails only when hitlab is wrong, and counts the cases where GEOS is.
#include <geos_c.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <string>

#include "generators.h"
#include "hitlab/relation.h"
#include "hitlab/scene_io.h"
#include "reference.h"

namespace {

using namespace hitlab;
using test::Gen;

// [SECTION] GEOS, one context per test

void geosMessage(const char*, void*) {}  // GEOS's notices would only repeat what the test reports

struct Geos {
  GEOSContextHandle_t h = GEOS_init_r();
  Geos() {
    GEOSContext_setNoticeMessageHandler_r(h, geosMessage, nullptr);
    GEOSContext_setErrorMessageHandler_r(h, geosMessage, nullptr);
  }
  ~Geos() { GEOS_finish_r(h); }
  using Geometry = std::unique_ptr<GEOSGeometry, std::function<void(GEOSGeometry*)>>;

  // The shape's point set as GEOS geometry, built from the doubles themselves (a text form would lose
  // subnormals in GEOS's reader): a segment whose ends coincide is a point, a flat rect a segment or a point.
  Geometry geometry(const Shape& s) {
    std::vector<Vec2> v;
    if (auto* p = std::get_if<Point>(&s)) v = {p->p};
    if (auto* g = std::get_if<Segment>(&s))
      v = g->a == g->b ? std::vector<Vec2>{g->a} : std::vector<Vec2>{g->a, g->b};
    if (auto* r = std::get_if<Rect>(&s)) {
      const bool w = r->max.x > r->min.x, t = r->max.y > r->min.y;
      if (w && t) {
        const auto c = rectCorners(*r);
        v.assign(c.begin(), c.end());
      } else {
        v = w || t ? std::vector<Vec2>{r->min, r->max} : std::vector<Vec2>{r->min};
      }
    }
    if (auto* g = std::get_if<Polygon>(&s)) v = g->points;
    GEOSGeometry* out = nullptr;
    if (v.size() == 1) {
      out = GEOSGeom_createPointFromXY_r(h, v[0].x, v[0].y);
    } else {
      const std::size_t n = v.size() + (v.size() >= 3 ? 1 : 0);  // a ring repeats its first vertex
      GEOSCoordSequence* seq = GEOSCoordSeq_create_r(h, static_cast<unsigned>(n), 2);
      for (std::size_t i = 0; i < n; ++i)
        GEOSCoordSeq_setXY_r(h, seq, static_cast<unsigned>(i), v[i % v.size()].x, v[i % v.size()].y);
      out = n > v.size() ? GEOSGeom_createPolygon_r(h, GEOSGeom_createLinearRing_r(h, seq), nullptr, 0)
                         : GEOSGeom_createLineString_r(h, seq);
    }
    return Geometry(out, [this](GEOSGeometry* g) {
      if (g) GEOSGeom_destroy_r(h, g);
    });
  }
};

struct GeosAnswer {
  bool ok = false;
  Relation relation = Relation::Disjoint;
  Containment containment = Containment::None;
};

GeosAnswer askGeos(Geos& g, const Shape& a, const Shape& b) {
  GeosAnswer out;
  auto ga = g.geometry(a), gb = g.geometry(b);
  if (!ga || !gb) return out;
  char* m = GEOSRelate_r(g.h, ga.get(), gb.get());
  const char coversB = GEOSCovers_r(g.h, ga.get(), gb.get()), coversA = GEOSCovers_r(g.h, gb.get(), ga.get());
  if (!m || coversA == 2 || coversB == 2) {
    if (m) GEOSFree_r(g.h, m);
    return out;
  }
  const std::string de9im = m;  // II IB IE / BI BB BE / EI EB EE
  GEOSFree_r(g.h, m);
  const bool meet = de9im[0] != 'F' || de9im[1] != 'F' || de9im[3] != 'F' || de9im[4] != 'F';
  out.relation = de9im[0] != 'F' ? Relation::Overlapping : meet ? Relation::Touching : Relation::Disjoint;
  out.containment = coversA && coversB ? Containment::Equal
                    : coversA          ? Containment::AInB
                    : coversB          ? Containment::BInA
                                       : Containment::None;
  out.ok = true;
  return out;
}

// [SECTION] Degenerate by construction

// A point "on" the outline of s by rounded arithmetic: an edge's end plus t times the edge, in doubles.
Vec2 roundedOutlinePoint(Gen& gen, const Shape& s) {
  std::vector<Vec2> v;
  if (auto* p = std::get_if<Point>(&s)) v = {p->p};
  if (auto* g = std::get_if<Segment>(&s)) v = {g->a, g->b};
  if (auto* r = std::get_if<Rect>(&s)) {
    const auto corners = rectCorners(*r);
    v.assign(corners.begin(), corners.end());
  }
  if (auto* g = std::get_if<Polygon>(&s)) v = g->points;
  const std::size_t i = gen.pick(0, static_cast<int>(v.size()) - 1);
  const Vec2 a = v[i], b = v[(i + 1) % v.size()];
  static const double kT[] = {1.0 / 3, 0.1, 0.7, 0.5, 2.0 / 7};
  const double t = kT[gen.pick(0, 4)];
  return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
}

// Moves b (in doubles) so that its first vertex lands on that point.
Shape placedOn(const Shape& b, Vec2 at) {
  auto first = [](const Shape& s) -> Vec2 {
    if (auto* p = std::get_if<Point>(&s)) return p->p;
    if (auto* g = std::get_if<Segment>(&s)) return g->a;
    if (auto* r = std::get_if<Rect>(&s)) return r->min;
    return std::get<Polygon>(s).points.front();
  };
  const Vec2 d{at.x - first(b).x, at.y - first(b).y};
  auto mv = [&](Vec2 p) { return Vec2{p.x + d.x, p.y + d.y}; };
  if (std::holds_alternative<Point>(b)) return Point{at};
  if (auto* g = std::get_if<Segment>(&b)) return Segment{at, mv(g->b)};
  if (auto* r = std::get_if<Rect>(&b)) {
    const Vec2 q = mv(r->max);
    return Rect{at, {std::max(at.x, q.x), std::max(at.y, q.y)}};
  }
  Polygon out;
  for (Vec2 p : std::get<Polygon>(b).points) out.points.push_back(out.points.empty() ? at : mv(p));
  return out;
}

// [SECTION] The differential test

class GeosFamily : public ::testing::TestWithParam<std::pair<ShapeType, ShapeType>> {};

TEST_P(GeosFamily, GeosNeverCatchesHitlabWrong) {
  const auto [ta, tb] = GetParam();
  Geos geos;
  Gen gen(9100 + static_cast<int>(ta) * 10 + static_cast<int>(tb));
  const int grid = HITLAB_GEOS_CASES, degenerate = HITLAB_GEOS_CASES / 5;
  long cases = 0, invalid = 0, geosFailed = 0, geosWrongOnGrid = 0, geosWrongRelation = 0,
       geosWrongContainment = 0;
  std::string example;
  for (int n = 0; n < grid + 3 * degenerate; ++n) {
    // 0: integer grid; then 1-ulp nudges, tenths, and b's first vertex on a's outline by rounding.
    const int kind = n < grid ? 0 : 1 + (n - grid) / degenerate;
    gen.mode = kind == 1 ? 1 : kind == 0 ? 0 : 3;
    Shape a = gen.shape(ta), b = gen.shape(tb);
    if (kind == 1) gen.nudgeOne(gen.pick(0, 1) ? a : b);
    if (kind == 3) b = placedOn(b, roundedOutlinePoint(gen, a));
    const PairResult r = evaluate(a, b);
    if (!r.error.empty()) {  // (a polygon made non-convex by rounding: nothing to compare)
      ++invalid;
      continue;
    }
    ++cases;
    const GeosAnswer g = askGeos(geos, a, b);
    geosFailed += !g.ok;
    if (g.ok && g.relation == r.relation && g.containment == r.containment) continue;
    // They differ (or GEOS gave no answer): the rational reference decides.
    const Relation exactRelation = ref::relation(a, b);
    const Containment exactContainment = ref::containment(a, b);
    Scene s;
    s.shapes = {{"a", a}, {"b", b}};
    ASSERT_EQ(r.relation, exactRelation)
        << "hitlab's relation is wrong (GEOS: " << relationName(g.relation) << "): " << sceneToJson(s);
    ASSERT_EQ(r.containment, exactContainment)
        << "hitlab's containment is wrong (GEOS: " << containmentName(g.containment)
        << "): " << sceneToJson(s);
    if (!g.ok) continue;
    geosWrongOnGrid += kind == 0;
    geosWrongRelation += g.relation != exactRelation;
    geosWrongContainment += g.containment != exactContainment;
    if (example.empty()) example = sceneToJson(s);
  }
  std::printf(
      "%s-%s: %ld cases (%d on the integer grid), %ld skipped (invalid polygon); GEOS wrong on %ld "
      "relations and %ld containments, gave no answer on %ld (an exception)\n",
      typeName(ta), typeName(tb), cases, grid, invalid, geosWrongRelation, geosWrongContainment, geosFailed);
  if (!example.empty()) std::printf("  first case GEOS gets wrong: %s\n", example.c_str());
  // On small integers GEOS is right: were it not, the test's own reading of GEOS's answer would be suspect.
  EXPECT_EQ(geosWrongOnGrid, 0);
  EXPECT_GE(cases, grid * 9 / 10);
}

std::vector<std::pair<ShapeType, ShapeType>> circleFreeFamilies() {
  std::vector<std::pair<ShapeType, ShapeType>> out;
  auto straight = [](ShapeType t) { return t != ShapeType::Circle && t != ShapeType::Capsule; };
  for (auto f : test::allFamilies())
    if (straight(f.first) && straight(f.second)) out.push_back(f);
  return out;
}

INSTANTIATE_TEST_SUITE_P(CircleFree, GeosFamily, ::testing::ValuesIn(circleFreeFamilies()),
                         [](const auto& info) {
                           return std::string(typeName(info.param.first)) + "_" + typeName(info.param.second);
                         });

}  // namespace
