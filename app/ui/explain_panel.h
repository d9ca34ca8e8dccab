// explain_panel.h — the Explain section of the sidebar: the selected pair's steps with Previous / Next /
// Play (keys N, Shift+N, P), the step's paragraph in English or Japanese, its marks on the canvas.
#pragma once

#include <string>

#include "../model/app_state.h"

namespace hitlab::app {

/// Rebuilds the explanation when the selected pair or one of its shapes changed (the step is kept when it
/// still exists), and advances a playing explanation.
void refreshExplanation(AppState& s);
/// The marks of the current step, or null when no pair is explained.
const std::vector<explain::Mark>* currentMarks(const AppState& s);
/// The section's contents (inside the sidebar window).
void explainSection(AppState& s);
/// N: next step, Shift+N: previous, P: play / pause (when no text field has the keyboard).
void explainKeys(AppState& s);
/// The marks' labels at their places on the canvas.
void explainLabels(const AppState& s);

/// Every Japanese string the UI shows besides the text table (for the font's glyph set).
const std::vector<const char*>& japaneseUiStrings();

/// The language remembered in the config folder (settings.txt, "language=ja"), else the system locale's.
explain::Language loadLanguage(const std::string& configDir);
void saveLanguage(const std::string& configDir, explain::Language language);

}  // namespace hitlab::app
