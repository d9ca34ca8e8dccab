// boost_geometry.cpp — Boost.Geometry (Debian's libboost-dev, headers only) as a judge: bg::intersects and
// bg::touches with the default cartesian double strategy, for the pair types without a circle (it has no
// circles). Points are points, segments two-point linestrings, rects boxes, polygons closed rings in the
// orientation bg::correct gives them. A geometry bg::is_valid rejects (a segment of length 0, a rect of
// width 0) is declined with its reason. It runs in a process of its own: on some inputs Boost.Geometry
// stops the program (an assertion compiled to a trap).
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

#include "hitlab/judge.h"
#include "numbers.h"

namespace hitlab::judge {
namespace {

namespace bg = boost::geometry;
using BPoint = bg::model::d2::point_xy<double>;
using BLine = bg::model::linestring<BPoint>;
using BBox = bg::model::box<BPoint>;
using BPolygon = bg::model::polygon<BPoint>;
using Geometry = std::variant<BPoint, BLine, BPolygon>;

// (a rect is a box with another rect, a polygon otherwise: Boost 1.74 has no touches of a box and a point,
// a linestring or a polygon)
Geometry geometry(const Shape& s) {
  if (auto* p = std::get_if<Point>(&s)) return BPoint(p->p.x, p->p.y);
  if (auto* g = std::get_if<Segment>(&s)) return BLine{BPoint(g->a.x, g->a.y), BPoint(g->b.x, g->b.y)};
  BPolygon poly;
  if (auto* r = std::get_if<Rect>(&s)) {
    for (Vec2 c : rectCorners(*r)) bg::append(poly.outer(), BPoint(c.x, c.y));
  } else {
    for (Vec2 p : std::get<Polygon>(s).points) bg::append(poly.outer(), BPoint(p.x, p.y));
  }
  bg::correct(poly);
  return poly;
}

BBox box(const Rect& r) { return BBox(BPoint(r.min.x, r.min.y), BPoint(r.max.x, r.max.y)); }

// [SECTION] A program that asks Boost.Geometry itself, for a report upstream

// The geometry of one of ours as the judge builds it, named `name`, every value as a C99 hex literal.
std::string declaration(const Shape& s, const std::string& name, bool asBox) {
  auto point = [](Vec2 p) { return "P(" + hexText(p.x) + ", " + hexText(p.y) + ")"; };
  if (auto* p = std::get_if<Point>(&s)) return "  const P " + name + " = " + point(p->p) + ";\n";
  if (auto* g = std::get_if<Segment>(&s))
    return "  const bg::model::linestring<P> " + name + "{" + point(g->a) + ", " + point(g->b) + "};\n";
  if (auto* r = std::get_if<Rect>(&s); r && asBox)
    return "  const bg::model::box<P> " + name + "(" + point(r->min) + ", " + point(r->max) + ");\n";
  std::vector<Vec2> corners;
  if (auto* r = std::get_if<Rect>(&s)) {
    for (Vec2 c : rectCorners(*r)) corners.push_back(c);
  } else {
    corners = std::get<Polygon>(s).points;
  }
  std::string out = "  bg::model::polygon<P> " + name + ";\n";
  for (Vec2 c : corners) out += "  bg::append(" + name + ".outer(), " + point(c) + ");\n";
  return out + "  bg::correct(" + name + ");\n";
}

Reproducer boostProgram(const Shape& a, const Shape& b) {
  const bool boxes = std::holds_alternative<Rect>(a) && std::holds_alternative<Rect>(b);
  const bool points = std::holds_alternative<Point>(a) && std::holds_alternative<Point>(b);
  std::string src =
      "// Boost.Geometry, asked about one pair: prints 0 (apart), 2 (touching) or 3 (overlapping).\n"
      "// Written by hitlab's hunt; every value in hex (nothing rounded).\n"
      "#include <boost/geometry.hpp>\n#include <boost/geometry/geometries/box.hpp>\n"
      "#include <boost/geometry/geometries/linestring.hpp>\n#include "
      "<boost/geometry/geometries/point_xy.hpp>\n"
      "#include <boost/geometry/geometries/polygon.hpp>\n#include <cstdio>\n\n"
      "namespace bg = boost::geometry;\nusing P = bg::model::d2::point_xy<double>;\n\nint main() {\n";
  src += declaration(a, "a", boxes) + declaration(b, "b", boxes);
  src += points ? "  std::printf(\"%d\\n\", bg::intersects(a, b) ? 3 : 0);\n"
                : "  std::printf(\"%d\\n\", !bg::intersects(a, b) ? 0 : bg::touches(a, b) ? 2 : 3);\n";
  src += "  return 0;\n}\n";
  return {"cpp", src, "g++ -std=c++17", ""};
}

class BoostGeometryJudge final : public Judge {
 public:
  BoostGeometryJudge() { conventions_.touching = Touching::Inclusive; }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override {  // (straight outlines only: no circle, no capsule)
    auto straight = [](ShapeType t) { return t != ShapeType::Circle && t != ShapeType::Capsule; };
    return straight(firstType(pairType)) && straight(secondType(pairType));
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<BoostGeometryJudge>(); }
  std::optional<Reproducer> reproducer(const Shape& a, const Shape& b) const override {
    return boostProgram(a, b);
  }

