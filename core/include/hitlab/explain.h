// hitlab/explain.h — how a pair's answer is reached, step by step, for teaching: the app's Explain panel and
// `hitlab-cli explain` both show these steps.
//
// The steps are read off the core's own computation (the seed algorithms of seeds.h with their traces, and
// evaluate()'s result and SAT detail), never from a second copy of an algorithm. Each step has a kind (the
// key of its paragraph in every language's text table), the numbers and words its paragraph refers to, and
// marks to draw on the canvas (world coordinates), and the part of the article's formula it computes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "hitlab/relation.h"

namespace hitlab::explain {

enum class Language { English, Japanese };

/// A mark on the canvas for one step. Tone: -1 negative (red), 0 neutral, 1 positive (green), 2 highlight,
/// 3 a guide (thin, dashed).
struct Mark {
  enum class Kind {
    Segment,        ///< p to q
    Arrow,          ///< from p to q
    Point,          ///< at p
    Parallelogram,  ///< spanned at p by q - p and r - p (a cross product's signed area)
    Circle,         ///< center p, radius
    Axis,           ///< the line through p with unit direction q (a SAT axis drawn beside the pair)
    Interval,       ///< p to q on an axis (a projection interval)
    Box,            ///< axis-aligned from p (min) to q (max)
    Angle,          ///< the angle at p from direction q - p to r - p, as an arc (the article's θ)
  };
  Kind kind = Kind::Segment;
  Vec2 p, q, r;
  double radius = 0;
  int tone = 0;
  std::string label;
};

/// A number a step's paragraph refers to as {name}.
struct Value {
  std::string name;
  double value = 0;
};

/// A word a step's paragraph refers to as {name}: a shape's id, or, starting with '@', a word of the text
/// table ("@overlapping" is the table's "word.overlapping").
struct Word {
  std::string name, text;
};

struct Step {
  std::string kind;  ///< e.g. "straddle.cross": the key of its paragraph in each language's table
  std::vector<Value> values;
  std::vector<Word> words;
  std::vector<Mark> marks;
  /// The part of the family's formula (see formula()) that this step computes, verbatim as it appears in
  /// every language's formula ("tc", "tc·td < 0"); empty when the step computes no part of it.
  std::string formulaPart;
};

struct Explanation {
  std::string family;  ///< e.g. "segment-segment", "sat", "circle-circle"
  PairResult result;   ///< evaluate(a, b), whose answer the last step states
  std::vector<Step> steps;
};

/// The steps for a and b (named nameA and nameB in the texts). Every pair yields at least one step; the last
/// one states the result.
Explanation explain(const Shape& a, const Shape& b, std::string_view nameA = "a",
                    std::string_view nameB = "b");

/// How the time of impact of a and b moving by va and vb over one step is found (no steps when neither
/// moves, or for an invalid pair): who moves how, then for straight outlines the separating axis test with
/// velocities (each axis's overlap times, the latest entering time against the earliest leaving one: family
/// "toi-axes"), for two disks the quadratic of their centres' distance and which root ("toi-disks"), for
/// the rest the sweep of vertices against grown edges ("toi"); the last step states the time of impact, its
/// case and whether a test at each frame misses it. `result` is the pair at t = 0.
Explanation explainMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, std::string_view nameA = "a",
                          std::string_view nameB = "b");

/// The step's paragraph in `language`, its {placeholders} filled in: numbers in their shortest round-trip
/// form, or with digits > 0 as readable(value, digits). A kind missing from the table gives the kind itself
/// in brackets.
std::string text(const Step& step, Language language, int digits = 0);

/// The article's test for the explanation's family, in the project's own notation (ASCII and the middle
/// dot "·"; e.g. "tc·td < 0 and ta·tb < 0"), for showing beside the steps with each step's formulaPart
/// highlighted. Empty for a family that no article gives a formula for.
std::string formula(const Explanation& explanation, Language language);

/// Every step kind and word key (for tests: each language's table must hold them all).
std::vector<std::string> textKeys();
/// Whether `language`'s table has a text for `key`.
bool hasText(std::string_view key, Language language);

/// The shortest decimal text that reads back as x ("0.1", "5e-324", "1"); never "-0".
std::string shortest(double x);
/// x for reading: shortest(x) when it has at most `digits` significant digits (0.1, 2, 12.5) or is a whole
/// number under 10^9; else rounded to `digits` significant digits after "≈" ("≈1.414", "≈4e14"). The same
/// double always gives the same text. digits <= 0: shortest(x).
std::string readable(double x, int digits);

}  // namespace hitlab::explain
