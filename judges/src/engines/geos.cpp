// geos.cpp — GEOS (Debian's libgeos-dev, its reentrant C API) as a judge: GEOSIntersects_r and
// GEOSTouches_r, in double, for the pair types without a circle. Points are points, segments two-point
// linestrings, rects and polygons closed rings. A geometry GEOS finds invalid is declined with its reason.
// It runs in a process of its own, as every engine does: others' code must not be able to end hitlab.
#include <geos_c.h>

#include <cstdarg>
#include <cstdio>

#include "hitlab/judge.h"
#include "numbers.h"

namespace hitlab::judge {
namespace {

void quiet(const char*, ...) {}

// [SECTION] A program that asks GEOS itself, for a report upstream

// One of ours as WKT, each value the shortest decimal that reads back as it (WKT has no hex floats).
std::string wkt(const Shape& s) {
  auto xy = [](Vec2 p) { return shortestText(p.x) + " " + shortestText(p.y); };
  if (auto* p = std::get_if<Point>(&s)) return "POINT (" + xy(p->p) + ")";
  if (auto* g = std::get_if<Segment>(&s)) return "LINESTRING (" + xy(g->a) + ", " + xy(g->b) + ")";
  std::vector<Vec2> ring;
  if (auto* r = std::get_if<Rect>(&s)) {
    for (Vec2 c : rectCorners(*r)) ring.push_back(c);
  } else {
    ring = std::get<Polygon>(s).points;
  }
  ring.push_back(ring.front());
  std::string out = "POLYGON ((";
  for (std::size_t i = 0; i < ring.size(); ++i) out += (i ? ", " : "") + xy(ring[i]);
  return out + "))";
}

Reproducer geosProgram(const Shape& a, const Shape& b) {
  std::string src =
      "/* GEOS, asked about one pair: prints 0 (apart), 2 (touching) or 3 (overlapping).\n"
      " * Written by hitlab's hunt; every value the shortest decimal that reads back as the same double. */\n"
      "#include <geos_c.h>\n#include <stdio.h>\n\nint main(void) {\n"
      "  GEOSContextHandle_t ctx = GEOS_init_r();\n"
      "  GEOSWKTReader* reader = GEOSWKTReader_create_r(ctx);\n";
  src += "  GEOSGeometry* a = GEOSWKTReader_read_r(ctx, reader, \"" + wkt(a) + "\");\n";
  src += "  GEOSGeometry* b = GEOSWKTReader_read_r(ctx, reader, \"" + wkt(b) + "\");\n";
  src +=
      "  const char meets = GEOSIntersects_r(ctx, a, b), touches = meets == 1 ? GEOSTouches_r(ctx, a, b) : "
      "0;\n"
      "  printf(\"%d\\n\", meets == 0 ? 0 : touches == 1 ? 2 : 3);\n  return 0;\n}\n";
  return {"c", src, "cc", "-lgeos_c"};
}

class GeosJudge final : public Judge {
 public:
  GeosJudge() : context_(GEOS_init_r()) {
    GEOSContext_setNoticeHandler_r(context_, quiet);
    GEOSContext_setErrorHandler_r(context_, quiet);
    conventions_.touching = Touching::Inclusive;
  }
  GeosJudge(const GeosJudge&) = delete;
  GeosJudge& operator=(const GeosJudge&) = delete;
  ~GeosJudge() override { GEOS_finish_r(context_); }

  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override {  // (straight outlines only: no circle, no capsule)
    auto straight = [](ShapeType t) { return t != ShapeType::Circle && t != ShapeType::Capsule; };
    return straight(firstType(pairType)) && straight(secondType(pairType));
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<GeosJudge>(); }
  std::optional<Reproducer> reproducer(const Shape& a, const Shape& b) const override {
    return geosProgram(a, b);
  }

  Verdict judge(const Shape& a, const Shape& b) override {
    Verdict v;
    if (std::holds_alternative<Capsule>(a) || std::holds_alternative<Capsule>(b)) {
      v.note = "GEOS has no capsule (a buffered segment is a polygon of it: another shape)";
      return v;
    }
    GEOSGeometry* ga = geometry(a);
    GEOSGeometry* gb = geometry(b);
    for (GEOSGeometry* g : {ga, gb}) {
      if (GEOSisValid_r(context_, g) != 1) {
        char* reason = GEOSisValidReason_r(context_, g);
        v.note = std::string("GEOS finds it invalid (") + (reason ? reason : "?") + ")";
        GEOSFree_r(context_, reason);
        break;
      }
    }
    if (v.note.empty()) {
      const char meets = GEOSIntersects_r(context_, ga, gb),
                 touches = meets == 1 ? GEOSTouches_r(context_, ga, gb) : 0;
      if (meets == 2 || touches == 2) {
        v.note = "GEOS raised an exception";
      } else {
        v.answer = meets == 0 ? 0 : touches == 1 ? 2 : 3;
      }
    }
    GEOSGeom_destroy_r(context_, ga);
    GEOSGeom_destroy_r(context_, gb);
    return v;
  }

 private:
  GEOSCoordSequence* sequence(const std::vector<Vec2>& points) const {
    GEOSCoordSequence* s = GEOSCoordSeq_create_r(context_, static_cast<unsigned>(points.size()), 2);
    for (unsigned i = 0; i < points.size(); ++i)
      GEOSCoordSeq_setXY_r(context_, s, i, points[i].x, points[i].y);
    return s;
  }
  GEOSGeometry* geometry(const Shape& s) const {
    if (auto* p = std::get_if<Point>(&s)) return GEOSGeom_createPointFromXY_r(context_, p->p.x, p->p.y);
    if (auto* g = std::get_if<Segment>(&s))
      return GEOSGeom_createLineString_r(context_, sequence({g->a, g->b}));
    std::vector<Vec2> ring;
    if (auto* r = std::get_if<Rect>(&s)) {
      const auto c = rectCorners(*r);
      ring.assign(c.begin(), c.end());
    } else {
      ring = std::get<Polygon>(s).points;
    }
    ring.push_back(ring.front());
    return GEOSGeom_createPolygon_r(context_, GEOSGeom_createLinearRing_r(context_, sequence(ring)), nullptr,
                                    0);
  }

  GEOSContextHandle_t context_;
  std::string name_ = "geos";
  Conventions conventions_;
};

const Registration geos{{"geos",
                         "GEOS's intersects and touches, in double (every pair type without a circle)",
                         [] { return std::make_unique<GeosJudge>(); }, true}};

}  // namespace
}  // namespace hitlab::judge
