// bench_motion.cpp — the time of impact (hitlab/motion.h) beside Box2D 2.4.1's b2TimeOfImpact, on the same
// pairs in one run: the Poly8 and CirclePoly8 cases, a moving by twice the difference of their centres over
// the step (b still), so that most pairs meet within it. hitlab's time is exact (rounded once); Box2D's stops
// at its target separation (its linear slop) by design.
#include <benchmark/benchmark.h>
#include <box2d/b2_time_of_impact.h>

#include "bench.h"
#include "cases.h"
#include "hitlab/motion.h"
#include "hitlab/prepared.h"

namespace hitlab::bench {

namespace {

Vec2 centre(const Polygon& p) {
  Vec2 c{0, 0};
  for (Vec2 v : p.points) c = c + (1.0 / static_cast<double>(p.points.size())) * v;
  return c;
}

// b2TimeOfImpact for a moving by `motion` (a sweep without rotation) against b still.
float box2dToi(const b2Shape& a, const b2Shape& b, Vec2 motion) {
  b2TOIInput in;
  in.proxyA.Set(&a, 0);
  in.proxyB.Set(&b, 0);
  in.sweepA.localCenter.SetZero(), in.sweepA.c0.SetZero(), in.sweepA.a0 = in.sweepA.a = 0;
  in.sweepA.c.Set(static_cast<float>(motion.x), static_cast<float>(motion.y)), in.sweepA.alpha0 = 0;
  in.sweepB.localCenter.SetZero(), in.sweepB.c0.SetZero(), in.sweepB.c.SetZero();
  in.sweepB.a0 = in.sweepB.a = 0, in.sweepB.alpha0 = 0;
  in.tMax = 1;
  b2TOIOutput out;
  b2TimeOfImpact(&out, &in);
  return out.t;
}

}  // namespace

void registerMotionBenchmarks() {
  static const auto poly8 = poly8Cases();
  static const auto circlePolys = circlePoly8Cases();
  // (hitlab's shapes prepared, as Box2D's hold their normals: hitlab/prepared.h)
  benchmark::RegisterBenchmark("Poly8/TimeOfImpact/hitlab", [](benchmark::State& s) {
    overCases(s, poly8, [](const PolyCase& c) {
      benchmark::DoNotOptimize(timeOfImpact(c.shapeA, 2 * (centre(c.b) - centre(c.a)), c.shapeB, {0, 0}));
    });
  });
  // The time alone (kind, t, tunnels, the relation at t = 1), what b2TimeOfImpact gives: no contact points,
  // no normal.
  benchmark::RegisterBenchmark("Poly8/TimeOnly/hitlab", [](benchmark::State& s) {
    overCases(s, poly8, [](const PolyCase& c) {
      benchmark::DoNotOptimize(
          timeOfImpact(c.shapeA, 2 * (centre(c.b) - centre(c.a)), c.shapeB, {0, 0}, ImpactQuery::Time));
    });
  });
  benchmark::RegisterBenchmark("Poly8/TimeOfImpact/box2d", [](benchmark::State& s) {
    overCases(s, poly8, [](const PolyCase& c) {
      benchmark::DoNotOptimize(box2dToi(c.pa, c.pb, 2 * (centre(c.b) - centre(c.a))));
    });
  });
  benchmark::RegisterBenchmark("CirclePoly8/TimeOfImpact/hitlab", [](benchmark::State& s) {
    overCases(s, circlePolys, [](const CirclePolyCase& c) {
      benchmark::DoNotOptimize(timeOfImpact(c.shapeA, 2 * (centre(c.b) - c.a.center), c.shapeB, {0, 0}));
    });
  });
  benchmark::RegisterBenchmark("CirclePoly8/TimeOnly/hitlab", [](benchmark::State& s) {
    overCases(s, circlePolys, [](const CirclePolyCase& c) {
      benchmark::DoNotOptimize(
          timeOfImpact(c.shapeA, 2 * (centre(c.b) - c.a.center), c.shapeB, {0, 0}, ImpactQuery::Time));
    });
  });
  benchmark::RegisterBenchmark("CirclePoly8/TimeOfImpact/box2d", [](benchmark::State& s) {
    overCases(s, circlePolys, [](const CirclePolyCase& c) {
      benchmark::DoNotOptimize(box2dToi(c.ca, c.pb, 2 * (centre(c.b) - c.a.center)));
    });
  });
}

}  // namespace hitlab::bench
