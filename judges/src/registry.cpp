// registry.cpp — the built-in judges (each file registers its own) and openJudge.
#include <algorithm>
#include <map>

#include "hitlab/judge.h"
#ifndef __EMSCRIPTEN__
#include "plugin_judge.h"
#endif

namespace hitlab::judge {

namespace {

// (a function-local static: the registrations run during static initialisation, in no set order)
std::map<std::string, BuiltInJudge>& registry() {
  static std::map<std::string, BuiltInJudge> judges;
  return judges;
}

}  // namespace

Registration::Registration(BuiltInJudge judge) {
  std::string name = judge.name;
  registry().emplace(std::move(name), std::move(judge));
}

std::vector<const BuiltInJudge*> builtInJudges() {
  std::vector<const BuiltInJudge*> out;
  for (const auto& [name, judge] : registry()) out.push_back(&judge);
  return out;
}

std::unique_ptr<Judge> openJudge(std::string_view nameOrPath, std::string& error,
                                 const OpenOptions& options) {
#ifdef __EMSCRIPTEN__
  (void)options;
  // (the page runs no process of its own: no plugin, and no built-in judge that must be isolated)
  if (auto it = registry().find(std::string(nameOrPath)); it != registry().end() && !it->second.isolated)
    return it->second.make();
  if (nameOrPath.find('/') != std::string_view::npos || nameOrPath.ends_with(".so")) {
    error =
        "a plugin (a shared library) is loaded by the desktop app and hitlab-cli; the page takes a judge "
        "written in JavaScript";
    return nullptr;
  }
#else
  if (auto it = registry().find(std::string(nameOrPath)); it != registry().end())
    return it->second.isolated ? openIsolated(it->second.name, error, options) : it->second.make();
  if (nameOrPath.find('/') != std::string_view::npos || nameOrPath.ends_with(".so"))
    return openPlugin(std::string(nameOrPath), error, options);
#endif
  error = "no judge named \"" + std::string(nameOrPath) +
          "\" (hitlab-cli hunt --list names them; a plugin is a path)";
  return nullptr;
}

}  // namespace hitlab::judge
