// rects.cpp — two axis-aligned rectangles as seed 003 explains it: the four states in which they cannot meet,
// each tested in turn, then the center / half-size form of seed 000 and the pixel convention.
#include <cmath>

#include "explain/family.h"
#include "hitlab/seeds.h"
#include "pairs/constructions.h"

namespace hitlab::explain::detail {

namespace {

bool accepts(const Shape& a, const Shape& b, bool& swap) {
  swap = false;
  return std::holds_alternative<Rect>(a) && std::holds_alternative<Rect>(b);
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const Rect &a = std::get<Rect>(pair.a), &b = std::get<Rect>(pair.b);
  seeds::RectTrace t;
  seeds::rectTest(a, b, seeds::Boundary::Inclusive, &t);
  // The seed's states 1 to 4 (y up here): a's right end left of b's left end, a's left end right of b's
  // right end, a's bottom above b's top, a's top below b's bottom. RectTrace keeps them as "b is left of,
  // right of, below, above a".
  struct State {
    bool holds;
    double lhs, rhs;
    Vec2 edgeA0, edgeA1, edgeB0, edgeB1;
  };
  const State states[4] = {
      {t.apart[1], a.max.x, b.min.x, {a.max.x, a.min.y}, a.max, b.min, {b.min.x, b.max.y}},
      {t.apart[0], a.min.x, b.max.x, a.min, {a.min.x, a.max.y}, {b.max.x, b.min.y}, b.max},
      {t.apart[2], a.min.y, b.max.y, a.min, {a.max.x, a.min.y}, {b.min.x, b.max.y}, b.max},
      {t.apart[3], a.max.y, b.min.y, {a.min.x, a.max.y}, a.max, b.min, {b.max.x, b.min.y}},
  };
  const Mark boxA{Mark::Kind::Box, a.min, a.max, {}, 0, 0, std::string(pair.nameA)};
  const Mark boxB{Mark::Kind::Box, b.min, b.max, {}, 0, 0, std::string(pair.nameB)};
  bool apart = false;
  for (int k = 0; k < 4; ++k) {
    const State& s = states[k];
    Step step = makeStep("rects.state" + std::to_string(k + 1), pair);
    step.values = {{"lhs", s.lhs}, {"rhs", s.rhs}};
    step.words.push_back({"holds", s.holds ? "@yes" : "@no"});
    step.marks = {boxA, boxB, segmentMark(s.edgeA0, s.edgeA1, s.holds ? -1 : 1),
                  segmentMark(s.edgeB0, s.edgeB1, s.holds ? -1 : 1)};
    static constexpr const char* kParts[4] = {"a.right < b.left", "a.left > b.right", "a.bottom > b.top",
                                              "a.top < b.bottom"};
    step.formulaPart = kParts[k];
    steps.push_back(step);
    apart |= s.holds;
  }
  steps.push_back(makeStep(apart ? "rects.verdict.apart" : "rects.verdict.meet", pair));
  Step center = makeStep("rects.center", pair);
  const double cax = (a.min.x + a.max.x) / 2, cay = (a.min.y + a.max.y) / 2;
  const double cbx = (b.min.x + b.max.x) / 2, cby = (b.min.y + b.max.y) / 2;
  // |ca - cb| and ha + hb on each axis, halves of sums of four coordinates, each rounded once.
  auto half = [](double p, double q, double r, double s) {  // (p + q + r + s) / 2
    return hitlab::detail::roundedRational([&](auto tag) {
      using T = typename decltype(tag)::type;
      return std::pair<T, T>{T(T(T(p) + T(q)) + T(T(r) + T(s))), T(2)};
    });
  };
  center.values = {{"dx", std::fabs(half(a.min.x, a.max.x, -b.min.x, -b.max.x))},
                   {"hx", half(a.max.x, -a.min.x, b.max.x, -b.min.x)},
                   {"dy", std::fabs(half(a.min.y, a.max.y, -b.min.y, -b.max.y))},
                   {"hy", half(a.max.y, -a.min.y, b.max.y, -b.min.y)}};
  center.words.push_back({"cmpx", comparison(t.centerVsHalfSizes[0])});
  center.words.push_back({"cmpy", comparison(t.centerVsHalfSizes[1])});
  center.marks = {boxA, boxB, segmentMark({cax, cay}, {cbx, cby}, 2), pointMark({cax, cay}),
                  pointMark({cbx, cby})};
  steps.push_back(center);
  steps.push_back(makeStep("rects.pixels", pair));
}

const bool kRegistered = registerFamily({"rect-rect", 40, accepts, build});

}  // namespace

}  // namespace hitlab::explain::detail
