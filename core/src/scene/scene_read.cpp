// scene_read.cpp — parsing a scene file: limits, and one-line errors that name the file, the place and the
// field (hitlab/scene_io.h).
//
// Index: [SECTION] Error context, [SECTION] Reading fields, [SECTION] Shapes and expectations.
#include <sys/stat.h>

#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "hitlab/scene_io.h"

namespace hitlab {

using json = nlohmann::json;

SceneError::SceneError(std::string file_, std::string place_, std::string field_, Message problem_)
    : std::runtime_error(file_ + ": " + place_ + (field_.empty() ? "" : ": field '" + field_ + "'") + ": " +
                         english(problem_)),
      file(std::move(file_)),
      place(std::move(place_)),
      field(std::move(field_)),
      problem(std::move(problem_)) {}

SceneError::SceneError(std::string file_, Message problem_, std::string position_)
    : std::runtime_error(file_ + (position_.empty() ? "" : ":" + position_) + ": " + english(problem_)),
      file(std::move(file_)),
      position(std::move(position_)),
      problem(std::move(problem_)) {}

namespace {

// [SECTION] Error context

// A value from the file as it goes into a message: in single quotes, control characters escaped, so that
// every message stays one line whatever the file holds.
std::string inQuotes(const std::string& value) {
  std::string out = "'";
  for (const char ch : value) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += ch;
    }
  }
  return out + "'";
}

// Where in the file a value sits ("shapes[2] (id 'c')"), so every message names the place and the field.
struct Where {
  const std::string& file;
  std::string place;
  [[noreturn]] void fail(const std::string& field, Message problem) const {
    throw SceneError(file, place, field, std::move(problem));
  }
};

