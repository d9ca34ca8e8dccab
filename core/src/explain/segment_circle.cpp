// segment_circle.cpp — a segment and a circle as seed 002 explains it: the ends inside the circle, the two
// acute angles that put the foot of the perpendicular inside the segment, the distance against the radius.
#include "explain/family.h"
#include "hitlab/seeds.h"
#include "pairs/constructions.h"

namespace hitlab::explain::detail {

namespace {

bool accepts(const Shape& a, const Shape& b, bool& swap) {
  swap = std::holds_alternative<Circle>(a) && std::holds_alternative<Segment>(b);
  return swap || (std::holds_alternative<Segment>(a) && std::holds_alternative<Circle>(b));
}

// Where a point lies against the circle, exactly: "@inside", "@oncircle" or "@outside".
std::string side(Vec2 p, const Circle& c) {
  switch (classify(Point{p}, c)) {
    case Relation::Overlapping:
      return "@inside";
    case Relation::Touching:
      return "@oncircle";
    default:
      return "@outside";
  }
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const Segment& s = std::get<Segment>(pair.a);
  const Circle& c = std::get<Circle>(pair.b);
  const Vec2 A = s.a, B = s.b, P = c.center;
  seeds::SegmentCircleTrace trace;
  seeds::segmentCircleTest(A, B, c, seeds::CircleAs::Disk, seeds::Boundary::Inclusive, &trace);
  const Circle ring = c;

  Step ends = makeStep("segcircle.ends", pair);
  // (Every printed number is its exact value rounded once: squares and dot products of differences.)
  ends.values = {{"dA2", hitlab::detail::roundedDot(P, A, P, A)},
                 {"dB2", hitlab::detail::roundedDot(P, B, P, B)},
                 {"r2", c.radius * c.radius}};
  ends.words.push_back({"sideA", side(A, c)}), ends.words.push_back({"sideB", side(B, c)});
  ends.marks = {{Mark::Kind::Circle, P, {}, {}, c.radius, 0, ""},
                segmentMark(P, A, 0, "|A-P|"),
                segmentMark(P, B, 0, "|B-P|"),
                pointMark(A, 0, "A"),
                pointMark(B, 0, "B")};
  ends.formulaPart = "min(|A - P|, |B - P|) <= r";
  steps.push_back(ends);

  Step angles = makeStep("segcircle.angles", pair);
  angles.values = {{"dotA", hitlab::detail::roundedDot(A, P, A, B)},
                   {"dotB", hitlab::detail::roundedDot(B, P, B, A)},
                   {"signA", static_cast<double>(trace.foot.signAtA)},
                   {"signB", static_cast<double>(trace.foot.signAtB)}};
  const bool inside = trace.foot.signAtA >= 0 && trace.foot.signAtB >= 0;
  angles.words.push_back({"footInside", inside ? "@yes" : "@no"});
  angles.marks = {arrowMark(A, B, 0, "AB"), arrowMark(A, P, trace.foot.signAtA, "AP"),
                  arrowMark(B, A, 0, "BA"), arrowMark(B, P, trace.foot.signAtB, "BP")};
  angles.formulaPart = "min((P - A)·(B - A), (P - B)·(A - B)) >= 0";
  steps.push_back(angles);

  Step foot = makeStep(inside ? "segcircle.foot" : "segcircle.end", pair);
  foot.values = {{"t", trace.foot.t}, {"x", trace.foot.foot.x}, {"y", trace.foot.foot.y}};
  foot.marks = {segmentMark(A, B),
                segmentMark(P, trace.foot.foot, 2),
                pointMark(trace.foot.foot, 2, "H"),
                segmentMark(A, P, 3),  // (the article's θ: the angle at A between AB and AP, from atan2)
                {Mark::Kind::Angle, A, B, P, 0, 2, "\u03b8"}};
  if (inside) foot.formulaPart = "|P - H|";
  steps.push_back(foot);

  Step distance = makeStep("segcircle.distance", pair);
  distance.values = {{"d", trace.foot.distance}, {"r", c.radius}};
  distance.words.push_back({"cmp", comparison(trace.distanceVsRadius)});
  distance.marks = {{Mark::Kind::Circle, P, {}, {}, ring.radius, trace.distanceVsRadius <= 0 ? -1 : 1, ""},
                    segmentMark(P, trace.foot.foot, 2, "d")};
  if (inside) distance.formulaPart = "|P - H| <= r";
  steps.push_back(distance);
}

const bool kRegistered = registerFamily({"segment-circle", 20, accepts, build});

}  // namespace

}  // namespace hitlab::explain::detail
