// scene_io.cpp — scene JSON: parse with limits and one-line errors, write, and pair results as JSON.
//
// Index: [SECTION] Error context, [SECTION] Reading fields, [SECTION] Shapes and expectations,
// [SECTION] Writing, [SECTION] Comparing results.
#include "hitlab/scene_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace hitlab {

using json = nlohmann::json;
using ojson = nlohmann::ordered_json;

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
  [[noreturn]] void fail(const std::string& field, const std::string& what) const {
    std::string msg = file + ": " + place;
    if (!field.empty()) msg += ": field '" + field + "'";
    throw SceneError(msg + ": " + what);
  }
};

std::string shortText(const json& v) {
  std::string s = v.dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

// [SECTION] Reading fields

const json& need(const json& obj, const char* field, const Where& w) {
  auto it = obj.find(field);
  if (it == obj.end()) w.fail(field, "missing");
  return *it;
}

double number(const json& v, const std::string& field, const Where& w, const SceneLimits& lim) {
  if (!v.is_number()) w.fail(field, "expected a number, got " + shortText(v));
  double x = v.get<double>();
  if (!std::isfinite(x)) w.fail(field, "number is not finite");
  if (std::fabs(x) > lim.maxMagnitude) w.fail(field, "number " + shortText(v) + " is beyond the limit 1e300");
  return x;
}

Vec2 vec2(const json& v, const std::string& field, const Where& w, const SceneLimits& lim) {
  if (!v.is_array() || v.size() != 2) w.fail(field, "expected [x, y], got " + shortText(v));
  return {number(v[0], field, w, lim), number(v[1], field, w, lim)};
}

std::string stringField(const json& v, const std::string& field, const Where& w) {
  if (!v.is_string()) w.fail(field, "expected a string, got " + shortText(v));
  return v.get<std::string>();
}

// [SECTION] Shapes and expectations

Shape parseShape(const json& s, const Where& w, const SceneLimits& lim) {
  std::string type = stringField(need(s, "type", w), "type", w);
  auto v = [&](const char* f) { return vec2(need(s, f, w), f, w, lim); };
  if (type == "point") return Point{v("p")};
  if (type == "segment") return Segment{v("a"), v("b")};
  if (type == "circle") {
    Vec2 c = v("center");
    double r = number(need(s, "radius", w), "radius", w, lim);
    if (r < 0) w.fail("radius", "must be >= 0, got " + shortText(s["radius"]));
    return Circle{c, r};
  }
  if (type == "rect") {
    Rect r{v("min"), v("max")};
    if (r.min.x > r.max.x || r.min.y > r.max.y) w.fail("max", "min > max (min must be <= max on both axes)");
    return r;
  }
  if (type == "polygon") {
    const json& pts = need(s, "points", w);
    if (!pts.is_array()) w.fail("points", "expected an array of [x, y]");
    if (pts.size() < 3)
      w.fail("points", "a polygon needs at least 3 vertices, got " + std::to_string(pts.size()));
    if (pts.size() > lim.maxPolygonVertices)
      w.fail("points", std::to_string(pts.size()) + " vertices exceed the limit " +
                           std::to_string(lim.maxPolygonVertices));
    Polygon p;
    for (size_t i = 0; i < pts.size(); ++i)
      p.points.push_back(vec2(pts[i], "points[" + std::to_string(i) + "]", w, lim));
    return p;
  }
  w.fail("type",
         "unknown shape type " + inQuotes(type) + " (expected point, segment, circle, rect or polygon)");
}

template <class E>
E enumByName(const json& v, const std::string& field, const Where& w, const char* (*nameOf)(E), int count) {
  std::string s = stringField(v, field, w);
  for (int i = 0; i < count; ++i)
    if (s == nameOf(static_cast<E>(i))) return static_cast<E>(i);
  w.fail(field, "unknown value " + inQuotes(s));
}

SatAxis parseAxis(const json& j, const Where& w, const SceneLimits& lim) {
  SatAxis a;
  std::string owner = stringField(need(j, "owner", w), "owner", w);
  if (owner != "a" && owner != "b") w.fail("owner", "expected \"a\" or \"b\"");
  a.owner = owner[0];
  const json& edge = need(j, "edge", w);
  if (!edge.is_number_integer()) w.fail("edge", "expected an integer");
  a.edge = edge.get<int>();
  a.axis = vec2(need(j, "axis", w), "axis", w, lim);
  Vec2 ia = vec2(need(j, "a", w), "a", w, lim), ib = vec2(need(j, "b", w), "b", w, lim);
  a.aMin = ia.x, a.aMax = ia.y, a.bMin = ib.x, a.bMax = ib.y;
  a.overlap = number(need(j, "overlap", w), "overlap", w, lim);
  const json& sep = need(j, "separating", w);
  if (!sep.is_boolean()) w.fail("separating", "expected true or false");
  a.separating = sep.get<bool>();
  return a;
}

Expectation parseExpectation(const json& e, const Where& w, const std::set<std::string>& ids,
                             const SceneLimits& lim) {
  if (!e.is_object()) w.fail("", "expected an object");
  Expectation x;
  x.a = stringField(need(e, "a", w), "a", w);
  x.b = stringField(need(e, "b", w), "b", w);
  if (!ids.count(x.a)) w.fail("a", "unknown id " + inQuotes(x.a));
  if (!ids.count(x.b)) w.fail("b", "unknown id " + inQuotes(x.b));
  if (auto it = e.find("error"); it != e.end()) {
    if (it->is_boolean())
      x.error = it->get<bool>();
    else if (it->is_string())
      x.error = true, x.errorMessage = it->get<std::string>();
    else
      w.fail("error", "expected true, false or a message");
  }
  if (auto it = e.find("relation"); it != e.end())
    x.relation = enumByName<Relation>(*it, "relation", w, relationName, 3);
  if (auto it = e.find("containment"); it != e.end())
    x.containment = enumByName<Containment>(*it, "containment", w, containmentName, 4);
  if (auto it = e.find("points"); it != e.end()) {
    if (!it->is_array()) w.fail("points", "expected an array of [x, y]");
    x.points.emplace();
    for (const json& p : *it) x.points->push_back(vec2(p, "points", w, lim));
  }
  if (auto it = e.find("distance"); it != e.end()) x.distance = number(*it, "distance", w, lim);
  if (auto it = e.find("depth"); it != e.end()) x.depth = number(*it, "depth", w, lim);
  if (auto it = e.find("sat"); it != e.end()) {
    if (!it->is_object()) w.fail("sat", "expected an object");
    SatResult s;
    const json& axes = need(*it, "axes", w);
    if (!axes.is_array()) w.fail("sat.axes", "expected an array");
    for (size_t i = 0; i < axes.size(); ++i)
      s.axes.push_back(
          parseAxis(axes[i], Where{w.file, w.place + ": sat.axes[" + std::to_string(i) + "]"}, lim));
    const json& first = need(*it, "first_separating", w);
    if (!first.is_null() && !first.is_number_integer())
      w.fail("sat.first_separating", "expected an integer or null");
    s.firstSeparating = first.is_null() ? -1 : first.get<int>();
    const json& mtv = need(*it, "mtv", w);
    if (!mtv.is_null()) s.mtv = vec2(mtv, "sat.mtv", w, lim);
    x.sat = s;
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
    throw SceneError(file + ": file is " + std::to_string(text.size()) + " bytes, over the limit of " +
                     std::to_string(lim.maxFileBytes));
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
    throw SceneError(file + ":" + std::to_string(line) + ":" + std::to_string(col) +
                     ": syntax error: " + syntaxDetail(e.what()));
  } catch (const json::out_of_range& e) {  // a number literal beyond the double range
    std::string what = e.what();
    auto q1 = what.find('\''), q2 = what.rfind('\'');
    std::string literal = q1 < q2 ? what.substr(q1 + 1, q2 - q1 - 1) : "";
    auto [line, col] = lineColumn(text, literal.empty() ? 0 : text.find(literal) + 1);
    throw SceneError(file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": number " + literal +
                     " is not finite as a double");
  } catch (const DuplicateKey& d) {
    const std::size_t at = keyTokenOffset(text, d.key, d.occurrence);
    std::string place;
    if (at > 0) {
      auto [line, col] = lineColumn(text, at);
      place = ":" + std::to_string(line) + ":" + std::to_string(col);
    }
    throw SceneError(file + place + ": duplicate key " + json(d.key).dump() + " in one object");
  } catch (const TooDeep&) {
    throw SceneError(file + ": JSON nesting deeper than " + std::to_string(lim.maxDepth) + " levels");
  }
  Where top{file, "top level"};
  if (!root.is_object()) top.fail("", "expected a JSON object");
  const json& version = need(root, "hitlab", top);
  if (!version.is_number_integer()) top.fail("hitlab", "expected the format version 1");
  if (version.get<long long>() != 1)
    top.fail("hitlab", "unsupported format version " + version.dump() + " (this build reads 1)");
  Scene scene;
  if (auto it = root.find("name"); it != root.end()) scene.name = stringField(*it, "name", top);
  if (auto it = root.find("view"); it != root.end()) {
    Where w{file, "view"};
    if (!it->is_object()) w.fail("", "expected an object");
    View v;
    if (auto c = it->find("center"); c != it->end()) v.center = vec2(*c, "center", w, lim);
    if (auto z = it->find("zoom"); z != it->end()) {
      v.zoom = number(*z, "zoom", w, lim);
      if (!(v.zoom > 0)) w.fail("zoom", "must be > 0");
    }
    scene.view = v;
  }
  const json& shapes = need(root, "shapes", top);
  if (!shapes.is_array()) top.fail("shapes", "expected an array");
  if (shapes.size() > lim.maxShapes)
    top.fail("shapes",
             std::to_string(shapes.size()) + " shapes exceed the limit " + std::to_string(lim.maxShapes));
  std::set<std::string> ids;
  for (size_t i = 0; i < shapes.size(); ++i) {
    const json& s = shapes[i];
    Where w{file, "shapes[" + std::to_string(i) + "]"};
    if (!s.is_object()) w.fail("", "expected an object");
    std::string id = stringField(need(s, "id", w), "id", w);
    if (id.empty()) w.fail("id", "must not be empty");
    w.place += " (id " + inQuotes(id) + ")";
    if (!ids.insert(id).second) w.fail("id", "duplicate id " + inQuotes(id));
    scene.shapes.push_back({id, parseShape(s, w, lim)});
  }
  if (auto it = root.find("expect"); it != root.end()) {
    if (!it->is_array()) top.fail("expect", "expected an array");
    for (size_t i = 0; i < it->size(); ++i)
      scene.expect.push_back(
          parseExpectation((*it)[i], Where{file, "expect[" + std::to_string(i) + "]"}, ids, lim));
  }
  return scene;
}

Scene loadScene(const std::string& path, const SceneLimits& lim) {
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) throw SceneError(path + ": cannot open the file");
  if (S_ISDIR(st.st_mode)) throw SceneError(path + ": is a directory, not a scene file");
  if (static_cast<std::size_t>(st.st_size) > lim.maxFileBytes)
    throw SceneError(path + ": file is " + std::to_string(st.st_size) + " bytes, over the limit of " +
                     std::to_string(lim.maxFileBytes));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SceneError(path + ": cannot open the file");
  std::ostringstream buf;
  buf << in.rdbuf();
  return parseScene(buf.str(), path, lim);
}

