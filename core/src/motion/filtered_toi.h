// filtered_toi.h — the time of impact of two polygons, of a disk and a polygon, or of a point and a segment,
// in bounded doubles and double-doubles (internal; filtered_toi.cpp, filtered_disk_toi.cpp,
// filtered_point_segment_toi.cpp).
//
// Speed-only paths: each equals timeOfImpact's rational sweep (time_of_impact.cpp), every field bit for bit,
// held to it by Motion.FilteredPathsAreTheRationalSweepBitForBit. Each answers none wherever a decision or a
// rounding is not certain in its tiers (two axes, features or vertices tied, a contact along a face, touching
// at the step's ends, grazing, standing still, a polygon beyond 32 vertices), and the rationals take over.
#pragma once

#include <optional>
#include <utility>

#include "hitlab/motion.h"
#include "hitlab/prepared.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// timeOfImpact(a, va, b, vb) when a and b are rects or convex polygons without radius that the float
/// certificate proves valid, or one of them a point (a ray), and the tiers decide everything; none otherwise.
/// va and vb finite. The points of a pair overlapping at t = 0 are evaluate's. `what`: as timeOfImpact's
/// (the time alone also decides a face meeting a face, whose contact points are the rationals').
std::optional<TimeOfImpact> filteredPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                                               ImpactQuery what);
/// The same from the point sets polygonGeom(a, Cores::PolygonsAndPoints) and polygonGeom(b, ...) would give
/// (a valid polygon's winding known, from a prepared shape say), the shapes' magnitudes in comfortable range,
/// answered into `result` (a default TimeOfImpact when called; written in place, so that the answer is not
/// copied on its way out): false when it declines, `result` then partly written. pa and pb: the same shapes
/// prepared (hitlab/prepared.h), when the caller has them.
bool filteredPolygonToi(const Shape& a, const Geom& ga, Vec2 va, const Shape& b, const Geom& gb, Vec2 vb,
                        ImpactQuery what, TimeOfImpact& result, const PreparedShape* pa = nullptr,
                        const PreparedShape* pb = nullptr);

/// The same for a circle (radius > 0) and such a rect or polygon, a segment or a point, in either order.
std::optional<TimeOfImpact> filteredDiskPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                                                   ImpactQuery what);
/// The same from the other shape's point set `poly` (polygonGeom(it, Cores::Any)), one of a and b a circle
/// with radius > 0, their magnitudes in comfortable range, answered into `result` as filteredPolygonToi's.
bool filteredDiskPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const Geom& poly,
                            ImpactQuery what, TimeOfImpact& result, const PreparedShape* pa = nullptr,
                            const PreparedShape* pb = nullptr);

/// What filteredDiskPolygonToi reads of a polygon's edges, worked out once by a prepared polygon (at most
/// kSweptBlock edges, motion/swept_kernels.h): kDiskEdgeColumns columns of kSweptBlock doubles (zeros past
/// the last edge): each edge's |e| as exact::squareRoot of its exact::Fl square gives it (value, bound: the
/// lanes' DiskSweep::rootV and rootE), and |n| (n = perp(e1 - e0)) in double-doubles (hi, lo, bound), as the
/// contact time works it out. A bound is infinite where its root is not certain.
inline constexpr int kDiskEdgeColumns = 5;
void writeDiskEdges(const Geom& g, double* out);

/// sign(T1 - T2) of the exact first times T1, T2 at which a, moving by va, meets b1 and b2 (both still), 0
/// when they meet at t = 0; exact, in rationals (for two times that round to the same double). Both pairs
/// must meet within the step (timeOfImpact gives each a time) and be valid.
int compareFirstTimes(const Shape& a, Vec2 va, const Shape& b1, const Shape& b2);

/// The same for a point and a segment (a ray against a wall), in either order.
std::optional<TimeOfImpact> filteredPointSegmentToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb,
                                                    ImpactQuery what);

/// How often they answered, on this thread (tests check that they are exercised).
inline thread_local long long tFilteredToiAnswers = 0;
/// A path's answer, counted and moved out (its lists are not copied).
inline std::optional<TimeOfImpact> answered(TimeOfImpact& out) {
  ++tFilteredToiAnswers;
  return std::move(out);
}
/// A path's answer written in place, counted.
inline bool answered() { return ++tFilteredToiAnswers, true; }

/// Whether filteredPolygonToi first finds its two winning axes in lanes (filtered_toi.cpp, winnersInLanes:
/// a speed-only shortcut of its loop over the axes); tests turn it off to hold it to the loop bit for bit.
/// tLaneWinners counts the calls it decided, on this thread.
inline thread_local bool tAxesInLanes = true;
inline thread_local long long tLaneWinners = 0;
/// The same for filteredDiskPolygonToi's two winning offset lines of a polygon (filtered_disk_toi.cpp).
inline thread_local bool tDisksInLanes = true;
inline thread_local long long tDiskLaneWinners = 0;

}  // namespace hitlab::detail
