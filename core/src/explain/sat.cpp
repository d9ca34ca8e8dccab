// sat.cpp — convex polygons, rects and circles by the separating axis test of seed 004: axis by axis, the
// edge and its normal, both projection intervals, gap or overlap, the early exit at the first separating
// axis, a circle's extra axis, the minimum translation vector, and the theorem behind it. A polygon that is
// not convex explains its own error (the theorem needs convex sets).
#include <algorithm>
#include <cmath>

#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

bool isArea(const Shape& s) { return std::holds_alternative<Rect>(s) || std::holds_alternative<Polygon>(s); }

bool accepts(const Shape& a, const Shape& b, bool& swap) {
  swap = false;
  const bool circleA = std::holds_alternative<Circle>(a), circleB = std::holds_alternative<Circle>(b);
  return (isArea(a) || circleA) && (isArea(b) || circleB) && !(circleA && circleB);
}

// The corners or vertices of a rect or polygon (a circle has none).
std::vector<Vec2> vertices(const Shape& s) {
  if (auto* r = std::get_if<Rect>(&s)) {
    auto c = rectCorners(*r);
    return {c.begin(), c.end()};
  }
  if (auto* p = std::get_if<Polygon>(&s)) return p->points;
  return {};
}

// The pair's box, to draw the axes beside it.
void pairBox(const Shape& a, const Shape& b, Vec2& lo, Vec2& hi) {
  lo = {INFINITY, INFINITY}, hi = {-INFINITY, -INFINITY};
  for (const Shape* s : {&a, &b}) {
    std::vector<Vec2> pts = vertices(*s);
    double r = 0;
    if (auto* c = std::get_if<Circle>(s)) pts = {c->center}, r = c->radius;
    for (Vec2 p : pts)
      lo = {std::min(lo.x, p.x - r), std::min(lo.y, p.y - r)},
      hi = {std::max(hi.x, p.x + r), std::max(hi.y, p.y + r)};
  }
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const PairResult& r = pair.result;
  if (!r.error.empty()) {
    Step invalid = makeStep("polygon.invalid", pair);
    invalid.words.push_back({"why", r.error});
    for (const Shape* s : {&pair.a, &pair.b}) {
      const std::vector<Vec2> v = vertices(*s);
      for (std::size_t i = 0; i < v.size(); ++i)
        invalid.marks.push_back(segmentMark(v[i], v[(i + 1) % v.size()], -1));
    }
    steps.push_back(invalid);
    steps.push_back(makeStep("sat.concave", pair));
    return;
  }
  if (!r.sat) return;
  const SatResult& sat = *r.sat;
  const std::vector<Vec2> va = vertices(pair.a), vb = vertices(pair.b);
  const bool circle = std::holds_alternative<Circle>(pair.a) || std::holds_alternative<Circle>(pair.b);
  Step intro = makeStep(circle ? "sat.intro.circle" : "sat.intro", pair);
  intro.values = {{"count", static_cast<double>(sat.axes.size())},
                  {"na", static_cast<double>(va.size())},
                  {"nb", static_cast<double>(vb.size())}};
  steps.push_back(intro);
  Vec2 lo, hi;
  pairBox(pair.a, pair.b, lo, hi);
  const double size = std::max(hi.x - lo.x, hi.y - lo.y);
  for (std::size_t k = 0; k < sat.axes.size(); ++k) {
    const SatAxis& ax = sat.axes[k];
    const char* kind =
        ax.separating ? "sat.axis.gap" : (ax.overlap == 0 ? "sat.axis.touch" : "sat.axis.overlap");
    Step step = makeStep(ax.edge < 0 ? std::string(kind) + ".circle" : kind, pair);
    step.values = {{"k", static_cast<double>(k)},
                   {"edge", static_cast<double>(ax.edge)},
                   {"nx", ax.axis.x},
                   {"ny", ax.axis.y},
                   {"aMin", ax.aMin},
                   {"aMax", ax.aMax},
                   {"bMin", ax.bMin},
                   {"bMax", ax.bMax},
                   {"overlap", ax.overlap},
                   {"gap", -ax.overlap}};
    step.words.push_back({"owner", std::string(ax.owner == 'a' ? pair.nameA : pair.nameB)});
    // The axis beside the pair: points with projection t on it are t n + s perp(n), s past the pair's box.
    const Vec2 n = ax.axis, side{-n.y, n.x};
    double s = -INFINITY;
    for (Vec2 c : {lo, hi, Vec2{lo.x, hi.y}, Vec2{hi.x, lo.y}}) s = std::max(s, dot(c, side));
    s += 0.15 * size;
    auto at = [&](double t, double offset) { return t * n + (s + offset) * side; };
    const double lowest = std::min(ax.aMin, ax.bMin), highest = std::max(ax.aMax, ax.bMax);
    step.marks.push_back({Mark::Kind::Axis, at(lowest, 0), at(highest, 0), {}, 0, ax.separating ? 1 : 0, ""});
    step.marks.push_back({Mark::Kind::Interval,
                          at(ax.aMin, 0.03 * size),
                          at(ax.aMax, 0.03 * size),
                          {},
                          0,
                          0,
                          std::string(pair.nameA)});
    step.marks.push_back({Mark::Kind::Interval,
                          at(ax.bMin, -0.03 * size),
                          at(ax.bMax, -0.03 * size),
                          {},
                          0,
                          2,
                          std::string(pair.nameB)});
    // Each interval is built from the shape's extreme vertices: their perpendiculars to the axis.
    for (const std::vector<Vec2>* v : {&va, &vb}) {
      if (v->empty()) continue;
      const double offset = v == &va ? 0.03 * size : -0.03 * size;
      Vec2 lowV = (*v)[0], highV = (*v)[0];
      for (Vec2 p : *v) {
        if (dot(p, n) < dot(lowV, n)) lowV = p;
        if (dot(p, n) > dot(highV, n)) highV = p;
      }
      for (Vec2 p : {lowV, highV}) step.marks.push_back(segmentMark(p, at(dot(p, n), offset), 3));
    }
    const std::vector<Vec2>& owner = ax.owner == 'a' ? va : vb;
    if (ax.edge >= 0 && static_cast<std::size_t>(ax.edge) < owner.size())
      step.marks.push_back(segmentMark(owner[ax.edge], owner[(ax.edge + 1) % owner.size()], 2, "edge"));
    steps.push_back(step);
    if (static_cast<int>(k) == sat.firstSeparating) {
      Step exit = makeStep("sat.early_exit", pair);
      exit.values = {{"k", static_cast<double>(k)}, {"left", static_cast<double>(sat.axes.size() - k - 1)}};
      exit.marks = step.marks;  // (the separating axis stays in view)
      steps.push_back(exit);
      break;
    }
  }
  const char* verdict = sat.firstSeparating >= 0           ? "sat.verdict.separated"
                        : r.relation == Relation::Touching ? "sat.verdict.touching"
                                                           : "sat.verdict.overlapping";
  steps.push_back(makeStep(verdict, pair));
  if (r.mtv) {
    Step mtv = makeStep("sat.mtv", pair);
    mtv.values = {{"x", r.mtv->x}, {"y", r.mtv->y}, {"depth", r.depth}};
    const Vec2 from = 0.5 * (lo + hi);
    mtv.marks = {arrowMark(from, from + *r.mtv, 2, "mtv")};
    steps.push_back(mtv);
  }
  steps.push_back(makeStep("sat.theorem", pair));
}

}  // namespace

Family satFamily() { return {"sat", accepts, build}; }

}  // namespace hitlab::explain::detail
