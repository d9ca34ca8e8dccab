// box2d.cpp — Box2D 2.4.1 (Debian's libbox2d) as a judge, its shapes built as a Box2D user builds them:
// b2PolygonShape::Set for polygons and rects (its hull, welding and 8-vertex limit, and its skin of
// b2_polygonRadius), b2EdgeShape::SetTwoSided for segments, b2CircleShape for circles and points (radius 0),
// every coordinate a float. A rounded rect or polygon is its polygon with m_radius r + b2_polygonRadius (the
// radius Box2D grows a polygon by, its skin kept on top, in float): Box2D 2.4.1 represents it. Two judges:
//   box2d.b2TestOverlap  b2TestOverlap (GJK distance with the skins), every pair type
//   box2d.manifold       a contact manifold with points (b2CollidePolygons, b2CollideCircles,
//                        b2CollidePolygonAndCircle, b2CollideEdgeAndCircle, b2CollideEdgeAndPolygon)
// Both give the manifold's points, normal and separation where a collide function exists. In motion:
//   box2d.b2TimeOfImpact  b2TimeOfImpact on two sweeps without rotation (every pair type but capsules): it
//                         stops by design at a target separation of its cores (max(b2_linearSlop,
//                         total radius - 3 b2_linearSlop), within b2_linearSlop / 4), which each answer
//                         carries as its band in our shapes' terms.
//   box2d.b2ShapeCast     b2ShapeCast of b's proxy along its motion relative to a's (every pair type but
//                         capsules): it stops at a core separation of max(b2_polygonRadius, radius -
//                         b2_polygonRadius) within b2_linearSlop / 2, each proxy's radius at least
//                         b2_polygonRadius; a pair that starts within that it reports as no hit by design
//                         (its "initial overlap"): declined, in words
// Box2D asserts on
// a polygon whose hull it cannot make: these judges run in a process of their own (hitlab-judge-host), where
// an assertion is an input Box2D cannot represent, not a finding.
#include <box2d/b2_distance.h>
#include <box2d/b2_time_of_impact.h>
#include <box2d/box2d.h>

#include "hitlab/judge.h"
#include "numbers.h"

