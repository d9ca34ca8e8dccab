// result_json.cpp — a pair's results as `hitlab-cli eval` prints them (hitlab/result_json.h): the JSON of
// the expectation the results satisfy, so eval's output and a regression scene's expect list read alike.
#include "hitlab/result_json.h"

#include "hitlab/expectations.h"
#include "scene/json_forms.h"

namespace hitlab {

std::string pairToJson(const std::string& idA, const std::string& idB, const PairResult& r,
                       const TimeOfImpact* toi) {
  return detail::expectationJson(expectationFrom(idA, idB, r, toi)).dump();
}

}  // namespace hitlab
