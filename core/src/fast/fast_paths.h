// fast_paths.h — the speed-only paths (internal; built with HITLAB_FAST): floating-point-only relations for
// every pair of shape kinds, and whole pair families from one rounded pass.
//
// Each answers only when its error bound certifies the signs, and otherwise says "undecided" so that the
// general exact path decides. Nothing here allocates or touches the thread-local fallback state.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "hitlab/batch.h"
#include "hitlab/classify.h"
#include "pairs/point_set.h"
#include "pairs/sat.h"
#include "pairs/views.h"

namespace hitlab::detail {

inline constexpr std::uint8_t kUndecided = 255;

/// Two disks around one center that a shape's pairs in bulk (the broad phase) can try before any edge: the
/// disk of radius `outer` holds the whole shape, the open disk of radius `inner` lies in its interior;
/// negative when unknown (enclosingDisks leaves tiny or huge shapes without them).
struct EnclosingDisks {
  Vec2 center;
  double outer = -1, inner = -1;
};
EnclosingDisks enclosingDisks(const Geom& g);

/// Two vertex lists with windings (n >= 3: a polygon; n == 2: a segment, winding +1; n == 1: a point), at
/// least one a polygon: 0 disjoint, 2 overlapping when the filters certify it, else kUndecided. Lists of up
/// to 8 vertices take smallPolygonsRelation, longer ones polygonsByWitness.
std::uint8_t polygons(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb);
/// polygons() by the edge-line test with a witness carried from edge to edge, one orientation at a time (the
/// reference of smallPolygonsRelation).
std::uint8_t polygonsByWitness(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb);
/// polygonsByWitness's answer, bit for bit, for lists of at most 8 vertices each, every orientation in
/// vector lanes (polygon_relation.cpp; the best SIMD target of the machine).
std::uint8_t smallPolygonsRelation(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb);
/// The SIMD target smallPolygonsRelation runs on (Highway's name).
const char* smallPolygonsRelationTarget();

/// classify's answer for two point sets when the filters certify it (0 disjoint, 2 overlapping; touching
/// always goes exact), else kUndecided. With their enclosing disks the pair first tries them: outer disks
/// apart, or inner disks overlapping, settle it without the edge tests.
std::uint8_t fastRelation(const Geom& a, const Geom& b);
std::uint8_t fastRelation(const Geom& a, const EnclosingDisks& da, const Geom& b, const EnclosingDisks& db);

/// A capsule (a or b) against any kind: capsulePair's relation (pair_capsule.cpp, the reference) when the
/// filters certify it, 0 disjoint or 2 overlapping, else kUndecided. The cores' relation from the filters
/// above (cores meeting: the grown shapes overlap), else the cores' distance, as the root of the least
/// vertexEdgeSquare (within 2^-46 M of it: nearestSquareWindow's bound), against the radii's sum.
std::uint8_t grownRelation(const Geom& a, const Geom& b);

/// polytopeRelation's answer for two segments (Geom kind Segment: distinct ends, as toGeom makes them), bit
/// for bit, from four exact orientations (decide: the filter, the exact stage, the rationals) and, for
/// collinear segments, coordinate comparisons: no projection on any axis. It settles what the segment filter
/// leaves open (touching, collinear, shared ends: the bulk of grid data) at a fraction of the reference's
/// cost.
Relation segmentsByOrientation(const Geom& a, const Geom& b);

/// polytopeRelation's answer for two valid polygons (windings wa, wb) whose coordinates all lie on one grid
/// small enough that every orientation of their vertices is exact in doubles: integers below 2^24 times one
/// power of two from 2^-500 to 2^500 (tile maps, level geometry snapped to a grid, one-digit decimals scaled
/// to integers are not: 0.1 is not dyadic). Decided from the signs of those orientations alone: apart when
/// an edge line has every vertex of the other strictly outside, touching when one has them outside or on it,
/// else overlapping. Nullopt when the coordinates are not on such a grid.
std::optional<Relation> polygonsOnGrid(const Vec2* a, int na, int wa, const Vec2* b, int nb, int wb);

// [SECTION] Whole pair families from rounded passes (each equals the reference family it names)

/// SAT of two prepared polygons (Geom kind Polygon) of at most 8 axes and as many vertices each, from
/// their PreparedShape data (n normals' x, y, their intervals' lo, hi, then the outline columns x and y),
/// into facts and out, exactly as separatingAxes gives them; for apart polygons also the distance's square
/// (SatFacts::apartSquare, closest_small-inl.h). With out null (a contact query) it keeps neither the SAT
/// detail nor the distance's square, and gives the least push's move instead (SatFacts::leastPushMove).
/// False when an axis needs the exact test (then nothing it wrote is of use: the general path decides).
/// Runs on the best SIMD target of the machine (Highway).
bool smallPolygonsSat(const double* dataA, int na, double sizeA, int windingA, const double* dataB, int nb,
                      double sizeB, int windingB, SatFacts& facts, SatResult* out);

/// The SIMD target smallPolygonsSat runs on ("AVX3", "AVX2", ...), as Highway names it.
const char* smallSatTarget();

/// pair_circle.cpp's circlePolytopePair for a disk (center c, radius r > 0) and a polygon of up to 64 edges
/// from one rounded pass with error bounds: false (res untouched) when a sign it needs is not certain, or for
/// other kinds.
inline constexpr int kMaxSquaresEdges = 64;  ///< the most edges circlePolygonBySigns takes
bool circlePolygonBySigns(Vec2 c, double r, const Geom& polygon, Query query, PairResult& res);
/// The square of the distance of two polygons that SAT found apart (`f`: their SatFacts, with apartAxis and
/// size), measuring only the vertex-edge pairs that can be the closest: what min(minSquaredVertexToEdge(ca,
/// cb), minSquaredVertexToEdge(cb, ca)) gives, bit for bit; -1 beyond 64 vertices.
double prunedSquaredDistance(const OutlineColumns& ca, const OutlineColumns& cb, const SatFacts& f);
/// straddleMasks(a's columns, b's columns) for two polygons of at most 8 edges, from the vertex sides in `f`
/// (SatFacts::hasSides, set by smallPolygonsSat): bit 8 i + j of cross / unsure.
void straddleFromSides(const SatFacts& f, int na, int nb, std::uint64_t& cross, std::uint64_t& unsure);
/// The SIMD target circlePolygonBySigns's pass runs on (Highway's name: "AVX2", "SSE4", ...).
const char* circlePolygonSignsTarget();

// [SECTION] Segment pairs in bulk (batch_simd.cpp; hitlab/batch.h's scalar loop, filter::segmentRelation per
// pair, does the rest)

/// filter::segmentRelation of each pair (0 / 2, or 255: the exact path decides) for the leading pairs a
/// whole number of vectors covers; returns how many, and makes `undecided` non-zero when any got 255.
std::size_t simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, std::uint8_t* out,
                            std::size_t* undecided);
std::size_t simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& many, std::uint8_t* out, std::size_t* undecided);
/// The same over rows of points (hitlab/batch.h's SegmentRows), taken apart by interleaved loads; a pair
/// with a coordinate that is not finite gets 255 too. Speed-only: relateElementwise(SegmentRows) equals
/// relateElementwise(SegmentsSoA) on the rows taken apart, answer for answer
/// (Batch.RowsAreTheStructureOfArraysAnswerForAnswer, every SIMD target).
std::size_t simdElementwiseRows(const SegmentRows& a, const SegmentRows& b, std::uint8_t* out,
                                std::size_t* undecided);
std::size_t simdOneToManyRows(Vec2 p, Vec2 q, const SegmentRows& many, std::uint8_t* out,
                              std::size_t* undecided);
/// The capsule batch's vector pass (fast/batch_simd.cpp): filter::capsuleRelation lane by lane, codes 0, 2 or
/// 255 (undecided, or a value not finite or a negative radius); the pairs before the returned index.
std::size_t simdCapsuleRows(const CapsuleRows& a, const CapsuleRows& b, std::uint8_t* out,
                            std::size_t* undecided);
}  // namespace hitlab::detail
