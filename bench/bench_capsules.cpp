// bench_capsules.cpp — capsule and rounded polygon pairs, hitlab against Chipmunk 7's cpShapesCollide (its
// segment shape with a radius is a capsule, its polygon shape with a radius a rounded polygon), side by side
// (issue 51). Native only: the web build has no Chipmunk.
//
// 1024 fixed-seed cases per family, half overlapping and half near misses (the reach between the shapes
// uniform in [0, 1.2 (sum of their sizes)], decided by the exact relation), as cases.h makes the others.
#include <benchmark/benchmark.h>
#include <chipmunk/chipmunk.h>

#include <cmath>
#include <random>
#include <vector>

#include "bench.h"
#include "cases.h"
#include "hitlab/relation.h"

namespace hitlab::bench {

namespace {

struct CapsuleCase {
  Shape a, b;
  cpShape *ca = nullptr, *cb = nullptr;
};

cpVect cv(Vec2 p) { return cpv(p.x, p.y); }

// A capsule of length in [0.5, 2] and radius in [0.25, 0.75], at angle t about c.
Capsule capsuleAt(std::mt19937_64& rng, Vec2 c) {
  std::uniform_real_distribution<double> u(0, 1);
  const double half = 0.25 + 0.75 * u(rng), t = 6.283185307179586 * u(rng), r = 0.25 + 0.5 * u(rng);
  const Vec2 d{half * std::cos(t), half * std::sin(t)};
  return Capsule{c - d, c + d, r};
}

// An 8-gon on a circle of radius in [0.5, 1.5], jittered angles, about c.
Polygon poly8At(std::mt19937_64& rng, Vec2 c) {
  std::uniform_real_distribution<double> u(0, 1);
  const double r = 0.5 + u(rng), t0 = 6.283185307179586 * u(rng);
  Polygon p;
  for (int k = 0; k < 8; ++k) {
    const double t = t0 + 6.283185307179586 * (k + 0.8 * (u(rng) - 0.5)) / 8;
    p.points.push_back(c + Vec2{r * std::cos(t), r * std::sin(t)});
  }
  return p;
}

// The same 8-gon grown by a radius in [0.1, 0.4] (its circle's radius less it, so sizes stay alike).
Polygon roundedPoly8At(std::mt19937_64& rng, Vec2 c) {
  std::uniform_real_distribution<double> u(0, 1);
  Polygon p = poly8At(rng, c);
  p.radius = 0.1 + 0.3 * u(rng);
  for (Vec2& v : p.points) v = c + (1 - p.radius / length(v - c)) * (v - c);
  return p;
}

cpShape* chipmunkShape(const Shape& s) {
  static cpBody* body = cpBodyNewStatic();
  cpShape* out = nullptr;
  if (auto* k = std::get_if<Capsule>(&s)) {
    out = cpSegmentShapeNew(body, cv(k->a), cv(k->b), k->radius);
  } else {
    const Polygon& p = std::get<Polygon>(s);
    std::vector<cpVect> v;
    for (Vec2 q : p.points) v.push_back(cv(q));
    out = cpPolyShapeNew(body, static_cast<int>(v.size()), v.data(), cpTransformIdentity, p.radius);
  }
  cpShapeUpdate(out, cpTransformIdentity);
  return out;
}

enum class Family { Capsules, CapsulePoly8, RoundedPoly8 };

// Half overlapping, half not: the second shape placed at a random reach, kept by the exact relation.
std::vector<CapsuleCase> cases(Family family) {
  std::mt19937_64 rng(51 + static_cast<int>(family));
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<CapsuleCase> out;
  int meeting = 0, apart = 0;
  while (static_cast<int>(out.size()) < kCases) {
    const Shape a =
        family == Family::RoundedPoly8 ? Shape(roundedPoly8At(rng, {0, 0})) : capsuleAt(rng, {0, 0});
    const double t = 6.283185307179586 * u(rng), reach = 1.2 * (2.75 + 2.25) * u(rng);
    const Vec2 c{reach * std::cos(t), reach * std::sin(t)};
    const Shape b = family == Family::Capsules       ? Shape(capsuleAt(rng, c))
                    : family == Family::CapsulePoly8 ? Shape(poly8At(rng, c))
                                                     : Shape(roundedPoly8At(rng, c));
    const bool meets = classify(a, b) != Relation::Disjoint;
    if ((meets ? meeting : apart) >= kCases / 2) continue;
    ++(meets ? meeting : apart);
    out.push_back({a, b, chipmunkShape(a), chipmunkShape(b)});
  }
  return out;
}

}  // namespace

void registerCapsuleBenchmarks() {
  static const std::vector<CapsuleCase> capsules = cases(Family::Capsules),
                                        capsulePolys = cases(Family::CapsulePoly8),
                                        roundedPolys = cases(Family::RoundedPoly8);
  for (const auto& [family, list] :
       {std::pair{"Capsule", &capsules}, std::pair{"CapsulePoly8", &capsulePolys},
        std::pair{"RoundedPoly8", &roundedPolys}}) {
    const std::vector<CapsuleCase>& c = *list;
    benchmark::RegisterBenchmark(
        (std::string(family) + "/Relation/hitlab").c_str(), [&c](benchmark::State& s) {
          overCases(s, c, [](const CapsuleCase& x) { benchmark::DoNotOptimize(classify(x.a, x.b)); });
        });
    benchmark::RegisterBenchmark((std::string(family) + "/Full/hitlab").c_str(), [&c](benchmark::State& s) {
      overCases(s, c, [](const CapsuleCase& x) { benchmark::DoNotOptimize(evaluate(x.a, x.b)); });
    });
    benchmark::RegisterBenchmark((std::string(family) + "/Collide/chipmunk").c_str(),
                                 [&c](benchmark::State& s) {
                                   overCases(s, c, [](const CapsuleCase& x) {
                                     cpContactPointSet set = cpShapesCollide(x.ca, x.cb);
                                     benchmark::DoNotOptimize(set);
                                   });
                                 });
  }
}

}  // namespace hitlab::bench
