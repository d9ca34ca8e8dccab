// shown_text.h — every text the app can show, in both languages, and the Unicode ranges beside them, in one
// place, for the fonts: the desktop builds its atlas from these (fonts.cpp), and the web build's font subsets
// are made from them and checked against them (app/web/make_font.py, through the wasm tool hitlab-font-text).
// A string the UI shows must be listed here, or the page would show it with missing glyphs.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace hitlab::app {

/// The Explain texts of every step kind (core/src/explain) in both languages, every row of ui_text.h's table
/// in both (the one place the interface's words are, read through tr()), the status bar's messages in
/// Japanese, then what addShownText added.
std::string shownText();
/// Adds text read at run time (the lessons' and the glossary's, both languages) to shownText().
void addShownText(const std::string& text);

/// Inclusive ranges of code points.
using CodeRanges = std::vector<std::pair<char32_t, char32_t>>;
/// What both fonts hold beyond the texts, for what users type and files bring: Latin (Basic, Latin-1,
/// Extended-A), Greek, general punctuation, arrows, mathematical operators, geometric shapes.
const CodeRanges& latinRanges();

}  // namespace hitlab::app
