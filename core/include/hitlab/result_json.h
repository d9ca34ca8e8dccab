// hitlab/result_json.h — a pair's results as the JSON object `hitlab-cli eval` prints (a published
// contract: docs/formats.md).
#pragma once

#include <string>

#include "hitlab/relation.h"

namespace hitlab {

/// One pair object of `hitlab-cli eval` (a, b, relation, containment, points, distance, depth[, sat]) or
/// (a, b, error), as compact JSON text.
std::string pairToJson(const std::string& idA, const std::string& idB, const PairResult& r);

}  // namespace hitlab
