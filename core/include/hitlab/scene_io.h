// hitlab/scene_io.h — the scene file (JSON, format versions 1 to 3): parse with limits and one-line errors,
// and write. The scene file's other jobs have their own headers, included here for code that includes this
// one alone: atomic saves (atomic_save.h), expectations against results (expectations.h), and the JSON of
// pair results that hitlab-cli prints (result_json.h).
#pragma once

#include <span>
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
/// The newest format version this build reads and writes.
inline constexpr int kSceneFormatVersion = 4;
/// The format version a shape type needs: 1 for the five of version 1, 2 for a capsule.
int formatVersionOf(ShapeType t);
/// The format version a shape needs: its type's, or 3 for a rounded rect or polygon (radius not 0).
int formatVersionOf(const Shape& s);
/// The version a scene's file states: the highest its shapes need, or 4 when a shape has a motion (a scene
/// of version-1 shapes is written as version 1, byte for byte as before).
int formatVersionOf(const Scene& scene);

/// The scene as JSON text in the file format (numbers round-trip exactly).
std::string sceneToJson(const Scene& scene);

/// A further top-level member of a scene file, which readers skip ("found_by" of a hunt's finding): its key
/// and its value as JSON text.
struct ExtraMember {
  std::string key;
  std::string json;
};
/// The scene with further members after its own, each value read and written again on one line. Throws
/// std::invalid_argument for a value that is not JSON or a key the format itself uses.
std::string sceneToJson(const Scene& scene, std::span<const ExtraMember> extra);

}  // namespace hitlab
