// text_wrap.h — breaking a paragraph into lines for a width, in English and Japanese: English breaks at
// spaces; Japanese between any two characters except before closing punctuation (、。）」 and the like) and
// after opening brackets (（「), the usual kinsoku rules; a number or formula in ASCII stays whole. Dear
// ImGui 1.86's own wrapping breaks only at spaces and punctuation it knows, so Japanese lines ended after an
// ASCII word or started with 。. A pure function of the text and the glyphs' widths, unit-tested.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace hitlab::app {

/// The lines of `text` no wider than `width` (a word wider than the width gets a line of its own); '\n'
/// ends a line. `advance` gives a code point's width. Spaces where a line breaks are dropped.
std::vector<std::string_view> wrapLines(std::string_view text, double width,
                                        const std::function<double(char32_t)>& advance);

}  // namespace hitlab::app