std::string shortText(const json& v) {
  std::string s = v.dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

// [SECTION] Reading fields

const json& need(const json& obj, const char* field, const Where& w) {
  auto it = obj.find(field);
  if (it == obj.end()) w.fail(field, {"scene.missing", {}});
  return *it;
}

double number(const json& v, const std::string& field, const Where& w, const SceneLimits& lim) {
  if (!v.is_number()) w.fail(field, {"scene.expected-number", {shortText(v)}});
  double x = v.get<double>();
  if (!std::isfinite(x)) w.fail(field, {"scene.not-finite", {}});
  if (std::fabs(x) > lim.maxMagnitude) w.fail(field, {"scene.beyond-limit", {shortText(v), "1e300"}});
  return x;
}

Vec2 vec2(const json& v, const std::string& field, const Where& w, const SceneLimits& lim) {
  if (!v.is_array() || v.size() != 2) w.fail(field, {"scene.expected-xy", {shortText(v)}});
  return {number(v[0], field, w, lim), number(v[1], field, w, lim)};
}

std::string stringField(const json& v, const std::string& field, const Where& w) {
  if (!v.is_string()) w.fail(field, {"scene.expected-string", {shortText(v)}});
  return v.get<std::string>();
}

// [SECTION] Shapes and expectations

// (version: the file's format version; a shape type of a later version names the one it needs)
Shape parseShape(const json& s, const Where& w, const SceneLimits& lim, int version) {
  std::string type = stringField(need(s, "type", w), "type", w);
  for (int t = 0; t < kShapeTypeCount; ++t)
    if (type == typeName(static_cast<ShapeType>(t)) && formatVersionOf(static_cast<ShapeType>(t)) > version)
      w.fail("type",
             {"scene.shape-needs-version",
              {type, std::to_string(formatVersionOf(static_cast<ShapeType>(t))), std::to_string(version)}});
  auto v = [&](const char* f) { return vec2(need(s, f, w), f, w, lim); };
  if (type == "point") return Point{v("p")};
  if (type == "segment") return Segment{v("a"), v("b")};
  if (type == "circle") {
    Vec2 c = v("center");
    double r = number(need(s, "radius", w), "radius", w, lim);
    if (r < 0) w.fail("radius", {"scene.negative", {shortText(s["radius"])}});
    return Circle{c, r};
  }
  // A rect's or polygon's radius (a rounded one) is of version 3; 0 when absent.
  auto rounding = [&]() -> double {
    if (!s.contains("radius")) return 0;
    if (version < 3) w.fail("radius", {"scene.rounded-needs-version", {type, "3", std::to_string(version)}});
    const double r = number(s["radius"], "radius", w, lim);
    if (r < 0) w.fail("radius", {"scene.negative", {shortText(s["radius"])}});
    return r;
  };
  if (type == "rect") {
    Rect r{v("min"), v("max")};
    if (r.min.x > r.max.x || r.min.y > r.max.y) w.fail("max", {"scene.min-above-max", {}});
    r.radius = rounding();
    return r;
  }
  if (type == "polygon") {
    const json& pts = need(s, "points", w);
    if (!pts.is_array()) w.fail("points", {"scene.expected-points", {}});
    if (pts.size() < 3) w.fail("points", {"scene.too-few-vertices", {std::to_string(pts.size())}});
    if (pts.size() > lim.maxPolygonVertices)
      w.fail("points", {"scene.too-many-vertices",
                        {std::to_string(pts.size()), std::to_string(lim.maxPolygonVertices)}});
    Polygon p;
    for (size_t i = 0; i < pts.size(); ++i)
      p.points.push_back(vec2(pts[i], "points[" + std::to_string(i) + "]", w, lim));
    p.radius = rounding();
    return p;
  }
  if (type == "capsule") {  // (equal ends: a disk; radius 0: a segment, as the point sets say)
    Capsule c{v("a"), v("b")};
    c.radius = number(need(s, "radius", w), "radius", w, lim);
    if (c.radius < 0) w.fail("radius", {"scene.negative", {shortText(s["radius"])}});
    return c;
  }
  w.fail("type", {"scene.unknown-type", {inQuotes(type)}});
}

template <class E>
E enumByName(const json& v, const std::string& field, const Where& w, const char* (*nameOf)(E), int count) {
  std::string s = stringField(v, field, w);
  for (int i = 0; i < count; ++i)
    if (s == nameOf(static_cast<E>(i))) return static_cast<E>(i);
  w.fail(field, {"scene.unknown-value", {inQuotes(s)}});
}

SatAxis parseAxis(const json& j, const Where& w, const SceneLimits& lim) {
  SatAxis a;
  std::string owner = stringField(need(j, "owner", w), "owner", w);
  if (owner != "a" && owner != "b") w.fail("owner", {"scene.expected-owner", {}});
  a.owner = owner[0];
  const json& edge = need(j, "edge", w);
  if (!edge.is_number_integer()) w.fail("edge", {"scene.expected-integer", {}});
  a.edge = edge.get<int>();
  a.axis = vec2(need(j, "axis", w), "axis", w, lim);
  Vec2 ia = vec2(need(j, "a", w), "a", w, lim), ib = vec2(need(j, "b", w), "b", w, lim);
  a.aMin = ia.x, a.aMax = ia.y, a.bMin = ib.x, a.bMax = ib.y;
  a.overlap = number(need(j, "overlap", w), "overlap", w, lim);
  const json& sep = need(j, "separating", w);
  if (!sep.is_boolean()) w.fail("separating", {"scene.expected-boolean", {}});
  a.separating = sep.get<bool>();
  return a;
}

Expectation parseExpectation(const json& e, const Where& w, const std::set<std::string>& ids,
                             const SceneLimits& lim) {
  if (!e.is_object()) w.fail("", {"scene.expected-object", {}});
  Expectation x;
  x.a = stringField(need(e, "a", w), "a", w);
  x.b = stringField(need(e, "b", w), "b", w);
  if (!ids.count(x.a)) w.fail("a", {"scene.unknown-id", {inQuotes(x.a)}});
  if (!ids.count(x.b)) w.fail("b", {"scene.unknown-id", {inQuotes(x.b)}});
  if (auto it = e.find("error"); it != e.end()) {
    if (it->is_boolean())
      x.error = it->get<bool>();
    else if (it->is_string())
      x.error = true, x.errorMessage = it->get<std::string>();
    else
      w.fail("error", {"scene.expected-error", {}});
  }
  if (auto it = e.find("relation"); it != e.end())
    x.relation = enumByName<Relation>(*it, "relation", w, relationName, 3);
  if (auto it = e.find("containment"); it != e.end())
    x.containment = enumByName<Containment>(*it, "containment", w, containmentName, 4);
  if (auto it = e.find("points"); it != e.end()) {
    if (!it->is_array()) w.fail("points", {"scene.expected-points", {}});
    x.points.emplace();
    for (const json& p : *it) x.points->push_back(vec2(p, "points", w, lim));
  }
  if (auto it = e.find("distance"); it != e.end()) x.distance = number(*it, "distance", w, lim);
  if (auto it = e.find("depth"); it != e.end()) x.depth = number(*it, "depth", w, lim);
  if (auto it = e.find("sat"); it != e.end()) {
    if (!it->is_object()) w.fail("sat", {"scene.expected-object", {}});
    SatResult s;
    const json& axes = need(*it, "axes", w);
    if (!axes.is_array()) w.fail("sat.axes", {"scene.expected-array", {}});
    for (size_t i = 0; i < axes.size(); ++i)
      s.axes.push_back(
          parseAxis(axes[i], Where{w.file, w.place + ": sat.axes[" + std::to_string(i) + "]"}, lim));
    const json& first = need(*it, "first_separating", w);
    if (!first.is_null() && !first.is_number_integer())
      w.fail("sat.first_separating", {"scene.expected-integer-or-null", {}});
    s.firstSeparating = first.is_null() ? -1 : first.get<int>();
    const json& mtv = need(*it, "mtv", w);
    if (!mtv.is_null()) s.mtv = vec2(mtv, "sat.mtv", w, lim);
    x.sat = s;
  }
  if (auto it = e.find("toi"); it != e.end()) {  // (version 4)
    ToiExpectation& t = x.toi.emplace();
    if (!it->is_null()) {
      if (!it->is_object()) w.fail("toi", {"scene.expected-object-or-null", {}});
      t.kind = enumByName<ImpactCase>(need(*it, "case", w), "toi.case", w, impactCaseName, 5);
      if (auto f = it->find("t"); f != it->end()) t.t = number(*f, "toi.t", w, lim);
      if (auto f = it->find("points"); f != it->end()) {
        if (!f->is_array()) w.fail("toi.points", {"scene.expected-points", {}});
        t.points.emplace();
        for (const json& p : *f) t.points->push_back(vec2(p, "toi.points", w, lim));
      }
      if (auto f = it->find("normal"); f != it->end())
        t.normal = f->is_null() ? std::optional<Vec2>() : vec2(*f, "toi.normal", w, lim);
      if (auto f = it->find("tunnels"); f != it->end()) {
        if (!f->is_boolean()) w.fail("toi.tunnels", {"scene.expected-boolean", {}});
        t.tunnels = f->get<bool>();
      }
      if (auto f = it->find("relation_at_end"); f != it->end())
        t.atEnd = enumByName<Relation>(*f, "toi.relation_at_end", w, relationName, 3);
    }
  }
  return x;
}

std::pair<int, int> lineColumn(const std::string& text, std::size_t byte) {
  int line = 1, col = 1;
  for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
    if (text[i] == '\n')
      ++line, col = 1;
    else
      ++col;
  }
  return {line, col};
}

