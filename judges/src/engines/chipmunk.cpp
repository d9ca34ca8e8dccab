// chipmunk.cpp — Chipmunk2D 7 (Debian's libchipmunk) as a judge: cpShapesCollide on shapes built as a
// Chipmunk user builds them (cpSegmentShapeNew and cpPolyShapeNew with radius 0, or the capsule's, rounded
// rect's or polygon's radius; its convex hull;
// cpCircleShapeNew; a point is a circle of radius 0), in Chipmunk's doubles. The answer is "contact points
// exist"; the verdict carries them, the normal and the deepest distance. In motion,
// chipmunk.cpShapeSegmentQuery casts a point or a circle (the query's radius) along its motion relative to
// the other shape, standing still: the time is the query's alpha (0 when it starts within the radius). Both
// run in a process of their own (Chipmunk asserts on some inputs).
#include <chipmunk/chipmunk.h>

#include <memory>
#include <optional>

#include "hitlab/judge.h"
#include "numbers.h"

namespace hitlab::judge {
namespace {

cpVect cv(Vec2 p) { return cpv(p.x, p.y); }

struct ShapeDeleter {
  void operator()(cpShape* s) const { cpShapeFree(s); }
};
using ShapePtr = std::unique_ptr<cpShape, ShapeDeleter>;

// Every shape on one static body at the origin (Chipmunk's collision reads a shape's body).
cpBody* staticBody() {
  static cpBody* body = cpBodyNewStatic();
  return body;
}

ShapePtr build(const Shape& s, std::string& note) {
  cpShape* out = nullptr;
  cpBody* body = staticBody();
  if (auto* p = std::get_if<Point>(&s)) {
    out = cpCircleShapeNew(body, 0, cv(p->p));
  } else if (auto* c = std::get_if<Circle>(&s)) {
    out = cpCircleShapeNew(body, c->radius, cv(c->center));
  } else if (auto* g = std::get_if<Segment>(&s)) {
    out = cpSegmentShapeNew(body, cv(g->a), cv(g->b), 0);
  } else if (auto* k = std::get_if<Capsule>(&s)) {  // (Chipmunk's segment with a radius is a capsule)
    out = cpSegmentShapeNew(body, cv(k->a), cv(k->b), k->radius);
  } else {
    std::vector<cpVect> points;
    if (auto* r = std::get_if<Rect>(&s)) {
      for (Vec2 c : rectCorners(*r)) points.push_back(cv(c));
    } else {
      for (Vec2 c : std::get<Polygon>(s).points) points.push_back(cv(c));
    }
    // (a rounded rect or polygon: Chipmunk's polygon radius)
    out = cpPolyShapeNew(body, static_cast<int>(points.size()), points.data(), cpTransformIdentity,
                         roundingOf(s));
    const int kept = cpPolyShapeGetCount(out);
    if (kept != static_cast<int>(points.size())) {
      note = "Chipmunk's hull of these " + std::to_string(points.size()) + " points has " +
             std::to_string(kept) + " vertices (cpPolyShapeNew): it would judge another polygon";
      cpShapeFree(out);
      return nullptr;
    }
  }
  cpShapeUpdate(out, cpTransformIdentity);
  return ShapePtr(out);
}

// [SECTION] A program that asks Chipmunk itself, for a report upstream

std::string chipmunkDeclaration(const Shape& s, const std::string& name) {
  auto vec = [](Vec2 p) { return "cpv(" + hexText(p.x) + ", " + hexText(p.y) + ")"; };
  std::string out;
  if (auto* p = std::get_if<Point>(&s)) {
    out = "  cpShape* " + name + " = cpCircleShapeNew(body, 0, " + vec(p->p) + ");  // (a point)\n";
  } else if (auto* c = std::get_if<Circle>(&s)) {
    out = "  cpShape* " + name + " = cpCircleShapeNew(body, " + hexText(c->radius) + ", " + vec(c->center) +
          ");\n";
  } else if (auto* g = std::get_if<Segment>(&s)) {
    out = "  cpShape* " + name + " = cpSegmentShapeNew(body, " + vec(g->a) + ", " + vec(g->b) + ", 0);\n";
  } else if (auto* k = std::get_if<Capsule>(&s)) {
    out = "  cpShape* " + name + " = cpSegmentShapeNew(body, " + vec(k->a) + ", " + vec(k->b) + ", " +
          hexText(k->radius) + ");  // (a capsule)\n";
  } else {
    std::vector<Vec2> points;
    if (auto* r = std::get_if<Rect>(&s)) {
      for (Vec2 c : rectCorners(*r)) points.push_back(c);
    } else {
      points = std::get<Polygon>(s).points;
    }
    out = "  const cpVect " + name + "Points[] = {";
    for (std::size_t i = 0; i < points.size(); ++i) out += (i ? ", " : "") + vec(points[i]);
    out += "};\n  cpShape* " + name + " = cpPolyShapeNew(body, " + std::to_string(points.size()) + ", " +
           name + "Points, cpTransformIdentity, " + (roundingOf(s) == 0 ? "0" : hexText(roundingOf(s))) +
           ");\n";
  }
  return out + "  cpShapeUpdate(" + name + ", cpTransformIdentity);\n";
}

Reproducer chipmunkProgram(const Shape& a, const Shape& b) {
  std::string src =
      "// Chipmunk2D 7, asked about one pair: prints 1 when cpShapesCollide gives contact points, 0 when "
      "not.\n"
      "// Written by hitlab's hunt; every coordinate in hex (nothing rounded).\n"
      "#include <chipmunk/chipmunk.h>\n#include <cstdio>\n\nint main() {\n"
      "  cpBody* body = cpBodyNewStatic();\n";
  src += chipmunkDeclaration(a, "a") + chipmunkDeclaration(b, "b");
  src +=
      "  const cpContactPointSet set = cpShapesCollide(a, b);\n"
      "  std::printf(\"%d\\n\", set.count > 0 ? 1 : 0);\n  return 0;\n}\n";
  return {"cpp", src, "g++ -std=c++17", "-lchipmunk"};
}

class ChipmunkJudge final : public Judge {
 public:
  ChipmunkJudge() { conventions_.touching = Touching::Either, conventions_.rounded = true; }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int) const override { return true; }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<ChipmunkJudge>(); }
  std::optional<Reproducer> reproducer(const Shape& a, const Shape& b) const override {
    return chipmunkProgram(a, b);
  }

