// circles.cpp — two circles as seed 000 explains it: the distance of the centers against r1 + r2 and
// |r1 - r2|, then the two crossing points, built the seed's way (Heron's formula) beside hitlab's.
#include <cmath>

#include "explain/family.h"
#include "hitlab/seeds.h"

namespace hitlab::explain::detail {

namespace {

bool accepts(const Shape& a, const Shape& b, bool& swap) {
  swap = false;
  return std::holds_alternative<Circle>(a) && std::holds_alternative<Circle>(b);
}

const char* verdictKind(const seeds::CircleCircleTrace& t, const Circle& a, const Circle& b) {
  if (a.center == b.center && a.radius == b.radius) return "circles.verdict.same";
  if (t.vsSum > 0) return "circles.verdict.apart";
  if (t.vsSum == 0) return "circles.verdict.outside_tangent";
  if (t.vsDifference > 0) return "circles.verdict.two_points";
  if (t.vsDifference == 0) return "circles.verdict.inside_tangent";
  return "circles.verdict.inside";
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const Circle &a = std::get<Circle>(pair.a), &b = std::get<Circle>(pair.b);
  seeds::CircleCircleTrace t;
  seeds::circleCircleTest(a, b, seeds::Boundary::Inclusive, &t);
  const Mark centers = segmentMark(a.center, b.center, 2, "d");

  Step sum = makeStep("circles.sum", pair);
  sum.values = {{"d", t.d}, {"sum", a.radius + b.radius}, {"r1", a.radius}, {"r2", b.radius}};
  sum.words.push_back({"cmp", comparison(t.vsSum)});
  sum.marks = {centers,
               {Mark::Kind::Circle, a.center, {}, {}, a.radius, 0, ""},
               {Mark::Kind::Circle, b.center, {}, {}, b.radius, 0, ""}};
  sum.formulaPart = "d < r1 + r2";
  steps.push_back(sum);

  Step difference = makeStep("circles.difference", pair);
  difference.values = {{"d", t.d}, {"diff", std::fabs(a.radius - b.radius)}};
  difference.words.push_back({"cmp", comparison(t.vsDifference)});
  difference.marks = {centers};
  difference.formulaPart = "|r1 - r2| <= d";
  steps.push_back(difference);

  steps.push_back(makeStep(verdictKind(t, a, b), pair));
  if (t.pointCount == 2) {
    // The seed: xx along the line of centers, then the half chord yy from Heron's formula for the triangle
    // of sides r1, r2 and d, in double as its Python computes it.
    const double d = t.d, r1 = a.radius, r2 = b.radius, s = (r1 + r2 + d) / 2;
    const double seedAlong = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
    const double seedHalf = 2 * std::sqrt(s * (s - r1) * (s - r2) * (s - d)) / d;
    Step points = makeStep("circles.points", pair);
    points.values = {{"along", t.along},     {"half", t.half},      {"seedAlong", seedAlong},
                     {"seedHalf", seedHalf}, {"x1", t.points[0].x}, {"y1", t.points[0].y},
                     {"x2", t.points[1].x},  {"y2", t.points[1].y}};
    points.marks = {centers, pointMark(t.points[0], 2, "P1"), pointMark(t.points[1], 2, "P2"),
                    segmentMark(t.points[0], t.points[1], 0, "2h")};
    points.formulaPart = "|r1 - r2| <= d <= r1 + r2";
    steps.push_back(points);
  } else if (t.pointCount == 1) {
    Step point = makeStep("circles.tangent_point", pair);
    point.values = {{"x", t.points[0].x}, {"y", t.points[0].y}};
    point.marks = {centers, pointMark(t.points[0], 2)};
    point.formulaPart = "|r1 - r2| <= d <= r1 + r2";
    steps.push_back(point);
  }
}

const bool kRegistered = registerFamily({"circle-circle", 30, accepts, build});

}  // namespace

}  // namespace hitlab::explain::detail
