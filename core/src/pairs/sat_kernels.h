// sat_kernels.h — the loops of the general SAT (projections, axis classification, axis records) and the
// straddle test of every edge pair (internal).
//
// Each loop is defined once in plain scalar C++ (`reference::`, sat_kernels.cpp) and, in a build with
// HITLAB_FAST, once more over SIMD vectors per Highway target (`fast::`, fast/simd_kernels.cpp), which gives
// the same results bit for bit (tests/test_full_kernels.cpp holds it to that). The unqualified names call the
// one the build selected.
#pragma once

#include <cstdint>
#include <limits>

#include "build_config.h"
#include "pairs/point_set.h"
#include "pairs/views.h"

namespace hitlab::detail {

/// Axes in columns: unit normals and both shapes' intervals, axes [begin, end) of the pair's list. The fast
/// kernels read the columns in blocks of 8 past `end` (kRunReadSlack doubles must be readable after each;
/// the lanes past `end` are masked out).
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

namespace reference {

/// The smallest and largest projection of g on each of `count` unit axes (as dot(v, n) rounds them; a disk's
/// center projection minus and plus r).
void projectOnAxes(const Geom& g, const double* nx, const double* ny, int count, double* lo, double* hi);

/// Classifies every axis of the runs (in increasing order of k): state[k] is 0 clear, 1 apart, 2 unsure, and
/// overlap[k] the interval overlap min(aMax, bMax) - max(aMin, bMin). The pushes are polygonDepthFromSat's
/// candidates: aMax - bMin (along +axis) and bMax - aMin, first the one of the axis owner's winding order.
/// The caller leaves room for 8 entries of state and overlap past each run's end (the fast kernel writes
/// whole blocks).
void classifyRuns(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                  double* state, double* overlap, GapSummary& out);

/// Writes the runs' axes into the result, the flags from `state` unless setsMeet.
void writeAxes(const Run* runs, int runCount, int na, bool setsMeet, const double* state,
               const double* overlap, SatAxis* axes);

/// The straddle test of seed 001 on every pair of a row edge r and a lane edge j (`lanes` has at most 8
/// edges): bit 8 (r % 8) + j of word r / 8 is set in `cross` when the two certainly cross properly, in
/// `unsure` when `bound` (staticOrientBound, pair_polytope.cpp) cannot certify the sides.
void straddleMasks(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                   std::uint64_t* cross, std::uint64_t* unsure);

/// crossingPoint (a's edge i, b's edge j) of every edge pair set in `cross` (bit 8 (r % 8) + c of word r / 8
/// for row r and lane c, as straddleMasks gives them; rows are a's edges when aRows), appended to out in the
/// order of the bits.
void crossingPoints(const OutlineColumns& ca, const OutlineColumns& cb, bool aRows,
                    const std::uint64_t* cross, int words, std::vector<Vec2>& out);

}  // namespace reference

#if HITLAB_FAST
namespace fast {

// The same five, in vector lanes per SIMD target (fast/simd_kernels.cpp); each equals reference:: bit for
// bit.
void projectOnAxes(const Geom& g, const double* nx, const double* ny, int count, double* lo, double* hi);
void classifyRuns(const Run* runs, int runCount, int na, int windingA, int windingB, double band,
                  double* state, double* overlap, GapSummary& out);
void writeAxes(const Run* runs, int runCount, int na, bool setsMeet, const double* state,
               const double* overlap, SatAxis* axes);
void straddleMasks(const OutlineColumns& rows, const OutlineColumns& lanes, double bound,
                   std::uint64_t* cross, std::uint64_t* unsure);
/// (crossing_points.cpp: crossingPoint itself, compiled per SIMD target, num and den in two lanes.)
void crossingPoints(const OutlineColumns& ca, const OutlineColumns& cb, bool aRows,
                    const std::uint64_t* cross, int words, std::vector<Vec2>& out);
/// The SIMD target these kernels run on ("AVX3", "AVX2", ...), as Highway names it.
const char* kernelsTarget();

}  // namespace fast
namespace kernels = fast;
#else
namespace kernels = reference;
#endif

using kernels::classifyRuns;
using kernels::crossingPoints;
using kernels::projectOnAxes;
using kernels::straddleMasks;
using kernels::writeAxes;

}  // namespace hitlab::detail
