// japanese_text.cpp — the app's Japanese texts (japanese_text.h).
#include "japanese_text.h"

#include "hitlab/explain.h"

namespace hitlab::app {

const char* const kNoPairJa =
    "ペアを選ぶと(Results の行をクリック、または "
    "Shift+クリックで2つ目の図形)、答えの求め方を順に説明します。";

const char* const kPresentHintJa = "（F5 または Esc で発表を終わる。Tab でサイドバーを表示）";

const std::vector<const char*>& japaneseUiStrings() {
  static const std::vector<const char*> kStrings = {kNoPairJa,  kPresentHintJa,   "< 前へ",
                                                    "次へ >",   "一時停止",       "再生",
                                                    "ステップ", "Explain (説明)", "日本語 (Japanese)"};
  return kStrings;
}

std::string japaneseText() {
  std::string text;
  for (const std::string& key : explain::textKeys()) {
    explain::Step step;
    step.kind = key;
    text += explain::text(step, explain::Language::Japanese);
  }
  for (const char* t : japaneseUiStrings()) text += t;
  return text;
}

}  // namespace hitlab::app
