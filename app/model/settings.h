// settings.h — what the app remembers between runs: the language of the explanations, the text size, whether
// a selected pair is framed, the theme. One
// (and how many significant digits Explain shows) "key=value" line each in CONFIG/settings.txt (the
// platform's config folder: $XDG_CONFIG_HOME/hitlab on the desktop, the browser's storage in the page).
// Unknown keys and bad values are ignored: a settings file never stops the app from starting. No GL, no
// ImGui.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hitlab/explain.h"

namespace hitlab::app {

/// The colours of the canvas and the panels (render/palette.h): dark, or light for projectors.
enum class Theme { Dark, Light, HighContrast };
/// The theme's word in the settings file and the frame report ("dark", "light", "high-contrast").
const char* themeName(Theme theme);
/// The touch toolbar (undo, redo, Explain's steps, lesson pages, text size, present): shown once a finger
/// has touched or the screen is a touch screen (Auto), always, or never.
enum class Toolbar { Auto, On, Off };

struct Settings {
  std::optional<explain::Language> language;  ///< none remembered: the system locale's (localeLanguage)
  int textPercent = 100;                      ///< the UI's text size, one of textSizes()
  bool framePair = true;                      ///< View > Frame the selected pair
  Theme theme = Theme::Dark;                  ///< View > Theme
  int digits = 4;                             ///< View > Numbers: significant digits in Explain (0: exact)
  Toolbar toolbar = Toolbar::Auto;            ///< View > Touch toolbar
};

/// The choices of View > Numbers: 4 or 6 significant digits, or 0 (every number as it reads back exactly).
const std::vector<int>& digitChoices();

/// Reads CONFIG/settings.txt (missing or unreadable: the defaults).
Settings loadSettings(const std::string& configDir);
/// Writes CONFIG/settings.txt (nothing when configDir is ""); the folder is made when missing.
void saveSettings(const std::string& configDir, const Settings& settings);
/// The language of the system locale: LC_ALL, then LC_MESSAGES, then LANG, as setlocale reads them ("ja..."
/// is Japanese, anything else English). The page's is the browser's language.
explain::Language localeLanguage();

/// The UI text's size at 100% on a screen of content scale 1, in pixels: a line's height (Dear ImGui's font
/// size; Noto Sans CJK's em is 0.69 of it, 11 px).
inline constexpr float kTextPixels = 16;
/// The text sizes offered, in percent: 100, 125, 150, 175, 200, 250, 300.
const std::vector<int>& textSizes();
/// The next size up (direction > 0) or down (< 0) from `percent`, within textSizes().
int nextTextSize(int percent, int direction);
/// Presentation's text size: 200%, or the size of textSizes() whose text (kTextPixels at 100%, times the
/// screen's contentScale) is about 1/30 of a screen `screenPixels` high, whichever is larger.
int presentationTextPercent(double screenPixels, double contentScale);

}  // namespace hitlab::app
