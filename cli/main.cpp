// hitlab-cli — headless evaluation of scene files.
//
//   hitlab-cli eval SCENE.json        {"pairs": [...]} on stdout, one object per unordered pair (file order);
//                                     a pair where a shape moves has its time of impact ("toi")
//     --meeting                       only the pairs that are not disjoint, or meet within the step (broad
//                                     phase first)
//     --pair A,B                      only that pair
//   hitlab-cli check SCENE|DIR...     compares every `expect` entry, files in parallel; the last line is
//                                     "N passed, M failed"; --junit FILE writes JUnit XML too; --exact
//                                     holds numbers bit for bit (else within 1e-9 of the pair's scale)
//   hitlab-cli explain SCENE.json A B how the pair's answer is reached, step by step (--lang en|ja, --json)
//   hitlab-cli compare SCENE.json     each pair's seed formula in float32, double and exactly (--json)
//   hitlab-cli render SCENE.json --out FILE   the scene as a picture, or with --pair A,B --explain each
//                                     Explain step with its paragraph (.png, .svg, .pdf, .webp, .gif or a
//                                     folder of PNG frames; --size, --lang, --theme, --frame-ms, --step);
//                                     or --lesson FILE --page N: that page's reveal (two pictures)
// Exit codes: 0 ok, 1 a check failed, 2 bad input (one line on stderr naming file, place and field).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>

#include "check_command.h"
#include "compare_command.h"
#if HITLAB_HUNT
#include "hunt_command.h"
#include "render_command.h"
#endif
#include "explain_command.h"
#include "hitlab/broadphase.h"
#include "hitlab/motion.h"
#include "hitlab/prepared.h"
#include "hitlab/scene_io.h"

namespace {

using namespace hitlab;

// Writes the pairs as they come (one megabyte at a time), wrapped as {"pairs": [...]}.
class PairWriter {
 public:
  PairWriter() : out_("{\"pairs\": [") {}
  void add(const std::string& a, const std::string& b, const PairResult& r,
           const TimeOfImpact* toi = nullptr) {
    out_ += first_ ? "\n" : ",\n";
    out_ += pairToJson(a, b, r, toi);
    first_ = false;
    if (out_.size() > (1 << 20)) flush();
  }
  void finish() {
    out_ += first_ ? "]}\n" : "\n]}\n";
    flush();
  }

 private:
  void flush() { std::fwrite(out_.data(), 1, out_.size(), stdout), out_.clear(); }
  std::string out_;
  bool first_ = true;
};

// What to evaluate: every pair, only those that are not disjoint, or one pair by ids.
struct EvalOptions {
  bool meeting = false;
  std::string pair;  // "A,B"
};

// The pair's time of impact when one of its shapes moves (format version 4), else none.
// (pa and pb: the same shapes prepared, when the caller has them)
const TimeOfImpact* toiOf(const NamedShape& a, const NamedShape& b, TimeOfImpact& out,
                          const PreparedShape* pa = nullptr, const PreparedShape* pb = nullptr) {
  if (a.motion == Vec2{0, 0} && b.motion == Vec2{0, 0}) return nullptr;
  out = pa && pb ? timeOfImpact(*pa, a.motion, *pb, b.motion)
                 : timeOfImpact(a.shape, a.motion, b.shape, b.motion);
  return &out;
}

int evalScene(const std::string& path, const EvalOptions& opt) {
  Scene scene = loadScene(path);
  const std::size_t n = scene.shapes.size();
  PairWriter out;
  PairResult result;
  TimeOfImpact toi;
  if (!opt.pair.empty()) {
    const auto comma = opt.pair.find(',');
    const std::string idA = opt.pair.substr(0, comma),
                      idB = comma == std::string::npos ? "" : opt.pair.substr(comma + 1);
    auto find = [&](const std::string& id) -> const NamedShape& {
      for (const auto& s : scene.shapes)
        if (s.id == id) return s;
      throw SceneError(path + ": --pair: unknown id '" + id + "'");
    };
    const NamedShape &a = find(idA), &b = find(idB);
    PairResult r = evaluate(a.shape, b.shape, a.id, b.id);
    roundPrinted(a.shape, b.shape, r);
    out.add(a.id, b.id, r, toiOf(a, b, toi));
    out.finish();
    return 0;
  }
  // What depends on one shape only (validity, SAT normals, outline columns) is worked out once per shape.
  std::vector<PreparedShape> prepared;
  prepared.reserve(n);
  for (const auto& s : scene.shapes) prepared.emplace_back(s.shape, s.id);
  auto emit = [&](std::size_t i, std::size_t j) {
    evaluate(prepared[i], prepared[j], result);
    const TimeOfImpact* moving = toiOf(scene.shapes[i], scene.shapes[j], toi, &prepared[i], &prepared[j]);
    // (--meeting: a pair that meets within the step counts as meeting)
    if (opt.meeting && result.error.empty() && result.relation == Relation::Disjoint &&
        (!moving || moving->kind == ImpactCase::None))
      return;
    roundPrinted(scene.shapes[i].shape, scene.shapes[j].shape, result);
    out.add(scene.shapes[i].id, scene.shapes[j].id, result, moving);
  };
  if (opt.meeting) {
    // Only pairs whose closed bounding boxes meet can meet (a pair with an invalid polygon is listed with its
    // error when the boxes meet), in file order.
    std::vector<Aabb> boxes;
    boxes.reserve(n);
    for (const auto& s : scene.shapes) {  // (swept over the step: the box at t = 0 and at t = 1)
      Aabb box = boundsOf(s.shape);
      if (s.motion != Vec2{0, 0}) {
        // (the moved coordinates are rounded: a step outwards covers the exact ones)
        const Aabb end = boundsOf(translated(s.shape, s.motion));
        const auto down = [](double x) { return std::nextafter(x, -INFINITY); };
        const auto up = [](double x) { return std::nextafter(x, INFINITY); };
        box = {{std::min(box.min.x, down(end.min.x)), std::min(box.min.y, down(end.min.y))},
               {std::max(box.max.x, up(end.max.x)), std::max(box.max.y, up(end.max.y))}};
      }
      boxes.push_back(box);
    }
    std::vector<IndexPair> candidates;
    boxPairs(boxes, candidates);
    std::sort(candidates.begin(), candidates.end());
    for (auto [i, j] : candidates) emit(i, j);
  } else {
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) emit(i, j);
  }
  out.finish();
  return 0;
}

}  // namespace

