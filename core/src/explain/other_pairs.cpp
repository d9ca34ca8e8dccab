// other_pairs.cpp — every other pair (points, a segment against a rect or polygon): what decides it, shortly.
#include "explain/family.h"
#include "hitlab/seeds.h"
#include "pairs/constructions.h"

namespace hitlab::explain::detail {

namespace {

bool accepts(const Shape&, const Shape&, bool& swap) {
  swap = false;
  return true;
}

void build(const PairView& pair, std::vector<Step>& steps) {
  Step intro = makeStep("other.intro", pair);
  intro.words.push_back({"typeA", std::string(1, '@').append(typeName(typeOf(pair.a)))});
  intro.words.push_back({"typeB", std::string(1, '@').append(typeName(typeOf(pair.b)))});
  steps.push_back(intro);
  const Point* point = std::get_if<Point>(&pair.a);
  const Shape& other = point ? pair.b : pair.a;
  if (!point) point = std::get_if<Point>(&pair.b);
  if (point) {
    const Vec2 p = point->p;
    if (auto* s = std::get_if<Segment>(&other)) {
      const seeds::FootTrace f = seeds::pointSegmentFoot(p, s->a, s->b);
      Step foot = makeStep("other.point_segment", pair);
      foot.values = {{"t", f.t}, {"x", f.foot.x}, {"y", f.foot.y}, {"d", f.distance}};
      foot.marks = {segmentMark(s->a, s->b), segmentMark(p, f.foot, 2, "d"), pointMark(f.foot, 2, "H")};
      steps.push_back(foot);
    } else if (auto* c = std::get_if<Circle>(&other)) {
      Step circle = makeStep("other.point_circle", pair);
      circle.values = {{"d2", hitlab::detail::roundedDot(c->center, p, c->center, p)},
                       {"r2", c->radius * c->radius}};
      const Relation rel = classify(Point{p}, *c);
      circle.words.push_back(
          {"cmp", comparison(rel == Relation::Overlapping ? -1 : (rel == Relation::Touching ? 0 : 1))});
      circle.marks = {segmentMark(c->center, p, 2),
                      {Mark::Kind::Circle, c->center, {}, {}, c->radius, 0, ""}};
      steps.push_back(circle);
    } else if (std::holds_alternative<Point>(other)) {
      steps.push_back(makeStep("other.point_point", pair));
    } else {
      Step area = makeStep("other.point_area", pair);
      area.marks = {pointMark(p, 2)};
      steps.push_back(area);
    }
  } else {
    steps.push_back(makeStep("other.segment_area", pair));
  }
  if (pair.result.relation == Relation::Disjoint && pair.result.error.empty()) {
    Step distance = makeStep("other.distance", pair);
    distance.values = {{"d", pair.result.distance}};
    steps.push_back(distance);
  }
}

const bool kRegistered = registerFamily({"other", 1000, accepts, build});

}  // namespace

}  // namespace hitlab::explain::detail
