// messages.cpp — the core's message forms in English (hitlab/message.h).
#include "hitlab/message.h"

#include <algorithm>

namespace hitlab {

const std::vector<MessageForm>& messageForms() {
  // [SECTION] What is wrong with a field of a scene file (scene_read.cpp: "FILE: PLACE: field 'F': ...")
  static const std::vector<MessageForm> kForms = {
      {"scene.missing", "missing"},
      {"scene.expected-number", "expected a number, got {1}"},
      {"scene.not-finite", "number is not finite"},
      {"scene.beyond-limit", "number {1} is beyond the limit {2}"},
      {"scene.expected-xy", "expected [x, y], got {1}"},
      {"scene.expected-string", "expected a string, got {1}"},
      {"scene.shape-needs-version", "a {1} needs format version {2} (the file says \"hitlab\": {3})"},
      {"scene.rounded-needs-version",
       "a rounded {1} needs format version {2} (the file says \"hitlab\": {3})"},
      {"scene.motion-needs-version", "a motion needs format version {1} (the file says \"hitlab\": {2})"},
      {"scene.negative", "must be >= 0, got {1}"},
      {"scene.not-positive", "must be > 0"},
      {"scene.min-above-max", "min > max (min must be <= max on both axes)"},
      {"scene.expected-points", "expected an array of [x, y]"},
      {"scene.too-few-vertices", "a polygon needs at least 3 vertices, got {1}"},
      {"scene.too-many-vertices", "{1} vertices exceed the limit {2}"},
      {"scene.unknown-type",
       "unknown shape type {1} (expected point, segment, circle, rect, polygon or capsule)"},
      {"scene.unknown-value", "unknown value {1}"},
      {"scene.expected-owner", "expected \"a\" or \"b\""},
      {"scene.expected-integer", "expected an integer"},
      {"scene.expected-integer-or-null", "expected an integer or null"},
      {"scene.expected-boolean", "expected true or false"},
      {"scene.expected-error", "expected true, false or a message"},
      {"scene.expected-object", "expected an object"},
      {"scene.expected-object-or-null", "expected an object or null"},
      {"scene.expected-json-object", "expected a JSON object"},
      {"scene.expected-array", "expected an array"},
      {"scene.unknown-id", "unknown id {1}"},
      {"scene.expected-version", "expected the format version 1, 2, 3 or 4"},
      {"scene.unsupported-version", "unsupported format version {1} (this build reads 1 to {2})"},
      {"scene.too-many-shapes", "{1} shapes exceed the limit {2}"},
      {"scene.empty", "must not be empty"},
      {"scene.duplicate-id", "duplicate id {1}"},
      // [SECTION] What is wrong with a scene file itself (scene_read.cpp: "FILE[:LINE:COLUMN]: ...")
      {"file.cannot-open", "cannot open the file"},
      {"file.is-directory", "is a directory, not a scene file"},
      {"file.too-large", "file is {1} bytes, over the limit of {2}"},
      {"file.too-deep", "JSON nesting deeper than {1} levels"},
      {"file.syntax", "syntax error: {1}"},  // ({1}: the JSON parser's own words, in English)
      {"file.number-not-finite", "number {1} is not finite as a double"},
      {"file.duplicate-key", "duplicate key {1} in one object"},
      // [SECTION] Why a file was not saved (atomic_save.cpp's SaveError: "FILE: ..."; the last {n}:
      // strerror's)
      {"save.cannot-create", "cannot save: cannot create {1} ({2})"},
      {"save.write-failed", "cannot save: writing {1} failed ({2})"},
      {"save.cannot-replace", "cannot save: cannot replace the file ({1})"},
      // [SECTION] Why a polygon cannot be used (shapes.cpp's polygonProblem; a shape's: "polygon 'ID' ...")
      {"polygon.too-few-vertices", "has fewer than 3 vertices"},
      {"polygon.repeated-vertex", "has a repeated vertex {1}"},
      {"polygon.zero-area", "has zero area"},
      {"polygon.self-intersecting", "is not convex (self-intersecting)"},
      {"polygon.reflex-vertex", "is not convex (reflex vertex {1})"},
      {"shape.invalid-polygon", "polygon '{1}' {2}"},  // ({2}: a polygon.* message)
      // [SECTION] What a snap did, or why none is exact nearby (lab/snap.cpp; {n} relation: a relation's
      // name)
      {"snap.vertex", "moved onto the vertex ({1}, {2})"},
      {"snap.edge", "moved onto the edge, exactly: ({1}, {2})"},
      {"snap.edge-none",
       "no double within 256 ulps of the foot lies exactly on that edge; left at the rounded foot"},
      {"snap.line", "b's first end on line a, exactly: ({1}, {2})"},
      {"snap.line-none",
       "no double within 256 ulps of the foot lies exactly on line a; left at the rounded foot"},
      {"snap.tangent-outside", "radius {1}: tangent from outside, exactly"},
      {"snap.tangent-inside", "radius {1}: tangent from inside, exactly"},
      {"snap.tangent-none",
       "no double radius within 64 ulps makes them touch exactly (the centers are sqrt({1}) apart, not a "
       "double); nearest radius {2}: {3}"},
      {"snap.concentric", "center on a's center, exactly"},
      {"snap.corner", "corner on corner at x = {1}, touching exactly"},
      {"snap.corner-rounded", "corner on corner at x = {1}, touching exactly (the width or height rounded)"},
      {"snap.corner-none", "corner on corner at x = {1}, but not touching: {2}"},
      {"snap.corner-none-rounded",
       "corner on corner at x = {1}, but not touching: {2} (the width or height rounded)"},
      {"snap.side", "edge on edge at x = {1}, touching exactly"},
      {"snap.side-rounded", "edge on edge at x = {1}, touching exactly (the width or height rounded)"},
      {"snap.side-none", "edge on edge at x = {1}, but not touching: {2}"},
      {"snap.side-none-rounded",
       "edge on edge at x = {1}, but not touching: {2} (the width or height rounded)"},
      {"snap.along", "laid along the edge ({1}, {2}) - ({3}, {4}), sharing a piece of it exactly"},
      {"snap.along-none",
       "no ends exactly on that edge's line within 256 ulps share a piece with it; left at the rounded feet: "
       "{1}"},
      {"snap.edge-on-edge", "moved by ({1}, {2}): an edge on an edge, sharing a piece exactly (touching)"},
      {"snap.moved-rounds", "moved by ({1}, {2}), which rounds: {3}"},
      {"snap.no-parallel-edge",
       "no edge of b is exactly parallel to an edge of a: no translation makes them share a piece (rotate b "
       "first)"},
  };
  return kForms;
}

std::string_view englishForm(std::string_view id) {
  const auto& forms = messageForms();
  const auto it = std::find_if(forms.begin(), forms.end(), [&](const MessageForm& f) { return f.id == id; });
  return it == forms.end() ? std::string_view() : it->english;
}

std::string fillForm(std::string_view form, const std::vector<std::string>& args) {
  std::string out;
  for (std::size_t i = 0; i < form.size(); ++i) {
    const std::size_t close = form[i] == '{' ? form.find('}', i) : std::string_view::npos;
    if (close != std::string_view::npos && close > i + 1 && close - i <= 3 &&
        std::all_of(form.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                    form.begin() + static_cast<std::ptrdiff_t>(close),
                    [](char c) { return c >= '0' && c <= '9'; })) {
      const std::size_t n = std::stoul(std::string(form.substr(i + 1, close - i - 1)));
      if (n >= 1 && n <= args.size()) {
        out += args[n - 1];
        i = close;
        continue;
      }
    }
    out += form[i];
  }
  return out;
}

std::string fillForm(std::string_view form, const Message& m, std::string (*word)(const Message&)) {
  std::vector<std::string> args = m.args;
  for (const Message& inner : m.inner) args.push_back(word(inner));
  return fillForm(form, args);
}

std::string english(const Message& m) {
  const std::string_view form = englishForm(m.id);
  return form.empty() ? m.id : fillForm(form, m, english);
}

}  // namespace hitlab
