// sat.cpp — convex polygons, rects and circles by the separating axis test of the separating hyperplane
// article: axis by axis, the
// edge and its normal, both projection intervals, gap or overlap, the early exit at the first separating
// axis, a circle's extra axis, the minimum translation vector, and the theorem behind it. A polygon that is
// not convex explains its own error (the theorem needs convex sets).
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "explain/family.h"
#include "pairs/constructions.h"
#include "pairs/point_set.h"
#include "pairs/predicates.h"

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

// The exact sign of the overlap of the closed projection intervals on an axis: -1 a gap, 0 they share an
// end, +1 they overlap. SatAxis's flag says exactly whether there is a gap; "share an end" or "overlap"
// takes the same exact comparison (detail::overlapSign) on the axis as the SAT defines it: an edge's
// normal, or the circle's center towards the nearest vertex. The rounded interval ends cannot tell.
int exactOverlapSign(const PairView& pair, const SatAxis& ax, const std::vector<Vec2>& va,
                     const std::vector<Vec2>& vb) {
  if (ax.separating) return -1;
  const int rounded = ax.overlap > 0 ? 1 : 0;
  hitlab::detail::AxisDef def;
  if (ax.edge >= 0) {
    const std::vector<Vec2>& v = ax.owner == 'a' ? va : vb;
    if (static_cast<std::size_t>(ax.edge) >= v.size()) return rounded;
    def = {v[static_cast<std::size_t>(ax.edge)], v[(static_cast<std::size_t>(ax.edge) + 1) % v.size()], true};
  } else {  // the circle's axis: from its center to the other shape's nearest vertex (lowest index on a tie)
    const Circle* c = std::get_if<Circle>(ax.owner == 'a' ? &pair.a : &pair.b);
    const std::vector<Vec2>& v = ax.owner == 'a' ? vb : va;
    if (!c || v.empty()) return rounded;
    std::size_t nearest = 0;
    for (std::size_t i = 1; i < v.size(); ++i)
      if (dot(v[i] - c->center, v[i] - c->center) < dot(v[nearest] - c->center, v[nearest] - c->center))
        nearest = i;
    def = {c->center, v[nearest], false};
  }
  if (def.p == def.q) return rounded;
  const int sign =
      hitlab::detail::overlapSign(hitlab::detail::toGeom(pair.a), hitlab::detail::toGeom(pair.b), def);
  return sign < 0 ? rounded : sign;  // (a gap the flag does not report: trust the flag)
}

// The pair's box, to draw the axes beside it.
// Where an axis is drawn (family.h's AxisPlace), and what is drawn on it.
struct AxisPicture : AxisPlace {
  // The axis, both projection intervals on it, and the perpendiculars from the extreme vertices that build
  // each interval (va, vb: the shapes' vertices; a circle has none).
  void draw(const SatAxis& ax, const PairView& pair, const std::vector<Vec2>& va, const std::vector<Vec2>& vb,
            std::vector<Mark>& marks) const {
    const Vec2 n = ax.axis;
    const double lowest = std::min(ax.aMin, ax.bMin), highest = std::max(ax.aMax, ax.bMax);
    const double offA = 0.03 * size, offB = -0.03 * size;
    marks.push_back(
        {Mark::Kind::Axis, at(n, lowest, 0), at(n, highest, 0), {}, 0, ax.separating ? 1 : 0, ""});
    marks.push_back({Mark::Kind::Interval,
                     at(n, ax.aMin, offA),
                     at(n, ax.aMax, offA),
                     {},
                     0,
                     0,
                     std::string(pair.nameA)});
    marks.push_back({Mark::Kind::Interval,
                     at(n, ax.bMin, offB),
                     at(n, ax.bMax, offB),
                     {},
                     0,
                     2,
                     std::string(pair.nameB)});
    for (const std::vector<Vec2>* v : {&va, &vb}) {
      if (v->empty()) continue;
      Vec2 lowV = (*v)[0], highV = (*v)[0];
      for (Vec2 p : *v) {
        if (dot(p, n) < dot(lowV, n)) lowV = p;
        if (dot(p, n) > dot(highV, n)) highV = p;
      }
      for (Vec2 p : {lowV, highV})
        marks.push_back(segmentMark(p, at(n, dot(p, n), v == &va ? offA : offB), 3));
    }
  }
};

