// bench_raycast.cpp — rays through a scene of 100,000 still shapes, each ray's first hit, beside Box2D
// 2.4.1's b2World::RayCast (its dynamic tree, a closest-hit callback) and Chipmunk 7's
// cpSpaceSegmentQueryFirst (its static bounding-box tree), on the same scene and rays in one run (issue 52).
// Native only: the web build has neither peer here.
//
// The scene: a level of 100,000 boxes, half axis-aligned and half rotated (an engine's polygons), 0.5 to 2
// wide, at random in a 2,000 x 2,000 square (about 4% of it covered); a pool of 1M rays, from random points
// in random directions, 40 long. RaysMixed100k: the same with a quarter each of boxes, rotated boxes, disks
// (radius 0.25 to 1) and segments (1 to 4 long), level geometry. Each iteration casts the next 65,536 rays
// of the pool, 8 iterations (the same 524,288 rays for each peer); the rate is rays per second
// (rays_per_second).
#include <benchmark/benchmark.h>
#include <box2d/box2d.h>
#include <chipmunk/chipmunk.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <memory>
#include <random>
#include <string>
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

// Boxes alone, or (mixed) a quarter each of boxes, rotated boxes, disks and segments (level geometry).
Level makeLevel(bool mixed) {
  Level out;
  std::mt19937_64 rng(52);
  std::uniform_real_distribution<double> at(0, kSide), size(0.25, 1), turn(0, M_PI);
  for (int i = 0; i < kShapes; ++i) {
    const Vec2 c{at(rng), at(rng)}, half{size(rng), size(rng)};
    const double angle = turn(rng);
    switch (mixed ? i % 4 : i % 2) {
      case 0:
        out.shapes.emplace_back(Rect{c - half, c + half});
        break;
      case 1:
        out.shapes.emplace_back(rotatedBox(c, half, angle));
        break;
      case 2:
        out.shapes.emplace_back(Circle{c, half.x});
        break;
      default:
        out.shapes.emplace_back(
            Segment{c, {c.x + 4 * half.x * std::cos(angle), c.y + 4 * half.x * std::sin(angle)}});
        break;
    }
  }
  for (std::size_t k = 0; k < kRays; ++k) {
    const double angle = 2 * turn(rng);
    out.ox.push_back(at(rng)), out.oy.push_back(at(rng));
    out.mx.push_back(kLength * std::cos(angle)), out.my.push_back(kLength * std::sin(angle));
  }
  return out;
}
const Level& level(bool mixed) {
  static const Level boxes = makeLevel(false), both = makeLevel(true);
  return mixed ? both : boxes;
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

b2Vec2 bv(Vec2 p) { return {static_cast<float>(p.x), static_cast<float>(p.y)}; }

std::unique_ptr<b2World> box2dWorld(bool mixed) {
  auto world = std::make_unique<b2World>(b2Vec2(0, 0));
  b2BodyDef def;  // (static)
  b2Body* body = world->CreateBody(&def);
  for (const Shape& s : level(mixed).shapes) {
    if (const auto* c = std::get_if<Circle>(&s)) {
      b2CircleShape shape;
      shape.m_p = bv(c->center), shape.m_radius = static_cast<float>(c->radius);
      body->CreateFixture(&shape, 0);
    } else if (const auto* g = std::get_if<Segment>(&s)) {
      b2EdgeShape shape;
      shape.SetTwoSided(bv(g->a), bv(g->b));
      body->CreateFixture(&shape, 0);
    } else {
      b2PolygonShape shape;
      b2Vec2 v[4];
      if (const auto* r = std::get_if<Rect>(&s)) {
        const std::array<Vec2, 4> corners = rectCorners(*r);
        for (int i = 0; i < 4; ++i) v[i] = bv(corners[static_cast<std::size_t>(i)]);
      } else {
        for (int i = 0; i < 4; ++i) v[i] = bv(std::get<Polygon>(s).points[static_cast<std::size_t>(i)]);
      }
      shape.Set(v, 4);
      body->CreateFixture(&shape, 0);
    }
  }
  return world;
}

// [SECTION] Chipmunk: static shapes in a space, cpSpaceSegmentQueryFirst

struct SpaceDeleter {
  void operator()(cpSpace* space) const { cpSpaceFree(space); }  // (the shapes stay: the process ends)
};

cpVect cv(Vec2 p) { return cpv(p.x, p.y); }

std::unique_ptr<cpSpace, SpaceDeleter> chipmunkSpace(bool mixed) {
  std::unique_ptr<cpSpace, SpaceDeleter> space(cpSpaceNew());
  cpBody* body = cpSpaceGetStaticBody(space.get());
  for (const Shape& s : level(mixed).shapes) {
    if (const auto* c = std::get_if<Circle>(&s)) {
      cpSpaceAddShape(space.get(), cpCircleShapeNew(body, c->radius, cv(c->center)));
    } else if (const auto* g = std::get_if<Segment>(&s)) {
      cpSpaceAddShape(space.get(), cpSegmentShapeNew(body, cv(g->a), cv(g->b), 0));
    } else {
      cpVect v[4];
      if (const auto* r = std::get_if<Rect>(&s)) {
        const std::array<Vec2, 4> corners = rectCorners(*r);
        for (std::size_t i = 0; i < 4; ++i) v[i] = cv(corners[i]);
      } else {
        for (std::size_t i = 0; i < 4; ++i) v[i] = cv(std::get<Polygon>(s).points[i]);
      }
      cpSpaceAddShape(space.get(), cpPolyShapeNew(body, 4, v, cpTransformIdentity, 0));
    }
  }
  cpSpaceReindexStatic(space.get());
  return space;
}

}  // namespace

