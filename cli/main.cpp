// hitlab-cli — headless evaluation of scene files.
//
//   hitlab-cli eval SCENE.json        {"pairs": [...]} on stdout, one object per unordered pair (file order)
//   hitlab-cli check SCENE.json...    compares every `expect` entry; last line "N passed, M failed"
// Exit codes: 0 ok, 1 a check failed, 2 bad input (one line on stderr naming file, place and field).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <map>

#include "hitlab/prepared.h"
#include "hitlab/scene_io.h"

namespace {

using namespace hitlab;

int evalScene(const std::string& path) {
  Scene scene = loadScene(path);
  std::string out = "{\"pairs\": [";
  // What depends on one shape only (validity, SAT normals, outline columns) is worked out once per shape.
  std::vector<PreparedShape> prepared;
  prepared.reserve(scene.shapes.size());
  for (const auto& s : scene.shapes) prepared.emplace_back(s.shape, s.id);
  bool first = true;
  PairResult result;
  for (size_t i = 0; i < scene.shapes.size(); ++i)
    for (size_t j = i + 1; j < scene.shapes.size(); ++j) {
      const NamedShape &a = scene.shapes[i], &b = scene.shapes[j];
      out += first ? "\n" : ",\n";
      evaluate(prepared[i], prepared[j], result);
      out += pairToJson(a.id, b.id, result);
      first = false;
      if (out.size() > (1 << 20)) std::fwrite(out.data(), 1, out.size(), stdout), out.clear();
    }
  out += first ? "]}\n" : "\n]}\n";
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

int checkScenes(const std::vector<std::string>& paths) {
  long passed = 0, failed = 0;
  for (const std::string& path : paths) {
    Scene scene = loadScene(path);
    std::map<std::string, const Shape*> byId;
    for (const auto& s : scene.shapes) byId[s.id] = &s.shape;
    for (size_t k = 0; k < scene.expect.size(); ++k) {
      const Expectation& e = scene.expect[k];
      const Shape &a = *byId.at(e.a), &b = *byId.at(e.b);
      auto bad = compareExpectation(e, evaluate(a, b, e.a, e.b), pairScale(a, b));
      for (const auto& line : bad)
        std::cout << path << ": expect[" << k << "] (" << e.a << ", " << e.b << "): " << line << "\n";
      (bad.empty() ? passed : failed) += 1;
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"hitlab-cli: exact 2D hit testing of scene files"};
  app.require_subcommand(1);
  std::string evalPath;
  std::vector<std::string> checkPaths;
  auto* eval = app.add_subcommand("eval", "print the result of every pair of shapes as JSON");
  eval->add_option("scene", evalPath, "scene file")->required();
  auto* check = app.add_subcommand("check", "compare each scene's expect list with the results");
  check->add_option("scenes", checkPaths, "scene files")->required();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  try {
    if (*eval) return evalScene(evalPath);
    return checkScenes(checkPaths);
  } catch (const SceneError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "hitlab-cli: " << e.what() << "\n";
    return 2;
  }
}
