// hitlab/scene.h — a scene as data: named shapes, the view, and the expected pair results of a regression
// scene (the file format itself: hitlab/scene_io.h, docs/formats.md).
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "hitlab/message.h"
#include "hitlab/motion.h"
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

/// A shape with its unique id, and its motion over one step (format version 4; zero: it stands still).
struct NamedShape {
  std::string id;
  Shape shape;
  Vec2 motion{0, 0};  ///< its translation from t = 0 to t = 1 (hitlab/motion.h)
};

/// The expected time of impact of a pair whose shapes move (format version 4): its case, and any subset of
/// the rest (`"toi": null` in a file: the case none).
struct ToiExpectation {
  ImpactCase kind = ImpactCase::None;
  std::optional<double> t;
  std::optional<std::vector<Vec2>> points;
  std::optional<std::optional<Vec2>> normal;  ///< (a normal, or none)
  std::optional<bool> tunnels;
  std::optional<Relation> atEnd;
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
  std::optional<ToiExpectation> toi;  ///< (version 4)
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
  /// A field's problem (what() = "FILE: PLACE[: field 'FIELD']: " + english(problem)), by id and arguments
  /// for the other languages (hitlab/message.h).
  SceneError(std::string file, std::string place, std::string field, Message problem);
  /// The file's own problem: it cannot be read, or its JSON text is not well formed (what() =
  /// "FILE[:POSITION]: " + english(problem), POSITION "LINE:COLUMN" in the text or empty; place and field
  /// empty). problem.id is empty only for a message made outside the loader (the CLI's own).
  SceneError(std::string file, Message problem, std::string position = "");
  std::string file, place, field, position;
  Message problem;
};

}  // namespace hitlab
