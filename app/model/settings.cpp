// settings.cpp — the remembered settings (settings.h).
#include "settings.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace hitlab::app {

const char* themeName(Theme theme) {
  return theme == Theme::Light ? "light" : theme == Theme::HighContrast ? "high-contrast" : "dark";
}

Settings loadSettings(const std::string& configDir) {
  Settings s;
  std::ifstream in(configDir + "/settings.txt");
  for (std::string line; std::getline(in, line);) {
    const auto eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "language" && (value == "ja" || value == "en"))
      s.language = value == "ja" ? explain::Language::Japanese : explain::Language::English;
    if (key == "frame" && (value == "0" || value == "1")) s.framePair = value == "1";
    for (Theme t : {Theme::Dark, Theme::Light, Theme::HighContrast})
      if (key == "theme" && value == themeName(t)) s.theme = t;
    if (key == "toolbar" && (value == "auto" || value == "on" || value == "off"))
      s.toolbar = value == "on" ? Toolbar::On : value == "off" ? Toolbar::Off : Toolbar::Auto;
    if (key == "digits") {
      const int digits = std::atoi(value.c_str());
      const auto& choices = digitChoices();
      if (std::find(choices.begin(), choices.end(), digits) != choices.end() && !value.empty())
        s.digits = digits;
    }
    if (key == "text") {
      const int percent = std::atoi(value.c_str());
      const auto& sizes = textSizes();
      if (std::find(sizes.begin(), sizes.end(), percent) != sizes.end()) s.textPercent = percent;
    }
  }
  return s;
}

void saveSettings(const std::string& configDir, const Settings& settings) {
  if (configDir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(configDir, ec);
  std::ofstream out(configDir + "/settings.txt");
  if (settings.language)
    out << (*settings.language == explain::Language::Japanese ? "language=ja" : "language=en") << "\n";
  out << "text=" << settings.textPercent << "\n";
  out << "frame=" << (settings.framePair ? 1 : 0) << "\n";
  out << "theme=" << themeName(settings.theme) << "\n";
  out << "digits=" << settings.digits << "\n";
  out << "toolbar="
      << (settings.toolbar == Toolbar::On    ? "on"
          : settings.toolbar == Toolbar::Off ? "off"
                                             : "auto")
      << "\n";
}

const std::vector<int>& digitChoices() {
  static const std::vector<int> kChoices = {4, 6, 0};
  return kChoices;
}

explain::Language localeLanguage() {
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (const char* v = std::getenv(name); v && *v)
      return std::string(v).rfind("ja", 0) == 0 ? explain::Language::Japanese : explain::Language::English;
  return explain::Language::English;
}

const std::vector<int>& textSizes() {
  static const std::vector<int> kSizes = {100, 125, 150, 175, 200, 250, 300};
  return kSizes;
}

int nextTextSize(int percent, int direction) {
  const auto& sizes = textSizes();
  if (direction > 0) {
    for (int size : sizes)
      if (size > percent) return size;
    return sizes.back();
  }
  for (auto it = sizes.rbegin(); it != sizes.rend(); ++it)
    if (*it < percent) return *it;
  return sizes.front();
}

int presentationTextPercent(double screenPixels, double contentScale) {
  const double wanted = screenPixels / 30 / (kTextPixels * std::max(contentScale, 0.25)) * 100;
  for (int size : textSizes())
    if (size >= 200 && size >= wanted - 12.5) return size;  // (the nearest size that is not far below it)
  return textSizes().back();
}

}  // namespace hitlab::app
