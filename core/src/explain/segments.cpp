// segments.cpp — two segments: the straddle test of the overview article and the segment article, each
// cross product a signed parallelogram, then where they meet.
#include "explain/family.h"
#include "hitlab/seeds.h"

namespace hitlab::explain::detail {

namespace {

bool accepts(const Shape& a, const Shape& b, bool& swap) {
  swap = false;
  return std::holds_alternative<Segment>(a) && std::holds_alternative<Segment>(b);
}

// One group of the test: whether `first` and `second` (signs of the two cross products) lie on opposite
// sides of the line, on the same side, or one of them on it.
const char* groupKind(int first, int second) {
  if (first * second < 0) return "straddle.group.opposite";
  if (first * second > 0) return "straddle.group.same";
  return "straddle.group.on";
}

void build(const PairView& pair, std::vector<Step>& steps) {
  const Segment &s = std::get<Segment>(pair.a), &t = std::get<Segment>(pair.b);
  const Vec2 A = s.a, B = s.b, C = t.a, D = t.b;
  seeds::StraddleTrace trace;
  const bool strict = seeds::straddleTest(A, B, C, D, seeds::Boundary::Strict, &trace);
  const bool inclusive = seeds::straddleTest(A, B, C, D, seeds::Boundary::Inclusive);

  Step intro = makeStep("straddle.groups", pair);
  intro.marks = {segmentMark(A, B, 0, "AB"), segmentMark(C, D, 0, "CD"), pointMark(A, 0, "A"),
                 pointMark(B, 0, "B"),       pointMark(C, 0, "C"),       pointMark(D, 0, "D")};
  steps.push_back(intro);
  // The four cross products in the seed's order: AB x AC, AB x AD (group 1), CD x CA, CD x CB (group 2).
  struct Product {
    const char *o, *u, *v;
    Vec2 po, pu, pv;
  };
  const Product products[4] = {
      {"A", "B", "C", A, B, C}, {"A", "B", "D", A, B, D}, {"C", "D", "A", C, D, A}, {"C", "D", "B", C, D, B}};
  for (int k = 0; k < 4; ++k) {
    const Product& p = products[k];
    Step step = makeStep("straddle.cross", pair);
    step.values = {{"value", trace.cross[k]}, {"sign", static_cast<double>(trace.sign[k])}};
    step.words.push_back({"o", p.o}), step.words.push_back({"u", p.u}), step.words.push_back({"v", p.v});
    step.words.push_back({"side", trace.sign[k] > 0 ? "@left" : (trace.sign[k] < 0 ? "@right" : "@online")});
    step.marks = {{Mark::Kind::Parallelogram, p.po, p.pu, p.pv, 0, trace.sign[k], ""},
                  arrowMark(p.po, p.pu, 0, std::string(p.o) + p.u),
                  arrowMark(p.po, p.pv, 0, std::string(p.o) + p.v)};
    // The overview article's names: tc, td for AB x AC, AB x AD; ta, tb for CD x CA, CD x CB (its own signs
    // are the opposite ones, which leaves each product's sign as it is).
    static constexpr const char* kNames[4] = {"tc", "td", "ta", "tb"};
    step.formulaPart = kNames[k];
    steps.push_back(step);
    if (k % 2 == 1) {  // the group's conclusion
      Step group = makeStep(groupKind(trace.sign[k - 1], trace.sign[k]), pair);
      group.words.push_back({"line", k == 1 ? "AB" : "CD"});
      group.words.push_back({"p", k == 1 ? "C" : "A"}), group.words.push_back({"q", k == 1 ? "D" : "B"});
      group.values = {{"product", static_cast<double>(trace.sign[k - 1] * trace.sign[k])}};
      group.marks = {segmentMark(k == 1 ? A : C, k == 1 ? B : D, 2),
                     pointMark(k == 1 ? C : A, trace.sign[k - 1]), pointMark(k == 1 ? D : B, trace.sign[k])};
      group.formulaPart = k == 1 ? "tc·td < 0" : "ta·tb < 0";
      steps.push_back(group);
    }
  }
  if (trace.collinear) steps.push_back(makeStep("straddle.collinear", pair));
  // The verdict. Collinear: every product is 0, so the strict form says no and the inclusive form (as the
  // segment article's code writes it) yes, whatever the segments do on their line; the 1-D test decides.
  const Relation relation = pair.result.relation;
  const char* verdict = trace.collinear
                            ? (relation == Relation::Disjoint   ? "straddle.verdict.collinear_apart"
                               : relation == Relation::Touching ? "straddle.verdict.collinear_touch"
                                                                : "straddle.verdict.collinear_overlap")
                        : strict    ? "straddle.verdict.cross"
                        : inclusive ? "straddle.verdict.touch"
                                    : "straddle.verdict.miss";
  steps.push_back(makeStep(verdict, pair));
  // Where they meet: one point (a crossing, or a shared end), or the two ends of a shared piece.
  const std::vector<Vec2>& points = pair.result.points;
  if (points.size() == 1) {
    Step point = makeStep(strict ? "straddle.point" : "straddle.point.end", pair);
    point.values = {{"x", points[0].x}, {"y", points[0].y}};
    point.marks = {pointMark(points[0], 2)};
    steps.push_back(point);
  } else if (points.size() == 2) {
    Step piece = makeStep("straddle.piece", pair);
    piece.values = {{"x1", points[0].x}, {"y1", points[0].y}, {"x2", points[1].x}, {"y2", points[1].y}};
    piece.marks = {segmentMark(points[0], points[1], 2), pointMark(points[0], 2), pointMark(points[1], 2)};
    steps.push_back(piece);
  }
  steps.push_back(makeStep("straddle.batch", pair));
}

const bool kRegistered = registerFamily({"segment-segment", 10, accepts, build});

}  // namespace

}  // namespace hitlab::explain::detail
