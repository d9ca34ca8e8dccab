// json_forms.h — the JSON forms of a scene's parts (internal): one place for how a vector, a shape, a SAT
// result and an expectation are written, shared by the scene writer, the CLI's result JSON and the messages
// of expectation checks.
#pragma once

#include <nlohmann/json.hpp>

#include "hitlab/scene.h"

namespace hitlab::detail {

using ojson = nlohmann::ordered_json;

ojson vecJson(Vec2 p);
ojson shapeJson(const NamedShape& s);
ojson satJson(const SatResult& s);
ojson toiJson(const ToiExpectation& e);
ojson expectationJson(const Expectation& e);

}  // namespace hitlab::detail
