// grown.cpp — a capsule or a rounded rect or polygon against any shape: every shape as a core grown by a
// radius (a capsule its segment, a rounded rect or polygon its plain one, a disk its center, the others
// themselves by 0), the cores' nearest points, and their distance against the sum of the radii.
#include <cmath>

#include "explain/family.h"
#include "pairs/constructions.h"
#include "pairs/predicates.h"

namespace hitlab::explain::detail {

namespace {

bool isGrown(const Shape& s) { return std::holds_alternative<Capsule>(s) || roundingOf(s) != 0; }

bool accepts(const Shape& a, const Shape& b, bool& swap) {
  swap = !isGrown(a);
  return isGrown(a) || isGrown(b);
}

// A shape's core (its vertices: one, two, or a polygon's) and radius.
struct Core {
  std::vector<Vec2> v;
  double r = 0;
  const char* word = "@point";
};
Core coreOf(const Shape& s) {
  Core c;
  if (auto* k = std::get_if<Capsule>(&s)) c = {{k->a, k->b}, k->radius, "@segment"};
  if (auto* d = std::get_if<Circle>(&s)) c = {{d->center}, d->radius, "@point"};
  if (auto* p = std::get_if<Point>(&s)) c = {{p->p}, 0, "@point"};
  if (auto* g = std::get_if<Segment>(&s)) c = {{g->a, g->b}, 0, "@segment"};
  if (auto* r = std::get_if<Rect>(&s)) {
    c = {{}, r->radius, "@rect"};
    for (Vec2 p : rectCorners(*r)) c.v.push_back(p);
  }
  if (auto* g = std::get_if<Polygon>(&s)) c = {g->points, g->radius, "@polygon"};
  return c;
}

// The core as a shape of its own (exactly: classify decides whether two cores meet).
Shape coreShape(const Shape& s) {
  if (auto* k = std::get_if<Capsule>(&s)) return Segment{k->a, k->b};
  if (auto* d = std::get_if<Circle>(&s)) return Point{d->center};
  if (auto* r = std::get_if<Rect>(&s)) return Rect{r->min, r->max};
  if (auto* g = std::get_if<Polygon>(&s)) return Polygon{g->points};
  return s;
}

// Edge i of a core (a point's is the point, a segment's itself).
std::pair<Vec2, Vec2> edgeOf(const Core& c, std::size_t i) {
  return {c.v[i], c.v[c.v.size() < 3 ? c.v.size() - 1 : (i + 1) % c.v.size()]};
}
std::size_t edgeCount(const Core& c) { return c.v.size() < 3 ? 1 : c.v.size(); }

// The cores' nearest points P (on a's core) and Q, and their distance, each number rounded once from its
// exact value: the vertex-edge pair nearest by the rounded squares (a tie between pairs only picks which of
// equally near points is shown), the foot on the edge a rational point, the distance a root.
struct Nearest {
  Vec2 p, q;
  double d = 0;
};
Nearest nearestPoints(const Core& a, const Core& b) {
  double best = INFINITY;
  Vec2 vertex, e0, e1;
  bool fromA = true;
  for (int way = 0; way < 2; ++way) {
    const Core &from = way == 0 ? a : b, &to = way == 0 ? b : a;
    for (Vec2 p : from.v)
      for (std::size_t j = 0; j < edgeCount(to); ++j) {
        const auto [f0, f1] = edgeOf(to, j);
        const double s = hitlab::detail::vertexEdgeSquare(p.x, p.y, f0.x, f0.y, f1.x, f1.y);
        if (s < best) best = s, vertex = p, e0 = f0, e1 = f1, fromA = way == 0;
      }
  }
  // The foot e0 + t (e1 - e0), t = clamp((p - e0) . d / |d|^2, 0, 1), each coordinate rounded once.
  using hitlab::detail::dotSign;
  Vec2 q = e0;
  if (e1 == e0 || dotSign(e0, e1, e0, vertex) <= 0) {
    q = e0;
  } else if (dotSign(e0, e1, e1, vertex) >= 0) {
    q = e1;
  } else {
    auto foot = [&](bool y) {
      return hitlab::detail::roundedRational([&](auto tag) {
        using T = typename decltype(tag)::type;
        const exact::V2<T> o = exact::lift<T>(e0), d = exact::lift<T>(e1) - o, w = exact::lift<T>(vertex) - o;
        const T L = exact::dotT(d, d), t = exact::dotT(d, w);
        return std::pair<T, T>{T((y ? o.y : o.x) * L + (y ? d.y : d.x) * t), L};
      });
    };
    q = {foot(false), foot(true)};
  }
  const double d = hitlab::detail::roundedSegmentDistance(vertex, e0, e1);
  return fromA ? Nearest{vertex, q, d} : Nearest{q, vertex, d};
}

// SAT for grown shapes (when the pair reports it): each interval the core's widened by the radius; the axis
// shown is the first that separates, else the one of least overlap.
void satStep(const PairView& pair, const Core& a, const Core& b, std::vector<Step>& steps) {
  if (!pair.result.sat || pair.result.sat->axes.empty()) return;
  const SatResult& sat = *pair.result.sat;
  std::size_t k = 0;
  if (sat.firstSeparating >= 0) {
    k = static_cast<std::size_t>(sat.firstSeparating);
  } else {
    for (std::size_t i = 1; i < sat.axes.size(); ++i)
      if (sat.axes[i].overlap < sat.axes[k].overlap) k = i;
  }
  const SatAxis& ax = sat.axes[k];
  Step s = makeStep("grown.sat", pair);
  s.values = {{"n", static_cast<double>(sat.axes.size())},
              {"k", static_cast<double>(k + 1)},
              {"x", ax.axis.x},
              {"y", ax.axis.y},
              {"aMin", ax.aMin},
              {"aMax", ax.aMax},
              {"bMin", ax.bMin},
              {"bMax", ax.bMax},
              {"ra", a.r},
              {"rb", b.r}};
  s.words.push_back({"verdict", ax.separating ? "@sat_apart" : "@sat_meet"});
  steps.push_back(s);
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const Core a = coreOf(pair.a), b = coreOf(pair.b);
  if (a.v.empty() || b.v.empty()) return;
  auto coreMarks = [](const Core& c, int tone) {
    std::vector<Mark> marks;
    for (std::size_t j = 0; j < edgeCount(c); ++j) {
      const auto [e0, e1] = edgeOf(c, j);
      marks.push_back(e0 == e1 ? pointMark(e0, tone) : segmentMark(e0, e1, tone));
    }
    return marks;
  };
  const double R = a.r + b.r;  // (shown rounded; the decisions take the exact sum)
  Step intro = makeStep("grown.cores", pair);
  intro.values = {{"ra", a.r}, {"rb", b.r}, {"R", R}};
  intro.words.push_back({"coreA", a.word}),
      intro.words.push_back({"coreB", b.word});  // ({a}, {b}: makeStep's)
  intro.marks = coreMarks(a, 2);
  for (const Mark& m : coreMarks(b, 2)) intro.marks.push_back(m);
  intro.formulaPart = "R = ra + rb";
  steps.push_back(intro);
  if (!pair.result.error.empty()) return;

  const auto [p, q, d] = nearestPoints(a, b);
  if (classify(coreShape(pair.a), coreShape(pair.b)) != Relation::Disjoint) {
    Step meet = makeStep("grown.cores_meet", pair);
    meet.values = {{"x", p.x}, {"y", p.y}};
    meet.marks = {pointMark(p, -1)};
    meet.formulaPart = "d <= R";
    steps.push_back(meet);
    satStep(pair, a, b, steps);
    return;
  }
  Step nearest = makeStep("grown.nearest", pair);
  nearest.values = {{"x1", p.x}, {"y1", p.y}, {"x2", q.x}, {"y2", q.y}, {"d", d}, {"R", R}};
  const Relation rel = pair.result.relation;
  nearest.words.push_back(
      {"cmp", comparison(rel == Relation::Overlapping ? -1 : (rel == Relation::Touching ? 0 : 1))});
  nearest.marks = {segmentMark(p, q, 2, "d"),
                   pointMark(p, 2, "P"),
                   pointMark(q, 2, "Q"),
                   {Mark::Kind::Circle, p, {}, {}, a.r, 3, ""},
                   {Mark::Kind::Circle, q, {}, {}, b.r, 3, ""}};
  nearest.formulaPart = "d <= R";
  steps.push_back(nearest);
  satStep(pair, a, b, steps);
}

const bool kRegistered =
    registerFamily({"grown", 35, accepts, build});  // (before rect-rect and sat: rounded ones)

}  // namespace

}  // namespace hitlab::explain::detail