// [SECTION] Writing

namespace {

ojson vecJson(Vec2 p) { return ojson::array({p.x, p.y}); }

ojson shapeJson(const NamedShape& s) {
  ojson j;
  j["id"] = s.id;
  j["type"] = typeName(typeOf(s.shape));
  std::visit(
      [&](const auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) j["p"] = vecJson(x.p);
        if constexpr (std::is_same_v<S, Segment>) j["a"] = vecJson(x.a), j["b"] = vecJson(x.b);
        if constexpr (std::is_same_v<S, Circle>) j["center"] = vecJson(x.center), j["radius"] = x.radius;
        if constexpr (std::is_same_v<S, Rect>) j["min"] = vecJson(x.min), j["max"] = vecJson(x.max);
        if constexpr (std::is_same_v<S, Polygon>) {
          j["points"] = ojson::array();
          for (Vec2 p : x.points) j["points"].push_back(vecJson(p));
        }
      },
      s.shape);
  return j;
}

ojson satJson(const SatResult& s) {
  ojson j;
  j["axes"] = ojson::array();
  for (const SatAxis& a : s.axes) {
    ojson x;
    x["owner"] = std::string(1, a.owner);
    x["edge"] = a.edge;
    x["axis"] = vecJson(a.axis);
    x["a"] = ojson::array({a.aMin, a.aMax});
    x["b"] = ojson::array({a.bMin, a.bMax});
    x["overlap"] = a.overlap;
    x["separating"] = a.separating;
    j["axes"].push_back(x);
  }
  j["first_separating"] = s.firstSeparating < 0 ? ojson(nullptr) : ojson(s.firstSeparating);
  j["mtv"] = s.mtv ? vecJson(*s.mtv) : ojson(nullptr);
  return j;
}

