// hitlab/invariants.h — looking at a pair another way must not change its answer. A twin is the pair under
// one exact transform: (b, a); mirrored in x or in y; the polygons' other winding; rects as the polygons of
// their corners; moved by a few units of the pair's scale; scaled by 2^k. Its result, mapped back, must
// equal the pair's: every decision exactly; lengths and points bit for bit for a swap and for a scaling
// without underflow, else within 1e-9 of the pair's scale. A transform that would round a value is left
// out. The app's "Check invariants" and its bug report are built on it.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "hitlab/relation.h"
#include "hitlab/scene_io.h"

namespace hitlab {

struct InvariantTwin {
  enum class Kind { Swapped, MirroredX, MirroredY, OtherWinding, RectsAsPolygons, Translated, Scaled };
  Kind kind;
  std::string name;     ///< "swapped", "mirrored in x", "translated by (3, -5)", "scaled by 2^-600", ...
  Shape a, b;           ///< the transformed pair, in the order it is evaluated
  Vec2 shift{};         ///< Translated: the translation
  int power = 0;        ///< Scaled: k
  bool bitwise = true;  ///< Scaled: no input subnormal at either scale, so no result may round otherwise
};

/// The shape with every coordinate and radius times 2^k; false when a value does not survive exactly.
bool scaledExactly(const Shape& s, int k, Shape& out);
/// Is s moved by d exact in every coordinate (no sum rounds)?
bool translatesExactly(const Shape& s, Vec2 d);
Shape mirroredX(const Shape& s);
Shape mirroredY(const Shape& s);
/// A polygon's vertices in the other winding (other shapes as they are).
Shape otherWinding(const Shape& s);
/// A rect with area as the polygon of its corners (other shapes as they are).
Shape rectAsPolygon(const Shape& s);

/// Every twin of the pair that applies exactly (a winding or rect twin only when it changes a shape).
std::vector<InvariantTwin> invariantTwins(const Shape& a, const Shape& b);

/// What differs between the pair's result and its twin's (mapped back), e.g. "relation: touching against
/// disjoint"; "" when they agree. `tol` bounds lengths and points where bit for bit is not required.
std::string twinDifference(const InvariantTwin& twin, const PairResult& pair, const PairResult& twinResult,
                           double tol);

struct InvariantFinding {
  InvariantTwin twin;
  std::string difference;
};

struct InvariantReport {
  int checked = 0;  ///< twins evaluated
  std::vector<InvariantFinding> findings;
};

/// Evaluates the pair and every twin with `eval` (default: evaluate) and lists each twin that differs.
InvariantReport checkInvariants(const Shape& a, const Shape& b,
                                const std::function<PairResult(const Shape&, const Shape&)>& eval = {});

/// A regression scene for the pair: its two shapes (ids idA, idB) and every twin's (ids suffixed
/// "_mirror_x", "_moved", "_scaled_m512", ...), with expectations: the pair's result for (idA, idB), and for
/// each twin the pair's result mapped into the twin's frame, so `hitlab-cli check` fails on any twin whose
/// answer differs (relation, containment, points, distance, depth).
Scene invariantScene(const Shape& a, const Shape& b, const std::string& idA, const std::string& idB);

}  // namespace hitlab