  Verdict judge(const Shape& a, const Shape& b) override {
    Verdict v;
    ShapePtr sa = build(a, v.note);
    if (!sa) return v;
    ShapePtr sb = build(b, v.note);
    if (!sb) return v;
    const cpContactPointSet set = cpShapesCollide(sa.get(), sb.get());
    v.answer = set.count > 0 ? 1 : 0;
    if (set.count > 0) {
      v.normal = Vec2{set.normal.x, set.normal.y};
      v.separation = set.points[0].distance;
      for (int i = 0; i < set.count; ++i) {
        v.contacts.push_back({set.points[i].pointA.x, set.points[i].pointA.y});
        v.separation = std::min(*v.separation, double(set.points[i].distance));
      }
    }
    return v;
  }

 private:
  std::string name_ = "chipmunk.cpShapesCollide";
  Conventions conventions_;
};

// [SECTION] In motion: a point or a circle cast along a segment query

// Whether p - q is exactly d (each coordinate's difference rounded to nothing), checked in long double.
bool exactDifference(Vec2 p, Vec2 q, Vec2 d) {
  using L = long double;
  return L(p.x) - L(q.x) == L(d.x) && L(p.y) - L(q.y) == L(d.y);
}

// The disk of a pair that casts (a point: radius 0): a's when it is one, else b's; none for other pairs.
struct Cast {
  bool castIsA = true;
  Vec2 centre;
  double radius = 0;
};
std::optional<Cast> castOf(const Shape& a, const Shape& b) {
  for (bool first : {true, false}) {
    const Shape& s = first ? a : b;
    if (auto* p = std::get_if<Point>(&s)) return Cast{first, p->p, 0};
    if (auto* c = std::get_if<Circle>(&s)) return Cast{first, c->center, c->radius};
  }
  return std::nullopt;
}

