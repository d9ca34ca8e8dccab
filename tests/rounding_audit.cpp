// rounding_audit.cpp — hitlab-rounding-audit: how many numbers evaluate() prints are the correctly rounded
// exact values of the quantities the contract defines (issue 27; figures in docs/rounding.md).
//
//   hitlab-rounding-audit [PAIRS [SEED]]   PAIRS per corpus kind and pair family (default 300), SEED 27
//
// For each corpus kind (random, degenerate, ulp-nudged, Pythagorean, huge, tiny, subnormal, midpoint, wide)
// and each pair family, evaluate() every pair, round it for printing (roundPrinted; AUDIT_UNROUNDED=1 leaves
// that out) and hold each number of its result to the double nearest its exact value (tests/rounding_check.h
// has the definitions). Prints per corpus kind and per pair family how many numbers were checked and how many
// are not the nearest double; a third argument lists family:quantity pairs that must have none wrong.
#include <algorithm>
#include <bit>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "hitlab/scene_io.h"
#include "rounding_check.h"

namespace {

using namespace hitlab;
using oracle::Num;

// [SECTION] Corpora

enum class Kind { Random, Degenerate, UlpNudged, Pythagorean, Huge, Tiny, Subnormal, Midpoint, Wide };
const char* kKindNames[] = {"random", "degenerate", "ulp-nudged", "pythagorean", "huge",
                            "tiny",   "subnormal",  "midpoint",   "wide"};
constexpr int kKinds = 9;

struct Gen {
  std::mt19937_64 rng;
  Kind kind;
  double scale = 1, high = 1;
  double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }
  int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  // A new pair: the scale for huge and tiny corpora.
  void nextPair() {
    if (kind == Kind::Huge) scale = std::pow(10.0, integer(14, 150));
    if (kind == Kind::Tiny) scale = std::pow(10.0, -integer(100, 300));
    if (kind == Kind::Subnormal) scale = 0x1p-1064;
    // Wide pairs: evaluated scaled down by about 2^857 (tiny features subnormal at the working scale), or as
    // given with crossings at a tiny fraction t of a long edge (t subnormal).
    static constexpr double kWide[][2] = {
        {0x1p980, 0x1p-170}, {0x1p100, 0x1p-925}, {0x1p20, 0x1p-1010}, {0x1p-300, 0x1p-1060}};
    if (kind == Kind::Wide) {
      const auto& w = kWide[integer(0, 3)];
      high = w[0], scale = w[1];
    }
  }
  double coord() {
    switch (kind) {
      case Kind::Random:
        return uniform(-10, 10);
      case Kind::Degenerate:
        return integer(-3, 3);
      case Kind::UlpNudged: {
        double v = integer(-3, 3);
        const int n = integer(-1, 1);
        return n == 0 ? v : std::nextafter(v, n * INFINITY);
      }
      case Kind::Pythagorean:
        return integer(-12, 12);
      case Kind::Midpoint:
        return integer(-1000, 1000);
      case Kind::Wide:  // small integers at a low scale, and now and then one at a high scale
        return integer(0, 5) == 0 ? integer(-8, 8) * high : integer(-40, 40) * scale;
      case Kind::Huge:
      case Kind::Tiny:
        return uniform(-10, 10) * scale;
      case Kind::Subnormal:
        return integer(-40, 40) * scale;
    }
    return 0;
  }
  double length() {
    const double base = kind == Kind::Random || kind == Kind::Huge || kind == Kind::Tiny ? uniform(0.5, 6)
                        : kind == Kind::Midpoint                                         ? integer(1, 600)
                                                                                         : integer(1, 6);
    const bool atScale =
        kind == Kind::Huge || kind == Kind::Tiny || kind == Kind::Subnormal || kind == Kind::Wide;
    const double v = atScale ? base * scale : base;
    return kind == Kind::UlpNudged && integer(0, 1) ? std::nextafter(v, INFINITY) : v;
  }
  Vec2 point() { return {coord(), coord()}; }
  Shape segment() { return Segment{point(), point()}; }
  Shape circle() { return Circle{point(), length()}; }
  Shape rect() {
    const Vec2 a = point(), b = point();
    return Rect{{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}};
  }
  Shape polygon() {
    if (kind == Kind::Random || kind == Kind::Huge || kind == Kind::Tiny) {
      const Vec2 c = point();
      const double r = length();
      const int n = integer(3, 7);
      std::vector<Vec2> pts;
      double angle = uniform(0, 1);
      for (int i = 0; i < n; ++i, angle += 6.283185307179586 / n * uniform(0.6, 1.0))
        pts.push_back({c.x + r * std::cos(angle), c.y + r * std::sin(angle)});
      return Polygon{pts};
    }
    // Small integers (times the scale): a random triangle or a quad from a box with one corner moved.
    const Vec2 a = point(), b = point(), c = point();
    return Polygon{{a, b, c}};
  }
  // A pair of circles for the Pythagorean corpus: centers 3-4-5 (5-12-13, 8-15-17) apart.
  std::pair<Shape, Shape> pythagoreanCircles() {
    static const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {6, 8, 10}};
    const auto& t = triples[integer(0, 3)];
    const Vec2 c1 = point();
    const int sx = integer(0, 1) ? 1 : -1, sy = integer(0, 1) ? 1 : -1;
    const Vec2 c2 =
        integer(0, 1) ? Vec2{c1.x + sx * t[0], c1.y + sy * t[1]} : Vec2{c1.x + sx * t[1], c1.y + sy * t[0]};
    return {Circle{c1, double(integer(1, t[2]))}, Circle{c2, double(integer(1, t[2]))}};
  }
};