namespace hitlab::judge {
namespace {

b2Vec2 v(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

// A rounded rect's or polygon's m_radius: its radius with Box2D's skin on top, in float (b2_polygonRadius
// alone for a plain one).
float roundedRadius(const Shape& s) { return static_cast<float>(roundingOf(s)) + b2_polygonRadius; }

// A Box2D shape of one of ours; nullptr with `note` when Box2D cannot make it.
struct Built {
  b2CircleShape circle;
  b2EdgeShape edge;
  b2PolygonShape polygon;
  const b2Shape* shape = nullptr;
};

bool build(const Shape& s, Built& out, std::string& note) {
  if (auto* p = std::get_if<Point>(&s)) {
    out.circle.m_p = v(p->p), out.circle.m_radius = 0;
    out.shape = &out.circle;
  } else if (auto* c = std::get_if<Circle>(&s)) {
    out.circle.m_p = v(c->center), out.circle.m_radius = static_cast<float>(c->radius);
    out.shape = &out.circle;
  } else if (auto* g = std::get_if<Segment>(&s)) {
    out.edge.SetTwoSided(v(g->a), v(g->b));
    out.shape = &out.edge;
  } else if (std::holds_alternative<Capsule>(s)) {
    note =
        "Box2D 2.4.1 has no capsule (v3's b2Capsule came later); a polygon of it would judge another shape";
    return false;
  } else {
    std::vector<b2Vec2> points;
    if (auto* r = std::get_if<Rect>(&s)) {
      for (Vec2 c : rectCorners(*r)) points.push_back(v(c));
    } else {
      for (Vec2 c : std::get<Polygon>(s).points) points.push_back(v(c));
    }
    if (points.size() > b2_maxPolygonVertices) {
      note = "Box2D holds at most " + std::to_string(b2_maxPolygonVertices) +
             " vertices (b2_maxPolygonVertices); this polygon has " + std::to_string(points.size());
      return false;
    }
    out.polygon.Set(points.data(), static_cast<int32>(points.size()));  // (asserts on a degenerate hull)
    out.polygon.m_radius = roundedRadius(s);
    if (out.polygon.m_count != static_cast<int32>(points.size())) {
      note =
          "Box2D's hull of these " + std::to_string(points.size()) + " points has " +
          std::to_string(out.polygon.m_count) +
          " vertices (b2PolygonShape::Set welds and drops collinear points): it would judge another polygon";
      return false;
    }
    out.shape = &out.polygon;
  }
  return true;
}

// The manifold of a and b where Box2D has a collide function (a first), or false.
bool manifoldOf(const Built& a, const Built& b, b2Manifold& m, bool& swapped) {
  const b2Transform xf = b2Transform(b2Vec2(0, 0), b2Rot(0));
  const auto ta = a.shape->GetType(), tb = b.shape->GetType();
  swapped = false;
  auto poly = [](const Built& x) { return static_cast<const b2PolygonShape*>(x.shape); };
  auto circle = [](const Built& x) { return static_cast<const b2CircleShape*>(x.shape); };
  auto edge = [](const Built& x) { return static_cast<const b2EdgeShape*>(x.shape); };
  using T = b2Shape::Type;
  if (ta == T::e_circle && tb == T::e_circle) {
    b2CollideCircles(&m, circle(a), xf, circle(b), xf);
  } else if (ta == T::e_polygon && tb == T::e_polygon) {
    b2CollidePolygons(&m, poly(a), xf, poly(b), xf);
  } else if (ta == T::e_polygon && tb == T::e_circle) {
    b2CollidePolygonAndCircle(&m, poly(a), xf, circle(b), xf);
  } else if (ta == T::e_circle && tb == T::e_polygon) {
    b2CollidePolygonAndCircle(&m, poly(b), xf, circle(a), xf), swapped = true;
  } else if (ta == T::e_edge && tb == T::e_circle) {
    b2CollideEdgeAndCircle(&m, edge(a), xf, circle(b), xf);
  } else if (ta == T::e_circle && tb == T::e_edge) {
    b2CollideEdgeAndCircle(&m, edge(b), xf, circle(a), xf), swapped = true;
  } else if (ta == T::e_edge && tb == T::e_polygon) {
    b2CollideEdgeAndPolygon(&m, edge(a), xf, poly(b), xf);
  } else if (ta == T::e_polygon && tb == T::e_edge) {
    b2CollideEdgeAndPolygon(&m, edge(b), xf, poly(a), xf), swapped = true;
  } else {
    return false;  // (edge and edge: Box2D collides no two edges)
  }
  return true;
}

// [SECTION] A program that asks Box2D itself, for a report upstream

// Box2D's declaration of one of our shapes, named `name`, its floats as hex literals (nothing rounded).
std::string box2dDeclaration(const Shape& s, const std::string& name) {
  auto f = [](double x) { return hexText(x, true); };
  auto vec = [&](Vec2 p) { return "b2Vec2(" + f(p.x) + ", " + f(p.y) + ")"; };
  if (auto* p = std::get_if<Point>(&s))
    return "  b2CircleShape " + name + ";  // (a point: a circle of radius 0)\n  " + name +
           ".m_p = " + vec(p->p) + ";\n  " + name + ".m_radius = 0;\n";
  if (auto* c = std::get_if<Circle>(&s))
    return "  b2CircleShape " + name + ";\n  " + name + ".m_p = " + vec(c->center) + ";\n  " + name +
           ".m_radius = " + f(c->radius) + ";\n";
  if (auto* g = std::get_if<Segment>(&s))
    return "  b2EdgeShape " + name + ";\n  " + name + ".SetTwoSided(" + vec(g->a) + ", " + vec(g->b) + ");\n";
  std::vector<Vec2> points;
  if (auto* r = std::get_if<Rect>(&s)) {
    for (Vec2 c : rectCorners(*r)) points.push_back(c);
  } else {
    points = std::get<Polygon>(s).points;
  }
  std::string out = "  const b2Vec2 " + name + "Points[] = {";
  for (std::size_t i = 0; i < points.size(); ++i) out += (i ? ", " : "") + vec(points[i]);
  out += "};\n  b2PolygonShape " + name + ";\n  " + name + ".Set(" + name + "Points, " +
         std::to_string(points.size()) + ");\n";
  if (roundingOf(s) != 0)
    out += "  " + name + ".m_radius = " + f(roundedRadius(s)) + ";  // (its radius " + f(roundingOf(s)) +
           " + b2_polygonRadius, in float: a rounded polygon)\n";
  return out;
}

enum class Kind { Circle, Edge, Polygon };
Kind kindOf(const Shape& s) {
  switch (typeOf(s)) {
    case ShapeType::Point:
    case ShapeType::Circle:
      return Kind::Circle;
    case ShapeType::Segment:
      return Kind::Edge;
    case ShapeType::Rect:
    case ShapeType::Polygon:
    case ShapeType::Capsule:  // (never built: `build` declines it)
      return Kind::Polygon;
  }
  return Kind::Polygon;
}

// The manifold's collide call for a and b, as manifoldOf makes it; empty for two edges.
std::string collideCall(const Shape& a, const Shape& b) {
  const Kind ka = kindOf(a), kb = kindOf(b);
  auto call = [](const char* fn, const char* x, const char* y) {
    return std::string(fn) + "(&m, &" + x + ", xf, &" + y + ", xf);";
  };
  if (ka == Kind::Circle && kb == Kind::Circle) return call("b2CollideCircles", "a", "b");
  if (ka == Kind::Polygon && kb == Kind::Polygon) return call("b2CollidePolygons", "a", "b");
  if (ka == Kind::Polygon && kb == Kind::Circle) return call("b2CollidePolygonAndCircle", "a", "b");
  if (ka == Kind::Circle && kb == Kind::Polygon) return call("b2CollidePolygonAndCircle", "b", "a");
  if (ka == Kind::Edge && kb == Kind::Circle) return call("b2CollideEdgeAndCircle", "a", "b");
  if (ka == Kind::Circle && kb == Kind::Edge) return call("b2CollideEdgeAndCircle", "b", "a");
  if (ka == Kind::Edge && kb == Kind::Polygon) return call("b2CollideEdgeAndPolygon", "a", "b");
  if (ka == Kind::Polygon && kb == Kind::Edge) return call("b2CollideEdgeAndPolygon", "b", "a");
  return {};
}

Reproducer box2dProgram(const Shape& a, const Shape& b, bool manifold) {
  std::string src =
      "// Box2D 2.4.1, asked about one pair: prints 1 when it says they meet, 0 when not.\n"
      "// Written by hitlab's hunt; every coordinate is the float given to Box2D, in hex (nothing rounded).\n"
      "#include <box2d/box2d.h>\n#include <cstdio>\n\nint main() {\n";
  src += box2dDeclaration(a, "a") + box2dDeclaration(b, "b");
  src += "  const b2Transform xf(b2Vec2(0, 0), b2Rot(0));\n";
  if (manifold) {
    src += "  b2Manifold m{};\n  " + collideCall(a, b) +
           "\n  std::printf(\"%d\\n\", m.pointCount > 0 ? 1 : 0);\n";
  } else {
    src += "  std::printf(\"%d\\n\", b2TestOverlap(&a, 0, &b, 0, xf, xf) ? 1 : 0);\n";
  }
  src += "  return 0;\n}\n";
  return {"cpp", src, "g++ -std=c++17", "-lbox2d"};
}

class Box2DJudge final : public Judge {
 public:
  explicit Box2DJudge(bool manifoldDecides)
      : manifoldDecides_(manifoldDecides), name_(manifoldDecides ? "box2d.manifold" : "box2d.b2TestOverlap") {
    conventions_.touching = Touching::Either;
    conventions_.float32 = true;
    conventions_.rounded = true;  // (a rounded rect or polygon: its polygon radius)
    // Box2D is tuned for moving objects of 0.1 to 10 metres in a world of a few kilometres: beyond 1e4 its
    // findings are listed apart (its b2TestOverlap takes rects 2e10 wide, overlapping by 6e9, as a miss).
    conventions_.range = 1e4;
    // The skins: b2_polygonRadius around polygons and edges, none around circles.
    auto skinOf = [](ShapeType t) {
      return t == ShapeType::Circle || t == ShapeType::Point ? 0.0 : double(b2_polygonRadius);
    };
    // b2TestOverlap also calls shapes overlapping when GJK puts them less than 10 b2_epsilon apart.
    const double tolerance = manifoldDecides ? 0.0 : 10 * double(b2_epsilon);
    conventions_.skin = 2 * double(b2_polygonRadius) + tolerance;
    for (int k = 0; k < kPairTypeCount; ++k) {
      const double skin = skinOf(firstType(k)) + skinOf(secondType(k)) + tolerance;
      if (skin != conventions_.skin) conventions_.skinFor[k] = skin;
    }
  }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override {
    return !manifoldDecides_ || pairType != pairTypeFromName("segment_segment");
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<Box2DJudge>(manifoldDecides_); }
  std::optional<Reproducer> reproducer(const Shape& a, const Shape& b) const override {
    if (manifoldDecides_ && collideCall(a, b).empty()) return std::nullopt;
    return box2dProgram(a, b, manifoldDecides_);
  }

  Verdict judge(const Shape& a, const Shape& b) override {
    Verdict verdict;
    Built ba, bb;
    if (!build(a, ba, verdict.note) || !build(b, bb, verdict.note)) return verdict;  // (declined, said why)
    const b2Transform xf = b2Transform(b2Vec2(0, 0), b2Rot(0));
    const bool overlap = b2TestOverlap(ba.shape, 0, bb.shape, 0, xf, xf);
    b2Manifold m{};
    bool swapped = false;
    const bool hasManifold = manifoldOf(ba, bb, m, swapped);
    if (hasManifold && m.pointCount > 0) {
      const Built& first = swapped ? bb : ba;
      const Built& second = swapped ? ba : bb;
      b2WorldManifold world;
      world.Initialize(&m, xf, first.shape->m_radius, xf, second.shape->m_radius);
      const double sign = swapped ? -1 : 1;  // (the normal from a to b)
      verdict.normal = Vec2{sign * world.normal.x, sign * world.normal.y};
      verdict.separation = world.separations[0];
      for (int i = 0; i < m.pointCount; ++i) {
        verdict.contacts.push_back({world.points[i].x, world.points[i].y});
        verdict.separation = std::min(*verdict.separation, double(world.separations[i]));
      }
    }
    verdict.answer = manifoldDecides_ ? (m.pointCount > 0 ? 1 : 0) : (overlap ? 1 : 0);
    return verdict;
  }

 private:
  bool manifoldDecides_;
  std::string name_;
  Conventions conventions_;
};

// [SECTION] In motion: b2TimeOfImpact

// Our shape's own radius (a circle's, a rounded rect's or polygon's), which Box2D's proxy radius holds on
// top of its skin.
double ownRadius(const Shape& s) {
  if (auto* c = std::get_if<Circle>(&s)) return c->radius;
  return roundingOf(s);
}

// A sweep without rotation from the origin to `motion` (Box2D moves the shape's local frame: its vertices
// are where ours are at t = 0).
b2Sweep sweepOf(Vec2 motion) {
  b2Sweep sweep{};
  sweep.localCenter.SetZero();
  sweep.c0.SetZero();
  sweep.c = v(motion);
  sweep.a0 = sweep.a = 0;
  sweep.alpha0 = 0;
  return sweep;
}

const char* stateName(b2TOIOutput::State s) {
  switch (s) {
    case b2TOIOutput::e_unknown:
      return "e_unknown";
    case b2TOIOutput::e_failed:
      return "e_failed";
    case b2TOIOutput::e_overlapped:
      return "e_overlapped";
    case b2TOIOutput::e_touching:
      return "e_touching";
    case b2TOIOutput::e_separated:
      return "e_separated";
  }
  return "?";
}

// Box2D's functions in motion: in float, rounded rects and polygons by their radius, every pair type but
// capsules (2.4.1 has none), its range as the other Box2D judges' (beyond it, findings are listed apart).
class Box2DMotionJudge : public MotionJudge {
 public:
  explicit Box2DMotionJudge(std::string name) : name_(std::move(name)) {
    conventions_.float32 = true;
    conventions_.rounded = true;
    conventions_.range = 1e4;
  }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answersMotion(int pairType) const override {
    return firstType(pairType) != ShapeType::Capsule && secondType(pairType) != ShapeType::Capsule;
  }

 private:
  std::string name_;
  Conventions conventions_;
};

class Box2DToiJudge final : public Box2DMotionJudge {
 public:
  Box2DToiJudge() : Box2DMotionJudge("box2d.b2TimeOfImpact") {}
  std::unique_ptr<Judge> clone() const override { return std::make_unique<Box2DToiJudge>(); }

  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    Verdict verdict;
    Built ba, bb;
    if (!build(a, ba, verdict.note) || !build(b, bb, verdict.note)) return verdict;  // (declined, said why)
    b2TOIInput input;
    input.proxyA.Set(ba.shape, 0);
    input.proxyB.Set(bb.shape, 0);
    input.sweepA = sweepOf(va);
    input.sweepB = sweepOf(vb);
    input.tMax = 1;
    b2TOIOutput output{};
    b2TimeOfImpact(&output, &input);
    // Its band, as b2TimeOfImpact computes it (in float), less our shapes' own radii.
    const float totalRadius = input.proxyA.m_radius + input.proxyB.m_radius;
    const float target = b2Max(b2_linearSlop, totalRadius - 3.0f * b2_linearSlop);
    const float tolerance = 0.25f * b2_linearSlop;
    verdict.motionBand = std::pair{double(target) - ownRadius(a) - ownRadius(b), double(tolerance)};
    verdict.note = std::string(stateName(output.state)) + " at t = " + shortestText(output.t);
    switch (output.state) {
      case b2TOIOutput::e_touching:
      case b2TOIOutput::e_overlapped:  // (its cores overlap: it gives up, with t = 0)
        verdict.answer = 1, verdict.time = output.t;
        break;
      case b2TOIOutput::e_separated:
      case b2TOIOutput::e_failed:  // (b2World takes it as no contact in the step, as e_separated)
        verdict.answer = 0;
        break;
      case b2TOIOutput::e_unknown:
        verdict.answer = -1;
        break;
    }
    return verdict;
  }

  std::optional<Reproducer> motionReproducer(const Shape& a, Vec2 va, const Shape& b,
                                             Vec2 vb) const override {
    auto f = [](double x) { return hexText(x, true); };
    auto sweep = [&](const char* name, Vec2 m) {
      return std::string("  b2Sweep ") + name +
             "{};  // (from where the shape is, by its motion, no rotation)\n  " + name + ".c = b2Vec2(" +
             f(m.x) + ", " + f(m.y) + ");\n";
    };
    std::string src =
        "// Box2D 2.4.1's b2TimeOfImpact, asked about one pair in motion: prints its state and time.\n"
        "// Written by hitlab's hunt; every value is the float given to Box2D, in hex (nothing rounded).\n"
        "#include <box2d/box2d.h>\n#include <box2d/b2_time_of_impact.h>\n#include <cstdio>\n\nint main() {\n";
    src += box2dDeclaration(a, "a") + box2dDeclaration(b, "b");
    src += "  b2TOIInput input;\n  input.proxyA.Set(&a, 0);\n  input.proxyB.Set(&b, 0);\n" +
           sweep("sweepA", va) + sweep("sweepB", vb) +
           "  input.sweepA = sweepA;\n  input.sweepB = sweepB;\n  input.tMax = 1;\n"
           "  b2TOIOutput output;\n  b2TimeOfImpact(&output, &input);\n"
           "  const char* states[] = {\"e_unknown\", \"e_failed\", \"e_overlapped\", \"e_touching\", "
           "\"e_separated\"};\n"
           "  std::printf(\"%s t=%.9g\\n\", states[output.state], output.t);\n  return 0;\n}\n";
    return Reproducer{"cpp", src, "g++ -std=c++17", "-lbox2d"};
  }
};

// [SECTION] In motion: b2ShapeCast

class Box2DShapeCastJudge final : public Box2DMotionJudge {
 public:
  Box2DShapeCastJudge() : Box2DMotionJudge("box2d.b2ShapeCast") {}
  std::unique_ptr<Judge> clone() const override { return std::make_unique<Box2DShapeCastJudge>(); }

  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    Verdict verdict;
    Built ba, bb;
    if (!build(a, ba, verdict.note) || !build(b, bb, verdict.note)) return verdict;  // (declined, said why)
    b2ShapeCastInput input;
    input.proxyA.Set(ba.shape, 0);
    input.proxyB.Set(bb.shape, 0);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.translationB = v(vb - va);
    // (a relative motion that a float cannot hold is not the pair's: not asked)
    if (double(input.translationB.x) != vb.x - va.x || double(input.translationB.y) != vb.y - va.y ||
        (long double)vb.x - va.x != vb.x - va.x || (long double)vb.y - va.y != vb.y - va.y) {
      verdict.note = "b's motion relative to a's is no float: b2ShapeCast cannot be given it";
      return verdict;
    }
    b2ShapeCastOutput output{};
    const bool hit = b2ShapeCast(&output, &input);
    // Its band, as b2ShapeCast computes it (in float), less our shapes' own radii.
    const float radius =
        b2Max(input.proxyA.m_radius, b2_polygonRadius) + b2Max(input.proxyB.m_radius, b2_polygonRadius);
    const float sigma = b2Max(b2_polygonRadius, radius - b2_polygonRadius);
    verdict.motionBand = std::pair{double(sigma) - ownRadius(a) - ownRadius(b), double(0.5f * b2_linearSlop)};
    // (where Box2D's own distance puts them within its target at the start, it reports no hit by design)
    b2DistanceInput start;
    start.proxyA = input.proxyA, start.proxyB = input.proxyB;
    start.transformA = input.transformA, start.transformB = input.transformB;
    start.useRadii = false;
    b2SimplexCache cache{};
    b2DistanceOutput distance;
    b2Distance(&distance, &cache, &start);
    if (hit) {
      verdict.answer = 1, verdict.time = output.lambda;
      // (from a to b; left zero where its simplex closes on the origin, a hit at once: then it gives none)
      if (output.normal.x != 0 || output.normal.y != 0)
        verdict.normal = Vec2{output.normal.x, output.normal.y};
    } else if (output.iterations == 0 || distance.distance <= sigma + 0.5f * b2_linearSlop) {
      verdict.note =
          "b2ShapeCast reports no hit for shapes that start within its target separation (its "
          "\"initial overlap\"), by design";
    } else {
      verdict.answer = 0;
      verdict.note = "no hit after " + std::to_string(output.iterations) + " iterations";
    }
    return verdict;
  }

