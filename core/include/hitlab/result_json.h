// hitlab/result_json.h — a pair's results as the JSON object `hitlab-cli eval` prints (a published
// contract: docs/formats.md).
#pragma once

#include <string>

#include "hitlab/motion.h"
#include "hitlab/relation.h"

namespace hitlab {

/// One pair object of `hitlab-cli eval` (a, b, relation, containment, points, distance, depth[, sat][,
/// toi]) or (a, b, error), as compact JSON text; toi, when given: the pair's time of impact (a pair where a
/// shape moves).
std::string pairToJson(const std::string& idA, const std::string& idB, const PairResult& r,
                       const TimeOfImpact* toi = nullptr);

}  // namespace hitlab
