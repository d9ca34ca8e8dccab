// filtered_toi.h — the time of impact of two translating convex polygons (radius 0) in bounded doubles and
// double-doubles (internal; filtered_toi.cpp).
//
// A speed-only path: it equals timeOfImpact's rational sweep (time_of_impact.cpp), every field bit for bit,
// held to it by Motion.FilteredPathIsTheRationalSweepBitForBit. It answers none wherever a decision or a
// rounding is not certain in its tiers (two axes or two vertices tied, a contact along a face, touching at
// the step's ends, standing still, a polygon beyond 32 vertices), and the rationals take over there.
#pragma once

#include <optional>

#include "hitlab/motion.h"

namespace hitlab::detail {

/// timeOfImpact(a, va, b, vb) when a and b are rects or convex polygons without radius that the float
/// certificate proves valid and its tiers decide everything; none otherwise. va and vb finite. The points of
/// a pair overlapping at t = 0 are evaluate's.
std::optional<TimeOfImpact> filteredPolygonToi(const Shape& a, Vec2 va, const Shape& b, Vec2 vb);

/// How often filteredPolygonToi answered, on this thread (tests check that it is exercised).
inline thread_local long long tFilteredToiAnswers = 0;

}  // namespace hitlab::detail
