// hitlab/scene_io.h — the scene file (JSON, format version 1): parse with limits and one-line errors, and
// write. The scene file's other jobs have their own headers, included here for code that includes this one
// alone: atomic saves (atomic_save.h), expectations against results (expectations.h), and the JSON of pair
// results that hitlab-cli prints (result_json.h).
#pragma once

#include <string>

#include "hitlab/atomic_save.h"
#include "hitlab/expectations.h"
#include "hitlab/result_json.h"
#include "hitlab/scene.h"

namespace hitlab {

/// Parses scene text; `fileName` prefixes every error message.
Scene parseScene(const std::string& text, const std::string& fileName, const SceneLimits& limits = {});
/// Reads and parses a scene file (size limit checked before reading).
Scene loadScene(const std::string& path, const SceneLimits& limits = {});
/// The scene as JSON text in the file format (numbers round-trip exactly).
std::string sceneToJson(const Scene& scene);

}  // namespace hitlab
