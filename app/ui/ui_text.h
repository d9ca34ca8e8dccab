// ui_text.h — the interface's words in English and Japanese, side by side in one table (ui_text.cpp), so a
// translator sees both. A label is written in English where it is used, tr(s, "Next page >"), and shown in
// the language chosen (View > Language). The Japanese of every row is in the fonts' texts (japanese_text.h).
#pragma once

#include <vector>

namespace hitlab::app {

struct AppState;

struct UiText {
  const char* en;
  const char* ja;
};

/// Every row of the table.
const std::vector<UiText>& uiTexts();
/// `english` in the language chosen: its row's Japanese, or `english` itself when the table has no row
/// (tests/test_app_model.cpp holds every tr() literal of app/ui to a row).
const char* tr(const AppState& s, const char* english);

}  // namespace hitlab::app
