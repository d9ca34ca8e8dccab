// bench_degenerate.cpp — the inputs where exactness matters (issue 54), beside random ones made the same way:
// segment, circle and 8-gon pairs at random, on a small integer grid (touching, sharing vertices, collinear),
// on one-digit decimals and snapped to a grid after a rotation; and the hunt's own generators' mix. Each
// family's relation (`Degenerate/SHAPE/INPUT/hitlab`), with counters: the share of pairs that reached the
// rational fallback (exact_fallbacks_per_call) and the share that touch (touching).
//
// Each input of a shape is made by one generator from the same random draws, so that only the coordinates'
// kind differs: Random (doubles), Grid (the draws rounded to integers), Decimals (to one decimal digit) and
// RotatedGrid (a grid pair rotated by a random angle, then rounded to quarter integers).
#include <benchmark/benchmark.h>

#include <cmath>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "bench.h"
#include "hitlab/classify.h"
#include "hitlab/relation.h"
#include "hunt/generators.h"

namespace hitlab::bench {

namespace {

constexpr int kPairs = 1024;
constexpr double kTau = 6.283185307179586;

enum class Input { Random, Grid, Decimals, RotatedGrid };
const char* nameOf(Input in) {
  switch (in) {
    case Input::Random:
      return "Random";
    case Input::Grid:
      return "Grid";
    case Input::Decimals:
      return "Decimals";
    default:
      return "RotatedGrid";
  }
}

// [SECTION] Coordinates of each kind

// A pair's coordinates of one kind: `snap` is applied to every value after the pair's rotation.
struct Kind {
  double angle = 0;  // (RotatedGrid: the pair's rotation, about the origin)
  std::function<double(double)> snap;
};

Kind kindOf(Input in, std::mt19937_64& rng) {
  switch (in) {
    case Input::Random:
      return {0, [](double x) { return x; }};
    case Input::Grid:
      return {0, [](double x) { return std::round(x); }};
    case Input::Decimals:
      return {0, [](double x) { return std::round(x * 10) / 10; }};
    default:
      return {std::uniform_real_distribution<double>(0, kTau)(rng),
              [](double x) { return std::round(x * 4) / 4; }};
  }
}

// A point of a grid pair: rounded to the grid first (so that RotatedGrid rotates grid shapes), then rotated
// and snapped.
Vec2 place(const Kind& k, Input in, Vec2 p) {
  if (in == Input::RotatedGrid) {
    p = {std::round(p.x), std::round(p.y)};
    const double c = std::cos(k.angle), s = std::sin(k.angle);
    p = {c * p.x - s * p.y, s * p.x + c * p.y};
  }
  return {k.snap(p.x), k.snap(p.y)};
}

// [SECTION] The families

double uni(std::mt19937_64& rng, double lo, double hi) {
  return std::uniform_real_distribution<double>(lo, hi)(rng);
}

// kPairs pairs from make(rng, kind), a pair of one input's kind or none (a try that made nothing usable).
template <class T, class Make>
std::vector<std::pair<T, T>> pairsOf(Input in, Make make) {
  std::mt19937_64 rng(54);
  std::vector<std::pair<T, T>> out;
  out.reserve(kPairs);
  while (static_cast<int>(out.size()) < kPairs)
    if (std::optional<std::pair<T, T>> pair = make(rng, kindOf(in, rng))) out.push_back(std::move(*pair));
  return out;
}

// Segments of length 1 to 6 with ends in [-4, 4]: on the integer grid, many share an end, end on the other
// or lie on one line.
std::vector<std::pair<Segment, Segment>> segmentPairs(Input in) {
  return pairsOf<Segment>(in, [in](std::mt19937_64& rng, const Kind& k) {
    auto segment = [&] {
      const Vec2 a{uni(rng, -4, 4), uni(rng, -4, 4)};
      const double length = uni(rng, 1, 6), angle = uni(rng, 0, kTau);
      return Segment{place(k, in, a), place(k, in, a + length * Vec2{std::cos(angle), std::sin(angle)})};
    };
    return std::optional{std::pair{segment(), segment()}};
  });
}

// Circles with radius 1 to 3 and centres in [-4, 4]: on the grid, tangent wherever the centres' distance is
// a whole number equal to the radii's sum or difference.
std::vector<std::pair<Circle, Circle>> circlePairs(Input in) {
  return pairsOf<Circle>(in, [in](std::mt19937_64& rng, const Kind& k) {
    auto circle = [&] {
      const Vec2 c{uni(rng, -4, 4), uni(rng, -4, 4)};
      const double r = in == Input::Random ? uni(rng, 1, 3) : k.snap(std::round(uni(rng, 1, 3)));
      return Circle{place(k, in, c), r};
    };
    return std::optional{std::pair{circle(), circle()}};
  });
}

// 8-gons: 8 jittered angles on a circle of radius 3 to 6, the second 8-gon's centre at a distance up to
// 1.2 times the radii's sum; a pair is kept when both stay convex 8-gons after the rounding (so that every
// input has 8 vertices a side).
std::vector<std::pair<Polygon, Polygon>> polygonPairs(Input in) {
  return pairsOf<Polygon>(in, [in](std::mt19937_64& rng, const Kind& k) {
    auto polygon = [&](Vec2 centre, double radius) {
      Polygon p;
      const double turn = uni(rng, 0, kTau);
      p.points.reserve(8);
      for (int i = 0; i < 8; ++i) {
        const double a = turn + (i + uni(rng, -0.3, 0.3)) * kTau / 8;
        p.points.push_back(place(k, in, centre + radius * Vec2{std::cos(a), std::sin(a)}));
      }
      return p;
    };
    const double rA = uni(rng, 3, 6), rB = uni(rng, 3, 6), d = uni(rng, 0, 1.2 * (rA + rB)),
                 a = uni(rng, 0, kTau);
    Vec2 centre = d * Vec2{std::cos(a), std::sin(a)};
    if (in != Input::Random) centre = {std::round(centre.x), std::round(centre.y)};
    Polygon p = polygon({0, 0}, rA), q = polygon(centre, rB);
    if (!polygonProblem(p).empty() || !polygonProblem(q).empty())
      return std::optional<std::pair<Polygon, Polygon>>{};
    return std::optional{std::pair{std::move(p), std::move(q)}};
  });
}

// The hunt's generators in turn (hitlab-cli hunt's order) over every pair of shape types, rounded shapes
// included, as the hunt gives them to a judge that takes every shape.
std::vector<std::pair<Shape, Shape>> huntPairs() {
  judge::Rng rng(54);
  judge::GeneratorSettings settings;
  settings.rounded = true;
  std::vector<std::pair<Shape, Shape>> out;
  out.reserve(kPairs);
  for (int turn = 0; static_cast<int>(out.size()) < kPairs; ++turn) {
    const auto& g = judge::generators()[turn % judge::generators().size()];
    const auto first = static_cast<ShapeType>(rng.range(0, kShapeTypeCount - 1));
    const auto second = static_cast<ShapeType>(rng.range(0, kShapeTypeCount - 1));
    judge::PairOfShapes p;
    if (judge::generate(g, rng, first, second, settings, p) && judge::usable(p, settings))
      out.emplace_back(p.a, p.b);
  }
  return out;
}

// [SECTION] The runs

template <class Pairs, class Fn>
void overPairs(benchmark::State& state, const Pairs& pairs, Fn fn) {
  const long long before = exactFallbackCount();
  for (auto _ : state)
    for (const auto& p : pairs) fn(p);
  perCall(state, static_cast<double>(pairs.size()));
  state.counters["exact_fallbacks_per_call"] =
      double(exactFallbackCount() - before) / (double(state.iterations()) * double(pairs.size()));
  int touching = 0;
  for (const auto& p : pairs) touching += classify(p.first, p.second) == Relation::Touching;
  state.counters["touching"] = double(touching) / double(pairs.size());
}

template <class Pairs>
void registerRelation(const std::string& name, Pairs pairs) {
  benchmark::RegisterBenchmark(name.c_str(), [pairs = std::move(pairs)](benchmark::State& s) {
    overPairs(s, pairs, [](const auto& p) { benchmark::DoNotOptimize(classify(p.first, p.second)); });
  });
}

}  // namespace

void registerDegenerateBenchmarks() {
  for (Input in : {Input::Random, Input::Grid, Input::Decimals, Input::RotatedGrid}) {
    const std::string input = nameOf(in);
    registerRelation("Degenerate/Segment/" + input + "/hitlab", segmentPairs(in));
    registerRelation("Degenerate/Circle/" + input + "/hitlab", circlePairs(in));
    registerRelation("Degenerate/Poly8/" + input + "/hitlab", polygonPairs(in));
  }
  auto hunt = huntPairs();
  benchmark::RegisterBenchmark("Degenerate/HuntMix/Full/hitlab", [hunt](benchmark::State& s) {
    overPairs(s, hunt, [](const auto& p) { benchmark::DoNotOptimize(evaluate(p.first, p.second)); });
  });
  registerRelation("Degenerate/HuntMix/Relation/hitlab", std::move(hunt));
}

}  // namespace hitlab::bench
