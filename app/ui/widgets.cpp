// widgets.cpp — the sidebar sections' shared pieces (widgets.h).
#include "widgets.h"

#include "../render/text_wrap.h"

#include <algorithm>
#include <cstdio>

#include "../render/palette.h"
#include "fonts.h"
#include "hitlab/compare.h"

namespace hitlab::app {

ImVec4 toImGui(Color c) { return {c.r, c.g, c.b, 1}; }
ImVec4 wrongVerdictColor() { return toImGui(palette().verdictWrong); }

Monospace::Monospace() { ImGui::PushFont(monoFont()); }
Monospace::~Monospace() { ImGui::PopFont(); }

std::string roundTrip(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

void numberCell(double x, const char* suffix) {
  if (x == 0) x = 0;  // (never "-0")
  Monospace mono;
  ImGui::Text("%.6g%s", x, suffix);
  // On hover: the round-trip text and the double's exact decimal expansion (when they differ from the cell).
  if (ImGui::IsItemHovered()) {
    const std::string exact = compare::exactDecimal(x);
    if (roundTrip(x) != exact)
      ImGui::SetTooltip("%s\n= %s", roundTrip(x).c_str(), exact.c_str());
    else if (exact.size() > 6)
      ImGui::SetTooltip("%s", exact.c_str());
  }
}

bool beginScrollingTable(const char* id, int columns, float rows, float minRows, float maxRows) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX |
                                ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV;
  const float height = std::clamp(rows, minRows, maxRows) * ImGui::GetTextLineHeightWithSpacing();
  if (!ImGui::BeginTable(id, columns, flags, {0, height})) return false;
  ImGui::TableSetupScrollFreeze(1, 1);
  return true;
}

void fixedColumn(const char* name, const char* widest) {
  float w = std::max(ImGui::CalcTextSize(widest).x, ImGui::CalcTextSize(name).x);
  Monospace mono;
  w = std::max(w, ImGui::CalcTextSize(widest).x);
  ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthFixed, w + ImGui::GetStyle().CellPadding.x);
}

void longText(const std::string& text, std::size_t keep, const char* format) {
  Monospace mono;
  if (text.size() <= keep) {
    ImGui::TextUnformatted(text.c_str());
    return;
  }
  ImGui::Text(format, text.substr(0, keep).c_str(), text.size());
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

void wrappedText(const std::string& text) {
  ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  const auto advance = [&](char32_t c) {
    return static_cast<double>(c <= 0xFFFF ? font->GetCharAdvance(static_cast<ImWchar>(c)) * scale
                                           : ImGui::GetFontSize());
  };
  for (std::string_view line : wrapLines(text, ImGui::GetContentRegionAvail().x, advance))
    ImGui::TextUnformatted(line.data(), line.data() + line.size());
}

void wrappedHint(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  wrappedText(text);
  ImGui::PopStyleColor();
}

}  // namespace hitlab::app

namespace hitlab::app {

namespace {

// ImGuiInputTextFlags_CallbackResize: the field asks for room, the string grows and hands its buffer back.
int growString(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* text = static_cast<std::string*>(data->UserData);
    text->resize(static_cast<std::size_t>(data->BufTextLen));
    data->Buf = text->data();
  }
  return 0;
}

}  // namespace

bool inputString(const char* label, std::string& value, int lines) {
  const ImGuiInputTextFlags flags = ImGuiInputTextFlags_CallbackResize;
  if (lines > 1)
    return ImGui::InputTextMultiline(label, value.data(), value.capacity() + 1,
                                     {-1, ImGui::GetTextLineHeight() * static_cast<float>(lines) + 8}, flags,
                                     growString, &value);
  return ImGui::InputText(label, value.data(), value.capacity() + 1, flags, growString, &value);
}

}  // namespace hitlab::app
