// fonts.h — the UI's font atlas, built at the text size in pixels (13 px at 100% on a screen of scale 1), so
// text at 200% or on a HiDPI screen is drawn from glyphs of that size, not scaled up.
#pragma once

namespace hitlab::app {

/// (Re)builds Dear ImGui's font atlas: its default font at `pixels`, with the Japanese glyphs of a Debian
/// font (the page's own subset of Noto Sans CJK JP) merged in: Dear ImGui's Japanese ranges plus every
/// character of the Japanese texts (japanese_text.h), so no step shows a missing glyph. Returns false, with a
/// message on stderr, when no Japanese font is installed or a character has no glyph. Call between frames;
/// the renderer's font texture is made again after it (main.cpp).
bool buildFonts(float pixels);

}  // namespace hitlab::app