void registerRayCastBenchmarks() {
  for (const bool mixed : {false, true}) {
    const std::string family = mixed ? "RaysMixed100k" : "Rays100k";
    benchmark::RegisterBenchmark((family + "/FirstHit/hitlab").c_str(),
                                 [mixed](benchmark::State& s) {
                                   static const RayScene boxes(level(false).shapes), both(level(true).shapes);
                                   const RayScene& scene = mixed ? both : boxes;
                                   const Level& l = level(mixed);
                                   overRays(s, [&](std::size_t i) {
                                     return scene.cast({l.ox[i], l.oy[i]}, {l.mx[i], l.my[i]}).shape >= 0;
                                   });
                                 })
        ->Unit(benchmark::kMillisecond)
        ->Iterations(8);
    benchmark::RegisterBenchmark(
        (family + "/FirstHit/box2d").c_str(),
        [mixed](benchmark::State& s) {
          static const std::unique_ptr<b2World> boxes = box2dWorld(false), both = box2dWorld(true);
          b2World& world = mixed ? *both : *boxes;
          const Level& l = level(mixed);
          overRays(s, [&](std::size_t i) {
            Closest closest;
            const b2Vec2 from(static_cast<float>(l.ox[i]), static_cast<float>(l.oy[i]));
            world.RayCast(&closest, from,
                          from + b2Vec2(static_cast<float>(l.mx[i]), static_cast<float>(l.my[i])));
            return closest.fixture != nullptr;
          });
        })
        ->Unit(benchmark::kMillisecond)
        ->Iterations(8);
    benchmark::RegisterBenchmark(
        (family + "/FirstHit/chipmunk").c_str(),
        [mixed](benchmark::State& s) {
          static const std::unique_ptr<cpSpace, SpaceDeleter> boxes = chipmunkSpace(false),
                                                              both = chipmunkSpace(true);
          cpSpace* space = mixed ? both.get() : boxes.get();
          const Level& l = level(mixed);
          overRays(s, [&](std::size_t i) {
            cpSegmentQueryInfo info;
            return cpSpaceSegmentQueryFirst(space, cpv(l.ox[i], l.oy[i]),
                                            cpv(l.ox[i] + l.mx[i], l.oy[i] + l.my[i]), 0, CP_SHAPE_FILTER_ALL,
                                            &info) != nullptr;
          });
        })
        ->Unit(benchmark::kMillisecond)
        ->Iterations(8);
  }
}

}  // namespace hitlab::bench
