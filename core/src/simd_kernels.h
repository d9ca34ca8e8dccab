// simd_kernels.h — the general SAT kernels (projections, axis classification, axis records) and the straddle
// test of every edge pair, compiled per SIMD target (simd_kernels.cpp) and picked at run time (internal).
#pragma once

#include <cstdint>
#include <limits>

#include "geom.h"

namespace hitlab::detail {

/// The smallest and largest projection of g on each of `count` unit axes (as dot(v, n) rounds them; a disk's
/// center projection minus and plus r).
void projectOnAxes(const Geom& g, const double* nx, const double* ny, int count, double* lo, double* hi);

/// Axes in columns: unit normals and both shapes' intervals, axes [begin, end) of the pair's list. Columns
/// are read in blocks of 8 past `end` (kRunReadSlack doubles must be readable after each; the lanes past
/// `end` are masked out).
struct Run {
  const double *nx, *ny, *aLo, *aHi, *bLo, *bHi;
  int begin, end;
};
inline constexpr int kRunReadSlack = 8;

/// What the rounded gaps decide against the error band: axes apart (certainly separating), clear (certainly
/// overlapping interiors) and unsure (the exact test decides), whether a or b reaches past the other on some
/// axis, the widest gap, and the least push that separates the intervals (the depth's candidates).
struct GapSummary {
  int apart = 0, clear = 0, unsure = 0, aOut = 0, bOut = 0;
  double widest = -std::numeric_limits<double>::infinity();
  double leastPush = std::numeric_limits<double>::infinity();
};

/// Classifies every axis of the runs (in increasing order of k): state[k] is 0 clear, 1 apart, 2 unsure, and
/// overlap[k] the interval overlap min(aMax, bMax) - max(aMin, bMin). The pushes are polygonDepthFromSat's
/// candidates: aMax - bMin (along +axis) and bMax - aMin, first the one of the axis owner's winding order.
/// state and overlap are written in whole blocks of 8 (the caller leaves room).
void classifyRuns(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                  double* state, double* overlap, GapSummary& out);

/// Writes the runs' axes into the result (storeAxisRecords), the flags from `state` unless setsMeet.
void writeAxes(const Run* runs, int runCount, int na, bool setsMeet, const double* state,
               const double* overlap, SatAxis* axes);

/// Which edge pairs of two outlines cross (bit 8 (r % 8) + j of word r / 8 for row edge r and lane edge j),
/// and which the bound cannot tell (see pair_polytope.cpp); `lanes` has at most 8 edges.
void straddleMasks(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                   std::uint64_t* cross, std::uint64_t* unsure);

/// The SIMD target these kernels run on ("AVX3", "AVX2", ...), as Highway names it.
const char* simdKernelsTarget();

}  // namespace hitlab::detail