ojson expectationJson(const Expectation& e) {
  ojson j;
  j["a"] = e.a;
  j["b"] = e.b;
  if (e.errorMessage)
    j["error"] = *e.errorMessage;
  else if (e.error)
    j["error"] = *e.error;
  if (e.relation) j["relation"] = relationName(*e.relation);
  if (e.containment) j["containment"] = containmentName(*e.containment);
  if (e.points) {
    j["points"] = ojson::array();
    for (Vec2 p : *e.points) j["points"].push_back(vecJson(p));
  }
  if (e.distance) j["distance"] = *e.distance;
  if (e.depth) j["depth"] = *e.depth;
  if (e.sat) j["sat"] = satJson(*e.sat);
  return j;
}

}  // namespace

std::string sceneToJson(const Scene& scene) {
  std::string out = "{\n  \"hitlab\": 1";
  if (!scene.name.empty()) out += ",\n  \"name\": " + ojson(scene.name).dump();
  if (scene.view) {
    ojson v;
    v["center"] = vecJson(scene.view->center);
    v["zoom"] = scene.view->zoom;
    out += ",\n  \"view\": " + v.dump();
  }
  auto list = [&](const char* key, const auto& items, auto toJson) {
    out += std::string(",\n  \"") + key + "\": [";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ",\n    " : "\n    ") + toJson(items[i]).dump();
    out += items.empty() ? "]" : "\n  ]";
  };
  list("shapes", scene.shapes, shapeJson);
  if (!scene.expect.empty()) list("expect", scene.expect, expectationJson);
  return out + "\n}\n";
}

