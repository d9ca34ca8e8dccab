// invariants.cpp — the twins of a pair and how their results must match (hitlab/invariants.h).
#include "hitlab/invariants.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

#include "hitlab/scene_io.h"
#include "pairs/scaling.h"

namespace hitlab {

namespace {

template <class MapPoint>
Shape mapped(const Shape& s, MapPoint m) {
  return std::visit(
      [&](const auto& x) -> Shape {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          return Point{m(x.p)};
        } else if constexpr (std::is_same_v<S, Segment>) {
          return Segment{m(x.a), m(x.b)};
        } else if constexpr (std::is_same_v<S, Circle>) {
          return Circle{m(x.center), x.radius};
        } else if constexpr (std::is_same_v<S, Rect>) {  // (min and max stay min and max)
          const Vec2 p = m(x.min), q = m(x.max);
          return Rect{
              {std::min(p.x, q.x), std::min(p.y, q.y)}, {std::max(p.x, q.x), std::max(p.y, q.y)}, x.radius};
        } else if constexpr (std::is_same_v<S, Polygon>) {
          Polygon p;
          p.radius = x.radius;
          for (Vec2 v : x.points) p.points.push_back(m(v));
          return p;
        } else if constexpr (std::is_same_v<S, Capsule>) {
          return Capsule{m(x.a), m(x.b), x.radius};
        } else {
          static_assert(kUntaughtShape<S>, "mapped: a shape type it does not map");
        }
      },
      s);
}

bool hasSubnormal(const Shape& s) {
  bool any = false;
  forEachValue(s, [&](double v) { any = any || (v != 0 && std::fabs(v) < DBL_MIN); });
  return any;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

Containment swappedContainment(Containment c) {
  return c == Containment::AInB ? Containment::BInA : c == Containment::BInA ? Containment::AInB : c;
}

// Every point within tol of one of the other list's, both ways (two points a few ulps apart may round into
// one, and a transform may order them otherwise).
bool samePointSet(const std::vector<Vec2>& want, const std::vector<Vec2>& got, double tol) {
  auto covered = [&](const std::vector<Vec2>& from, const std::vector<Vec2>& by) {
    return std::all_of(from.begin(), from.end(), [&](Vec2 p) {
      return std::any_of(by.begin(), by.end(), [&](Vec2 q) { return length(p - q) <= tol; });
    });
  };
  return covered(want, got) && covered(got, want);
}

}  // namespace

// [SECTION] Exact transforms

bool scaledExactly(const Shape& s, int k, Shape& out) {
  bool exact = true;  // (an overflow reads back as infinity: not exact either)
  out = detail::scaledShape(s, k, exact);
  return exact;
}

bool translatesExactly(const Shape& s, Vec2 d) {
  bool exact = true;
  auto check = [&](Vec2 p) {
    for (auto [x, t] : {std::pair{p.x, d.x}, std::pair{p.y, d.y}}) {
      const double sum = x + t, bb = sum - x;  // error-free sum: exact when its low part is zero
      exact = exact && std::isfinite(sum) && (x - (sum - bb)) + (t - bb) == 0;
    }
    return p;
  };
  mapped(s, check);
  return exact;
}

Shape mirroredX(const Shape& s) {
  return mapped(s, [](Vec2 p) { return Vec2{-p.x, p.y}; });
}

Shape mirroredY(const Shape& s) {
  return mapped(s, [](Vec2 p) { return Vec2{p.x, -p.y}; });
}

Shape otherWinding(const Shape& s) {
  if (auto* p = std::get_if<Polygon>(&s)) return Polygon{{p->points.rbegin(), p->points.rend()}};
  return s;
}

Shape rectAsPolygon(const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s); r && r->max.x > r->min.x && r->max.y > r->min.y) {
    auto c = rectCorners(*r);
    return Polygon{{c.begin(), c.end()}};
  }
  return s;
}

// [SECTION] The twins of a pair

std::vector<InvariantTwin> invariantTwins(const Shape& a, const Shape& b) {
  using K = InvariantTwin::Kind;
  std::vector<InvariantTwin> out;
  out.push_back({K::Swapped, "swapped (b, a)", b, a});
  out.push_back({K::MirroredX, "mirrored in x", mirroredX(a), mirroredX(b)});
  out.push_back({K::MirroredY, "mirrored in y", mirroredY(a), mirroredY(b)});
  if (std::holds_alternative<Polygon>(a) || std::holds_alternative<Polygon>(b))
    out.push_back({K::OtherWinding, "polygons in the other winding", otherWinding(a), otherWinding(b)});
  if (Shape pa = rectAsPolygon(a), pb = rectAsPolygon(b); !(pa == a && pb == b))
    out.push_back({K::RectsAsPolygons, "rects as polygons", pa, pb});
  // Moved by a few units of the pair's own scale (exact for most pairs; left out where a sum would round).
  const double unit = std::ldexp(1.0, std::ilogb(std::max(pairScale(a, b), DBL_MIN)));
  const Vec2 d{3 * unit, -5 * unit};
  if (translatesExactly(a, d) && translatesExactly(b, d))
    out.push_back({K::Translated, "translated by (" + number(d.x) + ", " + number(d.y) + ")",
                   translated(a, d), translated(b, d), d});
  for (int k : {-512, -64, 64, 512}) {
    InvariantTwin t{K::Scaled, "scaled by 2^" + std::to_string(k), {}, {}, {}, k};
    if (!scaledExactly(a, k, t.a) || !scaledExactly(b, k, t.b)) continue;
    t.bitwise = !hasSubnormal(a) && !hasSubnormal(b) && !hasSubnormal(t.a) && !hasSubnormal(t.b);
    out.push_back(std::move(t));
  }
  return out;
}

