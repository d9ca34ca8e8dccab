// japanese_text.cpp — the app's Japanese texts (japanese_text.h).
#include "japanese_text.h"

#include "hitlab/explain.h"
#include "ui_text.h"

namespace hitlab::app {

const char* const kNoPairJa =
    "ペアを選ぶと（結果の行をクリック、または "
    "Shift+クリックで2つ目の図形）、答えの求め方を順に説明します。";

const char* const kPresentHintJa = "（F5 または Esc で発表を終わる。Tab でサイドバーを表示）";

const char* const kAnswerFirstJa = "先にレッスンの問いに答えましょう。説明を見ると答えがわかってしまいます。";

const std::vector<const char*>& japaneseUiStrings() {
  static const std::vector<const char*> kStrings = [] {
    std::vector<const char*> all = {
        kNoPairJa,  kPresentHintJa,   kAnswerFirstJa,      "< 前へ",           "次へ >", "一時停止", "再生",
        "ステップ", "Explain (説明)", "日本語 (Japanese)", "レッスン###lesson"};
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
