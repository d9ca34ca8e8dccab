// pair_capsule.h — the grown-shape family (internal; pair_capsule.cpp): a capsule, rounded rect or rounded
// polygon (a Geom of kind Capsule) against a point, segment, disk, polygon or another grown shape.
#pragma once

#include <optional>

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// A grown Geom (kind Capsule, first) against any Geom, every decision exact and every number rounded once
/// (the fields `query` asks for). `known`: the pair's relation when a filter has decided it already
/// (grownRelation: it equals this function's wherever it answers), which is then not computed again.
PairResult capsulePair(const Geom& capsule, const Geom& x, Query query,
                       std::optional<Relation> known = std::nullopt);

/// How many outline piece pairs the sketches in doubles ruled out (pair_capsule.cpp, piecesApart), on this
/// thread (tests check that they are exercised).
inline thread_local long long tPiecesRuledOut = 0;

}  // namespace hitlab::detail