  std::optional<Reproducer> motionReproducer(const Shape& a, Vec2 va, const Shape& b,
                                             Vec2 vb) const override {
    auto f = [](double x) { return hexText(x, true); };
    const b2Vec2 r = v(vb - va);
    std::string src =
        "// Box2D 2.4.1's b2ShapeCast, b cast along its motion relative to a: prints its lambda (the time "
        "of\n"
        "// impact), or none. Written by hitlab's hunt; every value is the float given to Box2D, in hex.\n"
        "#include <box2d/box2d.h>\n#include <box2d/b2_distance.h>\n#include <cstdio>\n\nint main() {\n";
    src += box2dDeclaration(a, "a") + box2dDeclaration(b, "b");
    src +=
        "  b2ShapeCastInput input;\n  input.proxyA.Set(&a, 0);\n  input.proxyB.Set(&b, 0);\n"
        "  input.transformA.SetIdentity();\n  input.transformB.SetIdentity();\n"
        "  input.translationB = b2Vec2(" +
        f(r.x) + ", " + f(r.y) +
        ");\n  b2ShapeCastOutput output;\n  if (b2ShapeCast(&output, &input))\n"
        "    std::printf(\"%.17g\\n\", double(output.lambda));\n  else\n    std::printf(\"none\\n\");\n"
        "  return 0;\n}\n";
    return Reproducer{"cpp", src, "g++ -std=c++17", "-lbox2d"};
  }
};

const Registration shapeCast{{"box2d.b2ShapeCast",
                              "Box2D 2.4.1's b2ShapeCast: b cast along its motion relative to a, in float, "
                              "in motion (all but capsules)",
                              [] { return std::make_unique<Box2DShapeCastJudge>(); }, true}};
const Registration timeOfImpact{
    {"box2d.b2TimeOfImpact",
     "Box2D 2.4.1's b2TimeOfImpact on sweeps without rotation, in float, in motion (all but capsules)",
     [] { return std::make_unique<Box2DToiJudge>(); }, true}};
const Registration testOverlap{
    {"box2d.b2TestOverlap",
     "Box2D 2.4.1's b2TestOverlap (GJK, with b2_polygonRadius skins), in float (every pair type)",
     [] { return std::make_unique<Box2DJudge>(false); }, true}};
const Registration manifold{
    {"box2d.manifold",
     "Box2D 2.4.1's contact manifold has points (b2Collide*), in float (all but segment-segment)",
     [] { return std::make_unique<Box2DJudge>(true); }, true}};

}  // namespace
}  // namespace hitlab::judge
