// pair_capsule.h — the grown-shape family (internal; pair_capsule.cpp): a capsule against a point, segment,
// disk, polygon or another capsule.
#pragma once

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// A capsule Geom (first) against any Geom, every decision exact and every number rounded once (`full`
/// false: the relation only).
PairResult capsulePair(const Geom& capsule, const Geom& x, bool full);

}  // namespace hitlab::detail
