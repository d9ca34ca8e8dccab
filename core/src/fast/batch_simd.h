// batch_simd.h — the SIMD floating-point pass of the batch segment tests (internal).
#pragma once

#include <cstddef>
#include <cstdint>

#include "hitlab/batch.h"
#include "hitlab/classify.h"
#include "hitlab/detail/bounds.h"

namespace hitlab {

// The scalar filter's bound (detail::filter::certainCross, hitlab/detail/filters.h).
inline constexpr double kBatchProductBound = bounds::kProductDifference;
inline constexpr double kBatchUnderflow = bounds::kUnderflowGuard;

/// Writes 0 / 2 / 255 for the leading pairs a whole number of vectors covers; returns how many, and sets
/// `undecided` to a non-zero value when any of them got 255.
std::size_t simdElementwise(const SegmentsSoA& a, const SegmentsSoA& b, std::uint8_t* out,
                            std::size_t* undecided);
std::size_t simdOneToMany(Vec2 p, Vec2 q, const SegmentsSoA& many, std::uint8_t* out, std::size_t* undecided);

}  // namespace hitlab
