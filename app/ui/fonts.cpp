// fonts.cpp — Dear ImGui's font atlas at the text size (fonts.h).
#include "fonts.h"

#include <imgui.h>

#include <cstdio>
#include <string>

#include "japanese_text.h"

namespace hitlab::app {

bool buildFonts(float pixels) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig latin;
  latin.SizePixels = pixels;  // (Dear ImGui's default font, drawn at this size rather than scaled)
  io.Fonts->AddFontDefault(&latin);
  static const char* const kCandidates[] = {
      "/fonts/hitlab-ja.otf",  // the web build's subset of Noto Sans CJK JP (web/make_font.py)
      "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",       // fonts-ipafont-gothic
      "/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",     // its alternatives link
      "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",  // fonts-noto-cjk
  };
  const char* path = nullptr;
  for (const char* c : kCandidates)
    if (std::FILE* f = std::fopen(c, "rb")) std::fclose(f), path = path ? path : c;
  if (!path) {
    io.Fonts->Build();
    std::fprintf(stderr,
                 "hitlab: no Japanese font found (install fonts-ipafont-gothic): Japanese shows as '?'\n");
    return false;
  }
  const std::string japanese = japaneseText();
  static ImVector<ImWchar> ranges;  // (the atlas reads them when it is built)
  ImFontGlyphRangesBuilder builder;
  builder.AddRanges(io.Fonts->GetGlyphRangesJapanese());
  builder.AddText(japanese.c_str());
  builder.BuildRanges(&ranges);
  ImFontConfig merge;
  merge.MergeMode = true;
  merge.PixelSnapH = true;
  if (!io.Fonts->AddFontFromFileTTF(path, pixels, &merge, ranges.Data)) {
    std::fprintf(stderr, "hitlab: cannot read the Japanese font %s\n", path);
    return false;
  }
  io.Fonts->Build();
  int missing = 0;
  const ImFont* font = io.Fonts->Fonts[0];
  for (std::size_t i = 0; i < japanese.size();) {  // (UTF-8: the lead byte says how many bytes follow)
    const unsigned char lead = static_cast<unsigned char>(japanese[i]);
    const int extra = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
    unsigned int c = extra == 0 ? lead : lead & (0x3F >> extra);
    for (int k = 1; k <= extra && i + k < japanese.size(); ++k) c = c << 6 | (japanese[i + k] & 0x3F);
    i += 1 + extra;
    missing += c >= 0x80 && !font->FindGlyphNoFallback(static_cast<ImWchar>(c));
  }
  if (missing > 0)
    std::fprintf(stderr, "hitlab: %d Japanese characters have no glyph in %s\n", missing, path);
  return missing == 0;
}

}  // namespace hitlab::app