void saveSceneAtomic(const Scene& scene, const std::string& path, KeepPrevious keep) {
  auto fail = [&](const std::string& what, int error) {
    return std::runtime_error(path + ": cannot save: " + what + " (" + std::strerror(error) + ")");
  };
  const std::string tmp = path + ".tmp-" + std::to_string(getpid());
  const std::string data = sceneToJson(scene);
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw fail("cannot create " + tmp, errno);
  bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
  ok = std::fflush(f) == 0 && ok;
  ok = fsync(fileno(f)) == 0 && ok;
  const int writeError = errno;
  ok = std::fclose(f) == 0 && ok;
  if (!ok) {
    std::remove(tmp.c_str());
    throw fail("writing " + tmp + " failed", writeError ? writeError : EIO);
  }
  // The previous version as path~: a second name for the old file (a copy where links are not supported).
  if (keep == KeepPrevious::Yes && access(path.c_str(), F_OK) == 0) {
    const std::string backup = path + "~";
    std::remove(backup.c_str());
    if (link(path.c_str(), backup.c_str()) != 0) {
      std::ifstream in(path, std::ios::binary);
      std::ofstream out(backup, std::ios::binary | std::ios::trunc);
      out << in.rdbuf();
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int renameError = errno;
    std::remove(tmp.c_str());
    throw fail("cannot replace the file", renameError);
  }
  // The rename itself reaches the disk with its folder.
  std::string dir = path.substr(0, path.find_last_of('/') + 1);
  if (int fd = open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY); fd >= 0) fsync(fd), close(fd);
}

Expectation expectationFrom(const std::string& idA, const std::string& idB, const PairResult& r) {
  Expectation e;
  e.a = idA, e.b = idB;
  if (!r.error.empty()) {
    e.error = true, e.errorMessage = r.error;
    return e;
  }
  e.relation = r.relation, e.containment = r.containment, e.points = r.points;
  e.distance = r.distance, e.depth = r.depth, e.sat = r.sat;
  return e;
}

std::string pairToJson(const std::string& idA, const std::string& idB, const PairResult& r) {
  return expectationJson(expectationFrom(idA, idB, r)).dump();
}

// [SECTION] Comparing results

double pairScale(const Shape& a, const Shape& b) { return std::max(magnitude(a), magnitude(b)); }

