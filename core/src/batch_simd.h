// batch_simd.h — the SIMD floating-point pass of the batch segment tests (internal).
#pragma once

#include <cstddef>
#include <cstdint>

#include "hitlab/batch.h"

namespace hitlab {

// The same bound as filter::orient (hitlab/classify.h), so both passes certify the same pairs.
inline constexpr double kBatchOrientBound = 3.3306690738754716e-16;
inline constexpr double kBatchUnderflow = 1e-290;

/// Writes 0 / 2 / 255 for the leading pairs a whole number of vectors covers; returns how many.
std::size_t simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, std::uint8_t* out);
std::size_t simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& many, std::uint8_t* out);

}  // namespace hitlab
