// files.h — files in tests: a fresh path in a test's own temporary folder, and a file's bytes.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace hitlab::test {

/// `name` in `folder` under the temporary directory, removed if it was there (the folder made).
inline std::filesystem::path freshPath(const std::string& folder, const std::string& name) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / folder;
  std::filesystem::create_directories(dir);
  std::filesystem::remove_all(dir / name);
  return dir / name;
}

/// Every byte of the file at `path` (empty when it cannot be read).
inline std::string bytesOf(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace hitlab::test
