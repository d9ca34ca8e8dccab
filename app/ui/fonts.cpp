// fonts.cpp — Dear ImGui's font atlas at the text size (fonts.h).
#include "fonts.h"

#include <imgui.h>

#include <cstdio>
#include <string>

#include "../platform/platform.h"
#include "shown_text.h"

namespace hitlab::app {

namespace {

ImFont* gMono = nullptr;
std::string gInUse = "-,-";

std::string faceName(const platform::FontFace& face) {
  return face.path.substr(face.path.find_last_of('/') + 1) + "#" + std::to_string(face.index);
}

void addLatin(ImFontGlyphRangesBuilder& builder) {
  for (const auto& [first, last] : latinRanges())
    for (char32_t c = first; c <= last; ++c) builder.AddChar(static_cast<ImWchar>(c));
}

/// The characters of `text` (UTF-8) that `font` has no glyph for, counted.
int missingGlyphs(const ImFont* font, const std::string& text) {
  int missing = 0;
  for (std::size_t i = 0; i < text.size();) {  // (UTF-8: the lead byte says how many bytes follow)
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    const int extra = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
    unsigned int c = extra == 0 ? lead : lead & (0x3F >> extra);
    for (int k = 1; k <= extra && i + k < text.size(); ++k) c = c << 6 | (text[i + k] & 0x3F);
    i += 1 + extra;
    missing += c >= 0x20 && c <= 0xFFFF && c != 0x7F && !font->FindGlyphNoFallback(static_cast<ImWchar>(c));
  }
  return missing;
}

/// One face added to the atlas (merged into the last font when `merge`); false when it cannot be read.
bool addFace(const platform::FontFace& face, float pixels, const ImVector<ImWchar>& ranges, bool merge,
             int oversample) {
  ImFontConfig config;
  config.FontNo = face.index;
  config.MergeMode = merge;
  config.OversampleH = oversample;  // (Latin's subpixel positions; the wide Japanese glyphs need none)
  config.PixelSnapH = oversample == 1;
  return ImGui::GetIO().Fonts->AddFontFromFileTTF(face.path.c_str(), pixels, &config, ranges.Data) != nullptr;
}

}  // namespace

std::string fontsInUse() { return gInUse; }

ImFont* monoFont() { return gMono ? gMono : ImGui::GetFont(); }

bool buildFonts(float pixels) {
  ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  atlas.Clear();
  gMono = nullptr;
  gInUse = "-,-";
  const platform::FontFace sans = platform::uiFont(false), mono = platform::uiFont(true);
  const std::string text = shownText();
  // (the atlas reads the ranges when it is built: they outlive this call)
  static ImVector<ImWchar> latin, japanese, textOnly;
  latin.clear(), japanese.clear(), textOnly.clear();
  ImFontGlyphRangesBuilder builder;
  addLatin(builder);
  builder.BuildRanges(&latin);
  builder.Clear();
  builder.AddRanges(atlas.GetGlyphRangesJapanese());
  builder.AddText(text.c_str());
  builder.BuildRanges(&japanese);
  builder.Clear();
  builder.AddText(text.c_str());
  builder.BuildRanges(&textOnly);

  // The UI's font: Latin first (oversampled), then Japanese and the texts' other characters merged in.
  if (sans.path.empty() || !addFace(sans, pixels, latin, false, 3) ||
      !addFace(sans, pixels, japanese, true, 1)) {
    atlas.Clear();
    ImFontConfig fallback;
    fallback.SizePixels = pixels;
    atlas.AddFontDefault(&fallback);
    atlas.Build();
    std::fprintf(stderr,
                 "hitlab: no UI font found (install fonts-noto-cjk): text shows in Dear ImGui's pixel "
                 "font, Japanese as '?'\n");
    return false;
  }
  // The monospace sibling for numbers, with the UI font's glyphs for the texts' other characters.
  if (!mono.path.empty() && addFace(mono, pixels, latin, false, 3) &&
      addFace(sans, pixels, textOnly, true, 1))
    gMono = atlas.Fonts.back();
  atlas.Build();
  gInUse = faceName(sans) + "," + (gMono ? faceName(mono) : "-");
  if (const int missing = missingGlyphs(atlas.Fonts[0], text); missing > 0) {
    std::fprintf(stderr, "hitlab: %d characters of the texts have no glyph in %s\n", missing,
                 sans.path.c_str());
    return false;
  }
  return true;
}

}  // namespace hitlab::app
