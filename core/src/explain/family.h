// family.h — what one pair family's explanation file provides (internal).
//
// Each family file in src/explain/ explains one family of pairs (segments, segment and circle, circles,
// rects, SAT, points and the rest) and registers its Family with a static object, as Box2D's samples register
// themselves:
//     const bool kRegistered = registerFamily({"sat", 50, accepts, build});
// and its texts_<family>.cpp registers the family's texts, both languages side by side, the same way. A new
// family is one new file and its texts (core/CMakeLists.txt picks up every file here).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "hitlab/explain.h"

namespace hitlab::explain::detail {

/// A pair as a family sees it: the shapes in an order the family chose, their names, the pair's result.
struct PairView {
  const Shape &a, &b;
  std::string_view nameA, nameB;
  const PairResult& result;  ///< evaluate(a, b) in this order
};

struct Family {
  const char* name;
  /// Families are tried by ascending order, the most specific first; the last takes every pair.
  int order;
  /// Whether the family explains (a, b); `swap` set when it wants them the other way round.
  bool (*accepts)(const Shape& a, const Shape& b, bool& swap);
  /// Appends its steps (not the final result step, which explain() adds).
  void (*build)(const PairView& pair, std::vector<Step>& steps);
};

/// Adds a family to those explain() tries; returns true (for the static object that calls it).
bool registerFamily(Family family);

// [SECTION] Building steps

/// A step of `kind` with the two shapes' names as the words {a} and {b}.
Step makeStep(std::string kind, const PairView& pair);
/// "@word" for a sign: "@lt", "@eq", "@gt" (the text tables say less than, equal to, greater than).
std::string comparison(int sign);
Mark segmentMark(Vec2 p, Vec2 q, int tone = 0, std::string label = {});
Mark arrowMark(Vec2 p, Vec2 q, int tone = 0, std::string label = {});
Mark pointMark(Vec2 p, int tone = 0, std::string label = {});

/// Where a pair's axes are drawn: beside the pair's box, past its side, so the intervals never cover the
/// shapes (the separating axis steps', and the time of impact's).
struct AxisPlace {
  Vec2 lo, hi;  ///< the pair's box
  double size = 0;
  /// The box of a and b: a rect's or polygon's vertices, a circle's disk, any other shape's bounds.
  static AxisPlace of(const Shape& a, const Shape& b);
  /// The smallest and largest dot(p, side) over the pair's box.
  void sideRange(Vec2 side, double& sLo, double& sHi) const;
  /// The point with projection t on the unit axis n, `offset` further out than the axis line.
  Vec2 at(Vec2 n, double t, double offset) const;
};

/// Why a polygon of the pair is invalid, as the texts say it: the key of its words ("problem.reflex", ...),
/// the polygon and its name, and the vertex it names (-1 when none).
struct PolygonProblem {
  std::string key;
  const Polygon* polygon = nullptr;
  std::string name;
  int vertex = -1;
  std::string english;  ///< polygonProblem()'s own sentence (for a problem the texts do not know)
};
/// The first invalid polygon of the pair (a, then b, as evaluate() reports it); key empty when none.
PolygonProblem polygonProblemOf(const PairView& pair);
/// The words {why}, {polygon}, {detail} and the value {vertex} of a step that states the problem.
void addProblemWords(const PolygonProblem& problem, Step& step);

// [SECTION] Texts

/// One text: its key (a step kind, "word.<name>", ...) with the English and the Japanese text side by side,
/// so that a translator sees both. Each texts_<family>.cpp holds its family's entries.
struct Entry {
  const char* key;
  const char* en;
  const char* ja;
};

/// Adds entries to the text table (for the static object of each texts_*.cpp); returns true.
bool registerTexts(const Entry* entries, std::size_t count);
template <std::size_t N>
bool registerTexts(const Entry (&entries)[N]) {
  return registerTexts(entries, N);
}

}  // namespace hitlab::explain::detail