// The close, the separating hyperplane theorem in pictures. Apart: the separating line (all points with
// projection c, c between the near ends of the intervals) across the pair, and the 1-D picture beside it:
// the two intervals with c between them. Touching: an axis on which the intervals share only an end, and
// the line through that end (each shape on its closed side). Overlapping: the axis of least overlap, and no
// line.
Step theoremStep(const PairView& pair, const SatResult& sat, const AxisPicture& picture,
                 const std::vector<Vec2>& va, const std::vector<Vec2>& vb, const std::vector<int>& signs) {
  if (sat.firstSeparating >= 0) {
    const SatAxis& ax = sat.axes[static_cast<std::size_t>(sat.firstSeparating)];
    // As the article does, the axis is flipped (v = -n) when a lies on its upper side, so that a is below c.
    const bool aBelow = ax.aMax < ax.bMin || (ax.aMax == ax.bMin && ax.aMin < ax.bMin);
    const double flip = aBelow ? 1 : -1;
    const double nearA = flip * (aBelow ? ax.aMax : ax.aMin), nearB = flip * (aBelow ? ax.bMin : ax.bMax);
    // c: the midpoint of the printed near ends, rounded once.
    const double c = hitlab::detail::roundedRational([&](auto tag) {
      using T = typename decltype(tag)::type;
      return std::pair<T, T>{T(T(nearA) + T(nearB)), T(2)};
    });
    const Vec2 n = flip * ax.axis, side{-n.y, n.x};
    Step step = makeStep(ax.edge >= 0 ? "sat.theorem" : "sat.theorem.circle", pair);
    step.values = {{"nx", n.x},      {"ny", n.y},      {"c", c},
                   {"nearA", nearA}, {"nearB", nearB}, {"edge", static_cast<double>(ax.edge)}};
    step.words.push_back({"owner", std::string(ax.owner == 'a' ? pair.nameA : pair.nameB)});
    double sLo, sHi;
    picture.sideRange(side, sLo, sHi);
    const double reach = 0.1 * picture.size;
    step.marks.push_back(segmentMark(c * n + (sLo - reach) * side, c * n + (sHi + reach) * side, 1));
    picture.draw(ax, pair, va, vb, step.marks);
    // (On the axis as draw() placed it, along the unflipped axis: c there is flip * c.)
    step.marks.push_back(pointMark(picture.at(ax.axis, flip * c, 0), 1, "c"));
    return step;
  }
  // Touching (the pair's exact relation): an axis whose intervals share only an end (exactly).
  const SatAxis* shared = nullptr;
  for (std::size_t k = 0; k < sat.axes.size() && !shared; ++k)
    if (signs[k] == 0) shared = &sat.axes[k];
  if (shared && pair.result.relation == Relation::Touching) {
    const SatAxis& ax = *shared;
    // The shared end: a's top and b's bottom, or b's top and a's bottom (the nearer pair of rounded ends).
    const double end = std::fabs(ax.aMax - ax.bMin) <= std::fabs(ax.bMax - ax.aMin) ? ax.aMax : ax.aMin;
    Step step = makeStep("sat.theorem.touching", pair);
    step.values = {{"nx", ax.axis.x}, {"ny", ax.axis.y}, {"c", end}};
    const Vec2 n = ax.axis, side{-n.y, n.x};
    double sLo, sHi;
    picture.sideRange(side, sLo, sHi);
    const double reach = 0.1 * picture.size;
    step.marks.push_back(segmentMark(end * n + (sLo - reach) * side, end * n + (sHi + reach) * side, 2));
    picture.draw(ax, pair, va, vb, step.marks);
    return step;
  }
  // Overlapping: the axis of least overlap.
  Step step = makeStep("sat.theorem.meeting", pair);
  // (Among the axes whose intervals properly overlap: a flat shape's single point says nothing of depth.)
  const SatAxis* least = nullptr;
  for (int pass = 0; pass < 2 && !least; ++pass)
    for (std::size_t k = 0; k < sat.axes.size(); ++k)
      if ((pass == 1 || signs[k] == 1) && (!least || sat.axes[k].overlap < least->overlap))
        least = &sat.axes[k];
  if (least) {
    step.values = {{"nx", least->axis.x}, {"ny", least->axis.y}, {"overlap", least->overlap}};
    picture.draw(*least, pair, va, vb, step.marks);
  }
  return step;
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const PairResult& r = pair.result;
  if (!r.error.empty()) {
    Step invalid = makeStep("polygon.invalid", pair);
    const PolygonProblem problem = polygonProblemOf(pair);
    addProblemWords(problem, invalid);
    for (const Shape* s : {&pair.a, &pair.b}) {
      const std::vector<Vec2> v = vertices(*s);
      for (std::size_t i = 0; i < v.size(); ++i)
        invalid.marks.push_back(segmentMark(v[i], v[(i + 1) % v.size()], -1));
    }
    steps.push_back(invalid);
    // Why the test needs convex shapes; a reflex vertex marked where there is one.
    const char* why = problem.key == "problem.reflex"              ? "sat.concave"
                      : problem.key == "problem.self_intersecting" ? "sat.self_intersecting"
                                                                   : "sat.degenerate";
    Step concave = makeStep(why, pair);
    addProblemWords(problem, concave);
    if (problem.polygon && problem.vertex >= 0)
      concave.marks.push_back(
          pointMark(problem.polygon->points[static_cast<std::size_t>(problem.vertex)], 2));
    steps.push_back(concave);
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
  AxisPicture picture;
  static_cast<AxisPlace&>(picture) = AxisPlace::of(pair.a, pair.b);
  // The exact sign of each axis's overlap: the sentences follow it, never the rounded numbers.
  std::vector<int> signs(sat.axes.size());
  for (std::size_t k = 0; k < sat.axes.size(); ++k) {
    const SatAxis& ax = sat.axes[k];
    signs[k] = exactOverlapSign(pair, ax, va, vb);
    // A shape flat across the axis (a degenerate rect) projects to a single point; inside the other interval
    // it meets it in the middle, not at an end (2: the sentence says so).
    const bool aWithin = ax.aMin == ax.aMax && ax.aMin > ax.bMin && ax.aMin < ax.bMax;
    const bool bWithin = ax.bMin == ax.bMax && ax.bMin > ax.aMin && ax.bMin < ax.aMax;
    if (!ax.separating && (aWithin || bWithin)) signs[k] = 2;
  }
  for (std::size_t k = 0; k < sat.axes.size(); ++k) {
    const SatAxis& ax = sat.axes[k];
    // (The overlap is rounded once, so its negation is the gap rounded once: a gap that is the pair's
    // distance prints as the distance does.)
    const double gap = -ax.overlap;
    std::string kind = signs[k] < 0    ? "sat.axis.gap"
                       : signs[k] == 0 ? "sat.axis.touch"
                       : signs[k] == 2 ? "sat.axis.within"
                                       : "sat.axis.overlap";
    if ((signs[k] < 0 && !(gap > 0)) || (signs[k] == 1 && !(ax.overlap > 0)))
      kind += ".tiny";  // (exact, but smaller than the rounded projections can show)
    Step step = makeStep(kind, pair);
    step.values = {{"k", static_cast<double>(k)},
                   {"edge", static_cast<double>(ax.edge)},
                   {"nx", ax.axis.x},
                   {"ny", ax.axis.y},
                   {"aMin", ax.aMin},
                   {"aMax", ax.aMax},
                   {"bMin", ax.bMin},
                   {"bMax", ax.bMax},
                   {"overlap", ax.overlap},
                   {"gap", gap}};
    std::string axisWord = ax.edge < 0 ? "@axis.circle" : "@axis.edge";
    // As the article computes it: the edge's normal unnormalised ((-y, x) of the edge, pointing outwards),
    // when it has small whole-number components and is not a unit vector already (the unit normal beside it
    // is what the intervals are measured on).
    const std::vector<Vec2>& edgeOwner = ax.owner == 'a' ? va : vb;
    if (ax.edge >= 0 && static_cast<std::size_t>(ax.edge) < edgeOwner.size()) {
      const std::size_t i = static_cast<std::size_t>(ax.edge);
      const Vec2 e = edgeOwner[(i + 1) % edgeOwner.size()] - edgeOwner[i];
      Vec2 m{-e.y, e.x};
      if (dot(m, ax.axis) < 0) m = -1.0 * m;
      auto small = [](double x) { return std::fabs(x) <= 1000 && x == std::round(x); };
      if (small(m.x) && small(m.y) && !(m.x == 0 && m.y == 0) && !(m.x == ax.axis.x && m.y == ax.axis.y)) {
        axisWord = "@axis.edge.whole";
        step.values.push_back({"mx", m.x});
        step.values.push_back({"my", m.y});
      }
    }
    step.words.push_back({"axis", axisWord});
    // The comparison this axis decides: a below b, or b below a (the side of the gap, else of a's start).
    const bool aFirst = signs[k] < 0 ? ax.bMin - ax.aMax >= ax.aMin - ax.bMax : ax.aMin <= ax.bMin;
    step.formulaPart = aFirst ? "max(A·v) < min(B·v)" : "max(B·v) < min(A·v)";
    step.words.push_back({"owner", std::string(ax.owner == 'a' ? pair.nameA : pair.nameB)});
    picture.draw(ax, pair, va, vb, step.marks);
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
    const Vec2 from = 0.5 * (picture.lo + picture.hi);
    mtv.marks = {arrowMark(from, from + *r.mtv, 2, "mtv")};
    steps.push_back(mtv);
  }
  steps.push_back(theoremStep(pair, sat, picture, va, vb, signs));
}

const bool kRegistered = registerFamily({"sat", 50, accepts, build});

}  // namespace

}  // namespace hitlab::explain::detail
