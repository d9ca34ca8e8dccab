// motion.cpp — how a moving pair's time of impact is found (explain::explainMotion): the separating axis
// test with velocities for straight outlines, the quadratic for two disks, the vertex-edge sweep for the
// rest; every number read off the core's own (hitlab/motion.h: sweptAxes, sweptDisks, timeOfImpact).
#include <algorithm>
#include <string>
#include <tuple>

#include "explain/family.h"
#include "hitlab/broadphase.h"
#include "hitlab/motion.h"

namespace hitlab::explain {

namespace {

using detail::makeStep;
using detail::PairView;

// The radius a shape's core is grown by (a circle's, a capsule's, a rounded rect's or polygon's).
double grownBy(const Shape& s) {
  if (const auto* c = std::get_if<Circle>(&s)) return c->radius;
  if (const auto* c = std::get_if<Capsule>(&s)) return c->radius;
  return roundingOf(s);
}

Vec2 middle(const Shape& s) {
  const Aabb box = boundsOf(s);
  return {box.min.x / 2 + box.max.x / 2, box.min.y / 2 + box.max.y / 2};
}

// Who moves how, and the relative motion that decides.
Step motionStep(const PairView& pair, Vec2 va, Vec2 vb) {
  Step s = makeStep("toi.motion", pair);
  s.values = {{"vax", va.x}, {"vay", va.y},       {"vbx", vb.x},
              {"vby", vb.y}, {"vx", va.x - vb.x}, {"vy", va.y - vb.y}};
  for (const auto& [shape, v, name] :
       {std::tuple{&pair.a, va, pair.nameA}, std::tuple{&pair.b, vb, pair.nameB}})
    if (v != Vec2{0, 0}) {
      const Vec2 from = middle(*shape);
      s.marks.push_back(detail::arrowMark(from, from + v, 2, std::string(name)));
    }
  return s;
}

// Each axis with both intervals at t = 0 and the times they overlap; then the window of all of them.
void axesSteps(const PairView& pair, const AxesSweep& sweep, std::vector<Step>& steps) {
  const detail::AxisPlace place = detail::AxisPlace::of(pair.a, pair.b);
  Step intro = makeStep("toi.axes.intro", pair);
  intro.values = {{"count", static_cast<double>(sweep.axes.size())}};
  steps.push_back(intro);
  for (std::size_t k = 0; k < sweep.axes.size(); ++k) {
    const SweptAxis& x = sweep.axes[k];
    Step s = makeStep(x.enter   ? "toi.axes.axis"
                      : x.never ? "toi.axes.axis.apart"
                                : "toi.axes.axis.always",
                      pair);
    s.values = {{"k", static_cast<double>(k + 1)},
                {"dx", x.direction.x},
                {"dy", x.direction.y},
                {"a0", x.a0},
                {"a1", x.a1},
                {"b0", x.b0},
                {"b1", x.b1},
                {"rate", x.rate}};
    if (x.enter) s.values.push_back({"enter", *x.enter}), s.values.push_back({"leave", *x.leave});
    // (the axis beside the pair, both intervals on it at t = 0, and how far a's moves along it in the step)
    const Vec2 n = x.direction;
    const double lowest = std::min({x.a0, x.b0, x.a0 + x.rate}),
                 highest = std::max({x.a1, x.b1, x.a1 + x.rate});
    const double offA = 0.03 * place.size, offB = -0.03 * place.size;
    s.marks.push_back(
        {Mark::Kind::Axis, place.at(n, lowest, 0), place.at(n, highest, 0), {}, 0, x.never ? 1 : 0, ""});
    s.marks.push_back({Mark::Kind::Interval,
                       place.at(n, x.a0, offA),
                       place.at(n, x.a1, offA),
                       {},
                       0,
                       0,
                       std::string(pair.nameA)});
    s.marks.push_back({Mark::Kind::Interval,
                       place.at(n, x.b0, offB),
                       place.at(n, x.b1, offB),
                       {},
                       0,
                       0,
                       std::string(pair.nameB)});
    if (x.rate != 0)
      s.marks.push_back(
          detail::arrowMark(place.at(n, x.a0, 2 * offA), place.at(n, x.a0 + x.rate, 2 * offA), 2, ""));
    steps.push_back(s);
  }
  const bool apart =
      std::any_of(sweep.axes.begin(), sweep.axes.end(), [](const SweptAxis& x) { return x.never; });
  if (apart || sweep.latestEnter < 0) {
    steps.push_back(makeStep("toi.axes.window.apart", pair));
    return;
  }
  const SweptAxis &in = sweep.axes[sweep.latestEnter], &out = sweep.axes[sweep.earliestLeave];
  Step w = makeStep(sweep.meets ? "toi.axes.window" : "toi.axes.window.never", pair);
  w.values = {{"tin", *in.enter},
              {"kin", static_cast<double>(sweep.latestEnter + 1)},
              {"tout", *out.leave},
              {"kout", static_cast<double>(sweep.earliestLeave + 1)}};
  steps.push_back(w);
}

// The quadratic of the centres' distance, its discriminant, and which root.
void diskSteps(const PairView& pair, const DiskSweep& d, std::vector<Step>& steps) {
  Step q = makeStep("toi.disks.quadratic", pair);
  q.values = {{"R", d.R}, {"A", d.A}, {"B", d.B}, {"C", d.C}};
  steps.push_back(q);
  Step roots = makeStep(!d.first                ? "toi.disks.none"
                        : *d.first == *d.second ? "toi.disks.one"
                                                : "toi.disks.two",
                        pair);
  roots.values = {{"D", d.D}};
  if (d.first) roots.values.push_back({"t1", *d.first}), roots.values.push_back({"t2", *d.second});
  steps.push_back(roots);
}

// The answer: the time, its case, what a test at each frame sees.
Step resultStep(const PairView& pair, const TimeOfImpact& toi) {
  const bool atStart = toi.kind == ImpactCase::Overlapping || toi.kind == ImpactCase::Touching;
  Step s = makeStep(toi.kind == ImpactCase::None ? "toi.result.none"
                    : atStart                    ? "toi.result.start"
                    : toi.tunnels                ? "toi.result.tunnels"
                                                 : "toi.result",
                    pair);
  const char* start = toi.kind == ImpactCase::Overlapping ? "@overlapping" : "@touching";
  s.words.push_back({"case", std::string("@") + impactCaseName(toi.kind)});
  s.words.push_back({"start", start});
  s.words.push_back({"end", std::string("@") + relationName(toi.atEnd)});
  if (toi.t) s.values.push_back({"t", *toi.t});
  for (Vec2 p : toi.points) s.marks.push_back(detail::pointMark(p, 2));
  if (toi.normal && !toi.points.empty())
    s.marks.push_back(detail::arrowMark(toi.points[0], toi.points[0] + *toi.normal, 2, "n"));
  return s;
}

}  // namespace

Explanation explainMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, std::string_view nameA,
                          std::string_view nameB) {
  Explanation out;
  out.result = evaluate(a, b, nameA, nameB);
  if (!out.result.error.empty() || (va == Vec2{0, 0} && vb == Vec2{0, 0})) return out;
  const TimeOfImpact toi = timeOfImpact(a, va, b, vb);
  if (!toi.error.empty()) return out;
  const PairView pair{a, b, nameA, nameB, out.result};
  out.steps.push_back(motionStep(pair, va, vb));
  if (const std::optional<AxesSweep> axes = sweptAxes(a, va, b, vb)) {
    out.family = "toi-axes";
    axesSteps(pair, *axes, out.steps);
  } else if (const std::optional<DiskSweep> disks = sweptDisks(a, va, b, vb)) {
    out.family = "toi-disks";
    diskSteps(pair, *disks, out.steps);
  } else {
    out.family = "toi";
    Step s = makeStep(va == vb ? "toi.together" : "toi.sweep", pair);
    s.values = {{"R", grownBy(a) + grownBy(b)}};  // (shown rounded once; the exact sum decides)
    out.steps.push_back(s);
  }
  out.steps.push_back(resultStep(pair, toi));
  return out;
}

}  // namespace hitlab::explain
