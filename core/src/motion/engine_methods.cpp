// engine_methods.cpp — the time of impact as game engines find it (hitlab/motion.h: engineImpacts), for the
// lab beside the exact time: a test at each frame, sub-steps, conservative advancement.
#include <cmath>
#include <optional>

#include "hitlab/motion.h"

namespace hitlab {

namespace {

constexpr int kAdvancementIterations = 50;

// Both shapes moved to t in doubles (each moved coordinate rounded, as an engine's positions are) and tested
// exactly there.
bool meetsAt(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, double t) {
  const Shape at = translated(a, {t * va.x, t * va.y}), bt = translated(b, {t * vb.x, t * vb.y});
  return classify(at, bt) != Relation::Disjoint;
}

}  // namespace

std::optional<EngineImpacts> engineImpacts(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, int substeps,
                                           double tolerance) {
  if (substeps < 1 || !(tolerance >= 0) || !std::isfinite(va.x) || !std::isfinite(va.y) ||
      !std::isfinite(vb.x) || !std::isfinite(vb.y) || !shapeProblem(a, "a").empty() ||
      !shapeProblem(b, "b").empty())
    return std::nullopt;
  EngineImpacts out;
  // A test at each frame: the step's two ends.
  for (double t : {0.0, 1.0}) {
    ++out.discrete.tests;
    if (meetsAt(a, va, b, vb, t)) {
      out.discrete.t = t;
      break;
    }
  }
  // Sub-steps: k / n, each time a double (as an engine's loop computes it).
  for (int k = 0; k <= substeps; ++k) {
    const double t = static_cast<double>(k) / substeps;
    ++out.substeps.tests;
    if (meetsAt(a, va, b, vb, t)) {
      out.substeps.t = t;
      break;
    }
  }
  // Conservative advancement: the gap over the relative speed, in doubles as an engine computes it.
  const Vec2 v{va.x - vb.x, va.y - vb.y};
  const double speed = std::hypot(v.x, v.y);
  double t = 0;
  for (int i = 0; i < kAdvancementIterations; ++i) {
    ++out.advancement.tests;
    const PairResult r = evaluate(translated(a, {t * va.x, t * va.y}), translated(b, {t * vb.x, t * vb.y}));
    if (!r.error.empty()) return out;  // (a polygon the rounding of its moved coordinates broke)
    const double gap = r.relation == Relation::Disjoint ? r.distance : 0;
    if (gap <= tolerance) {
      out.advancement.t = t;
      return out;
    }
    if (speed == 0) return out;  // (never closer)
    t += gap / speed;
    if (!(t <= 1)) return out;  // (no contact within the step)
  }
  out.advancementStopped = true;
  return out;
}

}  // namespace hitlab