// [SECTION] Comparing a twin's result with the pair's

namespace {

// What a point of the pair's result is in the twin's frame, and the factor on its lengths.
Vec2 toTwin(Vec2 p, const InvariantTwin& t) {
  using K = InvariantTwin::Kind;
  switch (t.kind) {
    case K::MirroredX:
      return {-p.x, p.y};
    case K::MirroredY:
      return {p.x, -p.y};
    case K::Translated:
      return p + t.shift;
    case K::Scaled:
      return {std::ldexp(p.x, t.power), std::ldexp(p.y, t.power)};
    default:
      return p;
  }
}

double lengthFactor(const InvariantTwin& t) {
  return t.kind == InvariantTwin::Kind::Scaled ? std::ldexp(1.0, t.power) : 1.0;
}

}  // namespace

std::string twinDifference(const InvariantTwin& twin, const PairResult& r, const PairResult& rt, double tol) {
  using K = InvariantTwin::Kind;
  if (rt.error.empty() != r.error.empty()) return "error: '" + r.error + "' against '" + rt.error + "'";
  if (!r.error.empty()) return "";
  if (rt.relation != r.relation)
    return std::string("relation: ") + relationName(r.relation) + " against " + relationName(rt.relation);
  const Containment contained = twin.kind == K::Swapped ? swappedContainment(r.containment) : r.containment;
  if (rt.containment != contained)
    return std::string("containment: ") + containmentName(contained) + " against " +
           containmentName(rt.containment);
  if (rt.sat.has_value() != r.sat.has_value()) return "SAT: present in one only";
  if (r.sat && (rt.sat->firstSeparating >= 0) != (r.sat->firstSeparating >= 0))
    return "SAT: a separating axis in one only";

  // Lengths and points: what the pair's would be in the twin's frame, and how close they must be.
  const double scale = lengthFactor(twin);
  double tolerance = tol;
  bool bitwise = twin.kind == K::Swapped;
  if (twin.kind == K::Scaled)
    tolerance = std::max(std::ldexp(tol, twin.power), 4 * DBL_TRUE_MIN), bitwise = twin.bitwise;
  auto same = [&](double v, double vt) {
    const double want = v * scale;
    const bool normal = v == 0 || (std::fabs(v) >= DBL_MIN && std::fabs(want) >= DBL_MIN);
    return bitwise && normal ? want == vt : std::fabs(want - vt) <= tolerance;
  };
  if (!same(r.distance, rt.distance))
    return "distance: " + number(r.distance * scale) + " against " + number(rt.distance);
  if (!same(r.depth, rt.depth)) return "depth: " + number(r.depth * scale) + " against " + number(rt.depth);
  std::vector<Vec2> want;
  for (Vec2 p : r.points) want.push_back(toTwin(p, twin));
  const bool pointsAlike =
      bitwise && twin.kind == K::Swapped ? want == rt.points : samePointSet(want, rt.points, tolerance);
  if (!pointsAlike)
    return "outline points: " + std::to_string(want.size()) + " against " + std::to_string(rt.points.size()) +
           (want.size() == rt.points.size() ? " at other places" : "");
  return "";
}

InvariantReport checkInvariants(const Shape& a, const Shape& b,
                                const std::function<PairResult(const Shape&, const Shape&)>& eval) {
  auto run = [&](const Shape& x, const Shape& y) {
    if (eval) return eval(x, y);
    PairResult r = evaluate(x, y);
    roundPrinted(x, y, r);
    return r;
  };
  const PairResult r = run(a, b);
  const double tol = std::max(1e-9 * pairScale(a, b), 4 * DBL_TRUE_MIN);
  InvariantReport report;
  for (InvariantTwin& t : invariantTwins(a, b)) {
    ++report.checked;
    std::string why = twinDifference(t, r, run(t.a, t.b), tol);
    if (!why.empty()) report.findings.push_back({std::move(t), std::move(why)});
  }
  return report;
}

// [SECTION] The regression scene

Scene invariantScene(const Shape& a, const Shape& b, const std::string& idA, const std::string& idB) {
  using K = InvariantTwin::Kind;
  Scene scene;
  scene.shapes = {{idA, a}, {idB, b}};
  PairResult r = evaluate(a, b, idA, idB);
  roundPrinted(a, b, r);
  scene.expect.push_back(expectationFrom(idA, idB, r));
  for (const InvariantTwin& t : invariantTwins(a, b)) {
    static const char* const kSuffix[] = {"",       "_mirror_x", "_mirror_y", "_winding", "_as_polygon",
                                          "_moved", "_scaled"};
    std::string suffix = kSuffix[static_cast<int>(t.kind)];
    if (t.kind == K::Scaled) suffix += (t.power < 0 ? "_m" : "_") + std::to_string(std::abs(t.power));
    const std::string ta = t.kind == K::Swapped ? idB : idA + suffix,
                      tb = t.kind == K::Swapped ? idA : idB + suffix;
    if (t.kind != K::Swapped) scene.shapes.push_back({ta, t.a}), scene.shapes.push_back({tb, t.b});
    Expectation e;
    e.a = ta, e.b = tb;
    if (!r.error.empty()) {
      e.error = true;
    } else {
      e.relation = r.relation;
      e.containment = t.kind == K::Swapped ? swappedContainment(r.containment) : r.containment;
      std::vector<Vec2> points;
      for (Vec2 p : r.points) points.push_back(toTwin(p, t));
      std::sort(points.begin(), points.end(),
                [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
      e.points = points;
      e.distance = r.distance * lengthFactor(t), e.depth = r.depth * lengthFactor(t);
    }
    scene.expect.push_back(std::move(e));
  }
  return scene;
}

}  // namespace hitlab
