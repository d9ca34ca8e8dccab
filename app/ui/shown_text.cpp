// shown_text.cpp — the app's texts, for the fonts (shown_text.h).
#include "shown_text.h"

#include "hitlab/explain.h"
#include "ui_text.h"

namespace hitlab::app {

const std::vector<const char*>& japaneseUiStrings() {
  static const std::vector<const char*> kStrings = [] {
    std::vector<const char*> all = {"日本語 (Japanese)"};  // (View > Language's, the same in both)
    for (const UiText& t : uiTexts()) all.push_back(t.ja);
    static const std::string kMessages = messagesJapaneseText();
    all.push_back(kMessages.c_str());
    return all;
  }();
  return kStrings;
}

namespace {
std::string& addedText() {
  static std::string text;
  return text;
}
}  // namespace

void addShownText(const std::string& text) { addedText() += text; }

std::string shownText() {
  std::string text;
  for (const std::string& key : explain::textKeys()) {
    explain::Step step;
    step.kind = key;
    text +=
        explain::text(step, explain::Language::Japanese) + explain::text(step, explain::Language::English);
  }
  for (const char* t : japaneseUiStrings()) text += t;
  for (const UiText& t : uiTexts()) text += t.en;
  return text + addedText();
}

const CodeRanges& latinRanges() {
  static const CodeRanges kRanges = {
      {0x0020, 0x007E}, {0x00A0, 0x017F}, {0x0370, 0x03FF}, {0x2000, 0x206F},
      {0x2190, 0x21FF}, {0x2200, 0x22FF}, {0x25A0, 0x25FF},
  };
  return kRanges;
}

}  // namespace hitlab::app
