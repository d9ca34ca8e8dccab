// shown_text.cpp — the app's texts, for the fonts (shown_text.h).
#include "shown_text.h"

#include "hitlab/explain.h"
#include "ui_text.h"

namespace hitlab::app {

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
  text += "日本語 (Japanese)";  // (View > Language's, the same in both)
  for (const UiText& t : uiTexts()) text += std::string(t.en) + t.ja;
  return text + messagesJapaneseText() + addedText();
}

const CodeRanges& latinRanges() {
  static const CodeRanges kRanges = {
      {0x0020, 0x007E}, {0x00A0, 0x017F}, {0x0370, 0x03FF}, {0x2000, 0x206F},
      {0x2190, 0x21FF}, {0x2200, 0x22FF}, {0x25A0, 0x25FF},
  };
  return kRanges;
}

}  // namespace hitlab::app
