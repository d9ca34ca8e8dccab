// numbers.h — numbers as text in the judges' settings and reports: the shortest text that reads back as the
// same double (std::to_chars), a given number of significant digits, and reading one back (std::from_chars).
// Emscripten 3.1.6's libc++ has no floating-point to_chars or from_chars: the page uses printf and strtod
// there, which give texts that read back as the same doubles (the page writes no report that is compared).
#pragma once

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace hitlab::judge {

enum class NumberFormat { Shortest, Scientific };

/// The shortest text that reads back as x (Scientific: always with an exponent).
inline std::string shortestText(double x, NumberFormat format = NumberFormat::Shortest) {
  char buf[48];
#ifdef __EMSCRIPTEN__
  for (int p = format == NumberFormat::Scientific ? 0 : 1; p <= 17; ++p) {
    std::snprintf(buf, sizeof buf, format == NumberFormat::Scientific ? "%.*e" : "%.*g", p, x);
    if (std::strtod(buf, nullptr) == x) break;
  }
  return buf;
#else
  const auto r = format == NumberFormat::Scientific
                     ? std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific)
                     : std::to_chars(buf, buf + sizeof buf, x);
  return {buf, r.ptr};
#endif
}

/// x to `digits` significant digits (%g's form).
inline std::string digitsText(double x, int digits) {
  char buf[48];
#ifdef __EMSCRIPTEN__
  std::snprintf(buf, sizeof buf, "%.*g", digits, x);
  return buf;
#else
  const auto r = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::general, digits);
  return {buf, r.ptr};
#endif
}

/// x as a C99 hexadecimal floating literal ("0x1.8p+1", "-0x1.99999999999ap-4"): nothing rounded; with
/// `single`, a float's ("0x1.8p+1f", x must be one).
inline std::string hexText(double x, bool single = false) {
  char buf[48];
  if (single)
    std::snprintf(buf, sizeof buf, "%af", static_cast<double>(static_cast<float>(x)));
  else
    std::snprintf(buf, sizeof buf, "%a", x);
  return buf;
}

/// The whole of `text` as a number; false when it is not one.
inline bool readNumber(std::string_view text, double& out) {
#ifdef __EMSCRIPTEN__
  const std::string s(text);
  char* end = nullptr;
  if (s.empty() || s[0] == ' ' || s[0] == '+') return false;
  out = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
#else
  const auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && p == text.data() + text.size();
#endif
}

}  // namespace hitlab::judge
