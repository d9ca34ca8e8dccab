// hitlab-font-text — what the web build's fonts must cover (a wasm program for node, run at build time by
// app/CMakeLists.txt): with --ranges, Dear ImGui's Japanese glyph ranges (kana, the common kanji) as
// pyftsubset's --unicodes list, which the desktop's atlas holds too (ui/fonts.cpp); with --latin-ranges, the
// Latin, Greek and symbol ranges both fonts hold (ui/shown_text.h); without, every text the app shows in
// both languages (ui/shown_text.h), with the lessons' and the glossary's when --lessons DIR names their
// folder, which app/web/make_font.py checks the subsets against.
#include <imgui.h>

#include <cstdio>
#include <cstring>

#include "model/lesson.h"
#include "ui/shown_text.h"

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--ranges") == 0) {
    ImFontAtlas atlas;  // (the ranges are a static table; no ImGui context is needed)
    for (const ImWchar* r = atlas.GetGlyphRangesJapanese(); r[0] != 0; r += 2)
      std::printf("U+%04X-%04X\n", static_cast<unsigned>(r[0]), static_cast<unsigned>(r[1]));
    return 0;
  }
  if (argc > 1 && std::strcmp(argv[1], "--latin-ranges") == 0) {
    for (const auto& [first, last] : hitlab::app::latinRanges())
      std::printf("U+%04X-%04X\n", static_cast<unsigned>(first), static_cast<unsigned>(last));
    return 0;
  }
  if (argc > 2 && std::strcmp(argv[1], "--lessons") == 0) {
    const std::string dir = argv[2];
    std::vector<std::string> errors;
    const auto lessons = hitlab::app::loadLessons(dir, &errors);
    for (const std::string& e : errors) std::fprintf(stderr, "%s\n", e.c_str());
    if (!errors.empty()) return 1;  // (a lesson the page could not show: the build stops here)
    hitlab::app::addShownText(
        hitlab::app::textOf(lessons, hitlab::app::loadGlossary(dir + "/glossary.json")));
  }
  std::fputs(hitlab::app::shownText().c_str(), stdout);
  std::fputs("\n", stdout);
  return 0;
}
