// json_forms.cpp — the JSON forms of a scene's parts (json_forms.h).
#include "scene/json_forms.h"

namespace hitlab::detail {

ojson vecJson(Vec2 p) { return ojson::array({p.x, p.y}); }

ojson shapeJson(const NamedShape& s) {
  ojson j;
  j["id"] = s.id;
  j["type"] = typeName(typeOf(s.shape));
  std::visit(
      [&](const auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) {
          j["p"] = vecJson(x.p);
        } else if constexpr (std::is_same_v<S, Segment>) {
          j["a"] = vecJson(x.a), j["b"] = vecJson(x.b);
        } else if constexpr (std::is_same_v<S, Circle>) {
          j["center"] = vecJson(x.center), j["radius"] = x.radius;
        } else if constexpr (std::is_same_v<S, Rect>) {
          j["min"] = vecJson(x.min), j["max"] = vecJson(x.max);
          if (x.radius != 0) j["radius"] = x.radius;  // (version 3; a plain rect is written as before)
        } else if constexpr (std::is_same_v<S, Polygon>) {
          j["points"] = ojson::array();
          for (Vec2 p : x.points) j["points"].push_back(vecJson(p));
          if (x.radius != 0) j["radius"] = x.radius;
        } else if constexpr (std::is_same_v<S, Capsule>) {
          j["a"] = vecJson(x.a), j["b"] = vecJson(x.b), j["radius"] = x.radius;
        } else {
          static_assert(kUntaughtShape<S>, "shapeJson: a shape type the file format does not write");
        }
      },
      s.shape);
  if (s.motion != Vec2{0, 0}) j["motion"] = vecJson(s.motion);  // (version 4)
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

ojson toiJson(const ToiExpectation& e) {
  if (e.kind == ImpactCase::None) return nullptr;
  ojson j;
  if (e.t) j["t"] = *e.t;
  j["case"] = impactCaseName(e.kind);
  if (e.points) {
    j["points"] = ojson::array();
    for (Vec2 p : *e.points) j["points"].push_back(vecJson(p));
  }
  if (e.normal) j["normal"] = *e.normal ? vecJson(**e.normal) : ojson(nullptr);
  if (e.tunnels) j["tunnels"] = *e.tunnels;
  if (e.atEnd) j["relation_at_end"] = relationName(*e.atEnd);
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
  if (e.toi) j["toi"] = toiJson(*e.toi);
  return j;
}

}  // namespace hitlab::detail
