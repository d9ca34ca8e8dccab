// scene_write.cpp — a scene as the file's JSON text (hitlab/scene_io.h): one shape or expectation a line.
#include "hitlab/scene_io.h"
#include "scene/json_forms.h"

#include <algorithm>
#include <stdexcept>

namespace hitlab {

using detail::expectationJson;
using detail::ojson;
using detail::shapeJson;
using detail::vecJson;

int formatVersionOf(ShapeType t) {
  switch (t) {
    case ShapeType::Point:
    case ShapeType::Segment:
    case ShapeType::Circle:
    case ShapeType::Rect:
    case ShapeType::Polygon:
      return 1;
    case ShapeType::Capsule:
      return 2;
  }
  return kSceneFormatVersion;
}

int formatVersionOf(const Shape& s) { return roundingOf(s) != 0 ? 3 : formatVersionOf(typeOf(s)); }

int formatVersionOf(const Scene& scene) {
  int version = 1;
  for (const NamedShape& s : scene.shapes)
    version = std::max({version, formatVersionOf(s.shape), s.motion == Vec2{0, 0} ? 1 : 4});
  for (const Expectation& e : scene.expect)
    if (e.toi) version = 4;
  return version;
}

std::string sceneToJson(const Scene& scene) { return sceneToJson(scene, {}); }

std::string sceneToJson(const Scene& scene, std::span<const ExtraMember> extra) {
  std::string out = "{\n  \"hitlab\": " + std::to_string(formatVersionOf(scene));
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
  for (const ExtraMember& m : extra) {
    for (const char* own : {"hitlab", "name", "view", "shapes", "expect"})
      if (m.key == own) throw std::invalid_argument("scene member \"" + m.key + "\" is the format's own");
    const ojson value = ojson::parse(m.json, nullptr, false);
    if (value.is_discarded()) throw std::invalid_argument("scene member \"" + m.key + "\" is not JSON");
    out += ",\n  " + ojson(m.key).dump() + ": " + value.dump(-1, ' ', false, ojson::error_handler_t::replace);
  }
  return out + "\n}\n";
}

}  // namespace hitlab
