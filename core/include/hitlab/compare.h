// hitlab/compare.h — the seeds' own formulas, as written, in IEEE single precision, in double (what the
// seeds' Python computes) and exactly (rationals on the doubles' exact values): where a game's float test
// and the exact answer part ways.
//
// The formulas (same operations, same order, same comparison; each returns the formula's own boolean):
//   segment–segment  seed 000 check_intersection: tc * td < 0 and ta * tb < 0 (strict)
//   circle–circle    seed 000 intersects: d < r1 + r2, d = (dx ** 2 + dy ** 2) ** 0.5 (exactly: squares)
//   segment–circle   seed 002 CheckHitLineToCircle: r1 < r || r2 < r || cos(t1) > 0 && cos(t2) > 0 && x < r
//                    with atan2 angles and x = |sin(t1) r1| (exactly: the same conditions on squares and dot
//                    products)
//   rect–rect        seed 000 intersects: wa2 + wb2 > abs(cax - cbx) and ha2 + hb2 > abs(cay - cby)
//   polygon–polygon  seed 000 check_collision (rects as polygons): no edge of either has every vertex of the
//                    other at check > 0; the vertices counter-clockwise, as the seed requires
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "hitlab/shapes.h"

namespace hitlab::compare {

enum class Formula { None, SegmentStraddle, CircleDistance, SegmentCircle, RectCenters, PolygonEdgeSides };

/// The formula's name in `hitlab-cli compare` ("seed000.check_intersection", ...); "" for None.
const char* formulaName(Formula f);

/// One intermediate value of a formula in the three arithmetics (NaN where it does not exist there, e.g. a
/// square root exactly); `exact` is its exact decimal expansion ("" where it does not exist).
struct Quantity {
  std::string name;
  double f32 = 0, f64 = 0;  ///< the float32 value widened (exactly) to double, the double value
  std::string exact;
};

struct Comparison {
  Formula formula = Formula::None;
  bool f32 = false, f64 = false, exact = false;  ///< the formula's boolean in each arithmetic
  std::vector<Quantity> quantities;
  /// float32 or double says something else than the same formula evaluated exactly.
  bool disagree() const { return formula != Formula::None && (f32 != exact || f64 != exact); }
};

/// The seed formula that applies to the pair (in either order), evaluated three ways; formula None when no
/// seed gives code for the pair's types.
Comparison compareFormula(const Shape& a, const Shape& b);

enum class Arithmetic { Float32, Double };

/// The formula's own boolean in one arithmetic alone, without its quantities or the exact evaluation:
/// compareFormula(a, b).f32 or .f64, bit for bit (tested), at the cost of the formula itself (the articles'
/// judges, hitlab/judge.h, ask it millions of times in a hunt). nullopt when no seed formula applies.
std::optional<bool> formulaVerdict(const Shape& a, const Shape& b, Arithmetic arithmetic);

/// What a typical epsilon-based test says of a pair whose exact result is `exact`: apart when the distance is
/// above epsilon; for two area shapes, overlapping when the depth is above epsilon and touching otherwise;
/// for a pair with a segment or a point, touching when they come within epsilon but their interiors do not
/// exactly meet. Exactly, touching is only ever distance 0 and depth 0: the tolerance band is the set of
/// configurations where the two answers part. `exact` needs the relation, depth and distance alone
/// (evaluate(a, b, Query::Depth | Query::Distance)).
Relation epsilonRelation(const Shape& a, const Shape& b, const PairResult& exact, double epsilon);

/// Seed 000's check_intersection in double alone (compareFormula's f64 for two segments): for the batch view,
/// which runs it over thousands of segments a frame.
bool straddleInDouble(const Segment& s, const Segment& t);

/// The exact decimal expansion of a double: 0.1 is 0.1000000000000000055511151231257827021181583404541015625.
std::string exactDecimal(double x);

}  // namespace hitlab::compare
