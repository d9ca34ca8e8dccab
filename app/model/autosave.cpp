// autosave.cpp — the autosave slots in the state directory.
#include "autosave.h"

#include <cctype>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "app_messages.h"

namespace hitlab::app {

namespace fs = std::filesystem;

namespace {

std::string absolutePath(const std::string& sceneFile) {
  std::error_code ec;
  fs::path p = fs::absolute(sceneFile, ec);
  return (ec ? fs::path(sceneFile) : p.lexically_normal()).string();
}

// NAME-HASH: readable in a file manager, unique per absolute path (FNV-1a, 64 bits).
std::string slotName(const std::string& sceneFile) {
  if (sceneFile.empty()) return "untitled";
  std::string full = absolutePath(sceneFile);
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : full) h = (h ^ c) * 1099511628211ull;
  std::string stem = fs::path(full).stem().string();
  for (char& c : stem)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.')) c = '_';
  char hash[17];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(h));
  return stem.substr(0, 64) + "-" + hash;
}

std::string infoPath(const std::string& scenePath) {
  return scenePath.substr(0, scenePath.size() - 5) + ".info";  // (".json" -> ".info")
}

// (through both clocks' now: Emscripten's libc++ 13 has no file_clock::to_sys; shown to the second)
std::time_t unixTime(fs::file_time_type t) {
  using namespace std::chrono;
  const auto sinceNow = duration_cast<system_clock::duration>(t - fs::file_time_type::clock::now());
  return system_clock::to_time_t(system_clock::now() + sinceNow);
}

}  // namespace

std::string autosavePath(const std::string& stateDir, const std::string& sceneFile) {
  return stateDir + "/" + slotName(sceneFile) + ".json";
}

void writeAutosave(const std::string& stateDir, const Scene& scene, const std::string& sceneFile,
                   std::size_t edits) {
  std::error_code ec;
  fs::create_directories(stateDir, ec);
  if (ec) throw MessageError({"app.at", {stateDir}, {{"autosave.cannot-create-folder", {ec.message()}}}});
  const std::string path = autosavePath(stateDir, sceneFile), info = infoPath(path);
  // The scene first: a slot whose info is older than its scene still restores the newer scene.
  saveSceneAtomic(scene, path);
  const std::string tmp = info + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << "file\t" << (sceneFile.empty() ? "" : absolutePath(sceneFile)) << "\nedits\t" << edits << "\n";
    if (!out.flush()) throw MessageError({"app.at", {info}, {{"autosave.cannot-write-info", {}}}});
  }
  fs::rename(tmp, info, ec);
  if (ec) throw MessageError({"app.at", {info}, {{"autosave.cannot-write-info-why", {ec.message()}}}});
}

std::optional<Autosave> findAutosave(const std::string& stateDir, const std::string& sceneFile) {
  if (stateDir.empty()) return std::nullopt;
  Autosave a;
  a.scenePath = autosavePath(stateDir, sceneFile);
  std::error_code ec;
  const auto saved = fs::last_write_time(a.scenePath, ec);
  if (ec) return std::nullopt;
  a.time = unixTime(saved);
  std::ifstream in(infoPath(a.scenePath));
  for (std::string line; std::getline(in, line);) {
    const auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    const std::string key = line.substr(0, tab), value = line.substr(tab + 1);
    if (key == "file") a.source = value;
    if (key == "edits") a.edits = std::strtoull(value.c_str(), nullptr, 10);
  }
  if (!sceneFile.empty()) {
    // Another file hashed to this slot's name (or the info is gone): not this file's edits.
    if (a.source != absolutePath(sceneFile)) return std::nullopt;
    const auto original = fs::last_write_time(sceneFile, ec);
    if (!ec && original >= saved) return std::nullopt;  // saved since (or the autosave is stale)
  }
  return a;
}

void discardAutosave(const std::string& stateDir, const std::string& sceneFile) {
  if (stateDir.empty()) return;
  const std::string path = autosavePath(stateDir, sceneFile);
  std::error_code ec;
  fs::remove(path, ec);
  fs::remove(infoPath(path), ec);
}

}  // namespace hitlab::app
