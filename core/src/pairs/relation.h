// relation.h — the dispatch table's exact answer for two point sets (internal; relation.cpp, the router,
// also holds the public entry points of hitlab/relation.h and hitlab/classify.h).
#pragma once

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// The exact relation of two point sets (the dispatch table in relation.cpp, no filter first).
Relation exactRelation(const Geom& a, const Geom& b);
/// The pair family's full result for a and b as given, at their own magnitudes (no rescaling, no refinement,
/// no SAT detail): scaling.cpp takes the correctly rounded numbers from it where rescaling lost bits.
PairResult familyResultAsGiven(const Shape& a, const Shape& b);

}  // namespace hitlab::detail