Reproducer segmentQueryProgram(const Shape& other, Vec2 from, Vec2 to, double radius) {
  auto vec = [](Vec2 p) { return "cpv(" + hexText(p.x) + ", " + hexText(p.y) + ")"; };
  std::string src =
      "// Chipmunk2D 7's cpShapeSegmentQuery, a disk cast along its motion against the other shape: prints "
      "its\n"
      "// alpha (the time of impact), or none. Written by hitlab's hunt; every value in hex (nothing "
      "rounded).\n"
      "#include <chipmunk/chipmunk.h>\n#include <cstdio>\n\nint main() {\n"
      "  cpBody* body = cpBodyNewStatic();\n";
  src += chipmunkDeclaration(other, "shape");
  src += "  cpSegmentQueryInfo info;\n  if (cpShapeSegmentQuery(shape, " + vec(from) + ", " + vec(to) + ", " +
         hexText(radius) +
         ", &info))\n    std::printf(\"%.17g\\n\", info.alpha);\n  else\n    std::printf(\"none\\n\");\n"
         "  return 0;\n}\n";
  return {"cpp", src, "g++ -std=c++17", "-lchipmunk"};
}

class SegmentQueryJudge final : public MotionJudge {
 public:
  SegmentQueryJudge() { conventions_.rounded = true; }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answersMotion(int pairType) const override {
    for (ShapeType t : {firstType(pairType), secondType(pairType)})
      if (t == ShapeType::Point || t == ShapeType::Circle) return true;
    return false;
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<SegmentQueryJudge>(); }
  // (the disk moves by its motion less the other's: the other stands still, as the query's shape does)
  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    Verdict v;
    const auto cast = castOf(a, b);
    if (!cast) {
      v.note = "a segment query casts a point or a circle";
      return v;
    }
    ShapePtr other = build(cast->castIsA ? b : a, v.note);
    if (!other) return v;
    const Vec2 w = cast->castIsA ? va - vb : vb - va, end = cast->centre + w;
    // (the query takes two points: a motion they cannot hold exactly is not the pair's, so not asked)
    if (!exactDifference(cast->castIsA ? va : vb, cast->castIsA ? vb : va, w) ||
        !exactDifference(end, cast->centre, w)) {
      v.note =
          "the query's end point (its centre plus the relative motion) cannot hold the motion in doubles";
      return v;
    }
    cpSegmentQueryInfo info;
    const cpVect from = cv(cast->centre), to = cv(end);
    if (cpShapeSegmentQuery(other.get(), from, to, cast->radius, &info)) {
      v.answer = 1, v.time = info.alpha;
      // (Chipmunk's normal points out of the shape hit, toward the disk: from a to b when the disk is b; a
      // query starting on the surface normalizes the zero vector to zero: none)
      const double sign = cast->castIsA ? -1 : 1;
      if (info.normal.x != 0 || info.normal.y != 0)
        v.normal = Vec2{sign * info.normal.x, sign * info.normal.y};
    } else {
      v.answer = 0;
    }
    return v;
  }
  std::optional<Reproducer> motionReproducer(const Shape& a, Vec2 va, const Shape& b,
                                             Vec2 vb) const override {
    const auto cast = castOf(a, b);
    if (!cast) return std::nullopt;
    const Vec2 w = cast->castIsA ? va - vb : vb - va;
    return segmentQueryProgram(cast->castIsA ? b : a, cast->centre, cast->centre + w, cast->radius);
  }

 private:
  std::string name_ = "chipmunk.cpShapeSegmentQuery";
  Conventions conventions_;
};

const Registration segmentQuery{{"chipmunk.cpShapeSegmentQuery",
                                 "Chipmunk2D 7's cpShapeSegmentQuery with a radius: a point or a circle cast "
                                 "along its motion, in motion, "
                                 "in double (pair types with a point or a circle)",
                                 [] { return std::make_unique<SegmentQueryJudge>(); }, true}};
const Registration chipmunk{{"chipmunk.cpShapesCollide",
                             "Chipmunk2D 7's cpShapesCollide has contact points, in double (every pair type)",
                             [] { return std::make_unique<ChipmunkJudge>(); }, true}};

}  // namespace
}  // namespace hitlab::judge
