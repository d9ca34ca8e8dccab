// expectations.cpp — expectations against results (hitlab/expectations.h): what `hitlab-cli check` reports.
#include "hitlab/expectations.h"

#include <cmath>

#include "scene/json_forms.h"

namespace hitlab {

using detail::ojson;
using detail::vecJson;

Expectation expectationFrom(const std::string& idA, const std::string& idB, const PairResult& r,
                            const TimeOfImpact* toi) {
  Expectation e;
  e.a = idA, e.b = idB;
  if (!r.error.empty()) {
    e.error = true, e.errorMessage = r.error;
    return e;
  }
  e.relation = r.relation, e.containment = r.containment, e.points = r.points;
  e.distance = r.distance, e.depth = r.depth, e.sat = r.sat;
  if (toi && toi->error.empty()) {
    ToiExpectation& x = e.toi.emplace();
    x.kind = toi->kind;
    if (toi->kind != ImpactCase::None)
      x.t = toi->t, x.points = toi->points, x.normal = toi->normal, x.tunnels = toi->tunnels,
      x.atEnd = toi->atEnd;
  }
  return e;
}

double pairScale(const Shape& a, const Shape& b) { return std::max(magnitude(a), magnitude(b)); }

std::vector<std::string> compareExpectation(const Expectation& e, const PairResult& r, double scale,
                                            NumberMatch match) {
  std::vector<std::string> bad;
  const bool exact = match == NumberMatch::Exact;
  const double tol = exact ? 0 : 1e-9 * scale, unitTol = exact ? 0 : 1e-9;
  auto num = [&](const std::string& what, double want, double got) {
    if (!(std::fabs(want - got) <= tol))
      bad.push_back(what + ": expected " + ojson(want).dump() + ", got " + ojson(got).dump());
  };
  auto vec = [&](const std::string& what, Vec2 want, Vec2 got) {
    if (!(std::fabs(want.x - got.x) <= tol && std::fabs(want.y - got.y) <= tol))
      bad.push_back(what + ": expected " + vecJson(want).dump() + ", got " + vecJson(got).dump());
  };
  bool isError = !r.error.empty();
  if (e.error && *e.error != isError)
    bad.push_back(isError ? "expected results, got error: " + r.error : "expected an error, got results");
  if (e.errorMessage && isError && *e.errorMessage != r.error)
    bad.push_back("error: expected \"" + *e.errorMessage + "\", got \"" + r.error + "\"");
  bool wantsResults = e.relation || e.containment || e.points || e.distance || e.depth || e.sat;
  if (isError) {
    if (wantsResults && !(e.error && *e.error)) bad.push_back("expected results, got error: " + r.error);
    return bad;
  }
  if (e.relation && *e.relation != r.relation)
    bad.push_back(std::string("relation: expected ") + relationName(*e.relation) + ", got " +
                  relationName(r.relation));
  if (e.containment && *e.containment != r.containment)
    bad.push_back(std::string("containment: expected ") + containmentName(*e.containment) + ", got " +
                  containmentName(r.containment));
  if (e.points) {
    std::vector<bool> used(r.points.size());
    bool ok = e.points->size() == r.points.size();
    for (Vec2 want : *e.points) {
      bool found = false;
      for (size_t i = 0; i < r.points.size() && !found; ++i)
        if (!used[i] && std::fabs(want.x - r.points[i].x) <= tol && std::fabs(want.y - r.points[i].y) <= tol)
          used[i] = found = true;
      ok = ok && found;
    }
    if (!ok) {
      ojson want = ojson::array(), got = ojson::array();
      for (Vec2 p : *e.points) want.push_back(vecJson(p));
      for (Vec2 p : r.points) got.push_back(vecJson(p));
      bad.push_back("points: expected " + want.dump() + ", got " + got.dump());
    }
  }
  if (e.distance) num("distance", *e.distance, r.distance);
  if (e.depth) num("depth", *e.depth, r.depth);
  if (e.sat) {
    if (!r.sat) {
      bad.push_back("sat: expected SAT detail, got none for this pair of types");
      return bad;
    }
    const SatResult &want = *e.sat, &got = *r.sat;
    if (want.axes.size() != got.axes.size())
      bad.push_back("sat.axes: expected " + std::to_string(want.axes.size()) + " axes, got " +
                    std::to_string(got.axes.size()));
    for (size_t i = 0; i < std::min(want.axes.size(), got.axes.size()); ++i) {
      const SatAxis &w = want.axes[i], &g = got.axes[i];
      std::string at = "sat.axes[" + std::to_string(i) + "].";
      if (w.owner != g.owner || w.edge != g.edge)
        bad.push_back(at + "owner/edge: expected " + w.owner + "/" + std::to_string(w.edge) + ", got " +
                      g.owner + "/" + std::to_string(g.edge));
      // The axis is a unit vector: compare it at unit scale, the intervals at the pair's scale.
      if (!(std::fabs(w.axis.x - g.axis.x) <= unitTol && std::fabs(w.axis.y - g.axis.y) <= unitTol))
        bad.push_back(at + "axis: expected " + vecJson(w.axis).dump() + ", got " + vecJson(g.axis).dump());
      vec(at + "a", {w.aMin, w.aMax}, {g.aMin, g.aMax});
      vec(at + "b", {w.bMin, w.bMax}, {g.bMin, g.bMax});
      num(at + "overlap", w.overlap, g.overlap);
      if (w.separating != g.separating)
        bad.push_back(at + "separating: expected " + (w.separating ? "true" : "false") + ", got " +
                      (g.separating ? "true" : "false"));
    }
    if (want.firstSeparating != got.firstSeparating)
      bad.push_back("sat.first_separating: expected " + std::to_string(want.firstSeparating) + ", got " +
                    std::to_string(got.firstSeparating));
    if (want.mtv.has_value() != got.mtv.has_value())
      bad.push_back("sat.mtv: expected " + std::string(want.mtv ? "a vector" : "null") + ", got " +
                    (got.mtv ? "a vector" : "null"));
    else if (want.mtv)
      vec("sat.mtv", *want.mtv, *got.mtv);
  }
  return bad;
}

std::vector<std::string> compareToi(const ToiExpectation& e, const TimeOfImpact& r, double scale,
                                    NumberMatch match) {
  std::vector<std::string> bad;
  const bool exact = match == NumberMatch::Exact;
  const double tol = exact ? 0 : 1e-9 * scale, unitTol = exact ? 0 : 1e-9;
  const auto near = [](Vec2 p, Vec2 q, double within) {
    return std::fabs(p.x - q.x) <= within && std::fabs(p.y - q.y) <= within;
  };
  if (e.kind != r.kind)
    bad.push_back(std::string("toi.case: expected ") + impactCaseName(e.kind) + ", got " +
                  impactCaseName(r.kind));
  if (e.t && !(r.t && std::fabs(*e.t - *r.t) <= unitTol))
    bad.push_back("toi.t: expected " + ojson(*e.t).dump() + ", got " + (r.t ? ojson(*r.t).dump() : "none"));
  if (e.points) {
    bool ok = e.points->size() == r.points.size();
    for (std::size_t i = 0; ok && i < r.points.size(); ++i) ok = near((*e.points)[i], r.points[i], tol);
    if (!ok) {
      ojson want = ojson::array(), got = ojson::array();
      for (Vec2 p : *e.points) want.push_back(vecJson(p));
      for (Vec2 p : r.points) got.push_back(vecJson(p));
      bad.push_back("toi.points: expected " + want.dump() + ", got " + got.dump());
    }
  }
  if (e.normal &&
      !(e.normal->has_value() == r.normal.has_value() && (!r.normal || near(**e.normal, *r.normal, unitTol))))
    bad.push_back("toi.normal: expected " + (*e.normal ? vecJson(**e.normal).dump() : "null") + ", got " +
                  (r.normal ? vecJson(*r.normal).dump() : "null"));
  if (e.tunnels && *e.tunnels != r.tunnels)
    bad.push_back(std::string("toi.tunnels: expected ") + (*e.tunnels ? "true" : "false") + ", got " +
                  (r.tunnels ? "true" : "false"));
  if (e.atEnd && *e.atEnd != r.atEnd)
    bad.push_back(std::string("toi.relation_at_end: expected ") + relationName(*e.atEnd) + ", got " +
                  relationName(r.atEnd));
  return bad;
}

std::vector<std::string> checkExpectation(const Expectation& e, const Shape& a, const Shape& b,
                                          NumberMatch match, Vec2 va, Vec2 vb) {
  PairResult r = evaluate(a, b, e.a, e.b);
  roundPrinted(a, b, r);
  std::vector<std::string> bad = compareExpectation(e, r, pairScale(a, b), match);
  if (e.toi && r.error.empty()) {
    const std::vector<std::string> more =
        compareToi(*e.toi, timeOfImpact(a, va, b, vb), pairScale(a, b), match);
    bad.insert(bad.end(), more.begin(), more.end());
  }
  return bad;
}

}  // namespace hitlab
