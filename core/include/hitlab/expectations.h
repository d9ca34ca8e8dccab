// hitlab/expectations.h — a regression scene's expectations against results: what `hitlab-cli check`
// compares, and the expectation a result satisfies (for exporting regression tests).
#pragma once

#include <string>
#include <vector>

#include "hitlab/scene.h"

namespace hitlab {

/// The expectation that `r` (and, when given, the pair's time of impact) satisfies exactly (for exporting
/// regression tests).
Expectation expectationFrom(const std::string& idA, const std::string& idB, const PairResult& r,
                            const TimeOfImpact* toi = nullptr);

/// Tolerance scale S of a pair: the largest magnitude among both shapes' coordinates and radii.
double pairScale(const Shape& a, const Shape& b);
/// How compareExpectation holds numbers: within 1e-9 of the pair's scale (1e-9 for a unit axis), or each the
/// same double (a zero of either sign equal to zero): every printed number is its exact value rounded once,
/// so an expectation written from printed results (an exported regression scene) holds exactly.
enum class NumberMatch { WithinTolerance, Exact };
/// Mismatches between an expectation and a result, one line each (empty when it holds). Numbers compare as
/// `match` says; relation, containment, separating flags and error state exactly.
std::vector<std::string> compareExpectation(const Expectation& e, const PairResult& r, double scale,
                                            NumberMatch match = NumberMatch::WithinTolerance);
/// Mismatches between an expected time of impact and one (the time and the normal at unit scale, the
/// points at the pair's, as compareExpectation holds numbers).
std::vector<std::string> compareToi(const ToiExpectation& e, const TimeOfImpact& r, double scale,
                                    NumberMatch match = NumberMatch::WithinTolerance);
/// What `hitlab-cli check` does for one expectation of a scene: the pair (a, b) named e.a and e.b evaluated,
/// its numbers rounded as printed (roundPrinted), and compared (compareExpectation at the pair's scale); an
/// expected time of impact against the pair's with the shapes' motions va and vb.
std::vector<std::string> checkExpectation(const Expectation& e, const Shape& a, const Shape& b,
                                          NumberMatch match = NumberMatch::WithinTolerance, Vec2 va = {0, 0},
                                          Vec2 vb = {0, 0});

}  // namespace hitlab
