// generators.h — the hunt's sources of pairs, each aimed at a kind of edge (generators.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "hitlab/judge.h"
#include "hitlab/shapes.h"

namespace hitlab::judge {

/// splitmix64: small, fast, and the same sequence on every platform (std's distributions are not).
struct Rng {
  std::uint64_t state;
  explicit Rng(std::uint64_t seed) : state(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// An integer in [lo, hi].
  int range(int lo, int hi) {
    return hi <= lo ? lo : lo + static_cast<int>(next() % std::uint64_t(hi - lo + 1));
  }
  /// A double in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * 0x1p-53; }
  bool coin() { return next() & 1; }
};

struct GeneratorSettings {
  bool float32 = false;  ///< every value float-representable
  bool ccw = false;      ///< polygons counter-clockwise
  bool rounded = false;  ///< rects and polygons may have a radius (the judge takes them for the pair type)
};

/// What a judge with conventions `c` is given for a pair type.
GeneratorSettings settingsFor(const Conventions& c, int pairType);

struct Generator {
  std::string name;
  /// Makes a pair of the two shape types (a of `first`, b of `second`); false when this try made nothing
  /// valid.
  bool (*make)(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a, Shape& b);
  /// A generator of pairs in motion makes their motions too (then `make` is null).
  bool (*makeMoving)(Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s, Shape& a,
                     Shape& b, PairMotion& m) = nullptr;
};

/// Every generator, in the order they take turns: grid, decimal, tangent, ulp-walk, scale, near-parallel,
/// random, gap, rotated-box.
const std::vector<Generator>& generators();
/// The generators of pairs in motion, in the order they take turns: toi-grid (whole-number shapes and
/// motions), toi-contact (a touching pair moved back so that it touches at t = 0, 1/4, ..., 1, half the time
/// along an edge: sliding at exactly the contact distance), toi-through (a thin or any shape crossed in one
/// step), toi-speed (very fast and very slow motions), toi-ulp (a few ulps from those), toi-scale (every
/// scale), toi-decimal (decimals).
const std::vector<Generator>& motionGenerators();

/// One pair from generator g (still, or in motion with p.motion set); false when this try made nothing.
bool generate(const Generator& g, Rng& rng, ShapeType first, ShapeType second, const GeneratorSettings& s,
              PairOfShapes& p);

/// Every value rounded to the nearest float (what a float judge is given).
void roundToFloats(Shape& s);
void roundToFloats(PairMotion& m);

/// Whether the shape can be judged: finite, a valid polygon, rect min <= max, radius >= 0, (float32) every
/// value a float, (ccw) every polygon counter-clockwise, and (unless rounded) no rect or polygon rounded.
bool usable(const Shape& s, const GeneratorSettings& settings);
/// The same for a motion: finite, and (float32) floats.
bool usable(const PairMotion& m, const GeneratorSettings& settings);
/// Both shapes and the motion, if any.
bool usable(const PairOfShapes& p, const GeneratorSettings& settings);

}  // namespace hitlab::judge