std::vector<std::string> compareExpectation(const Expectation& e, const PairResult& r, double scale) {
  std::vector<std::string> bad;
  double tol = 1e-9 * scale;
  auto num = [&](const std::string& what, double want, double got) {
    if (!(std::fabs(want - got) <= tol))
      bad.push_back(what + ": expected " + ojson(want).dump() + ", got " + ojson(got).dump());
  };
  auto vec = [&](const std::string& what, Vec2 want, Vec2 got) {
    if (!(std::fabs(want.x - got.x) <= tol && std::fabs(want.y - got.y) <= tol))
      bad.push_back(what + ": expected " + vecJson(want).dump() + ", got " + vecJson(got).dump());
  };
  bool isError = !r.error.empty();
  if (e.error && *e.error != isError)
    bad.push_back(isError ? "expected results, got error: " + r.error : "expected an error, got results");
  if (e.errorMessage && isError && *e.errorMessage != r.error)
    bad.push_back("error: expected \"" + *e.errorMessage + "\", got \"" + r.error + "\"");
  bool wantsResults = e.relation || e.containment || e.points || e.distance || e.depth || e.sat;
  if (isError) {
    if (wantsResults && !(e.error && *e.error)) bad.push_back("expected results, got error: " + r.error);
    return bad;
  }
  if (e.relation && *e.relation != r.relation)
    bad.push_back(std::string("relation: expected ") + relationName(*e.relation) + ", got " +
                  relationName(r.relation));
  if (e.containment && *e.containment != r.containment)
    bad.push_back(std::string("containment: expected ") + containmentName(*e.containment) + ", got " +
                  containmentName(r.containment));
  if (e.points) {
    std::vector<bool> used(r.points.size());
    bool ok = e.points->size() == r.points.size();
    for (Vec2 want : *e.points) {
      bool found = false;
      for (size_t i = 0; i < r.points.size() && !found; ++i)
        if (!used[i] && std::fabs(want.x - r.points[i].x) <= tol && std::fabs(want.y - r.points[i].y) <= tol)
          used[i] = found = true;
      ok = ok && found;
    }
    if (!ok) {
      ojson want = ojson::array(), got = ojson::array();
      for (Vec2 p : *e.points) want.push_back(vecJson(p));
      for (Vec2 p : r.points) got.push_back(vecJson(p));
      bad.push_back("points: expected " + want.dump() + ", got " + got.dump());
    }
  }
  if (e.distance) num("distance", *e.distance, r.distance);
  if (e.depth) num("depth", *e.depth, r.depth);
  if (e.sat) {
    if (!r.sat) {
      bad.push_back("sat: expected SAT detail, got none for this pair of types");
      return bad;
    }
    const SatResult &want = *e.sat, &got = *r.sat;
    if (want.axes.size() != got.axes.size())
      bad.push_back("sat.axes: expected " + std::to_string(want.axes.size()) + " axes, got " +
                    std::to_string(got.axes.size()));
    for (size_t i = 0; i < std::min(want.axes.size(), got.axes.size()); ++i) {
      const SatAxis &w = want.axes[i], &g = got.axes[i];
      std::string at = "sat.axes[" + std::to_string(i) + "].";
      if (w.owner != g.owner || w.edge != g.edge)
        bad.push_back(at + "owner/edge: expected " + w.owner + "/" + std::to_string(w.edge) + ", got " +
                      g.owner + "/" + std::to_string(g.edge));
      // The axis is a unit vector: compare it at unit scale, the intervals at the pair's scale.
      if (!(std::fabs(w.axis.x - g.axis.x) <= 1e-9 && std::fabs(w.axis.y - g.axis.y) <= 1e-9))
        bad.push_back(at + "axis: expected " + vecJson(w.axis).dump() + ", got " + vecJson(g.axis).dump());
      vec(at + "a", {w.aMin, w.aMax}, {g.aMin, g.aMax});
      vec(at + "b", {w.bMin, w.bMax}, {g.bMin, g.bMax});
      num(at + "overlap", w.overlap, g.overlap);
      if (w.separating != g.separating)
        bad.push_back(at + "separating: expected " + (w.separating ? "true" : "false") + ", got " +
                      (g.separating ? "true" : "false"));
    }
    if (want.firstSeparating != got.firstSeparating)
      bad.push_back("sat.first_separating: expected " + std::to_string(want.firstSeparating) + ", got " +
                    std::to_string(got.firstSeparating));
    if (want.mtv.has_value() != got.mtv.has_value())
      bad.push_back("sat.mtv: expected " + std::string(want.mtv ? "a vector" : "null") + ", got " +
                    (got.mtv ? "a vector" : "null"));
    else if (want.mtv)
      vec("sat.mtv", *want.mtv, *got.mtv);
  }
  return bad;
}

}  // namespace hitlab
