// fast_paths.h — floating-point-only relations for every pair of shape kinds (internal).
//
// Each answers only when its error bound certifies the signs, and otherwise says "undecided" so that the
// general exact path decides. Nothing here allocates or touches the thread-local fallback state.
#pragma once

#include <optional>

#include "hitlab/classify.h"

namespace hitlab::detail {

/// The relation when the filters certify it (Disjoint or Overlapping; touching always goes exact), else
/// empty.
std::optional<Relation> fastClassify(const Shape& a, const Shape& b);

}  // namespace hitlab::detail
