// batch_simd.h — the SIMD floating-point pass of the batch segment tests (internal).
#pragma once

#include <cstddef>
#include <cstdint>

#include "hitlab/batch.h"

namespace hitlab {

// 8 units of 2^-53 (see crossProduct in batch_simd.cpp), and an absolute term for the underflow range.
inline constexpr double kBatchProductBound = 8 * 0x1p-53;
inline constexpr double kBatchUnderflow = 1e-290;

/// Writes 0 / 2 / 255 for the leading pairs a whole number of vectors covers; returns how many, and sets
/// `undecided` to a non-zero value when any of them got 255.
std::size_t simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, std::uint8_t* out,
                            std::size_t* undecided);
std::size_t simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& many, std::uint8_t* out, std::size_t* undecided);

}  // namespace hitlab
