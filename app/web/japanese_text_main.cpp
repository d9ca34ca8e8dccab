// hitlab-japanese-text — what the web build's Japanese font must cover (a wasm program for node, run at build
// time by app/CMakeLists.txt): with --ranges, Dear ImGui's Japanese glyph ranges (kana, the common kanji) as
// pyftsubset's --unicodes list, which the desktop merges too (main.cpp's loadFonts); without, every Japanese
// text the app shows (ui/japanese_text.h), which app/web/make_font.py checks the subset against.
#include <imgui.h>

#include <cstdio>
#include <cstring>

#include "ui/japanese_text.h"

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--ranges") == 0) {
    ImFontAtlas atlas;  // (the ranges are a static table; no ImGui context is needed)
    for (const ImWchar* r = atlas.GetGlyphRangesJapanese(); r[0] != 0; r += 2)
      std::printf("U+%04X-%04X\n", static_cast<unsigned>(r[0]), static_cast<unsigned>(r[1]));
    return 0;
  }
  std::fputs(hitlab::app::japaneseText().c_str(), stdout);
  std::fputs("\n", stdout);
  return 0;
}