// [SECTION] The midpoint corpus
// A pair on integers, scaled by the power of two that puts one of its printed lengths or positions x (rounded
// to 53 bits: odd 2^j) exactly halfway between two subnormals (odd 2^-1075). Where x is not a double, x and
// the midpoint differ, and a result rounded at 53 bits and then again to the subnormals (ties to even) is
// wrong half of the time: the double rounding a rescaled pair must not do.

Shape scaled(const Shape& s, int k) {
  auto p = [k](Vec2 v) { return Vec2{std::ldexp(v.x, k), std::ldexp(v.y, k)}; };
  return std::visit(
      [&](const auto& x) -> Shape {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) return Point{p(x.p)};
        if constexpr (std::is_same_v<S, Segment>) return Segment{p(x.a), p(x.b)};
        if constexpr (std::is_same_v<S, Circle>) return Circle{p(x.center), std::ldexp(x.radius, k)};
        if constexpr (std::is_same_v<S, Rect>) return Rect{p(x.min), p(x.max)};
        if constexpr (std::is_same_v<S, Polygon>) {
          Polygon g;
          for (Vec2 v : x.points) g.points.push_back(p(v));
          return g;
        }
        if constexpr (std::is_same_v<S, Capsule>) return Capsule{p(x.a), p(x.b), std::ldexp(x.radius, k)};
      },
      s);
}

std::pair<Shape, Shape> onAMidpoint(const Shape& a, const Shape& b, std::mt19937_64& rng) {
  PairResult r = evaluate(a, b);
  if (!r.error.empty()) return {a, b};
  roundPrinted(a, b, r);
  std::vector<double> xs;
  for (Vec2 p : r.points) xs.insert(xs.end(), {p.x, p.y});
  xs.insert(xs.end(), {r.distance, r.depth});
  if (r.mtv) xs.insert(xs.end(), {r.mtv->x, r.mtv->y});
  if (r.sat)
    for (const SatAxis& ax : r.sat->axes)
      xs.insert(xs.end(), {ax.aMin, ax.aMax, ax.bMin, ax.bMax, ax.overlap});
  std::erase_if(xs, [](double x) { return x == 0 || !std::isfinite(x); });
  if (xs.empty()) return {a, b};
  const double x = xs[rng() % xs.size()];
  int e = 0;
  const auto m = static_cast<std::uint64_t>(std::ldexp(std::fabs(std::frexp(x, &e)), 53));  // x = m 2^(e-53)
  const int k = -1075 - (e - 53 + std::countr_zero(m));  // x 2^k = (m / 2^tz) 2^-1075
  if (k < -1074) return {a, b};                          // (x an integer: a double, nothing to round)
  return {scaled(a, k), scaled(b, k)};                   // (integers times 2^k, k >= -1074: exact)
}

