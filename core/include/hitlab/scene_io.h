// hitlab/scene_io.h — the scene file (JSON, format version 1): load with limits and one-line errors, save,
// and the JSON form of pair results shared by hitlab-cli and the app.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "hitlab/relation.h"

namespace hitlab {

/// Limits beyond which a file is rejected (never a crash).
struct SceneLimits {
  std::size_t maxFileBytes = 32u << 20;
  std::size_t maxShapes = 200000;
  std::size_t maxPolygonVertices = 1024;
  int maxDepth = 64;
  double maxMagnitude = 1e300;
};

/// A shape with its unique id.
struct NamedShape {
  std::string id;
  Shape shape;
};

/// One expected pair result; every field but a and b is optional ("any subset").
struct Expectation {
  std::string a, b;
  std::optional<bool> error;                ///< "error": true/false
  std::optional<std::string> errorMessage;  ///< "error": "message" (exact text)
  std::optional<Relation> relation;
  std::optional<Containment> containment;
  std::optional<std::vector<Vec2>> points;
  std::optional<double> distance, depth;
  std::optional<SatResult> sat;
};

struct View {
  Vec2 center;
  double zoom = 40;  ///< pixels per world unit
};

struct Scene {
  std::string name;
  std::optional<View> view;
  std::vector<NamedShape> shapes;
  std::vector<Expectation> expect;
};

/// Bad input: what() is one line naming the file, the place (line:column or shape index/id) and the field.
struct SceneError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Parses scene text; `fileName` prefixes every error message.
Scene parseScene(const std::string& text, const std::string& fileName, const SceneLimits& limits = {});
/// Reads and parses a scene file (size limit checked before reading).
Scene loadScene(const std::string& path, const SceneLimits& limits = {});
/// The scene as JSON text in the file format (numbers round-trip exactly).
std::string sceneToJson(const Scene& scene);
enum class KeepPrevious : bool { No, Yes };
/// Writes atomically: a temporary file in the same folder, flushed to disk, then renamed over `path`, so the
/// file is always the old or the new scene, never a mix. KeepPrevious::Yes keeps the replaced file as
/// `path~`. Throws std::runtime_error naming the file and the system's reason; `path` is then untouched.
void saveSceneAtomic(const Scene& scene, const std::string& path, KeepPrevious keep = KeepPrevious::No);

/// One pair object of `hitlab-cli eval` (a, b, relation, containment, points, distance, depth[, sat]) or
/// (a, b, error), as compact JSON text.
std::string pairToJson(const std::string& idA, const std::string& idB, const PairResult& r);
/// The expectation that `r` satisfies exactly (for exporting regression tests).
Expectation expectationFrom(const std::string& idA, const std::string& idB, const PairResult& r);

/// Tolerance scale S of a pair: the largest magnitude among both shapes' coordinates and radii.
double pairScale(const Shape& a, const Shape& b);
/// Mismatches between an expectation and a result, one line each (empty when it holds). Numbers compare
/// within 1e-9 * scale; relation, containment, separating flags and error state exactly.
std::vector<std::string> compareExpectation(const Expectation& e, const PairResult& r, double scale);

}  // namespace hitlab