  Verdict judge(const Shape& a, const Shape& b) override {
    try {
      return judgeOrThrow(a, b);
    } catch (const std::exception& e) {  // (bg's overlay_invalid_input_exception, a numeric overflow, ...)
      Verdict v;
      v.note = std::string("Boost.Geometry threw: ") + e.what();
      return v;
    }
  }

 private:
  Verdict judgeOrThrow(const Shape& a, const Shape& b) {
    Verdict v;
    if (std::holds_alternative<Capsule>(a) || std::holds_alternative<Capsule>(b)) {
      v.note = "Boost.Geometry has no capsule (a buffered segment is a polygon of it: another shape)";
      return v;
    }
    if (std::holds_alternative<Rect>(a) && std::holds_alternative<Rect>(b)) {
      const BBox x = box(std::get<Rect>(a)), y = box(std::get<Rect>(b));
      std::string reason;
      if (!bg::is_valid(x, reason) || !bg::is_valid(y, reason)) {
        v.note = "Boost.Geometry rejects it (bg::is_valid: " + reason + ")";
        return v;
      }
      v.answer = !bg::intersects(x, y) ? 0 : bg::touches(x, y) ? 2 : 3;
      return v;
    }
    const Geometry ga = geometry(a), gb = geometry(b);
    std::string reason;
    for (const Geometry* g : {&ga, &gb}) {
      const bool valid = std::visit([&](const auto& x) { return bg::is_valid(x, reason); }, *g);
      if (!valid) {
        v.note = "Boost.Geometry rejects it (bg::is_valid: " + reason + ")";
        return v;
      }
    }
    std::visit(
        [&](const auto& x, const auto& y) {
          using X = std::decay_t<decltype(x)>;
          using Y = std::decay_t<decltype(y)>;
          if constexpr (std::is_same_v<X, BPoint> && std::is_same_v<Y, BPoint>) {
            v.answer = bg::intersects(x, y) ? 3 : 0;  // (two points never only touch; no bg::touches of them)
          } else {
            v.answer = !bg::intersects(x, y) ? 0 : bg::touches(x, y) ? 2 : 3;
          }
        },
        ga, gb);
    return v;
  }

  std::string name_ = "boost.geometry";
  Conventions conventions_;
};

const Registration boostGeometry{
    {"boost.geometry",
     "Boost.Geometry's intersects and touches, in double (every pair type without a circle)",
     [] { return std::make_unique<BoostGeometryJudge>(); }, true}};

}  // namespace
}  // namespace hitlab::judge
