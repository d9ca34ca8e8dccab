// fuzz_predicates.cpp — libFuzzer harness: the filtered predicates and the fast paths against exact
// rationals.
//
// Fuzzed doubles (fuzz_input.h: small grids, scaled grids, raw bits) go through
//  - each exact predicate of pairs/predicates.h (a floating-point filter with a rational fallback), compared
//  with
//    the same sign computed in GMP rationals right here;
//  - a whole pair: evaluate() and classify() against the independent rational reference of the tests
//    (tests/reference.h: relation and containment), and no number that is not finite;
//  - the batch (SIMD) segment test of hitlab/batch.h against classify(Segment, Segment), lane by lane.
// Any disagreement aborts with the inputs printed.
#include <gmpxx.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz_input.h"
#include "hitlab/batch.h"
#include "hitlab/classify.h"
#include "hitlab/scene_io.h"
#include "pairs/predicates.h"
#include "reference.h"

namespace {

using namespace hitlab;
using namespace hitlab::detail;

[[noreturn]] void fail(const char* what, const Shape& a, const Shape& b) {
  Scene s;
  s.shapes = {{"a", a}, {"b", b}};
  std::fprintf(stderr, "%s\n%s\n", what, sceneToJson(s).c_str());
  std::abort();
}

mpq_class Q(double v) { return mpq_class(v); }
int sgnOf(const mpq_class& q) { return sgn(q); }
mpq_class cross(Vec2 o, Vec2 a, Vec2 b) {
  return (Q(a.x) - Q(o.x)) * (Q(b.y) - Q(o.y)) - (Q(a.y) - Q(o.y)) * (Q(b.x) - Q(o.x));
}
mpq_class dist2(Vec2 p, Vec2 q) {
  return (Q(p.x) - Q(q.x)) * (Q(p.x) - Q(q.x)) + (Q(p.y) - Q(q.y)) * (Q(p.y) - Q(q.y));
}

void checkPredicates(fuzz::Input& in) {
  const Vec2 a = in.point(), b = in.point(), c = in.point(), d = in.point();
  const double r1 = std::fabs(in.value()), r2 = std::fabs(in.value());
  const Shape sa = Segment{a, b}, sb = Segment{c, d};
  if (orient(a, b, c) != sgnOf(cross(a, b, c))) fail("orient", sa, sb);
  const mpq_class dot = (Q(b.x) - Q(a.x)) * (Q(d.x) - Q(c.x)) + (Q(b.y) - Q(a.y)) * (Q(d.y) - Q(c.y));
  if (dotSign(a, b, c, d) != sgnOf(dot)) fail("dotSign", sa, sb);
  const bool on = cross(a, b, c) == 0 && std::fmin(a.x, b.x) <= c.x && c.x <= std::fmax(a.x, b.x) &&
                  std::fmin(a.y, b.y) <= c.y && c.y <= std::fmax(a.y, b.y);
  if (onSegment(c, a, b) != on) fail("onSegment (c on a-b)", sa, Point{c});
  if (circleSide(a, c, r1) != sgnOf(dist2(a, c) - Q(r1) * Q(r1))) fail("circleSide", Point{a}, Circle{c, r1});
  for (bool sum : {true, false}) {
    const mpq_class rr = sum ? mpq_class(Q(r1) + Q(r2)) : mpq_class(Q(r1) - Q(r2));
    if (circlesSide(a, r1, c, r2, sum) != sgnOf(dist2(a, c) - rr * rr))
      fail(sum ? "circlesSide (sum)" : "circlesSide (difference)", Circle{a, r1}, Circle{c, r2});
  }
  if (segmentDistanceVsRadius(c, r1, a, b) !=
      sgnOf(ref::dist2Segment(ref::q(c), ref::q(a), ref::q(b)) - Q(r1) * Q(r1)))
    fail("segmentDistanceVsRadius", sa, Circle{c, r1});
}

void checkPair(fuzz::Input& in) {
  const Shape a = in.shape(), b = in.shape();
  const PairResult r = evaluate(a, b);
  if (!r.error.empty()) return;  // a polygon that is not convex, or of zero area
  if (r.relation != ref::relation(a, b)) fail("evaluate: relation differs from the reference", a, b);
  if (r.containment != ref::containment(a, b)) fail("evaluate: containment differs from the reference", a, b);
  if (classify(a, b) != r.relation) fail("classify differs from evaluate", a, b);
  bool finite = std::isfinite(r.distance) && std::isfinite(r.depth);
  for (Vec2 p : r.points) finite = finite && std::isfinite(p.x) && std::isfinite(p.y);
  if (r.mtv) finite = finite && std::isfinite(r.mtv->x) && std::isfinite(r.mtv->y);
  if (!finite) fail("a number that is not finite", a, b);
}

void checkBatch(fuzz::Input& in) {
  constexpr std::size_t kMax = 13;  // more than one vector of every width, and a remainder
  double ax[kMax], ay[kMax], bx[kMax], by[kMax];
  const std::size_t n = 1 + in.byte() % kMax;
  for (std::size_t i = 0; i < n; ++i)
    ax[i] = in.value(), ay[i] = in.value(), bx[i] = in.value(), by[i] = in.value();
  const Vec2 p = in.point(), q = in.point();
  std::uint8_t out[kMax];
  relateOneToMany(p, q, SegmentsSoA{ax, ay, bx, by, n}, out);
  for (std::size_t i = 0; i < n; ++i) {
    const Segment s{p, q}, t{{ax[i], ay[i]}, {bx[i], by[i]}};
    if (static_cast<Relation>(out[i]) != classify(s, t)) fail("relateOneToMany differs from classify", s, t);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  switch (in.byte() % 3) {
    case 0:
      checkPredicates(in);
      break;
    case 1:
      checkPair(in);
      break;
    default:
      checkBatch(in);
      break;
  }
  return 0;
}
