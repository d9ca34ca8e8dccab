// hitlab/detail/xml_text.h — text escaped for XML (the JUnit files of hitlab-cli check and hunt).
#pragma once

#include <string>
#include <string_view>

namespace hitlab::detail {

/// s with &, <, > and " as XML entities.
inline std::string xmlEscaped(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace hitlab::detail
