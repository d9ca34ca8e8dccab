// ui_text.cpp — the interface's words, English beside Japanese (ui_text.h).
#include "ui_text.h"

#include <string_view>
#include <unordered_map>

#include "../model/app_state.h"

namespace hitlab::app {

const std::vector<UiText>& uiTexts() {
  static const std::vector<UiText> kTable = {
      // [SECTION] Lessons
      {"Lesson", "レッスン"},
      {"Lessons", "レッスン"},
      {"Glossary", "用語集"},
      {"Article:", "記事："},
      {"Page", "ページ"},
      {"< Previous page", "< 前のページ"},
      {"Next page >", "次のページ >"},
      {"Close the lesson", "レッスンを閉じる"},
      {"Question", "問い"},
      {"Right.", "正解です。"},
      {"Not quite.", "惜しい、違います。"},
      {"Task", "課題"},
      {"Not yet: drag the shapes.", "まだです。図形をドラッグしてみましょう。"},
      {"Done!", "できました！"},
      {"Drags move shapes along x only on this page.", "このページでは図形は x 方向にだけ動きます。"},
      {"Drags move shapes along y only on this page.", "このページでは図形は y 方向にだけ動きます。"},
      {"Start the page again", "このページをやり直す"},
      {"Lesson files that did not load:", "読み込めなかったレッスンファイル："},
      {"Colours in this step", "このステップの色"},
      {"red: negative, or the wrong side", "赤：負、または反対側"},
      {"green: positive, or apart", "緑：正、または離れている"},
      {"amber: what this step computes", "琥珀色：このステップで求めるもの"},
      {"grey: a guide", "灰色：補助線"},
      {"blue / pink: the projection intervals of the pair", "青／ピンク：2つの図形の射影の区間"},
      {"Help", "ヘルプ"},
      {"Answer the question to go on (or press 1, 2, ...).",
       "問いに答えると先へ進めます（キー 1、2、… でも選べます）。"},
      {"Shapes move in whole grid steps (G turns it off).",
       "図形は方眼の目盛りごとに動きます（G で切り替え）。"},
      {"Formula:", "式："},
      // [SECTION] Explain
      {"Left and right as the screen shows them, with y pointing down.",
       "左右は y 軸を下向きにした画面での見え方です。"},
  };
  return kTable;
}

const char* tr(const AppState& s, const char* english) {
  if (s.explain.language != explain::Language::Japanese) return english;
  static const std::unordered_map<std::string_view, const char*> kJapanese = [] {
    std::unordered_map<std::string_view, const char*> m;
    for (const UiText& t : uiTexts()) m.emplace(t.en, t.ja);
    return m;
  }();
  auto found = kJapanese.find(english);
  return found == kJapanese.end() ? english : found->second;
}

}  // namespace hitlab::app
