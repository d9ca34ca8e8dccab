// japanese_text.h — every Japanese text the app can show, in one place, for the fonts: the desktop merges
// these glyphs from a Debian font (main.cpp's loadFonts), and the web build's font subset is made from them
// and checked against them (app/web/make_font.py, through the wasm tool hitlab-japanese-text). A Japanese
// string the UI shows must be listed here, or the page would show it with missing glyphs.
#pragma once

#include <string>
#include <vector>

namespace hitlab::app {

/// Every Japanese string the UI shows besides the Explain texts: every row of ui_text.h's table (the one
/// place the interface's words are, read through tr()) and the status bar's messages.
const std::vector<const char*>& japaneseUiStrings();
/// The Explain texts of every step kind (core/src/explain) in Japanese, then the UI's strings, then what
/// addJapaneseText added.
std::string japaneseText();
/// Adds text read at run time (the lessons' and the glossary's Japanese) to japaneseText().
void addJapaneseText(const std::string& text);

}  // namespace hitlab::app
