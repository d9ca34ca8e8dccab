// text_wrap.cpp — line breaking for English and Japanese (text_wrap.h).
#include "text_wrap.h"

namespace hitlab::app {

namespace {

// Decodes the code point at text[i] (UTF-8), setting its length in bytes.
char32_t decode(std::string_view text, std::size_t i, std::size_t& length) {
  const unsigned char lead = static_cast<unsigned char>(text[i]);
  length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
  if (i + length > text.size()) length = 1;
  char32_t c = length == 1 ? lead : lead & (0x3F >> (length - 1));
  for (std::size_t k = 1; k < length; ++k) c = c << 6 | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  return c;
}

bool wide(char32_t c) { return c >= 0x2E80; }  // (CJK, kana, full-width forms: a break may go around each)
// Kinsoku: these never start a line ...
bool closing(char32_t c) {
  return std::u32string_view(
             U"、。，．・：；？！）」』】〕〉》ー…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
                 .find(c) != std::u32string_view::npos ||
         std::u32string_view(U".,;:!?)]}").find(c) != std::u32string_view::npos;
}
// ... and these never end one.
bool opening(char32_t c) {
  return std::u32string_view(U"（「『【〔〈《([{").find(c) != std::u32string_view::npos;
}

}  // namespace

std::vector<std::string_view> wrapLines(std::string_view text, double width,
                                        const std::function<double(char32_t)>& advance) {
  std::vector<std::string_view> lines;
  std::size_t start = 0, i = 0;
  std::size_t breakAt = std::string_view::npos;  // where the line may end (the next starts there)
  double lineWidth = 0;
  char32_t previous = 0;
  auto endLine = [&](std::size_t end, std::size_t next) {
    std::size_t e = end;
    while (e > start && text[e - 1] == ' ') --e;  // (the spaces at a break are dropped)
    lines.push_back(text.substr(start, e - start));
    start = next;
    while (start < text.size() && text[start] == ' ') ++start;
  };
  while (i < text.size()) {
    std::size_t length = 1;
    const char32_t c = decode(text, i, length);
    if (c == U'\n') {
      endLine(i, i + 1);
      i = start, lineWidth = 0, breakAt = std::string_view::npos, previous = 0;
      continue;
    }
    // A break may go before c: after a space, or where either side is wide, kinsoku permitting.
    if (i > start && ((previous == U' ' && c != U' ') ||
                      ((wide(c) || wide(previous)) && c != U' ' && !closing(c) && !opening(previous))))
      breakAt = i;
    const double w = advance(c);
    if (lineWidth + w > width && c != U' ' && breakAt != std::string_view::npos && breakAt > start) {
      endLine(breakAt, breakAt);
      i = start, lineWidth = 0, breakAt = std::string_view::npos, previous = 0;
      continue;
    }
    lineWidth += w;
    previous = c;
    i += length;
  }
  if (start < text.size() || lines.empty()) endLine(text.size(), text.size());
  return lines;
}

}  // namespace hitlab::app
