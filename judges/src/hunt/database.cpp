// database.cpp — a judge's findings kept between hunts (as Hypothesis keeps its examples): every finding's
// scene in one folder, asked first by the next hunt of the same judge, so that a fixed bug stays checked and
// a regression is found at once.
#include "database.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "hitlab/scene_io.h"

namespace hitlab::judge {

namespace fs = std::filesystem;

std::string defaultFindingsDatabase(const std::string& judgeName) {
  fs::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    base = xdg;
  else if (const char* home = std::getenv("HOME"); home && *home)
    base = fs::path(home) / ".local" / "share";
  else
    return {};
  std::string name = judgeName;  // (a judge's name as one folder: "seed000.check_intersection_double")
  for (char& c : name)
    if (c == '/' || c == '\\' || c == ' ' || c == ':') c = '_';
  return (base / "hitlab" / "hunt" / name).string();
}

std::vector<StoredFinding> readFindingsDatabase(const std::string& dir) {
  std::vector<StoredFinding> out;
  std::error_code ec;
  if (dir.empty() || !fs::is_directory(dir, ec)) return out;
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const fs::path& path : files) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    StoredFinding f;
    f.file = path.filename().string();
    try {
      const Scene scene = parseScene(text.str(), path.string());
      if (scene.shapes.size() != 2) continue;
      f.a = scene.shapes[0].shape, f.b = scene.shapes[1].shape;
      const auto json = nlohmann::json::parse(text.str());
      f.classKey = json.at("found_by").at("class").get<std::string>();
      if (json.at("found_by").value("motion", false))
        f.motion = PairMotion{scene.shapes[0].motion, scene.shapes[1].motion};
    } catch (const std::exception&) {
      continue;  // (not a finding this hitlab wrote: left alone)
    }
    out.push_back(std::move(f));
  }
  return out;
}

namespace {

// FNV-1a over the pair's values, bit for bit: one file per pair.
std::uint64_t pairHash(const Shape& a, const Shape& b, const std::optional<PairMotion>& motion) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  auto mix = [&](double x) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &x, sizeof bits);
    h = (h ^ bits) * 0x100000001b3ull;
  };
  for (const Shape* s : {&a, &b}) {
    h = (h ^ static_cast<std::uint64_t>(s->index())) * 0x100000001b3ull;
    forEachValue(*s, mix);
  }
  if (motion)  // (a pair standing still hashes as before)
    for (double x : {motion->a.x, motion->a.y, motion->b.x, motion->b.y}) mix(x);
  return h;
}

}  // namespace

int addToFindingsDatabase(const HuntReport& report, const std::string& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir + ": cannot make the folder: " + ec.message());
  int added = 0;
  for (const Finding& f : report.findings) {
    for (bool worst : {false, true}) {
      if (worst && !f.worst) continue;
      const Shape& a = worst ? f.worst->a : f.a;
      const Shape& b = worst ? f.worst->b : f.b;
      const std::optional<PairMotion>& motion = worst ? f.worst->motion : f.motion;
      char hash[20];
      std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(pairHash(a, b, motion)));
      const fs::path path = fs::path(dir) / (pairTypeLabel(f.pairType) + "-" + findingClassKey(f.finding) +
                                             "-" + hash + ".json");
      if (fs::exists(path, ec)) continue;
      saveTextAtomic(findingScene(f, report, worst), path.string());
      ++added;
    }
  }
  return added;
}

}  // namespace hitlab::judge
