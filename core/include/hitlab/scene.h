// hitlab/scene.h — a scene as data: named shapes, the view, and the expected pair results of a regression
// scene (the file format itself: hitlab/scene_io.h, docs/formats.md).
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

}  // namespace hitlab
