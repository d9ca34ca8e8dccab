// places.cpp — the items' places for the frame report (places.h).
#include "places.h"

#include <imgui.h>

#include <cstdio>
#include <iterator>

namespace hitlab::app {

namespace {
float gPlaces[static_cast<int>(Place::Count)][2];
int gFocused = -1, gFocusedBefore = -1;
// (as the frame report names their places: at_NAME)
constexpr const char* kNames[] = {"undo",
                                  "step",
                                  "page",
                                  "id",
                                  "hunt",
                                  "finding",
                                  "script",
                                  "use_script",
                                  "editor_title",
                                  "use_canvas",
                                  "set_task",
                                  "record",
                                  "save_lesson",
                                  "lesson_link",
                                  "my_answers",
                                  "number",
                                  "file_menu",
                                  "export_drag",
                                  "export_steps",
                                  "export_reveal",
                                  "screenshot",
                                  "canvas_size",
                                  "anim_width",
                                  "anim_height",
                                  "picker_ok",
                                  "toolbar_motions",
                                  "editor_title_ja",
                                  "add_page",
                                  "ask",
                                  "ask_number",
                                  "question_text",
                                  "preview",
                                  "back_to_editor",
                                  "editor_link",
                                  "handout",
                                  "save_answers"};
static_assert(std::size(kNames) == static_cast<std::size_t>(Place::Count));
}  // namespace

void clearPlaces() {
  for (auto& p : gPlaces) p[0] = p[1] = -1;
  gFocusedBefore = gFocused, gFocused = -1;
}

const char* navigationPlace() { return gFocusedBefore < 0 ? "-" : kNames[gFocusedBefore]; }

void markPlace(Place place) {
  if (ImGui::IsItemFocused()) gFocused = static_cast<int>(place);
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  gPlaces[static_cast<int>(place)][0] = (lo.x + hi.x) / 2;
  gPlaces[static_cast<int>(place)][1] = (lo.y + hi.y) / 2;
}

const float* placeOf(Place place) { return gPlaces[static_cast<int>(place)]; }

std::string placesFrom(Place first) {
  std::string out;
  char buf[96];
  for (int i = static_cast<int>(first); i < static_cast<int>(Place::Count); ++i) {
    std::snprintf(buf, sizeof buf, " at_%s=%.0f,%.0f", kNames[i], gPlaces[i][0], gPlaces[i][1]);
    out += buf;
  }
  return out;
}

}  // namespace hitlab::app
