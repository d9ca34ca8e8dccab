// hitlab/batch.h — many segment pairs at once over structure-of-arrays input (seed 000's NumPy forms).
//
// Each answer is the exact relation of a closed segment pair (0 disjoint, 1 touching, 2 overlapping; a proper
// crossing or a collinear overlap overlaps). The loop evaluates the four cross products per pair in plain
// doubles with Shewchuk's static error bound, in SIMD (Highway, best instruction set picked at run time);
// only pairs whose signs the bound cannot certify (touching, collinear, near-degenerate) go to the exact
// path.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "hitlab/math.h"

namespace hitlab {

/// Segments as structure of arrays: segment i runs from (ax[i], ay[i]) to (bx[i], by[i]).
struct SegmentsSoA {
  const double *ax, *ay, *bx, *by;
  std::size_t size;
};

/// Relation of segment i of `a` with segment i of `b`, for every i (elementwise; sizes must match).
/// Returns how many pairs needed the exact path.
std::size_t relateElementwise(const SegmentsSoA& a, const SegmentsSoA& b, std::uint8_t* out);

/// Relation of one segment p-q with each segment of `many` (one against many).
std::size_t relateOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& many, std::uint8_t* out);

/// Segments as rows of points, as NumPy's (N, 2) arrays and seed 000's NumPy form hold them: segment i runs
/// from (a[2i], a[2i+1]) to (b[2i], b[2i+1]).
struct SegmentRows {
  const double *a, *b;
  std::size_t size;
};
/// The same answers over rows, read as they lie (no copy into columns). A pair with a coordinate that is not
/// finite gets 255 (no answer) instead of a relation. Returns how many pairs needed the exact path.
std::size_t relateElementwise(const SegmentRows& a, const SegmentRows& b, std::uint8_t* out);
/// Relation of one segment p-q with each segment of `many`, over rows (255 for a non-finite one).
std::size_t relateOneToMany(Vec2 p, Vec2 q, const SegmentRows& many, std::uint8_t* out);
/// Every pair (i, j) with a[i] and b[j] not disjoint, over rows; coordinates must be finite.
std::size_t meetingPairs(const SegmentRows& a, const SegmentRows& b,
                         std::vector<std::pair<std::uint32_t, std::uint32_t>>* list);

/// Capsules as rows, as NumPy holds them: capsule i is every point within r[i] of the segment from
/// (a[2i], a[2i+1]) to (b[2i], b[2i+1]) (a segment when r[i] is 0, a disk when its ends are equal).
struct CapsuleRows {
  const double *a, *b, *r;
  std::size_t size;
};
/// The exact relation of capsule i of `a` with capsule i of `b`, for every i: classify(Capsule, Capsule)'s,
/// bit for bit (0 disjoint, 1 touching, 2 overlapping), 255 (no answer) for a value that is not finite or a
/// negative radius. The floating-point pass is filter::capsuleRelation, in SIMD over the rows. Returns how
/// many pairs needed the exact path.
std::size_t relateElementwise(const CapsuleRows& a, const CapsuleRows& b, std::uint8_t* out);

/// The SIMD instruction set the batch functions run on here (chosen at run time: "AVX2", "SSE4", ...).
const char* batchSimdTarget();

/// Every pair (i, j) with a[i] and b[j] not disjoint, in row order; returns their count.
std::size_t meetingPairs(const SegmentsSoA& a, const SegmentsSoA& b,
                         std::vector<std::pair<std::uint32_t, std::uint32_t>>* list);

}  // namespace hitlab
