// fonts.h — the UI's font atlas, built at the text size in pixels (kTextPixels at 100% on a screen of scale
// 1), so text at 200% or on a HiDPI screen is drawn from glyphs of that size, not scaled up.
#pragma once

#include <string>

struct ImFont;

namespace hitlab::app {

/// (Re)builds Dear ImGui's font atlas at `pixels` (a line's height) with two fonts of one design: the UI's
/// proportional font (Noto Sans CJK JP, platform::uiFont: Latin and Japanese drawn together), holding the
/// Latin ranges, Dear ImGui's Japanese ranges and every character of the app's texts (shown_text.h), so no
/// step shows a missing glyph; and its monospace sibling (monoFont) for numbers, with the proportional
/// font's Japanese merged in for the few words beside them. Returns false, with a message on stderr, when no
/// font is found (Dear ImGui's own pixel font then stands in) or a character has no glyph. Call between
/// frames; the renderer's font texture is made again after it (main.cpp).
bool buildFonts(float pixels);

/// The faces the atlas was built from: "FILE#INDEX,FILE#INDEX" (the UI's, the monospace one; file names
/// without their folder), "-" for one that is Dear ImGui's pixel font or missing. For the frame report.
std::string fontsInUse();

/// The monospace font, where columns of numbers must align (exact values, coordinates, table cells); the
/// UI's font when there is no monospace one. Push it with ImGui::PushFont.
ImFont* monoFont();

}  // namespace hitlab::app
