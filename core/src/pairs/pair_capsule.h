// pair_capsule.h — the grown-shape family (internal; pair_capsule.cpp): a capsule, rounded rect or rounded
// polygon (a Geom of kind Capsule) against a point, segment, disk, polygon or another grown shape.
#pragma once

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// A grown Geom (kind Capsule, first) against any Geom, every decision exact and every number rounded once
/// (`full` false: the relation only).
PairResult capsulePair(const Geom& capsule, const Geom& x, bool full);

}  // namespace hitlab::detail
