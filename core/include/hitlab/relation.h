// hitlab/relation.h — the full answer for a pair of shapes: relation, containment, outline points,
// distance, penetration depth and SAT detail. Decisions are exact for the doubles given.
//
// Relations are DE-9IM style on closed sets: `Disjoint` (no common point), `Touching` (a common point but the
// interiors do not meet), `Overlapping` (the interiors meet). The interior of a disk, box or polygon is its
// open region, of a segment the segment without its endpoints, of a point the point itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hitlab/sat.h"
#include "hitlab/shapes.h"

namespace hitlab {

enum class Relation { Disjoint, Touching, Overlapping };
enum class Containment { None, AInB, BInA, Equal };

/// Everything the contract reports for an ordered pair (a, b).
struct PairResult {
  std::string error;  ///< non-empty: a polygon of the pair is invalid and nothing else is set
  Relation relation = Relation::Disjoint;
  Containment containment = Containment::None;
  std::vector<Vec2> points;      ///< where the outlines meet (sorted, no duplicates)
  double distance = 0;           ///< minimum distance between the point sets
  double depth = 0;              ///< shortest translation length that leaves them only touching (area shapes)
  std::optional<Vec2> mtv;       ///< when depth > 0: move b by this to make them touch
  std::optional<SatResult> sat;  ///< when both are rect/polygon, or circle with rect/polygon
};

/// The full result for (a, b). nameA/nameB only appear in error messages ("polygon 'p' has zero area").
/// Decisions are exact; most numbers are rounded once, the rest within a few ulps until roundPrinted.
PairResult evaluate(const Shape& a, const Shape& b, std::string_view nameA = "a",
                    std::string_view nameB = "b");

/// What an evaluate call works out: the error and the relation always, and the parts of the result asked
/// for. A part not asked for is not computed and keeps its default (none, 0, empty); every part asked for
/// is the full result's, bit for bit. Parts combine with |: `Query::Depth | Query::Distance`.
enum class Query : unsigned {
  Relation = 0,              ///< error and relation alone (classify, with the shapes' validity checked)
  Points = 1,                ///< where the outlines meet
  Depth = 2,                 ///< depth and mtv (mtv / depth is the contact normal)
  Distance = 4,              ///< the distance of a disjoint pair
  Containment = 8,           ///< containment
  Sat = 16,                  ///< the SAT detail (its mtv, a copy of the result's, with Depth)
  Contact = Points | Depth,  ///< what an engine's contact needs (its manifold: points, normal, depth)
  Full = Points | Depth | Distance | Containment | Sat,  ///< what the CLI, the app and scene files report
};
constexpr Query operator|(Query a, Query b) {
  return static_cast<Query>(static_cast<unsigned>(a) | static_cast<unsigned>(b));
}
/// Whether `query` asks for every part of `part`.
constexpr bool asks(Query query, Query part) {
  return (static_cast<unsigned>(query) & static_cast<unsigned>(part)) == static_cast<unsigned>(part);
}

/// The parts of evaluate(a, b) that `query` asks for.
PairResult evaluate(const Shape& a, const Shape& b, Query query, std::string_view nameA = "a",
                    std::string_view nameB = "b");

/// Rounds once, in place, the numbers evaluate() leaves within a few ulps of their exact values, so that
/// every number of r is the exact value rounded to the nearest double (ties to even): each SAT axis, interval
/// end and overlap; two polygons' (and rects') distance, depth and mtv; the mtv of a disk and a polygon.
/// Every other field already is (docs/formats.md lists them). r must be evaluate(a, b)'s (or the prepared
/// evaluate's) result for the same a and b; the relation, containment, points and flags stay as they are.
/// Idempotent. It costs microseconds (two 8-gons: about 20 us), so evaluate() leaves it to those that print.
/// A part a query left out (hitlab::Query) stays out.
void roundPrinted(const Shape& a, const Shape& b, PairResult& r);

/// roundPrinted without the SAT table: the distance, the depth and the mtv rounded once, each equal to
/// roundPrinted's bit for bit, the SAT axes left as evaluate() gave them. For callers that read lengths and
/// no SAT interval (the hunt's description of a wrong answer), at a fraction of roundPrinted's cost.
void roundLengths(const Shape& a, const Shape& b, PairResult& r);

/// Why a shape cannot be evaluated ("polygon 'p' has zero area"), or empty. Depends on the shape alone:
/// compute it once per shape when evaluating many pairs (or prepare them: hitlab/prepared.h).
std::string shapeProblem(const Shape& s, std::string_view name);

/// The exact relation only (the fast path; polygons must be valid).
Relation classify(const Shape& a, const Shape& b);

/// "disjoint", "touching", "overlapping".
const char* relationName(Relation r);
/// "none", "a_in_b", "b_in_a", "equal".
const char* containmentName(Containment c);

/// How many times the exact rational fallback ran on this thread (the filter could not decide).
long long exactFallbackCount();

}  // namespace hitlab