void audit(const Shape& a, const Shape& b, Num& n) {
  PairResult r = evaluate(a, b);
  if (!std::getenv("AUDIT_UNROUNDED")) roundPrinted(a, b, r);
  oracle::checkEveryNumber(a, b, r, n);
  if (std::getenv("AUDIT_VERBOSE") &&
      std::any_of(n.begin(), n.end(), [](auto& q) { return q.second.second; })) {
    Scene pair;  // (a scene file of the pair, for the app or hitlab-cli)
    pair.shapes = {{"a", a}, {"b", b}};
    std::printf("  pair: %s\n", sceneToJson(pair).c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  const int pairs = argc > 1 ? std::atoi(argv[1]) : 300;
  const unsigned long seed = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 27;
  const char* families[] = {"segment-segment", "segment-polygon", "polygon-polygon",
                            "rect-rect",       "rect-polygon",    "circle-circle",
                            "circle-segment",  "circle-rect",     "circle-polygon"};
  std::map<std::string, Num> byKind, byFamily;
  Num total;
  // (AUDIT_KIND=k and AUDIT_FAMILY=f restrict the run, AUDIT_VERBOSE prints every wrong point set.)
  const int onlyKind = std::getenv("AUDIT_KIND") ? std::atoi(std::getenv("AUDIT_KIND")) : -1;
  const int onlyFamily = std::getenv("AUDIT_FAMILY") ? std::atoi(std::getenv("AUDIT_FAMILY")) : -1;
  for (int k = 0; k < kKinds; ++k) {
    for (int f = 0; f < 9; ++f) {
      if ((onlyKind >= 0 && k != onlyKind) || (onlyFamily >= 0 && f != onlyFamily)) continue;
      Gen g{std::mt19937_64(seed * 1000 + k * 10 + f), static_cast<Kind>(k)};
      for (int i = 0; i < pairs; ++i) {
        g.nextPair();
        std::pair<Shape, Shape> p;
        switch (f) {
          case 0:
            p = {g.segment(), g.segment()};
            break;
          case 1:
            p = {g.segment(), g.polygon()};
            break;
          case 2:
            p = {g.polygon(), g.polygon()};
            break;
          case 3:
            p = {g.rect(), g.rect()};
            break;
          case 4:
            p = {g.rect(), g.polygon()};
            break;
          case 5:
            p = static_cast<Kind>(k) == Kind::Pythagorean ? g.pythagoreanCircles()
                                                          : std::pair<Shape, Shape>{g.circle(), g.circle()};
            break;
          case 6:
            p = {g.circle(), g.segment()};
            break;
          case 7:
            p = {g.circle(), g.rect()};
            break;
          default:
            p = {g.circle(), g.polygon()};
            break;
        }
        if (static_cast<Kind>(k) == Kind::Midpoint) p = onAMidpoint(p.first, p.second, g.rng);
        Num n;
        audit(p.first, p.second, n);
        for (auto& [q, cw] : n) {
          for (Num* into : {&byKind[kKindNames[k]], &byFamily[families[f]], &total}) {
            (*into)[q].first += cw.first;
            (*into)[q].second += cw.second;
          }
        }
      }
    }
  }
  auto table = [](const char* title, const std::map<std::string, Num>& rows) {
    std::printf("%-18s %-15s %9s %9s\n", title, "quantity", "checked", "wrong");
    for (auto& [name, n] : rows)
      for (auto& [q, cw] : n)
        std::printf("%-18s %-15s %9ld %9ld\n", name.c_str(), q.c_str(), cw.first, cw.second);
    std::printf("\n");
  };
  std::printf("hitlab-rounding-audit: %d pairs per corpus kind and pair family, seed %lu\n\n", pairs, seed);
  table("corpus", byKind);
  table("family", byFamily);
  table("all", {{"all", total}});
  // The third argument lists family:quantity pairs that must have no wrong number (CI holds what is done).
  int status = 0;
  if (argc > 3) {
    std::string list = argv[3];
    for (size_t start = 0; start < list.size();) {
      const size_t end = std::min(list.find(',', start), list.size()), colon = list.find(':', start);
      const std::string family = list.substr(start, colon - start),
                        quantity = list.substr(colon + 1, end - colon - 1);
      const auto& [checked, wrong] = byFamily[family][quantity];
      if (checked == 0 || wrong > 0) {
        std::printf("required correctly rounded: %s %s, %ld wrong of %ld checked\n", family.c_str(),
                    quantity.c_str(), wrong, checked);
        status = 1;
      }
      start = end + 1;
    }
  }
  return status;
}
