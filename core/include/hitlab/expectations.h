// hitlab/expectations.h — a regression scene's expectations against results: what `hitlab-cli check`
// compares, and the expectation a result satisfies (for exporting regression tests).
#pragma once

#include <string>
#include <vector>

#include "hitlab/scene.h"

namespace hitlab {

/// The expectation that `r` satisfies exactly (for exporting regression tests).
Expectation expectationFrom(const std::string& idA, const std::string& idB, const PairResult& r);

/// Tolerance scale S of a pair: the largest magnitude among both shapes' coordinates and radii.
double pairScale(const Shape& a, const Shape& b);
/// Mismatches between an expectation and a result, one line each (empty when it holds). Numbers compare
/// within 1e-9 * scale; relation, containment, separating flags and error state exactly.
std::vector<std::string> compareExpectation(const Expectation& e, const PairResult& r, double scale);

}  // namespace hitlab
