// japanese_text.cpp — the app's Japanese texts (japanese_text.h).
#include "japanese_text.h"

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

void addJapaneseText(const std::string& text) { addedText() += text; }

std::string japaneseText() {
  std::string text;
  for (const std::string& key : explain::textKeys()) {
    explain::Step step;
    step.kind = key;
    text += explain::text(step, explain::Language::Japanese);
  }
  for (const char* t : japaneseUiStrings()) text += t;
  return text + addedText();
}

}  // namespace hitlab::app
