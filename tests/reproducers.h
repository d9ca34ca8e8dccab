// reproducers.h — a finding's reproducer (hitlab/judge.h) built and run as its reader would: in a folder of
// its own, with the command the report gives.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "hitlab/judge.h"

namespace hitlab::judge {

/// What the program printed (its output and errors); a build or run that fails fails the test, and gives "".
inline std::string runReproducer(const Reproducer& r, const std::string& tag) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("hitlab-" + tag + "-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const std::string file = "repro." + r.extension;
  std::ofstream(dir / file) << r.source;
  const std::string command =
      "cd '" + dir.string() + "' && " + reproducerCommand(r, file, "repro") + " > out.txt 2>&1";
  const int status = std::system(command.c_str());
  std::ifstream out(dir / "out.txt");
  std::string printed((std::istreambuf_iterator<char>(out)), std::istreambuf_iterator<char>());
  fs::remove_all(dir);
  EXPECT_EQ(status, 0) << command << "\n" << r.source << "\n" << printed;
  return status == 0 ? printed : std::string();
}

}  // namespace hitlab::judge
