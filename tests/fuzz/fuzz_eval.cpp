// fuzz_eval.cpp — libFuzzer harness: `hitlab-cli eval` end to end on any bytes (load, prepare, every pair).
//
// For a scene that loads (at most 48 shapes, so a run stays short), every pair is evaluated as the CLI does
// (prepared shapes) and as evaluate(Shape, Shape) does, and both results must be the same JSON, bit for bit.
// Every valid pair's numbers are finite and non-negative, classify() agrees, (b, a) gives the same relation
// and the swapped containment and the same points, distance and depth, the points, the distance and a disk's
// depth are the exact ones rounded once (issue 27), and with roundPrinted every number of the result is
// (tests/rounding_check.h), and explain / compare run on it without failing.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "hitlab/compare.h"
#include "hitlab/explain.h"
#include "hitlab/prepared.h"
#include "hitlab/scene_io.h"
#include "rounded_points.h"
#include "rounding_check.h"

namespace {

using namespace hitlab;

[[noreturn]] void fail(const char* what, const NamedShape& a, const NamedShape& b, const std::string& more) {
  Scene s;
  s.shapes = {a, b};
  std::fprintf(stderr, "%s\n%s\n%s\n", what, sceneToJson(s).c_str(), more.c_str());
  std::abort();
}

bool finite(const PairResult& r) {
  bool ok = std::isfinite(r.distance) && std::isfinite(r.depth) && r.distance >= 0 && r.depth >= 0;
  for (Vec2 p : r.points) ok = ok && std::isfinite(p.x) && std::isfinite(p.y);
  if (r.mtv) ok = ok && std::isfinite(r.mtv->x) && std::isfinite(r.mtv->y);
  return ok;
}

Containment swapped(Containment c) {
  return c == Containment::AInB ? Containment::BInA : c == Containment::BInA ? Containment::AInB : c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  SceneLimits limits;
  limits.maxShapes = 48;
  limits.maxFileBytes = 1 << 16;
  Scene scene;
  try {
    scene = parseScene(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json", limits);
  } catch (const SceneError&) {
    return 0;
  }
  std::vector<PreparedShape> prepared;
  for (const auto& s : scene.shapes) prepared.emplace_back(s.shape, s.id);
  PairResult viaPrepared;
  int explained = 0, rounded = 0;
  for (std::size_t i = 0; i < scene.shapes.size(); ++i)
    for (std::size_t j = i + 1; j < scene.shapes.size(); ++j) {
      const NamedShape &a = scene.shapes[i], &b = scene.shapes[j];
      evaluate(prepared[i], prepared[j], viaPrepared);
      const PairResult r = evaluate(a.shape, b.shape, a.id, b.id);
      const std::string json = pairToJson(a.id, b.id, r), jsonPrepared = pairToJson(a.id, b.id, viaPrepared);
      if (json != jsonPrepared)
        fail("prepared and plain evaluation differ", a, b, json + "\n" + jsonPrepared);
      if (!r.error.empty()) continue;
      if (!finite(r)) fail("a number that is not finite and non-negative", a, b, json);
      if (classify(a.shape, b.shape) != r.relation) fail("classify() disagrees with evaluate()", a, b, json);
      const PairResult s = evaluate(b.shape, a.shape, b.id, a.id);
      if (s.relation != r.relation || s.containment != swapped(r.containment))
        fail("(b, a) disagrees with (a, b)", a, b, json + "\n" + pairToJson(b.id, a.id, s));
      // Issue 27: every meeting point is an exact one rounded once (one of the oracle's,
      // tests/rounded_points.h; where pieces of outlines are collinear the oracle also lists the ends of
      // edges inside a shared piece, which the contract merges), so (b, a) prints the very same points. (The
      // first 16 pairs of an input: the oracle is rational arithmetic.)
      if (s.points != r.points) fail("(b, a) prints other points than (a, b)", a, b, json);
      auto exactOne = [&](Vec2 p, const std::vector<Vec2>& want) {
        return std::find(want.begin(), want.end(), p) != want.end();
      };
      if (s.distance != r.distance || s.depth != r.depth)
        fail("(b, a) prints another distance or depth than (a, b)", a, b, json);
      if (rounded++ < 16) {
        // With roundPrinted, every number of the result, and of (b, a), is the exact one rounded once
        // (tests/rounding_check.h), and both give the same numbers.
        PairResult printed = r, printedSwapped = s;
        roundPrinted(a.shape, b.shape, printed);
        roundPrinted(b.shape, a.shape, printedSwapped);
        for (const PairResult* x : {&printed, &printedSwapped}) {
          oracle::Num count;
          const bool swappedPair = x == &printedSwapped;
          oracle::checkEveryNumber(swappedPair ? b.shape : a.shape, swappedPair ? a.shape : b.shape, *x,
                                   count);
          for (const auto& [quantity, cw] : count)
            if (cw.second > 0 && quantity != "points")  // (points: below, one of the oracle's each)
              fail(("a printed " + quantity + " that is not the exact one rounded once").c_str(), a, b,
                   pairToJson(a.id, b.id, printed));
        }
        // (Not the mtv: of pushes that tie exactly, the first in SAT's order of axes wins, which swaps.)
        if (printed.distance != printedSwapped.distance || printed.depth != printedSwapped.depth)
          fail("(b, a) prints another distance or depth than (a, b)", a, b, pairToJson(a.id, b.id, printed));
        if (!r.points.empty()) {
          const std::vector<Vec2> want = oracle::meetingPoints(a.shape, b.shape);
          for (Vec2 p : r.points)
            if (!exactOne(p, want)) fail("a meeting point that is not an exact one rounded once", a, b, json);
        }
        // The distance and a disk's depth where they are rounded once (a gap or depth too small for a double
        // prints as the smallest one).
        auto isRounded = [](double printed, std::optional<double> want) {
          return !want || printed == *want || (*want == 0 && printed == 0x1p-1074);
        };
        if (r.relation == Relation::Disjoint &&
            !isRounded(r.distance, oracle::roundedDistance(a.shape, b.shape)))
          fail("a distance that is not the exact one rounded once", a, b, json);
        if (r.relation == Relation::Overlapping &&
            !isRounded(r.depth, oracle::roundedDiskDepth(a.shape, b.shape)))
          fail("a disk's depth that is not the exact one rounded once", a, b, json);
      }
      if (explained++ < 4) {
        const explain::Explanation e = explain::explain(a.shape, b.shape, a.id, b.id);
        if (e.steps.empty() || e.result.relation != r.relation)
          fail("an explanation without steps or of another answer", a, b, e.family);
        for (const explain::Step& step : e.steps)
          if (!explain::hasText(step.kind, explain::Language::English) ||
              !explain::hasText(step.kind, explain::Language::Japanese) ||
              explain::text(step, explain::Language::Japanese).empty())
            fail("an explanation step without text", a, b, step.kind);
        compare::compareFormula(a.shape, b.shape);
      }
    }
  return 0;
}
