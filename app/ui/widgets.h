// widgets.h — small Dear ImGui pieces that several sidebar sections share: colors, table cells, long texts.
#pragma once

#include <imgui.h>

#include <cstddef>
#include <string>

#include "../render/canvas.h"

namespace hitlab::app {

ImVec4 toImGui(Color c);
/// The color of a float32 or double verdict that the exact answer contradicts.
ImVec4 wrongVerdictColor();

/// Numbers drawn in the monospace font (fonts.h) while it lives, so columns of digits align.
class Monospace {
 public:
  Monospace();
  ~Monospace();
  Monospace(const Monospace&) = delete;
  Monospace& operator=(const Monospace&) = delete;
};

/// %.17g: the digits that read back as the same double.
std::string roundTrip(double x);

/// A number in a table cell, in the monospace font: short (%.6g) with the full round-trip text (%.17g) as a
/// tooltip when cut.
void numberCell(double x, const char* suffix = "");
/// BeginTable for the sidebar's tables: row backgrounds, both scrollbars, resizable columns, the header row
/// frozen, and as tall as `rows` rows clamped to [minRows, maxRows]. EndTable when it returns true.
bool beginScrollingTable(const char* id, int columns, float rows, float minRows, float maxRows);
/// A fixed-width table column wide enough for `widest` in either font (so "overlapping" and "-1.23457e-123"
/// are never cut).
void fixedColumn(const char* name, const char* widest);
/// A paragraph wrapped to the available width, English at spaces, Japanese between characters with the
/// kinsoku rules (render/text_wrap.h); use instead of TextWrapped for any text that may be Japanese.
void wrappedText(const std::string& text);
/// The same in the style's disabled (dim) colour: hints.
void wrappedHint(const std::string& text);
/// A text field over a std::string of any length (Dear ImGui's fields take a fixed buffer); multi-line when
/// `lines` > 1 (that many lines tall, the field's whole width). True when the text changed this frame.
bool inputString(const char* label, std::string& value, int lines = 1);
/// A long exact expansion in the monospace font, cut to `keep` characters, the whole of it on hover; `format`
/// (the cut text, the length) says it was cut (tr(s, "%s... (%zu digits)") in Japanese).
void longText(const std::string& text, std::size_t keep = 28, const char* format = "%s... (%zu digits)");

}  // namespace hitlab::app
