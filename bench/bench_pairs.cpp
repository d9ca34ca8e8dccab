// bench_pairs.cpp — pair tests, hitlab against Box2D 2.4.1 and the seed's float test, side by side.
//
// Each benchmark runs over the same 1024 cases per iteration; the ns_per_call counter is the iteration time
// divided by 1024. Box2D's shapes are the same shapes in its float types, placed in world coordinates.
#include <benchmark/benchmark.h>

#include <random>
#include <utility>
#include <vector>

#include "bench.h"
#include "cases.h"

namespace hitlab::bench {

namespace {

const b2Transform& identity() {
  static b2Transform xf = [] {
    b2Transform t;
    t.SetIdentity();
    return t;
  }();
  return xf;
}

// (overCases, with the exact fallbacks per call counted)
template <class Cases, class Fn>
void overCasesCountingFallbacks(benchmark::State& state, const Cases& cases, Fn fn) {
  long long before = exactFallbackCount();
  for (auto _ : state)
    for (const auto& c : cases) fn(c);
  perCall(state, static_cast<double>(cases.size()));
  state.counters["exact_fallbacks_per_call"] =
      benchmark::Counter(double(exactFallbackCount() - before) / (double(state.iterations()) * cases.size()));
}

// The seed's test: four cross products in float, strict products (000/001).
bool seedStraddle(const Segment& s, const Segment& t) {
  float ax = float(s.a.x), ay = float(s.a.y), bx = float(s.b.x), by = float(s.b.y);
  float cx = float(t.a.x), cy = float(t.a.y), dx = float(t.b.x), dy = float(t.b.y);
  float ta = (cx - dx) * (ay - cy) + (cy - dy) * (cx - ax);
  float tb = (cx - dx) * (by - cy) + (cy - dy) * (cx - bx);
  float tc = (ax - bx) * (cy - ay) + (ay - by) * (ax - cx);
  float td = (ax - bx) * (dy - ay) + (ay - by) * (ax - dx);
  return tc * td < 0 && ta * tb < 0;
}

// A tile map's pairs (issue 54): unit squares and half-square slopes on an integer grid, each against one
// within two tiles of it, so that most share an edge or a corner (touching) and the rest overlap or are
// apart: every edge line holds vertices of the other.
std::vector<std::pair<Polygon, Polygon>> tileMapCases() {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> kind(0, 4), step(-1, 1);
  auto tile = [&](int x, int y) {
    const double X = x, Y = y;
    switch (kind(rng)) {
      case 0:
        return Polygon{{{X, Y}, {X + 1, Y}, {X, Y + 1}}};  // slopes, one per corner left out
      case 1:
        return Polygon{{{X, Y}, {X + 1, Y}, {X + 1, Y + 1}}};
      case 2:
        return Polygon{{{X + 1, Y}, {X + 1, Y + 1}, {X, Y + 1}}};
      case 3:
        return Polygon{{{X, Y}, {X + 1, Y + 1}, {X, Y + 1}}};
      default:
        return Polygon{{{X, Y}, {X + 1, Y}, {X + 1, Y + 1}, {X, Y + 1}}};
    }
  };
  std::vector<std::pair<Polygon, Polygon>> cases;
  for (int i = 0; i < kCases; ++i) {
    const int x = i % 32, y = i / 32;
    cases.emplace_back(tile(x, y), tile(x + step(rng), y + step(rng)));
  }
  return cases;
}

}  // namespace

void registerPairBenchmarks() {
  static const auto tiles = tileMapCases();
  benchmark::RegisterBenchmark("TileMap/Relation/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, tiles,
                               [](const auto& c) { benchmark::DoNotOptimize(classify(c.first, c.second)); });
  });
  static const auto poly8 = poly8Cases();
  static const auto boxes = boxCases();
  static const auto circles = circleCases();
  static const auto circlePolys = circlePoly8Cases();
  static const auto bigPolys = poly16x8Cases();
  static const auto segments = segmentCases();
  static const auto segCircles = segmentCircleCases();

  benchmark::RegisterBenchmark("Poly8/Relation/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, poly8,
                               [](const PolyCase& c) { benchmark::DoNotOptimize(classify(c.a, c.b)); });
  });
  // The full result of prepared shapes (validity, normals, own intervals once per shape, as Box2D's
  // b2PolygonShape holds its normals), into one reused result (as b2Manifold is the caller's).
  benchmark::RegisterBenchmark("Poly8/Full/hitlab", [](benchmark::State& s) {
    PairResult out;
    overCasesCountingFallbacks(s, poly8, [&](const PolyCase& c) {
      evaluate(c.shapeA, c.shapeB, out);
      benchmark::DoNotOptimize(out);
    });
  });
  // The contact an engine asks for (relation, points, depth, mtv) of the same prepared pairs: as lean as
  // Box2D's manifold, against which it stands.
  benchmark::RegisterBenchmark("Poly8/Contact/hitlab", [](benchmark::State& s) {
    PairResult out;
    overCasesCountingFallbacks(s, poly8, [&](const PolyCase& c) {
      evaluate(c.shapeA, c.shapeB, Query::Contact, out);
      benchmark::DoNotOptimize(out);
    });
  });
  // The same from plain shapes: everything per pair.
  benchmark::RegisterBenchmark("Poly8/FullUnprepared/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, poly8, [](const PolyCase& c) {
      benchmark::DoNotOptimize(evaluate(c.shapeA.shape(), c.shapeB.shape()));
    });
  });
  // Poly8/Full's two halves, each the benchmark of the speed path that serves it: the apart pairs (their
  // distance: closest_small-inl.h) and the overlapping ones (crossing points and depth: crossing_points.cpp).
  for (bool apart : {true, false}) {
    std::vector<PolyCase> half;
    for (const PolyCase& c : poly8)
      if ((classify(c.a, c.b) == Relation::Disjoint) == apart) half.push_back(c);
    benchmark::RegisterBenchmark(apart ? "Poly8/FullApart/hitlab" : "Poly8/FullOverlapping/hitlab",
                                 [half](benchmark::State& s) {
                                   PairResult out;
                                   overCasesCountingFallbacks(s, half, [&](const PolyCase& c) {
                                     evaluate(c.shapeA, c.shapeB, out);
                                     benchmark::DoNotOptimize(out);
                                   });
                                 });
  }
  benchmark::RegisterBenchmark("Poly8/TestOverlap/box2d", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, poly8, [](const PolyCase& c) {
      benchmark::DoNotOptimize(b2TestOverlap(&c.pa, 0, &c.pb, 0, identity(), identity()));
    });
  });
  benchmark::RegisterBenchmark("Poly8/Collide/box2d", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, poly8, [](const PolyCase& c) {
      b2Manifold m;
      b2CollidePolygons(&m, &c.pa, identity(), &c.pb, identity());
      benchmark::DoNotOptimize(m);
    });
  });
  benchmark::RegisterBenchmark("Box/Relation/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, boxes,
                               [](const PolyCase& c) { benchmark::DoNotOptimize(classify(c.a, c.b)); });
  });
  benchmark::RegisterBenchmark("Box/Collide/box2d", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, boxes, [](const PolyCase& c) {
      b2Manifold m;
      b2CollidePolygons(&m, &c.pa, identity(), &c.pb, identity());
      benchmark::DoNotOptimize(m);
    });
  });
  benchmark::RegisterBenchmark("Circle/Relation/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, circles,
                               [](const CircleCase& c) { benchmark::DoNotOptimize(classify(c.a, c.b)); });
  });
  benchmark::RegisterBenchmark("Circle/Collide/box2d", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, circles, [](const CircleCase& c) {
      b2Manifold m;
      b2CollideCircles(&m, &c.ca, identity(), &c.cb, identity());
      benchmark::DoNotOptimize(m);
    });
  });
  // The general SAT kernels (information, no target): a circle's vertex axis, and a polygon with more edges
  // than the small-pair kernel takes.
  benchmark::RegisterBenchmark("CirclePoly8/Full/hitlab", [](benchmark::State& s) {
    PairResult out;
    overCasesCountingFallbacks(s, circlePolys, [&](const CirclePolyCase& c) {
      evaluate(c.shapeA, c.shapeB, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("CirclePoly8/Collide/box2d", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, circlePolys, [](const CirclePolyCase& c) {
      b2Manifold m;
      b2CollidePolygonAndCircle(&m, &c.pb, identity(), &c.ca, identity());
      benchmark::DoNotOptimize(m);
    });
  });
  benchmark::RegisterBenchmark("Poly16x8/Full/hitlab", [](benchmark::State& s) {
    PairResult out;
    overCasesCountingFallbacks(s, bigPolys, [&](const BigPolyCase& c) {
      evaluate(c.shapeA, c.shapeB, out);
      benchmark::DoNotOptimize(out);
    });
  });
  benchmark::RegisterBenchmark("Segment/Relation/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, segments,
                               [](const SegmentCase& c) { benchmark::DoNotOptimize(classify(c.a, c.b)); });
  });
  benchmark::RegisterBenchmark("Segment/SeedStraddle/naive", [](benchmark::State& s) {
    overCasesCountingFallbacks(
        s, segments, [](const SegmentCase& c) { benchmark::DoNotOptimize(seedStraddle(c.a, c.b)); });
  });
  benchmark::RegisterBenchmark("SegmentCircle/Relation/hitlab", [](benchmark::State& s) {
    overCasesCountingFallbacks(
        s, segCircles, [](const SegmentCircleCase& c) { benchmark::DoNotOptimize(classify(c.a, c.b)); });
  });
  benchmark::RegisterBenchmark("SegmentCircle/Collide/box2d", [](benchmark::State& s) {
    overCasesCountingFallbacks(s, segCircles, [](const SegmentCircleCase& c) {
      b2Manifold m;
      b2CollideEdgeAndCircle(&m, &c.edge, identity(), &c.circle, identity());
      benchmark::DoNotOptimize(m);
    });
  });
}

}  // namespace hitlab::bench
