// compare_command.cpp — `hitlab-cli compare SCENE.json [--json]`: for every pair i < j in file order, the
// seed formula that applies to it, evaluated in float32, in double and exactly (hitlab/compare.h).
#include "compare_command.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

#include "hitlab/compare.h"
#include "hitlab/scene_io.h"

namespace hitlab::cli {

int comparePairs(const std::string& path, bool json) {
  const Scene scene = loadScene(path);
  const std::size_t n = scene.shapes.size();
  nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
  std::size_t compared = 0, disagreeing = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const NamedShape &a = scene.shapes[i], &b = scene.shapes[j];
      const compare::Comparison c = compare::compareFormula(a.shape, b.shape);
      const bool applies = c.formula != compare::Formula::None;
      compared += applies, disagreeing += c.disagree();
      if (json) {
        nlohmann::ordered_json p;
        p["a"] = a.id, p["b"] = b.id;
        if (applies) {
          p["formula"] = compare::formulaName(c.formula);
          p["float32"] = c.f32, p["double"] = c.f64, p["exact"] = c.exact, p["disagree"] = c.disagree();
        } else {
          p["formula"] = nullptr;
        }
        pairs.push_back(std::move(p));
      } else if (applies) {
        std::printf("%s / %s  %s: float32 %s, double %s, exact %s%s\n", a.id.c_str(), b.id.c_str(),
                    compare::formulaName(c.formula), c.f32 ? "true" : "false", c.f64 ? "true" : "false",
                    c.exact ? "true" : "false", c.disagree() ? "  DISAGREE" : "");
      }
    }
  if (json)
    std::cout << nlohmann::ordered_json{{"pairs", pairs}}.dump(1) << "\n";
  else
    std::printf("%zu pairs with a seed formula, %zu where float32 or double disagree with exact\n", compared,
                disagreeing);
  return 0;
}

}  // namespace hitlab::cli
