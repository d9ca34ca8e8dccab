// export_errors.h — how the exporters (animation_file.cpp, pictures.cpp) fail and read a file's kind: one
// line naming the file.
#pragma once

#include <stdexcept>
#include <string>

namespace hitlab::app::exporting {

[[noreturn]] inline void fail(const std::string& path, const std::string& what) {
  throw std::runtime_error(path + ": " + what);
}

inline bool endsWith(const std::string& s, const char* tail) {
  const std::string t(tail);
  return s.size() >= t.size() && s.compare(s.size() - t.size(), t.size(), t) == 0;
}

}  // namespace hitlab::app::exporting
