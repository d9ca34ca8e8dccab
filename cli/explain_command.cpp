// explain_command.cpp — `hitlab-cli explain SCENE.json ID1 ID2 [--lang en|ja] [--json]`: the steps of
// hitlab/explain.h as numbered paragraphs, or as {"a", "b", "family", "relation", "steps": [{"kind", "text",
// "values"}]} for notes and tests.
#include "explain_command.h"

#include <nlohmann/json.hpp>

#include <iostream>

#include "hitlab/explain.h"
#include "hitlab/scene_io.h"

namespace hitlab::cli {

int explainPair(const ExplainOptions& opt) {
  const Scene scene = loadScene(opt.scene);
  auto find = [&](const std::string& id) -> const NamedShape& {
    for (const auto& s : scene.shapes)
      if (s.id == id) return s;
    throw SceneError(opt.scene + ": no shape with id '" + id + "'");
  };
  const NamedShape &a = find(opt.idA), &b = find(opt.idB);
  const explain::Language language =
      opt.language == "ja" ? explain::Language::Japanese : explain::Language::English;
  explain::Explanation e = explain::explain(a.shape, b.shape, a.id, b.id);
  // In motion: the steps to the time of impact follow the pair's own.
  const explain::Explanation motion =
      explain::explainMotion(a.shape, a.motion, b.shape, b.motion, a.id, b.id);
  e.steps.insert(e.steps.end(), motion.steps.begin(), motion.steps.end());
  if (!opt.json) {
    for (std::size_t k = 0; k < e.steps.size(); ++k)
      std::cout << k + 1 << ". " << explain::text(e.steps[k], language) << "\n";
    return 0;
  }
  nlohmann::ordered_json out;
  out["a"] = a.id, out["b"] = b.id, out["family"] = e.family;
  if (!motion.steps.empty()) out["motion_family"] = motion.family;
  out["relation"] = e.result.error.empty() ? relationName(e.result.relation) : "error";
  out["steps"] = nlohmann::ordered_json::array();
  for (const explain::Step& s : e.steps) {
    nlohmann::ordered_json step, values = nlohmann::ordered_json::object();
    for (const explain::Value& v : s.values) values[v.name] = v.value;
    step["kind"] = s.kind, step["text"] = explain::text(s, language), step["values"] = values;
    out["steps"].push_back(step);
  }
  std::cout << out.dump(2) << "\n";
  return 0;
}

}  // namespace hitlab::cli
