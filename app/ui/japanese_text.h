// japanese_text.h — every Japanese text the app can show, in one place, for the fonts: the desktop merges
// these glyphs from a Debian font (main.cpp's loadFonts), and the web build's font subset is made from them
// and checked against them (app/web/make_font.py, through the wasm tool hitlab-japanese-text). A Japanese
// string the UI shows must be listed here, or the page would show it with missing glyphs.
#pragma once

#include <string>
#include <vector>

namespace hitlab::app {

/// The Explain section's text when no pair is selected.
extern const char* const kNoPairJa;
/// Presentation mode's hint below the caption's buttons.
extern const char* const kPresentHintJa;
/// Every Japanese string the UI shows besides the Explain texts.
const std::vector<const char*>& japaneseUiStrings();
/// The Explain texts of every step kind (core/src/explain) in Japanese, then the UI's strings.
std::string japaneseText();

}  // namespace hitlab::app
