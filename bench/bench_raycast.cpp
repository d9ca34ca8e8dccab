// bench_raycast.cpp — rays through a scene of 100,000 still shapes, each ray's first hit, beside Box2D
// 2.4.1's b2World::RayCast (its dynamic tree, a closest-hit callback) and Chipmunk 7's
// cpSpaceSegmentQueryFirst (its static bounding-box tree), on the same scene and rays in one run (issue 52).
// Native only: the web build has neither peer here.
//
// The scene: a level of 100,000 boxes, half axis-aligned and half rotated (an engine's polygons), 0.5 to 2
// wide, at random in a 2,000 x 2,000 square (about 4% of it covered); a pool of 1M rays, from random points
// in random directions, 40 long. Each iteration casts the next 65,536 rays of the pool, 8 iterations (the
// same 524,288 rays for each peer); the rate is rays per second (rays_per_second).
#include <benchmark/benchmark.h>
#include <box2d/box2d.h>
#include <chipmunk/chipmunk.h>

#include <cmath>
#include <cstddef>
#include <memory>
#include <random>
#include <vector>

#include "bench.h"
#include "hitlab/raycast.h"

namespace hitlab::bench {

namespace {

constexpr int kShapes = 100000;
constexpr std::size_t kRays = 1 << 20, kPerIteration = 1 << 16;
constexpr double kSide = 2000, kLength = 40;

struct Level {
  std::vector<Shape> shapes;
  std::vector<double> ox, oy, mx, my;
};

const Level& level() {
  static const Level l = [] {
    Level out;
    std::mt19937_64 rng(52);
    std::uniform_real_distribution<double> at(0, kSide), size(0.25, 1), turn(0, M_PI);
    for (int i = 0; i < kShapes; ++i) {
      const Vec2 c{at(rng), at(rng)}, half{size(rng), size(rng)};
      if (i % 2 == 0)
        out.shapes.emplace_back(Rect{c - half, c + half});
      else
        out.shapes.emplace_back(rotatedBox(c, half, turn(rng)));
    }
    for (std::size_t k = 0; k < kRays; ++k) {
      const double angle = 2 * turn(rng);
      out.ox.push_back(at(rng)), out.oy.push_back(at(rng));
      out.mx.push_back(kLength * std::cos(angle)), out.my.push_back(kLength * std::sin(angle));
    }
    return out;
  }();
  return l;
}

// Casts rays [k, k + kPerIteration) of the pool with `cast(i)` per iteration, the pool's next batch each
// time.
template <class Cast>
void overRays(benchmark::State& state, Cast cast) {
  std::size_t k = 0;
  long long hits = 0;
  for (auto _ : state) {
    for (std::size_t i = k; i < k + kPerIteration; ++i) hits += cast(i);
    k = (k + kPerIteration) % kRays;
  }
  state.counters["rays_per_second"] =
      benchmark::Counter(static_cast<double>(kPerIteration), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["hit_share"] =
      static_cast<double>(hits) /
      static_cast<double>(kPerIteration * static_cast<std::size_t>(state.iterations()));
}

// [SECTION] Box2D: static bodies in a world, b2World::RayCast keeping the closest fixture

struct Closest : b2RayCastCallback {
  b2Fixture* fixture = nullptr;
  float ReportFixture(b2Fixture* f, const b2Vec2&, const b2Vec2&, float fraction) override {
    fixture = f;
    return fraction;  // (clips the ray there: only nearer fixtures are reported after it)
  }
};

std::unique_ptr<b2World> box2dWorld() {
  auto world = std::make_unique<b2World>(b2Vec2(0, 0));
  b2BodyDef def;  // (static)
  b2Body* body = world->CreateBody(&def);
  for (const Shape& s : level().shapes) {
    b2PolygonShape shape;
    if (const auto* r = std::get_if<Rect>(&s)) {
      const b2Vec2 v[4] = {{static_cast<float>(r->min.x), static_cast<float>(r->min.y)},
                           {static_cast<float>(r->max.x), static_cast<float>(r->min.y)},
                           {static_cast<float>(r->max.x), static_cast<float>(r->max.y)},
                           {static_cast<float>(r->min.x), static_cast<float>(r->max.y)}};
      shape.Set(v, 4);
    } else {
      const Polygon& p = std::get<Polygon>(s);
      b2Vec2 v[4];
      for (int i = 0; i < 4; ++i)
        v[i].Set(static_cast<float>(p.points[static_cast<std::size_t>(i)].x),
                 static_cast<float>(p.points[static_cast<std::size_t>(i)].y));
      shape.Set(v, 4);
    }
    body->CreateFixture(&shape, 0);
  }
  return world;
}

// [SECTION] Chipmunk: static shapes in a space, cpSpaceSegmentQueryFirst

struct SpaceDeleter {
  void operator()(cpSpace* space) const { cpSpaceFree(space); }  // (the shapes stay: the process ends)
};

std::unique_ptr<cpSpace, SpaceDeleter> chipmunkSpace() {
  std::unique_ptr<cpSpace, SpaceDeleter> space(cpSpaceNew());
  cpBody* body = cpSpaceGetStaticBody(space.get());
  for (const Shape& s : level().shapes) {
    cpVect v[4];
    if (const auto* r = std::get_if<Rect>(&s)) {
      v[0] = cpv(r->min.x, r->min.y), v[1] = cpv(r->max.x, r->min.y), v[2] = cpv(r->max.x, r->max.y),
      v[3] = cpv(r->min.x, r->max.y);
    } else {
      const Polygon& p = std::get<Polygon>(s);
      for (std::size_t i = 0; i < 4; ++i) v[i] = cpv(p.points[i].x, p.points[i].y);
    }
    cpSpaceAddShape(space.get(), cpPolyShapeNew(body, 4, v, cpTransformIdentity, 0));
  }
  cpSpaceReindexStatic(space.get());
  return space;
}

}  // namespace

void registerRayCastBenchmarks() {
  benchmark::RegisterBenchmark("Rays100k/FirstHit/hitlab",
                               [](benchmark::State& s) {
                                 static const RayScene scene(level().shapes);
                                 const Level& l = level();
                                 overRays(s, [&](std::size_t i) {
                                   return scene.cast({l.ox[i], l.oy[i]}, {l.mx[i], l.my[i]}).shape >= 0;
                                 });
                               })
      ->Unit(benchmark::kMillisecond)
      ->Iterations(8);
  benchmark::RegisterBenchmark(
      "Rays100k/FirstHit/box2d",
      [](benchmark::State& s) {
        static const std::unique_ptr<b2World> world = box2dWorld();
        const Level& l = level();
        overRays(s, [&](std::size_t i) {
          Closest closest;
          const b2Vec2 from(static_cast<float>(l.ox[i]), static_cast<float>(l.oy[i]));
          world->RayCast(&closest, from,
                         from + b2Vec2(static_cast<float>(l.mx[i]), static_cast<float>(l.my[i])));
          return closest.fixture != nullptr;
        });
      })
      ->Unit(benchmark::kMillisecond)
      ->Iterations(8);
  benchmark::RegisterBenchmark("Rays100k/FirstHit/chipmunk",
                               [](benchmark::State& s) {
                                 static const std::unique_ptr<cpSpace, SpaceDeleter> space = chipmunkSpace();
                                 const Level& l = level();
                                 overRays(s, [&](std::size_t i) {
                                   cpSegmentQueryInfo info;
                                   return cpSpaceSegmentQueryFirst(space.get(), cpv(l.ox[i], l.oy[i]),
                                                                   cpv(l.ox[i] + l.mx[i], l.oy[i] + l.my[i]),
                                                                   0, CP_SHAPE_FILTER_ALL, &info) != nullptr;
                                 });
                               })
      ->Unit(benchmark::kMillisecond)
      ->Iterations(8);
}

}  // namespace hitlab::bench
