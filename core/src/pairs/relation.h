// relation.h — the dispatch table's exact answer for two point sets (internal; relation.cpp, the router,
// also holds the public entry points of hitlab/relation.h and hitlab/classify.h).
#pragma once

#include "hitlab/relation.h"
#include "pairs/point_set.h"

namespace hitlab::detail {

/// The exact relation of two point sets (the dispatch table in relation.cpp, no filter first).
Relation exactRelation(const Geom& a, const Geom& b);

}  // namespace hitlab::detail