// nlohmann's message after its "[json.exception...] parse error at line L, column C: " prefix.
std::string syntaxDetail(const std::string& what) {
  auto at = what.find("column ");
  if (at != std::string::npos) {
    auto colon = what.find(": ", at);
    if (colon != std::string::npos) return what.substr(colon + 2);
  }
  auto close = what.find("] ");
  return close == std::string::npos ? what : what.substr(close + 2);
}

struct TooDeep {};
// A key given twice in one object: the key and how many times it had appeared in the file by then.
struct DuplicateKey {
  std::string key;
  int occurrence;
};

// Where the n-th (1-based) key token "key": stands in the text, as 1-based byte offset; 0 when not found (a
// key written with escapes).
std::size_t keyTokenOffset(const std::string& text, const std::string& key, int n) {
  const std::string token = json(key).dump();
  for (std::size_t at = text.find(token); at != std::string::npos; at = text.find(token, at + 1)) {
    std::size_t after = at + token.size();
    while (after < text.size() && std::isspace(static_cast<unsigned char>(text[after]))) ++after;
    if (after < text.size() && text[after] == ':' && --n == 0) return at + 1;
  }
  return 0;
}

}  // namespace

Scene parseScene(const std::string& text, const std::string& file, const SceneLimits& lim) {
  if (text.size() > lim.maxFileBytes)
    throw SceneError(file,
                     {"file.too-large", {std::to_string(text.size()), std::to_string(lim.maxFileBytes)}});
  json root;
  // The keys of each open object (a duplicate is an error, not a silent overwrite), and how often each key
  // has appeared so far (to find the duplicate's place in the text).
  std::vector<std::set<std::string>> openKeys;
  std::map<std::string, int> keyCount;
  try {
    root = json::parse(text, [&](int depth, json::parse_event_t event, json& parsed) {
      if (depth > lim.maxDepth) throw TooDeep{};
      if (event == json::parse_event_t::object_start) openKeys.emplace_back();
      if (event == json::parse_event_t::object_end) openKeys.pop_back();
      if (event == json::parse_event_t::key) {
        const std::string& key = parsed.get_ref<const std::string&>();
        const int n = ++keyCount[key];
        if (!openKeys.back().insert(key).second) throw DuplicateKey{key, n};
      }
      return true;
    });
  } catch (const json::parse_error& e) {
    auto [line, col] = lineColumn(text, e.byte);
    throw SceneError(file, {"file.syntax", {syntaxDetail(e.what())}},
                     std::to_string(line) + ":" + std::to_string(col));
  } catch (const json::out_of_range& e) {  // a number literal beyond the double range
    std::string what = e.what();
    auto q1 = what.find('\''), q2 = what.rfind('\'');
    std::string literal = q1 < q2 ? what.substr(q1 + 1, q2 - q1 - 1) : "";
    auto [line, col] = lineColumn(text, literal.empty() ? 0 : text.find(literal) + 1);
    throw SceneError(file, {"file.number-not-finite", {literal}},
                     std::to_string(line) + ":" + std::to_string(col));
  } catch (const DuplicateKey& d) {
    const std::size_t at = keyTokenOffset(text, d.key, d.occurrence);
    std::string position;
    if (at > 0) {
      auto [line, col] = lineColumn(text, at);
      position = std::to_string(line) + ":" + std::to_string(col);
    }
    throw SceneError(file, {"file.duplicate-key", {json(d.key).dump()}}, position);
  } catch (const TooDeep&) {
    throw SceneError(file, {"file.too-deep", {std::to_string(lim.maxDepth)}});
  }
  Where top{file, "top level"};
  if (!root.is_object()) top.fail("", {"scene.expected-json-object", {}});
  const json& version = need(root, "hitlab", top);
  if (!version.is_number_integer()) top.fail("hitlab", {"scene.expected-version", {}});
  if (version.get<long long>() < 1 || version.get<long long>() > kSceneFormatVersion)
    top.fail("hitlab", {"scene.unsupported-version", {version.dump(), std::to_string(kSceneFormatVersion)}});
  const int formatVersion = static_cast<int>(version.get<long long>());
  Scene scene;
  if (auto it = root.find("name"); it != root.end()) scene.name = stringField(*it, "name", top);
  if (auto it = root.find("view"); it != root.end()) {
    Where w{file, "view"};
    if (!it->is_object()) w.fail("", {"scene.expected-object", {}});
    View v;
    if (auto c = it->find("center"); c != it->end()) v.center = vec2(*c, "center", w, lim);
    if (auto z = it->find("zoom"); z != it->end()) {
      v.zoom = number(*z, "zoom", w, lim);
      if (!(v.zoom > 0)) w.fail("zoom", {"scene.not-positive", {}});
    }
    scene.view = v;
  }
  const json& shapes = need(root, "shapes", top);
  if (!shapes.is_array()) top.fail("shapes", {"scene.expected-array", {}});
  if (shapes.size() > lim.maxShapes)
    top.fail("shapes",
             {"scene.too-many-shapes", {std::to_string(shapes.size()), std::to_string(lim.maxShapes)}});
  std::set<std::string> ids;
  for (size_t i = 0; i < shapes.size(); ++i) {
    const json& s = shapes[i];
    Where w{file, "shapes[" + std::to_string(i) + "]"};
    if (!s.is_object()) w.fail("", {"scene.expected-object", {}});
    std::string id = stringField(need(s, "id", w), "id", w);
    if (id.empty()) w.fail("id", {"scene.empty", {}});
    w.place += " (id " + inQuotes(id) + ")";
    if (!ids.insert(id).second) w.fail("id", {"scene.duplicate-id", {inQuotes(id)}});
    scene.shapes.push_back({id, parseShape(s, w, lim, formatVersion)});
    if (auto m = s.find("motion"); m != s.end()) {  // (version 4)
      if (formatVersion < 4)
        w.fail("motion", {"scene.motion-needs-version", {"4", std::to_string(formatVersion)}});
      scene.shapes.back().motion = vec2(*m, "motion", w, lim);
    }
  }
  if (auto it = root.find("expect"); it != root.end()) {
    if (!it->is_array()) top.fail("expect", {"scene.expected-array", {}});
    for (size_t i = 0; i < it->size(); ++i)
      scene.expect.push_back(
          parseExpectation((*it)[i], Where{file, "expect[" + std::to_string(i) + "]"}, ids, lim));
  }
  return scene;
}

Scene loadScene(const std::string& path, const SceneLimits& lim) {
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) throw SceneError(path, {"file.cannot-open", {}});
  if (S_ISDIR(st.st_mode)) throw SceneError(path, {"file.is-directory", {}});
  if (static_cast<std::size_t>(st.st_size) > lim.maxFileBytes)
    throw SceneError(path,
                     {"file.too-large", {std::to_string(st.st_size), std::to_string(lim.maxFileBytes)}});
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SceneError(path, {"file.cannot-open", {}});
  std::ostringstream buf;
  buf << in.rdbuf();
  return parseScene(buf.str(), path, lim);
}

}  // namespace hitlab