static int run(int argc, char** argv) {
  CLI::App app{"hitlab-cli: exact 2D hit testing of scene files"};
  app.require_subcommand(1);
  std::string evalPath;
  std::vector<std::string> checkPaths;
  EvalOptions evalOptions;
  auto* eval = app.add_subcommand("eval", "print the result of every pair of shapes as JSON");
  eval->add_option("scene", evalPath, "scene file")->required();
  eval->add_flag("--meeting", evalOptions.meeting,
                 "only the pairs that are not disjoint (through the broad phase)");
  eval->add_option("--pair", evalOptions.pair, "only the pair of these two ids")->type_name("A,B");
  auto* check = app.add_subcommand("check", "compare each scene's expect list with the results");
  std::string junitPath;
  check->add_option("scenes", checkPaths, "scene files or directories (every *.json below)")->required();
  check->add_option("--junit", junitPath, "also write the results as JUnit XML to this file");
  bool checkExact = false;
  check->add_flag("--exact", checkExact,
                  "numbers must be the same doubles (every printed number is correctly rounded), not within "
                  "1e-9 of the pair's scale");
  cli::ExplainOptions explainOptions;
  auto* explainCmd = app.add_subcommand("explain", "how the answer for one pair is reached, step by step");
  explainCmd->add_option("scene", explainOptions.scene, "scene file")->required();
  explainCmd->add_option("a", explainOptions.idA, "id of the first shape")->required();
  explainCmd->add_option("b", explainOptions.idB, "id of the second shape")->required();
  explainCmd->add_option("--lang", explainOptions.language, "en or ja")->check(CLI::IsMember({"en", "ja"}));
  explainCmd->add_flag("--json", explainOptions.json, "JSON with a steps array of {kind, text, values}");
  std::string comparePath;
  bool compareJson = false;
  auto* compareCmd = app.add_subcommand("compare", "each pair's seed formula in float32, double and exactly");
  compareCmd->add_option("scene", comparePath, "scene file")->required();
  compareCmd->add_flag("--json", compareJson,
                       R"({"pairs": [{"a", "b", "formula", "float32", "double", "exact", "disagree"}]})");
#if HITLAB_HUNT
  cli::HuntCommandOptions huntOptions;
  auto* huntCmd = app.add_subcommand("hunt", "search for pairs where a judge and the exact answer part");
  huntCmd->add_option("--judge", huntOptions.judge, "a built-in judge (--list) or a plugin's path")
      ->type_name("NAME|PATH");
  huntCmd->add_option("--pairs", huntOptions.pairs, "pair types (default: every one the judge answers)")
      ->delimiter(',')
      ->type_name("segment-segment,...");
  huntCmd->add_option("--budget", huntOptions.budget, "time to hunt (default 60s)")->type_name("60s|2m");
  huntCmd
      ->add_option("--calls", huntOptions.calls,
                   "pairs to judge (with the seed: the same findings every run)")
      ->check(CLI::PositiveNumber);
  huntCmd->add_option("--seed", huntOptions.seed, "random seed (default 1)");
  huntCmd->add_option("--jobs", huntOptions.jobs, "threads (default: every core)")
      ->check(CLI::PositiveNumber);
  huntCmd->add_option("--out", huntOptions.out, "folder for scenes, pictures, report.html, junit.xml");
  huntCmd
      ->add_option("--tol", huntOptions.tolerance,
                   "points and distances: off by more than this times the pair's size is wrong "
                   "(default 1e-9, 1e-6 for a float judge)")
      ->check(CLI::NonNegativeNumber);
  huntCmd
      ->add_option("--call-limit", huntOptions.callLimit, "seconds before a plugin's call counts as hung (2)")
      ->check(CLI::PositiveNumber);
  huntCmd->add_option("--db", huntOptions.db,
                      "earlier findings, asked first; this hunt's added (default "
                      "~/.local/share/hitlab/hunt/JUDGE)");
  huntCmd->add_flag("--no-db", huntOptions.noDb, "no findings database");
  huntCmd->add_flag("--list", huntOptions.list, "list the built-in judges");
  huntCmd->add_flag("--motion", huntOptions.motion,
                    "pairs in motion: the judge's time of impact against the exact one (a judge that judges "
                    "only motion is hunted so anyway)");
#endif
#if HITLAB_RENDER
  cli::RenderOptions renderOptions;
  auto* renderCmd = app.add_subcommand(
      "render", "the scene, a pair's Explain steps or a lesson page's reveal as pictures (headless)");
  renderCmd->add_option("scene", renderOptions.scene, "scene file (or --lesson)");
  renderCmd
      ->add_option("--out", renderOptions.out, ".png, .svg, .pdf, .webp, .gif, or a folder for PNG frames")
      ->required();
  renderCmd->add_option("--pair", renderOptions.pair, "the pair to frame and explain")->type_name("A,B");
  renderCmd->add_flag("--explain", renderOptions.explain,
                      "one picture per Explain step, its paragraph below it");
  renderCmd
      ->add_option("--step", renderOptions.step,
                   "with --explain or --lesson: that picture alone (1 the first)")
      ->check(CLI::PositiveNumber);
  renderCmd->add_option("--lesson", renderOptions.lesson, "a lesson file: its page's reveal (two pictures)")
      ->type_name("FILE");
  renderCmd->add_option("--page", renderOptions.page, "with --lesson: the page (1 the first, the default)")
      ->check(CLI::PositiveNumber);
  renderCmd->add_option("--size", renderOptions.size, "picture size (default 960x600)")->type_name("WxH");
  renderCmd->add_option("--frame-ms", renderOptions.frameMs, "an animation's time per picture (default 1500)")
      ->check(CLI::Range(10, 60000));
  renderCmd->add_option("--lang", renderOptions.language, "en or ja")->check(CLI::IsMember({"en", "ja"}));
  renderCmd->add_option("--theme", renderOptions.theme, "dark, light or high-contrast")
      ->check(CLI::IsMember({"dark", "light", "high-contrast"}));
#endif
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  try {
    if (*eval) return evalScene(evalPath, evalOptions);
    if (*explainCmd) return cli::explainPair(explainOptions);
    if (*compareCmd) return cli::comparePairs(comparePath, compareJson);
#if HITLAB_HUNT
    if (*huntCmd) {
      if (huntCmd->count("--calls") && !huntCmd->count("--budget")) huntOptions.budget.clear();
      return cli::huntCommand(huntOptions);
    }
#endif
#if HITLAB_RENDER
    if (*renderCmd) return cli::renderPictures(renderOptions);
#endif
    return cli::checkScenes(checkPaths, junitPath, checkExact);
  } catch (const SceneError& e) {
    std::cerr << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "hitlab-cli: " << e.what() << "\n";
    return 2;
  }
}

int main(int argc, char** argv) {
  // Anything unforeseen still ends with one line and an exit code, never an unhandled exception.
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "hitlab-cli: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "hitlab-cli: unexpected error\n");
  }
  return 2;
}
